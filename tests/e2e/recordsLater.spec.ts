import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { chooseEliminator, openAdmin, openResults } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const MIN = 60_000
/** "HH:MM" in the browser's local time, as the time input takes it. */
const hhmm = (ms: number): string => {
  const d = new Date(ms)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/**
 * Scene set-up over the admin socket (named so): a tournament of the paper-night kind and its players, each registered
 * the given number of minutes ago. Returns the socket, the tournament and the entries in the order given.
 */
async function paperNight(name: string, players: ReadonlyArray<readonly [string, number]>) {
  const socket = await adminSocket(hall)
  const fields = {
    name,
    date: '2026-12-02',
    venue: 'Hall P',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  const ids: string[] = []
  for (const [displayName, ago] of players) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    const reg = await socket.cmd(
      { type: 'entry.register', tournamentId: t, playerId },
      { occurredAt: Date.now() - ago * MIN }
    )
    ids.push(reg.events.find((e) => e.type === 'entry.registered')!.entryId!)
  }
  return { socket, t, ids }
}

/** One player out in a hand recorded live at `level`, confirmed by the floor, no eliminator named. */
const liveBust = (tournamentId: string, entryId: string, level: number) => ({
  type: 'results.recordHand',
  tournamentId,
  level,
  confirmedBy: 'Floor Ivan',
  busts: [{ entryId, startStack: 0 }]
})

/** The admin, signed in, on the tournament's "Eliminations and places" tab. */
async function openEliminations(page: Page, name: string): Promise<void> {
  await openAdmin(page, hall, 'Olga TD')
  await page.getByTestId('tournament-list').locator('tr', { hasText: name }).getByRole('button').first().click()
  await openResults(page, 'Eliminations and places')
}

test('§26.14, §27.8, §28.12: a paper bust entered later takes place 12 of 12, a single elimination corrected in every field, changes after approval only after a reopen', async ({
  page
}) => {
  // Scene set-up over the admin socket (named so): twelve players registered an hour ago, four level-4 busts recorded
  // live just now.
  const names = ['Alla', 'Bogdan', 'Darya', 'Egor', 'Faina', 'Gleb', 'Inna', 'Kirill', 'Lada', 'Mark', 'Nina', 'Oleg']
  const { socket, t, ids } = await paperNight(
    'Paper Night Cup',
    names.map((n) => [n, 60] as const)
  )
  const bust = (entryId: string, level: number) => liveBust(t, entryId, level)
  for (const id of ids.slice(0, 4)) await socket.cmd(bust(id, 4)) // Alla 12, Bogdan 11, Darya 10, Egor 9

  await openEliminations(page, 'Paper Night Cup')
  const panel = page.getByTestId('elimination-panel')
  const places = page.getByTestId('places-table')
  const row = (name: string) => places.locator('tbody tr', { hasText: name })
  const place = (name: string) => row(name).locator('td').first()
  await expect(place('Alla')).toHaveText('12')

  // Step 1 (§26.14, §24.7): Faina went out at level 3, half an hour ago, on the paper sheet.
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('elim-level').fill('3')
  await panel.getByTestId('pick-5').click()
  await panel.getByTestId('elim-after-the-fact').locator('summary').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(hhmm(Date.now() - 30 * MIN))
  await expect(panel.getByTestId('elim-later-hands')).toContainText('this one is placed before them')
  await page.screenshot({ path: 'test-results/recordsLater/late-bust-entered.png', fullPage: true })
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText('Recorded: Faina.')
  await expect(place('Faina')).toHaveText('12')
  await expect(place('Alla')).toHaveText('11')
  await expect(place('Egor')).toHaveText('8')
  const hands = page.getByTestId('recorded-hand')
  // In the order they happened, newest first: Faina's hand last, marked entered later.
  await expect(hands.last()).toContainText('12. Faina')
  await expect(hands.last().getByTestId('hand-entered-later')).toBeVisible()
  await expect(hands.first()).toContainText('8. Egor')
  await page.screenshot({ path: 'test-results/recordsLater/late-bust-placed.png', fullPage: true })

  // Step 2 (§27.8): Darya's elimination corrected — level 4 → 2, eliminated by Oleg, table 2 seat 5, stack 1,200.
  const darya = hands.filter({ hasText: 'Darya' })
  await darya.getByRole('button', { name: 'Correct…' }).click()
  const form = page.getByTestId('correct-hand')
  await form.getByTestId('correct-level').fill('2')
  await form.getByLabel('Stack at the start of the hand: Darya').fill('1200')
  await form.getByLabel('Table: Darya').fill('2')
  await form.getByLabel('Seat: Darya').fill('5')
  await chooseEliminator(form.getByLabel('Eliminated by: Darya'), 'Oleg', '#12 Oleg')
  await form.getByPlaceholder('Reason for the correction').fill('Paper sheet of table 2: level 2, Oleg won the pot')
  await page.screenshot({ path: 'test-results/recordsLater/correct-every-field.png', fullPage: true })
  await form.getByRole('button', { name: 'Record the correction' }).click()
  await expect(form).toHaveCount(0)
  // Level 2 is before Faina's level 3: Darya takes place 12, Faina 11, Alla 10, Bogdan 9, Egor 8.
  await expect(place('Darya')).toHaveText('12')
  await expect(place('Faina')).toHaveText('11')
  await expect(place('Bogdan')).toHaveText('9')
  await expect(hands.last()).toContainText('12. Darya')
  await expect(hands.last()).toContainText('Level 2')
  await expect(row('Darya')).toContainText('Oleg') // the knockout, which feeds the points (§5.10)
  await expect(row('Darya')).toContainText('1,200')

  // Step 3 (§28.12): the rest out over the socket (scene), then approved in the admin.
  for (const [i, id] of ids.slice(5, 11).entries()) await socket.cmd(bust(id, 5 + i))
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('approve-results').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('Approved by Olga TD')

  // An undo or a correction after the approval is refused with a clear message; nothing changes.
  await openResults(page, 'Eliminations and places')
  await hands.filter({ hasText: 'Faina' }).getByRole('button', { name: 'Undo…' }).click()
  await page.getByPlaceholder('Reason for undoing the elimination').fill('Wrong player')
  await page.getByRole('button', { name: 'Undo the elimination' }).click()
  await expect(page.getByTestId('hands-error')).toContainText('The results are approved: reopen them with a reason')
  await expect(place('Faina')).toHaveText('11')
  await page.screenshot({ path: 'test-results/recordsLater/refused-after-approval.png', fullPage: true })

  // Reopened with a reason: the approval status says who and why, and a new approval is needed.
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('reopen-results').click()
  await page.getByTestId('reopen-form').getByRole('textbox').fill('Paper sheet of table 3 found after the approval')
  await page.getByTestId('reopen-form').getByRole('button', { name: 'Reopen the results' }).click()
  await expect(page.getByTestId('results-reopened')).toContainText('Reopened by Olga TD at')
  await expect(page.getByTestId('results-reopened')).toContainText(
    'reason: Paper sheet of table 3 found after the approval'
  )
  await expect(page.getByTestId('results-reopened')).toContainText('A new approval is needed.')
  await expect(page.getByTestId('approve-results')).toBeVisible()
  await page.screenshot({ path: 'test-results/recordsLater/reopened.png', fullPage: true })

  // Now the correction is taken; then the second approval.
  await openResults(page, 'Eliminations and places')
  await hands.filter({ hasText: 'Faina' }).getByRole('button', { name: 'Correct…' }).click()
  await form.getByLabel('Stack at the start of the hand: Faina').fill('700')
  await form.getByPlaceholder('Reason for the correction').fill('Stack per the sheet')
  await form.getByRole('button', { name: 'Record the correction' }).click()
  await expect(form).toHaveCount(0)
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('approve-results').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('(approval 2)')
  await expect(page.getByTestId('results-reopened')).toContainText('Paper sheet of table 3')
  await page.screenshot({ path: 'test-results/recordsLater/approved-again.png', fullPage: true })

  // Step 5 (§25, §26.14): the penalty and dispute forms offer every participant, the out ones marked.
  await openResults(page, 'Discipline')
  const entry = page.getByTestId('penalty-panel').getByTestId('penalty-entry')
  await expect(entry.locator('option', { hasText: '#5 Faina — Eliminated, place 11' })).toHaveCount(1)
  await expect(entry.locator('option', { hasText: '#12 Oleg — Winner, place 1' })).toHaveCount(1)
  await expect(page.getByTestId('dispute-entries')).toContainText('#3 Darya — Eliminated, place 12')
  socket.close()
})

test('§26.14, §27.7: paper times before the start or before the entry are refused on the form; a bust its time cannot order goes where the director puts it', async ({
  page
}) => {
  // Scene set-up over the admin socket (named so; other names than the test above, the hall is shared): five
  // players registered 90 minutes ago, Pavel late 20 minutes ago, the clock started an hour ago; Rita and Semyon
  // out at level 2 recorded live just now.
  const { socket, t, ids } = await paperNight('Order Night Cup', [
    ['Rita', 90],
    ['Semyon', 90],
    ['Tanya', 90],
    ['Ulyana', 90],
    ['Vlad', 90],
    ['Pavel', 20]
  ])
  const level = (smallBlind: number) => ({ kind: 'level', seconds: 3600, smallBlind, bigBlind: 2 * smallBlind })
  await socket.cmd({ type: 'clock.structure.set', tournamentId: t, structure: { items: [level(100), level(200)] } })
  await socket.cmd({ type: 'clock.start', tournamentId: t }, { occurredAt: Date.now() - 60 * MIN })
  // The clock runs level 2 now (a bust is recorded at a level the clock has reached, §26.14).
  await socket.cmd({ type: 'clock.jump', tournamentId: t, index: 1 })
  const bust = (entryId: string) => liveBust(t, entryId, 2)
  for (const id of ids.slice(0, 2)) await socket.cmd(bust(id)) // Rita 6, Semyon 5
  const recorded = await socket.query<{ hands: Array<{ occurredAt: number }> }>({
    type: 'results.get',
    tournamentId: t
  })
  // The minute Rita's hand was recorded in (the hands are newest first).
  const ritaAt = recorded.hands[recorded.hands.length - 1]!.occurredAt
  socket.close()

  await openEliminations(page, 'Order Night Cup')
  const panel = page.getByTestId('elimination-panel')
  const place = (name: string) =>
    page.getByTestId('places-table').locator('tbody tr', { hasText: name }).locator('td').first()
  await expect(place('Semyon')).toHaveText('5')
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('elim-level').fill('1')
  await panel.getByTestId('elim-after-the-fact').locator('summary').click()

  // §26.14: 75 minutes ago the tournament had not started — refused, nothing recorded.
  await panel.getByTestId('pick-3').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(hhmm(Date.now() - 75 * MIN))
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByRole('alert')).toContainText('the tournament had not started yet')
  await panel.getByRole('button', { name: 'Remove' }).click()

  // §26.14: Pavel registered 20 minutes ago — a bust 40 minutes ago is refused, naming his entry.
  await panel.getByTestId('pick-6').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(hhmm(Date.now() - 40 * MIN))
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByRole('alert')).toContainText('entry #6 registered later')
  await page.screenshot({ path: 'test-results/recordsLater/refused-before-entry.png', fullPage: true })
  await panel.getByRole('button', { name: 'Remove' }).click()

  // §27.7: Tanya out at level 2 in the same minute as Rita — the level and time cannot order it: the form says so.
  await panel.getByTestId('elim-level').fill('2')
  await panel.getByTestId('pick-3').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(hhmm(ritaAt))
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByRole('alert')).toContainText('let the director choose its position')
  // The director puts it before Semyon's hand (the sheet of table 2), with a reason.
  await panel.getByTestId('elim-position').selectOption({ label: 'Went out before: Semyon (level 2)' })
  await panel.getByTestId('elim-position-reason').fill('Sheet of table 2: Tanya went out before Semyon')
  await page.screenshot({ path: 'test-results/recordsLater/director-position.png', fullPage: true })
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText('Recorded: Tanya.')
  await expect(place('Rita')).toHaveText('6')
  await expect(place('Tanya')).toHaveText('5')
  await expect(place('Semyon')).toHaveText('4') // moved, the move in the corrections (§27.8)
  await expect(page.getByTestId('recorded-hand').nth(1)).toContainText('5. Tanya')
})

test('§26.14, §27.6: a paper bust of level 2 names as its eliminator a player who went out later, at level 4; the order of eliminations keeps one story', async ({
  page
}) => {
  // Scene set-up over the admin socket (named so): four players registered an hour ago, Vasilisa out at level 4 just now.
  const { socket, t, ids } = await paperNight(
    'Paper Knockout Cup',
    ['Vasilisa', 'Yaroslav', 'Zlata', 'Ustin'].map((n) => [n, 60] as const)
  )
  await socket.cmd(liveBust(t, ids[0]!, 4))

  await openEliminations(page, 'Paper Knockout Cup')
  const panel = page.getByTestId('elimination-panel')
  // The paper sheet of level 2: Yaroslav out, knocked out by Vasilisa — who was still playing then.
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('elim-level').fill('2')
  await panel.getByTestId('pick-2').click()
  await panel.getByTestId('elim-after-the-fact').locator('summary').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(hhmm(Date.now() - 40 * MIN))
  await chooseEliminator(panel.getByTestId('eliminator-2-search'), 'Vas', '#1 Vasilisa (out later, at level 4)')
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText('Recorded: Yaroslav.')
  const places = page.getByTestId('places-table')
  await expect(places.locator('tbody tr', { hasText: 'Yaroslav' }).locator('td').first()).toHaveText('4')
  await expect(places.locator('tbody tr', { hasText: 'Vasilisa' }).locator('td').first()).toHaveText('3')
  const results = await socket.query<{ rows: Array<{ entryId: string; eliminatedBy: string | null }> }>({
    type: 'results.get',
    tournamentId: t
  })
  expect(results.rows.find((r) => r.entryId === ids[1])!.eliminatedBy).toContain('Vasilisa')
  // At level 5 Vasilisa is out already: the form does not offer her.
  await panel.getByTestId('elim-level').fill('5')
  await panel.getByTestId('pick-3').click()
  await panel.getByTestId('eliminator-3-search').fill('Vasilisa')
  await expect(panel.getByTestId('eliminator-3-none')).toHaveText(
    'Nobody who may be named matches “Vasilisa”: only players in play then.'
  )
  await expect(panel.getByTestId('eliminator-3').getByRole('option', { name: /Vasilisa/ })).toHaveCount(0)
  socket.close()
})
