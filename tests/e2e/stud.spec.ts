import { expect, test, type Browser, type Page } from './support/test'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'

/**
 * limits everywhere (BFSP §4.7, §5.4): a Seven Card Stud fixed-limit event and a HORSE event. Each event
 * (tournament, players, seating, the stud or HORSE template structure, the clock start and the jumps) is set over the
 * admin socket of the real hall server — fast and exact; the admin UI that records the same commands has its own
 * specs. What is checked is what the room and the director see: the hall display in a real Chromium and the admin's
 * clock line and "Jump to…" list in the real admin page. Screenshots: test-results/stud/.
 */
let hall: HallProcess
let floor: SceneFloor

test.setTimeout(90_000)

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
})
test.afterAll(async () => {
  floor.close()
  await hall.stop()
})

const eightMax = { players: 16, tables: 2, seats: 8, cyrillic: false }

declare global {
  interface Window {
    /** What the display said aloud (the page's speech synthesis, recorded; see `display`). */
    __spoken?: string[]
  }
}

/**
 * A hall screen on one tournament. Headless Chromium has no voices, so the page's `speechSynthesis.speak` is replaced
 * by a recorder of what the display asked it to say (the only stand-in here; the words are the app's own).
 */
async function display(browser: Browser, tournamentId: string, language: 'en' | 'ru' = 'en'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.addInitScript((l) => {
    localStorage.setItem('floorclock.language', l)
    window.__spoken = []
    if (window.speechSynthesis)
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void window.__spoken!.push(utterance.text)
  }, language)
  await page.goto(`${hall.baseUrl}/display.html#/clock?t=${tournamentId}`)
  await expect(page.getByTestId('clock')).toHaveAttribute('data-tournament', tournamentId)
  return page
}

async function admin(browser: Browser, name: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Anna TD')
  })
  await page.goto(hall.adminUrl)
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button')
    .click()
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
  return page
}

/** The "Jump to…" list's entries as the director reads them. */
const jumpList = (page: Page): Promise<string[]> =>
  page.getByRole('combobox', { name: 'Jump to' }).locator('option').allTextContents()
const spoken = (page: Page): Promise<string[]> => page.evaluate(() => window.__spoken ?? [])

test('Seven Card Stud fixed limit: ante, bring-in, complete and the small and big bet on the hall display and in the admin (§5.4, §4.7)', async ({
  browser
}) => {
  const { id } = await floor.tournament('Stud Cup', {
    ...eightMax,
    discipline: 'stud',
    bettingFormat: 'fixed-limit',
    structure: TEMPLATES.stud()
  })
  await floor.start(id)

  const screen = await display(browser, id)
  await expect(screen.getByTestId('clock-stakes')).toHaveText(
    'Ante 25 · Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200'
  )
  await expect(screen.getByTestId('clock-level')).toContainText('Level 1 · Stud')
  await expect(screen.getByTestId('clock-next')).toContainText('Small bet 200 / Big bet 400')
  await screen.screenshot({ path: 'test-results/stud/stud-display-en-1920x1080.png' })

  const ru = await display(browser, id, 'ru')
  await expect(ru.getByTestId('clock-stakes')).toContainText('Малая ставка 100 / Большая ставка 200')
  await ru.screenshot({ path: 'test-results/stud/stud-display-ru-1920x1080.png' })

  // The speech reads the new level by the same formatter (the director turned speech on).
  await floor.cmd({ type: 'clock.display', tournamentId: id, settings: { speak: true } })
  await floor.cmd({ type: 'clock.jump', tournamentId: id, index: 1 })
  await expect
    .poll(() => spoken(screen))
    .toContain('Level 2. Stud. Ante 25. Bring-in 50. Complete 200. Small bet 200 / Big bet 400')
  await expect
    .poll(() => spoken(ru))
    .toContain('Уровень 2. Stud. Анте 25. Бринг-ин 50. Комплит 200. Малая ставка 200 / Большая ставка 400')
  await floor.cmd({ type: 'clock.jump', tournamentId: id, index: 0 })

  const director = await admin(browser, 'Stud Cup')
  await expect(director.getByTestId('admin-clock-level')).toContainText(
    'Level 1 · Stud · Ante 25 · Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200'
  )
  const jumps = await jumpList(director)
  expect(jumps).toContain('Level 2 · Stud · Ante 25 · Bring-in 50 · Complete 200 · Small bet 200 / Big bet 400')
  expect(jumps.filter((j) => j.startsWith('Level')).every((j) => j.includes('Small bet'))).toBe(true)
  await director.screenshot({ path: 'test-results/stud/stud-admin-en.png', fullPage: true })
  for (const page of [screen, ru, director]) await page.close()
})

test('HORSE: the game of each level, the next game on the NEXT tile and the break screen, the admin jump list', async ({
  browser
}) => {
  const { id } = await floor.tournament('HORSE Cup', {
    ...eightMax,
    discipline: 'mixed',
    bettingFormat: 'mixed',
    structure: TEMPLATES.horse()
  })
  await floor.cmd({ type: 'clock.display', tournamentId: id, settings: { speak: true } })
  await floor.start(id)

  const screen = await display(browser, id)
  await expect(screen.getByTestId('clock-level')).toContainText("Level 1 · Hold'em · Fixed limit")
  await expect(screen.getByTestId('clock-stakes')).toHaveText('100 / 200 · Small bet 200 / Big bet 400')
  await expect(screen.getByTestId('clock-next')).toContainText('Omaha Hi-Lo · Fixed limit')
  await screen.screenshot({ path: 'test-results/stud/horse-holdem-en-1920x1080.png' })

  await floor.cmd({ type: 'clock.jump', tournamentId: id, index: 2 }) // level 3: Razz, a stud game
  await expect(screen.getByTestId('clock-level')).toContainText('Level 3 · Razz')
  await expect(screen.getByTestId('clock-stakes')).toHaveText(
    'Ante 25 · Bring-in 50 · Complete 200 · Small bet 200 / Big bet 400'
  )
  await expect(screen.getByTestId('clock-next')).toContainText('Stud · Fixed limit')
  await screen.screenshot({ path: 'test-results/stud/horse-razz-en-1920x1080.png' })
  await expect
    .poll(() => spoken(screen))
    .toContain('Level 3. Razz. Fixed limit. Ante 25. Bring-in 50. Complete 200. Small bet 200 / Big bet 400')

  await floor.cmd({ type: 'clock.jump', tournamentId: id, index: 5 }) // the break after Stud Hi-Lo
  await expect(screen.getByTestId('clock-stakes')).toContainText("Next: level 6 · Hold'em · Fixed limit")
  await expect(screen.getByTestId('clock-stakes')).toContainText('Small bet 300 / Big bet 600')
  await screen.screenshot({ path: 'test-results/stud/horse-break-en-1920x1080.png' })
  // The break says what comes next, and which game.
  await expect.poll(() => spoken(screen)).toContain("Break. Next: level 6. Next game: Hold'em")

  const director = await admin(browser, 'HORSE Cup')
  await expect(director.getByTestId('admin-clock-level')).toContainText('Break')
  const jumps = await jumpList(director)
  expect(jumps).toContain(
    'Level 3 · Razz · Fixed limit · Ante 25 · Bring-in 50 · Complete 200 · Small bet 200 / Big bet 400'
  )
  expect(jumps).toContain("Level 6 · Hold'em · Fixed limit · 150 / 300 · Small bet 300 / Big bet 600")
  for (const game of ["Hold'em", 'Omaha Hi-Lo', 'Razz', 'Stud', 'Stud Hi-Lo'])
    expect(
      jumps.some((j) => j.includes(` · ${game} · `)),
      game
    ).toBe(true)
  await director.screenshot({ path: 'test-results/stud/horse-admin-en.png', fullPage: true })
  await screen.close()
  await director.close()
})
