import { expect, test } from '@playwright/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

/** What a spreadsheet program in a Russian locale writes: `;`, a BOM, Russian headers, CRLF. */
const CSV = ['\uFEFFМесто;Игрок;Клуб', '1;Анна К.;MN-12', '2;Борис;', '3;Вера;MN-40', '4;Глеб;', '5;Дина;'].join('\r\n')

test('issue 17.6: past results from a CSV with Russian headers — previewed with its columns and players, imported as a finished tournament', async ({
  page
}) => {
  await openAdmin(page, hall, 'Olga TD', 'ru')
  await page.getByRole('button', { name: 'История', exact: true }).click()
  const card = page.getByTestId('results-import')
  await card.getByTestId('results-import-file').setInputFiles({
    name: 'spring-2025.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8')
  })
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
    'Импортировано результатов: 5; записано как завершённый турнир.'
  )
  // In the history: the imported tournament, finished, with its winner.
  const row = page.locator('tr', { hasText: 'Весенний турнир 2025' })
  await expect(row).toContainText('Анна К.')
  await expect(row).toContainText('2025-05-17')
})
