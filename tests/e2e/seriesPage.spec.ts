import fs from 'node:fs'
import { expect, test } from './support/test'
import { readCsvRows } from '../../src/shared/core/csv/codec'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin, openResults } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const fields = (name: string) => ({
  name,
  date: '2026-11-28',
  venue: 'Hall A',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
})

test('§28.2–§28.4, §28.7ж: the series page — per-event points, tie-breaks explained, public and internal versions, CSV and print; coefficient and category at attach; formula warnings; a lot drawn by hand', async ({
  page
}) => {
  // The scene over the real hall server: a series (points table × the event coefficient; ties by wins, then a lot)
  // and its first event played — Anna 1st (100), Boris 2nd (60), Vera and Gleb out in one hand with equal stacks,
  // sharing places 3–4 (§24.9а: (30 + 10) / 2 = 20 each).
  const admin = await adminSocket(hall)
  const cmd = admin.cmd
  const player: Record<string, string> = {}
  for (const displayName of ['Anna', 'Boris', 'Vera', 'Gleb', 'Pavel', 'Olga'])
    player[displayName] = (await cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
  const seriesId = (
    await cmd({
      type: 'series.create',
      name: 'Autumn League',
      formula: { kind: 'table', points: [100, 60, 30, 10], beyond: 0, applyCoefficient: true, decimals: 2 },
      rules: { tieBreaks: ['wins', 'lot'] },
      finalTableSize: 9
    })
  ).events[0]!.seriesId!
  const play = async (tournamentId: string, names: string[]): Promise<Record<string, string>> => {
    const entry: Record<string, string> = {}
    for (const name of names)
      entry[name] = (await cmd({ type: 'entry.register', tournamentId, playerId: player[name]! })).events.find(
        (e) => e.type === 'entry.registered'
      )!.entryId!
    return entry
  }
  const out = (tournamentId: string, level: number, busts: Array<{ entryId: string; startStack: number }>) =>
    cmd({ type: 'results.recordHand', tournamentId, level, confirmedBy: 'Floor', busts })
  const first = (await cmd({ type: 'tournament.create', fields: fields('Autumn 1') })).events[0]!.tournamentId!
  await cmd({ type: 'series.attach', seriesId, tournamentId: first })
  const e1 = await play(first, ['Anna', 'Boris', 'Vera', 'Gleb'])
  await out(first, 1, [
    { entryId: e1.Vera!, startStack: 5000 },
    { entryId: e1.Gleb!, startStack: 5000 }
  ])
  await out(first, 2, [{ entryId: e1.Boris!, startStack: 0 }])
  const second = (await cmd({ type: 'tournament.create', fields: fields('Autumn 2') })).events[0]!.tournamentId!
  const e2 = await play(second, ['Anna', 'Boris', 'Pavel', 'Olga'])

  await openAdmin(page, hall)
  await page
    .getByRole('row', { name: /Autumn 2/ })
    .getByRole('button', { name: 'Open' })
    .click()
  await openResults(page, 'Series and points')
  const panel = page.getByTestId('series-panel')

  // §28.3: a points table that rewards 2nd place over the winner is warned about in the preview; the series cannot
  // be created until the director confirms to keep it.
  await panel.getByTestId('series-name').fill('Odd League')
  await panel.getByTestId('series-points').fill('100, 120, 60')
  await panel.getByTestId('preview-entrants').fill('3')
  const warnings = panel.getByTestId('formula-warnings')
  await expect(warnings).toContainText(
    'Place 2 of 3 gets more points (120) than place 1 (100): points should fall with place.'
  )
  const createButton = panel.getByRole('button', { name: 'Create the series and attach this tournament' })
  await expect(createButton).toBeDisabled()
  await panel.getByTestId('formula-keep-warnings').check()
  await expect(createButton).toBeEnabled()
  await panel.screenshot({ path: 'test-results/seriesPage/formula-warning.png' })
  await panel.getByTestId('formula-keep-warnings').uncheck()
  await expect(createButton).toBeDisabled()
  // All negative points: warned too.
  await panel.getByTestId('series-points').fill('-10, -20, -30')
  await expect(warnings).toContainText('Place 1 of 3 gets negative points (-10).')

  // §28.2б–в: the event coefficient and the buy-in category set when attaching.
  await panel.getByTestId('series-coefficient').fill('2')
  await panel.getByTestId('series-category').fill('3')
  await panel.getByRole('button', { name: 'Attach to Autumn League' }).click()
  await expect(panel).toContainText('Series and rating points: Autumn League')
  await expect(panel.getByTestId('series-event-terms')).toContainText('coefficient 2 · buy-in category 3')

  // The second event, ×2: Pavel 1st (200), Olga 2nd (120), Boris 3rd (60), Anna 4th (20).
  await out(second, 1, [{ entryId: e2.Anna!, startStack: 0 }])
  await out(second, 2, [{ entryId: e2.Boris!, startStack: 0 }])
  await out(second, 3, [{ entryId: e2.Olga!, startStack: 0 }])
  admin.close()

  // The series page of its own, public version: one column per event, the total, each tie-break explained.
  await page.getByTestId('nav-series').click()
  const seriesPage = page.getByTestId('series-page')
  await expect(seriesPage.getByTestId('series-page-title')).toHaveText('Series standings: Autumn League')
  const table = seriesPage.getByTestId('series-page-standings')
  await expect(table.locator('thead th')).toHaveText([
    'Place',
    'Player',
    'Total',
    'Autumn 1 (2026-11-28)',
    'Autumn 2 (2026-11-28)',
    'Tie-break explained'
  ])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(6)
  await expect(rows.nth(0)).toContainText('1Pavel200200')
  // Anna, Olga and Boris all have 120: Anna's win puts her ahead (§28.7а); Olga and Boris wait for a lot (§28.7ж).
  await expect(rows.nth(1)).toContainText('2Anna12010020')
  await expect(rows.nth(1)).toContainText(/Equal points with (Olga|Boris); ahead on Wins: 1 against 0/)
  await expect(rows.nth(2)).toContainText('3–4')
  await expect(rows.nth(2)).toContainText('Equal on every tie-break before the lot: the lot is still to be drawn')
  await expect(rows.nth(4)).toContainText('5–6')
  await expect(seriesPage).toContainText('Equal points are separated by, in this order (§28.7): Wins → Draw by lot.')
  await expect(seriesPage).not.toContainText('Average place')

  // §28.7ж: a lot drawn by hand at the desk for Olga and Boris — the order as drawn, who drew and why; the other tie
  // (Vera and Gleb) by the computer.
  await page.getByRole('button', { name: 'Tournaments' }).click()
  await page
    .getByRole('row', { name: /Autumn 2/ })
    .getByRole('button', { name: 'Open' })
    .click()
  await openResults(page, 'Series and points')
  const pending = panel.getByTestId('series-lots-pending')
  await pending.getByTestId('lot-physical').click()
  const lot = pending.getByTestId('lot-physical-form')
  await lot.getByLabel('Tie').selectOption({ index: 0 })
  await lot.getByTestId('lot-position-1').selectOption({ label: 'Olga' })
  await lot.getByTestId('lot-position-2').selectOption({ label: 'Boris' })
  await lot.getByTestId('lot-drawn-by').fill('Floor Ivan')
  await lot.getByTestId('lot-reason').fill('Cards drawn at the desk, both players present')
  await lot.getByRole('button', { name: 'Record the draw' }).click()
  await expect(lot).toHaveCount(0)
  await expect(panel.getByTestId('series-lots')).toContainText(
    'Olga → Boris — drawn by hand by Floor Ivan, recorded by Olga Desk'
  )
  await expect(pending).toContainText('places 5–6')
  await pending.getByRole('button', { name: 'Draw lots' }).click()
  await pending.getByRole('button', { name: 'Draw lots' }).click()
  await expect(pending).toHaveCount(0)

  await page.getByTestId('nav-series').click()
  await expect(rows.nth(2)).toContainText('3Olga')
  await expect(rows.nth(2)).toContainText('Decided by a lot drawn by hand by Floor Ivan')
  await expect(rows.nth(3)).toContainText('4Boris')
  await expect(rows.nth(4)).toContainText('Decided by a lot drawn by the computer (recorded by Olga Desk)')
  await page.screenshot({ path: 'test-results/seriesPage/series-page-public.png', fullPage: true })

  // Internal version: events played, wins, best and average place, final tables; the events with their terms and
  // the lots with who drew and why.
  await seriesPage.getByTestId('series-audience-internal').check()
  await expect(table.locator('thead th')).toHaveText([
    'Place',
    'Player',
    'Total',
    'Autumn 1 (2026-11-28)',
    'Autumn 2 (2026-11-28)',
    'Events',
    'Wins',
    'Best place',
    'Final tables',
    'Average place',
    'Tie-break explained'
  ])
  await expect(rows.nth(1)).toContainText('100 (1)20 (4)')
  await expect(seriesPage.getByTestId('series-page-events')).toContainText(
    'Autumn 2 2026-11-28 · coefficient 2 · buy-in category 3 · counts in the rating'
  )
  await expect(seriesPage.getByTestId('series-page-lots')).toContainText(
    'Cards drawn at the desk, both players present'
  )
  await page.screenshot({ path: 'test-results/seriesPage/series-page-internal.png', fullPage: true })

  // CSV through the app's codec: the columns as on the page, one row per player.
  const download = page.waitForEvent('download')
  await seriesPage.getByTestId('series-export-csv').click()
  const file = await download
  expect(file.suggestedFilename()).toBe('series-Autumn-League.csv')
  const csv = readCsvRows(fs.readFileSync((await file.path())!, 'utf8'))
  expect(csv[0]).toEqual([
    'Place',
    'Player',
    'Total',
    'Autumn 1 (2026-11-28)',
    'Autumn 2 (2026-11-28)',
    'Events',
    'Wins',
    'Best place',
    'Final tables',
    'Average place',
    'Tie-break explained'
  ])
  expect(csv.slice(1).map((r) => r.slice(0, 5))).toEqual([
    ['1', 'Pavel', '200', '', '200'],
    ['2', 'Anna', '120', '100', '20'],
    ['3', 'Olga', '120', '', '120'],
    ['4', 'Boris', '120', '60', '60'],
    expect.arrayContaining(['20', '20']),
    expect.arrayContaining(['20', '20'])
  ])

  // Print (or save as PDF from the print dialog): the print stylesheet drops the admin bar and the page's tools.
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  await seriesPage.getByTestId('series-print').click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.admin__bar')).toBeHidden()
  await expect(seriesPage.getByTestId('series-export-csv')).toBeHidden()
  await expect(table).toBeVisible()
  await page.screenshot({ path: 'test-results/seriesPage/series-page-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // §4.7, §27.8: the tournament's journal names the player of each record, not only the level.
  await page.getByRole('button', { name: 'Tournaments' }).click()
  await page
    .getByRole('row', { name: /Autumn 2/ })
    .getByRole('button', { name: 'Open' })
    .click()
  await page.getByRole('tab', { name: 'Overview' }).click()
  const journal = page.getByTestId('journal')
  await expect(journal.locator('thead th')).toHaveText(['Recorded', 'By', 'Player', 'Record', 'Reason'])
  const busts = journal.locator('tbody tr').filter({ hasText: 'Elimination recorded' })
  await expect(busts).toHaveCount(3)
  expect((await busts.getByTestId('journal-subject').allTextContents()).sort()).toEqual(['Anna', 'Boris', 'Olga'])
  await journal.screenshot({ path: 'test-results/seriesPage/journal-names-player.png' })

  // A player's journal across tournaments has a tournament column.
  await page.getByTestId('nav-players').click()
  await page.getByText('Pavel').first().click()
  const playerJournal = page.getByTestId('player-history')
  await expect(playerJournal.locator('thead th')).toContainText(['Tournament'])
  const registered = playerJournal.locator('tbody tr').filter({ hasText: 'Entry registered' })
  await expect(registered).toContainText('Autumn 2')
  await expect(registered.getByTestId('journal-subject')).toHaveText('Pavel')
})
