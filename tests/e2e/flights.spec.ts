import { expect, test, type Page } from './support/test'
import fs from 'node:fs'
import { en } from '../../src/shared/i18n/en'
import { ru } from '../../src/shared/i18n/ru'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin, openResults } from './support/adminPage'
import { SCENE_STRUCTURE } from './support/displayScenes'
import { panelViolations } from './support/panelGeometry'

/**
 * §5.5, §27.5: a two-flight event run in the admin — the event (Day 2) and its flights announced in the
 * tournament form, each flight's stacks bagged and tagged in its panel (a refusal to close in place, a correction
 * with its reason), the flights closed, the bags brought to Day 2 and seated by stack, the Flights section and the
 * places across the event in the protocol preview. The new panels are geometry-checked at 1280×800 and 1920×1080.
 * Screenshots: test-results/flights/.
 */
let hall: HallProcess
const SHOTS = 'test-results/flights'
/** The scene's tournaments, for the Russian walk after the run. */
const made = { eventId: '', flightA: '' }

test.beforeAll(async () => {
  hall = await startHall()
  fs.mkdirSync(SHOTS, { recursive: true })
})
test.afterAll(async () => {
  await hall.stop()
})

/** Through the form: a new tournament and its multi-day choice. */
async function announce(page: Page, name: string, choose: (form: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Tournaments', exact: true }).click()
  await page.getByRole('button', { name: 'New tournament' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Venue').fill('Hall F')
  await choose(form)
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
  return new URL(page.url()).hash.match(/tournaments\/([^/?]+)/)![1]!
}

/** English on the page: words of the English dictionary that Russian never uses (as the Russian walk reads it). */
const words = (text: string): string[] => text.match(/[A-Za-z]{4,}/g) ?? []
const russianUses = new Set(Object.values(ru as Record<string, string>).flatMap(words))
const ENGLISH = new Set(
  Object.values(en as Record<string, string>)
    .flatMap(words)
    .filter((w) => !russianUses.has(w))
)
/** What the scene itself typed in Latin letters: names, the venue, who counted. */
const SCENE_TEXT = new Set([
  'Anna',
  'Recounted',
  'under',
  'rack',
  'Winter',
  'Festival',
  'Hall',
  'Floor',
  'Ivan',
  'Olga',
  'Closed',
  'before',
  'last',
  'table'
])
async function englishIn(page: Page, testId: string): Promise<string[]> {
  const text = await page.getByTestId(testId).innerText()
  return [...new Set(words(text).filter((w) => ENGLISH.has(w) && !SCENE_TEXT.has(w)))]
}

async function geometry(page: Page, testId: string, name: string, language = 'en'): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080]
  ] as const) {
    await page.setViewportSize({ width, height })
    const panel = page.getByTestId(testId)
    await expect(panel).toBeVisible()
    expect(await panelViolations(panel), `${testId} ${width}×${height}`).toEqual([])
    await panel.screenshot({ path: `${SHOTS}/${name}-${language}-${width}x${height}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Bag each row of the panel as counted (by entry number), through the panel. */
async function bagAll(page: Page, counts: Record<number, string>): Promise<void> {
  const panel = page.getByTestId('bag-and-tag')
  for (const [number, chips] of Object.entries(counts)) {
    await panel.getByTestId(`bag-chips-${number}`).fill(chips)
    await panel.getByTestId(`bag-button-${number}`).click()
    await expect(panel.getByTestId('bag-message')).toHaveText(`Entry #${number} bagged: ${chips}.`)
  }
}

test('§5.5, §27.5: two flights bagged and tagged in the admin, closed, brought to Day 2 and seated by stack; the protocol shows the flights and the places across the event', async ({
  page
}) => {
  test.setTimeout(40_000)
  await openAdmin(page, hall, 'Olga TD')

  // The event (Day 2) with its announced rules, then its two flights — all through the form.
  const eventId = await announce(page, 'Winter Festival Day 2', async (form) => {
    await form.locator('select[name=multiDayRole]').selectOption({ label: 'The event (Day 2) of several flights' })
    await form.locator('select[name=day2Seating]').selectOption('byStack')
  })
  await expect(page.getByTestId('tournament-multi-day')).toContainText('Day 2 seating: by stack')
  const flights: string[] = []
  for (const label of ['1A', '1B'])
    flights.push(
      await announce(page, `Winter Festival Day ${label}`, async (form) => {
        await form.locator('select[name=multiDayRole]').selectOption({ label: 'A flight (start day) of an event' })
        await expect(form.locator('select[name=eventId]')).toHaveValue(eventId)
        if (label === '1B') {
          // Labels are unique within the event (case aside): refused in place, nothing recorded.
          await form.getByLabel('Flight label').fill('1a')
          await form.getByRole('button', { name: 'Record the tournament' }).click()
          await expect(form.locator('[data-field="multiDay.label"]')).toHaveText(
            'Another flight of this event is already labelled “1a”.'
          )
        }
        await form.getByLabel('Flight label').fill(label)
      })
    )
  await expect(page.getByTestId('tournament-multi-day')).toContainText('Flight 1B of Winter Festival Day 2')
  const [a, b] = flights as [string, string]
  made.eventId = eventId
  made.flightA = a

  // Scene over the admin socket (named so): players registered in each flight, seated, the clocks started, some
  // players out. Alisa plays both flights (re-entry after advancing is not allowed, so she registers before bagging).
  const socket = await adminSocket(hall, 'Anna TD')
  const player = async (displayName: string): Promise<string> =>
    (await socket.cmd({ type: 'player.create', fields: { displayName } })).events[0]!.playerId!
  const ids: Record<string, string> = {}
  for (const name of ['Alisa', 'Bogdan', 'Valya', 'Gleb', 'Dina', 'Egor', 'Zhenya']) ids[name] = await player(name)
  const entries: Record<string, string> = {}
  const scene: [string, string[]][] = [
    [a, ['Alisa', 'Bogdan', 'Valya', 'Gleb']],
    [b, ['Dina', 'Egor', 'Zhenya', 'Alisa']]
  ]
  // The two flights play at once in one hall, at table 1 and table 2 (§8.1: the hall's tables are one room).
  for (const [index, [flight, names]] of scene.entries()) {
    for (const name of names) {
      const reg = await socket.cmd({ type: 'entry.register', tournamentId: flight, playerId: ids[name] })
      entries[`${flight}:${name}`] = reg.events.find((e) => e.type === 'entry.registered')!.entryId!
    }
    await socket.cmd({
      type: 'seating.configure',
      tournamentId: flight,
      tables: [{ number: index + 1, seats: 9 }],
      closingOrder: { kind: 'published', order: [index + 1] },
      rules: {}
    })
    await socket.cmd({ type: 'seating.draw', tournamentId: flight })
    await socket.cmd({ type: 'clock.structure.set', tournamentId: flight, structure: SCENE_STRUCTURE })
    await socket.cmd({ type: 'clock.start', tournamentId: flight })
  }
  await socket.cmd({
    type: 'entry.eliminate',
    tournamentId: a,
    entryId: entries[`${a}:Valya`],
    level: 1,
    confirmedBy: 'Floor'
  })
  await socket.cmd({
    type: 'entry.eliminate',
    tournamentId: b,
    entryId: entries[`${b}:Zhenya`],
    level: 1,
    confirmedBy: 'Floor'
  })

  // Flight 1A: bag and tag in the panel. Closing early is refused in place, naming who is left.
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${a}?pin=${hall.pin}`)
  const panel = page.getByTestId('bag-and-tag')
  await expect(panel.getByTestId('bag-progress')).toHaveText('0 of 3 bagged')
  await expect(panel.getByTestId('bag-counted-by')).toHaveValue('Olga TD')
  await panel.getByTestId('bag-witnessed-by').fill('Floor Ivan')
  await panel.getByTestId('flight-close').click()
  await expect(panel.getByTestId('bag-message')).toHaveText(
    '3 entries in play have no bag yet (entries 1, 2, 4): bag every stack before closing the flight.'
  )
  await bagAll(page, { 1: '30,000', 2: '41,500', 4: '18,000' })
  await expect(panel.getByTestId('bag-progress')).toHaveText('3 of 3 bagged')
  // §27.8: a second count is a correction with its reason; the earlier count stays in view.
  await panel.getByTestId('bag-correct-4').click()
  await expect(panel.getByTestId('bag-chips-4')).toHaveValue('18000')
  await panel.getByTestId('bag-chips-4').fill('18,500')
  await panel.getByTestId('bag-reason-4').getByRole('textbox').fill('Recounted: a 500 under the rack')
  await panel.getByTestId('bag-reason-4').getByRole('button', { name: 'Record the new count' }).click()
  await expect(panel.getByTestId('bag-message')).toHaveText(
    'Entry #4: the new count 18,500 is recorded, the earlier one kept.'
  )
  await expect(panel.getByTestId('bag-count-4')).toContainText('18,500')
  await expect(panel.getByTestId('bag-count-4')).toContainText('18,000')
  await geometry(page, 'bag-and-tag', 'bag-and-tag')
  // §27.5: the bags are checked against the chips in play (4 entries × 20,000): 90,000 bagged is a warning with both
  // figures and the difference before the flight is closed; the director closes with the reason, the counts stand.
  await expect(panel.getByTestId('bag-totals')).toHaveText('Bags so far: 90,000 chips · chips in play: 80,000')
  await panel.getByTestId('flight-close').click()
  const difference = panel.getByTestId('bag-difference')
  await expect(difference).toContainText(
    'The bags add up to 90,000 chips; the chips in play are 80,000 — a difference of 10,000.'
  )
  await expect(panel.getByTestId('flight-reopen')).toHaveCount(0) // not closed yet
  await difference.screenshot({ path: `${SHOTS}/bag-difference-en.png` })
  await difference.getByRole('textbox').fill('Recounted: Floor Ivan before the last table')
  await difference.getByRole('button', { name: 'Close with this difference' }).click()
  await expect(panel.getByTestId('bag-message')).toHaveText('The flight is closed: its bags wait for Day 2.')
  await expect(panel.getByTestId('flight-reopen')).toBeVisible()
  // Recorded: the closing keeps both figures, with the reason (§27.8).
  const closing = page.getByTestId('journal').locator('tr', { hasText: 'Flight closed' })
  await expect(closing).toContainText('bags 90,000 · chips in play 80,000 · difference 10,000')
  await expect(closing).toContainText('Recounted: Floor Ivan before the last table')

  // Flight 1B: Alisa's second bag is the bigger one.
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${b}?pin=${hall.pin}`)
  await expect(panel.getByTestId('bag-progress')).toHaveText('0 of 3 bagged')
  // Bags that add up to the chips in play (80,000) close with no question (§27.5).
  await bagAll(page, { 1: '10,000', 2: '25,000', 4: '45,000' })
  await panel.getByTestId('flight-close').click()
  await expect(panel.getByTestId('bag-difference')).toHaveCount(0)
  await expect(panel.getByTestId('bag-message')).toHaveText('The flight is closed: its bags wait for Day 2.')
  // Reopened with a reason (nothing carried yet), and closed again.
  await panel.getByTestId('flight-reopen').click()
  await panel.getByTestId('flight-reopen-reason').getByRole('textbox').fill('Closed before the last table finished')
  await panel.getByTestId('flight-reopen-reason').getByRole('button', { name: 'Reopen the flight' }).click()
  await expect(panel.getByTestId('bag-message')).toHaveText('The flight is open again.')
  await panel.getByTestId('flight-close').click()
  await expect(panel.getByTestId('bag-message')).toHaveText('The flight is closed: its bags wait for Day 2.')

  // The event: both flights closed, the stacks to carry by the best-stack rule, Alisa's smaller bag skipped.
  await page.getByTestId('open-event').click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Winter Festival Day 2')
  const flightsPanel = page.getByTestId('flights-panel')
  await expect(flightsPanel.getByTestId('flights-row-1A')).toContainText('Closed')
  await expect(flightsPanel.getByTestId('flights-row-1B')).toContainText('Closed')
  await expect(flightsPanel.getByTestId('flights-to-carry').locator('tbody tr')).toHaveCount(5)
  await expect(flightsPanel.getByTestId('flights-skipped')).toContainText('Alisa')
  await expect(flightsPanel.getByTestId('flights-skipped')).toContainText('a bigger bag of this player counts')
  await expect(flightsPanel.getByTestId('event-places-later')).toBeVisible()
  await geometry(page, 'flights-panel', 'flights-panel-preview')
  await flightsPanel.getByTestId('flights-advance').click()
  await expect(flightsPanel.getByTestId('flights-message')).toHaveText('5 stacks brought to Day 2.')
  await expect(flightsPanel.getByTestId('flights-nothing')).toBeVisible()

  // Day 2 tables set up over the socket (the scene), then seated by stack from the panel.
  await socket.cmd({
    type: 'seating.configure',
    tournamentId: eventId,
    // Two tables of four: the five stacks need both (the fewest tables that fit open, §9.1).
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 }
    ],
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: { finalTableSize: 4 }
  })
  await flightsPanel.getByTestId('flights-seat-by-stack').click()
  await expect(flightsPanel.getByTestId('flights-message')).toHaveText('Day 2 seated by stack.')
  await expect(flightsPanel.getByTestId('flights-seated')).toBeVisible()
  await expect(flightsPanel.getByTestId('flights-seat-by-stack')).toHaveCount(0)
  const seating = await socket.query<{ tables: { seats: { entryId: string | null }[] }[] }>({
    type: 'seating.get',
    tournamentId: eventId
  })
  expect(seating.tables.map((x) => x.seats.filter((s) => s.entryId).length).sort()).toEqual([2, 3])
  await expect(flightsPanel.getByTestId('event-places')).toContainText('Valya')
  await geometry(page, 'flights-panel', 'flights-panel-day2')

  // The protocol preview of the event: the Flights section and the places across the event.
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  const preview = page.getByTestId('protocol-preview')
  const section = preview.getByTestId('protocol-preview-flights')
  await expect(section).toContainText('Flight 1A: Winter Festival Day 1A')
  const gleb = section.locator('tbody tr', { hasText: 'Gleb' })
  await expect(gleb).toContainText('18,500 (recounted 1 time)')
  await expect(gleb).toContainText('Floor Ivan')
  await expect(gleb).toContainText('advanced')
  await expect(section.locator('tbody tr', { hasText: '30,000' })).toContainText('not carried')
  const places = preview.getByTestId('protocol-preview-eventPlaces')
  await expect(places.locator('tbody tr', { hasText: 'Zhenya' })).toContainText('6–7')
  await expect(places.locator('tbody tr', { hasText: 'Valya' })).toContainText('1A')
  await expect(places.locator('tbody tr', { hasText: 'Egor' })).toContainText('in play')
  await preview.screenshot({ path: `${SHOTS}/protocol-internal-en-1280x800.png` })
  // Public (§27.11): the counts as recorded, no recount history.
  await page.getByLabel('Public (as published)').check()
  await expect(section.locator('tbody tr', { hasText: 'Gleb' })).not.toContainText('recounted')
  socket.close()
})

test('§5.5: the multi-day form, the bag-and-tag and Flights panels and the protocol section in Russian show no English, nothing cut or covered', async ({
  page
}) => {
  test.setTimeout(30_000)
  expect(made.eventId, 'the scene of the first test').not.toBe('')
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'ru')
    localStorage.setItem('floorclock.operator', 'Анна Судья')
  })
  const found: Record<string, string[]> = {}
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${made.flightA}?pin=${hall.pin}`)
  await expect(page.getByTestId('bag-progress')).toHaveText('Упаковано 3 из 3')
  found.bag = await englishIn(page, 'bag-and-tag')
  found.summary = await englishIn(page, 'tournament-multi-day')
  await expect(page.getByTestId('journal')).toContainText('Стек упакован')
  found.journal = await englishIn(page, 'journal')
  await geometry(page, 'bag-and-tag', 'bag-and-tag', 'ru')
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${made.eventId}?pin=${hall.pin}`)
  await expect(page.getByTestId('flights-panel')).toContainText('Флайты')
  found.flights = await englishIn(page, 'flights-panel')
  found.eventSummary = await englishIn(page, 'tournament-multi-day')
  await geometry(page, 'flights-panel', 'flights-panel', 'ru')
  // The form: the event's rules as announced, then a new flight's choice.
  await page.getByRole('button', { name: 'Записать изменения…' }).click()
  found.eventForm = await englishIn(page, 'multi-day')
  await page.getByTestId('tournament-form').getByRole('button', { name: 'Закрыть' }).click()
  // The protocol's Flights section and the places across the event.
  const [base, query] = hall.adminUrl.split('?')
  await page.goto(`${base}/tournaments/${made.eventId}/results/protocol?${query}`)
  await page.getByTestId('preview-protocol').click()
  await expect(page.getByTestId('protocol-preview-flights')).toContainText('Флайт 1A')
  found.protocol = await englishIn(page, 'protocol-preview-flights')
  found.places = await englishIn(page, 'protocol-preview-eventPlaces')
  // A new tournament's form with the flight's choice.
  await page.getByRole('navigation').first().getByRole('button').first().click()
  await page.getByRole('button', { name: 'Новый турнир' }).click()
  await page.getByTestId('tournament-form').locator('select[name=multiDayRole]').selectOption('flight')
  await expect(page.getByTestId('tournament-form').locator('select[name=eventId]')).toHaveValue(made.eventId)
  found.flightForm = await englishIn(page, 'multi-day')
  expect(found).toEqual({
    bag: [],
    summary: [],
    journal: [],
    flights: [],
    eventSummary: [],
    eventForm: [],
    protocol: [],
    places: [],
    flightForm: []
  })
})

test('§5.5 д: a Day 2 announced with a fresh draw is seated by the ordinary seat draw from its Flights panel', async ({
  page
}) => {
  test.setTimeout(20_000)
  // Scene over the admin socket (named so): an event with a fresh draw, one flight bagged and closed, its bags carried.
  const socket = await adminSocket(hall, 'Anna TD')
  const fields = (name: string, multiDay: Record<string, unknown>) => ({
    name,
    date: '2026-12-04',
    venue: 'Hall F',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 20000,
    multiDay
  })
  const rules = {
    role: 'event',
    carryOver: 'all',
    reentryAfterAdvance: true,
    day2Seating: 'draw',
    flightBusts: 'unplaced'
  }
  const eventId = (await socket.cmd({ type: 'tournament.create', fields: fields('Spring Cup Day 2', rules) }))
    .events[0]!.tournamentId!
  const flight = (
    await socket.cmd({
      type: 'tournament.create',
      fields: fields('Spring Cup Day 1A', { role: 'flight', eventId, label: '1A' })
    })
  ).events[0]!.tournamentId!
  const entryIds: string[] = []
  for (const displayName of ['Irina', 'Kirill', 'Lev']) {
    const playerId = (await socket.cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true }))
      .events[0]!.playerId!
    const reg = await socket.cmd({ type: 'entry.register', tournamentId: flight, playerId })
    entryIds.push(reg.events.find((e) => e.type === 'entry.registered')!.entryId!)
  }
  await socket.cmd({ type: 'clock.structure.set', tournamentId: flight, structure: SCENE_STRUCTURE })
  await socket.cmd({ type: 'clock.start', tournamentId: flight })
  for (const [i, entryId] of entryIds.entries())
    await socket.cmd({
      type: 'flight.bag',
      tournamentId: flight,
      entryId,
      chips: 10000 * (i + 1),
      countedBy: 'Anna TD',
      witnessedBy: 'Floor Ivan'
    })
  await socket.cmd({ type: 'flight.close', tournamentId: flight })
  await socket.cmd({ type: 'day2.advance', tournamentId: eventId })
  await socket.cmd({
    type: 'seating.configure',
    tournamentId: eventId,
    tables: [{ number: 1, seats: 9 }],
    closingOrder: { kind: 'published', order: [1] },
    rules: {}
  })

  await openAdmin(page, hall, 'Olga TD')
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${eventId}?pin=${hall.pin}`)
  const panel = page.getByTestId('flights-panel')
  await expect(panel.getByTestId('flights-carried').locator('tbody tr')).toHaveCount(3)
  await expect(panel.getByTestId('flights-seat-by-stack')).toHaveCount(0)
  await panel.getByTestId('flights-draw').click()
  await expect(panel.getByTestId('flights-message')).toHaveText('Day 2 seats drawn.')
  await expect(panel.getByTestId('flights-seated')).toBeVisible()
  // flightBusts 'unplaced': nobody went out in the flight, so the event's places list the Day 2 field only.
  await expect(panel.getByTestId('event-places').locator('tbody tr')).toHaveCount(3)
  // A flight points at the event: set back to one day, it is refused in words under the form, nothing recorded.
  await page.getByRole('button', { name: 'Record changes…' }).click()
  const form = page.getByTestId('tournament-form')
  await form.locator('select[name=multiDayRole]').selectOption('none')
  await form.getByRole('button', { name: 'Record changes' }).click()
  await expect(form).toContainText('A flight points at this event: it stays a multi-day event.')
  socket.close()
})
