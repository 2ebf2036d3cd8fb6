import fs from 'node:fs'
import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { createTournament, openAdmin, openResults } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

/**
 * "HH:MM" of the browser's local time `minutes` ago. Past midnight it is a time still to come today, which the form
 * takes as yesterday's (§26.14, afterTheFactTime.ts) — the moment meant.
 */
async function localTimeAgo(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const at = new Date(Date.now() - m * 60_000)
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
  }, minutes)
}

test('§27.8, §27.4, §25.1д, §26.14: a penalty corrected with a reason, a disputed decision recorded through the form, an elimination entered after the fact — all in the protocol', async ({
  page,
  browser
}) => {
  await openAdmin(page, hall)
  await createTournament(page, 'Discipline Cup', 'Hall B', '30000')

  // Scene set-up over the admin socket (named so): the four players registered at the desk an hour ago, when the
  // evening began. The paper records below happened after that — §26.14 refuses a time before the entry registered.
  const socket = await adminSocket(hall)
  const list = await socket.query<Array<{ id: string; name: string }>>({ type: 'tournaments.list' })
  const tournamentId = list.find((x) => x.name === 'Discipline Cup')!.id
  const hourAgo = Date.now() - 60 * 60_000
  for (const displayName of ['Anna K', 'Boris', 'Vera', 'Gleb']) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    await socket.cmd({ type: 'entry.register', tournamentId, playerId }, { occurredAt: hourAgo })
  }
  socket.close()

  const clock = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-tournament-name')).toHaveText('Discipline Cup')

  await openResults(page, 'Discipline')

  // §25.13: time away recorded by the floor; §25.1д: started when the player leaves, counted down in the admin log only.
  const penalties = page.getByTestId('penalty-panel')
  await penalties.getByTestId('penalty-entry').selectOption({ label: '#2 Boris' })
  await penalties.getByLabel('Table', { exact: true }).fill('T1')
  await penalties.getByTestId('penalty-violation').selectOption({ label: 'Delay of the game' })
  await penalties.getByTestId('penalty-measure').selectOption({ label: 'Time away from the table' })
  await penalties.getByLabel('Minutes').fill('10')
  await penalties.getByLabel('Decided by').fill('Floor Ivan')
  await penalties.getByRole('button', { name: 'Record the measure' }).click()
  const log = penalties.getByTestId('penalty-log')
  await expect(log).toContainText('Boris: Time away from the table (10 min)')
  // §25.2: the earlier record is visible when recording again.
  await expect(penalties.getByTestId('penalty-repeat')).toContainText(
    'Earlier records of this player: 1; same violation: 1.'
  )
  await log.getByTestId('start-time-away').click()
  await expect(log.getByTestId('time-away-left')).toContainText(/Away: (10:00|9:5\d) left/)

  // §27.8: corrected with a reason — the floor had given five minutes; the countdown follows.
  await log.getByTestId('penalty-correct').click()
  const correct = log.getByTestId('penalty-correct-form')
  await correct.getByTestId('correct-amount').fill('5')
  await correct.getByTestId('penalty-correct-reason').fill('The floor gave five minutes, not ten')
  await correct.getByRole('button', { name: 'Record the correction' }).click()
  await expect(log.getByTestId('penalty-corrected')).toHaveText('Corrected 1×')
  await expect(log).toContainText('Boris: Time away from the table (5 min)')
  await expect(log.getByTestId('time-away-left')).toContainText(/Away: (5:00|4:5\d) left/)
  // §25.14: discipline is internal — nothing of it on the hall display.
  await expect(clock.locator('body')).not.toContainText('Away')
  await expect(clock.locator('body')).not.toContainText('Time away')

  // A correction without a reason is refused by the form itself (required), and a withdrawal needs one too.
  await log.getByTestId('penalty-withdraw').click()
  await expect(log.getByTestId('penalty-withdraw-reason')).toBeVisible()
  await log.getByRole('button', { name: 'Cancel' }).click()

  // §26.14: a penalty entered after the fact from the paper notes.
  const paperPenaltyAt = await localTimeAgo(page, 45)
  await penalties.getByTestId('penalty-entry').selectOption({ label: '#3 Vera' })
  await penalties.getByTestId('penalty-measure').selectOption({ label: 'Official warning' })
  await penalties.getByTestId('penalty-violation').selectOption({ label: 'Delay of the game' })
  await penalties.getByTestId('penalty-after-the-fact').locator('summary').click()
  await penalties.getByTestId('penalty-after-the-fact-time').fill(paperPenaltyAt)
  await penalties.getByRole('button', { name: 'Record the measure' }).click()
  await expect(log.getByTestId('penalty-entered-later')).toContainText('entered later: happened')
  await penalties.screenshot({ path: 'test-results/discipline/penalty-log.png' })

  // §27.4: a disputed decision recorded through the form after the director's ruling on appeal (§26.8).
  const disputes = page.getByTestId('dispute-panel')
  await disputes.getByTestId('dispute-table').fill('T2')
  await disputes.getByTestId('dispute-hand').fill('14')
  await disputes.getByTestId('dispute-level').fill('2')
  await disputes.getByTestId('dispute-entries').getByLabel('#1 Anna K').check()
  await disputes.getByTestId('dispute-entries').getByLabel('#3 Vera').check()
  await disputes
    .getByTestId('dispute-facts')
    .fill('Vera pushed chips forward without a word; Anna K says she heard "call".')
  await disputes.getByTestId('dispute-ruling').fill('Action stands as a call of 4,000.')
  await disputes.getByTestId('dispute-ruled-by').fill('Director Olga')
  await disputes.getByTestId('dispute-role').selectOption('director')
  await disputes.getByTestId('dispute-appealed').check()
  await disputes.screenshot({ path: 'test-results/discipline/dispute-form.png' })
  await disputes.getByTestId('dispute-record').click()
  const disputeRow = disputes.getByTestId('dispute-row')
  await expect(disputeRow).toHaveCount(1)
  await expect(disputeRow).toContainText('Anna K, Vera')
  await expect(disputeRow).toContainText('Action stands as a call of 4,000.')
  await expect(disputeRow).toContainText('Internal')
  await disputeRow.getByTestId('dispute-publish').click()
  await expect(disputeRow).toContainText('Published')
  await expect(disputes.getByTestId('dispute-facts')).toHaveValue('')
  await disputes.screenshot({ path: 'test-results/discipline/dispute-log.png' })
  await expect(clock.locator('body')).not.toContainText('call of 4,000')

  // §26.14: an elimination entered after the fact with the time it happened; the level is the one given.
  await openResults(page, 'Eliminations and places')
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Floor Ivan')
  await panel.getByTestId('elim-level').fill('2')
  await panel.getByTestId('pick-4').click()
  await panel.getByTestId('elim-after-the-fact').locator('summary').click()
  await panel.getByTestId('elim-after-the-fact-time').fill(await localTimeAgo(page, 30))
  await panel.screenshot({ path: 'test-results/discipline/elimination-after-the-fact.png' })
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toHaveText('Recorded: Gleb.')
  await expect(page.getByTestId('recorded-hand').first().getByTestId('hand-entered-later')).toContainText(
    'entered later: happened'
  )

  // A time still to come today is yesterday's (an evening past midnight): the form says so before anything is sent.
  await panel.getByTestId('pick-3').click()
  const future = await page.evaluate(() => {
    const d = new Date(Date.now() + 20 * 60_000)
    return d.getDate() === new Date().getDate()
      ? `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
      : null
  })
  if (future) {
    await panel.getByTestId('elim-after-the-fact-time').fill(future)
    await expect(panel.getByTestId('elim-after-the-fact-yesterday')).toContainText(`That is yesterday at ${future}`)
  }
  await panel.getByRole('button', { name: 'Remove' }).click()

  await openResults(page, 'Protocol and approval')
  // The protocol (§28.12, Appendix C): C.15 the corrected penalty, C.16 the dispute, C.17 the history, §26.14 marks.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-protocol').click()])
  const html = fs.readFileSync((await download.path())!, 'utf8')
  const protocol = await browser.newPage()
  await protocol.setContent(html)
  const body = await protocol.locator('body').innerText()
  expect(body).toContain('Corrected: see the history of corrections')
  expect(body).toContain('measure: Time away from the table: 10 min → Time away from the table: 5 min')
  expect(body).toContain('The floor gave five minutes, not ten')
  expect(body).toContain('Action stands as a call of 4,000.')
  expect(body).toContain('Anna K, Vera')
  expect(body).toContain('(appealed to the director)')
  await expect(protocol.locator('tr', { hasText: 'Gleb' }).first()).toContainText('(entered later: happened')
  await expect(protocol.locator('tr', { hasText: 'Vera' }).filter({ hasText: 'Official warning' })).toContainText(
    '(entered later: happened'
  )
  await protocol.screenshot({ path: 'test-results/discipline/protocol.png', fullPage: true })

  // The public protocol: unpublished penalties left out, the published dispute kept (§25.14).
  const [pub] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Public protocol (HTML)' }).click()
  ])
  const publicHtml = fs.readFileSync((await pub.path())!, 'utf8')
  expect(publicHtml).not.toContain('The floor gave five minutes')
  expect(publicHtml).toContain('Action stands as a call of 4,000.')
})

test('§25.13: the penalty form fills the level the clock is in, the player’s table and seat and the players at that table; the seat is recorded and printed', async ({
  page
}) => {
  // Scene set-up over the socket (named so): a clock at level 4, twelve players drawn onto two tables, one out.
  const socket = await adminSocket(hall)
  const fields = {
    name: 'Penalty Form Cup',
    date: '2026-11-28',
    venue: 'Hall C',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  const items = [1, 2, 3, 4, 5].map((n) => ({ kind: 'level', seconds: 1200, smallBlind: 100 * n, bigBlind: 200 * n }))
  await socket.cmd({ type: 'clock.structure.set', tournamentId: t, structure: { items } })
  const names = ['Alla', 'Bogdan', 'Darya', 'Egor', 'Faina', 'Gleb K', 'Inna', 'Kirill', 'Lada', 'Mark', 'Nina', 'Oleg']
  for (const displayName of names) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    await socket.cmd({ type: 'entry.register', tournamentId: t, playerId })
  }
  await socket.cmd({
    type: 'seating.configure',
    tournamentId: t,
    tables: [1, 2].map((n) => ({ number: n, seats: 9 })),
    closingOrder: { kind: 'published', order: [2, 1] },
    rules: {}
  })
  await socket.cmd({ type: 'seating.draw', tournamentId: t })
  await socket.cmd({ type: 'clock.start', tournamentId: t })
  await socket.cmd({ type: 'clock.jump', tournamentId: t, index: 3 }) // level 4
  type Seating = {
    tables: { number: number; seats: { seat: number; entryId: string | null; name: string | null }[] }[]
  }
  const seatingNow = () => socket.query<Seating>({ type: 'seating.get', tournamentId: t })
  const table2 = (await seatingNow()).tables.find((x) => x.number === 2)!
  const out = table2.seats.find((s) => s.entryId)!
  await socket.cmd({ type: 'entry.eliminate', tournamentId: t, entryId: out.entryId!, level: 4, confirmedBy: 'Floor' })
  const after = (await seatingNow()).tables.find((x) => x.number === 2)!
  const target = after.seats.filter((s) => s.entryId).at(-1)!
  const atTable = after.seats.filter((s) => s.entryId).length

  await openAdmin(page, hall)
  await page
    .getByTestId('tournament-list')
    .locator('tr', { hasText: 'Penalty Form Cup' })
    .getByRole('button')
    .first()
    .click()
  await openResults(page, 'Discipline')
  const penalties = page.getByTestId('penalty-panel')
  const option = await penalties
    .getByTestId('penalty-entry')
    .locator('option', { hasText: target.name! })
    .getAttribute('value')
  await penalties.getByTestId('penalty-entry').selectOption(option!)
  await expect(penalties.getByLabel('Level')).toHaveValue('4') // not level 1: the clock is at level 4
  await expect(penalties.getByLabel('Table', { exact: true })).toHaveValue('2')
  await expect(penalties.getByTestId('penalty-seat')).toHaveValue(String(target.seat))
  await penalties.getByTestId('penalty-violation').selectOption({ label: 'Delay of the game' })
  await penalties.getByTestId('penalty-measure').selectOption({ label: 'Missed rounds' })
  // BFSP §7.1.2 note: a round is as many hands as players at the table — the players there now, not nine.
  await expect(penalties.getByLabel('Players at the table')).toHaveValue(String(atTable))
  await penalties.getByLabel('Decided by').fill('Floor Ivan')
  await penalties.getByRole('button', { name: 'Record the measure' }).click()
  const log = penalties.getByTestId('penalty-log')
  await expect(log).toContainText(`2 / ${target.seat}`)
  await expect(log).toContainText('Level 4')

  // The record carries the seat, and the protocol's line prints it with the table (§25.13).
  const list = await socket.query<{ penalties: { penalty: { seat?: number; tableId: string; level?: number } }[] }>({
    type: 'penalties.list',
    tournamentId: t
  })
  expect(list.penalties.map((p) => [p.penalty.tableId, p.penalty.seat, p.penalty.level])).toEqual([
    ['2', target.seat, 4]
  ])
  await openResults(page, 'Protocol and approval')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-protocol').click()])
  const html = fs.readFileSync((await download.path())!, 'utf8')
  expect(html).toContain(`2 / ${target.seat} · `)
  socket.close()
})
