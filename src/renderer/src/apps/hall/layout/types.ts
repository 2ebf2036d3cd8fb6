/**
 * The layout engine's vocabulary. Pure data: the engine knows nothing of the DOM; the renderer measures text with a
 * canvas and hands the widths in (`Measurer`), so the engine runs the same in a Node test.
 */
export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** `caps`: bold, shown in capitals (status line, tile labels). */
export type TextRole = 'time' | 'bold' | 'caps' | 'regular'

export interface Measurer {
  /** Width of `text` at a font size of 1 px in the given role. */
  width(text: string, role: TextRole): number
  /** The time font's digits at line-height 1: ink top and bottom below the line's top, in em. */
  readonly timeInk: { top: number; bottom: number }
  /** Advance width of the time string in em (the colons are drawn narrower than the digits). */
  timeWidth(sample: string): number
}

export type PanelKind = 'moves' | 'finalTable' | 'seatingList' | 'lastEliminated' | 'standings' | 'federation'
export type BandKind = 'shot' | 'announcement' | 'colorUp' | 'notice'

export interface ListItem {
  /** The name (wraps or is shortened last). */
  main: string
  /** Seat, table, place: shown in the accent colour. */
  aside: string
  /** `aside` before `main` (places, seats), or after (moves). */
  asideFirst: boolean
}

export interface Panel {
  kind: PanelKind
  title: string
  items: ListItem[]
}

export interface Band {
  kind: BandKind
  text: string
}

export interface Tile {
  id: string
  label: string
  /** The widest value this tile will show until the content changes (so a ticking value never relayouts). */
  value: string
  /** The value's parts, where it may break between them onto a second line (the NEXT tile's stakes). */
  parts?: string[]
  /**
   * The parts always on lines of their own (the bounty tile, §5.10: the name, then its bounty and knockouts), so a
   * long name keeps the tile narrow enough for the first row.
   */
  stacked?: boolean
  /**
   * The room needs it while a list is up (players left, average stack, next break, late registration while open): a
   * list pages, and the other tiles give way, before it does.
   */
  keep?: boolean
  /**
   * Its text changes while it is shown (a countdown, the time of day): the renderer sets it, so a long one wraps
   * between its words on the lines the engine made room for, never cut.
   */
  live?: boolean
}

export interface StructureRow {
  cells: string[]
  current: boolean
  isBreak: boolean
}

/** What the screen has to show, as text shapes. Changes at records and level boundaries, never every second. */
export interface ScreenContent {
  head: { name: string; sub: string; logo: boolean; sponsor: boolean } | null
  banner: string | null
  status: string
  /** The shape of the time ('00:00' or '0:00:00'); null: no clock (waiting, no tournament). */
  time: string | null
  /** The current stakes, in parts that may go on separate lines. */
  blinds: string[]
  tiles: Tile[]
  awards: string | null
  text: string | null
  bands: Band[]
  panels: Panel[]
  structure: { header: string[]; rows: StructureRow[] } | null
  /** The QR code of the players' phone page, with its caption; null when off or not available. */
  qr?: { caption: string } | null
  /** The charts of the evening are at hand (the region is on and the view has arrived). */
  charts?: boolean
}
