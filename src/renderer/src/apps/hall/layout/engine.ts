import type { RegionId } from '../../../../../shared/core/display'
import { LIST_ROW, PROGRESS_ROOM, TITLE_ROW, layoutLists, listHeights, type ListBox } from './lists'
import { fitFont, lerp, pageText, wrap } from './text'
import type { Band, Measurer, Rect, ScreenContent, TextRole } from './types'

/**
 * The layout engine. One law: the clock wins. In landscape (16:9, 4:3) the time digits' ink is at least 25% of the
 * screen height, in portrait the digits span at least 60% of its width; they are never covered and never off screen,
 * and the current blinds are the second-largest text. Everything else shares what is left: it shrinks to a floor,
 * then is paged or rotated (lists, long announcements), and the least important regions give way — never the clock.
 *
 * Regions are stacked in the layout's order in disjoint rectangles (plus a side column in landscape when the layout
 * asks for one and the clock still fits beside it), so nothing can overlap by construction.
 */
export interface EngineLayout {
  regions: ReadonlyArray<{ id: RegionId; show: boolean; size: number }>
  side: 'none' | 'strip' | 'structure' | 'both'
  sideWidth: number
  ticker: boolean
}

export interface TextBox {
  rect: Rect
  font: number
  lines: number
}

export interface PagedText extends TextBox {
  pages: string[]
}

export interface BandBox extends PagedText {
  kind: Band['kind']
}

export interface ScreenLayout {
  width: number
  height: number
  portrait: boolean
  minText: number
  head: { rect: Rect; name: TextBox; sub: TextBox | null; logo: Rect | null; sponsor: Rect | null } | null
  banner: TextBox | null
  status: TextBox | null
  /** `offset`: where the line box (line-height 1) starts inside `rect`, so the ink sits centred in it. */
  time: { rect: Rect; font: number; offset: number } | null
  /** `split`: how many stakes parts go on the first line when there are two or more. */
  blinds: (TextBox & { lineParts: string[] }) | null
  /**
   * `shown`: which of the content's tiles have a cell (the others gave way to a crowded screen), in order.
   * `lines`: each shown tile's value as it is set, one string a line (a long value breaks between its parts or its
   * words; a live one is set by the renderer on as many lines, between its words).
   */
  tiles: { rect: Rect; cells: Rect[]; shown: number[]; label: number; value: number; lines: string[][] } | null
  awards: PagedText | null
  text: PagedText | null
  strip: { rect: Rect; bands: BandBox[]; list: ListBox | null } | null
  structure: { rect: Rect; font: number; rows: number; first: number; columns: number[] } | null
  /** The phone page's QR code (a square, centred) and its caption under it. */
  qr?: { rect: Rect; code: Rect; caption: PagedText } | null
  /** The charts of the evening, with the font its axes and captions take. */
  charts?: { rect: Rect; font: number } | null
}

/**
 * Legible at 8 m. On a 55-inch 1080p screen a pixel is 0.63 mm, and DejaVu Sans capitals are 0.73 em; the room reads
 * the tiles, the level line, the lists and the awards from the back of the hall. So, as font sizes in shares of the
 * screen's short side, wherever the screen has the room (a list pages, and the tiles the room can spare give way,
 * before any of these shrinks): tile values and the level line 4.5 % (49 px at 1080, capitals 35 px ≈ 22 mm), the
 * lists and the awards line 3.4 % (37 px, capitals 27 px ≈ 17 mm), tile labels 3.0 % (32 px, capitals 24 px ≈ 15 mm).
 * Where even that does not fit (a phone), the old floor `minText` holds.
 */
export const LEGIBLE = { value: 0.045, list: 0.034, label: 0.03 } as const

/** The landscape rule: digits' ink as a share of the screen height (the law says 25%; a hair more for rounding). */
export const LANDSCAPE_INK_SHARE = 0.255
/** The portrait rule: the digits' width as a share of the screen width (the law says 60%). */
export const PORTRAIT_WIDTH_SHARE = 0.62
const TIME_MARGIN = 0.06 // em above and below the ink

type Block =
  | 'head'
  | 'banner'
  | 'status'
  | 'time'
  | 'blinds'
  | 'tiles'
  | 'awards'
  | 'text'
  | 'strip'
  | 'structure'
  | 'qr'
  | 'charts'
/**
 * Steps that are not whole blocks: the line under the name; the lists down to one row a page (from two); the awards
 * on one line a page (from two or three); the tiles the room can spare (all but the `keep` ones); the legible sizes
 * (`LEGIBLE`) down to the smallest text that is still read (`minText`), before a region the director switched on
 * (the charts, the QR code) gives way.
 */
type Step = Block | 'sub' | 'listRow' | 'awardsLine' | 'spareTiles' | 'legible'
/**
 * What gives way first when even the smallest sizes do not fit (the clock never does). A list pages down to one row
 * before the tiles the room needs, the awards line or the QR code give way; those go only where nothing else is left
 * to give (a phone).
 */
const DROP_ORDER: Step[] = [
  'text',
  'structure',
  'sub',
  'head',
  'listRow',
  'awardsLine',
  'spareTiles',
  'legible',
  'charts',
  'qr',
  'awards',
  'strip',
  'tiles'
]
/**
 * A crowded strip (a table broken: everyone looks for their name) gets room from these before it pages: the awards
 * page on one line, but the awards line, the tiles and the QR code never give way to it. Every page of seat changes
 * must come round while they are on screen (45 s, `moves.ts`): each row a page saves counts.
 */
const CROWDED_DROPS: Step[] = ['text', 'charts', 'sub', 'structure', 'head', 'awardsLine']
/** Blocks that may stand beside the QR code (landscape): the QR code then takes a column at their right. */
const LOWER = new Set<Block>(['tiles', 'awards', 'text', 'strip', 'structure', 'charts'])
/** How far past what the layout asks the secondary texts may grow when the clock is already as large as it can be. */
const GROW = 1.45

/** The QR code's side in hundredths of the screen's short side: the least (read across a table) and at size 1. */
const QR_FLOOR_SHARE = 19
const QR_SHARE = 21

export function layoutScreen(
  viewport: { width: number; height: number },
  layout: EngineLayout,
  content: ScreenContent,
  m: Measurer
): ScreenLayout {
  const { width: W, height: H } = viewport
  const portrait = H > W
  const S = Math.min(W, H)
  const u = S / 100
  const pad = Math.max(6, 2 * u)
  const gap = 1.1 * u
  const minText = Math.max(12, 2.5 * u)
  let legible = {
    value: Math.max(1.15 * minText, LEGIBLE.value * S),
    list: Math.max(minText, LEGIBLE.list * S),
    label: Math.max(minText, LEGIBLE.label * S)
  }
  const inner: Rect = { x: pad, y: pad, w: W - 2 * pad, h: H - 2 * pad }
  const size = (id: RegionId): number => layout.regions.find((r) => r.id === id)?.size ?? 1
  const shown = (id: RegionId): boolean => layout.regions.find((r) => r.id === id)?.show ?? false

  // --- The time: its floor (the law), what the layout would like, and the most it can take.
  const timeEm = content.time ? m.timeWidth(content.time) : 0
  const inkH = m.timeInk.bottom - m.timeInk.top
  const timeCap = (columnWidth: number): number => (0.97 * columnWidth) / timeEm
  // Never off screen comes first: on a screen too narrow for the law (5:4 with hours shown) the width decides.
  const timeFloor = portrait
    ? (PORTRAIT_WIDTH_SHARE * W) / timeEm
    : Math.min((LANDSCAPE_INK_SHARE * H) / inkH, timeCap(inner.w))

  // --- The side column (landscape only), narrowed if the clock needs the width, dropped if then too narrow.
  let sideW = 0
  const wantsSide = !portrait && layout.side !== 'none' && W / H >= 1.2
  const sideHas = {
    strip: wantsSide && (layout.side === 'strip' || layout.side === 'both') && hasStrip(content) && shown('strip'),
    structure:
      wantsSide && (layout.side === 'structure' || layout.side === 'both') && !!content.structure && shown('structure')
  }
  if (sideHas.strip || sideHas.structure) {
    sideW = layout.sideWidth * inner.w
    // The structure table asks for the width its columns need at a readable size, if the clock can spare it.
    if (sideHas.structure) sideW = Math.max(sideW, structureWidth(content.structure!, m).need * 1.15 * minText)
    const mainNeeds = content.time ? (timeFloor * 1.12 * timeEm) / 0.97 : 0
    if (inner.w - gap - sideW < mainNeeds) sideW = inner.w - gap - mainNeeds
    // Too narrow to read (an old 4:3 monitor): the side content goes under the clock instead.
    if (sideW < Math.max(0.18 * inner.w, 15 * minText)) sideW = 0
  }
  if (sideW === 0) sideHas.strip = sideHas.structure = false
  const main: Rect = { ...inner, w: sideW > 0 ? inner.w - sideW - gap : inner.w }
  const side: Rect | null = sideW > 0 ? { x: main.x + main.w + gap, y: inner.y, w: sideW, h: inner.h } : null

  const timePref = content.time
    ? Math.max(timeFloor, Math.min(timeCap(main.w), portrait ? timeCap(main.w) : ((0.33 * size('time')) / inkH) * H))
    : 0
  const timeMax = content.time
    ? Math.max(timePref, Math.min(timeCap(main.w), portrait ? Infinity : (0.62 / inkH) * H))
    : 0

  // --- The blocks of the main column, in the layout's order.
  const order: Block[] = []
  for (const r of layout.regions) {
    if (!r.show && r.id !== 'time' && r.id !== 'status' && r.id !== 'blinds') continue
    if (r.id === 'status') {
      if (content.banner) order.push('banner')
      order.push('status')
    } else if (r.id === 'head' && content.head) order.push('head')
    else if (r.id === 'time' && content.time) order.push('time')
    else if (r.id === 'blinds' && content.blinds.length > 0) order.push('blinds')
    else if (r.id === 'tiles' && content.tiles.length > 0) order.push('tiles')
    else if (r.id === 'awards' && content.awards) order.push('awards')
    else if (r.id === 'text' && content.text) order.push('text')
    else if (r.id === 'strip' && hasStrip(content) && !sideHas.strip) order.push('strip')
    else if (r.id === 'structure' && content.structure && !sideHas.structure) order.push('structure')
    else if (r.id === 'qr' && content.qr) order.push('qr')
    else if (r.id === 'charts' && content.charts) order.push('charts')
  }
  const dropped = new Set<Step>()
  const active = (b: Block): boolean =>
    order.includes(b) &&
    !dropped.has(b) &&
    !(b === 'tiles' && dropped.has('spareTiles') && !content.tiles.some((t) => t.keep))

  /** The stakes on as few lines as keep them large (parts stay whole); smaller only to fit the width. */
  function fitBlinds(want: number) {
    const parts = content.blinds
    for (let lines = 1; lines <= parts.length; lines += 1) {
      const split = splitParts(parts, lines, m)
      const widest = Math.max(...split.map((l) => m.width(l, 'bold'))) * 1.02
      const font = Math.min(want, main.w / widest)
      if (font >= 0.8 * want || lines === parts.length) return { font, lines, lineParts: split }
    }
    return { font: want, lines: 1, lineParts: [parts.join(' · ')] }
  }

  // Font sizes at a squeeze σ ∈ [0, 1]: 1 = what the layout asks, 0 = the floors. The clock keeps its size longest.
  // Past 1 (up to GROW), only when the clock is already as large as it can be: the texts grow into the room left.
  const fonts = (σ: number) => {
    // The lists do not grow past what the layout asks: a larger font there would only wrap names and add pages.
    const f = (base: number, min: number, id: RegionId, grow = true): number =>
      Math.max(min, σ <= 1 ? lerp(min, base * u * size(id), σ) : base * u * size(id) * (grow ? σ : 1))
    // Never under what the tiles and the level line need: the blinds stay the second-largest text.
    const blinds = f(portrait ? 9.5 : 10, Math.max(1.9 * minText, (legible.value / 0.92) * 1.01), 'blinds')
    // The current blinds are the second-largest text: everything else stays under the size they really get.
    const cap = Math.max(minText, 0.92 * (content.blinds.length > 0 ? fitBlinds(blinds).font : blinds))
    const c = (x: number): number => Math.min(cap, x)
    return {
      σ,
      cap,
      time: content.time ? (σ <= 1 ? lerp(timeFloor, timePref, σ) : timeMax) : 0,
      blinds,
      status: c(f(portrait ? 6 : 6.5, Math.max(1.3 * minText, legible.value), 'status')),
      name: c(f(portrait ? 5.5 : 5, 1.15 * minText, 'head')),
      sub: c(f(2.7, minText, 'head')),
      tile: c(f(5.2, legible.value, 'tiles')),
      awards: c(f(3.6, legible.list, 'awards')),
      text: c(f(3.4, minText, 'text')),
      list: c(f(4.2, legible.list, 'strip', false)),
      band: c(f(4.2, 1.1 * minText, 'strip', false)),
      shot: c(Math.max(1.4 * minText, 0.85 * blinds * lerp(0.6, 1, Math.min(1, σ)))),
      ticker: c(f(5.6, Math.max(1.2 * minText, legible.list), 'strip', false)),
      structure: c(f(3, minText, 'structure')),
      // The QR code's side, in px: at least what a phone reads across a table, the director's size on top.
      qr: Math.max(qrFloor, lerp(qrFloor, QR_SHARE * u * size('qr'), Math.min(1, σ))),
      qrCaption: c(f(2.4, minText, 'qr')),
      // The charts' type, read from 8 metres (never under the smallest text), and their share of the column.
      charts: c(f(2.6, 1.1 * minText, 'charts')),
      chartsH: lerp(Math.max(9 * minText, 0.16 * main.h), 0.3 * main.h * size('charts'), Math.min(1, σ))
    }
  }
  type Fonts = ReturnType<typeof fonts>

  // A phone camera reads a code from about ten times its side: a fifth of the screen's short side (≥ 200 px at 1080,
  // some 13 cm on a 55-inch screen) reads from across a table; 104 px did not.
  const qrFloor = Math.max(64, QR_FLOOR_SHARE * u)
  /** The QR code and its caption in a width (the column, or beside the lower blocks its own column). */
  const qrBox = (F: Fonts, width = main.w) => {
    const side = Math.min(qrSide(F), width)
    const caption = pagedBox(content.qr!.caption, F.qrCaption, aside ? 3 : 2, width)
    return { side, caption, h: side + gap / 2 + caption.font * 1.3 * caption.lines }
  }
  /**
   * In landscape the QR code stands in a column at the right of the blocks under the blinds (tiles, awards, lists…),
   * so it costs the column no height: as wide as the code, or as its caption on three lines, whichever is wider.
   */
  const lowerRun = (): Block[] => order.filter((b) => active(b) && LOWER.has(b))
  let aside = false
  // Aside, the code costs no height: it keeps the size the layout asks for, however crowded the column is.
  const qrSide = (F: Fonts): number => (aside ? Math.max(F.qr, QR_SHARE * u * size('qr')) : F.qr)
  const qrColumn = (F: Fonts): number => {
    const caption = content.qr!.caption
    const words = Math.max(...caption.split(/\s+/).map((w) => m.width(w, 'regular') * 1.03)) * F.qrCaption
    return Math.min(0.3 * main.w, Math.max(qrSide(F), words, (m.width(caption, 'regular') * F.qrCaption * 1.15) / 2.5))
  }
  const widthOf = (b: Block, F: Fonts): number => (aside && LOWER.has(b) ? main.w - qrColumn(F) - gap : main.w)
  const images = content.head && (content.head.logo || content.head.sponsor)
  const headBox = (F: Fonts) => {
    const head = content.head!
    const sub = !dropped.has('sub') && head.sub ? F.sub : 0
    const h0 = F.name * 1.2 + sub * 1.3
    const imageW = images ? Math.min(h0 * 2.2, 0.2 * main.w) : 0
    const nameW = main.w - 2 * (imageW + (images ? gap : 0))
    const nameFont = fitFont(head.name, nameW, F.name, minText, 'bold', m)
    const lines = m.width(head.name, 'bold') * nameFont > nameW ? 2 : 1
    const subFont = sub ? fitFont(head.sub, nameW, sub, minText, 'regular', m) : 0
    const subLines = sub && m.width(head.sub, 'regular') * subFont > nameW ? 2 : 1
    return { nameFont, lines, subFont, subLines, imageW, nameW, h: nameFont * 1.2 * lines + subFont * 1.3 * subLines }
  }
  const oneLine = (text: string, font: number, min: number, role: TextRole, width = main.w) => {
    const fitted = fitFont(text, width, font, min, role, m)
    return { font: fitted, lines: m.width(text, role) * fitted > width ? wrap(text, width, fitted, role, m).length : 1 }
  }
  const blindsBox = (F: Fonts) => fitBlinds(F.blinds)
  /**
   * Tiles flow into rows like words into lines: each asks for the width of its label and value, a row takes tiles
   * while they fit, and the row's spare width is shared out. One font for all tiles, never under the legible floor
   * while any tile fits a row on its own at it (on a phone: the one at which the widest does). A value never shrinks
   * on its own and is never cut: a long one goes on two lines, between its parts or its words, when that saves height
   * (or when one line would not fit the row at all). On a crowded screen the tiles the room can spare give way.
   */
  const tilesBox = (F: Fonts, width = main.w) => {
    const shown = content.tiles.flatMap((t, i) => (!dropped.has('spareTiles') || t.keep ? [i] : []))
    const tiles = shown.map((i) => content.tiles[i]!)
    const maxCols = portrait ? (W < 600 ? 2 : 3) : 6
    const padX = 0.8
    const widest = (lines: string[]): number => Math.max(...lines.map((l) => m.width(l, 'bold')))
    // Each tile's ways of setting its value, widest first: on one line; on two (between its parts, else its words,
    // as even as they go); on as many as the row needs (a stud level's NEXT stakes on a phone).
    const forms = tiles.map((t): string[][] => {
      const parts = t.parts && t.parts.length > 1 ? t.parts : null
      if (parts && t.stacked) return [parts]
      const out: string[][] = [[t.value]]
      if (parts) out.push(splitParts(parts, 2, m))
      else {
        const words = t.value.split(/[ \t\n]+/).filter(Boolean)
        if (words.length > 1) out.push(splitWords(words, m))
      }
      // Never under the tiles' floor: the narrowest lines are packed for the smallest font they may get.
      const font = Math.max(0.8 * F.tile, minText * 1.05)
      if (parts && (widest(out[out.length - 1]!) + padX) * font > width)
        out.push(packParts(parts, (width / font - padX) / 1.04, m))
      return out
    })
    // Lines set by the engine keep a little room, as the stakes do (the measured width is an estimate).
    const valueW = (lines: string[]): number => widest(lines) * (lines.length > 1 ? 1.04 : 1)
    const labelW = tiles.map((t) => m.width(t.label, 'caps'))
    const labelOf = (value: number): number => Math.max(legible.label, 0.62 * value)
    /** Width a tile needs at a value font, in px, set in the given form. */
    const needAt = (i: number, value: number, form: number): number =>
      Math.max(valueW(forms[i]![form]!) * value, labelW[i]! * labelOf(value)) + padX * value
    // In the layout's order, each tile in the first row with room for it: a wide tile (a long bounty name) that
    // needs a row of its own no longer leaves the rest of the row before it empty.
    const flow = (value: number, chosen: number[]): number[][] => {
      const rows: number[][] = []
      const used: number[] = []
      tiles.forEach((_, i) => {
        const w = needAt(i, value, chosen[i]!)
        const r = rows.findIndex((row, k) => row.length < maxCols && used[k]! + gap + w <= width)
        if (r < 0) {
          rows.push([i])
          used.push(w)
        } else {
          rows[r]!.push(i)
          used[r]! += gap + w
        }
      })
      return rows.length > 0 ? rows : [[]]
    }
    const heightOfRows = (rows: number[][], value: number, chosen: number[]): number[] =>
      rows.map(
        (row) =>
          labelOf(value) * 1.25 + value * 1.2 * Math.max(...row.map((i) => forms[i]![chosen[i]!]!.length)) + 0.5 * value
      )
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) + Math.max(0, xs.length - 1) * gap
    // The font: what the layout asks, less only where a tile in its narrowest form does not fit a row on its own.
    const narrowest = (i: number): number => forms[i]!.length - 1
    const fullSize = Math.max(
      minText * 1.05,
      Math.min(F.tile, ...tiles.map((_, i) => (F.tile * width) / needAt(i, F.tile, narrowest(i))))
    )
    // One line each where a row holds it; then, widest first, a value on two lines while that saves height.
    const settle = (value: number) => {
      const chosen = tiles.map((_, i) => (needAt(i, value, 0) <= width ? 0 : narrowest(i)))
      let rows = flow(value, chosen)
      let h = sum(heightOfRows(rows, value, chosen))
      const byWidth = tiles.map((_, i) => i).sort((a, b) => needAt(b, value, 0) - needAt(a, value, 0))
      for (const i of byWidth) {
        if (chosen[i] !== 0 || forms[i]!.length < 2) continue
        const trial = chosen.slice()
        trial[i] = 1
        const trialRows = flow(value, trial)
        const trialH = sum(heightOfRows(trialRows, value, trial))
        if (trialH < h - 0.5) {
          chosen[i] = 1
          rows = trialRows
          h = trialH
        }
      }
      return { chosen, rows, h }
    }
    // A little smaller if that saves a row, never under the legible floor.
    let value = fullSize
    let set = settle(value)
    for (const k of [0.95, 0.9]) {
      const smaller = fullSize * k
      if (smaller < legible.value) break
      const fewer = settle(smaller)
      if (fewer.rows.length < set.rows.length) {
        value = smaller
        set = fewer
        break
      }
    }
    const { chosen, rows } = set
    const label = labelOf(value)
    const need = tiles.map((_, i) => needAt(i, value, chosen[i]!))
    const valueLines = tiles.map((_, i) => forms[i]![chosen[i]!]!)
    // Each row as tall as its tallest value.
    const rowH = heightOfRows(rows, value, chosen)
    return { rows, need, value, label, rowH, valueLines, tiles, shown, h: sum(rowH) }
  }
  const pagedBox = (text: string, want: number, maxLines: number, width = main.w, role: TextRole = 'regular') => {
    // The longest word must fit a line (a narrow column): never under the floor.
    const longest = Math.max(1e-6, ...text.split(/\s+/).map((w) => m.width(w, role) * 1.03))
    const font = Math.max(minText, Math.min(want, width / longest))
    const paged = pageText(text, width, font, maxLines, role, m)
    return { font, lines: paged.lines, pages: paged.pages }
  }
  const bandMaxLines = portrait ? 3 : 2
  const bandsFor = (F: Fonts, width: number) =>
    content.bands.map((band) => {
      if (band.kind === 'shot') {
        // One line, with the band's padding (0.6 em each side) and a hair of slack.
        const font = Math.min(F.shot, width / (m.width(band.text, 'bold') * 1.03 + 1.2))
        return { kind: band.kind, font, lines: 1, pages: [band.text] }
      }
      const font = band.kind === 'announcement' ? F.band : 0.95 * F.band
      return {
        kind: band.kind,
        ...pagedBox(band.text, font, bandMaxLines, width - 1.2 * font, band.kind === 'notice' ? 'regular' : 'bold')
      }
    })
  const bandHeight = (b: { font: number; lines: number }): number => b.lines * b.font * 1.22 + 0.5 * b.font
  const listColumns = (inSide: boolean): number => (inSide ? 1 : portrait ? (W < 600 ? 1 : 2) : 3)
  const stripHeights = (F: Fonts, width: number, inSide: boolean) => {
    const bands = bandsFor(F, width)
    const bandsH = bands.reduce((s, b) => s + bandHeight(b) + gap, 0)
    const rows = dropped.has('listRow') ? 1 : 2
    const tickerH =
      content.panels.length > 0
        ? Math.max(legible.list, 0.72 * F.ticker) * TITLE_ROW + (rows * LIST_ROW + PROGRESS_ROOM) * F.ticker
        : 0
    const lists = layout.ticker
      ? { min: tickerH, pref: tickerH }
      : listHeights(content.panels, width - 2 * LIST_PAD * u, F.list, legible.list, listColumns(inSide), m, rows)
    return { bands, min: bandsH + lists.min, pref: bandsH + lists.pref }
  }
  const structureRows = portrait ? 6 : 5
  const awardsLines = (): number => (dropped.has('awardsLine') ? 1 : portrait ? 3 : 2)
  const heightOf = (b: Block, F: Fonts): number => {
    const width = widthOf(b, F)
    switch (b) {
      case 'head':
        return headBox(F).h
      case 'banner':
        return F.status * 1.4
      case 'status':
        return (
          oneLine(content.status, F.status, minText, 'caps').font *
          1.2 *
          oneLine(content.status, F.status, minText, 'caps').lines
        )
      case 'time':
        return F.time * (inkH + 2 * TIME_MARGIN)
      case 'blinds': {
        const x = blindsBox(F)
        return x.font * 1.2 * x.lines
      }
      case 'tiles':
        return tilesBox(F, width).h
      case 'awards': {
        const x = pagedBox(content.awards!, F.awards, awardsLines(), width)
        return x.font * 1.3 * x.lines
      }
      case 'text': {
        const x = pagedBox(content.text!, F.text, 2, width)
        return x.font * 1.3 * x.lines
      }
      case 'strip': {
        // The strip asks for more as the squeeze eases (up to 45% of the column): a crowded list and the clock
        // share the screen, the clock never under its floor.
        const s = stripHeights(F, width, false)
        return lerp(s.min, Math.max(s.min, Math.min(s.pref, 0.45 * main.h)), Math.sqrt(Math.min(1, F.σ)))
      }
      case 'structure':
        return (Math.min(structureRows, content.structure!.rows.length) + 1) * F.structure * STRUCTURE_ROW
      case 'qr':
        return aside ? 0 : qrBox(F).h
      case 'charts':
        return F.chartsH
    }
  }
  /**
   * The column's height for block heights: the blocks stacked with gaps; with the QR code aside, the run of lower
   * blocks is as tall as it or the QR code and its caption, whichever is taller.
   */
  const stackHeight = (heights: Map<Block, number>, F: Fonts): number => {
    const blocks = [...heights.keys()].filter((b) => !(aside && b === 'qr'))
    const plain = blocks.reduce((s, b) => s + heights.get(b)!, 0) + Math.max(0, blocks.length - 1) * gap
    return plain + asideSlack(heights, F)
  }
  /** How much taller the QR column is than the lower blocks beside it (0 when not aside). */
  const asideSlack = (heights: Map<Block, number>, F: Fonts): number => {
    if (!aside) return 0
    const run = [...heights.keys()].filter((b) => LOWER.has(b))
    const runH = run.reduce((s, b) => s + heights.get(b)!, 0) + Math.max(0, run.length - 1) * gap
    return Math.max(0, qrBox(F, qrColumn(F)).h - runH)
  }
  const heightsAt = (F: Fonts): Map<Block, number> => new Map(order.filter(active).map((b) => [b, heightOf(b, F)]))
  const total = (σ: number): number => {
    const F = fonts(σ)
    return stackHeight(heightsAt(F), F)
  }
  /**
   * The QR code stands aside in landscape when there are lower blocks and they come one after another in the
   * layout's order (the QR code itself anywhere), and the column left for them is still wide enough.
   */
  const decideAside = (): void => {
    aside = false
    if (portrait || !active('qr')) return
    const run = lowerRun()
    if (run.length === 0) return
    const rest = order.filter((b) => active(b) && b !== 'qr')
    const first = rest.indexOf(run[0]!)
    if (rest.slice(first, first + run.length).some((b) => !LOWER.has(b))) return
    aside = main.w - qrColumn(fonts(0)) - gap >= 0.6 * main.w
  }

  // --- Squeeze until it fits; if even the floors do not, the least important regions give way.
  const solve = () => {
    let σ = 0
    if (total(1) <= main.h) σ = 1
    else if (total(0) <= main.h) {
      let lo = 0
      let hi = 1
      for (let i = 0; i < 18; i += 1) {
        const mid = (lo + hi) / 2
        if (total(mid) <= main.h) lo = mid
        else hi = mid
      }
      σ = lo
    }
    // Everything fits as the layout asks and the clock is as large as it can be: the texts grow into what is left.
    if (σ === 1 && content.time && total(1.0001) <= main.h) {
      let lo = 1
      let hi = GROW
      if (total(hi) <= main.h) lo = hi
      else
        for (let i = 0; i < 14; i += 1) {
          const mid = (lo + hi) / 2
          if (total(mid) <= main.h) lo = mid
          else hi = mid
        }
      σ = lo
    }
    const F = fonts(σ)
    const blocks = order.filter(active)
    const heights = heightsAt(F)
    let leftover = main.h - stackHeight(heights, F)
    // The strip takes what it wants of the rest (up to showing everything on one page), and beside the QR code the
    // room the code leaves under the lower blocks; then the clock grows.
    let stripWants = 0
    if (heights.has('strip')) {
      const s = stripHeights(F, widthOf('strip', F), false)
      const room = Math.max(0, leftover) + asideSlack(heights, F)
      const extra = Math.min(room, Math.max(0, s.pref - heights.get('strip')!))
      heights.set('strip', heights.get('strip')! + extra)
      leftover = main.h - stackHeight(heights, F)
      stripWants = s.pref - heights.get('strip')!
    }
    let timeFont = F.time
    if (heights.has('time') && leftover > 0) {
      const grown = Math.min(timeMax, timeFont + leftover / (inkH + 2 * TIME_MARGIN))
      leftover -= (grown - timeFont) * (inkH + 2 * TIME_MARGIN)
      timeFont = grown
      heights.set('time', timeFont * (inkH + 2 * TIME_MARGIN))
    }
    return { F, blocks, heights, leftover, timeFont, stripWants }
  }
  decideAside()
  for (const drop of DROP_ORDER) {
    if (total(0) <= main.h) break
    dropped.add(drop)
    if (drop === 'legible') legible = { value: 1.15 * minText, list: minText, label: minText }
    decideAside()
  }
  let solved = solve()
  // A crowded strip (a table broken: everyone looks for their name) gets room before it pages: the text line, the
  // charts, the line under the name, the structure table and the name give way while it is that full — never the
  // tiles, the awards line or the QR code.
  for (const drop of CROWDED_DROPS) {
    if (solved.stripWants <= 1) break
    if (dropped.has(drop) || (drop !== 'sub' && drop !== 'awardsLine' && !order.includes(drop as Block))) continue
    dropped.add(drop)
    decideAside()
    const next = solve()
    if ((next.heights.get('strip') ?? 0) > (solved.heights.get('strip') ?? 0) + 1) solved = next
    else {
      dropped.delete(drop)
      decideAside()
    }
  }
  const { F, blocks, heights, leftover, timeFont } = solved

  // Whatever is still left becomes air between the regions (the column is centred).
  const stacked = blocks.filter((b) => !(aside && b === 'qr'))
  const air = Math.max(0, leftover) / (stacked.length + 1)

  const out: ScreenLayout = {
    width: W,
    height: H,
    portrait,
    minText,
    head: null,
    banner: null,
    status: null,
    time: null,
    blinds: null,
    tiles: null,
    awards: null,
    text: null,
    strip: null,
    structure: null,
    qr: null,
    charts: null
  }
  let y = main.y + air
  // With the QR code aside: where the run of lower blocks starts, and how tall its column is.
  const run = aside ? stacked.filter((b) => LOWER.has(b)) : []
  const qrW = aside ? qrColumn(F) : 0
  const qrH = aside ? qrBox(F, qrW).h : 0
  let runTop = 0
  for (const b of stacked) {
    if (b === run[0]) runTop = y
    const h = heights.get(b)!
    const rect: Rect = { x: main.x, y, w: widthOf(b, F), h }
    place(b, rect)
    y += h + gap + air
    if (b === run[run.length - 1]) {
      const runH = Math.max(y - gap - air - runTop, qrH)
      place('qr', { x: main.x + main.w - qrW, y: runTop, w: qrW, h: runH })
      y = runTop + runH + gap + air
    }
  }
  if (side) placeSide(side)
  return out

  function place(b: Block, rect: Rect): void {
    switch (b) {
      case 'head': {
        const x = headBox(F)
        const img = (left: boolean): Rect => ({
          x: left ? rect.x : rect.x + rect.w - x.imageW,
          y: rect.y,
          w: x.imageW,
          h: rect.h
        })
        const nameH = x.nameFont * 1.2 * x.lines
        out.head = {
          rect,
          name: {
            rect: { x: rect.x + (rect.w - x.nameW) / 2, y: rect.y, w: x.nameW, h: nameH },
            font: x.nameFont,
            lines: x.lines
          },
          sub: x.subFont
            ? {
                rect: { x: rect.x + (rect.w - x.nameW) / 2, y: rect.y + nameH, w: x.nameW, h: rect.h - nameH },
                font: x.subFont,
                lines: x.subLines
              }
            : null,
          logo: content.head!.logo ? img(true) : null,
          sponsor: content.head!.sponsor ? img(false) : null
        }
        return
      }
      case 'banner':
        out.banner = { rect, font: fitFont(content.banner!, rect.w - F.status, F.status, minText, 'caps', m), lines: 1 }
        return
      case 'status': {
        const x = oneLine(content.status, F.status, minText, 'caps')
        out.status = { rect, font: x.font, lines: x.lines }
        return
      }
      case 'time':
        out.time = {
          rect,
          font: timeFont,
          offset: timeFont * (TIME_MARGIN - m.timeInk.top) + (rect.h - timeFont * (inkH + 2 * TIME_MARGIN)) / 2
        }
        return
      case 'blinds': {
        const x = blindsBox(F)
        out.blinds = { rect, font: x.font, lines: x.lines, lineParts: x.lineParts }
        return
      }
      case 'tiles': {
        const x = tilesBox(F, rect.w)
        // A cell for each shown tile, in the tiles' order (a row may hold a later tile before an earlier one's row).
        const cells: Rect[] = new Array<Rect>(x.tiles.length)
        // The rows share the height as they ask for it.
        const scale = (rect.h - (x.rows.length - 1) * gap) / x.rowH.reduce((a, b) => a + b, 0)
        let y = rect.y
        x.rows.forEach((row, r) => {
          const tileH = x.rowH[r]! * scale
          // Equal cells where they all fit so, else each as wide as it needs; the row fills the column.
          const equal = (rect.w - (row.length - 1) * gap) / row.length
          const widths = row.every((i) => x.need[i]! <= equal)
            ? row.map(() => equal)
            : (() => {
                const needs = row.map((i) => x.need[i]!)
                const spare = (rect.w - (row.length - 1) * gap - needs.reduce((a, b) => a + b, 0)) / row.length
                return needs.map((n) => n + spare)
              })()
          let cx = rect.x
          row.forEach((i, k) => {
            cells[i] = { x: cx, y, w: widths[k]!, h: tileH }
            cx += widths[k]! + gap
          })
          y += tileH + gap
        })
        out.tiles = { rect, cells, shown: x.shown, label: x.label, value: x.value, lines: x.valueLines }
        return
      }
      case 'awards': {
        const x = pagedBox(content.awards!, F.awards, awardsLines(), rect.w)
        out.awards = { rect, ...x }
        return
      }
      case 'text': {
        const x = pagedBox(content.text!, F.text, 2, rect.w)
        out.text = { rect, ...x }
        return
      }
      case 'strip':
        out.strip = placeStrip(rect, false)
        return
      case 'structure':
        out.structure = placeStructure(rect, F.structure)
        return
      case 'charts':
        out.charts = { rect, font: F.charts }
        return
      case 'qr': {
        const x = qrBox(F, rect.w)
        const top = rect.y + (rect.h - x.h) / 2
        out.qr = {
          rect,
          code: { x: rect.x + (rect.w - x.side) / 2, y: top, w: x.side, h: x.side },
          caption: {
            rect: { x: rect.x, y: top + x.side + gap / 2, w: rect.w, h: x.h - x.side - gap / 2 },
            font: x.caption.font,
            lines: x.caption.lines,
            pages: x.caption.pages
          }
        }
        return
      }
    }
  }

  function placeStrip(rect: Rect, inSide: boolean): NonNullable<ScreenLayout['strip']> {
    const s = stripHeights(F, rect.w, inSide)
    const bands: BandBox[] = []
    let y = rect.y
    for (const b of s.bands) {
      const h = bandHeight(b)
      bands.push({ ...b, rect: { x: rect.x, y, w: rect.w, h } })
      y += h + gap
    }
    const listRect: Rect = { x: rect.x, y, w: rect.w, h: rect.y + rect.h - y }
    const list =
      content.panels.length > 0 && listRect.h > 0
        ? layoutLists(
            listRect,
            content.panels,
            layout.ticker ? F.ticker : F.list,
            legible.list,
            listColumns(inSide),
            layout.ticker,
            m,
            LIST_PAD * u
          )
        : null
    return { rect, bands, list }
  }

  function placeStructure(rect: Rect, want: number): NonNullable<ScreenLayout['structure']> {
    const st = content.structure!
    // Columns that do not fit at the floor give way from the right (minutes, then ante): never clipped.
    let { widths, need } = structureWidth(st, m)
    while (widths.length > 2 && need * minText > rect.w) {
      widths = widths.slice(0, -1)
      need = structureWidth(st, m, widths.length).need
    }
    const sum = widths.reduce((a, b) => a + b, 0)
    // As large as the width allows and the rows need (all of them if they fit), up to what was asked.
    const tall = rect.h / ((Math.min(st.rows.length, 12) + 1) * STRUCTURE_ROW)
    const font = Math.max(minText, Math.min(F.cap, Math.max(want, Math.min(tall, 1.3 * want)), rect.w / need))
    const rows = Math.max(1, Math.floor(rect.h / (font * STRUCTURE_ROW)) - 1)
    const current = Math.max(
      0,
      st.rows.findIndex((r) => r.current)
    )
    const first = Math.max(0, Math.min(current - 1, st.rows.length - rows))
    // Column shares of the width (grid fractions): each as wide as its widest cell.
    return { rect, font, rows, first, columns: widths.map((w) => w / sum) }
  }

  function placeSide(rect: Rect): void {
    const listFont = F.list
    if (sideHas.structure && sideHas.strip) {
      const sh = Math.min(rect.h * 0.5, (Math.min(8, content.structure!.rows.length) + 1) * F.structure * STRUCTURE_ROW)
      out.structure = placeStructure({ ...rect, h: sh }, F.structure)
      out.strip = placeStrip({ ...rect, y: rect.y + sh + gap, h: rect.h - sh - gap }, true)
    } else if (sideHas.structure) out.structure = placeStructure(rect, Math.min(listFont, F.structure * 1.2))
    else out.strip = placeStrip(rect, true)
  }
}

export const STRUCTURE_ROW = 1.4
/** The list panel's inner padding, in hundredths of the screen's short side. */
const LIST_PAD = 1

/** The structure table's columns at 1 px (widest cell each) and the width it needs with its gaps, in em. */
function structureWidth(st: NonNullable<ScreenContent['structure']>, m: Measurer, count = st.header.length) {
  const widths = st.header
    .slice(0, count)
    .map((h, i) => Math.max(m.width(h, 'regular'), ...st.rows.map((r) => m.width(r.cells[i] ?? '', 'bold'))) * 1.03)
  return { widths, need: widths.reduce((a, b) => a + b, 0) + 0.6 * (widths.length - 1) + 1.4 }
}

export function hasStrip(content: ScreenContent): boolean {
  return content.bands.length > 0 || content.panels.length > 0
}

/** Parts on as few lines as a width (in font units) allows, in order; parts stay whole. */
function packParts(parts: string[], width: number, m: Measurer): string[] {
  const lines: string[] = []
  for (const part of parts) {
    const last = lines[lines.length - 1]
    if (last !== undefined && m.width(`${last} · ${part}`, 'bold') <= width)
      lines[lines.length - 1] = `${last} · ${part}`
    else lines.push(part)
  }
  return lines
}

/** Words on two lines, as even as their widths allow (a no-break space holds its words together). */
function splitWords(words: string[], m: Measurer): string[] {
  let best: string[] = [words.join(' ')]
  let bestWidth = Infinity
  for (let cut = 1; cut < words.length; cut += 1) {
    const split = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const widest = Math.max(...split.map((l) => m.width(l, 'bold')))
    if (widest < bestWidth) {
      bestWidth = widest
      best = split
    }
  }
  return best
}

/** The stakes parts on `lines` lines, as even as their widths allow (parts stay whole). */
function splitParts(parts: string[], lines: number, m: Measurer): string[] {
  if (lines <= 1) return [parts.join(' · ')]
  if (lines >= parts.length) return parts
  let best: string[] = []
  let bestWidth = Infinity
  for (let cut = 1; cut < parts.length; cut += 1) {
    const split = [parts.slice(0, cut).join(' · '), parts.slice(cut).join(' · ')]
    const widest = Math.max(...split.map((l) => m.width(l, 'bold')))
    if (widest < bestWidth) {
      bestWidth = widest
      best = split
    }
  }
  return best
}
