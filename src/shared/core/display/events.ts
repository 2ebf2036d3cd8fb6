import type { Layout } from './layout'

export type ScreenLanguage = 'ru' | 'en' | 'sv'

/** What a screen's settings record changes: old and new value of each field given. */
export interface ScreenChanges {
  name?: { from: string; to: string }
  tournamentId?: { from: string | null; to: string | null }
  layoutId?: { from: string; to: string }
  language?: { from: ScreenLanguage | null; to: ScreenLanguage | null }
  /** The phone page's QR code switched on or off on this screen (records before it have none). */
  phoneQr?: { from: boolean; to: boolean }
  /** The festival board put on this screen instead of one tournament's clock, or taken off (records before: none). */
  board?: { from: boolean; to: boolean }
}

/** Display settings are journal records: who named which screen, put what on it, and when. */
export type DisplayEvent =
  | { type: 'display.screenConfigured'; screenId: string; changes: ScreenChanges }
  | { type: 'display.screenIdentified'; screenId: string; until: number }
  | { type: 'display.screenForgotten'; screenId: string }
  | { type: 'display.layoutSaved'; layoutId: string; layout: Layout; created: boolean }
  | { type: 'display.layoutDeleted'; layoutId: string }
  /** The hall's name of a table number given, changed (old and new kept, §4.7) or taken away (null). */
  | { type: 'display.tableNamed'; number: number; from: string | null; to: string | null }
