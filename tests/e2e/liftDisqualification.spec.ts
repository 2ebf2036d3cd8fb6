import { expect, test } from './support/test'
import { startHall } from '../support/hallProcess'
import { openAdmin, openResults } from './support/adminPage'
import { adminSocket } from './support/adminSocket'

/** §27.8, §25.10: from the entries list, a disqualification recorded in error is lifted with a reason. */
test('a disqualification is lifted from the entries list with a reason; the entry is in play again', async ({
  page
}) => {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const fields = {
    name: 'Review Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await admin.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  const entries: string[] = []
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    const playerId = (await admin.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    entries.push(
      (await admin.cmd({ type: 'entry.register', tournamentId: t, playerId })).events.find(
        (e) => e.type === 'entry.registered'
      )!.entryId!
    )
  }
  await admin.cmd(
    { type: 'entry.disqualify', tournamentId: t, entryId: entries[2]!, level: 2 },
    { reason: 'Abusive conduct reported' }
  )
  admin.close()

  await openAdmin(page, hall)
  await page.getByRole('button', { name: 'Open' }).first().click()
  await page.getByRole('tab', { name: 'Entries' }).click()
  const row = page.getByTestId('entries-table').locator('tr', { hasText: 'Vera' })
  await expect(row).toContainText('Disqualified')
  await row.getByTestId('lift-disqualification').click()
  await row.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(row).toContainText('Disqualified') // the reason is required: nothing was recorded
  await row.getByLabel('Reason').fill('Report withdrawn by the table')
  await row.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(row).toContainText('Registered')
  await openResults(page, 'Eliminations and places')
  await expect(page.getByTestId('places-table').locator('tr', { hasText: 'Vera' })).toContainText('In play')
  await hall.stop()
})
