import type { RegionId } from '../../../../shared/core/display/layout'
import { LIST_ROW, TITLE_ROW, layoutLists, listHeights, type ListBox } from './lists'
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
  /** `lines`: each tile's value as it is set, one string a line (a long NEXT value breaks between its parts). */
  tiles: { rect: Rect; cells: Rect[]; label: number; value: number; lines: string[][] } | null
  awards: PagedText | null
  text: PagedText | null
  strip: { rect: Rect; bands: BandBox[]; list: ListBox | null } | null
  structure: { rect: Rect; font: number; rows: number; first: number; columns: number[] } | null
  /** The phone page's QR code (a square, centred) and its caption under it. */
  qr?: { rect: Rect; code: Rect; caption: PagedText } | null
  /** The charts of the evening, with the font its axes and captions take. */
  charts?: { rect: Rect; font: number } | null
}

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
/** What gives way first when even the smallest sizes do not fit (the clock never does). */
const DROP_ORDER: Array<Block | 'sub' | 'tilesRow'> = [
  'text',
  'charts',
  'qr',
  'awards',
  'structure',
  'sub',
  'tilesRow',
  'head',
  'tiles'
]
const CROWDED_DROPS: Array<Block | 'sub' | 'tilesRow'> = [
  'text',
  'charts',
  'qr',
  'awards',
  'sub',
  'tilesRow',
  'structure'
]

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
  const dropped = new Set<string>()
  const active = (b: Block): boolean => order.includes(b) && !dropped.has(b)

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
  const fonts = (σ: number) => {
    const f = (base: number, min: number, id: RegionId): number => Math.max(min, lerp(min, base * u * size(id), σ))
    const blinds = f(portrait ? 9.5 : 10, 1.9 * minText, 'blinds')
    // The current blinds are the second-largest text: everything else stays under the size they really get.
    const cap = Math.max(minText, 0.92 * (content.blinds.length > 0 ? fitBlinds(blinds).font : blinds))
    const c = (x: number): number => Math.min(cap, x)
    return {
      σ,
      cap,
      time: content.time ? lerp(timeFloor, timePref, σ) : 0,
      blinds,
      status: c(f(portrait ? 6 : 6.5, 1.3 * minText, 'status')),
      name: c(f(portrait ? 5.5 : 5, 1.15 * minText, 'head')),
      sub: c(f(2.7, minText, 'head')),
      tile: c(f(4.4, 1.15 * minText, 'tiles')),
      awards: c(f(2.9, minText, 'awards')),
      text: c(f(3.4, minText, 'text')),
      list: c(f(3.8, minText, 'strip')),
      band: c(f(4.2, 1.1 * minText, 'strip')),
      shot: c(Math.max(1.4 * minText, 0.85 * blinds * lerp(0.6, 1, σ))),
      ticker: c(f(5.6, 1.2 * minText, 'strip')),
      structure: c(f(3, minText, 'structure')),
      // The QR code's side, in px: at least what a phone reads from a few metres, the director's size on top.
      qr: Math.max(qrFloor, lerp(qrFloor, 15 * u * size('qr'), σ)),
      qrCaption: c(f(2.4, minText, 'qr')),
      // The charts' type, read from 8 metres (never under the smallest text), and their share of the column.
      charts: c(f(2.6, 1.1 * minText, 'charts')),
      chartsH: lerp(Math.max(9 * minText, 0.16 * main.h), 0.3 * main.h * size('charts'), σ)
    }
  }
  type Fonts = ReturnType<typeof fonts>

  const qrFloor = Math.max(64, 9 * u)
  const qrBox = (F: Fonts) => {
    const side = Math.min(F.qr, main.w)
    const caption = pagedBox(content.qr!.caption, F.qrCaption, 2)
    return { side, caption, h: side + gap / 2 + caption.font * 1.3 * caption.lines }
  }
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
   * while they fit, and the row's spare width is shared out. One font for all tiles: the one at which the widest
   * tile fits a row on its own (the Next tile on a phone), never under the floor.
   */
  const tilesBox = (F: Fonts) => {
    const tiles = content.tiles
    const maxCols = portrait ? (W < 600 ? 2 : 3) : 6
    const padX = 0.8
    // A value that would have to shrink under 80% of the tile font to fit the column on one line breaks between its
    // parts instead (the NEXT tile of a stud or HORSE level on a phone), as the stakes do.
    const widest = (lines: string[]): number => Math.max(...lines.map((l) => m.width(l, 'bold')))
    const valueLines = tiles.map((t): string[] => {
      const parts = t.parts && t.parts.length > 1 ? t.parts : null
      if (parts && t.stacked) return parts
      // Never under the tiles' floor: the lines are packed for the smallest font they may get.
      const font = Math.max(0.8 * F.tile, minText * 1.05)
      if (!parts || (widest([t.value]) + padX) * font <= main.w) return [t.value]
      return packParts(parts, (main.w / font - padX) / 1.04, m)
    })
    // Lines set by the engine keep a little room, as the stakes do (the measured width is an estimate).
    const valueW = valueLines.map((lines) => widest(lines) * (lines.length > 1 ? 1.04 : 1))
    const labelW = tiles.map((t) => m.width(t.label, 'caps'))
    const labelOf = (value: number): number => Math.max(minText, 0.58 * value)
    /** Width a tile needs at a value font, in px. */
    const needAt = (i: number, value: number): number =>
      Math.max(valueW[i]! * value, labelW[i]! * labelOf(value)) + padX * value
    const flow = (value: number): number[][] => {
      const rows: number[][] = [[]]
      let used = 0
      tiles.forEach((_, i) => {
        const w = needAt(i, value)
        const row = rows[rows.length - 1]!
        if (row.length > 0 && (used + gap + w > main.w || row.length >= maxCols)) {
          rows.push([i])
          used = w
        } else {
          row.push(i)
          used += (row.length > 1 ? gap : 0) + w
        }
      })
      return rows
    }
    const fullSize = Math.max(
      minText * 1.05,
      Math.min(F.tile, ...tiles.map((_, i) => (F.tile * main.w) / needAt(i, F.tile)))
    )
    // A little smaller if that saves a row.
    let value = fullSize
    let rows = flow(value)
    for (const k of [0.95, 0.9, 0.85, 0.8, 0.75, 0.7]) {
      const fewer = flow(Math.max(minText * 1.05, fullSize * k))
      if (fewer.length < rows.length) {
        value = Math.max(minText * 1.05, fullSize * k)
        rows = fewer
        break
      }
    }
    // Crowded: only the first row (the Next tile and what fits beside it).
    if (dropped.has('tilesRow')) rows = rows.slice(0, 1)
    const label = labelOf(value)
    const need = tiles.map((_, i) => needAt(i, value))
    // Each row as tall as its tallest value.
    const rowH = rows.map(
      (row) => label * 1.25 + value * 1.2 * Math.max(...row.map((i) => valueLines[i]!.length)) + 0.5 * value
    )
    const h = rowH.reduce((a, b) => a + b, 0) + (rows.length - 1) * gap
    return { rows, need, value, label, rowH, valueLines, tiles, h }
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
    const tickerH =
      content.panels.length > 0 ? Math.max(minText, 0.72 * F.ticker) * TITLE_ROW + 2 * F.ticker * LIST_ROW : 0
    const lists = layout.ticker
      ? { min: tickerH, pref: tickerH }
      : listHeights(content.panels, width - 2 * LIST_PAD * u, F.list, minText, listColumns(inSide), m)
    return { bands, min: bandsH + lists.min, pref: bandsH + lists.pref }
  }
  const structureRows = portrait ? 6 : 5
  const heightOf = (b: Block, F: Fonts): number => {
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
        return tilesBox(F).h
      case 'awards': {
        const x = pagedBox(content.awards!, F.awards, portrait ? 3 : 2)
        return x.font * 1.3 * x.lines
      }
      case 'text': {
        const x = pagedBox(content.text!, F.text, 2)
        return x.font * 1.3 * x.lines
      }
      case 'strip': {
        // The strip asks for more as the squeeze eases (up to 45% of the column): a crowded list and the clock
        // share the screen, the clock never under its floor.
        const s = stripHeights(F, main.w, false)
        return lerp(s.min, Math.max(s.min, Math.min(s.pref, 0.45 * main.h)), Math.sqrt(F.σ))
      }
      case 'structure':
        return (Math.min(structureRows, content.structure!.rows.length) + 1) * F.structure * STRUCTURE_ROW
      case 'qr':
        return qrBox(F).h
      case 'charts':
        return F.chartsH
    }
  }
  const total = (σ: number): number => {
    const F = fonts(σ)
    const blocks = order.filter(active)
    return blocks.reduce((s, b) => s + heightOf(b, F), 0) + Math.max(0, blocks.length - 1) * gap
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
    const F = fonts(σ)
    const blocks = order.filter(active)
    const heights = new Map<Block, number>(blocks.map((b) => [b, heightOf(b, F)]))
    let leftover = main.h - [...heights.values()].reduce((a, b) => a + b, 0) - Math.max(0, blocks.length - 1) * gap
    // The strip takes what it wants of the rest (up to showing everything on one page); then the clock grows.
    let stripWants = 0
    if (heights.has('strip')) {
      const s = stripHeights(F, main.w, false)
      const extra = Math.min(Math.max(0, leftover), Math.max(0, s.pref - heights.get('strip')!))
      heights.set('strip', heights.get('strip')! + extra)
      leftover -= extra
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
  for (const drop of DROP_ORDER) {
    if (total(0) <= main.h) break
    dropped.add(drop)
  }
  let solved = solve()
  // A crowded strip (a table broken: everyone looks for their name) gets room before it pages: the text line, the
  // awards, the line under the name and a second row of tiles give way while it is that full.
  for (const drop of CROWDED_DROPS) {
    if (solved.stripWants <= 1) break
    if (dropped.has(drop)) continue
    dropped.add(drop)
    const next = solve()
    if ((next.heights.get('strip') ?? 0) > (solved.heights.get('strip') ?? 0) + 1) solved = next
    else dropped.delete(drop)
  }
  const { F, blocks, heights, leftover, timeFont } = solved

  // Whatever is still left becomes air between the regions (the column is centred).
  const air = Math.max(0, leftover) / (blocks.length + 1)

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
  for (const b of blocks) {
    const h = heights.get(b)!
    const rect: Rect = { x: main.x, y, w: main.w, h }
    place(b, rect)
    y += h + gap + air
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
        const x = tilesBox(F)
        const cells: Rect[] = []
        // The rows share the height as they ask for it.
        const scale = (rect.h - (x.rows.length - 1) * gap) / x.rowH.reduce((a, b) => a + b, 0)
        let y = rect.y
        x.rows.forEach((row, r) => {
          const tileH = x.rowH[r]! * scale
          // Equal cells where they all fit so, else each as wide as it needs; the row fills the column.
          const equal = (main.w - (row.length - 1) * gap) / row.length
          const widths = row.every((i) => x.need[i]! <= equal)
            ? row.map(() => equal)
            : (() => {
                const needs = row.map((i) => x.need[i]!)
                const spare = (main.w - (row.length - 1) * gap - needs.reduce((a, b) => a + b, 0)) / row.length
                return needs.map((n) => n + spare)
              })()
          let cx = rect.x
          row.forEach((_, k) => {
            cells.push({ x: cx, y, w: widths[k]!, h: tileH })
            cx += widths[k]! + gap
          })
          y += tileH + gap
        })
        out.tiles = { rect, cells, label: x.label, value: x.value, lines: x.valueLines }
        return
      }
      case 'awards': {
        const x = pagedBox(content.awards!, F.awards, portrait ? 3 : 2)
        out.awards = { rect, ...x }
        return
      }
      case 'text': {
        const x = pagedBox(content.text!, F.text, 2)
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
        const x = qrBox(F)
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
            minText,
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
