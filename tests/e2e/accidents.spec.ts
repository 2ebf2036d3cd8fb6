import { expect, test, type Browser, type Locator, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket, drawOneTable } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * nothing changes by accident: no page-wide shortcut acts while the operator types, keys on the page body
 * never move the live clock without Shift+Alt, `?` shows the shortcuts on every page and Escape closes them, and a
 * manual "Next ▶" plays one sound. The scene (a started clock, players, a drawn room) is set over the socket;
 * everything the test claims about the interface is driven through it.
 */
let hall: HallProcess
let socket: Awaited<ReturnType<typeof adminSocket>>
let tournamentId: string

type ClockView = { clock: { status: string; anchorAt: number; anchorPosition: number; reading: { index: number } } }

const STRUCTURE = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 },
    { kind: 'break', seconds: 600, label: 'Break' },
    { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600 }
  ]
}

test.beforeAll(async () => {
  hall = await startHall()
  socket = await adminSocket(hall)
  const fields = {
    name: 'Keyboard Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  tournamentId = (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  await socket.cmd({ type: 'clock.structure.set', tournamentId, structure: STRUCTURE })
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    await socket.cmd({ type: 'entry.register', tournamentId, playerId })
  }
  await drawOneTable(socket, tournamentId)
  await socket.cmd({ type: 'clock.start', tournamentId })
})
test.afterAll(async () => {
  socket.close()
  await hall.stop()
})

const clockNow = async (): Promise<ClockView['clock']> =>
  (await socket.query<ClockView>({ type: 'display.get', tournamentId })).clock
const journal = async (): Promise<string[]> =>
  (await socket.query<{ event: { type: string } }[]>({ type: 'journal.list', limit: 10_000 })).map((r) => r.event.type)

/** Every printable ASCII character, and some Cyrillic: what an operator may type into a name, a note or a reason. */
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + 'Пётр Ёжиков — №5'

/**
 * Every visible text field of the page as it is now. The rows of a table are one field each (a count per seated
 * player, say): the first row of each table body stands for the rest, which are the same input of the same component.
 */
async function textFields(page: Page) {
  const all = page.locator(
    'main input:not([type]), main input[type="text"], main input[type="search"], main input[type="email"], main input[type="tel"], main textarea'
  )
  const visible = []
  for (const field of await all.all()) {
    if (!(await field.isVisible()) || !(await field.isEditable())) continue
    const laterRow = await field.evaluate((el) => {
      const row = el.closest('tbody > tr')
      return row !== null && row.parentElement!.firstElementChild !== row
    })
    if (!laterRow) visible.push(field)
  }
  return visible
}

async function openTournament(page: Page): Promise<void> {
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Keyboard Cup/ })
    .getByRole('button')
    .click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Keyboard Cup')
}

async function typeEverywhere(page: Page, where: string): Promise<number> {
  const fields = await textFields(page)
  for (const [i, field] of fields.entries()) {
    const label = `${where} field ${i} (${(await field.getAttribute('aria-label')) ?? (await field.getAttribute('name')) ?? ''})`
    await field.fill('')
    await field.pressSequentially(PRINTABLE)
    // every text field carries the schema's length as maxLength.
    const maxAttribute = await field.getAttribute('maxlength')
    expect(maxAttribute, `${label} has no maxLength`).not.toBeNull()
    const max = Number(maxAttribute)
    await expect(field, label).toHaveValue(PRINTABLE.slice(0, max))
    await expect(page.getByRole('dialog'), label).toHaveCount(0)
    await field.fill('')
  }
  return fields.length
}

test('every printable character types into every text field of the admin; nothing opens, nothing is recorded, the clock stands', async ({
  page
}) => {
  test.setTimeout(240_000)
  await openAdmin(page, hall, 'Keys Operator')
  const clockBefore = await clockNow()
  const recordsBefore = await journal()
  let typed = 0

  typed += await typeEverywhere(page, 'tournaments')
  await page.getByRole('button', { name: 'New tournament' }).click()
  typed += await typeEverywhere(page, 'new tournament')
  await page.getByTestId('tournament-form').getByRole('button', { name: 'Close' }).click()

  await openTournament(page)
  for (const tab of await page.getByRole('tab').all()) {
    const name = (await tab.textContent()) ?? ''
    await tab.click()
    typed += await typeEverywhere(page, `tab ${name}`)
  }
  await page.getByRole('tab').first().click()
  await page.getByRole('button', { name: 'Record changes…' }).click()
  typed += await typeEverywhere(page, 'tournament edit')

  for (const nav of ['Players', 'History', 'Backups']) {
    await page.getByRole('navigation').getByRole('button', { name: nav }).click()
    typed += await typeEverywhere(page, nav)
  }
  await page.getByRole('navigation').getByRole('button', { name: 'Players' }).click()
  await page.getByTestId('players-table').getByText('Anna').first().click()
  typed += await typeEverywhere(page, 'player card')

  expect(typed).toBeGreaterThan(25)
  const clockAfter = await clockNow()
  expect(clockAfter).toMatchObject({
    status: clockBefore.status,
    anchorAt: clockBefore.anchorAt,
    anchorPosition: clockBefore.anchorPosition
  })
  expect(await journal()).toEqual(recordsBefore)
})

test('Space, arrows and PageDown on the page never move the live clock; Shift+Alt does; ? and Escape on every page', async ({
  page
}) => {
  await openAdmin(page, hall, 'Keys Operator')
  await openTournament(page)
  await expect(page.getByTestId('clock-controls')).toBeVisible()
  const before = await clockNow()
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  for (const key of [' ', 'ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp', 'End', '+', '-', 'Enter']) {
    await page.keyboard.press(key)
  }
  // The jump list moves the clock only through its button and a confirmation.
  const jump = page.getByTestId('clock-controls').getByLabel('Jump to')
  await jump.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('PageDown')
  // The pause is the test: the keys only move the list, so nothing reaches the clock and there is nothing to wait for.
  await page.waitForTimeout(500)
  expect(await clockNow()).toMatchObject({
    status: 'running',
    anchorAt: before.anchorAt,
    anchorPosition: before.anchorPosition
  })

  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('Shift+Alt+Space')
  await expect.poll(async () => (await clockNow()).status).toBe('paused')
  // The director presses again once the admin shows the pause (the key toggles what the page shows).
  await expect(page.getByTestId('admin-clock-level')).toContainText('paused')
  await page.keyboard.press('Shift+Alt+Space')
  await expect.poll(async () => (await clockNow()).status).toBe('running')

  for (const nav of ['Tournaments', 'Players', 'History', 'Backups']) {
    await page.getByRole('navigation').getByRole('button', { name: nav }).click()
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('?')
    const help = page.getByTestId('shortcuts-help')
    await expect(help, nav).toBeVisible()
    await expect(help).toContainText('Shift + Alt + Space')
    await page.keyboard.press('Escape')
    await expect(help, nav).toBeHidden()
  }
})

/** The hall display of the running clock (its sounds list emptied) and the admin's clock controls beside it. */
async function displayAndControls(browser: Browser): Promise<{ display: Page; controls: Locator }> {
  const display = await browser.newPage()
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await display.goto(`${hall.clockUrl}?t=${tournamentId}`)
  await expect(display.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  await display.evaluate(() => (window.__floorclockSounds = []))
  const admin = await browser.newPage()
  await openAdmin(admin, hall, 'Keys Operator')
  await openTournament(admin)
  return { display, controls: admin.getByTestId('clock-controls') }
}

test('a manual Next ▶ plays the level sound once, with no level-end warning before it', async ({ browser }) => {
  const { display, controls } = await displayAndControls(browser)
  await controls.getByRole('button', { name: 'Next ▶' }).click()
  await expect.poll(() => display.evaluate(() => window.__floorclockSounds ?? [])).toContain('level')
  // The pause is the test: the level sounds once, and a second sound would come within a moment; none comes.
  await display.waitForTimeout(1500)
  expect(await display.evaluate(() => window.__floorclockSounds ?? [])).toEqual(['level'])
  await controls.getByRole('button', { name: '◀ Previous' }).click()
  await expect.poll(() => display.evaluate(() => window.__floorclockSounds ?? [])).toEqual(['level', 'level'])

  // An announcement with a chime sounds once on the display (the break-end call is the chime).
  await controls.getByLabel('Announcement on the display').fill('Last hand before the break')
  await controls.getByRole('button', { name: 'Show' }).click()
  await expect(display.getByTestId('clock-announcement')).toHaveText('Last hand before the break')
  await expect
    .poll(() => display.evaluate(() => window.__floorclockSounds ?? []))
    .toEqual(['level', 'level', 'breakEnd'])
})

test('§29.70: a clock paused and set inside its warning time resumes without the warning; a level running into it warns once', async ({
  browser
}) => {
  const { display, controls } = await displayAndControls(browser)
  const sounds = (): Promise<string[]> => display.evaluate(() => window.__floorclockSounds ?? [])
  const setRemaining = async (text: string): Promise<void> => {
    await controls.getByTestId('clock-remaining').fill(text)
    await controls.getByRole('button', { name: 'Set remaining' }).click()
  }

  // The director pauses the level, sets 0:30 left (inside the 60-second warning) and resumes: no warning.
  await controls.getByRole('button', { name: 'Pause' }).click()
  await expect(display.getByTestId('clock-face')).toHaveAttribute('data-status', 'paused')
  await setRemaining('0:30')
  await expect(display.getByTestId('clock-time')).toHaveAttribute('data-seconds', '30')
  // Deliberate: anything the set time would wrongly sound while paused has landed before the list is cleared, so the
  // check after the resume sees only what the resume does (a wrong sound has no event of its own to wait for).
  await display.waitForTimeout(1500)
  await display.evaluate(() => (window.__floorclockSounds = []))
  await controls.getByRole('button', { name: 'Resume' }).click()
  await expect(display.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  // The pause is the test: resumed at 0:30, the clock runs on past the moment a warning could sound; none does.
  await display.waitForTimeout(2500)
  expect(await sounds()).toEqual([])

  // The same level set to 1:02 while it runs: it runs into its warning two seconds later, and the room hears it once.
  await setRemaining('1:02')
  await expect.poll(sounds, { timeout: 8000 }).toEqual(['warning'])
  // The pause is the test: the warning sounds once; a second one would come within a moment and none does.
  await display.waitForTimeout(1500)
  expect(await sounds()).toEqual(['warning'])
})

declare global {
  interface Window {
    __floorclockSounds?: string[]
  }
}
