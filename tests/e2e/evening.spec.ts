import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { createTournament, openAdmin, openResults, registerNew } from './support/adminPage'
import { adminSocket } from './support/adminSocket'

/**
 * "done when": a 30-player No-Limit Hold'em evening run start to finish in the admin with the keyboard and
 * the mouse — the tournament form, the re-entry terms, 30 players at the registration desk (24 regulars already in
 * the club's player database, set over the admin socket and named so; 6 newcomers recorded at the desk), the room of
 * four 9-max tables, the draw, the clock started, every elimination typed as table.seat, two re-entries at the desk
 * seated at once (§8.8), every balancing move and table break confirmed on the floor map (the dealer buttons asked
 * by the proposal clicked on their seats, §8.4, BFSP §3.1), the final table, the winner — then the clock has
 * stopped, the tournament list says "Finished", the approval asks once more, and the protocol lists every entry.
 *
 * Whom to eliminate next is read over the socket (the seating as it is); every record is made in the UI.
 */
const REGULARS = [
  'Anna',
  'Boris',
  'Chen',
  'Dmitri',
  'Elena',
  'Farid',
  'Galina',
  'Hugo',
  'Irina',
  'Jonas',
  'Karin',
  'Lev',
  'Marta',
  'Nikolai',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sergei',
  'Tatiana',
  'Ulf',
  'Vera',
  'Wanda',
  'Yuri'
]
const NEWCOMERS = ['Zoe Newcombe', 'Amir Haddad', 'Bettina Ross', 'Cyril Lambert', 'Daria Orlova', 'Emil Strand']

type Seating = {
  drawn: boolean
  tables: Array<{ number: number; seats: Array<{ seat: number; entryId: string | null; name: string | null }> }>
  pending: { id: string; buttonsAsked: number[]; moves: unknown[] } | null
}

// An action that cannot happen fails in 20 s, not at the end of the test's five minutes.
test.use({ actionTimeout: 20_000 })

let started: HallProcess | undefined
test.afterEach(async () => {
  await started?.stop()
  started = undefined
})

/** A small seeded generator: the same evening on every run. */
function seeded(seed: number): () => number {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

test('§4.2: a 30-player evening from the first registration to the approved protocol, in the admin', async ({
  page,
  browser
}) => {
  test.setTimeout(300_000)
  const hall = (started = await startHall())
  const admin = await adminSocket(hall)
  // Scene (over the socket, named so): the club's regulars are in the player database from earlier evenings.
  for (const displayName of REGULARS)
    await admin.cmd({
      type: 'player.create',
      fields: { displayName, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })

  await openAdmin(page, hall, 'Anna Director')
  await createTournament(page, 'Saturday Thirty')
  const tab = (name: string) => page.getByRole('tab', { name, exact: true })

  // Re-entry: one per player, until the end of level 4 (§5.6).
  await tab('Entry terms and awards').click()
  const terms = page.getByTestId('terms-form')
  await terms.getByLabel('Re-entry after elimination (§5.6)').check()
  await terms.getByLabel('Up to, per player').fill('1')
  await terms.getByLabel('Until the end of level').fill('4')
  await terms.getByRole('button', { name: 'Record the terms' }).click()
  await expect(terms).toContainText('Recorded')

  // The desk: the regulars typed and Enter, the newcomers recorded inline.
  await tab('Registration desk').click()
  const search = page.getByTestId('desk-search')
  const outcome = page.getByTestId('desk-outcome')
  for (const [i, name] of REGULARS.entries()) {
    await search.fill(name)
    await expect(page.getByTestId('desk-hits').locator('li b').first()).toHaveText(name)
    await search.press('Enter')
    await expect(outcome).toContainText(`${name} registered: entry #${i + 1}`, { timeout: 15_000 })
  }
  for (const name of NEWCOMERS) await registerNew(page, name)
  await expect(page.getByTestId('desk-recent')).toContainText('Emil Strand')

  // The room and the draw.
  await tab('Tables and seats').click()
  const setup = page.getByTestId('seating-setup')
  await setup.getByLabel('Tables', { exact: true }).fill('4')
  await setup.getByLabel('Seats per table').fill('9')
  await setup.getByRole('button', { name: 'Record the room' }).click()
  await page.getByTestId('draw-seats').click()
  const status = page.getByTestId('seating-status')
  await expect(status).toContainText('Seated: 30 · tables in play: 4')

  // The hall display follows the evening; the clock is started from the admin.
  const clock = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Saturday Thirty')
  await tab('Overview').click()
  const editor = page.getByTestId('structure-editor')
  await editor.getByLabel('Template').selectOption({ label: "Hold'em NL — turbo (10 min)" })
  await editor.getByRole('button', { name: 'Use template' }).click()
  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await page.getByTestId('clock-controls').getByRole('button', { name: 'Start now' }).click()
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')

  const random = seeded(30)
  const list = await admin.query<Array<{ id: string; name: string }>>({ type: 'tournaments.list' })
  const id = list.find((t) => t.name === 'Saturday Thirty')!.id
  const seating = () => admin.query<Seating>({ type: 'seating.get', tournamentId: id })

  let confirmedBy = false
  let eliminated = 0
  const bust = async (): Promise<string> => {
    const view = await seating()
    const seated = view.tables.flatMap((t) =>
      t.seats.filter((s) => s.entryId).map((s) => ({ table: t.number, seat: s.seat, name: s.name! }))
    )
    const target = seated[Math.floor(random() * seated.length)]!
    await tab('Results').click()
    const panel = page.getByTestId('elimination-panel')
    if (!confirmedBy) {
      await panel.getByTestId('elim-confirmed-by').fill('Dealer Olga')
      confirmedBy = true
    }
    await panel.getByTestId('elim-search').fill(`${target.table}.${target.seat}`)
    await expect(panel.getByTestId('elim-seat-hit')).toContainText(target.name)
    await panel.getByTestId('elim-search').press('Enter')
    await expect(panel.locator('table.picked')).toContainText(target.name)
    await panel.getByTestId('record-elimination').click()
    await expect(panel.getByTestId('elim-message')).toHaveText(`Recorded: ${target.name}.`, { timeout: 15_000 })
    eliminated += 1
    return target.name
  }

  /** Confirm on the floor map whatever the seating proposes, answering the dealer buttons it asks for. */
  const settle = async (): Promise<number> => {
    let confirmed = 0
    for (let round = 0; round < 6; round += 1) {
      const view = await seating()
      if (!view.pending) return confirmed
      await tab('Tables and seats').click()
      for (const number of view.pending.buttonsAsked) {
        const table = view.tables.find((t) => t.number === number)!
        const seat = table.seats.find((s) => s.entryId)!.seat
        await page.getByTestId(`ask-button-${number}-${seat}`).click()
        await expect(page.getByTestId(`ask-button-${number}-${seat}`)).toHaveCount(0)
      }
      await expect(page.getByTestId('buttons-asked')).toHaveCount(0)
      await page.getByTestId('confirm-moves').click()
      await expect(page.getByTestId('confirm-moves')).toHaveCount(0, { timeout: 15_000 })
      confirmed += 1
    }
    throw new Error('the seating kept proposing')
  }

  // Two players out early re-enter at the desk and are seated at once (§5.6, §8.8).
  let moves = 0
  const reentering: string[] = []
  for (let i = 0; i < 2; i += 1) {
    reentering.push(await bust())
    moves += await settle()
  }
  await tab('Registration desk').click()
  for (const [i, name] of reentering.entries()) {
    await search.fill(name)
    await expect(page.getByTestId('desk-hits').locator('li').first()).toContainText('may re-enter')
    await search.press('Enter')
    await expect(outcome).toContainText(`${name} re-entered: entry #${31 + i}`, { timeout: 15_000 })
    await expect(page.getByTestId('desk-seat')).toHaveText(/^Seat: table \d, seat \d$/)
    moves += await settle()
  }

  // Down to the winner: 32 entries, 31 eliminations.
  while (eliminated < 31) {
    await bust()
    moves += await settle()
    const view = await seating()
    const inPlay = view.tables.filter((t) => t.seats.some((s) => s.entryId))
    if (eliminated === 31) break
    expect(inPlay.length, 'tables in play').toBeLessThanOrEqual(Math.ceil((32 - eliminated) / 9) + 1)
  }
  expect(moves, 'balancing moves and table breaks were confirmed on the way').toBeGreaterThan(2)

  await openResults(page, 'Eliminations and places')
  await expect(page.getByTestId('results-winner')).toContainText('Winner (place 1):')
  // the clock stops with the winner, the display says so, the list says "Finished".
  await expect(clock.getByTestId('clock-finished')).toBeVisible()
  await expect(clock.getByTestId('hall-final-standings')).toBeVisible()
  await clock.screenshot({ path: 'test-results/evening/hall-winner.png' })
  await page.getByText('← All tournaments').click()
  await expect(page.getByTestId('tournament-list')).toContainText('Finished')
  await page.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first().click()

  // Approval asks once more; the protocol lists all 32 entries with their places.
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('approve-results').click()
  await expect(page.getByTestId('confirm-dialog')).toContainText('Approve the results?')
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('Approved by Anna Director')
  await page.getByTestId('preview-protocol').click()
  const rows = page.getByTestId('protocol-preview').getByTestId('protocol-preview-results').locator('tbody tr')
  await expect(rows).toHaveCount(32)
  await page.screenshot({ path: 'test-results/evening/protocol.png', fullPage: true })
  await clock.close()
  admin.close()
})
