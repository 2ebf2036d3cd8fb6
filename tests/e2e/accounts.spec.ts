import { expect, test, type Browser, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { createTournament, registerNew } from './support/adminPage'

/**
 * Named accounts in the browser, on the real hall server, every step through the UI: the director (installation PIN)
 * creates a registration-desk account on the Accounts page; the desk person signs in on another page with their own
 * name and PIN, is shown as that account, registers a player, is refused an elimination in words, and the History
 * journal names the account. The director then renames, gives a new PIN and switches the account off.
 */
let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

async function open(browser: Browser): Promise<Page> {
  const page = await browser.newPage()
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  return page
}

/** The sign-in form: a fresh page goes to the admin URL without the PIN; a page sent back to it stays. */
async function signIn(page: Page, name: string, pin: string, fresh = false): Promise<void> {
  if (fresh) await page.goto(`${hall.baseUrl}/#/admin`)
  await page.getByLabel('Your name (recorded with every entry)').fill(name)
  await page.getByLabel('Admin PIN').fill(pin)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('§3.5, BFSP §2: the director creates a desk account; the desk registers in its own name, is refused an elimination, and is switched off', async ({
  browser
}) => {
  const director = await open(browser)
  await director.goto(hall.adminUrl)
  await director.getByLabel('Your name (recorded with every entry)').fill('Anna Director')
  await director.getByRole('button', { name: 'Sign in' }).click()
  await createTournament(director, 'Friday Freezeout')

  await director.getByTestId('nav-accounts').click()
  const form = director.getByTestId('account-form')
  await form.getByLabel('Name').fill('Ivan Desk')
  await form.getByLabel('Role').selectOption('desk')
  await form.getByLabel('PIN').fill('desk-4455')
  await form.getByRole('button', { name: 'Create the account' }).click()
  await expect(director.getByRole('status')).toContainText('Account Ivan Desk created.')
  const row = director.getByTestId('account-Ivan Desk')
  await expect(row).toContainText('active')
  await expect(row).toContainText('Anna Director')

  // Ivan signs in on another screen with his own name (any case) and PIN — no installation PIN.
  const ivan = await open(browser)
  await signIn(ivan, 'ivan desk', 'desk-4455', true)
  await expect(ivan.getByTestId('operator')).toContainText('Ivan Desk')
  await expect(ivan.getByTestId('signed-in-account')).toContainText('Registration desk')
  await expect(ivan.getByTestId('nav-accounts')).toHaveCount(0)

  // He registers a player at the desk.
  await ivan
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Friday Freezeout/ })
    .getByRole('button')
    .click()
  await ivan.getByRole('tab', { name: 'Registration desk' }).click()
  await registerNew(ivan, 'Pyotr')

  // An elimination is not the desk's to record: refused, in words, and nothing is recorded.
  await ivan.getByRole('tab', { name: 'Entries' }).click()
  const pyotr = ivan.getByTestId('entries-table').locator('tr', { hasText: 'Pyotr' })
  await pyotr.getByRole('button', { name: 'Eliminated…' }).click()
  await pyotr.getByLabel('Confirmed by (dealer, floor or director, §27.6)').fill('Dealer Max')
  await pyotr.getByRole('button', { name: 'Record' }).click()
  await expect(ivan.getByText('A registration desk account may not record this.')).toBeVisible()

  // The History journal names the account (with its id) as the author of the registration.
  await ivan.getByTestId('nav-history').click()
  const registered = ivan.getByTestId('history-journal-table').locator('tr', { hasText: 'Entry registered' })
  await expect(registered).toContainText('Ivan Desk')
  await expect(registered.getByLabel(/signed in as an account \(id .+\)/)).toBeVisible()
  await expect(ivan.getByTestId('history-journal-table')).not.toContainText('Entry eliminated')

  // The director renames the account and gives it a new PIN: Ivan's session ends and asks again.
  await director.getByTestId('nav-accounts').click()
  await row.getByLabel('Name: Ivan Desk').fill('Ivan Petrov')
  await row.getByRole('button', { name: 'Rename' }).click()
  await expect(director.getByRole('status')).toContainText('The account Ivan Petrov is changed.')
  const renamed = director.getByTestId('account-Ivan Petrov')
  await renamed.getByLabel('New PIN: Ivan Petrov').fill('desk-9911')
  await renamed.getByRole('button', { name: 'Set PIN' }).click()
  await expect(director.getByRole('status')).toContainText('The PIN of Ivan Petrov is changed.')
  // (His page learns it at its next request or its next ping, at most ten seconds later.)
  await expect(ivan.getByRole('alert')).toContainText('The PIN of this account was changed', { timeout: 15_000 })
  await signIn(ivan, 'Ivan Petrov', 'desk-9911')
  await expect(ivan.getByTestId('operator')).toContainText('Ivan Petrov')

  // Switched off: his open page is ended, and his PIN no longer signs in; the account and its records stay.
  await renamed.getByRole('button', { name: 'Switch off' }).click()
  await expect(renamed).toContainText('switched off')
  await director.screenshot({ path: 'test-results/screens/accounts.png', fullPage: true })
  await expect(ivan.getByRole('alert')).toContainText('This account is switched off', { timeout: 15_000 })
  await signIn(ivan, 'Ivan Petrov', 'desk-9911')
  await expect(ivan.getByRole('alert')).toContainText('This account is switched off')
  await expect(ivan.getByLabel('Admin PIN')).toBeVisible()

  // The director's own journal still names Ivan for what he recorded.
  await director.getByTestId('nav-history').click()
  await expect(
    director.getByTestId('history-journal-table').locator('tr', { hasText: 'Entry registered' })
  ).toContainText('Ivan Desk')
})
