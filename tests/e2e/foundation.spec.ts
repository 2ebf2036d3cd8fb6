import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

test('a tournament recorded in the admin view appears on the clock view, pushed without reload', async ({
  browser
}) => {
  const clock = await browser.newPage()
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText(/No tournament|На экране|Ingen/)

  const admin = await browser.newPage()
  await admin.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await admin.goto(hall.adminUrl)
  await admin.getByLabel('Your name (recorded with every entry)').fill('Anna Floor')
  await admin.getByRole('button', { name: 'Sign in' }).click()
  await expect(admin.getByTestId('operator')).toContainText('Anna Floor')

  await admin.getByRole('button', { name: 'New tournament' }).click()
  const form = admin.getByTestId('tournament-form')
  await form.getByLabel('Name').fill('Minsk Open Main Event')
  await form.getByLabel('Venue').fill('Hall A')
  await form.getByLabel('Starting stack').fill('30000')
  await form.getByRole('button', { name: 'Record the tournament' }).click()

  await expect(admin.getByTestId('tournament-title')).toHaveText('Minsk Open Main Event')
  // The clock page was never reloaded: the name arrives by push.
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Minsk Open Main Event')
  // The journal names who recorded it.
  await expect(admin.getByTestId('journal')).toContainText('Anna Floor')

  await clock.screenshot({ path: 'test-results/screens/foundation-clock.png' })
  await admin.screenshot({ path: 'test-results/screens/foundation-admin.png', fullPage: true })
})

test('a bad command from the admin form is refused next to its field, in words, and nothing is recorded', async ({
  page
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Boris')
  })
  await page.goto(hall.adminUrl)
  await page.getByRole('button', { name: 'New tournament' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill('Bad stack')
  await form.getByLabel('Starting stack').fill('-5')
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(form.locator('.field-error[data-field="startingStack"]')).toHaveText('Must be more than 0')
  await expect(form.getByLabel('Starting stack')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('tournament-list')).not.toContainText('Bad stack')
})

test('a wrong admin PIN is refused and the sign-in form says so', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Mallory')
  })
  await page.goto(`${hall.baseUrl}/#/admin?pin=wrong-pin`)
  await expect(page.getByRole('alert')).toHaveText('Wrong admin PIN.')
})

test('the About dialog shows the §30.11 statement of what the application does not do', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'ru')
    localStorage.setItem('floorclock.operator', 'Ольга')
  })
  await page.goto(hall.adminUrl)
  await page.getByRole('button', { name: 'О программе' }).click()
  await expect(page.getByTestId('disclaimer')).toContainText('не раздает карты, не принимает ставки')
})
