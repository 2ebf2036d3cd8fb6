import { describe, expect, it } from 'vitest'
import { pageText } from '../../../../../src/renderer/src/apps/hall/layout/text'
import type { Measurer } from '../../../../../src/renderer/src/apps/hall/layout/types'

/** A measurer of fixed glyph widths (0.6 em a character), as the layout engine's own tests use. */
const m: Measurer = {
  width: (text) => [...text].length * 0.6,
  timeInk: { top: 0.135, bottom: 0.864 },
  timeWidth: (sample) => sample.length * 0.6
}
const AWARDS =
  'This event has no cash prizes. 1. Trophy and 300 rating points · 2. 200 rating points · 3. 100 rating points'

describe('a text paged on the hall display', () => {
  it('a page holds whole places of the awards and whole sentences, never stops in the middle of one', () => {
    // 40 characters a line, one line a page.
    const { pages, lines } = pageText(AWARDS, 40 * 0.6 * 10, 10, 1, 'regular', m)
    expect(lines).toBe(1)
    expect(pages).toEqual([
      'This event has no cash prizes.',
      '1. Trophy and 300 rating points',
      '2. 200 rating points',
      '3. 100 rating points'
    ])
  })

  it('pieces that fit a page together share it; a text that fits is one page as it was', () => {
    // 60 characters a line (less the wrap's slack of 3 %), one line a page.
    expect(pageText(AWARDS, 60 * 0.6 * 10, 10, 1, 'regular', m).pages).toEqual([
      'This event has no cash prizes.',
      '1. Trophy and 300 rating points · 2. 200 rating points',
      '3. 100 rating points'
    ])
    expect(pageText(AWARDS, 200 * 0.6 * 10, 10, 2, 'regular', m).pages).toEqual([AWARDS])
  })

  it('a piece longer than a page is cut between its lines', () => {
    const long = 'Dinner is served on the second floor after level six for every player still in'
    const { pages } = pageText(long, 30 * 0.6 * 10, 10, 1, 'regular', m)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.join(' ')).toBe(long)
  })
})
