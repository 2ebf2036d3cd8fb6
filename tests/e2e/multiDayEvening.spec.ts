import { expect, test, type Page } from './support/test'
import fs from 'node:fs'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openResults } from './support/adminPage'
import { drawOneTable } from './support/adminSocket'
import { SCENE_STRUCTURE, SceneFloor } from './support/displayScenes'
import { readGeometry, settle } from './support/geometry'

/**
 * A multi-day evening end to end: two-flight event with a Day 2, a women's standing inside it, a
 * progressive-bounty tile and a chip race, run in the admin and read in the protocol.
 *
 * Set over the admin socket (the scene, not what is tested here; each has its own spec): the event (Day 2) with its
 * progressive bounty and its women's standing, the two flights, the players (the women recorded on the player), the
 * knockouts in both flights, the other bags, flight 1B's closing, the Day 2's tables, draw and clock, one Day 2
 * knockout. In the admin UI: the last stack of flight 1A bagged and the flight closed in its panel, the bags brought
 * to Day 2 in the event's Flights panel, the chip race run in the Day 2's break in its panel. Read: the hall display
 * (the bounty tile with the heads carried from the flights, the chip race note, nothing covered or clipped at
 * 1920×1080) and the Day 2's protocol preview (Flights, places across the event, the women's standing, bounties, the
 * chip race). Screenshots: test-results/multi-day/.
 */
let hall: HallProcess
let floor: SceneFloor
const SHOTS = 'test-results/multi-day'

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
  fs.mkdirSync(SHOTS, { recursive: true })
})
test.afterAll(async () => {
  floor.close()
  await hall.stop()
})

const PROGRESSIVE = { kind: 'progressive', unit: 'points', startingBounty: 1000, collectedPercent: 50 }
const WOMEN = new Set(['Alexandra', 'Evgenia', 'Margarita', 'Anastasia'])
const FLIGHTS: Record<'1A' | '1B', string[]> = {
  '1A': ['Alexandra', 'Sviatoslav', 'Evgenia', 'Viacheslav'],
  '1B': ['Margarita', 'Rostislav', 'Anastasia', 'Vladislav']
}

async function create(fields: Record<string, unknown>): Promise<string> {
  const base = { venue: 'Minsk, Hall A', discipline: 'holdem', bettingFormat: 'no-limit', startingStack: 30000 }
  return (await floor.cmd({ type: 'tournament.create', fields: { ...base, ...fields } })).events[0]!.tournamentId!
}

const knockout = (tournamentId: string, entryId: string, eliminatedBy: string) =>
  floor.cmd({
    type: 'results.recordHand',
    tournamentId,
    level: 1,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: 0, eliminatedBy }]
  })

const bag = (tournamentId: string, entryId: string, chips: number) =>
  floor.cmd({ type: 'flight.bag', tournamentId, entryId, chips, countedBy: 'Dealer Oleg', witnessedBy: 'Floor Ira' })

async function tables(tournamentId: string, number = 1): Promise<void> {
  await drawOneTable(floor, tournamentId, number)
  await floor.cmd({ type: 'clock.structure.set', tournamentId, structure: SCENE_STRUCTURE })
}

async function openTournament(page: Page, id: string): Promise<void> {
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${id}?pin=${hall.pin}`)
}

test('a two-flight event with a Day 2, a women’s standing, a progressive-bounty tile and a chip race, run in the admin and read in the protocol', async ({
  page,
  browser
}) => {
  test.setTimeout(60_000)
  // The scene over the admin socket: the event, its women's standing, its flights, all with one bounty (§5.10, §5.5).
  const day2 = await create({
    name: 'Spring Open — Day 2',
    date: '2026-11-29',
    bounty: PROGRESSIVE,
    multiDay: {
      role: 'event',
      carryOver: 'best',
      reentryAfterAdvance: true,
      day2Seating: 'draw',
      flightBusts: 'shared'
    }
  })
  await floor.cmd({ type: 'standings.setCategories', tournamentId: day2, categories: [{ kind: 'women' }] })
  const flight: Record<string, string> = {}
  for (const [label, date] of [
    ['1A', '2026-11-27'],
    ['1B', '2026-11-28']
  ] as const)
    flight[label] = await create({
      name: `Spring Open — Day ${label}`,
      date,
      bounty: PROGRESSIVE,
      multiDay: { role: 'flight', eventId: day2, label }
    })
  const entry: Record<string, string> = {}
  for (const [label, names] of Object.entries(FLIGHTS)) {
    for (const name of names) {
      const playerId = (await floor.cmd({ type: 'player.create', fields: { displayName: name } })).events[0]!.playerId!
      // §5.4е: who belongs to the women's standing is recorded on the player (internal data).
      if (WOMEN.has(name))
        await floor.cmd({ type: 'player.setMemberships', playerId, memberships: [{ kind: 'women' }] })
      const reg = await floor.cmd({ type: 'entry.register', tournamentId: flight[label], playerId })
      entry[name] = reg.events.find((e) => e.type === 'entry.registered')!.entryId!
    }
    // The two flights play at once in one hall: table 1 and table 2 (§8.1).
    await tables(flight[label]!, label === '1A' ? 1 : 2)
    await floor.start(flight[label]!)
  }
  // Knockouts in both flights: Alexandra's head 1000 → 1500; Rostislav's 1500, then Margarita takes it: 1750.
  await knockout(flight['1A']!, entry.Viacheslav!, entry.Alexandra!)
  await knockout(flight['1B']!, entry.Vladislav!, entry.Rostislav!)
  await knockout(flight['1B']!, entry.Rostislav!, entry.Margarita!)
  await bag(flight['1A']!, entry.Sviatoslav!, 41_500)
  await bag(flight['1A']!, entry.Evgenia!, 22_000)
  await bag(flight['1B']!, entry.Margarita!, 64_000)
  // §27.5: the bags of each flight add up to the chips in play (4 × 30,000), so each closes with no question.
  await bag(flight['1B']!, entry.Anastasia!, 56_000)
  await floor.cmd({ type: 'flight.close', tournamentId: flight['1B'] })

  // In the admin: flight 1A's last stack bagged and tagged in its panel, the flight closed there (§27.5).
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Olga TD')
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await openTournament(page, flight['1A']!)
  const bagPanel = page.getByTestId('bag-and-tag')
  await expect(bagPanel.getByTestId('bag-progress')).toHaveText('2 of 3 bagged')
  await bagPanel.getByTestId('bag-witnessed-by').fill('Floor Ivan')
  await bagPanel.getByTestId('bag-chips-1').fill('56,500')
  await bagPanel.getByTestId('bag-button-1').click()
  await expect(bagPanel.getByTestId('bag-message')).toHaveText('Entry #1 bagged: 56,500.')
  await expect(bagPanel.getByTestId('bag-totals')).toHaveText('Bags so far: 120,000 chips · chips in play: 120,000')
  await bagPanel.getByTestId('flight-close').click()
  await expect(bagPanel.getByTestId('bag-message')).toHaveText('The flight is closed: its bags wait for Day 2.')

  // The event's Flights panel: both flights closed, five stacks brought to Day 2 (§5.5 а, в).
  await page.getByTestId('open-event').click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Spring Open — Day 2')
  const flightsPanel = page.getByTestId('flights-panel')
  await expect(flightsPanel.getByTestId('flights-to-carry').locator('tbody tr')).toHaveCount(5)
  // The preview says the bounty on each head the stacks bring (§5.10 with §5.5), and no format differs.
  await expect(flightsPanel.getByTestId('flights-to-carry').locator('tr', { hasText: 'Margarita' })).toContainText(
    '1,750'
  )
  await expect(flightsPanel.getByTestId('flights-bounty-mismatch')).toHaveCount(0)
  await flightsPanel.getByTestId('flights-advance').click()
  await expect(flightsPanel.getByTestId('flights-message')).toHaveText('5 stacks brought to Day 2.')
  await flightsPanel.screenshot({ path: `${SHOTS}/flights-panel-en-1280x800.png` })

  // The scene again: Day 2 drawn and started, Margarita (1750 from 1B) knocks out Sviatoslav: 500 collected, 2250.
  await tables(day2)
  await floor.start(day2)
  const day2Entry = async (name: string): Promise<string> => {
    const view = await floor.admin.query<{ carried: { entryId: string; name: string }[] }>({
      type: 'flights.get',
      tournamentId: day2
    })
    return view.carried.find((c) => c.name === name)!.entryId
  }
  await knockout(day2, await day2Entry('Sviatoslav'), await day2Entry('Margarita'))
  await floor.cmd({ type: 'clock.jump', tournamentId: day2, index: 2 }) // the break with the colour-up note

  // The chip race in the Day 2's break, in its panel (§10.9–§10.13): the 25s leave, table 1 raced.
  await openTournament(page, day2)
  const race = page.getByTestId('chip-race')
  await race.getByTestId('chiprace-chips-input').fill('25, 100, 500, 1000, 5000')
  await race.getByTestId('chiprace-chips-save').click()
  await expect(race.getByTestId('chiprace-message')).toHaveText('Recorded.')
  await race.getByTestId('chiprace-decider').fill('TD Anna')
  await race.getByTestId('chiprace-announce').click()
  await expect(race.getByTestId('chiprace-colourup')).toContainText('25 leave play; the new smallest chip is 100.')
  await race.getByTestId('chiprace-table-1').click()
  const rows = race.getByTestId('chiprace-editor-1').locator('tbody tr')
  await expect(rows).toHaveCount(4)
  const ids = await Promise.all(
    (await rows.all()).map(async (r) => (await r.getAttribute('data-testid'))!.replace('chiprace-row-', ''))
  )
  await race.getByTestId(`chiprace-odd-${ids[0]}-25`).fill('3')
  await race.getByTestId(`chiprace-odd-${ids[1]}-25`).fill('2')
  // §10.10: every count is typed, 0 included (a blank is asked for, never read as 0).
  await race.getByTestId(`chiprace-odd-${ids[2]}-25`).fill('0')
  await race.getByTestId(`chiprace-odd-${ids[3]}-25`).fill('0')
  await expect(race.getByTestId('chiprace-to-race')).toContainText('Left over 125: 1 chip of 100 is raced.')
  await race.getByTestId(`chiprace-won-${ids[0]}`).check()
  await race.getByTestId('chiprace-record').click()
  await expect(race.getByTestId('chiprace-summary')).toHaveText('1 of 1 table done')

  // The hall display of Day 2: the biggest head in play is the one carried from 1B and grown on Day 2; the chip race
  // note beside it; nothing covered or clipped at 1920×1080.
  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await screen.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await screen.goto(`${hall.baseUrl}/display.html#/clock?t=${day2}`)
  await expect(screen.getByTestId('clock')).toHaveAttribute('data-tournament', day2)
  await expect(screen.getByTestId('clock-bounty')).toContainText('Margarita')
  // 2,250 = the 1,750 carried from 1B + Sviatoslav's 500 on Day 2 (a head started afresh would show 1,500).
  await expect(screen.getByTestId('clock-bounty')).toContainText('2,250 pts')
  await expect(screen.getByTestId('clock-colorup')).toHaveText(
    'Colour-up: 25 chips leave play — chip race at the tables'
  )
  await settle(screen)
  const geometry = await readGeometry(screen)
  expect(geometry.violations, 'Day 2 display 1920×1080').toEqual([])
  await screen.screenshot({ path: `${SHOTS}/display-day2-en-1920x1080.png` })
  await screen.close()

  // The Day 2's protocol preview: Flights, places across the event, the women's standing, bounties, the chip race.
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  const preview = page.getByTestId('protocol-preview')
  const flights = preview.getByTestId('protocol-preview-flights')
  await expect(flights).toContainText('Flight 1A: Spring Open — Day 1A')
  await expect(flights.locator('tbody tr', { hasText: 'Alexandra' })).toContainText('Floor Ivan')
  await expect(flights.locator('tbody tr', { hasText: 'Alexandra' })).toContainText('advanced')
  const places = preview.getByTestId('protocol-preview-eventPlaces')
  // Day 2: five entries, Sviatoslav out 5th; the three out in the flights share 6–8 (§5.5 г, §24.10).
  await expect(places.locator('tbody tr', { hasText: 'Sviatoslav' })).toContainText('5')
  await expect(places.locator('tbody tr', { hasText: 'Vladislav' })).toContainText('6–8')
  await expect(places.locator('tbody tr', { hasText: 'Viacheslav' })).toContainText('1A')
  const women = preview.getByTestId('protocol-preview-category')
  await expect(women).toContainText('Separate standing: Women · 4 players')
  await expect(women.locator('tbody tr')).toHaveCount(4)
  await expect(women).not.toContainText('Sviatoslav')
  await expect(preview).toContainText('Progressive bounty: 1000 points per entry; the eliminator records 50%')
  const results = preview.getByTestId('protocol-preview-results')
  // A participant's own row (the rows of those they knocked out name them too, in "Eliminated by").
  const ownRow = (name: string) =>
    results.locator('tbody tr').filter({ has: page.locator('td:nth-child(3)', { hasText: name }) })
  const margarita = ownRow('Margarita').first()
  await expect(margarita).toContainText('500 (on the head: 2250) (from flight 1B: 1750)')
  await expect(ownRow('Alexandra').first()).toContainText('(from flight 1A: 1500)')
  const chipRace = preview.getByTestId('protocol-preview-chipRace')
  await expect(chipRace).toContainText('Colour-ups and chip races (§10.9–§10.13)')
  await expect(chipRace.locator('tbody tr').first()).toContainText('Left over 125: 1 chip raced')
  await preview.screenshot({ path: `${SHOTS}/protocol-day2-internal-en-1280x800.png` })
  await page.getByLabel('Public (as published)').check()
  await expect(preview).toContainText('Public version')
  await expect(ownRow('Margarita').first()).toContainText('(from flight 1B: 1750)')
  // §27.11: the public standing lists only placed players; the four women are all still in play on Day 2.
  await expect(women.locator('tbody tr')).toHaveCount(0)
  await expect(preview.getByTestId('protocol-preview-eventPlaces')).toContainText('Vladislav')
  await preview.screenshot({ path: `${SHOTS}/protocol-day2-public-en-1280x800.png` })
})
