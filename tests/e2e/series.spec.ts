import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { createTournament, openAdmin, openResults, registerNew } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

test('§28.1–§28.4, §28.7ж, §28.15в: a series with a preset formula from the UI — preview, refusal shown before sending, standings, a lot drawn, an event excluded', async ({
  page
}) => {
  await openAdmin(page, hall)
  await createTournament(page, 'Series Cup', 'Hall B', '30000')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  for (const name of ['Anna', 'Boris', 'Vera', 'Gleb']) await registerNew(page, name)

  await openResults(page, 'Series and points')
  const series = page.getByTestId('series-panel')
  await series.getByTestId('series-name').fill('Spring League')

  // §28.3: a custom expression is checked in the renderer before sending; the refusal names the position.
  await series.getByLabel('Expression').check()
  await series.getByTestId('series-expression').fill('100 / (place - 1)')
  await expect(series.getByTestId('formula-error')).toContainText('Division by zero')
  await expect(series.getByRole('button', { name: 'Create the series and attach this tournament' })).toBeDisabled()
  await expect(series.getByTestId('formula-editor')).toContainText('Names: place, entrants, finalTableSize')

  // §28.2, §28.4: a preset with its parameters and a live preview of the points for places 1…N.
  await series.getByLabel('Preset', { exact: true }).check()
  await series.getByTestId('series-preset').selectOption('sqrt')
  await series.getByTestId('series-base').fill('100')
  await series.getByTestId('preview-entrants').fill('4')
  const preview = series.getByTestId('formula-preview')
  await expect(preview).toContainText('Preview: points for places 1…4')
  // 100 × √4 / √1 = 200; 100 × √4 / √2 = 141.42
  await expect(preview.locator('li').nth(0)).toContainText('200')
  await expect(preview.locator('li').nth(1)).toContainText('141.42')
  await expect(preview.locator('li')).toHaveCount(4)

  // §28.7: the announced tie-break order — wins, then a lot instead of a shared place.
  const tie = series.getByTestId('tiebreak-editor')
  await tie.getByRole('button', { name: 'Remove: Shared place' }).click()
  await tie.getByRole('button', { name: 'Remove: Average place' }).click()
  await tie.getByRole('button', { name: 'Remove: Best place' }).click()
  await tie.getByTestId('tiebreak-pick').selectOption({ label: 'Draw by lot' })
  await tie.getByRole('button', { name: 'Add tie-break' }).click()
  await expect(tie.locator('ol li')).toHaveText([/Wins/, /Draw by lot/])
  await page.screenshot({ path: 'test-results/series/series-create.png', fullPage: true })

  await series.getByRole('button', { name: 'Create the series and attach this tournament' }).click()
  await expect(series).toContainText('Series and rating points: Spring League')
  await expect(series.getByTestId('series-current-formula')).toContainText(
    'coefficient * 100 * sqrt(entrants) / sqrt(place)'
  )
  await expect(series).toContainText('Wins → Draw by lot')

  // Vera and Gleb out in one hand with equal stacks: by the announced rule they share places 3–4 (§24.9), so their
  // points are equal and the wins are equal too — a lot is due (§28.7ж). Anna and Boris, still in, have no result yet.
  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('pick-3').click()
  await panel.getByTestId('pick-4').click()
  await panel.getByTestId('stack-3').fill('5000')
  await panel.getByTestId('stack-4').fill('5000')
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toContainText('Recorded:')
  await openResults(page, 'Series and points')
  const standings = series.getByTestId('series-standings')
  await expect(standings.locator('tbody tr')).toHaveCount(2)
  await expect(standings).toContainText('Gleb')
  await expect(standings).toContainText('Vera')
  await expect(standings).not.toContainText('Anna')
  await expect(standings).toContainText('lot to be drawn')
  await expect(series.getByTestId('series-lots-pending')).toContainText('places 1–2')

  await series.getByTestId('series-lots-pending').getByRole('button', { name: 'Draw lots' }).click()
  await series.getByPlaceholder('Note for the record (optional)').fill('Drawn at the desk, players present')
  await series.getByTestId('series-lots-pending').getByRole('button', { name: 'Draw lots' }).click()
  await expect(series.getByTestId('series-lots-pending')).toHaveCount(0)
  await expect(standings).not.toContainText('lot to be drawn')
  await expect(standings.locator('tbody tr').nth(1)).toContainText('Draw by lot')
  await expect(series.getByTestId('series-lots')).toContainText('drawn by Olga Desk')
  await series.screenshot({ path: 'test-results/series/series-standings.png' })

  // §28.15в: excluded with a reason (the prompt insists on one), shown with who and why; points stay on record.
  await series.getByTestId('series-events').getByRole('button', { name: 'Exclude from the rating…' }).click()
  const exclude = series.getByTestId('exclude-form')
  await exclude.getByRole('button', { name: 'Confirm' }).click()
  await expect(exclude).toBeVisible() // the required reason keeps the form from sending
  await exclude.getByPlaceholder('Reason for excluding the event (§28.15)').fill('Protocol of the evening lost')
  await exclude.getByRole('button', { name: 'Confirm' }).click()
  await expect(series.getByTestId('series-events')).toContainText(
    'excluded from the rating (§28.15в) by Olga Desk: Protocol of the evening lost'
  )
  await expect(series).toContainText('This event is excluded from the rating')
  await expect(series.getByTestId('series-event-points')).toContainText('Gleb')
  await expect(standings.locator('tbody tr')).toHaveCount(0)
  await series.screenshot({ path: 'test-results/series/series-panel.png' })

  // Taken back with a reason: the standings return.
  await series.getByTestId('series-events').getByRole('button', { name: 'Take back into the rating…' }).click()
  await series.getByTestId('exclude-form').getByPlaceholder('Reason for taking the event back').fill('Protocol found')
  await series.getByTestId('exclude-form').getByRole('button', { name: 'Confirm' }).click()
  await expect(standings.locator('tbody tr')).toHaveCount(2)
  await expect(series.getByTestId('series-events')).toContainText('counts in the rating')
})

test('§28.9, §28.10: two merged records with results in one event — the director keeps one result, with a reason', async ({
  page
}) => {
  const admin = await adminSocket(hall)
  const cmd = admin.cmd
  const seriesId = (
    await cmd({
      type: 'series.create',
      name: 'Merge League',
      formula: { kind: 'table', points: [100, 60, 30], beyond: 0, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    })
  ).events[0]!.seriesId!
  const fields = {
    name: 'Merge Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  await cmd({ type: 'series.attach', seriesId, tournamentId: t })
  const ids: Record<string, string> = {}
  for (const displayName of ['Olga', 'Olga K.', 'Pavel']) {
    const playerId = (await cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true })).events[0]!
      .playerId!
    ids[displayName] = (await cmd({ type: 'entry.register', tournamentId: t, playerId })).events.find(
      (e) => e.type === 'entry.registered'
    )!.entryId!
    ids[`player:${displayName}`] = playerId
  }
  for (const name of ['Olga K.', 'Pavel'])
    await cmd({
      type: 'results.recordHand',
      tournamentId: t,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId: ids[name]!, startStack: 0 }]
    })
  await cmd(
    { type: 'player.merge', duplicateId: ids['player:Olga K.']!, keepId: ids['player:Olga']! },
    { reason: 'Same person' }
  )
  admin.close()

  await openAdmin(page, hall)
  await page
    .getByRole('row', { name: /Merge Cup/ })
    .getByRole('button', { name: 'Open' })
    .click()
  await openResults(page, 'Series and points')
  const conflicts = page.getByTestId('series-merge-conflicts')
  await expect(conflicts).toContainText('Olga in Merge Cup')
  await conflicts.getByTestId(`keep-result-${ids['Olga K.']}`).click()
  const form = conflicts.getByTestId('keep-result-form')
  await form
    .getByPlaceholder('Reason for keeping this result (§28.10)')
    .fill('Played under the alias; the first entry was a desk error')
  await form.getByRole('button', { name: 'Confirm' }).click()
  await expect(conflicts).toHaveCount(0)
  const standings = page.getByTestId('series-standings')
  await expect(standings.locator('tbody tr').first()).toContainText('Pavel')
  await expect(standings.locator('tbody tr').nth(1)).toContainText('Olga')
  await expect(standings.locator('tbody tr').nth(1)).toContainText('30')
})
