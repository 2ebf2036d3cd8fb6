import { expect, test, type Page } from './support/test'
import fs from 'node:fs'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { SceneFloor } from './support/displayScenes'
import { panelViolations } from './support/panelGeometry'

/**
 * The director's floor dashboard with three tournaments in play at once on one hall server (real process, real
 * Chromium). The scene is set over the admin socket (fast and exact; the UI that records these commands has its own
 * specs), each tournament at tables of its own (§8.1: the hall's tables are one room, `SceneFloor` picks free numbers):
 * - "Friday Deepstack": balancing proposed and left unconfirmed (§8.3) — set first, so it has waited over a minute
 *   by the time the rest is checked (the alert's boundary itself is unit-tested);
 * - "PLO Bounty": hand-for-hand on (§24.4), alternates waiting while a place is free (§7.7);
 * - "Ladies Event": its clock paused.
 * The test then drives the dashboard: the alerts on top, its lines, nothing cut or covered at 1280×800 and 1024×768,
 * and a click on the proposal's alert lands on that tournament's tables-and-seats page with the proposal.
 * Screenshots: test-results/dashboard/.
 */
const OUT = 'test-results/dashboard'

let hall: HallProcess
let scene: SceneFloor
let deepstack: string
let bounty: string
let ladies: string

test.beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true })
  hall = await startHall()
  scene = await SceneFloor.open(hall)
  // 16 players at two tables of nine (8/8); two out at one table leave 6 against 8: balancing is proposed (§8.3).
  deepstack = (await scene.tournament('Friday Deepstack', { players: 16, tables: 2, seats: 9, cyrillic: false })).id
  await scene.start(deepstack)
  const table = (await scene.seating(deepstack)).tables.find((x) => x.open)!
  for (const seat of table.seats.filter((s) => s.entryId).slice(0, 2))
    await scene.cmd({
      type: 'entry.eliminate',
      tournamentId: deepstack,
      entryId: seat.entryId,
      level: 1,
      confirmedBy: 'Floor Ivan'
    })
  if ((await scene.seating(deepstack)).pending?.kind !== 'balance') throw new Error('no balancing proposed')

  const plo = await scene.tournament('PLO Bounty', { players: 12, tables: 2, seats: 9, cyrillic: false })
  bounty = plo.id
  // A cap of twelve, two alternates on the waiting list; one player out frees a place.
  await scene.cmd({ type: 'registration.setTerms', tournamentId: bounty, terms: { playerCap: 12 } })
  for (const name of ['Waiting Walter', 'Waiting Wendy']) {
    const playerId = (await scene.cmd({ type: 'player.create', fields: { displayName: name }, allowDuplicate: true }))
      .events[0]!.playerId!
    await scene.cmd({ type: 'entry.register', tournamentId: bounty, playerId, waitingList: true })
  }
  await scene.start(bounty)
  await scene.cmd({
    type: 'entry.eliminate',
    tournamentId: bounty,
    entryId: plo.entries[0]!,
    level: 1,
    confirmedBy: 'Floor Ivan'
  })
  const pending = (await scene.seating(bounty)).pending
  if (pending) await scene.cmd({ type: 'seating.confirm', tournamentId: bounty, proposalId: pending.id })
  await scene.cmd({ type: 'clock.handForHand', tournamentId: bounty, on: true })

  ladies = (await scene.tournament('Ladies Event', { players: 16, tables: 2, seats: 9 })).id
  await scene.start(ladies)
  await scene.cmd({ type: 'clock.pause', tournamentId: ladies })
})

test.afterAll(async () => {
  scene?.close()
  await hall?.stop()
})

async function openFloor(page: Page): Promise<void> {
  await openAdmin(page, hall, 'Anna TD')
  await page.getByTestId('nav-floor').click()
  await expect(page.getByTestId('floor-rows')).toBeVisible()
}

// The languages first: they need no waiting, and the minute the proposal's alert needs passes meanwhile.
test('in Russian and Swedish the dashboard speaks their words', async ({ browser }) => {
  // Two fresh pages on a shared 2-core machine: room for a slow first paint.
  test.setTimeout(90_000)
  for (const [language, nav, paused] of [
    ['ru', 'Зал', 'часы на паузе'],
    ['sv', 'Golvet', 'klockan har varit pausad']
  ] as const) {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    await openAdmin(page, hall, 'Anna TD', language)
    await page.getByRole('button', { name: nav, exact: true }).click({ timeout: 20_000 })
    await expect(page.getByTestId('floor-alert-clockPaused')).toContainText(paused, { timeout: 15_000 })
    await expect(page.getByTestId('floor-rows')).not.toContainText(/Level|Break|Paused|waiting|Open|Closed/)
    await page.screenshot({ path: `${OUT}/floor-${language}-1024x768.png`, fullPage: true })
    await page.close()
  }
})

test('the floor dashboard: alerts on top, one line per tournament, each a click from its page', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openFloor(page)
  const board = page.getByTestId('floor-board')

  // The three lines, the paused clock and the proposal in theirs.
  for (const [id, name] of [
    [deepstack, 'Friday Deepstack'],
    [bounty, 'PLO Bounty'],
    [ladies, 'Ladies Event']
  ] as const)
    await expect(page.getByTestId(`floor-row-${id}`)).toContainText(name)
  await expect(page.getByTestId(`floor-row-${ladies}`)).toContainText('Paused')
  await expect(page.getByTestId(`floor-row-${deepstack}`).getByTestId('floor-pending')).toContainText(
    'Balancing proposed'
  )
  await expect(page.getByTestId(`floor-row-${bounty}`)).toContainText('Hand-for-hand')
  await expect(page.getByTestId(`floor-row-${bounty}`)).toContainText('2 waiting')
  // The running clocks count down here, with no push: the time left changes by itself.
  const time = page.getByTestId(`floor-row-${deepstack}`).getByTestId('floor-time')
  const first = await time.textContent()
  await expect(time).not.toHaveText(first!)

  // The alerts that need no waiting.
  const alerts = page.getByTestId('floor-alerts')
  await expect(page.getByTestId('floor-alert-clockPaused')).toContainText('Ladies Event: the clock has been paused for')
  await expect(page.getByTestId('floor-alert-handForHand')).toContainText('PLO Bounty: hand-for-hand is on')
  await expect(page.getByTestId('floor-alert-waitingWithFreePlaces')).toContainText(
    'PLO Bounty: 2 players wait and 1 place is free'
  )

  // A minute after the proposal: its alert comes first (recomputed here from the time it was made).
  const proposal = page.getByTestId('floor-alert-proposalWaiting')
  await expect(proposal).toContainText('Friday Deepstack: Balancing proposed has waited', { timeout: 90_000 })
  await expect(alerts.getByRole('button').first()).toHaveAttribute('data-testid', 'floor-alert-proposalWaiting')

  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 }
  ]) {
    await page.setViewportSize(size)
    await expect.poll(() => panelViolations(board), { message: `${size.width}×${size.height}` }).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${OUT}/floor-${size.width}x${size.height}.png`, fullPage: true })
  }

  // The proposal's alert opens the tables-and-seats page of its tournament, where it is confirmed.
  await proposal.click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Friday Deepstack')
  await expect(page.getByRole('tab', { name: 'Tables and seats' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`#/admin/tournaments/${deepstack}/seating`))
  await page.screenshot({ path: `${OUT}/floor-alert-opened-seating.png` })

  // Back to the floor: the paused clock's alert opens that tournament's overview, where the clock is.
  await page.getByTestId('nav-floor').click()
  await page.getByTestId('floor-alert-clockPaused').click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Ladies Event')
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
})
