import { expect, test, type Locator, type Page } from './support/test'
import { en } from '../../src/shared/i18n/en'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

/** The History page in `language`, a results file chosen in its import card; the card. */
async function chooseFile(page: Page, language: 'ru' | 'en', name: string, csv: string): Promise<Locator> {
  await openAdmin(page, hall, 'Olga TD', language)
  await page.getByRole('button', { name: language === 'ru' ? 'История' : 'History', exact: true }).click()
  const card = page.getByTestId('results-import')
  await card
    .getByTestId('results-import-file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
  return card
}

/** What a spreadsheet program in a Russian locale writes: `;`, a BOM, Russian headers, CRLF. */
const CSV = ['\uFEFFМесто;Игрок;Клуб', '1;Анна К.;MN-12', '2;Борис;', '3;Вера;MN-40', '4;Глеб;', '5;Дина;'].join('\r\n')

test('past results from a CSV with Russian headers — previewed with its columns and players, imported as a finished tournament', async ({
  page
}) => {
  const card = await chooseFile(page, 'ru', 'spring-2025.csv', CSV)
  // The columns guessed from the Russian headers; five new players; nothing recorded yet.
  const mapping = card.getByTestId('results-import-mapping')
  await expect(mapping.locator('select').nth(0)).toHaveValue('0')
  await expect(mapping.locator('select').nth(1)).toHaveValue('1')
  await expect(mapping.locator('select').nth(3)).toHaveValue('2')
  await expect(card.getByTestId('results-import-summary')).toHaveText('Строк: 5; уже в базе игроков: 0, новых: 5.')
  await expect(card.getByTestId('results-import-preview').locator('tbody tr')).toHaveCount(5)
  await card.getByLabel('Название').fill('Весенний турнир 2025')
  await card.getByLabel('Дата').fill('2025-05-17')
  await page.screenshot({ path: 'test-results/resultsImport/preview-ru-1280x800.png', fullPage: true })
  await card.getByTestId('results-import-confirm').click()
  await expect(card.getByTestId('results-import-message')).toHaveText(
    'Импортировано: 5 результатов; записано как завершённый турнир.'
  )
  // In the history: the imported tournament, finished, with its winner.
  const row = page.locator('tr', { hasText: 'Весенний турнир 2025' })
  await expect(row).toContainText('Анна К.')
  await expect(row).toContainText('2025-05-17')
})

/** Final standings with a tie: two players out in one hand share places 5–6, written the standard "5, 5, 7" way. */
const TIE = ['Place,Player', '1,Ann', '2,Bob', '3,Cid', '4,Dan', '5,Eve', '5,Fay', '7,Gus'].join('\n')

test('§27.7: a CSV with a shared place — the warning names it, the director confirms, places 5–6 and 7 as in the file', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const card = await chooseFile(page, 'en', 'autumn-2024.csv', TIE)
  // A warning, not an error: the shared place named with its lines; the place column shows the range.
  const shared = card.getByTestId('results-import-shared')
  await expect(shared).toBeVisible()
  await expect(shared).toContainText('Places 5–6 shared by 2 players (lines 6, 7)')
  await expect(card.getByTestId('results-import-problems')).toHaveCount(0)
  const cells = card.getByTestId('results-import-preview').locator('tbody tr td:nth-child(2)')
  await expect(cells).toHaveText(['1', '2', '3', '4', '5–6', '5–6', '7'])
  await card.getByLabel('Name', { exact: true }).first().fill('Autumn Cup 2024')
  await card.getByLabel('Date').fill('2024-10-12')
  // The director confirms the shared places are intended before the import is possible.
  const confirm = card.getByTestId('results-import-confirm')
  await expect(confirm).toBeDisabled()
  await page.screenshot({ path: 'test-results/resultsImport/shared-place-en-1280x800.png', fullPage: true })
  await card.getByTestId('results-import-shared-confirm').check()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(card.getByTestId('results-import-message')).toHaveText(
    'Imported: 7 results, recorded as a finished tournament.'
  )
  // The imported tournament's places, as the app computes them: 5–6 shared with the basis "Equal places", then 7.
  const row = page.locator('tr', { hasText: 'Autumn Cup 2024' })
  await expect(row).toContainText('Ann')
  await row.getByRole('button', { name: en['history.open'] }).click()
  await page.getByRole('tab', { name: en['tab.results'], exact: true }).click()
  const places = page.getByTestId('places-table')
  const byNumber = (n: number) =>
    places.locator('tbody tr', { has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${n}$`) }) })
  for (const n of [5, 6]) {
    await expect(byNumber(n).locator('td').first()).toHaveText('5–6')
    await expect(byNumber(n)).toContainText(en['results.basis.equal-places'])
  }
  await expect(byNumber(7).locator('td').first()).toHaveText('7')
  await expect(byNumber(1).locator('td').first()).toHaveText('1')
  await page.screenshot({ path: 'test-results/resultsImport/shared-place-places-en-1280x800.png', fullPage: true })
})
