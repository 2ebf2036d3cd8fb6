import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'
import { keepShot, readGeometry, settle, SIZES } from './support/geometry'
import { MIN_INK, PAGE_SECONDS } from '../../src/renderer/src/apps/hall/boardGrid'

/**
 * The festival board (display.html#/board, §12.13): every tournament of the hall in play or scheduled today on one
 * screen. The clock's law, scaled to a tile, at 1, 3, 7 and 12 tournaments and every size of geometry.ts: each tile's
 * digits at least MIN_INK of the short side (read from 8 m) and the largest text of the tile, its stakes the second,
 * nothing outside its tile, no two tiles overlapping, no text too small or clipped (readGeometry); pages turn when
 * more tiles than fit. States are set over the admin socket of the real hall server; one Russian screen is resized
 * through the sizes. Screenshots: test-results/festival/board-<count>-<w>x<h>.png.
 */
let hall: HallProcess
let floor: SceneFloor
let page: Page

test.setTimeout(180_000)

test.beforeAll(async ({ browser }) => {
  // The hall's date in UTC, so "scheduled today" is the date this test computes.
  hall = await startHall({ env: { TZ: 'UTC' } })
  floor = await SceneFloor.open(hall)
  page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'ru'))
  await page.clock.install()
  await page.goto(`${hall.baseUrl}/display.html#/board`)
})
test.afterAll(async () => {
  await page?.close()
  floor?.close()
  await hall?.stop()
})

/** Each tile's own law, read in the page. */
async function readTiles(p: Page, minInk: number): Promise<{ violations: string[]; names: string[] }> {
  return p.evaluate((minInk) => {
    const W = window.innerWidth
    const H = window.innerHeight
    const out: string[] = []
    const ctx = document.createElement('canvas').getContext('2d')!
    const tiles = Array.from(document.querySelectorAll('[data-testid="board-tile"]')) as HTMLElement[]
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect()
      const name = tile.querySelector('[data-testid="board-name"]')!.textContent!
      const time = tile.querySelector('[data-testid="board-time"]') as HTMLElement
      const stakes = tile.querySelector('[data-testid="board-stakes"]') as HTMLElement
      const s = getComputedStyle(time)
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
      const m = ctx.measureText('0123456789')
      const ink = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent
      if (ink < minInk * Math.min(W, H) - 0.5)
        out.push(`${name}: digits ink ${ink.toFixed(1)} px < ${(minInk * 100).toFixed(0)}% of ${Math.min(W, H)}`)
      const timeFont = parseFloat(s.fontSize)
      const stakesFont = parseFloat(getComputedStyle(stakes).fontSize)
      for (const el of Array.from(tile.querySelectorAll('div')) as HTMLElement[]) {
        const font = parseFloat(getComputedStyle(el).fontSize)
        if (el !== time && font >= timeFont) out.push(`${name}: "${el.textContent}" not smaller than the time`)
        if (el !== time && el !== stakes && font > stakesFont + 0.01)
          out.push(`${name}: "${el.textContent}" larger than the stakes`)
        const range = document.createRange()
        range.selectNodeContents(el)
        for (const line of Array.from(range.getClientRects()))
          if (
            line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1
          )
            out.push(`${name}: "${el.textContent}" runs outside its tile`)
      }
    }
    return { violations: out, names: tiles.map((t) => t.querySelector('[data-testid="board-name"]')!.textContent!) }
  }, minInk)
}

/** Every size: the law holds on the first page, the pages hold every tournament, a screenshot is kept. */
async function checkAllSizes(count: number): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    const board = page.getByTestId('board')
    // The board lays itself out for the size it has measured: read it only once that is the new size.
    await expect(board).toHaveAttribute('data-size', `${width}x${height}`)
    await settle(page)
    const pages = Number(await board.getAttribute('data-pages'))
    const tiles = await readTiles(page, MIN_INK)
    const where = `${count} tournaments at ${width}×${height}`
    const geometry = (await readGeometry(page)).violations
    expect.soft(geometry, where).toEqual([])
    expect.soft(tiles.violations, where).toEqual([])
    // The first page is full and the pages hold them all, evened out (no page of one beside pages of six).
    expect.soft(tiles.names.length * pages, where).toBeGreaterThanOrEqual(count)
    expect.soft(tiles.names.length * (pages - 1), where).toBeLessThan(count)
    const wrong = geometry.length + tiles.violations.length > 0
    await keepShot(page, `test-results/festival/board-${count}-${width}x${height}.png`, width, wrong)
  }
}

/** Tournaments in play until the board holds `count`. */
async function playUntil(count: number, made: string[]): Promise<void> {
  while (made.length < count) {
    const n = made.length + 1
    const t = await floor.tournament(`Фестиваль ${n} — ${n % 3 === 0 ? 'Deepstack Turbo Bounty' : 'Main Event'}`, {
      players: 4 + (n % 5),
      tables: 1,
      lateOpen: n % 2 === 0
    })
    await floor.start(t.id)
    made.push(t.id)
  }
  // Every one of them on the board (its pages together), the last one arrived.
  await expect(page.getByTestId('board')).toHaveAttribute('data-count', String(made.length))
}

test('1, 3, 7 and 12 tournaments at every size; three at once count down, break, paused, scheduled today', async () => {
  const made: string[] = []
  await playUntil(1, made)
  await checkAllSizes(1)

  // Three concurrent tournaments: one running, one in its break, one paused.
  await playUntil(3, made)
  await floor.cmd({ type: 'clock.jump', tournamentId: made[1]!, index: 2 })
  await floor.cmd({ type: 'clock.pause', tournamentId: made[2]! })
  await page.setViewportSize({ width: 1920, height: 1080 })
  const tiles = page.getByTestId('board-tile')
  await expect(tiles).toHaveCount(3)
  await expect(tiles.nth(0)).toContainText('Уровень 1')
  await expect(tiles.nth(0)).toContainText('100 / 200')
  await expect(tiles.nth(0)).toContainText('Осталось игроков: 5 из 5')
  await expect(tiles.nth(1)).toContainText('Перерыв')
  await expect(tiles.nth(1)).toContainText('300 / 600')
  await expect(tiles.nth(2)).toContainText('Пауза')
  await expect(tiles.nth(1)).toContainText('Поздняя регистрация: До конца уровня 4')
  // The screen counts down by itself between pushes (the page's own clock moved on).
  const before = await tiles.nth(0).getByTestId('board-time').textContent()
  const paused = await tiles.nth(2).getByTestId('board-time').textContent()
  await page.clock.runFor(3_000)
  await expect(tiles.nth(0).getByTestId('board-time')).not.toHaveText(before!)
  await expect(tiles.nth(2).getByTestId('board-time')).toHaveText(paused!)
  await checkAllSizes(3)

  // A tournament announced for today, not yet started: its start time; one announced for tomorrow is not shown.
  const today = new Date().toISOString().slice(0, 10)
  for (const [name, date] of [
    ['Вечерний турбо', today],
    ['Завтрашний хайроллер', '2099-01-01']
  ]) {
    const fields = {
      name,
      date,
      time: '21:30',
      venue: 'Minsk',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 20000
    }
    const id = (await floor.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
    await floor.cmd({
      type: 'clock.structure.set',
      tournamentId: id,
      structure: { items: [{ kind: 'level', seconds: 600, smallBlind: 50, bigBlind: 100 }] }
    })
    if (date === today) made.push(id)
  }
  await expect(tiles).toHaveCount(4)
  await expect(tiles.nth(3)).toContainText('Вечерний турбо')
  await expect(tiles.nth(3).getByTestId('board-time')).toHaveText('21:30')
  await expect(tiles.nth(3)).toContainText('Начало в')

  await playUntil(7, made)
  await checkAllSizes(7)
  await playUntil(12, made)
  await checkAllSizes(12)

  // More than fit: the pages turn by themselves and show the rest.
  await page.setViewportSize({ width: 390, height: 844 })
  await settle(page)
  const board = page.getByTestId('board')
  await expect(board).not.toHaveAttribute('data-pages', '1')
  const pages = Number(await board.getAttribute('data-pages'))
  const shown = Number(await board.getAttribute('data-page'))
  const first = (await readTiles(page, 0)).names
  await page.clock.runFor(PAGE_SECONDS * 1000 + 100)
  await expect(board).toHaveAttribute('data-page', String((shown + 1) % pages))
  const second = (await readTiles(page, 0)).names
  expect(second.length).toBeGreaterThan(0)
  expect(second.some((n) => first.includes(n))).toBe(false)
})

test('the phone overview: every tournament of the hall, each a link to its own phone page', async ({ browser }) => {
  const own = await floor.tournament('Phone Overview Cup', { players: 3, tables: 1, cyrillic: false })
  await floor.start(own.id)
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await phone.goto(`${hall.baseUrl}/phone.html#/p`)
  await expect(phone.getByRole('heading', { name: 'Tournaments in the hall today' })).toBeVisible()
  const events = phone.getByTestId('phone-event')
  await expect(events.filter({ hasText: 'Phone Overview Cup' })).toHaveCount(1)
  const event = events.filter({ hasText: 'Phone Overview Cup' })
  await expect(event).toContainText('Level 1')
  await expect(event).toContainText('Players left: 3 of 3')
  await event.click()
  await expect(phone).toHaveURL(new RegExp(`#/p\\?t=${own.id}$`))
  await expect(phone.getByTestId('phone-tournament')).toHaveText('Phone Overview Cup')
  await phone.screenshot({ path: 'test-results/festival/phone-event.png' })
  await phone.goBack()
  await expect(phone.getByTestId('phone-overview')).toBeVisible()
  await phone.screenshot({ path: 'test-results/festival/phone-overview.png', fullPage: true })
  await phone.close()
})
