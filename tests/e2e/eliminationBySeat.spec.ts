import { expect, test } from '@playwright/test'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin, openResults } from './support/adminPage'

type Seating = {
  tables: Array<{ number: number; seats: Array<{ seat: number; entryId: string | null; name: string | null }> }>
}
type Protocol = { participants: Array<{ publicName: string; table?: string; seat?: number; place?: number | null }> }
type Results = {
  hands: Array<{
    confirmedBy: string
    entries: Array<{ displayName: string; tableId: string | null; seat: number | null; place: number | null }>
  }>
}

/**
 * Issue 6 "an elimination panel fast enough for a busy floor (pick the table, pick the seats, confirm)": a seated
 * event over the real hall server; the operator records two busts from one table by their seats, and the protocol
 * carries each one's table and seat (§27.6, §24.7, Appendix C.8).
 */
const NAMES = [
  'Ivanov',
  'Petrova',
  'Sidorov',
  'Kuznetsova',
  'Smirnov',
  'Popova',
  'Volkov',
  'Morozova',
  'Lebedev',
  'Sokolova',
  'Novikov',
  'Kozlova'
]

/** Twelve players registered and drawn onto two tables of nine over the real hall server (twelve open both tables). */
async function seatedEvent(name: string) {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const { cmd, query } = admin
  const fields = {
    name,
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  for (const displayName of NAMES) {
    const playerId = (await cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true })).events[0]!
      .playerId!
    await cmd({ type: 'entry.register', tournamentId: t, playerId })
  }
  await cmd({
    type: 'seating.configure',
    tournamentId: t,
    tables: [1, 2].map((n) => ({ number: n, seats: 9 })),
    closingOrder: { kind: 'published', order: [2, 1] },
    rules: {}
  })
  await cmd({ type: 'seating.draw', tournamentId: t })
  const tables = (await query<Seating>({ type: 'seating.get', tournamentId: t })).tables
  const seated = (n: number) =>
    tables.find((x) => x.number === n)!.seats.filter((s) => s.entryId) as Array<{
      seat: number
      entryId: string
      name: string
    }>
  return { hall, admin, t, cmd, query, seated }
}

test('§27.6, §24.7, App. C.8: pick the table, pick the seats of the players out, confirm — table and seat recorded', async ({
  page
}) => {
  const { hall, admin, t, query, seated } = await seatedEvent('Seat Cup')
  const [first, second] = seated(2)

  await openAdmin(page, hall)
  await page.getByRole('button', { name: 'Open' }).first().click()
  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Dealer Olga')
  await panel.getByTestId('pick-table-2').click()
  await panel.getByTestId(`pick-seat-2-${first!.seat}`).click()
  await panel.getByTestId(`pick-seat-2-${second!.seat}`).click()
  await expect(panel.getByTestId(`pick-seat-2-${first!.seat}`)).toBeDisabled()
  // §24.7: two out in one hand — the one with more chips at the start of the hand places higher.
  const stacks = panel.locator('table.picked input[type="number"]')
  await stacks.nth(0).fill('12000')
  await stacks.nth(1).fill('3000')
  await expect(panel.locator('table.picked')).toContainText(`seat ${first!.seat}`)
  await page.screenshot({ path: 'test-results/screens/results-pick-by-seat.png', fullPage: true })
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText(`Recorded: ${first!.name}, ${second!.name}.`)

  // The hand as recorded names the table and each seat (§27.6), and the protocol shows them (App. C.8).
  const hand = (await query<Results>({ type: 'results.get', tournamentId: t })).hands[0]!
  expect(hand.confirmedBy).toBe('Dealer Olga')
  expect(hand.entries.map((e) => [e.displayName, e.tableId, e.seat, e.place])).toEqual([
    [first!.name, '2', first!.seat, 11],
    [second!.name, '2', second!.seat, 12]
  ])
  const doc = await query<Protocol>({ type: 'results.protocol', tournamentId: t, format: 'document' })
  const row = (name: string) => doc.participants.find((p) => p.publicName === name)!
  expect(row(first!.name)).toMatchObject({ table: '2', seat: first!.seat, place: 11 })
  expect(row(second!.name)).toMatchObject({ table: '2', seat: second!.seat, place: 12 })
  admin.close()
  await hall.stop()
})

test('§9.5, §24.7: in one hand-for-hand hand, players out at two tables are entered together and ordered by their start-of-hand stacks', async ({
  page
}) => {
  const { hall, admin, t, cmd, query, seated } = await seatedEvent('Bubble Cup')
  await cmd({ type: 'seating.handForHand', tournamentId: t, on: true })
  const [at1, at2] = [seated(1)[0]!, seated(2)[0]!]

  await openAdmin(page, hall)
  await page.getByRole('button', { name: 'Open' }).first().click()
  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('pick-table-1').click()
  await panel.getByTestId(`pick-seat-1-${at1.seat}`).click()
  await panel.getByTestId('pick-table-2').click()
  await panel.getByTestId(`pick-seat-2-${at2.seat}`).click()
  const stacks = panel.locator('table.picked input[type="number"]')
  await stacks.nth(0).fill('2500') // table 1: fewer chips at the start of the hand
  await stacks.nth(1).fill('8000') // table 2: more chips, so the higher place
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText(`Recorded: ${at1.name}, ${at2.name}.`)

  const hand = (await query<Results>({ type: 'results.get', tournamentId: t })).hands[0]!
  expect(hand.entries.map((e) => [e.displayName, e.tableId, e.seat, e.place])).toEqual([
    [at2.name, '2', at2.seat, 11],
    [at1.name, '1', at1.seat, 12]
  ])
  admin.close()
  await hall.stop()
})
