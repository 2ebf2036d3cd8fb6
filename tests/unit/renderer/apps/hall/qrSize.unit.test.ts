import { describe, expect, it } from 'vitest'
import { PRESETS, PRESET_IDS } from '../../../../../src/shared/core/display/presets'
import { layoutScreen } from '../../../../../src/renderer/src/apps/hall/layout/engine'
import type { Measurer, ScreenContent } from '../../../../../src/renderer/src/apps/hall/layout/types'

/**
 * The phone page's QR code on the hall display is read across a table: it was 104 px on a 1920 screen. Whatever the
 * layout and however crowded the screen, once it is on it is at least 200 px at 1920 × 1080 and 1080 × 1920 (about
 * 13 cm on a 55-inch screen). The engine itself, with the fixed-width measurer of the layout tests.
 */
const measurer: Measurer = {
  width: (text, role) => [...text].length * (role === 'regular' ? 0.62 : role === 'time' ? 0.602 : 0.7),
  timeInk: { top: 0.135, bottom: 0.864 },
  timeWidth: (sample) => [...sample].reduce((s, c) => s + (c === ':' ? 0.302 : 0.602), 0)
}

const names = Array.from({ length: 12 }, (_, i) => `Konstantin Shcherbakov-Ivanov ${i + 1}`)
const quiet: ScreenContent = {
  head: { name: 'Minsk Open — Main Event', sub: 'Hall A · 28 November 2026', logo: false, sponsor: false },
  banner: null,
  status: 'Level 3',
  time: '18:42',
  blinds: ['200 / 400', 'BB ante 400'],
  tiles: [
    { id: 'next', label: 'Next', value: '300 / 600', keep: true },
    { id: 'players', label: 'Players left', value: '30 of 40', keep: true },
    { id: 'average', label: 'Average stack', value: '40,000', keep: true }
  ],
  awards: null,
  text: null,
  bands: [],
  panels: [],
  structure: null,
  qr: { caption: 'Your seat and the clock on your phone' }
}
const crowded: ScreenContent = {
  ...quiet,
  awards: 'This event has no cash prizes. 1. Trophy and 300 points · 2. 200 points · 3. 100 points',
  tiles: [
    ...quiet.tiles,
    { id: 'chips', label: 'Chips in play', value: '1,200,000' },
    { id: 'lateReg', label: 'Late registration', value: 'Closes in 1 h 34 min', keep: true, live: true }
  ],
  panels: [
    {
      kind: 'moves',
      title: 'Seat changes',
      items: names.map((main, i) => ({ main, aside: `→ table ${(i % 3) + 4}, seat ${i + 1}`, asideFirst: false }))
    },
    {
      kind: 'lastEliminated',
      title: 'Last eliminated',
      items: names.map((main, i) => ({ main, aside: `— place ${40 - i}`, asideFirst: false }))
    }
  ]
}

describe('the phone QR code on the hall display is large enough to scan across a table', () => {
  for (const [width, height] of [
    [1920, 1080],
    [1080, 1920]
  ] as const)
    it(`at ${width} × ${height}: at least 200 px in every preset, quiet or crowded`, () => {
      for (const preset of PRESET_IDS)
        for (const content of [quiet, crowded]) {
          const layout = {
            ...PRESETS[preset],
            regions: PRESETS[preset].regions.map((r) => (r.id === 'qr' ? { ...r, show: true } : r))
          }
          const l = layoutScreen({ width, height }, layout, content, measurer)
          expect(l.qr, `${preset}`).toBeTruthy()
          expect(l.qr!.code.w, `${preset} ${content === quiet ? 'quiet' : 'crowded'}`).toBeGreaterThanOrEqual(200)
        }
    })
})
