import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PRESETS, PRESET_IDS } from '../../../../../src/shared/core/display/presets'
import { LEGIBLE, layoutScreen, type ScreenLayout } from '../../../../../src/renderer/src/apps/hall/layout/engine'
import { LIST_ROW, TITLE_ROW } from '../../../../../src/renderer/src/apps/hall/layout/lists'
import type { Measurer, Rect, ScreenContent } from '../../../../../src/renderer/src/apps/hall/layout/types'

/**
 * The layout engine's law, for any screen and any content: tested on the engine itself, with a
 * measurer of fixed glyph widths (DejaVu-like: digits 0.6 em, letters 0.62 em regular, 0.7 em bold). The browser
 * version of the same checks is tests/e2e/clockGeometry.spec.ts.
 */
const measurer: Measurer = {
  width: (text, role) => [...text].length * (role === 'regular' ? 0.62 : role === 'time' ? 0.602 : 0.7),
  timeInk: { top: 0.135, bottom: 0.864 },
  timeWidth: (sample) => [...sample].reduce((s, c) => s + (c === ':' ? 0.302 : 0.602), 0)
}
const inkH = measurer.timeInk.bottom - measurer.timeInk.top

const name = fc.string({ minLength: 3, maxLength: 44, unit: fc.constantFrom('а', 'б', 'в', 'Щ', 'ы', ' ', '-', 'x') })
const item = fc.record({
  main: name,
  aside: fc.constantFrom('12', '→ стол 14, место 10', '— 120 место'),
  asideFirst: fc.boolean()
})
const content: fc.Arbitrary<ScreenContent> = fc.record({
  head: fc.option(fc.record({ name, sub: name, logo: fc.boolean(), sponsor: fc.boolean() }), { nil: null }),
  banner: fc.option(fc.constant('Рука за руку · сыграно раздач: 12'), { nil: null }),
  status: fc.constantFrom('Уровень 12', 'Перерыв', 'Уровень 3 · Пауза · Новый уровень', 'До начала'),
  time: fc.constantFrom('00:00', '0:00:00'),
  blinds: fc.constantFrom(
    ['100 / 200'],
    ['25 000 / 50 000', 'Анте ББ 50 000'],
    ['Далее: уровень 3', '300 / 600', 'Анте ББ 600']
  ),
  tiles: fc.array(
    fc.record({
      id: fc.constant('x'),
      label: name,
      value: fc.constantFrom('12 из 40', '1 200 000', '200 / 400 · Анте ББ 400')
    }),
    { maxLength: 8 }
  ),
  awards: fc.option(name, { nil: null }),
  text: fc.option(name, { nil: null }),
  bands: fc.array(
    fc.record({
      kind: fc.constantFrom('shot' as const, 'announcement' as const, 'colorUp' as const),
      text: fc.string({ minLength: 1, maxLength: 300 })
    }),
    { maxLength: 3 }
  ),
  panels: fc.array(
    fc.record({
      kind: fc.constantFrom('moves' as const, 'finalTable' as const, 'lastEliminated' as const, 'standings' as const),
      title: fc.constant('Пересадки'),
      items: fc.array(item, { minLength: 1, maxLength: 40 })
    }),
    { maxLength: 3 }
  ),
  structure: fc.option(
    fc.constant({
      header: ['Уровень', 'Блайнды', 'Анте', 'Мин'],
      rows: Array.from({ length: 12 }, (_, i) => ({
        cells: [String(i + 1), '25 000 / 50 000', '50 000', '20'],
        current: i === 3,
        isBreak: false
      }))
    }),
    { nil: null }
  ),
  // the phone page's QR code and its caption.
  qr: fc.option(fc.record({ caption: name }), { nil: null }),
  // the charts of the evening have arrived.
  charts: fc.boolean()
})
// Landscape from 4:3 to 21:9, portrait from 9:21 to 3:4.
const viewport = fc.oneof(
  fc
    .record({ height: fc.integer({ min: 480, max: 2160 }), ratio: fc.double({ min: 4 / 3, max: 21 / 9, noNaN: true }) })
    .map(({ height, ratio }) => ({ width: Math.round(height * ratio), height })),
  fc
    .record({ width: fc.integer({ min: 360, max: 2160 }), ratio: fc.double({ min: 4 / 3, max: 21 / 9, noNaN: true }) })
    .map(({ width, ratio }) => ({ width, height: Math.round(width * ratio) }))
)

const qrRegion = fc.record({ show: fc.boolean(), size: fc.double({ min: 0.5, max: 2, noNaN: true }) })

function rects(l: ScreenLayout): Array<[string, Rect]> {
  const out: Array<[string, Rect]> = []
  for (const key of [
    'head',
    'banner',
    'status',
    'time',
    'blinds',
    'tiles',
    'awards',
    'text',
    'strip',
    'structure',
    'qr',
    'charts'
  ] as const) {
    const box = l[key]
    if (box) out.push([key, box.rect])
  }
  return out
}

function otherFonts(l: ScreenLayout): Array<[string, number]> {
  const f: Array<[string, number]> = []
  if (l.head) f.push(['name', l.head.name.font], ...(l.head.sub ? [['sub', l.head.sub.font] as [string, number]] : []))
  if (l.banner) f.push(['banner', l.banner.font])
  if (l.status) f.push(['status', l.status.font])
  if (l.tiles) f.push(['tile value', l.tiles.value], ['tile label', l.tiles.label])
  if (l.awards) f.push(['awards', l.awards.font])
  if (l.text) f.push(['text', l.text.font])
  if (l.strip) {
    for (const b of l.strip.bands) f.push([`band ${b.kind}`, b.font])
    for (const p of l.strip.list?.pages ?? []) f.push(['list', p.font])
  }
  if (l.structure) f.push(['structure', l.structure.font])
  if (l.qr) f.push(['qr caption', l.qr.caption.font])
  return f
}

describe('the layout engine: the clock wins', () => {
  it('for any screen, layout preset and content: the law holds', () => {
    fc.assert(
      fc.property(
        viewport,
        content,
        fc.constantFrom(...PRESET_IDS),
        qrRegion,
        qrRegion,
        (vp, c, preset, qr, charts) => {
          // The director may switch the QR region and the charts on at any size: the law holds.
          const layout = {
            ...PRESETS[preset],
            regions: PRESETS[preset].regions.map((r) =>
              r.id === 'qr' ? { ...r, ...qr } : r.id === 'charts' ? { ...r, ...charts } : r
            )
          }
          const l = layoutScreen(vp, layout, c, measurer)
          // The QR code is a square inside its region, never under what a phone reads from a few metres.
          if (l.qr) {
            const { code, rect } = l.qr
            expect(code.w).toBeCloseTo(code.h, 5)
            expect(code.w).toBeGreaterThanOrEqual(Math.min(64, rect.w) - 0.01)
            expect(code.x).toBeGreaterThanOrEqual(rect.x - 0.01)
            expect(code.x + code.w).toBeLessThanOrEqual(rect.x + rect.w + 0.01)
            expect(code.y).toBeGreaterThanOrEqual(rect.y - 0.01)
            expect(l.qr.caption.rect.y + l.qr.caption.rect.h).toBeLessThanOrEqual(rect.y + rect.h + 0.01)
          }
          // The charts' type stays readable from across the hall: never under the smallest text of the screen.
          if (l.charts) expect(l.charts.font).toBeGreaterThanOrEqual(l.minText - 0.01)
          const boxes = rects(l)
          // Inside the screen, no two regions overlapping.
          for (const [k, r] of boxes) {
            expect(r.x, k).toBeGreaterThanOrEqual(-0.01)
            expect(r.y, k).toBeGreaterThanOrEqual(-0.01)
            expect(r.x + r.w, k).toBeLessThanOrEqual(vp.width + 0.01)
            expect(r.y + r.h, k).toBeLessThanOrEqual(vp.height + 0.01)
          }
          for (let i = 0; i < boxes.length; i += 1)
            for (let j = i + 1; j < boxes.length; j += 1) {
              const [a, ra] = boxes[i]!
              const [b, rb] = boxes[j]!
              const w = Math.min(ra.x + ra.w, rb.x + rb.w) - Math.max(ra.x, rb.x)
              const h = Math.min(ra.y + ra.h, rb.y + rb.h) - Math.max(ra.y, rb.y)
              expect(w > 0.01 && h > 0.01, `${a} overlaps ${b}`).toBe(false)
            }
          // The time: ≥ 25% of the height in ink (landscape), ≥ 60% of the width (portrait); inside its region.
          const t = l.time!
          expect(t).not.toBeNull()
          if (vp.width >= vp.height) expect(t.font * inkH).toBeGreaterThanOrEqual(0.25 * vp.height)
          else expect(t.font * measurer.timeWidth(c.time!)).toBeGreaterThanOrEqual(0.6 * vp.width)
          expect(t.font * measurer.timeWidth(c.time!)).toBeLessThanOrEqual(t.rect.w + 0.01)
          expect(t.offset + t.font * measurer.timeInk.top).toBeGreaterThanOrEqual(-0.01)
          expect(t.offset + t.font * measurer.timeInk.bottom).toBeLessThanOrEqual(t.rect.h + 0.01)
          // The blinds are the second-largest text; nothing under the floor.
          const blinds = l.blinds!.font
          for (const [k, f] of otherFonts(l)) {
            expect(f, `${k} vs blinds`).toBeLessThanOrEqual(blinds + 0.01)
            expect(f, `${k} vs floor`).toBeGreaterThanOrEqual(l.minText - 0.01)
          }
          expect(blinds).toBeLessThan(t.font)
          // No tile text is cut: each value line and the label fit their cell at their fonts.
          if (l.tiles)
            l.tiles.cells.forEach((cell, k) => {
              const tile = c.tiles[l.tiles!.shown[k]!]!
              const widest = Math.max(...l.tiles!.lines[k]!.map((line) => measurer.width(line, 'bold')))
              expect(widest * l.tiles!.value, `tile ${k} value`).toBeLessThanOrEqual(cell.w + 0.01)
              expect(measurer.width(tile.label, 'caps') * l.tiles!.label, `tile ${k} label`).toBeLessThanOrEqual(
                cell.w + 0.01
              )
            })
          // Every list page fits its box: title and rows, never a row cut.
          for (const p of l.strip?.list?.pages ?? []) {
            const list = l.strip!.list!
            const rows = Math.ceil((p.to - p.from) / p.columns)
            expect(
              list.titleFont * TITLE_ROW * list.titleLines + rows * p.lines * p.font * LIST_ROW
            ).toBeLessThanOrEqual(list.rect.h + 0.5)
          }
        }
      ),
      { numRuns: 400 }
    )
  })

  it('with nothing in the strip the clock takes the room: digits well over the floor on a 16:9 screen', () => {
    const c: ScreenContent = {
      head: { name: 'Minsk Open', sub: 'Hall A', logo: false, sponsor: false },
      banner: null,
      status: 'Уровень 3',
      time: '00:00',
      blinds: ['300 / 600', 'Анте ББ 600'],
      tiles: [{ id: 'players', label: 'Осталось игроков', value: '30 из 40' }],
      awards: null,
      text: null,
      bands: [],
      panels: [],
      structure: null
    }
    const l = layoutScreen({ width: 1920, height: 1080 }, PRESETS.classic, c, measurer)
    expect(l.time!.font * inkH).toBeGreaterThan(0.33 * 1080)
    expect(l.strip).toBeNull()
  })

  it('a crowded strip pages, it does not shrink the clock under its floor (20 moves at 1920×1080)', () => {
    const moves = Array.from({ length: 20 }, (_, i) => ({
      main: `Константинопольская-Щербакова ${i}`,
      aside: '→ стол 4, место 6',
      asideFirst: false
    }))
    const c: ScreenContent = {
      head: { name: 'Minsk Open', sub: 'Hall A', logo: false, sponsor: false },
      banner: null,
      status: 'Перерыв',
      time: '00:00',
      blinds: ['Далее: уровень 3', '300 / 600'],
      tiles: [],
      awards: null,
      text: null,
      bands: [{ kind: 'colorUp', text: 'Colour up the 25 chips' }],
      panels: [{ kind: 'moves', title: 'Пересадки', items: moves }],
      structure: null
    }
    const l = layoutScreen({ width: 1920, height: 1080 }, PRESETS.classic, c, measurer)
    expect(l.time!.font * inkH).toBeGreaterThanOrEqual(0.25 * 1080)
    const pages = l.strip!.list!.pages
    expect(pages.reduce((n, p) => n + (p.to - p.from), 0)).toBe(20)
    expect(pages.length).toBeGreaterThan(1)
  })
})

describe('a table just broken while late registration is open, the QR code on (§7.7, §8.9)', () => {
  const S = 1080
  const names = Array.from({ length: 12 }, (_, i) => `Константинопольская-Щербакова ${i + 1}`)
  const crowded: ScreenContent = {
    head: { name: 'Minsk Open — Main Event', sub: 'Minsk, Hall A · 28 ноября 2026 г.', logo: false, sponsor: false },
    banner: null,
    status: 'Уровень 1',
    time: '00:00',
    blinds: ['100 / 200', 'Анте ББ 200'],
    tiles: [
      { id: 'next', label: 'Далее', value: '200 / 400 · Анте ББ 400', parts: ['200 / 400', 'Анте ББ 400'], keep: true },
      { id: 'nextBreak', label: 'До перерыва', value: '39\u00a0мин', keep: true, live: true },
      { id: 'players', label: 'Осталось игроков', value: '30 из 40', keep: true },
      { id: 'chips', label: 'Фишек в игре', value: '1\u00a0200\u00a0000' },
      {
        id: 'average',
        label: 'Средний стек',
        value: '40\u00a0000 · 200 ББ',
        parts: ['40\u00a0000', '200 ББ'],
        keep: true
      },
      {
        id: 'lateReg',
        label: 'Поздняя регистрация',
        value: 'Закроется через 1\u00a0ч\u00a034\u00a0мин',
        keep: true,
        live: true
      }
    ],
    awards: 'В турнире нет денежных призов. 1. Кубок и 300 рейтинговых очков · 2. 200 очков · 3. 100 очков',
    text: null,
    bands: [],
    panels: [
      {
        kind: 'moves',
        title: 'Пересадки',
        items: names.map((main, i) => ({ main, aside: `→ стол ${(i % 3) + 4}, место ${i + 1}`, asideFirst: false }))
      },
      {
        kind: 'lastEliminated',
        title: 'Последние выбывшие',
        items: names.map((main, i) => ({ main, aside: `— ${40 - i} место`, asideFirst: false }))
      }
    ],
    structure: null,
    qr: { caption: 'Ваше место и часы в телефоне' }
  }
  const withQr = {
    ...PRESETS.classic,
    regions: PRESETS.classic.regions.map((r) => (r.id === 'qr' ? { ...r, show: true } : r))
  }

  it('the lists page; every tile the room needs, the awards line and the QR code stay, at legible sizes', () => {
    const l = layoutScreen({ width: 1920, height: S }, withQr, crowded, measurer)
    expect(l.time!.font * inkH).toBeGreaterThanOrEqual(0.25 * S)
    const shown = l.tiles!.shown.map((i) => crowded.tiles[i]!.id)
    for (const id of ['next', 'nextBreak', 'players', 'average', 'lateReg']) expect(shown).toContain(id)
    expect(l.awards).not.toBeNull()
    expect(l.qr).not.toBeNull()
    // The lists page rather than push anything out: more than one page, each set legibly.
    const pages = l.strip!.list!.pages
    expect(pages.length).toBeGreaterThan(2)
    for (const p of pages) expect(p.font).toBeGreaterThanOrEqual(LEGIBLE.list * S - 0.01)
    expect(l.tiles!.value).toBeGreaterThanOrEqual(LEGIBLE.value * S - 0.01)
    expect(l.tiles!.label).toBeGreaterThanOrEqual(LEGIBLE.label * S - 0.01)
    expect(l.status!.font).toBeGreaterThanOrEqual(LEGIBLE.value * S - 0.01)
    expect(l.awards!.font).toBeGreaterThanOrEqual(LEGIBLE.list * S - 0.01)
    // The QR code stands beside the tiles, the awards and the lists, at the size the layout asks for.
    expect(l.qr!.rect.x).toBeGreaterThanOrEqual(l.tiles!.rect.x + l.tiles!.rect.w)
    expect(l.qr!.code.w).toBeGreaterThanOrEqual(0.15 * S - 0.01)
  })

  it('in portrait every tile stays too, and the QR code under the lists', () => {
    const l = layoutScreen({ width: S, height: 1920 }, withQr, crowded, measurer)
    expect(l.tiles!.shown).toHaveLength(crowded.tiles.length)
    expect(l.awards).not.toBeNull()
    expect(l.qr!.rect.y).toBeGreaterThanOrEqual(l.strip!.rect.y + l.strip!.rect.h)
    expect(l.tiles!.value).toBeGreaterThanOrEqual(LEGIBLE.value * S - 0.01)
  })

  it('a long value goes on two lines between its words rather than push its tile onto a row of its own', () => {
    const narrow = { ...crowded, qr: null, panels: [] }
    const l = layoutScreen({ width: 1280, height: 720 }, PRESETS.classic, narrow, measurer)
    const late = l.tiles!.shown.indexOf(5)
    expect(l.tiles!.lines[late]).toEqual(['Закроется через', '1\u00a0ч\u00a034\u00a0мин'])
  })
})
