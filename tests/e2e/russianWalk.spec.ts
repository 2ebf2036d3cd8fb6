import { expect, test, type Page } from './support/test'
import { ru } from '../../src/shared/i18n/ru'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { SCENE_STRUCTURE, SceneFloor } from './support/displayScenes'
import { settled } from './support/settled'
import { englishNotUsedBy, words } from './support/englishWords'

/**
 * every admin screen in Russian shows no English. The scene (a tournament with seated players, a running
 * clock, an elimination and a penalty) is set over the socket; the walk itself clicks every page of the navigation
 * and every tab of the tournament through the UI and reads what is on screen. "English" is any word of the English
 * dictionary that the Russian one never uses (so names like PDF or TDA, which Russian uses too, pass).
 */
let hall: HallProcess
test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const ENGLISH = englishNotUsedBy(ru)
/** What the scene itself typed in Latin letters (venue, awards, names), not the interface's words. */
const SCENE_TEXT = new Set(['Minsk', 'Hall', 'Trophy', 'rating', 'points', 'Walk', 'Anna', 'Floor'])
/** The structure's colour-up notes, as the scene typed them (a director's own words stay as written). */
const SCENE_NOTES = SCENE_STRUCTURE.items.flatMap((item) => ('colorUp' in item && item.colorUp ? [item.colorUp] : []))

async function englishOn(page: Page): Promise<string[]> {
  // Addresses (the clock URL) are not words. Structured values in the journal (awards, closing orders, rules) are
  // read as shown: field names and values must be Russian too — nothing is skipped.
  // Time-zone identifiers (Europe/Stockholm, America/Swift_Current: the protocol's zone, §27.8) are names from the
  // IANA database, the same in every language, like an address.
  let text = (await page.locator('body').innerText()).replace(
    /\S+:\/\/\S+|#\/\S+|\b[A-Z][A-Za-z]+\/[A-Za-z_/+-]+/g,
    ' '
  )
  for (const note of SCENE_NOTES) text = text.split(note).join(' ')
  // Each English word with the line it stands in, so a failure says where to look.
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

test('every page and tab of the admin in Russian, with a tournament under way, shows no English', async ({ page }) => {
  test.setTimeout(180_000)
  const floor = await SceneFloor.open(hall)
  const { id, entries } = await floor.tournament('Walk Cup', { players: 18, tables: 2, seats: 10, reentry: true })
  await floor.start(id)
  await floor.cmd({
    type: 'results.recordHand',
    tournamentId: id,
    level: 1,
    confirmedBy: 'Floor',
    busts: [{ entryId: entries[0], startStack: 0 }]
  })
  // Records the journal shows as structured old → new values: rules, awards, terms, a corrected penalty.
  await floor.cmd(
    { type: 'results.setRules', tournamentId: id, rules: { tieRule: 'lot', disqualificationPlaces: 'annul' } },
    { reason: 'Объявлено на собрании игроков' }
  )
  await floor.cmd(
    {
      type: 'registration.setAwards',
      tournamentId: id,
      awards: {
        noCashPrizes: true,
        places: [
          { place: 1, description: 'Trophy and 300 rating points' },
          { place: 2, description: '250 rating points' }
        ]
      }
    },
    { reason: 'Спонсор изменил награды' }
  )
  await floor.cmd(
    {
      type: 'registration.setTerms',
      tournamentId: id,
      terms: { reentry: { maxPerPlayer: 3 }, lateRegistration: { kind: 'level-end', level: 3 } }
    },
    { reason: 'Поздняя регистрация продлена' }
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
    { reason: 'Дали пять минут' }
  )
  // Clock records whose journal line names a cause or a mode: an adjustment, hand-for-hand on and off.
  await floor.cmd({ type: 'clock.adjust', tournamentId: id, seconds: 60 })
  await floor.cmd({ type: 'clock.handForHand', tournamentId: id, on: true, mode: 'deduct', deductSeconds: 120 })
  await floor.cmd({ type: 'clock.handForHand', tournamentId: id, on: false, mode: 'deduct', deductSeconds: 120 })
  floor.admin.close()

  await openAdmin(page, hall, 'Анна Судья', 'ru')
  const found: Record<string, string[]> = {}
  const nav = page.getByRole('navigation').first().getByRole('button')
  await expect(nav.first()).toBeVisible()
  const pages = await nav.count()
  expect(pages).toBeGreaterThanOrEqual(5)
  for (let i = 0; i < pages; i += 1) {
    const button = nav.nth(i)
    const label = (await button.innerText()).trim()
    await button.click()
    await settled(page)
    const english = await englishOn(page)
    if (english.length) found[`page ${label}`] = english
  }
  await nav.first().click()
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Walk Cup/ })
    .getByRole('button')
    .click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Walk Cup')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  const tabCount = await tabs.count()
  for (let i = 0; i < tabCount; i += 1) {
    const tab = tabs.nth(i)
    const label = (await tab.innerText()).trim()
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await settled(page)
    const english = await englishOn(page)
    if (english.length) found[`tab ${label}`] = english
  }
  // every results sub-page, through its link.
  await page.getByRole('tab', { name: 'Итоги', exact: true }).click()
  const subpages = page.getByTestId('results-nav').getByRole('link')
  await expect(subpages).toHaveCount(4)
  for (let i = 0; i < 4; i += 1) {
    const link = subpages.nth(i)
    const label = (await link.innerText()).trim()
    await link.click()
    await expect(link).toHaveAttribute('aria-current', 'page')
    await settled(page)
    const english = await englishOn(page)
    if (english.length) found[`results ${label}`] = english
  }
  await page.screenshot({ path: 'test-results/russian-walk/last-tab.png', fullPage: true })
  // The journal with the structured records, on the tournament's overview (the walk read it above too).
  await page.getByRole('tab', { name: 'Обзор', exact: true }).click()
  await expect(page.getByTestId('journal')).toContainText('Дали пять минут')
  const english = await englishOn(page)
  if (english.length) found['journal'] = english
  await page.screenshot({ path: 'test-results/russian-walk/journal.png', fullPage: true })
  expect(found).toEqual({})
})
