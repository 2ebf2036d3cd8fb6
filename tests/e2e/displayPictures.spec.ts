import { expect, test, type Browser, type Locator, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'

/**
 * The hall display compared as pictures: a few chosen states, each against its reviewed baseline in
 * tests/e2e/pictures/ (playwright.config.ts `snapshotPathTemplate`). The geometry specs prove the display's law
 * (sizes, overlaps); these catch what no law names: a colour, a lost line, a font that changed, a region moved.
 *
 * What would change from run to run is frozen, not guessed:
 * - the countdown: each running clock is set to an exact remaining time on the real hall server (paused, set,
 *   resumed), and the page's own clock (Playwright's `page.clock`) is stopped the moment the display shows that
 *   second, so the digits, the "next break in" and every sub-second bar stand still at a known value;
 * - the hall's time of day (the server's real time) and the phone page's QR code (it holds the server's random port)
 *   are masked;
 * - the final table's seats are drawn at random (§8.9), so its players are renamed by seat after the draw.
 * One hall server for the whole file; every scene is its own tournament, every picture its own display page.
 * Updating the baselines on purpose: docs/testing.md.
 */
let hall: HallProcess
let floor: SceneFloor
let page: Page

test.describe.configure({ mode: 'serial' })

const LANDSCAPE = { width: 1920, height: 1080 }

/**
 * Tournaments set up once (the festival board shows all four): two tables each, so the strip under the clock stays
 * empty (its seating is drawn at random, §8.9), except the final table's, one table whose players are named by seat.
 */
let level: string
let brk: string
let pause: string
let final: string

const SEAT_NAMES = ['Anna Petrova', 'Ivan Sokolov', 'Maria Lind', 'Oleg Berg', 'Sara Holm', 'Yuri Kim']

test.beforeAll(async () => {
  hall = await startHall({ env: { TZ: 'UTC' } })
  floor = await SceneFloor.open(hall)
  level = await running('Minsk Open — Main Event', { players: 12, tables: 2, seats: 6, cyrillic: false })
  brk = await running('Saturday Deepstack', { players: 10, tables: 2, seats: 5, cyrillic: false })
  await floor.cmd({ type: 'clock.jump', tournamentId: brk, index: 2 })
  pause = await running('Вечерний турнир — Bounty', { players: 8, tables: 2, seats: 4, cyrillic: true })
  await floor.cmd({ type: 'clock.pause', tournamentId: pause })
  await floor.cmd({ type: 'clock.setRemaining', tournamentId: pause, seconds: 845 })
  // §9.3: one table with no more players than the final table's size is the final table, listed by seat. The seats
  // are drawn at random (§8.9): each player is then named after the seat they drew, so the list is the same every run.
  const t = await floor.tournament('Final Table Cup', { players: 6, tables: 1, seats: 6, cyrillic: false })
  const table = (await floor.seating(t.id)).tables.find((x) => x.seats.some((s) => s.entryId))!
  for (const { seat, entryId } of table.seats)
    if (entryId)
      await floor.cmd({
        type: 'player.edit',
        playerId: t.players[t.entries.indexOf(entryId)]!,
        changes: { displayName: SEAT_NAMES[seat - 1] }
      })
  await floor.start(t.id)
  final = t.id
})
test.afterEach(async () => {
  await page?.close()
})
test.afterAll(async () => {
  floor?.close()
  await hall?.stop()
})

async function running(name: string, options: Parameters<SceneFloor['tournament']>[1]): Promise<string> {
  const { id } = await floor.tournament(name, options)
  await floor.start(id)
  return id
}

/**
 * A display page of its own for each picture, its clock under the test's hand from its first script on (it flows
 * until `freeze` stops it). Its own page, not one page put on each state in turn: the display reads the server's time
 * as its own clock plus an offset it measures, and a page clock stopped and started again would spoil that measure.
 */
async function open(browser: Browser, route: string, viewport = LANDSCAPE): Promise<Page> {
  page = await browser.newPage({ viewport })
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await page.clock.install({ time: new Date('2026-11-28T19:30:00Z') })
  await page.goto(`${hall.baseUrl}/display.html#${route}`)
  return page
}

async function showClock(browser: Browser, tournamentId: string, viewport = LANDSCAPE): Promise<void> {
  await open(browser, `/clock?t=${tournamentId}`, viewport)
  // A fresh page's first paint on a loaded two-core machine (the other worker busy): more than the default 5 s.
  await expect(page.getByTestId('clock')).toHaveAttribute('data-tournament', tournamentId, { timeout: 20_000 })
}

/**
 * Running clocks stood still at an exact remaining time: each is paused, set to its seconds and resumed on the
 * server; the page clock flows until the display shows those seconds (read by `shown`), then stops. A resumed clock
 * shows its set second for one whole second, so the stop lands inside it unless the machine stalls: then again.
 */
async function freeze(runs: Array<[string, number]>, shown: () => Promise<number[]>): Promise<void> {
  const wanted = runs.map(([, seconds]) => seconds)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const [tournamentId, seconds] of runs) {
      await floor.cmd({ type: 'clock.pause', tournamentId })
      await floor.cmd({ type: 'clock.setRemaining', tournamentId, seconds })
    }
    // All resumed at once: each clock shows its set second for one second from its own resume, so on the board the
    // seconds stand together only when the resumes land within that second (sent one after another, a loaded machine
    // spread them over more).
    await Promise.all(runs.map(([tournamentId]) => floor.cmd({ type: 'clock.resume', tournamentId })))
    // Seen once in many runs on a loaded machine: the set second never showed within 5 s; set it again.
    const reached = await expect
      .poll(shown, { intervals: [25] })
      .toEqual(wanted)
      .then(() => true)
      .catch(() => false)
    if (!reached) continue
    // A little ahead of the page's time, which flows on while this call travels (pausing in its past is refused, and
    // counts as too late); still inside the shown second, which began at most a poll interval or so ago.
    const stopped = await page.clock
      .pauseAt((await page.evaluate(() => Date.now())) + 400)
      .then(() => true)
      .catch(() => false)
    const stoppedAt = Date.now()
    if (stopped && JSON.stringify(await shown()) === JSON.stringify(wanted)) return
    if (!stopped) continue
    // Too late: the page clock catches up with the time it stood still and flows again.
    await page.clock.fastForward(Date.now() - stoppedAt)
    await page.clock.resume()
  }
  throw new Error(`the display did not stand still at ${wanted.join(', ')} s (it showed ${String(await shown())})`)
}

/** The running clock's shown seconds (-1 until the resume has reached the page: paused, it shows the set seconds too). */
const clockSeconds = async (): Promise<number[]> => [
  (await page.getByTestId('clock-face').getAttribute('data-status')) === 'running'
    ? Number(await page.getByTestId('clock-time').getAttribute('data-seconds'))
    : -1
]

/** What differs run to run and is not the display's own doing (see the file's comment). */
const masks = (): Locator[] => [page.getByTestId('clock-time-of-day'), page.getByTestId('clock-qr-code')]

/** Compared with its baseline; on a difference Playwright leaves the actual, expected and diff in test-results/. */
async function picture(name: string): Promise<void> {
  await expect(page).toHaveScreenshot(name, { mask: masks() })
}

test('running level at 1920×1080', async ({ browser }) => {
  await showClock(browser, level)
  await freeze([[level, 754]], clockSeconds)
  await expect(page.getByTestId('clock-time')).toHaveText('12:34')
  await picture('running-1920x1080.png')
})

test('the break with its colour-up note', async ({ browser }) => {
  await showClock(browser, brk)
  await freeze([[brk, 501]], clockSeconds)
  await expect(page.getByTestId('clock-colorup')).toBeVisible()
  await picture('break-colour-up-1920x1080.png')
})

test('paused', async ({ browser }) => {
  await showClock(browser, pause)
  await expect(page.getByTestId('clock-paused')).toBeVisible()
  await expect(page.getByTestId('clock-time')).toHaveAttribute('data-seconds', '845')
  await picture('paused-1920x1080.png')
})

test('portrait 1080×1920, running', async ({ browser }) => {
  await showClock(browser, level, { width: 1080, height: 1920 })
  await freeze([[level, 754]], clockSeconds)
  await picture('running-1080x1920.png')
})

test('the festival board: running, break, paused, final table', async ({ browser }) => {
  await open(browser, '/board')
  const tiles = page.getByTestId('board-tile')
  await expect(tiles).toHaveCount(4, { timeout: 20_000 })
  const tileSeconds = async (): Promise<number[]> =>
    Promise.all(
      [0, 1, 3].map(async (i) => {
        if ((await tiles.nth(i).textContent())!.includes('Paused')) return -1
        const [m, s] = (await tiles.nth(i).getByTestId('board-time').textContent())!.split(':').map(Number)
        return m! * 60 + s!
      })
    )
  await freeze(
    [
      [level, 754],
      [brk, 501],
      [final, 1111]
    ],
    tileSeconds
  )
  await expect(tiles.nth(2)).toContainText('Paused')
  await picture('festival-board-1920x1080.png')
})

test('the final table', async ({ browser }) => {
  await showClock(browser, final)
  const list = page.getByTestId('hall-final-table')
  await expect(list).toBeVisible()
  // Its first page (the pages turn on the page's own clock, stopped before they do).
  await expect(list.getByRole('listitem').first()).toHaveText(/^1\s*Anna Petrova$/)
  await freeze([[final, 1111]], clockSeconds)
  await picture('final-table-1920x1080.png')
})
