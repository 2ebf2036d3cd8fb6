import { expect, test, type Locator, type Page } from './support/test'
import { sv } from '../../src/shared/i18n/sv'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { SCENE_STRUCTURE, SceneFloor } from './support/displayScenes'
import { settled } from './support/settled'
import { englishNotUsedBy, words } from './support/englishWords'

/**
 * The admin in Swedish, as a Swedish hall runs it: with Svenska chosen, every page of the navigation, every tab of a
 * tournament under way and every results sub-page is walked through the UI, and nothing on screen is English — the
 * navigation, the tabs and the headings above all. "English" is any word of the English dictionary that the Swedish
 * one never uses (so Bounty, Rebuy or TDA, which Swedish halls say too, pass). The hall display of the same
 * tournament is read in Swedish too. Screenshots: test-results/swedish-walk/.
 */
let hall: HallProcess
test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const ENGLISH = englishNotUsedBy(sv)
/** What the scene itself typed in Latin letters (venue, awards, names), not the interface's words. */
const SCENE_TEXT = new Set(['Minsk', 'Hall', 'Trophy', 'rating', 'points', 'Walk', 'Anna', 'Floor', 'Cup'])
/** The structure's colour-up notes, as the scene typed them (a director's own words stay as written). */
const SCENE_NOTES = SCENE_STRUCTURE.items.flatMap((item) => ('colorUp' in item && item.colorUp ? [item.colorUp] : []))

/** The English words in a part of the page, each with the line it stands in, so a failure says where to look. */
async function englishIn(part: Locator): Promise<string[]> {
  const texts = await part.allInnerTexts()
  // Addresses (the clock URL) are not words; nor are time-zone identifiers (Europe/Stockholm, the protocol's zone,
  // §27.8), names from the IANA database that read the same in every language.
  let text = texts.join('\n').replace(/\S+:\/\/\S+|#\/\S+|\b[A-Z][A-Za-z]+\/[A-Za-z_/+-]+/g, ' ')
  for (const note of SCENE_NOTES) text = text.split(note).join(' ')
  const english = [...new Set(words(text).filter((w) => ENGLISH.has(w) && !SCENE_TEXT.has(w)))]
  return english.map(
    (w) =>
      `${w} in «${text
        .split('\n')
        .find((line) => line.includes(w))
        ?.trim()
        .slice(0, 120)}»`
  )
}

/** The whole page, and apart from it the navigation, the tabs and the headings (so a report names them). */
async function read(page: Page, where: string, found: Record<string, string[]>): Promise<void> {
  const parts: [string, Locator][] = [
    ['navigation', page.getByRole('navigation')],
    ['tabs', page.getByRole('tab')],
    ['headings', page.getByRole('heading')],
    ['page', page.locator('body')]
  ]
  for (const [name, part] of parts) {
    const english = await englishIn(part)
    if (english.length) found[`${where} — ${name}`] = english
  }
}

const shot = (page: Page, name: string): Promise<Buffer> =>
  page.screenshot({ path: `test-results/swedish-walk/${name}.png`, fullPage: true })

test('the admin in Swedish: every page, tab and results page of a tournament under way, and its hall display, show no English', async ({
  page,
  browser
}) => {
  test.setTimeout(240_000)
  const floor = await SceneFloor.open(hall)
  const { id, entries } = await floor.tournament('Walk Cup', { players: 18, tables: 2, seats: 10, reentry: true })
  await floor.tournament('Walk Cup II', { players: 0 })
  await floor.start(id)
  await floor.cmd({
    type: 'results.recordHand',
    tournamentId: id,
    level: 1,
    confirmedBy: 'Floor',
    busts: [{ entryId: entries[0], startStack: 0 }]
  })
  // Records the journal shows as structured old → new values: rules, terms, a corrected penalty.
  await floor.cmd(
    { type: 'results.setRules', tournamentId: id, rules: { tieRule: 'lot', disqualificationPlaces: 'annul' } },
    { reason: 'Utlyst på spelarmötet' }
  )
  await floor.cmd(
    {
      type: 'registration.setTerms',
      tournamentId: id,
      terms: { reentry: { maxPerPlayer: 3 }, lateRegistration: { kind: 'level-end', level: 3 } }
    },
    { reason: 'Sen registrering förlängd' }
  )
  const penalty = await floor.cmd({
    type: 'penalty.record',
    tournamentId: id,
    entryId: entries[1],
    tableId: '1',
    level: 1,
    violation: { code: 'delay-of-game' },
    measure: { kind: 'time-away', minutes: 10 },
    decidedBy: { name: 'Floor', role: 'floor' }
  })
  const penaltyId = (penalty.events[0] as unknown as { penalty: { id: string } }).penalty.id
  await floor.cmd(
    { type: 'penalty.correct', tournamentId: id, penaltyId, measure: { kind: 'time-away', minutes: 5 } },
    { reason: 'Fem minuter räcker' }
  )
  // Clock records whose journal line names a cause or a mode: an adjustment, hand-for-hand on and off.
  await floor.cmd({ type: 'clock.adjust', tournamentId: id, seconds: 60 })
  await floor.cmd({ type: 'clock.handForHand', tournamentId: id, on: true, mode: 'deduct', deductSeconds: 120 })
  await floor.cmd({ type: 'clock.handForHand', tournamentId: id, on: false, mode: 'deduct', deductSeconds: 120 })
  floor.admin.close()

  await openAdmin(page, hall, 'Anna Turneringsledare', 'sv')
  const found: Record<string, string[]> = {}
  const nav = page.getByRole('navigation').first().getByRole('button')
  await expect(nav.first()).toBeVisible({ timeout: 20_000 })
  // The top menu in Swedish words (the issue saw Players, Hall network, Displays, Accounts).
  const menu = (await nav.allInnerTexts()).map((s) => s.trim())
  for (const word of [sv['nav.tournaments'], sv['nav.players'], sv['nav.displays'], sv['nav.accounts']])
    expect(menu, 'the top menu').toContain(word)
  const pages = await nav.count()
  expect(pages).toBeGreaterThanOrEqual(5)
  for (let i = 0; i < pages; i += 1) {
    const button = nav.nth(i)
    const label = (await button.innerText()).trim()
    await button.click()
    await settled(page)
    await read(page, `page ${label}`, found)
    await shot(page, `page-${i + 1}`)
  }
  await nav.first().click()
  // The status column says each status in Swedish: Startad and Utlyst, never Finished beside Startad.
  const list = page.getByTestId('tournament-list')
  await expect(list.getByRole('row', { name: /Walk Cup II/ })).toContainText(sv['tournament.status.announced'])
  await expect(list.getByRole('row', { name: /Walk Cup (?!II)/ })).toContainText(sv['tournament.status.started'])
  await list
    .getByRole('row', { name: /Walk Cup (?!II)/ })
    .getByRole('button')
    .click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Walk Cup')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  const tabNames = (await tabs.allInnerTexts()).map((s) => s.trim())
  for (const word of [sv['tab.overview'], sv['tab.desk'], sv['tab.entries'], sv['tab.seating'], sv['tab.results']])
    expect(tabNames, 'the tournament tabs').toContain(word)
  for (let i = 0; i < tabNames.length; i += 1) {
    const tab = tabs.nth(i)
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await settled(page)
    await read(page, `tab ${tabNames[i]}`, found)
    await shot(page, `tab-${i + 1}`)
  }
  // Every results sub-page, through its link.
  await page.getByRole('tab', { name: sv['tab.results'], exact: true }).click()
  const subpages = page.getByTestId('results-nav').getByRole('link')
  await expect(subpages).toHaveCount(4)
  for (let i = 0; i < 4; i += 1) {
    const link = subpages.nth(i)
    const label = (await link.innerText()).trim()
    await link.click()
    await expect(link).toHaveAttribute('aria-current', 'page')
    await settled(page)
    await read(page, `results ${label}`, found)
    await shot(page, `results-${i + 1}`)
  }
  // The journal with the structured records, on the tournament's overview.
  await page.getByRole('tab', { name: sv['tab.overview'], exact: true }).click()
  await expect(page.getByTestId('journal')).toContainText('Fem minuter räcker')
  await read(page, 'journal', found)
  await shot(page, 'journal')

  // The hall display of the same tournament on a screen set to Swedish: Swedish words, the date in words.
  const display = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'sv'))
  await display.goto(`${hall.clockUrl}?t=${id}`)
  const screen = display.locator('body')
  await expect(screen).toContainText('Nivå 1')
  await display.screenshot({ path: 'test-results/swedish-walk/hall-display.png' })
  // On a full 16:9 screen the line under the name (venue, date, game) gives way to the tiles and the list; a portrait
  // screen has the room for it, in Swedish words.
  await display.setViewportSize({ width: 1080, height: 1920 })
  await expect(screen).toContainText('28 november 2026')
  await display.screenshot({ path: 'test-results/swedish-walk/hall-display-portrait.png' })
  const english = await englishIn(screen)
  if (english.length) found['hall display'] = english
  await display.screenshot({ path: 'test-results/swedish-walk/hall-display.png' })
  await display.close()
  expect(found).toEqual({})
})
