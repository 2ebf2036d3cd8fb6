import { lerp, wrap } from './text'
import type { ListItem, Measurer, Panel, Rect } from './types'

/** One page of the strip's lists: which panel, which items, and how they are set. */
export interface ListPage {
  panel: number
  from: number
  to: number
  font: number
  columns: number
  /** 1, or 2 when a name must wrap onto a second line. */
  lines: number
  rows: number
}

export interface ListBox {
  rect: Rect
  /** Inner padding left and right of the panel (px): items are set in rect.w − 2 × pad. */
  pad: number
  titleFont: number
  /** 1, or 2 when a title with its page count is longer than the width at the floor's font (a long series' name). */
  titleLines: number
  pages: ListPage[]
}

/** An item's width at 1 px: the name in regular weight, the seat or place in bold (a hair of slack for rounding). */
export const itemWidth = (item: ListItem, m: Measurer): number =>
  (m.width(item.main, 'regular') + m.width(' ', 'regular') + m.width(item.aside, 'bold')) * 1.03
export const LIST_ROW = 1.28
/** Room under the rows for the page progress bar (em of the list font). */
export const PROGRESS_ROOM = 0.3
export const TITLE_ROW = 1.35
const COLUMN_GAP = 1.2 // em

interface PanelSet {
  font: number
  columns: number
  lines: number
}

/** The ways one panel's items can be set in a width: columns at a font, one line each, or wrapped in one column. */
function candidates(panel: Panel, width: number, font: number, min: number, maxColumns: number, m: Measurer) {
  const widest = Math.max(1e-6, ...panel.items.map((i) => itemWidth(i, m)))
  const out: PanelSet[] = []
  for (let columns = Math.max(1, Math.min(maxColumns, panel.items.length)); columns >= 1; columns -= 1) {
    const at = (f: number): number => (width - (columns - 1) * COLUMN_GAP * f) / columns / widest
    // The font at which the widest item fits its column on one line (the gap scales with the font).
    const fit = Math.min(font, width / (columns * widest + (columns - 1) * COLUMN_GAP))
    if (fit >= min && at(fit) >= fit * 0.999) out.push({ font: fit, columns, lines: 1 })
  }
  // One column, long names wrapped: as many lines as the longest item really takes (words wrapped as the browser
  // does, bold as an upper bound; the seat or place never splits: it is one word).
  for (const f of [font, 0.9 * font, 0.8 * font, min]) {
    const size = Math.max(min, f)
    const lines = Math.max(
      ...panel.items.map((i) => wrap(`${i.main} ${i.aside.replace(/ /g, '\u00a0')}`, width, size, 'bold', m).length)
    )
    out.push({ font: size, columns: 1, lines: Math.min(lines, 4) })
    if (lines <= 2) break
  }
  return out
}

/**
 * How one panel is set: everything on one page at the largest font that allows it; if nothing shows it all, the
 * most items per page (a larger font breaks ties). Without a height (the strip's preferred size), the largest font
 * on one line, in as many columns as that allows.
 */
function setPanel(
  panel: Panel,
  width: number,
  font: number,
  min: number,
  maxColumns: number,
  m: Measurer,
  body?: number
): PanelSet {
  const options = candidates(panel, width, font, min, maxColumns, m)
  if (body === undefined) {
    const good = options.filter((o) => o.lines === 1 && o.font >= 0.8 * font)
    return good.sort((a, b) => b.font - a.font || b.columns - a.columns)[0] ?? options[options.length - 1]!
  }
  const capacity = (o: PanelSet): number => o.columns * Math.floor(body / (o.lines * o.font * LIST_ROW))
  if (options.every((o) => capacity(o) === 0)) return options.sort((a, b) => a.lines * a.font - b.lines * b.font)[0]!
  const all = options.filter((o) => capacity(o) >= panel.items.length)
  if (all.length > 0) return all.sort((a, b) => b.font - a.font)[0]!
  // Pages it is: the largest font that still shows at least 60% of what the smallest would per page.
  const most = Math.max(...options.map(capacity))
  return options.filter((o) => capacity(o) >= 0.6 * most).sort((a, b) => b.font - a.font)[0]!
}

/** The strip's lists in pages that fit `rect`; every panel gets at least one page, a row is never cut. */
export function layoutLists(
  rect: Rect,
  panels: Panel[],
  font: number,
  min: number,
  maxColumns: number,
  ticker: boolean,
  m: Measurer,
  pad = 0
): ListBox {
  const width = rect.w - 2 * pad
  // The title with its page count fits the width (a narrow side column), never under the floor.
  const titles = panels.map((p) => m.width(`${p.title} · 88/88`, 'bold') * 1.03)
  const titleFont = Math.max(min, Math.min(0.72 * font, width / Math.max(1e-6, ...titles)))
  const lines = titleLines(panels, width, titleFont, m)
  const body = rect.h - titleFont * TITLE_ROW * lines - PROGRESS_ROOM * font
  const pages: ListPage[] = []
  panels.forEach((panel, index) => {
    const set = setPanel(panel, width, font, min, ticker ? 1 : maxColumns, m, body)
    const rowHeight = set.lines * set.font * LIST_ROW
    const rows = Math.max(1, Math.floor(body / rowHeight))
    const perPage = rows * set.columns
    const count = Math.max(1, panel.items.length)
    for (let from = 0; from < count; from += perPage) {
      const to = Math.min(panel.items.length, from + perPage)
      // Fewer items than the page holds: as many columns as needed, rows filled top to bottom.
      const columns = Math.min(set.columns, Math.max(1, Math.ceil((to - from) / rows)))
      pages.push({ panel: index, from, to, font: set.font, columns, lines: set.lines, rows })
    }
  })
  return { rect, pad, titleFont, titleLines: lines, pages }
}

/**
 * The titles' lines at `titleFont`: one; two where a title does not fit the width even at the floor's font (the
 * federation's panel names its series and the pull's time) — the title wraps rather than being cut.
 */
function titleLines(panels: Panel[], width: number, titleFont: number, m: Measurer): number {
  const longest = Math.max(1, ...panels.map((p) => wrap(`${p.title} · 88/88`, width, titleFont, 'bold', m).length))
  return Math.min(2, longest)
}

/**
 * Height the lists need to show everything on one page each (the strip's preferred height) and at least: `minRows`
 * rows of the smallest setting a page (two; one on a screen too crowded for two, where the list pages rather than
 * push out the tiles, the awards line or the QR code).
 */
export function listHeights(
  panels: Panel[],
  width: number,
  font: number,
  min: number,
  maxColumns: number,
  m: Measurer,
  minRows = 2
) {
  if (panels.length === 0) return { min: 0, pref: 0 }
  const titleFont = Math.max(min, 0.72 * font)
  const room = titleFont * TITLE_ROW * titleLines(panels, width, titleFont, m) + PROGRESS_ROOM * font
  let pref = 0
  let least = 0
  for (const panel of panels) {
    const set = setPanel(panel, width, font, min, maxColumns, m)
    const rows = Math.ceil(Math.max(1, panel.items.length) / set.columns)
    pref = Math.max(pref, room + rows * set.lines * set.font * LIST_ROW)
    // At least two rows of the smallest setting where the screen has the room (a page of one row turns fast).
    const smallest = Math.min(...candidates(panel, width, font, min, maxColumns, m).map((o) => o.lines * o.font))
    least = Math.max(least, room + Math.min(rows, minRows) * smallest * LIST_ROW)
  }
  return { min: least, pref: Math.max(pref, least) }
}

export { lerp }
