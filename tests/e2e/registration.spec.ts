import fs from 'node:fs'
import { expect, test, type Page, type WebSocketRoute } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { adminSocket } from './support/adminSocket'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

async function createTournament(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New tournament' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Venue').fill('Hall A')
  await form.getByLabel('Starting stack').fill('30000')
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
}

/** Type a new name at the desk, Enter opens the inline player form, Enter again records and registers. */
async function registerNew(page: Page, name: string, clubId = ''): Promise<void> {
  const search = page.getByTestId('desk-search')
  await search.fill(name)
  await expect(page.getByTestId('desk-hits')).toContainText(`No player matches “${name}”`)
  await search.press('Enter')
  const form = page.getByTestId('player-form')
  await expect(form.getByLabel('Name or alias (public)')).toHaveValue(name)
  if (clubId) await form.getByLabel('Club ID').fill(clubId)
  await form.getByLabel('18+ confirmed').check()
  await form.getByLabel('Club ID').press('Enter')
}

test('players are registered at the desk by typing and Enter; a second entry and an entry over the cap are refused with the term named', async ({
  page
}) => {
  await openAdmin(page, hall)
  await createTournament(page, 'Friday Freezeout')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  const outcome = page.getByTestId('desk-outcome')

  await registerNew(page, 'Anna K', 'BY-100')
  await expect(outcome).toHaveText(/Anna K registered: entry #1/)
  await registerNew(page, 'Boris')
  await expect(outcome).toHaveText(/Boris registered: entry #2/)
  await expect(page.getByTestId('desk-search')).toBeFocused()

  // Search-as-you-type finds the player already in; Enter is refused (§5.6), nothing recorded.
  await page.getByTestId('desk-search').fill('ann')
  await expect(page.getByTestId('desk-hits')).toContainText('already in · #1')
  await page.getByTestId('desk-search').press('Enter')
  await expect(outcome).toContainText('Anna K already holds entry #1')
  await expect(page.getByTestId('registration-stats')).toContainText('2 Entries')

  // A new player with the same club ID is warned about as a possible duplicate (§6.3).
  await page.getByTestId('desk-search').fill('Anya')
  await page.getByTestId('desk-search').press('Enter')
  await page.getByTestId('player-form').getByLabel('Club ID').fill('BY-100')
  await page.getByRole('button', { name: 'Record and register' }).click()
  await expect(page.getByTestId('duplicate-warning')).toContainText('Possibly the same person as Anna K')
  await page.getByRole('button', { name: 'Cancel' }).click()

  // The player cap: 2 places; the next player is refused, then goes on the waiting list.
  await page.getByRole('tab', { name: 'Entry terms and awards' }).click()
  const terms = page.getByTestId('terms-form')
  await expect(terms).toContainText('Freezeout: one entry per player')
  await terms.getByLabel('Player cap (blank: none)').fill('2')
  await terms.getByRole('button', { name: 'Record the terms' }).click()
  await expect(terms).toContainText('Recorded.')
  const awards = page.getByTestId('awards-form')
  await awards.getByRole('button', { name: 'Add a place' }).click()
  await awards.getByLabel('Description (points, trophy, ticket, invitation)').fill('Trophy and 100 rating points')
  await awards.getByRole('button', { name: 'Record the awards' }).click()
  await expect(awards).toContainText('Recorded.')

  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await registerNew(page, 'Vera')
  await expect(outcome).toContainText('The player cap of 2 is reached')
  await page.getByRole('button', { name: 'Put on the waiting list' }).click()
  await expect(outcome).toContainText('Vera is on the waiting list, position 1')
  await expect(page.getByTestId('desk-recent')).toContainText('Vera')
  await page.screenshot({ path: 'test-results/screens/registration-desk.png', fullPage: true })

  // The entry list: eliminate Boris, then give the freed place to the first alternate.
  await page.getByRole('tab', { name: 'Entries' }).click()
  const table = page.getByTestId('entries-table')
  await expect(table.locator('tbody tr')).toHaveCount(3)
  const boris = table.locator('tr', { hasText: 'Boris' })
  await boris.getByRole('button', { name: 'Eliminated…' }).click()
  await boris.getByLabel('Confirmed by (dealer, floor or director, §27.6)').fill('Floor Ivan')
  await boris.getByRole('button', { name: 'Record' }).click()
  await expect(boris).toContainText('Eliminated')
  const vera = table.locator('tr', { hasText: 'Vera' })
  await vera.getByRole('button', { name: 'Give the place' }).click()
  await expect(vera).toContainText('Registered')
  await expect(vera.locator('td').first()).toHaveText('3')
  // A freezeout: Boris cannot re-enter (§5.9).
  await page.getByTestId('entries-filter').selectOption('eliminated')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await page.getByTestId('entries-filter').selectOption('all')
  await page.screenshot({ path: 'test-results/screens/registration-entries.png', fullPage: true })

  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await page.getByTestId('desk-search').fill('boris')
  // a freezeout's hit does not promise a re-entry the terms do not have (§5.6).
  await expect(page.getByTestId('desk-hits')).toContainText('eliminated · no re-entry in this tournament')
  await page.getByTestId('desk-search').press('Enter')
  await expect(outcome).toContainText('This tournament has no re-entry')

  // A pre-registered player arrives: Enter at the desk confirms the entry on site (§6.5).
  await page.getByRole('tab', { name: 'Entry terms and awards' }).click()
  await page.getByTestId('terms-form').getByLabel('Player cap (blank: none)').fill('')
  await page.getByTestId('terms-form').getByRole('button', { name: 'Record the terms' }).click()
  await expect(page.getByTestId('terms-form')).toContainText('Recorded.')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await page.getByRole('checkbox', { name: 'Pre-registration (to be confirmed on site, §6.5)' }).check()
  await registerNew(page, 'Galina')
  await expect(outcome).toContainText('Galina pre-registered: entry #4')
  await page.getByRole('checkbox', { name: 'Pre-registration (to be confirmed on site, §6.5)' }).uncheck()
  await page.getByTestId('desk-search').fill('gal')
  await expect(page.getByTestId('desk-hits')).toContainText('pre-registered · #4')
  await page.getByTestId('desk-search').press('Enter')
  await expect(outcome).toContainText('Galina confirmed on site: entry #4')

  // The printable list: the paper fallback (§27.12).
  await page.getByRole('tab', { name: 'Entries' }).click()
  await page.getByRole('button', { name: 'Printable list' }).click()
  await expect(page.getByTestId('print-list')).toContainText('Anna K')
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: 'test-results/screens/registration-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // The journal names who recorded each entry and elimination, with its facts (§4.7, §27.6).
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('tab', { name: 'Overview' }).click()
  const journal = page.getByTestId('journal')
  await expect(journal).toContainText('Elimination recorded level 1 · confirmed by Floor Ivan')
  await expect(journal).toContainText('Entry registered #4 · Entry · Pre-registered')
  await expect(journal).toContainText('Olga Desk')
})

test('the players page imports a CSV after a preview, and nothing is recorded before confirming', async ({ page }) => {
  await openAdmin(page, hall)
  await page.getByTestId('nav-players').click()
  await page.getByRole('button', { name: 'Import from CSV…' }).click()
  await page.getByTestId('import-text').fill('Имя;Клуб;Телефон\nDmitri;C-1;+375291112233\n;C-2;\n=cmd;C-3;\n')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByTestId('import-summary')).toHaveText(
    '2 of 3 rows can be imported; rows with errors or duplicates are skipped.'
  )
  await expect(page.getByTestId('player-import')).toContainText('looked like a spreadsheet formula')
  await expect(page.getByTestId('player-import')).toContainText('Name or alias (public) is empty')
  await page.screenshot({ path: 'test-results/screens/registration-import.png', fullPage: true })
  await page.getByRole('button', { name: 'Import 2 players' }).click()
  await expect(page.getByTestId('import-message')).toHaveText('2 players recorded.')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByTestId('players-search').fill('dmi')
  await expect(page.getByTestId('players-table')).toContainText('+375291112233')

  // The public export carries names only; the internal one carries contacts (§27.11, §6.12).
  const [publicFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export public list (names only)' }).click()
  ])
  const publicCsv = fs.readFileSync((await publicFile.path())!, 'utf8')
  expect(publicCsv).toContain('Dmitri')
  expect(publicCsv).not.toContain('375291112233')
  const [internalFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export full records (internal)' }).click()
  ])
  expect(fs.readFileSync((await internalFile.path())!, 'utf8')).toContain('+375291112233')
})

test('the desk in Russian: registered, with the entry number to read out (§27.13 wording)', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'ru')
    localStorage.setItem('floorclock.operator', 'Ольга')
  })
  await page.goto(hall.adminUrl)
  await page.getByRole('button', { name: 'Новый турнир' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Название').fill('Кубок Минска')
  await form.getByLabel('Стартовый стек').fill('30000')
  await form.getByRole('button', { name: 'Записать турнир' }).click()
  await page.getByRole('tab', { name: 'Стойка регистрации' }).click()
  await page.getByTestId('desk-search').fill('Алёна')
  await page.getByTestId('desk-search').press('Enter')
  await page.getByTestId('player-form').getByLabel('Клубный ID').press('Enter')
  await expect(page.getByTestId('desk-outcome')).toContainText('Алёна зарегистрирован: вход №1')
  await page.getByTestId('desk-search').fill('алена')
  await expect(page.getByTestId('desk-hits')).toContainText('уже в игре · №1')
  // numbers and times follow the language chosen in the app, not the browser's (en-US here): the chips
  // with the Russian group separator, the time of the entry on the 24-hour clock.
  await expect(page.getByTestId('registration-stats')).toContainText(/30\u00a0000/)
  await expect(page.getByTestId('desk-recent')).toContainText(/\b\d{2}:\d{2}:\d{2}\b/)
  await expect(page.getByTestId('desk-recent')).not.toContainText(/AM|PM/)
  await page.screenshot({ path: 'test-results/screens/registration-desk-ru.png', fullPage: true })
})

test('a name typed while the last registration is still on its way is kept, and Enter registers it', async ({
  page
}) => {
  // The hall server's answers are held back for a moment, as a loaded disk does (a command's answer waits for its
  // fsync): the page's socket is routed through the test, which forwards every frame and can hold the server's side.
  let hold = false
  const held: Array<string | Buffer> = []
  let toPage: WebSocketRoute | null = null
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer()
    toPage = ws
    ws.onMessage((message) => server.send(message))
    server.onMessage((message) => (hold ? held.push(message) : ws.send(message)))
  })
  // Scene set over the socket: two players already in the player database.
  const socket = await adminSocket(hall)
  for (const displayName of ['Zoya Slow', 'Yuri Quick'])
    await socket.cmd({ type: 'player.create', fields: { displayName, ageConfirmed: true } })
  socket.close()

  await openAdmin(page, hall)
  await createTournament(page, 'Slow Disk Open')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  const search = page.getByTestId('desk-search')
  const outcome = page.getByTestId('desk-outcome')
  await search.fill('Zoya')
  await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText('Zoya Slow')
  hold = true
  await search.press('Enter')
  // The operator goes on with the next player before the answer is back: selects the name and types over it.
  await search.selectText()
  await search.pressSequentially('Yuri')
  // The registration's answer is held back (it arrives only after the typing, as on a loaded disk).
  await expect.poll(() => held.length).toBeGreaterThan(0)
  hold = false
  for (const message of held.splice(0)) toPage!.send(message)
  await expect(outcome).toContainText('Zoya Slow registered: entry #1')
  await expect(search).toHaveValue('Yuri')
  await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText('Yuri Quick')
  await search.press('Enter')
  await expect(outcome).toContainText('Yuri Quick registered: entry #2')
  await expect(search).toHaveValue('')
})
