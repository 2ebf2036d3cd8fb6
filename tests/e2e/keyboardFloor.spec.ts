import { expect, test, type Locator, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { adminSocket } from './support/adminSocket'

/**
 * "The fastest floor", driven by the keyboard only: Tab to move, Enter and Space to act, typing — no
 * mouse click anywhere. Scene set over the admin socket (named so): the tournament, its two 6-max tables and nine
 * players already in the player database. Everything the floor does is then typed: registration at the desk with
 * Enter, the draw, a late registration that the desk seats at once, two eliminations typed as table.seat
 * ("2.3 Enter"), "confirmed by" kept across tabs, and the balancing move confirmed (§8.1, §8.3, §8.8, §27.6).
 */
const NAMES = ['Anna', 'Boris', 'Chen', 'Dmitri', 'Elena', 'Farid', 'Galina', 'Hugo', 'Irina']

type Seating = {
  tables: Array<{
    number: number
    count: number
    seats: Array<{ seat: number; entryId: string | null; name: string | null }>
  }>
  pending: { moves: unknown[] } | null
}

/** Press Tab until the element has the focus (the way a keyboard user gets there); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

// The hall server this test starts, stopped after it whether it passed or not (never left running).
let started: HallProcess | undefined
test.afterEach(async () => {
  await started?.stop()
  started = undefined
})

test('registration → draw → elimination by table.seat → balancing confirm, keyboard only', async ({ page }) => {
  test.setTimeout(120_000)
  const hall = (started = await startHall())
  const admin = await adminSocket(hall)
  const fields = {
    name: 'Keyboard Night',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const tournamentId = (await admin.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  for (const displayName of NAMES)
    await admin.cmd({
      type: 'player.create',
      fields: { displayName, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
  await admin.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [1, 2].map((number) => ({ number, seats: 6 })),
    closingOrder: { kind: 'published', order: [2, 1] },
    rules: { finalTableSize: 6 }
  })

  await openAdmin(page, hall, 'Anna Floor')
  const open = page.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first()
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  const tab = (name: string) => page.getByRole('tab', { name })
  await tabTo(page, tab('Registration desk'))
  await page.keyboard.press('Enter')

  // The desk: type, Enter registers the one match; the search keeps the focus for the next player.
  const search = page.getByTestId('desk-search')
  const outcome = page.getByTestId('desk-outcome')
  await tabTo(page, search)
  for (const [i, name] of NAMES.slice(0, 8).entries()) {
    await page.keyboard.type(name)
    // A fast desk: for one player Enter comes before the search has answered; it waits for the answer and registers
    // the match (never "new player" for someone in the database). For the others the match is seen first.
    if (i !== 2) await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText(name)
    await page.keyboard.press('Enter')
    // A command's answer waits for its fsync: seconds on a loaded disk (CI saw more than 5 s at load average 17).
    await expect(outcome).toContainText(`${name} registered: entry #${i + 1}`, { timeout: 15_000 })
    await expect(search).toBeFocused()
  }
  await expect(outcome).toContainText('Seat: assigned by seating')

  // An internal note at the desk on the player just handled: Tab to it, type, Ctrl+Enter saves that one field.
  await tabTo(page, page.getByTestId('desk-note-open'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('desk-note-text')).toBeFocused()
  await page.keyboard.type('Pays at the bar later')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('desk-note')).toContainText('Note saved.')
  const hugo = (await admin.query<Array<{ id: string }>>({ type: 'players.search', text: 'Hugo', limit: 1 }))[0]!
  const detail = await admin.query<{ notes: string; displayName: string }>({ type: 'player.get', playerId: hugo.id })
  expect(detail).toMatchObject({ notes: 'Pays at the bar later', displayName: 'Hugo' })

  // A refusal (Anna is already in) stays until the next player is typed, then goes.
  await tabTo(page, search)
  await page.keyboard.type('Anna')
  await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText('Anna')
  await page.keyboard.press('Enter')
  await expect(outcome).toContainText('Anna already holds entry #1')
  await page.keyboard.press('Escape')
  await page.keyboard.type('B')
  await expect(outcome).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The draw, from the keyboard.
  await tabTo(page, tab('Tables and seats'))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByTestId('draw-seats'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('seating-status')).toContainText('Seated: 8 · tables in play: 2')

  // A late registration after the draw: the desk reads out the seat the seating gave (§8.8).
  await tabTo(page, tab('Registration desk'))
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
  await page.keyboard.type('Irina')
  await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText('Irina')
  await page.keyboard.press('Enter')
  await expect(outcome).toContainText('Irina registered: entry #9', { timeout: 15_000 })
  let seating = await admin.query<Seating>({ type: 'seating.get', tournamentId })
  const where = (name: string) => {
    for (const t of seating.tables)
      for (const s of t.seats) if (s.name === name) return { table: t.number, seat: s.seat }
    throw new Error(`${name} is not seated`)
  }
  const irina = where('Irina')
  await expect(page.getByTestId('desk-seat')).toHaveText(`Seat: table ${irina.table}, seat ${irina.seat}`)

  // Two out at the shorter table, each typed as table.seat and Enter; Enter on the empty search records the hand.
  const short = [...seating.tables].sort((a, b) => a.count - b.count)[0]!
  const out = short.seats.filter((s) => s.entryId).slice(0, 2)
  await tabTo(page, tab('Results'))
  await page.keyboard.press('Enter')
  const panel = page.getByTestId('elimination-panel')
  await tabTo(page, panel.getByTestId('elim-confirmed-by'))
  await page.keyboard.type('Dealer Olga')
  for (const s of out) {
    await tabTo(page, panel.getByTestId('elim-search'))
    await page.keyboard.type(`${short.number}.${s.seat}`)
    await expect(panel.getByTestId('elim-seat-hit')).toContainText(s.name!)
    await page.keyboard.press('Enter')
    await expect(panel.locator('table.picked')).toContainText(s.name!)
    await page.keyboard.press('Enter')
    await expect(panel.getByTestId('elim-message')).toHaveText(`Recorded: ${s.name}.`)
    // "Confirmed by" stays for the next hand, even after a tab change.
    await tabTo(page, tab('Entries'))
    await page.keyboard.press('Enter')
    await tabTo(page, tab('Results'))
    await page.keyboard.press('Enter')
    await expect(panel.getByTestId('elim-confirmed-by')).toHaveValue('Dealer Olga')
  }
  // A seat with nobody in play says so, and nothing is picked.
  await tabTo(page, panel.getByTestId('elim-search'))
  await page.keyboard.type(`${short.number}.${out[0]!.seat}`)
  await expect(panel.getByTestId('elim-seat-hit')).toHaveText(
    `No player in play at table ${short.number} seat ${out[0]!.seat}.`
  )

  // Balancing: the proposal waits (and the status does not say "balanced"); Tab to Confirm, Enter.
  await tabTo(page, tab('Tables and seats'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('pending-moves').getByTestId('pending-move')).toHaveCount(1)
  await expect(page.getByTestId('seating-status')).not.toContainText('balanced')
  await tabTo(page, page.getByTestId('confirm-moves'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('seating-status')).toContainText('Tables are balanced')
  seating = await admin.query<Seating>({ type: 'seating.get', tournamentId })
  expect(seating.pending).toBeNull()
  expect(seating.tables.map((t) => t.count).sort()).toEqual([3, 4])
  await page.screenshot({ path: 'test-results/screens/keyboard-floor-balanced.png', fullPage: true })

  // The records name the table and seat typed, and who confirmed them (§27.6).
  const results = await admin.query<{ hands: Array<{ confirmedBy: string; entries: Array<{ seat: number | null }> }> }>(
    {
      type: 'results.get',
      tournamentId
    }
  )
  expect(results.hands.map((h) => [h.confirmedBy, h.entries[0]!.seat]).sort()).toEqual(
    out.map((s) => ['Dealer Olga', s.seat]).sort()
  )
  admin.close()
})
