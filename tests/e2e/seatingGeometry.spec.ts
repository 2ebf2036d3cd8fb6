import { expect, test, type Browser, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { adminSocket } from './support/adminSocket'
import { CYRILLIC_NAMES, type Admin } from './support/displayScenes'

/**
 * the floor map reads at a glance on a 1024-px tablet and from 1280 to 2560 px. The scene — five 10-max
 * tables and one 6-max, long Latin and Cyrillic names, a balancing proposal pending — is set over the admin socket
 * of the real hall server (named so: the UI that records these commands has its own specs); the map is then read
 * by its bounding boxes in Chromium: no seat lies over another, nothing is cut or off screen, long names are cut
 * with the full name on hover, and the proposal's moves show on both seats. Screenshots: test-results/floor-map/.
 */
const LATIN = [
  'Maximilian Alexander von Hohenzollern-Sigmaringen',
  'Konstantin Aleksandrovich Vorontsov-Dashkov',
  'Bartholomew Featherstonehaugh-Cholmondeley',
  'Anastasia Pereverzeva-Blagoveshchenskaya',
  'Li Wu'
]
const mixed = CYRILLIC_NAMES.map((n, i) => `${n.split(' ')[0]} ${CYRILLIC_NAMES[(i + 7) % 20]!.split(' ')[1]}`)
const MORE = [
  'Wilhelmina Ashburnham-Fotheringay',
  'Jean-Baptiste Delacroix-Beauharnais',
  'Hans',
  'Oluwaseun Adebayo-Okonkwo',
  'Giovanni Battista Montefeltro',
  'Siobhán Ní Mhaoldomhnaigh',
  'Zhang Wei',
  'Ekaterina Solntseva-Krasnopolskaya'
]
/** 53 entries: five full 10-max tables are not enough, so the 6-max (one seat out of use) opens too. */
const NAMES = [...LATIN, ...CYRILLIC_NAMES, ...mixed, ...MORE]
const WIDTHS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 }
]

type SeatingValue = {
  tables: Array<{
    number: number
    bigBlind: number | null
    seats: Array<{ seat: number; entryId: string | null; name: string | null }>
  }>
  pending: {
    moves: Array<{ name: string; from: { table: number; seat: number }; to: { table: number; seat: number } }>
  } | null
}

let hall: HallProcess
let admin: Admin
let tournamentId: string

test.beforeAll(async () => {
  hall = await startHall()
  admin = await adminSocket(hall)
  const fields = {
    name: 'Floor Map Night',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  tournamentId = (await admin.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  for (const name of NAMES) {
    const player = (
      await admin.cmd({
        type: 'player.create',
        fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true },
        // The Latin and Cyrillic long names are alike on purpose (the duplicate check would flag them): different people here.
        allowDuplicate: true
      })
    ).events[0]!.playerId!
    await admin.cmd({ type: 'entry.register', tournamentId, playerId: player })
  }
  await admin.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [...[1, 2, 3, 4, 5].map((number) => ({ number, seats: 10 })), { number: 6, seats: 6, unavailable: [6] }],
    closingOrder: { kind: 'published', order: [6, 5, 4, 3, 2, 1] },
    rules: {},
    trackButtons: true
  })
  await admin.cmd({ type: 'seating.draw', tournamentId })
  // Three out at one table, the three after the big blind (seats a newcomer may take at once): the tables differ
  // by more than one and a balancing proposal waits for the director.
  const table = (await admin.query<SeatingValue>({ type: 'seating.get', tournamentId })).tables.find(
    (t) => t.number === 2
  )!
  const seated = table.seats.filter((s) => s.entryId)
  const bb = seated.findIndex((s) => s.seat === table.bigBlind)
  const out = [1, 2, 3].map((k) => seated[(bb + k) % seated.length]!)
  await admin.cmd({
    type: 'results.recordHand',
    tournamentId,
    level: 1,
    confirmedBy: 'Dealer Olga',
    busts: out.map((s, i) => ({ entryId: s.entryId!, startStack: 1000 * (i + 1), tableId: '2', seat: s.seat }))
  })
})
test.afterAll(async () => {
  await mapPage?.close()
  admin?.close()
  await hall?.stop()
})

interface Box {
  x: number
  y: number
  w: number
  h: number
}
interface SeatReading {
  id: string
  table: string
  box: Box
  parts: Array<{ cls: string; box: Box; clipped: boolean }>
  name: string
  nameCut: boolean
  title: string
  fontPx: number
}
interface MapReading {
  viewport: { w: number; h: number }
  scrollWidth: number
  cards: Array<{ id: string; box: Box; clippedX: boolean }>
  seats: SeatReading[]
}

async function readMap(page: Page): Promise<MapReading> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect()
      return { x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height }
    }
    const map = document.querySelector('[data-testid="floor-map"]')!
    const cards = Array.from(map.querySelectorAll<HTMLElement>(':scope > [data-testid^="table-"]'))
    return {
      viewport: { w: innerWidth, h: innerHeight },
      scrollWidth: document.documentElement.scrollWidth,
      cards: cards.map((c) => ({ id: c.dataset.testid!, box: box(c), clippedX: c.scrollWidth > c.clientWidth + 1 })),
      seats: cards.flatMap((c) =>
        Array.from(c.querySelectorAll<HTMLElement>('.seat')).map((s) => {
          const name = s.querySelector<HTMLElement>('.seat__name')!
          return {
            id: s.dataset.testid!,
            table: c.dataset.testid!,
            box: box(s),
            parts: Array.from(s.children).map((p) => ({
              cls: p.className,
              box: box(p),
              clipped: (p as HTMLElement).scrollWidth > (p as HTMLElement).clientWidth + 1
            })),
            name: name.textContent ?? '',
            nameCut: name.scrollWidth > name.clientWidth + 1,
            title: s.title,
            fontPx: parseFloat(getComputedStyle(name).fontSize)
          }
        })
      )
    }
  })
}

const overlap = (a: Box, b: Box): boolean =>
  a.x + 0.5 < b.x + b.w && b.x + 0.5 < a.x + a.w && a.y + 0.5 < b.y + b.h && b.y + 0.5 < a.y + a.h
const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.w <= outer.x + outer.w + 0.5 &&
  inner.y + inner.h <= outer.y + outer.h + 0.5

/**
 * One admin page on the map for the widths, resized from one to the next as a window is (opening, signing in and
 * finding the map again per width cost most of each check).
 */
let mapPage: Page | null = null
async function mapAt(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  if (!mapPage) {
    mapPage = await browser.newPage({ viewport: size })
    await openAdmin(mapPage, hall, 'Anna Floor')
    await mapPage.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first().click()
    await mapPage.getByRole('tab', { name: 'Tables and seats' }).click()
  } else {
    await mapPage.setViewportSize(size)
    await mapPage.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    )
  }
  return mapPage
}

for (const size of WIDTHS) {
  test(`the floor map at ${size.width}×${size.height} — no seat over another, nothing cut or off screen, long names on hover, pending moves on the map`, async ({
    browser
  }) => {
    const page = await mapAt(browser, size)
    expect(await page.evaluate(() => innerWidth)).toBe(size.width)
    await expect(page.getByTestId('pending-moves').getByTestId('pending-move')).not.toHaveCount(0)
    await expect(page.getByTestId('floor-map').locator('.seat--incoming')).not.toHaveCount(0)
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `test-results/floor-map/floor-${size.width}.png`, fullPage: true })

    const seating = await admin.query<SeatingValue>({ type: 'seating.get', tournamentId })
    const map = await readMap(page)
    expect(map.cards.map((c) => c.id)).toEqual(['table-1', 'table-2', 'table-3', 'table-4', 'table-5', 'table-6'])
    expect(map.seats).toHaveLength(56)

    // Nothing off screen sideways, no card over another, no card wider than its content allows.
    expect(map.scrollWidth).toBeLessThanOrEqual(map.viewport.w)
    for (const card of map.cards) {
      expect(card.box.x, card.id).toBeGreaterThanOrEqual(0)
      expect(card.box.x + card.box.w, card.id).toBeLessThanOrEqual(map.viewport.w)
      expect(card.clippedX, `${card.id} cuts its content`).toBe(false)
    }
    for (const [i, a] of map.cards.entries())
      for (const b of map.cards.slice(i + 1)) expect(overlap(a.box, b.box), `${a.id} over ${b.id}`).toBe(false)

    // Every seat line inside its own card, none over another, its parts side by side and none cut but the name.
    const cardBox = new Map(map.cards.map((c) => [c.id, c.box]))
    for (const s of map.seats) {
      expect(inside(s.box, cardBox.get(s.table)!), `${s.id} outside ${s.table}`).toBe(true)
      expect(s.fontPx, `${s.id} text size`).toBeGreaterThanOrEqual(14)
      expect(s.box.h, `${s.id} line height`).toBeGreaterThanOrEqual(20)
      for (const [i, p] of s.parts.entries()) {
        expect(inside(p.box, s.box), `${s.id} ${p.cls} outside its line`).toBe(true)
        if (!p.cls.includes('seat__name')) expect(p.clipped, `${s.id} ${p.cls} cut`).toBe(false)
        for (const q of s.parts.slice(i + 1))
          expect(overlap(p.box, q.box), `${s.id} ${p.cls} over ${q.cls}`).toBe(false)
      }
    }
    for (const [i, a] of map.seats.entries())
      for (const b of map.seats.slice(i + 1)) expect(overlap(a.box, b.box), `${a.id} over ${b.id}`).toBe(false)

    // Every seated player's full name is on the seat's hover, cut or not; a 10-max card shows all ten seats.
    for (const table of seating.tables)
      for (const seat of table.seats.filter((x) => x.name)) {
        const reading = map.seats.find((x) => x.id === `seat-${table.number}-${seat.seat}`)!
        expect(reading.title).toContain(seat.name!)
      }
    const cut = map.seats.filter((s) => s.nameCut)
    if (size.width <= 1280) expect(cut.length, 'the longest names are cut at this width').toBeGreaterThan(0)
    for (const s of cut) expect(s.title.length).toBeGreaterThan(s.name.length)

    // The proposal on the map: the seat left shows where to, the seat taken shows who arrives (§27.2).
    for (const move of seating.pending!.moves) {
      const from = page.getByTestId(`seat-${move.from.table}-${move.from.seat}`)
      const to = page.getByTestId(`seat-${move.to.table}-${move.to.seat}`)
      await expect(from.getByTestId('seat-leaving')).toHaveText(`→ ${move.to.table}.${move.to.seat}`)
      await expect(from).toHaveAttribute('title', new RegExp(`moves to table ${move.to.table} seat ${move.to.seat}`))
      await expect(to).toHaveClass(/seat--incoming/)
      await expect(to).toHaveAttribute('title', new RegExp(`${move.name} arrives from table ${move.from.table}`))
    }
  })
}

test('the map zoom changes the text size and is kept on reload', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await openAdmin(page, hall, 'Anna Floor')
  await page.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first().click()
  await page.getByRole('tab', { name: 'Tables and seats' }).click()
  const size = () =>
    page
      .getByTestId('seat-1-1')
      .locator('.seat__name')
      .evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
  const normal = await size()
  await page.getByTestId('floor-zoom-150').click()
  await expect.poll(size).toBeCloseTo(normal * 1.5, 0)
  // The address names the open tournament and its tab: a reload comes back to the same map.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Tables and seats' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(size).toBeCloseTo(normal * 1.5, 0)
  const map = await readMap(page)
  expect(map.scrollWidth).toBeLessThanOrEqual(map.viewport.w)
  await page.screenshot({ path: 'test-results/floor-map/floor-1280-zoom150.png', fullPage: true })
  await page.close()
})
