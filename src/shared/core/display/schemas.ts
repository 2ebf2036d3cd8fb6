import { z } from 'zod'
import { TournamentId } from '../ids'
import { Layout } from './layout'

/** A display's own id, made once by its browser and kept in its storage. */
export const ScreenId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8–64 letters, digits, - or _' })
export const LayoutId = z.string().min(1).max(64)
export const ScreenLanguage = z.enum(['ru', 'en', 'sv'])

/**
 * The director's settings of one display: its name, the tournament it shows (null: the hall's default one), its
 * layout (a preset `preset:<id>` or one of the director's), its language (null: the browser's) and whether it shows
 * the phone page's QR code (over its layout's choice). Only what is
 * given changes; the record keeps old and new values.
 */
export const ConfigureScreen = z.strictObject({
  type: z.literal('display.screen.configure'),
  screenId: ScreenId,
  name: z.string().trim().max(60).optional(),
  tournamentId: TournamentId.nullable().optional(),
  layoutId: LayoutId.optional(),
  language: ScreenLanguage.nullable().optional(),
  /** The phone page's QR code on this screen, whatever its layout says: one switch, at a size read across a table. */
  phoneQr: z.boolean().optional(),
  /** §12.13: the festival board on this screen — every tournament of the hall — instead of one tournament's clock. */
  board: z.boolean().optional()
})

/** "Flash this screen": its frame flashes with its name for a few seconds, so the director can tell which it is. */
export const IdentifyScreen = z.strictObject({ type: z.literal('display.screen.identify'), screenId: ScreenId })

/** A display taken away: it leaves the list (it comes back as new if it connects again). */
export const ForgetScreen = z.strictObject({ type: z.literal('display.screen.forget'), screenId: ScreenId })

/** A layout of the director's own: new without `layoutId`, else a change to it. */
export const SaveLayout = z.strictObject({
  type: z.literal('display.layout.save'),
  layoutId: LayoutId.optional(),
  layout: Layout
})

export const DeleteLayout = z.strictObject({ type: z.literal('display.layout.delete'), layoutId: LayoutId })

/** A table number of the hall (§8.1: one number, one physical table of the room). */
export const HallTableNumber = z.int().min(1).max(999)

/**
 * The hall's own name of a table number ("Window 2", "Red 3"), which screens and seat cards show beside the number;
 * an empty name takes it away. The number stays what the floor calls out and the draw records (§8.1, §8.5).
 */
export const HallTableName = z
  .string()
  .trim()
  .max(24)
  .regex(/^\P{Cc}*$/u, { message: 'must not contain control characters' })

export const NameHallTable = z.strictObject({
  type: z.literal('display.table.name'),
  number: HallTableNumber,
  name: HallTableName
})

export const displayCommands = [
  ConfigureScreen,
  IdentifyScreen,
  ForgetScreen,
  SaveLayout,
  DeleteLayout,
  NameHallTable
] as const
