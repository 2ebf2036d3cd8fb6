import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * What a director met as rough edges, each checked through the admin in Chromium over the real hall server (scenes set
 * over the admin socket):
 * - Escape closes a form as its Cancel does (nothing recorded), and a confirmation over the page closes first;
 * - late registration has one home, the entry terms (§5.1 з, §7.7): the structure shows where it closes and sends
 *   the director to the terms, the terms show where that falls in the structure;
 * - a closing order "5, 4, 3, 2" for five tables is completed with table 1 (§9.2 а), shown before it is recorded;
 * - the phone QR code goes on a hall display with one switch, at least 200 px on a 1920 × 1080 screen.
 */
let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const level = (smallBlind: number) => ({
  kind: 'level',
  seconds: 1200,
  smallBlind,
  bigBlind: 2 * smallBlind,
  ante: 0,
  anteKind: 'none'
})
const STRUCTURE = {
  items: [
    level(100),
    level(200),
    level(300),
    level(400),
    { kind: 'break', seconds: 900, label: 'Break' },
    level(500),
    level(600)
  ]
}

/** A tournament with its structure (and one registered player) recorded over the socket; the admin on its page. */
async function scene(
  page: Page,
  name: string
): Promise<{ id: string; floor: Awaited<ReturnType<typeof adminSocket>> }> {
  const floor = await adminSocket(hall)
  const created = await floor.cmd({
    type: 'tournament.create',
    fields: {
      name,
      date: '2026-12-12',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  const id = created.events[0]!.tournamentId!
  await floor.cmd({ type: 'clock.structure.set', tournamentId: id, structure: STRUCTURE })
  await openAdmin(page, hall, 'Anna Director')
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${id}?pin=${hall.pin}`)
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
  return { id, floor }
}

test('Escape closes a form as its Cancel does; a confirmation closes first and the page keeps what it had', async ({
  page
}) => {
  const { id, floor } = await scene(page, 'Escape Cup')
  const player = await floor.cmd({ type: 'player.create', fields: { displayName: 'Boris Keys' } })
  await floor.cmd({ type: 'entry.register', tournamentId: id, playerId: player.events[0]!.playerId! })

  // The tournament's own form: typed into, then Escape — closed, nothing recorded.
  await page.getByRole('button', { name: 'Record changes…' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill('Escape Cup — renamed')
  await form.getByLabel('Name').press('Escape')
  await expect(form).toHaveCount(0)
  await expect(page.getByTestId('tournament-title')).toHaveText('Escape Cup')

  // A row's form on the Entries tab, opened with the mouse (the focus stays on its button): Escape closes it.
  await page.getByRole('tab', { name: 'Entries' }).click()
  const row = page.getByTestId('entries-table').getByRole('row', { name: /Boris Keys/ })
  await row.getByRole('button', { name: 'Eliminated…' }).click()
  const confirmedBy = row.getByLabel('Confirmed by (dealer, floor or director, §27.6)')
  await expect(confirmedBy).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirmedBy).toHaveCount(0)
  await row.getByRole('button', { name: 'Eliminated…' }).click()
  await confirmedBy.fill('Floor Ira')
  await confirmedBy.press('Escape')
  await expect(confirmedBy).toHaveCount(0)
  await expect(row).toHaveAttribute('data-status', 'registered')

  // A confirmation: Escape is its Cancel — the dialog alone closes, the scheduled start stays as it was.
  await floor.cmd({ type: 'clock.start', tournamentId: id, at: Date.now() + 3_600_000 })
  await page.getByRole('tab', { name: 'Overview' }).click()
  await page.getByTestId('cancel-start').click()
  await expect(page.getByTestId('confirm-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
  await expect(page.getByTestId('cancel-start')).toBeVisible()
  await floor.close()
})

test('late registration is set in the entry terms and shown in both the terms and the structure (§7.7)', async ({
  page
}) => {
  const { floor } = await scene(page, 'Late Cup')
  const editor = page.getByTestId('structure-editor')
  // No second place to set it: the structure has no "late reg ends" box, and says where it is set.
  await expect(editor.getByRole('checkbox', { name: /late reg/i })).toHaveCount(0)
  await expect(editor.getByTestId('structure-late-close')).toHaveText(
    'No late registration: it closes when the clock starts. Set in the entry terms'
  )
  await editor.getByRole('button', { name: 'Set in the entry terms' }).click()
  const terms = page.getByTestId('terms-form')
  await terms.getByLabel('Late registration closes (§7.7)').selectOption('level-end')
  await terms.getByLabel('Level', { exact: true }).fill('4')
  // The terms say where that falls in the structure before it is recorded.
  await expect(terms.getByTestId('terms-late-where')).toHaveText(
    'In the structure: level 4 (400/800), ending 1 h 20 min after the start. The structure shows it on that level.'
  )
  await terms.getByRole('button', { name: 'Record the terms' }).click()
  await expect(terms).toContainText('Recorded.')

  // The structure marks level 4, and only level 4.
  await page.getByRole('tab', { name: 'Overview' }).click()
  const marks = editor.getByTestId('structure-late-close')
  await expect(marks).toHaveCount(1)
  await expect(editor.getByTestId('structure-row-3')).toContainText('Late registration closes at the end of this level')

  // After the first break: the break's row carries it.
  await page.getByRole('tab', { name: 'Entry terms and awards' }).click()
  await terms.getByLabel('Late registration closes (§7.7)').selectOption('first-break')
  await expect(terms.getByTestId('terms-late-where')).toContainText(
    'the first break, ending 1 h 35 min after the start'
  )
  await terms.getByRole('button', { name: 'Record the terms' }).click()
  await expect(terms).toContainText('Recorded.')
  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(editor.getByTestId('structure-row-4')).toContainText('Late registration closes at the end of this break')
  await expect(marks).toHaveCount(1)
  await page.screenshot({ path: 'test-results/directorSettings/structure-late-close.png', fullPage: true })
  await floor.close()
})

test('a closing order "5, 4, 3, 2" for five tables is completed with table 1 and recorded (§9.2)', async ({ page }) => {
  const { id, floor } = await scene(page, 'Closing Cup')
  await page.getByRole('tab', { name: 'Tables and seats' }).click()
  const setup = page.getByTestId('seating-setup')
  await setup.getByLabel('Tables', { exact: true }).fill('5')
  await setup.getByLabel('Published order (table numbers, first closes first)').fill('5, 4, 3, 2')
  await expect(setup.getByTestId('closing-preview')).toHaveText(
    'Tables close in this order: 5, 4, 3, 2, 1. Table 1 is not named, so it closes after the named ones, lowest number first.'
  )
  // A table named twice is refused at the field, naming it.
  await setup.getByLabel('Published order (table numbers, first closes first)').fill('5, 4, 5')
  await expect(setup.getByTestId('closing-preview')).toHaveCount(0)
  await setup.getByRole('button', { name: 'Record the room' }).click()
  await expect(setup).toContainText('Table 5 is named twice in the closing order (§9.2).')
  await setup.getByLabel('Published order (table numbers, first closes first)').fill('5, 4, 3, 2')
  await setup.getByRole('button', { name: 'Record the room' }).click()
  await expect(setup).toHaveCount(0)
  // Recorded whole: the journal's record of the room.
  const records = await floor.query<{ event: { type: string; closingOrder?: number[] } }[]>({
    type: 'journal.list',
    tournamentId: id,
    limit: 100
  })
  const configured = records.find((r) => r.event.type === 'seating.configured')
  expect(configured?.event.closingOrder).toEqual([5, 4, 3, 2, 1])
  await floor.close()
})

test('the phone QR code goes on a hall display with one switch, large enough to scan (≥ 200 px at 1920)', async ({
  page,
  browser
}) => {
  const { id, floor } = await scene(page, 'QR Cup')
  const display = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await display.goto(`${hall.clockUrl}?t=${id}&screen=qr-switch-screen`)
  await expect(display.getByTestId('clock-tournament-name')).toHaveText('QR Cup')
  await expect(display.getByTestId('clock-qr')).toHaveCount(0)

  await page.getByTestId('nav-displays').click()
  const row = page.locator('[data-testid="display-row"][data-screen="qr-switch-screen"]')
  // The switch shows what is recorded: it turns on once the record is pushed back.
  await row.getByTestId('display-phone-qr').click()
  await expect(row.getByTestId('display-phone-qr')).toBeChecked()
  const code = display.getByTestId('clock-qr-code')
  await expect(code).toBeVisible()
  const box = (await code.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(200)
  expect(box.x + box.width).toBeLessThanOrEqual(1920)
  expect(box.y + box.height).toBeLessThanOrEqual(1080)
  await display.screenshot({ path: 'test-results/directorSettings/display-phone-qr.png' })
  // Off again with the same switch.
  await row.getByTestId('display-phone-qr').click()
  await expect(row.getByTestId('display-phone-qr')).not.toBeChecked()
  await expect(display.getByTestId('clock-qr')).toHaveCount(0)
  await display.close()
  await floor.close()
})
