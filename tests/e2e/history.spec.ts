import { expect, test } from './support/test'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * "A history of past tournaments and series": two events of a series recorded over the real hall server (as
 * the floor's PC would), then the admin reads the history page and one participant's card in Chromium.
 */
test('§28.12, §28.9: the history page lists past tournaments with winner, series and approval; a player card shows places and points', async ({
  page
}) => {
  const hall = await startHall()
  const admin = await adminSocket(hall, 'TD Anna')
  const cmd = admin.cmd
  const seriesId = (
    await cmd({
      type: 'series.create',
      name: 'Кубок зимы',
      formula: { kind: 'table', points: [100, 60, 30], beyond: 0, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    })
  ).events[0]!.seriesId!
  const players: string[] = []
  for (const displayName of ['Ivanova', 'Petrov', 'Sidorov'])
    players.push((await cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!)
  for (const [name, date] of [
    ['Winter 1', '2026-11-07'],
    ['Winter 2', '2026-11-21']
  ] as const) {
    const fields = {
      name,
      date,
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
    const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
    await cmd({ type: 'series.attach', seriesId, tournamentId: t })
    const entries: string[] = []
    for (const playerId of players)
      entries.push(
        (await cmd({ type: 'entry.register', tournamentId: t, playerId })).events.find(
          (e) => e.type === 'entry.registered'
        )!.entryId!
      )
    // Ivanova wins the first, Petrov the second.
    const order = name === 'Winter 1' ? [entries[2]!, entries[1]!] : [entries[2]!, entries[0]!]
    for (const entryId of order)
      await cmd({
        type: 'results.recordHand',
        tournamentId: t,
        level: 3,
        confirmedBy: 'Floor',
        busts: [{ entryId, startStack: 0 }]
      })
    if (name === 'Winter 1') await cmd({ type: 'results.approve', tournamentId: t })
  }
  admin.close()

  await openAdmin(page, hall)
  await page.getByTestId('nav-history').click()
  const list = page.getByTestId('history-tournaments')
  await expect(list.locator('tbody tr')).toHaveCount(2)
  await expect(list.locator('tbody tr').first()).toContainText('Winter 2')
  await expect(list.locator('tbody tr').first()).toContainText('Petrov')
  await expect(list.locator('tbody tr').first()).toContainText('Not approved')
  await expect(list.locator('tbody tr').nth(1)).toContainText('Ivanova')
  await expect(list.locator('tbody tr').nth(1)).toContainText('Approved by TD Anna')
  await expect(page.getByTestId('history-series-list')).toContainText('2 of 2 events finished')
  await page.screenshot({ path: 'test-results/screens/admin-history.png', fullPage: true })

  // §4.7, §27.8: the journal of every record, then only those naming one player.
  const journal = page.getByTestId('history-journal-table')
  await expect(journal).toContainText('Series created, formula announced')
  await expect(journal.locator('tr', { hasText: 'Results approved by the director' })).toContainText('Winter 1')
  await page.getByTestId('history-journal-player').fill('Petr')
  await page.getByTestId('history-journal').locator('.desk__hits').getByText('Petrov').click()
  await expect(page.getByTestId('history-journal')).toContainText('Records naming Petrov or their entries')
  await expect(journal.getByText('Entry registered')).toHaveCount(2)
  await expect(journal).toContainText('Player recorded')
  await expect(journal).not.toContainText('Series created')
  await page.getByRole('button', { name: 'Show every record' }).click()
  await expect(journal).toContainText('Series created, formula announced')

  await page.getByTestId('history-filter').fill('winter 1')
  await expect(list.locator('tbody tr')).toHaveCount(1)
  await page.getByTestId('history-filter').fill('')
  await list.locator('tbody tr').first().getByRole('button', { name: 'Open' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Winter 2')

  await page.getByTestId('nav-players').click()
  await page.getByText('Ivanova').first().click()
  const card = page.getByTestId('player-tournament-history')
  await expect(card.getByTestId('player-history-summary')).toHaveText(
    'Tournaments: 2 · entries: 2 · wins: 1 · best place: 1'
  )
  await expect(card.locator('tbody tr').first()).toContainText('Winter 2')
  await expect(card.locator('tbody tr').first()).toContainText('2 of 3')
  await expect(card.locator('tbody tr').first()).toContainText('60')
  await expect(card.locator('tbody tr').nth(1)).toContainText('1 of 3')
  await expect(card.locator('tbody tr').nth(1)).toContainText('100')
  // §4.7: the card's journal lists every record naming her or her entries, in both tournaments.
  const playerJournal = page.getByTestId('player-history')
  await expect(playerJournal.getByText('Entry registered')).toHaveCount(2)
  await expect(playerJournal.getByText('Elimination recorded')).toHaveCount(1)
  await page.screenshot({ path: 'test-results/screens/admin-player-history.png', fullPage: true })
  await hall.stop()
})
