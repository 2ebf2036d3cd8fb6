import { expect, test } from './support/test'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket, drawOneTable } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * A festival (§6.9, §29.58: one person, one seat): at the desk of one tournament, a player in play in another of the
 * hall is named where they sit before anything is recorded, and a second seat needs the director's reason.
 */
let hall: HallProcess
let plo = ''

test.beforeAll(async () => {
  hall = await startHall()
  const floor = await adminSocket(hall)
  const fields = { date: '2026-12-02', venue: 'Hall A', bettingFormat: 'no-limit', startingStack: 30000 }
  const nlh = (
    await floor.cmd({ type: 'tournament.create', fields: { ...fields, name: 'NLH Re-entry', discipline: 'holdem' } })
  ).events[0]!.tournamentId!
  plo = (
    await floor.cmd({
      type: 'tournament.create',
      fields: { ...fields, name: 'PLO Freezeout', discipline: 'omaha', bettingFormat: 'pot-limit' }
    })
  ).events[0]!.tournamentId!
  await floor.cmd({ type: 'clock.structure.set', tournamentId: nlh, structure: TEMPLATES['nlhe-regular']() })
  for (const name of ['Ivanov', 'Petrova', 'Sidorov']) {
    const player = await floor.cmd({
      type: 'player.create',
      fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    await floor.cmd({ type: 'entry.register', tournamentId: nlh, playerId: player.events[0]!.playerId! })
  }
  await floor.cmd({ type: 'clock.start', tournamentId: nlh })
  await drawOneTable(floor, nlh)
  floor.close()
})
test.afterAll(async () => {
  await hall?.stop()
})

test('the desk names the seat a player holds in another tournament in play; a second seat needs the director’s reason', async ({
  page
}) => {
  await openAdmin(page, hall)
  await page.goto(hall.adminUrl.replace('#/admin', `#/admin/tournaments/${plo}`))
  await expect(page.getByTestId('tournament-title')).toHaveText('PLO Freezeout')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  const search = page.getByTestId('desk-search')
  await search.fill('Petrova')
  await expect(page.getByTestId('desk-hits')).toContainText('Petrova')
  await search.press('Enter')
  const outcome = page.getByTestId('desk-outcome')
  await expect(outcome).toContainText(/Petrova is in play in NLH Re-entry, table 1, seat \d+\./)
  await expect(outcome).toContainText('needs the director’s confirmation with a reason')
  await page.screenshot({ path: 'test-results/festival-desk-warning.png' })

  await outcome.getByRole('button', { name: 'Director override…' }).click()
  const confirm = outcome.getByRole('button', { name: 'Register with override' })
  await expect(confirm).toBeDisabled()
  await page.getByTestId('override-reason').fill('Leaves NLH at the break; the director agreed')
  await confirm.click()
  await expect(outcome).toContainText('Petrova registered: entry #1')
  await expect(page.getByTestId('desk-also-in-play')).toContainText(
    /Also in play: table 1, seat \d+ — confirmed by the director/
  )
})
