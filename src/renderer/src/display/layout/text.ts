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

/** The text in pages of at most `lines` lines each (what does not fit is rotated, never squeezed). */
export function pageText(text: string, width: number, font: number, lines: number, role: TextRole, m: Measurer) {
  const all = wrap(text, width, font, role, m)
  const pages: string[] = []
  for (let i = 0; i < all.length; i += lines) pages.push(all.slice(i, i + lines).join(' '))
  return { pages: pages.length > 0 ? pages : [''], lines: Math.min(lines, Math.max(1, all.length)) }
}

/** The largest font ≤ `font` at which every line of `text` (no wrapping) fits `width`; never under `min`. */
export function fitFont(text: string, width: number, font: number, min: number, role: TextRole, m: Measurer): number {
  const w = m.width(text, role)
  return w <= 0 ? font : Math.max(min, Math.min(font, width / w))
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
