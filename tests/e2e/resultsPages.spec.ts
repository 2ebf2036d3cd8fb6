import fs from 'node:fs'
import { expect, test, type Locator, type Page } from './support/test'
import { en } from '../../src/shared/i18n/en'
import { ru } from '../../src/shared/i18n/ru'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { SceneFloor } from './support/displayScenes'

/**
 * the results area in sub-pages, each at its own address, checked on screen. The SCENE — a
 * tournament of six seated players, the clock started and moved to the third level (after the break) — is SET OVER
 * THE SOCKET; everything the test claims (eliminations recorded, places, basis and levels shown, the sub-navigation by
 * keyboard, the address across a reload and the back button) is driven through the UI and read from the screen.
 */
let hall: HallProcess
test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const SHOTS = 'test-results/results-pages'
const PAGES = ['places', 'discipline', 'series', 'protocol'] as const

/** Scene over the socket: six players at one table, the clock running in level 3 (structure item 4, after a break). */
async function scene(name: string): Promise<string> {
  const floor = await SceneFloor.open(hall)
  const { id } = await floor.tournament(name, { players: 6, tables: 1, seats: 10 })
  await floor.start(id)
  await floor.cmd({ type: 'clock.jump', tournamentId: id, index: 3 })
  floor.admin.close()
  return id
}

/** A screenshot of the page from its top (the sub-navigation in view), as the docs show it. */
async function shot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path })
}

async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

test('§27.6, §27.7, §27.13: eliminations through the UI, places with basis and level on screen, each sub-page at its address (RU)', async ({
  page
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await scene('Кубок итогов')
  await openAdmin(page, hall, 'Анна Судья', 'ru')
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Кубок итогов/ })
    .getByRole('button')
    .click()
  await page.getByRole('tab', { name: ru['tab.results'], exact: true }).click()
  const nav = page.getByTestId('results-nav')
  await expect(nav.getByRole('link', { name: ru['results.page.places'] })).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveURL(/#\/admin\/tournaments\/[^/]+\/results/)

  // §24.7: two out in one hand — #6 started it with more chips than #5, so #6 places higher; then #4 alone.
  const panel = page.getByTestId('elimination-panel')
  await expect(panel.getByTestId('elim-level')).toHaveValue('3') // §27.13: the level as players count it
  await panel.getByTestId('elim-confirmed-by').fill('Иван Флор')
  await panel.getByTestId('pick-5').click()
  await panel.getByTestId('pick-6').click()
  await panel.getByTestId('stack-5').fill('4000')
  await panel.getByTestId('stack-6').fill('9000')
  await panel.getByTestId('record-elimination').click()
  await expect(panel.getByTestId('elim-message')).toContainText(ru['results.panel.recorded'].split(':')[0]!)
  await panel.getByTestId('pick-4').click()
  await panel.getByTestId('record-elimination').click()

  // What the director reads on the page: place, number, basis, the level of elimination.
  const places = page.getByTestId('places-table')
  const row = (n: number) =>
    places.locator('tbody tr', { has: page.locator(`td:nth-child(2)`, { hasText: new RegExp(`^${n}$`) }) })
  await expect(row(6).locator('td').first()).toHaveText('5')
  await expect(row(5).locator('td').first()).toHaveText('6')
  await expect(row(4).locator('td').first()).toHaveText('4')
  for (const n of [5, 6]) await expect(row(n)).toContainText(ru['results.basis.start-stack'])
  await expect(row(4)).toContainText(ru['results.basis.sole-elimination'])
  const levelColumn = await places.locator('thead th').allInnerTexts()
  const levelAt = levelColumn.indexOf(ru['results.col.level'])
  for (const n of [4, 5, 6]) await expect(row(n).locator('td').nth(levelAt)).toHaveText('3')
  await expect(page.getByTestId('recorded-hand')).toHaveCount(2)
  await shot(page, `${SHOTS}/results-places-ru-1280x800.png`)

  // The sub-navigation by keyboard: Tab reaches "Дисциплина", Enter opens it at its own address.
  const discipline = nav.getByRole('link', { name: ru['results.page.discipline'] })
  await tabTo(page, discipline)
  await page.keyboard.press('Enter')
  await expect(discipline).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveURL(/\/results\/discipline/)
  await expect(page.getByTestId('penalty-panel')).toBeVisible()
  await expect(page.getByTestId('places-table')).toHaveCount(0)

  // A reload keeps the page; so does a copied link in a new tab.
  await page.reload()
  await expect(page.getByTestId('penalty-panel')).toBeVisible()
  await expect(nav.getByRole('link', { name: ru['results.page.discipline'] })).toHaveAttribute('aria-current', 'page')
  await shot(page, `${SHOTS}/results-discipline-ru-1280x800.png`)

  await nav.getByRole('link', { name: ru['results.page.series'] }).click()
  await expect(page.getByTestId('series-panel')).toBeVisible()
  await shot(page, `${SHOTS}/results-series-ru-1280x800.png`)

  await nav.getByRole('link', { name: ru['results.page.protocol'] }).click()
  await expect(page).toHaveURL(/\/results\/protocol/)
  await page.getByTestId('preview-protocol').click()
  const preview = page.getByTestId('protocol-preview')
  // §27.13: the structure numbered 1, 2, Break, 3, 4 — and the eliminations' level 3 is the structure's level 3.
  const structure = preview.getByTestId('protocol-preview-structure').locator('tbody tr td:first-child')
  await expect(structure).toHaveText(['1', '2', ru['protocol.break'], '3', '4', '5'])
  const results = preview.getByTestId('protocol-preview-results')
  await expect(results.locator('tbody tr', { hasText: ru['results.basis.sole-elimination'] })).toContainText('3')
  // the hall's time zone named.
  await expect(preview).toContainText(ru['protocol.field.timeZone'])
  await shot(page, `${SHOTS}/results-protocol-ru-1280x800.png`)
  const link = page.url()

  // The browser's back button goes back through the pages.
  await page.goBack()
  await expect(page.getByTestId('series-panel')).toBeVisible()
  const other = await page.context().newPage()
  await other.setViewportSize({ width: 1280, height: 800 })
  await other.goto(link)
  await expect(
    other.getByTestId('results-nav').getByRole('link', { name: ru['results.page.protocol'] })
  ).toHaveAttribute('aria-current', 'page')
  await other.close()
  for (const p of PAGES) expect(fs.existsSync(`${SHOTS}/results-${p}-ru-1280x800.png`)).toBe(true)
})

for (const language of ['ru', 'en'] as const) {
  test(`the results sub-navigation reads on one line at 1280 and 1024 px (${language})`, async ({ page }) => {
    const id = await scene(`Nav ${language}`)
    await openAdmin(page, hall, 'Olga Desk', language)
    const dictionary = language === 'ru' ? ru : en
    // Straight to the address of a sub-page (the pin kept in the query).
    const [base, query] = hall.adminUrl.split('?')
    await page.goto(`${base}/tournaments/${id}/results/series?${query}`)
    const nav = page.getByTestId('results-nav')
    await expect(nav.getByRole('link', { name: dictionary['results.page.series'] })).toHaveAttribute(
      'aria-current',
      'page'
    )
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      const links = nav.getByRole('link')
      await expect(links).toHaveCount(4)
      const boxes = await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
      // One line: every link on the same row, none wrapped inside itself, none past the right edge.
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, `${language} ${width}px`).toBe(1)
      // A link of one line is well under two lines high (the font is 16 px; the padding 0.45 rem each side).
      for (const b of boxes) expect(b.height).toBeLessThan(50)
      for (const b of boxes) expect(b.right).toBeLessThanOrEqual(width)
      expect(await nav.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
      await page.screenshot({ path: `${SHOTS}/nav-${language}-${width}.png` })
    }
  })
}
