import { expect, test } from './support/test'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin, openResults } from './support/adminPage'
import type { Page } from '@playwright/test'

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
 * "An elimination panel fast enough for a busy floor (pick the table, pick the seats, confirm)": a seated
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
async function seatedEvent(name: string, extra: Record<string, unknown> = {}) {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const { cmd, query } = admin
  const fields = {
    name,
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000,
    ...extra
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

/** Is the element wholly inside the page's viewport (seen without scrolling)? */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox()
  const view = page.viewportSize()!
  return (
    box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= view.height && box.x + box.width <= view.width
  )
}

const PKO = { kind: 'progressive', unit: 'points', startingBounty: 1000, collectedPercent: 50 }

test('§27.6, §5.10: a PKO bust by keyboard from anywhere on the page — "3.5 Enter", the eliminator’s seat and Enter, Enter to confirm: 7 keys, no click; nobody already out is offered', async ({
  page
}) => {
  const { hall, admin, t, cmd, query, seated } = await seatedEvent('Knockout Night', { bounty: PKO })
  // Scene over the admin socket: one player of table 2 is out already (no eliminator named).
  const [gone, out, killer] = seated(2) as [
    { seat: number; entryId: string; name: string },
    { seat: number; entryId: string; name: string },
    { seat: number; entryId: string; name: string }
  ]
  await cmd({
    type: 'results.recordHand',
    tournamentId: t,
    level: 1,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId: gone.entryId, startStack: 0 }]
  })

  await openAdmin(page, hall)
  await page.getByRole('button', { name: 'Open' }).first().click()
  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  const search = panel.getByTestId('elim-search')
  const confirmedBy = panel.getByTestId('elim-confirmed-by')
  await confirmedBy.fill('Dealer Olga')
  // A digit typed in another field stays there: the page's "3.5" never takes the keys of a field being typed in.
  await confirmedBy.press('7')
  await expect(confirmedBy).toHaveValue('Dealer Olga7')
  await expect(search).toHaveValue('')
  await confirmedBy.press('Backspace')
  // The operator is somewhere else on the page (the places table), not in the search field.
  await page.getByTestId('places-table').click()
  await expect(search).not.toBeFocused()

  // The bust, counted key by key: no mouse from here to the record.
  let keys = 0
  const press = async (key: string): Promise<void> => {
    keys += 1
    await page.keyboard.press(key)
  }
  for (const key of `2.${out.seat}`) await press(key)
  await expect(search).toBeFocused()
  await expect(panel.getByTestId('elim-seat-hit')).toContainText(out.name)
  await press('Enter')
  const n = (
    await query<{ rows: Array<{ entryId: string; number: number }> }>({ type: 'results.get', tournamentId: t })
  ).rows.find((r) => r.entryId === out.entryId)!.number
  const chooser = panel.getByTestId(`eliminator-${n}-search`)
  await expect(chooser).toBeFocused()
  // The eliminator by their seat at the same table: the first option, Enter chooses it.
  for (const key of String(killer.seat)) await press(key)
  await expect(panel.getByTestId(`eliminator-${n}-option`).first()).toContainText(`seat ${killer.seat} · #`)
  await expect(panel.getByTestId(`eliminator-${n}-option`).first()).toContainText(killer.name)
  await press('Enter')
  await expect(panel.getByTestId(`eliminator-${n}-chosen`)).toContainText(killer.name)
  await page.screenshot({ path: 'test-results/screens/results-keyboard-bust.png', fullPage: true })
  await press('Enter')
  await expect(panel.getByTestId('elim-message')).toHaveText(`Recorded: ${out.name}.`)
  expect(keys).toBe(7)

  // Recorded with the table, the seat and the knockout (§5.10: the eliminator collects the bounty).
  const results = await query<Results & { rows: Array<{ entryId: string; knockouts: number }> }>({
    type: 'results.get',
    tournamentId: t
  })
  const hand = results.hands.find((h) => h.entries.some((e) => e.displayName === out.name))!
  expect(hand.entries[0]).toMatchObject({ tableId: '2', seat: out.seat })
  expect(results.rows.find((r) => r.entryId === killer.entryId)!.knockouts).toBe(1)

  // The next bust: the player already out is never offered — not first among the table's seats, not by name.
  await expect(search).toBeFocused()
  const next = seated(2)[3]!
  await page.keyboard.type(`2.${next.seat}`)
  await page.keyboard.press('Enter')
  const m = (
    await query<{ rows: Array<{ entryId: string; number: number }> }>({ type: 'results.get', tournamentId: t })
  ).rows.find((r) => r.entryId === next.entryId)!.number
  await expect(panel.getByTestId(`eliminator-${m}-search`)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const options = panel.getByTestId(`eliminator-${m}-option`)
  await expect(options.first()).toBeVisible()
  for (const text of await options.allInnerTexts()) {
    expect(text).not.toContain(gone.name)
    expect(text).not.toContain(out.name)
  }
  await page.keyboard.type(gone.name)
  await expect(panel.getByTestId(`eliminator-${m}-none`)).toHaveText(
    `Nobody who may be named matches “${gone.name}”: only players in play then.`
  )
  admin.close()
  await hall.stop()
})

const CROWD = [
  'Anna',
  'Boris',
  'Vera',
  'Gleb',
  'Dina',
  'Egor',
  'Zoya',
  'Ivan',
  'Kira',
  'Lev',
  'Mila',
  'Nikita',
  'Olga',
  'Pavel',
  'Rita',
  'Semyon',
  'Taisia',
  'Ulyana',
  'Fyodor',
  'Khariton',
  'Tsvetana',
  'Yakov',
  'Eduard',
  'Yuliya'
]

test('§27.8, §27.6: the correction form offers no player already out as eliminator, and its refusal is shown at the field, on screen and focused', async ({
  page
}) => {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const { cmd } = admin
  const fields = {
    name: 'Correction Night',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  const entry: Record<string, string> = {}
  for (const displayName of CROWD) {
    const playerId = (await cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true })).events[0]!
      .playerId!
    entry[displayName] = (await cmd({ type: 'entry.register', tournamentId: t, playerId })).events.find(
      (e) => e.type === 'entry.registered'
    )!.entryId!
  }
  // Scene over the admin socket: a long evening — 18 out one by one, then Yakov knocked out by Fyodor at level 10,
  // then Fyodor out at level 11. The list of eliminations is long, Yakov's hand near its top.
  const bust = (level: number, name: string, by?: string) =>
    cmd({
      type: 'results.recordHand',
      tournamentId: t,
      level,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId: entry[name], startStack: 0, ...(by ? { eliminatedBy: entry[by] } : {}) }]
    })
  for (const [i, name] of CROWD.slice(0, 18).entries()) await bust(1 + Math.floor(i / 2), name)
  await bust(10, 'Yakov', 'Fyodor')
  await bust(11, 'Fyodor')

  await openAdmin(page, hall, 'Olga TD')
  await page.getByRole('button', { name: 'Open' }).first().click()
  await openResults(page, 'Eliminations and places')
  const yakov = page.getByTestId('recorded-hand').filter({ hasText: 'Yakov' })
  await yakov.getByRole('button', { name: 'Correct…' }).click()
  const form = page.getByTestId('correct-hand')
  const chooser = form.getByLabel('Eliminated by: Yakov')
  await expect(form.getByTestId('correct-eliminator-0-chosen')).toContainText('Fyodor')
  // Players out before Yakov's hand are not offered, whatever is typed; a player still in play is.
  for (const name of ['Anna', 'Semyon', 'Ulyana']) {
    await chooser.fill(name)
    await expect(form.getByTestId('correct-eliminator-0-none')).toBeVisible()
    await expect(form.getByTestId('correct-eliminator-0-option')).toHaveCount(0)
  }
  await chooser.fill('Edu')
  await expect(form.getByTestId('correct-eliminator-0-option')).toHaveText(['#23 Eduard'])
  await chooser.press('Escape')
  // With nothing typed the list holds only entries the core would take: none of the eighteen out before.
  await chooser.press('ArrowDown')
  for (const text of await form.getByTestId('correct-eliminator-0-option').allInnerTexts())
    for (const name of CROWD.slice(0, 18)) expect(text).not.toContain(name)
  await chooser.press('Escape')

  // Moved to level 12, the hand would come after Fyodor's own bust at level 11: refused, and the refusal is at the
  // eliminator field, in view and focused — not below the whole list of eliminations.
  await form.getByTestId('correct-level').fill('12')
  await form.getByPlaceholder('Reason for the correction').fill('Paper sheet: level 12')
  await form.getByRole('button', { name: 'Record the correction' }).click()
  const refusal = page.getByRole('alert').filter({
    hasText: '#19 Fyodor went out earlier (a hand at level 11) and cannot have eliminated a player after that.'
  })
  await expect(refusal).toBeVisible()
  expect(await onScreen(page, refusal)).toBe(true)
  await expect(form.getByLabel('Eliminated by: Yakov')).toBeFocused()
  await expect(form.getByLabel('Eliminated by: Yakov')).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: 'test-results/screens/results-correction-refused.png' })
  admin.close()
  await hall.stop()
})
