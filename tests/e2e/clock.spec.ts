import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'

declare global {
  interface Window {
    /** The clock view's record of sounds played (src/renderer/src/features/clock/sounds.ts). */
    __floorclockSounds?: string[]
  }
}

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

/** A structure with short levels so the test sees automatic advance; imported through the editor's JSON import. */
const STRUCTURE = {
  format: 'floorclock-structure',
  version: 1,
  items: [
    { kind: 'level', seconds: 600, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' },
    { kind: 'level', seconds: 600, smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big-blind' },
    { kind: 'break', seconds: 600, label: 'Dinner break', colorUp: 'Colour up the 25 chips (chip race)' },
    { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000, ante: 1000, anteKind: 'big-blind' }
  ]
}

async function adminPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Anna TD')
  })
  await page.goto(hall.adminUrl)
}

async function createTournament(admin: Page, name: string): Promise<void> {
  await admin.getByRole('button', { name: 'New tournament' }).click()
  const form = admin.getByTestId('tournament-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Venue').fill('Hall A')
  await form.getByLabel('Starting stack').fill('30000')
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(admin.getByTestId('tournament-title')).toHaveText(name)
  // A new tournament never takes the hall display over: the director puts it there.
  const show = admin.getByRole('button', { name: 'Show on the hall display' })
  if (await show.count()) await show.click()
  await expect(admin.getByText('On the hall display', { exact: true })).toBeVisible()
}

async function importStructure(admin: Page, structure: object): Promise<void> {
  const editor = admin.getByTestId('structure-editor')
  await editor.getByLabel('Import JSON or CSV').setInputFiles({
    name: 'structure.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(structure))
  })
  await expect(editor.getByTestId('structure-row-3')).toBeVisible()
  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await expect(editor.getByText('Recorded structure shown')).toBeVisible()
}

test('start, pause, next level: the clock view follows by push, and a sound plays (§29.70)', async ({ browser }) => {
  const admin = await browser.newPage()
  await adminPage(admin)
  await createTournament(admin, 'Clock Cup')
  await importStructure(admin, STRUCTURE)

  const clock = await browser.newPage()
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-level')).toHaveText(/Level 1/)
  await expect(clock.getByTestId('clock-time')).toHaveText('10:00')

  const controls = admin.getByTestId('clock-controls')
  await controls.getByRole('button', { name: 'Start now' }).click()
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  // The displayed second moves on by itself.
  await expect(clock.getByTestId('clock-time')).toHaveText(/^09:5\d$/, { timeout: 5000 })
  await expect.poll(() => clock.evaluate(() => window.__floorclockSounds ?? [])).toContain('start')
  await expect(clock.getByTestId('clock-stakes')).toHaveText('100 / 200')

  await controls.getByRole('button', { name: 'Pause' }).click()
  await expect(clock.getByTestId('clock-paused')).toBeVisible()
  const frozen = await clock.getByTestId('clock-time').textContent()
  // The pause is the test: a paused clock stands still for longer than a second (nothing happens to wait for).
  await clock.waitForTimeout(1500)
  await expect(clock.getByTestId('clock-time')).toHaveText(frozen!)

  await controls.getByRole('button', { name: 'Next ▶' }).click()
  await expect(clock.getByTestId('clock-level')).toHaveText(/Level 2/)
  await expect(clock.getByTestId('clock-stakes')).toHaveText('200 / 400 · BB ante 400')
  await expect(clock.getByTestId('clock-time')).toHaveText('10:00')

  await controls.getByRole('button', { name: 'Resume' }).click()
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  // Set 2 s remaining: the clock advances into the break by itself and sounds the break start.
  await controls.getByLabel('Remaining time').fill('0:02')
  await controls.getByRole('button', { name: 'Set remaining' }).click()
  await expect(clock.getByTestId('clock-level')).toHaveText(/Dinner break/i, { timeout: 6000 })
  await expect(clock.getByTestId('clock-colorup')).toHaveText('Colour up the 25 chips (chip race)')
  // Out of the break: the new level is marked on screen for its first seconds (§29.70) and the break-end sound plays.
  await controls.getByLabel('Remaining time').fill('0:01')
  await controls.getByRole('button', { name: 'Set remaining' }).click()
  await expect(clock.getByTestId('clock-new-level')).toBeVisible({ timeout: 5000 })
  await expect(clock.getByTestId('clock-level')).toHaveText(/Level 3/)
  await expect.poll(() => clock.evaluate(() => window.__floorclockSounds ?? [])).toContain('breakEnd')
  await controls.getByRole('button', { name: '◀ Previous' }).click()
  await expect(clock.getByTestId('clock-level')).toHaveText(/Dinner break/i)
  await expect.poll(() => clock.evaluate(() => window.__floorclockSounds ?? [])).toContain('breakStart')
  // The admin sees the same clock as the room.
  await expect(admin.getByTestId('admin-clock-level')).toContainText('Dinner break')

  // Keyboard (clock keys need Shift+Alt, so typing elsewhere never moves the clock): Shift+Alt+− takes a minute off, Shift+Alt+= adds one back,
  // a plain − does nothing to the clock, ? shows the help.
  await admin.locator('body').click({ position: { x: 5, y: 5 } })
  const seconds = async (): Promise<number> =>
    Number(await clock.getByTestId('clock-time').getAttribute('data-seconds'))
  const before = await seconds()
  await admin.keyboard.press('-')
  // The pause is the test: the bare key must take no minute off, and a refusal to act has no event to wait for.
  await admin.waitForTimeout(500)
  expect(await seconds()).toBeGreaterThan(before - 5)
  await admin.keyboard.press('Shift+Alt+Minus')
  await expect.poll(seconds).toBeLessThan(before - 55)
  await admin.keyboard.press('Shift+Alt+Equal')
  await expect.poll(seconds).toBeGreaterThan(before - 5)
  await admin.keyboard.press('?')
  await expect(admin.getByTestId('shortcuts-help')).toBeVisible()
  await admin.keyboard.press('Escape')

  // The journal names who did it.
  await expect(admin.getByTestId('journal')).toContainText('Clock started')
  await expect(admin.getByTestId('journal')).toContainText('Anna TD')
})

test('hand-for-hand banner, shot clock and announcement reach the hall display', async ({ browser }) => {
  const admin = await browser.newPage()
  await adminPage(admin)
  await createTournament(admin, 'Bubble Cup')
  await importStructure(admin, STRUCTURE)
  const controls = admin.getByTestId('clock-controls')
  await controls.getByRole('button', { name: 'Start now' }).click()
  const clock = await browser.newPage()
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Bubble Cup')

  await controls.getByLabel('Hand-for-hand on').click()
  await expect(clock.getByTestId('clock-hfh')).toContainText('0 hands played')
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'paused')
  const before = Number(await clock.getByTestId('clock-time').getAttribute('data-seconds'))
  await controls.getByRole('button', { name: 'Hand complete' }).click()
  await expect(clock.getByTestId('clock-hfh')).toContainText('1 hand played')
  // TDA RP-8: 2 minutes off per completed hand.
  await expect(clock.getByTestId('clock-time')).toHaveAttribute('data-seconds', String(before - 120))

  await controls.getByLabel('Table', { exact: true }).fill('7')
  await controls.getByLabel('Seat', { exact: true }).fill('3')
  await controls.getByLabel('Seconds', { exact: true }).fill('2')
  await controls.getByLabel('Then countdown').fill('3')
  await controls.getByRole('button', { name: 'Call time' }).click()
  await expect(clock.getByTestId('clock-shot')).toContainText('table 7, seat 3')
  await expect.poll(() => clock.evaluate(() => window.__floorclockSounds ?? []), { timeout: 8000 }).toContain('shotEnd')
  expect(await clock.evaluate(() => window.__floorclockSounds ?? [])).toContain('shotTick')

  await controls.getByLabel('Announcement on the display').fill('Dinner vouchers at the registration desk')
  await controls.getByRole('button', { name: 'Show' }).click()
  await expect(clock.getByTestId('clock-announcement')).toHaveText('Dinner vouchers at the registration desk')
})

test('a structure change after the start is refused without a reason and recorded with one (§5.2)', async ({
  page
}) => {
  await adminPage(page)
  await createTournament(page, 'Reason Cup')
  await importStructure(page, STRUCTURE)
  await page.getByTestId('clock-controls').getByRole('button', { name: 'Start now' }).click()
  const editor = page.getByTestId('structure-editor')
  await editor.getByRole('button', { name: 'Add level' }).click()
  await expect(editor.getByRole('button', { name: 'Record the structure' })).toBeDisabled()
  await editor
    .getByLabel('Reason for changing the structure after the start (§5.2)')
    .fill('Level 4 was missing from the printed structure')
  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await expect(page.getByTestId('journal')).toContainText('Level 4 was missing from the printed structure')
})

test('the structure editor names the level and what is wrong', async ({ page }) => {
  await adminPage(page)
  await createTournament(page, 'Validation Cup')
  const editor = page.getByTestId('structure-editor')
  const row = editor.getByTestId('structure-row-1')
  await row.getByLabel('Big blind').fill('50')
  await expect(row.getByRole('alert').first()).toContainText('Item 2')
  await expect(editor.getByRole('button', { name: 'Record the structure' })).toBeDisabled()
})

test('a scheduled start counts down on the hall display, then runs level 1 and sounds the start', async ({
  browser
}) => {
  const admin = await browser.newPage()
  await adminPage(admin)
  await createTournament(admin, 'Scheduled Cup')
  await importStructure(admin, STRUCTURE)
  const clock = await browser.newPage()
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Scheduled Cup')
  // Five seconds from now, as the browser's local time (what the datetime-local field means).
  const at = await admin.evaluate(() => {
    const d = new Date(Date.now() + 5000)
    const p = (n: number): string => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
  })
  const controls = admin.getByTestId('clock-controls')
  await controls.getByLabel('Start at').fill(at)
  await controls.getByRole('button', { name: 'Schedule the start' }).click()
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'scheduled')
  await expect(clock.getByTestId('clock-level')).toHaveText(/Starts in/)
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running', { timeout: 10_000 })
  await expect(clock.getByTestId('clock-level')).toHaveText(/Level 1/)
  await expect.poll(() => clock.evaluate(() => window.__floorclockSounds ?? [])).toContain('start')
})

test("a step of the display computer's wall clock does not move the displayed seconds", async ({ browser }) => {
  const admin = await browser.newPage()
  await adminPage(admin)
  await createTournament(admin, 'Step Cup')
  await importStructure(admin, STRUCTURE)
  await admin.getByTestId('clock-controls').getByRole('button', { name: 'Start now' }).click()
  const clock = await browser.newPage()
  // The server's answers to the display's pings, each a sample of the server's clock.
  let pongs = 0
  clock.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"kind":"pong"')) pongs += 1
    })
  )
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Step Cup')
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  const seconds = async (): Promise<number> =>
    Number(await clock.getByTestId('clock-time').getAttribute('data-seconds'))
  // The burst of five pings after connecting answered: the server-time estimate has settled.
  await expect.poll(() => pongs).toBeGreaterThanOrEqual(5)
  const before = await seconds()
  // The computer's clock jumps 5 minutes ahead (Date only; the page's monotonic clock goes on as before).
  await clock.evaluate(() => {
    const realNow = Date.now.bind(Date)
    Date.now = () => realNow() + 300_000
  })
  // The pause is the test: real time passes (2.5 s) and the countdown must follow it, not the computer's jump.
  await clock.waitForTimeout(2500)
  const after = await seconds()
  expect(before - after).toBeGreaterThanOrEqual(1)
  expect(before - after).toBeLessThanOrEqual(4)
})
