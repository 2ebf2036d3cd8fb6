import type { Layout } from './layout'
import type { ScreenLanguage } from './events'
import { DEFAULT_LAYOUT_REF } from './presets'

export interface ScreenSettings {
  id: string
  name: string
  /** The tournament the director put on it; null: the hall's default (the displayed tournament). */
  tournamentId: string | null
  layoutId: string
  /** The director chose its layout; until then a preset its address names (`&layout=big`) is used. */
  layoutChosen: boolean
  language: ScreenLanguage | null
  /** The phone page's QR code shown on this screen, whatever its layout says (off until switched on). */
  phoneQr: boolean
  /**
   * §12.13: the festival board (every tournament of the hall, one tile each) instead of one tournament's clock. Absent
   * until the director first chooses (screens recorded before the board could be chosen lack it): not the board.
   */
  board?: boolean
  /** "Flash this screen" until this moment (epoch ms). */
  identifyUntil: number | null
}

export interface SavedLayout {
  id: string
  layout: Layout
  /** The record that last saved it: names its sponsor image, so a screen fetches each file once. */
  seq: number
}

/** The displays and layouts as the journal left them (stream `display`). */
export interface DisplayState {
  screens: Map<string, ScreenSettings>
  layouts: Map<string, SavedLayout>
  /** The hall's names of its table numbers ("Window 2"), shown beside the number (§8.1: the number names the table). */
  tableNames: Map<number, string>
}

export function emptyDisplayState(): DisplayState {
  return { screens: new Map(), layouts: new Map(), tableNames: new Map() }
}

export function defaultScreen(id: string): ScreenSettings {
  return {
    id,
    name: '',
    tournamentId: null,
    layoutId: DEFAULT_LAYOUT_REF,
    layoutChosen: false,
    language: null,
    phoneQr: false,
    identifyUntil: null
  }
}
