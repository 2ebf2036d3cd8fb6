import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin, openResults } from './support/adminPage'

let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const fields = (name: string) => ({
  name,
  date: '2026-12-03',
  venue: 'Hall S',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 10000
})

async function openTournament(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Tournaments', exact: true }).click()
  await page.getByTestId('tournament-list').locator('tr', { hasText: name }).getByRole('button').first().click()
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
}

test('§5.12, §6.9: a satellite announces two seats in the main event, issues them from its results, and the winners take their seats at the main desk by ticket', async ({
  page
}) => {
  // Scene set-up over the admin socket (named so): the main event and a satellite with three players registered.
  const socket = await adminSocket(hall)
  const main = (await socket.cmd({ type: 'tournament.create', fields: fields('Winter Main Event') })).events[0]!
    .tournamentId!
  const sat = (await socket.cmd({ type: 'tournament.create', fields: fields('Winter Satellite') })).events[0]!
    .tournamentId!
  const entries: string[] = []
  for (const displayName of ['Alisa', 'Bogdan', 'Valya']) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
    const reg = await socket.cmd({ type: 'entry.register', tournamentId: sat, playerId })
    entries.push(reg.events.find((e) => e.type === 'entry.registered')!.entryId!)
  }
  expect(main).toBeTruthy()

  // The director announces the awards in the admin: places 1 and 2 are seats in the main event.
  await openAdmin(page, hall, 'Olga TD')
  await openTournament(page, 'Winter Satellite')
  await page.getByRole('tab', { name: 'Entry terms and awards' }).click()
  const awards = page.getByTestId('awards-form')
  for (const place of [1, 2]) {
    await awards.getByRole('button', { name: 'Add a place' }).click()
    const row = awards.locator('.row').nth(place - 1)
    await row.getByLabel('Description').fill('Seat in the Winter Main Event')
    await row.getByLabel('Ticket to').selectOption({ label: 'Ticket to: Winter Main Event' })
  }
  await awards.getByRole('button', { name: 'Record the awards' }).click()
  await expect(awards).toContainText('Recorded')

  // Valya goes out (scene over the socket): two players left, both places win a seat — play for seats is over.
  await socket.cmd({ type: 'entry.eliminate', tournamentId: sat, entryId: entries[2]!, level: 2, confirmedBy: 'Floor' })

  await page.getByRole('tab', { name: 'Registration desk' }).click()
  const panel = page.getByTestId('tickets-panel')
  await expect(panel).toContainText('2 tickets are won and not issued yet')
  await panel.getByTestId('tickets-issue').click()
  await expect(page.getByTestId('tickets-message')).toHaveText('2 tickets issued.')
  await expect(panel.getByTestId('tickets-issued').locator('tbody tr')).toHaveCount(2)
  await expect(panel.getByTestId('tickets-issue')).toBeDisabled()
  await page.screenshot({ path: 'test-results/tickets/satellite-issued-en-1280x800.png', fullPage: true })

  // At the main event's desk: the seats won, each registered with one click, as one entry.
  await openTournament(page, 'Winter Main Event')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  const here = page.getByTestId('tickets-here')
  await expect(here.locator('tbody tr')).toHaveCount(2)
  await here.getByRole('button', { name: 'Register Alisa with the ticket' }).click()
  await expect(page.getByTestId('tickets-message')).toContainText('Alisa registered with the satellite ticket')
  await expect(here.locator('tr', { hasText: 'Alisa' })).toContainText('Used: entry #1')
  await expect(page.getByTestId('desk-recent')).toContainText('ticket from Winter Satellite')
  await page.screenshot({ path: 'test-results/tickets/main-desk-en-1280x800.png', fullPage: true })

  // The protocol of the main event says the seat came by ticket; the satellite's lists the tickets.
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  await expect(page.getByTestId('protocol-preview-results')).toContainText('by ticket from Winter Satellite')
  await openTournament(page, 'Winter Satellite')
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  const tickets = page.getByTestId('protocol-preview-tickets')
  await expect(tickets).toContainText('Winter Main Event')
  await expect(tickets.locator('tbody tr', { hasText: 'Alisa' })).toContainText('Used')
  await expect(tickets.locator('tbody tr', { hasText: 'Bogdan' })).toContainText('Not used yet')
})
