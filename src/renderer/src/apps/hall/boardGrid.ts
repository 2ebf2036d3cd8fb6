import type { Measurer } from './layout/types'
import { wrap } from './layout/text'

/**
 * The festival board's grid (§12.13): how many tiles a page holds at this screen size, in how many columns, and the
 * sizes inside a tile. The law of the clock, scaled to a tile: the time is the largest thing in it and its digits'
 * ink is at least MIN_INK of the screen's short side — 4.8 cm on a 55-inch screen, about four times the letter a
 * 20/20 eye resolves at 8 m (1.2 cm), so the room reads every tile's time from the back; no text under the hall's
 * least size (max(12 px, 2.2% of the short side)); nothing wraps out of its tile. What does not fit on one page is
 * shown in pages, turned every PAGE_SECONDS.
 */
export const MIN_INK = 0.07
export const PAGE_SECONDS = 12

/** A tile's texts, as the grid must fit them (the time as its widest sample, "00:00" or "0:00:00"). */
export interface TileTexts {
  name: string
  status: string
  stakes: string
  lines: string[]
  time: string
}

export interface BoardGrid {
  cols: number
  rows: number
  perPage: number
  pages: number
  tileW: number
  tileH: number
  gap: number
  pad: number
  /** The font of the tile's texts, the stakes' (second largest) and the digits'. */
  font: number
  stakesFont: number
  digits: number
}

const LINE = 1.2
const STAKES = 1.2
/** The digits' line: the time font's glyphs stand a little above and below 1 em. */
const TIME_LINE = 1.2

/** The tile's text block height at font `f` and inner width `w`: every line wrapped as the browser will. */
function textHeight(texts: TileTexts[], w: number, f: number, m: Measurer): number {
  let most = 0
  for (const x of texts) {
    const lines = (text: string, font: number, role: 'bold' | 'regular'): number =>
      text ? Math.max(1, wrap(text, w, font, role, m).length) : 0
    const h =
      lines(x.name, f, 'bold') * f * LINE +
      lines(x.status, f, 'regular') * f * LINE +
      lines(x.stakes, f * STAKES, 'bold') * f * STAKES * LINE +
      x.lines.reduce((sum, line) => sum + lines(line, f, 'regular') * f * LINE, 0)
    most = Math.max(most, h)
  }
  return most
}

/** The best grid for `k` tiles a page; `strict`: only one whose digits keep the law (else the largest there is). */
function layoutFor(k: number, W: number, H: number, texts: TileTexts[], m: Measurer, strict: boolean) {
  const short = Math.min(W, H)
  const minText = Math.max(12, 0.022 * short)
  const gap = Math.max(4, Math.round(0.01 * short))
  const sample = texts.some((x) => x.time.length > 5) ? '0:00:00' : '00:00'
  const ink = m.timeInk.bottom - m.timeInk.top
  let best: Omit<BoardGrid, 'perPage' | 'pages'> | null = null
  for (let cols = 1; cols <= k; cols += 1) {
    const rows = Math.ceil(k / cols)
    const tileW = Math.floor((W - gap * (cols + 1)) / cols)
    const tileH = Math.floor((H - gap * (rows + 1)) / rows)
    const font = Math.max(minText, Math.min(0.06 * tileH, 0.045 * tileW, 0.032 * short))
    const pad = Math.round(0.5 * font)
    const inner = tileW - 2 * pad
    // The digits: the height the texts leave (a little air around them), and the width.
    const left = tileH - 2 * pad - textHeight(texts, inner, font, m) - 0.4 * font
    const digits = Math.floor(Math.min(left / TIME_LINE, (0.96 * inner) / m.timeWidth(sample)))
    if (strict && (digits * ink < MIN_INK * short || digits < font * STAKES * 1.5)) continue
    if (!best || digits > best.digits)
      best = { cols, rows, tileW, tileH, gap, pad, font, stakesFont: font * STAKES, digits }
  }
  return best
}

/**
 * The grid for `texts.length` tiles on a W×H screen: the most tiles a page that keep the law, the pages evened out
 * (12 at 9 a page are two pages of 6, each tile larger); one tile a page, as large as it goes, on a screen too small.
 */
export function boardGrid(W: number, H: number, texts: TileTexts[], m: Measurer): BoardGrid {
  const n = Math.max(1, texts.length)
  let k = n
  while (k > 1 && !layoutFor(k, W, H, texts, m, true)) k -= 1
  const pages = Math.ceil(n / k)
  const perPage = Math.ceil(n / pages)
  return { ...layoutFor(perPage, W, H, texts, m, false)!, perPage, pages }
}
