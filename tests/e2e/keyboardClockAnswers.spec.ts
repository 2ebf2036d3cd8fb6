import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * "Every control answers", driven through the admin's clock controls (keys and clicks). The scene — a
 * tournament with a 20-minute level, its clock started — is set over the socket (named so); everything the test
 * claims is done in the UI: "+1 min" beyond the scheduled length is recorded and said, "Set remaining" says next to
 * the field why "abc", "5:75" or 25 hours cannot be set (in RU and EN), "−1 min" with less than a minute left says
 * the level ended, and the TDA "25 + 5" shot clock starts with one click.
 */
let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

async function scene(name: string): Promise<void> {
  const socket = await adminSocket(hall)
  const fields = { name, date: '2026-11-28', venue: 'Hall A', discipline: 'holdem', bettingFormat: 'no-limit' }
  const t = (await socket.cmd({ type: 'tournament.create', fields: { ...fields, startingStack: 30000 } })).events[0]!
    .tournamentId!
  const items = [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 }
  ]
  await socket.cmd({ type: 'clock.structure.set', tournamentId: t, structure: { items } })
  await socket.cmd({ type: 'clock.start', tournamentId: t })
  socket.close()
}

async function open(page: Page, name: string, language = 'en'): Promise<void> {
  await openAdmin(page, hall, 'Anna TD', language)
  await page
    .getByTestId('tournament-list')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .getByRole('button')
    .first()
    .click()
  await expect(page.getByTestId('clock-controls')).toBeVisible()
}

const remainingSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('admin-clock-time').textContent())!.trim()
  const parts = text.split(':').map(Number)
  return parts.reduce((a, b) => a * 60 + b, 0)
}

test('+1 min beyond the level length is recorded and said; Shift+Alt+= does the same', async ({ page }) => {
  await scene('Answer Cup')
  await open(page, 'Answer Cup')
  const controls = page.getByTestId('clock-controls')
  const message = controls.getByTestId('clock-message')
  // A few seconds into a 20:00 level: a minute more cannot come from the level's past, so the level is lengthened.
  await controls.getByRole('button', { name: '+1 min' }).click()
  await expect(message).toHaveText('Recorded: this level now lasts 21:00 (longer than scheduled).')
  await expect.poll(() => remainingSeconds(page)).toBeGreaterThan(20 * 60)
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Shift+Alt+Equal')
  await expect(message).toHaveText('Recorded: this level now lasts 22:00 (longer than scheduled).')
  await expect.poll(() => remainingSeconds(page)).toBeGreaterThan(21 * 60)
})

test('Set remaining says why next to the field ("abc", "5:75", 25 hours), in English and Russian', async ({
  page,
  browser
}) => {
  await scene('Remaining Cup')
  await open(page, 'Remaining Cup')
  const field = page.getByTestId('clock-remaining')
  const error = page.getByTestId('remaining-error')
  const cases: [string, string][] = [
    ['abc', 'Enter minutes and seconds, e.g. 5:00'],
    ['5:75', 'Seconds go up to 59: for example 5:30.'],
    ['25:00:00', 'At most 24 hours: a level lasts no longer.']
  ]
  for (const [typed, said] of cases) {
    await field.fill(typed)
    await field.press('Enter')
    await expect(error).toHaveText(said)
    // Next to the field: the message is inside the field's label.
    await expect(page.locator('label', { has: field })).toContainText(said)
  }
  // A good time clears the message and is recorded.
  await field.fill('12:00')
  await field.press('Enter')
  await expect(error).toHaveCount(0)
  await expect.poll(() => remainingSeconds(page)).toBeLessThanOrEqual(12 * 60)

  const ru = await browser.newPage()
  await open(ru, 'Remaining Cup', 'ru')
  const ruField = ru.getByTestId('clock-remaining')
  await ruField.fill('5:75')
  await ruField.press('Enter')
  await expect(ru.getByTestId('remaining-error')).toHaveText('Секунд не больше 59: например, 5:30.')
  await ruField.fill('25:00:00')
  await ruField.press('Enter')
  await expect(ru.getByTestId('remaining-error')).toHaveText('Не больше 24 часов: уровень дольше не длится.')
  await ru.close()
})

test('−1 min with less than a minute left says the level ended; TDA 25 + 5 starts the shot clock in one click', async ({
  page
}) => {
  await scene('Shot Cup')
  await open(page, 'Shot Cup')
  const controls = page.getByTestId('clock-controls')
  await page.getByTestId('clock-remaining').fill('0:40')
  await page.getByTestId('clock-remaining').press('Enter')
  await expect.poll(() => remainingSeconds(page)).toBeLessThanOrEqual(40)
  await controls.getByRole('button', { name: '−1 min' }).click()
  await expect(controls.getByTestId('clock-message')).toHaveText(
    /^Only 00?:?(3\d|40) was left: the level ended and the next item started\.$/
  )
  await expect(page.getByTestId('admin-clock-level')).toContainText('Level 2')

  // One click: the fields show 25 and 5 and the shot clock runs (TDA: 25 seconds and a 5-second countdown).
  await controls.getByTestId('shot-tda').click()
  await expect(controls.getByTestId('admin-shot')).toBeVisible()
  await expect(controls.getByLabel('Seconds', { exact: true })).toHaveValue('25')
  await expect(controls.getByLabel('Then countdown', { exact: true })).toHaveValue('5')
  const shown = (await controls.getByTestId('admin-shot').textContent())!.trim()
  expect(shown).toMatch(/^0?0:(2\d|30)$/)
})
