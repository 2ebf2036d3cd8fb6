import { z } from 'zod'

/**
 * A hall-display layout: which regions show, in which order and at which size, which tiles, colours and
 * fonts. The renderer's layout engine places them and enforces the clock's law whatever the layout says: the time
 * digits take at least a quarter of the screen height (a 60% of the width in portrait), never covered.
 */
export const REGION_IDS = [
  'head',
  'status',
  'time',
  'blinds',
  'tiles',
  'awards',
  'text',
  'strip',
  'structure',
  // The QR code of the players' phone page.
  'qr',
  // The charts of the evening.
  'charts'
] as const
export const RegionId = z.enum(REGION_IDS)
export type RegionId = z.infer<typeof RegionId>

export const TILE_IDS = [
  'next',
  'nextBreak',
  'players',
  'entries',
  'chips',
  'average',
  'lateReg',
  'timeOfDay',
  // §5.10: the biggest bounty head in play; shown only in a bounty event.
  'bounty'
] as const
export const TileId = z.enum(TILE_IDS)
export type TileId = z.infer<typeof TileId>

export const FONT_IDS = ['sans', 'condensed', 'serif', 'rounded'] as const
export const FontId = z.enum(FONT_IDS)
export type FontId = z.infer<typeof FontId>

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #1a2b3c' })

export const LayoutColours = z.strictObject({
  background: Colour,
  text: Colour,
  muted: Colour,
  accent: Colour,
  panel: Colour,
  warning: Colour,
  break: Colour
})
export type LayoutColours = z.infer<typeof LayoutColours>

/** A sponsor image of the director's own, as a data URL (pushed to screens by reference, like the logo). */
export const MAX_SPONSOR_CHARS = 150_000
const SponsorImage = z
  .string()
  .max(MAX_SPONSOR_CHARS, { message: `must be at most ${MAX_SPONSOR_CHARS} characters (about 110 KB)` })
  .regex(/^data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/, { message: 'must be an image data URL' })

export const LayoutRegion = z.strictObject({
  id: RegionId,
  show: z.boolean(),
  /** 1 = the preset's size; the engine keeps the clock's law whatever is asked. */
  size: z.number().min(0.5).max(2)
})
export type LayoutRegion = z.infer<typeof LayoutRegion>

/**
 * Layouts saved before the phone page's QR code have no QR region, those saved before the charts of the evening no
 * charts region: they are added, switched off, so they read as they were (an optional part old records simply lack,
 * no new event version).
 */
const LATER_REGIONS: RegionId[] = ['qr', 'charts']
function withLaterRegions(regions: unknown): unknown {
  if (!Array.isArray(regions) || regions.length >= REGION_IDS.length) return regions
  const ids = new Set(regions.map((r: unknown) => (r as { id?: unknown } | null)?.id))
  const missing = LATER_REGIONS.filter((id) => !ids.has(id))
  if (regions.length + missing.length !== REGION_IDS.length) return regions
  return [...regions, ...missing.map((id) => ({ id, show: false, size: 1 }))]
}

/**
 * Layouts saved before bounty events (§5.10) have no bounty tile: it is added, switched off, so they read as they
 * were (as the later regions above).
 */
const LATER_TILES: TileId[] = ['bounty']
function withLaterTiles(tiles: unknown): unknown {
  if (!Array.isArray(tiles) || tiles.length >= TILE_IDS.length) return tiles
  const ids = new Set(tiles.map((t: unknown) => (t as { id?: unknown } | null)?.id))
  const missing = LATER_TILES.filter((id) => !ids.has(id))
  if (tiles.length + missing.length !== TILE_IDS.length) return tiles
  return [...tiles, ...missing.map((id) => ({ id, show: false }))]
}

/** The refusals name i18n keys (a person is told why, in their language). */
export const Layout = z
  .strictObject({
    format: z.literal('floorclock-layout').default('floorclock-layout'),
    version: z.literal(1).default(1),
    name: z.string().trim().min(1).max(60),
    /** Every region once, top to bottom. */
    regions: z.preprocess(withLaterRegions, z.array(LayoutRegion).length(REGION_IDS.length)),
    /** Every tile once, in reading order. */
    tiles: z.preprocess(
      withLaterTiles,
      z.array(z.strictObject({ id: TileId, show: z.boolean() })).length(TILE_IDS.length)
    ),
    /** In landscape, a column on the right for the strip (moves, final table…) and/or the structure table. */
    side: z.enum(['none', 'strip', 'structure', 'both']),
    /** Share of the width the side column asks for; the engine gives less if the clock needs it. */
    sideWidth: z.number().min(0.2).max(0.45),
    /** The strip as one rotating line (a ticker) instead of lists. */
    ticker: z.boolean(),
    /** null: the tournament's theme (dark or light). */
    colours: LayoutColours.nullable(),
    font: FontId,
    /** A line of the director's own, shown in the `text` region. */
    textLine: z.string().trim().max(200),
    sponsor: SponsorImage.nullable()
  })
  .refine((l) => new Set(l.regions.map((r) => r.id)).size === REGION_IDS.length, {
    message: 'invalid.layout.regionsOnce',
    path: ['regions']
  })
  .refine((l) => new Set(l.tiles.map((t) => t.id)).size === TILE_IDS.length, {
    message: 'invalid.layout.tilesOnce',
    path: ['tiles']
  })
  .refine((l) => l.regions.some((r) => r.id === 'time' && r.show), {
    message: 'invalid.layout.timeHidden',
    path: ['regions']
  })
export type Layout = z.infer<typeof Layout>
