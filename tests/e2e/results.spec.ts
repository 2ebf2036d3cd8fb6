import fs from 'node:fs'
import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { readPdf } from '../support/pdfText'
import { chooseEliminator, createTournament, openAdmin, openResults, registerNew } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

test('§27.6, §24.7, §28.12: a small event played to a winner with a same-hand bust; the protocol (HTML, PDF, CSV) shows places, basis and history', async ({
  page,
  browser
}) => {
  await openAdmin(page, hall)
  await createTournament(page, 'Results Cup', 'Hall A', '30000')

  await page.getByRole('tab', { name: 'Registration desk' }).click()
  for (const name of ['Anna K', 'Boris', 'Vera', 'Gleb']) await registerNew(page, name)

  const clock = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Results Cup')

  await openResults(page, 'Series and points')
  // §28.1: the series and its formula are announced before the event starts.
  const series = page.getByTestId('series-panel')
  await series.getByTestId('series-name').fill('Winter League')
  await series.getByTestId('series-points').fill('100, 70, 50, 30')
  await series.getByRole('button', { name: 'Create the series and attach this tournament' }).click()
  await expect(series).toContainText('Series and rating points: Winter League')
  await expect(series).toContainText('Announced; frozen when the event starts')

  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('elim-level').fill('2')

  // Two out in one hand (§24.7): Gleb started the hand with more chips than Vera, so Gleb places higher.
  await panel.getByTestId('pick-3').click()
  await panel.getByTestId('pick-4').click()
  await panel.getByTestId('stack-3').fill('4000')
  await panel.getByTestId('stack-4').fill('9000')
  await chooseEliminator(panel.getByTestId('picked-4').getByRole('combobox'), 'Anna', '#1 Anna K')
  await page.screenshot({ path: 'test-results/screens/results-elimination-panel.png', fullPage: true })
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText('Recorded: Vera, Gleb.')
  await expect(panel).toContainText('2 of 4 entries still in')
  const places = page.getByTestId('places-table')
  await expect(places.locator('tbody tr').nth(2)).toContainText('Gleb')
  await expect(places.locator('tbody tr').nth(2)).toContainText('Stack at the start of the hand')

  // The hall sees the last eliminations with their places (public names only).
  await expect(clock.getByTestId('hall-last-eliminations')).toContainText('Gleb — place 3')
  await expect(clock.getByTestId('hall-last-eliminations')).toContainText('Vera — place 4')
  await clock.screenshot({ path: 'test-results/screens/results-hall-last-eliminations.png' })

  // §27.8: the stacks were entered the wrong way round: corrected with a reason, the places follow.
  await page.getByTestId('recorded-hand').first().getByRole('button', { name: 'Correct…' }).click()
  const correct = page.getByTestId('correct-hand')
  await correct.getByLabel('Stack at the start of the hand: Vera').fill('9500')
  await correct.getByPlaceholder('Reason for the correction').fill('Vera had 9,500 at the start of the hand')
  await correct.getByRole('button', { name: 'Record the correction' }).click()
  await expect(clock.getByTestId('hall-last-eliminations')).toContainText('Vera — place 3')
  await expect(places.locator('tbody tr').nth(2)).toContainText('Vera')

  // §25.13: a measure recorded with its fields; rounds shown as hands (BFSP §7.1.2 note); a repeat is visible (§25.2).
  await openResults(page, 'Discipline')
  const penalties = page.getByTestId('penalty-panel')
  await penalties.getByTestId('penalty-entry').selectOption({ label: '#2 Boris' })
  await penalties.getByLabel('Table', { exact: true }).fill('T1')
  await penalties.getByTestId('penalty-violation').selectOption({ label: 'Delay of the game' })
  await penalties.getByLabel('Decided by').fill('Floor Ivan')
  await penalties.getByRole('button', { name: 'Record the measure' }).click()
  await expect(penalties.getByTestId('penalty-log')).toContainText('Boris: Official warning')
  await expect(penalties.getByTestId('penalty-repeat')).toContainText('same violation: 1')
  await penalties.getByTestId('penalty-measure').selectOption({ label: 'Missed rounds' })
  await penalties.getByLabel('Players at the table').fill('2')
  await penalties.getByRole('button', { name: 'Record the measure' }).click()
  await expect(penalties.getByTestId('penalty-log')).toContainText('1 round × 2 players = 2 hands')
  await expect(clock.locator('body')).not.toContainText('Delay of the game')

  // A mistaken elimination is undone with a reason (§27.8) and recorded again.
  await openResults(page, 'Eliminations and places')
  await panel.getByTestId('pick-1').click()
  await panel.getByTestId('record-elimination').click()
  await expect(page.getByTestId('results-winner')).toContainText('Boris')
  await page.getByTestId('recorded-hand').first().getByRole('button', { name: 'Undo…' }).click()
  await page.getByPlaceholder('Reason for undoing the elimination').fill('Wrong player picked: Boris was out')
  await page.getByRole('button', { name: 'Undo the elimination' }).click()
  await expect(page.getByTestId('results-winner')).toHaveCount(0)
  await panel.getByTestId('pick-2').click()
  await panel.getByTestId('record-elimination').click()
  await expect(page.getByTestId('results-winner')).toContainText('Winner (place 1): Anna K')
  await expect(clock.getByTestId('hall-final-standings')).toContainText('Anna K')
  await expect(clock.getByTestId('clock-finished')).toBeVisible()

  await openResults(page, 'Series and points')
  await expect(series).toContainText('Frozen since the start of the event')
  await expect(series.getByTestId('series-event-points').locator('tbody tr').first()).toContainText('Anna K100')
  await page.getByTestId('series-panel').screenshot({ path: 'test-results/screens/results-series.png' })

  await openResults(page, 'Protocol and approval')
  await page.getByTestId('approve-results').click()
  // approval asks once more, with the winner named.
  await expect(page.getByTestId('confirm-dialog')).toContainText('Approve the results?')
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('Approved by Olga Desk')

  // The protocol preview in the admin: the same layout as the printed forms (Appendix C), internal then public.
  await page.getByTestId('preview-protocol').click()
  const preview = page.getByTestId('protocol-preview')
  await expect(preview.getByTestId('protocol-preview-results').locator('tbody tr').first()).toContainText('Anna K')
  await expect(preview.getByTestId('protocol-preview-results').locator('tbody tr').first()).toContainText(
    'Last remaining'
  )
  await expect(preview).toContainText('Olga Desk')
  await expect(preview).not.toContainText('Public version')
  // §27.8: the stack correction with its old → new value and what it moved, in one row with its reason;
  // the correction and the undo each counted once; the format named (a freezeout here).
  const corrections = preview.getByTestId('protocol-preview-corrections')
  const stackRow = corrections.locator('tbody tr', { hasText: 'Vera had 9,500 at the start of the hand' })
  await expect(stackRow).toHaveCount(1)
  await expect(stackRow).toContainText('Vera — stack at the start of the hand: 4000 → 9500')
  await expect(stackRow).toContainText('Gleb — place: 3 → 4')
  await expect(preview).toContainText('2, of them after the approval 0; each counted once')
  await expect(preview).toContainText('freezeout: one entry per player, no rebuy (§5.9)')
  await preview.screenshot({ path: 'test-results/protocol/protocol-complete.png' })
  await preview.getByLabel('Public (as published)').check()
  await expect(preview).toContainText('Public version: internal data and unpublished discipline records are left out')
  await preview.screenshot({ path: 'test-results/screens/results-protocol-preview.png' })

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-protocol').click()])
  expect(download.suggestedFilename()).toMatch(/^protocol-.*Results-Cup\.html$/)
  const html = fs.readFileSync((await download.path())!, 'utf8')
  expect(html).not.toContain('<script')
  const protocol = await browser.newPage()
  await protocol.setContent(html)
  const rows = protocol.locator('tr', { hasText: 'Anna K' })
  await expect(rows.first()).toContainText('Last remaining')
  for (const [name, basis] of [
    ['Gleb', 'Stack at the start of the hand'],
    ['Vera', 'Stack at the start of the hand'],
    ['Boris', 'Order of elimination']
  ] as const) {
    await expect(protocol.locator('tr', { hasText: name }).first()).toContainText(basis)
  }
  // C.14: rating points by the announced table.
  await expect(rows.first()).toContainText('100')
  await expect(protocol.locator('tr', { hasText: 'Vera' }).first()).toContainText('50')
  const body = await protocol.locator('body').innerText()
  expect(body).toContain('Winter League')
  expect(body).toContain('Results Cup')
  expect(body).toContain('Wrong player picked: Boris was out')
  expect(body).toContain('Vera had 9,500 at the start of the hand')
  expect(body).toContain('Olga Desk')
  await protocol.screenshot({ path: 'test-results/screens/results-protocol.png', fullPage: true })

  // §27.12: the same protocol as an A4 PDF, its font embedded, read back as a viewer reads it.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-protocol-pdf').click()
  ])
  expect(pdfDownload.suggestedFilename()).toMatch(/^protocol-.*Results-Cup\.pdf$/)
  await pdfDownload.saveAs('test-results/screens/results-protocol.pdf')
  const pdfBytes = fs.readFileSync((await pdfDownload.path())!)
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdfBytes.length).toBeGreaterThan(10_000)
  const pdf = await readPdf(pdfBytes)
  const pdfText = pdf.pages.join('\n')
  for (const fragment of [
    'Tournament protocol: Results Cup',
    'Hall A',
    'Winter League',
    'Anna K',
    'Last remaining',
    'Stack at the start of the hand',
    'Order of elimination',
    'Delay of the game',
    'Wrong player picked: Boris was out',
    'Vera had 9,500 at the start of the hand',
    'Vera — stack at the start of the hand: 4000 → 9500', // the PDF shows what the preview shows
    'Results approved by Olga Desk',
    `Page ${pdf.pageCount} of ${pdf.pageCount}`
  ]) {
    expect(pdfText, fragment).toContain(fragment)
  }
  expect(pdfText).toMatch(/1 1 Anna K .*Winner .*Last remaining 100/)

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()])
  const text = fs.readFileSync((await csv.path())!, 'utf8')
  expect(text.split(/\r?\n/).filter(Boolean).length).toBeGreaterThanOrEqual(5)
  await clock.screenshot({ path: 'test-results/screens/results-hall-final.png' })
})
