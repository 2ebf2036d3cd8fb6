import { expect, test } from './support/test'
import { HallClient } from '../support/hallClient'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openResults } from './support/adminPage'

/**
 * stud seating (BFSP §5.4: ante and bring-in, no dealer button, no blinds). Scene set over the hall's
 * admin API (fast and exact): a Seven Card Stud fixed-limit tournament with 14 registered players. Everything after
 * that is done in the admin UI of the real hall server in a real Chromium: the room set up on 2 tables of 8 (the form
 * offers no button rule), the draw, two eliminations typed as table.seat, the balancing proposal confirmed with a
 * click. Screenshot: test-results/stud-seating/floor-map.png.
 */
let hall: HallProcess
let api: HallClient
let tournamentId: string
const names = [
  'Abramov',
  'Belova',
  'Chernov',
  'Davydova',
  'Egorov',
  'Frolova',
  'Gusev',
  'Zhukova',
  'Ilyin',
  'Karpova',
  'Lapin',
  'Markova',
  'Nazarov',
  'Osipova'
]

test.setTimeout(90_000)

test.beforeAll(async () => {
  hall = await startHall()
  api = await HallClient.open(hall.baseUrl, hall.pin, 'Setup script')
  // Scene set-up over the admin API: the stud tournament and its players (the desk has its own specs).
  const [created] = await api.command({
    type: 'tournament.create',
    fields: {
      name: 'Stud Night',
      date: '2026-12-02',
      venue: 'Hall B',
      discipline: 'stud',
      bettingFormat: 'fixed-limit',
      startingStack: 20000
    }
  })
  tournamentId = created!.tournamentId as string
  for (const name of names) {
    const [player] = await api.command({
      type: 'player.create',
      fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    await api.command({ type: 'entry.register', tournamentId, playerId: player!.playerId })
  }
})
test.afterAll(async () => {
  api?.close()
  await hall?.stop()
})

test('stud: no button rules offered, no SB/BB/D on the floor map, the balancing move names its method and asks no button (§8.3, §8.4)', async ({
  page
}) => {
  await page.setViewportSize({ width: 1500, height: 1000 })
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Anna Floor')
  })
  await page.goto(hall.adminUrl)
  await page.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first().click()
  await page.getByRole('tab', { name: 'Tables and seats' }).click()

  // The set-up form of a stud event: who moves is random (default), by seat or the director's pick — never the
  // player due the big blind or the worst position; no seat rule by the big blind, no button tracking.
  const setup = page.getByTestId('seating-setup')
  const who = setup.getByLabel('Who moves (§8.4)')
  await expect(who).toHaveValue('random')
  expect(await who.locator('option').allTextContents()).toEqual([
    'Random',
    'By seat: the highest-numbered occupied seat of the fullest table',
    'Operator’s pick'
  ])
  await expect(setup.getByLabel('Seat at the short table')).toHaveCount(0)
  await expect(setup.getByTestId('no-button-game')).toContainText('no dealer button and no blinds')
  await expect(setup.getByRole('checkbox', { name: /button/i })).toHaveCount(0)
  await setup.getByLabel('Tables', { exact: true }).fill('2')
  await setup.getByLabel('Seats per table').fill('8')
  await setup.getByRole('button', { name: 'Record the room' }).click()

  await page.getByTestId('draw-seats').click()
  await expect(page.getByTestId('seating-status')).toContainText('Seated: 14 · tables in play: 2')
  const floor = page.getByTestId('floor-map')
  await expect(page.getByTestId('table-1').locator('.seat:not(.seat--free)')).toHaveCount(7)
  // No dealer button, small or big blind anywhere on the map, and no "advance the button" control.
  await expect(floor.locator('.seat__mark')).toHaveCount(0)
  await expect(floor.getByRole('button', { name: /button/i })).toHaveCount(0)

  // Two players of table 1 are eliminated through the UI, typed as table.seat: 5 against 7 must be balanced.
  const seatsOf = async (table: number): Promise<number[]> =>
    (
      await page
        .getByTestId(`table-${table}`)
        .locator('.seat:not(.seat--free)')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!))
    ).map((id) => Number(id.split('-')[2]))
  const atTable1 = await seatsOf(1)
  await openResults(page, 'Eliminations and places')
  const elim = page.getByTestId('elimination-panel')
  await elim.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  for (const seat of [atTable1[1]!, atTable1[4]!]) {
    await elim.getByTestId('elim-search').fill(`1.${seat}`)
    await expect(elim.getByTestId('elim-seat-hit')).toBeVisible()
    await elim.getByTestId('elim-search').press('Enter')
    await expect(elim.locator('table.picked')).toBeVisible()
    await elim.getByTestId('record-elimination').click()
    await expect(elim.getByTestId('elim-message')).toContainText('Recorded:')
  }
  await page.getByRole('tab', { name: 'Tables and seats' }).click()
  await expect(page.getByTestId('seating-status')).toContainText('Tables differ by more than 1')

  // The proposal names the player and the method at once: no "where is the dealer button?", no fallback notice.
  const card = page.getByTestId('pending-moves')
  const move = card.getByTestId('pending-move')
  await expect(move).toHaveCount(1)
  await expect(move).toContainText('table 2')
  await expect(move).toContainText('Random · Random free seat')
  await expect(page.getByTestId('buttons-asked')).toHaveCount(0)
  await expect(card.getByTestId('rule-fallback')).toHaveCount(0)
  await expect(card).not.toContainText('dealer button')
  await expect(floor.locator('.seat__mark')).toHaveCount(0)
  await expect(page.getByTestId('table-1').locator('.seat--free')).toHaveCount(3)
  await page.screenshot({ path: 'test-results/stud-seating/floor-map.png', fullPage: true })

  const moving = (await move.textContent())!.split(' (#')[0]!
  await card.getByTestId('confirm-moves').click()
  await expect(page.getByTestId('seating-status')).toContainText('Tables are balanced')
  await expect(card.getByTestId('pending-move')).toHaveCount(0)
  await expect(page.getByTestId('table-1').locator('.seat:not(.seat--free)')).toHaveCount(6)
  await expect(page.getByTestId('table-1')).toContainText(moving)
  await expect(floor.locator('.seat__mark')).toHaveCount(0)
})
