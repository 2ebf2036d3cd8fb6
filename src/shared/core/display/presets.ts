import type { Layout, LayoutRegion, RegionId, TileId } from './layout'

/** The layouts shipped with Floorclock; a director may copy one and edit the copy. */
export const PRESET_IDS = ['classic', 'structure', 'sidebar', 'big', 'ticker'] as const
export type PresetId = (typeof PRESET_IDS)[number]

/** A screen names its layout as `preset:<id>` or by the id of a layout the director made. */
export const presetRef = (id: PresetId): string => `preset:${id}`
export const DEFAULT_LAYOUT_REF = presetRef('classic')

export function presetOf(ref: string): PresetId | null {
  const id = ref.startsWith('preset:') ? ref.slice(7) : ''
  return (PRESET_IDS as readonly string[]).includes(id) ? (id as PresetId) : null
}

// The QR code of the phone page is off in the presets: the director switches it on and sizes it.
// The charts of the evening are off in the presets as well.
const ORDER: RegionId[] = [
  'head',
  'status',
  'time',
  'blinds',
  'tiles',
  'awards',
  'text',
  'strip',
  'structure',
  'qr',
  'charts'
]
// The bounty tile is on in the presets and shows only when the event announced a bounty format (§5.10).
// It comes right after Next: a crowded strip (the final table, a table broken) takes the second row of tiles, and in a
// bounty event the room watches the biggest head.
const TILES: TileId[] = [
  'next',
  'bounty',
  'nextBreak',
  'players',
  'entries',
  'chips',
  'average',
  'lateReg',
  'timeOfDay'
]

function regions(hidden: RegionId[], sizes: Partial<Record<RegionId, number>> = {}): LayoutRegion[] {
  return ORDER.map((id) => ({ id, show: id !== 'qr' && id !== 'charts' && !hidden.includes(id), size: sizes[id] ?? 1 }))
}

function tiles(hidden: TileId[]): Layout['tiles'] {
  return TILES.map((id) => ({ id, show: !hidden.includes(id) }))
}

const BASE = {
  format: 'floorclock-layout',
  version: 1,
  side: 'none',
  sideWidth: 0.32,
  ticker: false,
  colours: null,
  font: 'sans',
  textLine: '',
  sponsor: null
} as const

/** Preset names are i18n keys: `displays.preset.<id>`. */
export const PRESETS: Record<PresetId, Layout> = {
  classic: {
    ...BASE,
    name: 'Classic',
    regions: regions(['text', 'structure']),
    tiles: tiles(['entries', 'timeOfDay'])
  },
  structure: {
    ...BASE,
    name: 'With the structure table',
    side: 'structure',
    sideWidth: 0.3,
    regions: regions(['text']),
    tiles: tiles(['entries', 'timeOfDay', 'lateReg'])
  },
  sidebar: {
    ...BASE,
    name: 'With a seating and moves sidebar',
    side: 'strip',
    sideWidth: 0.34,
    regions: regions(['text', 'structure']),
    tiles: tiles(['entries', 'timeOfDay', 'chips'])
  },
  big: {
    ...BASE,
    name: 'Big numbers only',
    regions: regions(['head', 'awards', 'text', 'structure'], { time: 2, blinds: 1.3 }),
    tiles: tiles(['nextBreak', 'players', 'entries', 'chips', 'average', 'lateReg', 'timeOfDay', 'bounty'])
  },
  ticker: {
    ...BASE,
    name: 'Portrait / ticker',
    ticker: true,
    regions: regions(['awards', 'text', 'structure']),
    tiles: tiles(['entries', 'chips', 'timeOfDay'])
  }
}
