import type { Measurer, TextRole } from './types'

/** Greedy word wrap at a given font size: the lines of `text` that fit `width`. A word wider than the line stands alone. */
export function wrap(text: string, width: number, font: number, role: TextRole, m: Measurer): string[] {
  // A little slack: the browser's own line breaking must never find a line one pixel too long.
  width *= 0.97
  // Ordinary spaces only: a no-break space holds its words together, as in the browser.
  const words = text.split(/[ \t\n]+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (line && m.width(next, role) * font > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The text's natural pieces, each with what joins it to the one before: the " · " between the places of the awards
 * (or any list set so), and the space after a sentence's end ("…no cash prizes. 1. Trophy": not after a number's
 * point).
 */
function pieces(text: string): Array<{ text: string; join: string }> {
  return text
    .split(' · ')
    .flatMap((part, i) =>
      part.split(/(?<=[^\d\s][.!?]) +/).map((piece, k) => ({ text: piece, join: k > 0 ? ' ' : i > 0 ? ' · ' : '' }))
    )
}

/**
 * The text in pages of at most `lines` lines each (what does not fit is rotated, never squeezed). A page holds whole
 * pieces where they fit one (an award's place, a sentence), so no page stops in the middle of one; a piece longer
 * than a page is cut between its lines.
 */
export function pageText(text: string, width: number, font: number, lines: number, role: TextRole, m: Measurer) {
  const all = wrap(text, width, font, role, m)
  const shown = Math.min(lines, Math.max(1, all.length))
  if (all.length <= lines) return { pages: [all.join(' ')], lines: shown }
  const fits = (t: string): boolean => wrap(t, width, font, role, m).length <= lines
  const pages: string[] = []
  let current = ''
  for (const piece of pieces(text)) {
    const joined = current ? `${current}${piece.join}${piece.text}` : piece.text
    if (fits(joined)) {
      current = joined
      continue
    }
    if (current) pages.push(current)
    current = ''
    const own = wrap(piece.text, width, font, role, m)
    for (let i = 0; i < own.length; i += lines) {
      const chunk = own.slice(i, i + lines).join(' ')
      if (i + lines < own.length) pages.push(chunk)
      else current = chunk
    }
  }
  if (current) pages.push(current)
  return { pages: pages.length > 0 ? pages : [''], lines: shown }
}

/** The largest font ≤ `font` at which every line of `text` (no wrapping) fits `width`; never under `min`. */
export function fitFont(text: string, width: number, font: number, min: number, role: TextRole, m: Measurer): number {
  const w = m.width(text, role)
  return w <= 0 ? font : Math.max(min, Math.min(font, width / w))
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
