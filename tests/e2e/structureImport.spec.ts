import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { createTournament, openAdmin } from './support/adminPage'

/**
 * a structure brought in from the spreadsheet a hall keeps today — Russian headers, `;`-separated, a BOM,
 * blinds in one cell, a break row with its colour-up note, a totals row — driven through the admin's structure
 * editor: the file is read by its headers, the editor says which column became what and which row it skipped, the
 * levels wait in the draft until the director records them (§5.1, §5.2), and the clock then shows them.
 */
let hall: HallProcess
test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const SHEET =
  '\uFEFFУровень;Блайнды;Анте;Время;Примечание\r\n' +
  '1;100/200;0;20;\r\n' +
  '2;200/400;400;20;\r\n' +
  'Перерыв;;;15;"Колор-ап: фишки 25 уходят"\r\n' +
  '3;300/600;600;20:00;\r\n' +
  'Итого;;;75;\r\n'

test('a Russian spreadsheet structure: read by its headers, previewed with what was skipped, recorded, on the clock', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openAdmin(page, hall, 'Anna TD', 'en')
  await createTournament(page, 'Sheet Cup')

  const editor = page.getByTestId('structure-editor')
  // A file that is no structure at all is refused with its line, and nothing changes.
  const pick = (name: string, text: string) =>
    editor.getByLabel('Import JSON or CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
  await pick('players.csv', 'Имя;Телефон\nАнна;123\n')
  await expect(editor.getByRole('alert')).toContainText('Import refused at line 1: the header names no blinds')

  await pick('структура.csv', SHEET)
  const note = editor.getByTestId('structure-sheet-reading')
  await expect(note.getByTestId('structure-sheet-column')).toHaveText([
    '«Уровень» → level number (or “Break”)',
    '«Блайнды» → blinds (small/big, or small/big/ante)',
    '«Анте» → ante',
    '«Время» → duration in minutes (or mm:ss)',
    '«Примечание» → the break’s colour-up note'
  ])
  await expect(note.getByTestId('structure-sheet-skipped')).toHaveText('Skipped rows: line 6 (Итого · 75)')
  await expect(editor.getByRole('alert')).toHaveCount(0)
  await expect(editor.getByTestId('structure-row-3')).toBeVisible()
  await expect(editor.getByTestId('structure-row-4')).toHaveCount(0)
  // Geometry: the note and each of its lines inside the window, none clipped (scroll size within client size).
  const broken = await note.evaluate((box) =>
    [box, ...Array.from(box.querySelectorAll('li, p, button'))]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.left < 0 || r.right > window.innerWidth || el.scrollWidth > el.clientWidth + 1 || r.height === 0
      })
      .map((el) => el.textContent)
  )
  expect(broken).toEqual([])
  await note.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/structure-import/sheet-ru-1280.png' })

  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await expect(editor.getByText('Recorded structure shown')).toBeVisible()
  const clock = await page.context().newPage()
  await clock.goto(`${hall.clockUrl}`)
  await expect(clock.getByTestId('clock-stakes')).toHaveText('100 / 200')
  await clock.close()
})
