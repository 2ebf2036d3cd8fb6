import { expect, test, type Browser, type Page, type WebSocketRoute } from './support/test'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { PRESET_IDS, PRESETS } from '../../src/shared/core/display/presets'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'
import { keepShot, readGeometry, readLegible, settle, SIZES } from './support/geometry'

/**
 * The hall display's law, state by state and size by size: the time digits take at least 25% of the
 * height (landscape) or 60% of the width (portrait), nothing covers them, no two regions overlap, nothing is off
 * screen or clipped, no text is too small to read, and the current blinds are the second-largest text.
 *
 * Each state is set over the admin socket of the real hall server (fast and exact; the admin UI that records the same
 * commands has its own specs), on its own tournament; a Russian and an English screen show it, and each is resized
 * through every size (one scene per state). Screenshots: test-results/geometry/<state>-<lang>-<w>x<h>.png, kept at the
 * sizes people look at and wherever a check fails (keepShot).
 */
let hall: HallProcess
let floor: SceneFloor

test.setTimeout(120_000)

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
})
test.afterAll(async () => {
  for (const { page } of screens) await page.close()
  floor.close()
  await hall.stop()
})

const LONG_ANNOUNCEMENT =
  'Ужин в ресторане на втором этаже после шестого уровня. Ваучеры на ужин выдаются у стойки регистрации, ' +
  'повторные входы закрываются в конце четвёртого уровня, чип-рейс за первым столом.'

interface Screen {
  page: Page
  language: 'ru' | 'en'
}

/** A Russian and an English screen, open for the whole spec; each state is put on them by address (no reload). */
const screens: Screen[] = []

async function show(browser: Browser, tournamentId: string, query = ''): Promise<Screen[]> {
  if (screens.length === 0)
    for (const language of ['ru', 'en'] as const) {
      const page = await browser.newPage({ viewport: { width: SIZES[0][0], height: SIZES[0][1] } })
      await page.addInitScript((l) => localStorage.setItem('floorclock.language', l), language)
      await page.goto(`${hall.baseUrl}/display.html#/clock`)
      screens.push({ page, language })
    }
  for (const { page } of screens) {
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] })
    await page.evaluate((hash) => (location.hash = hash), `#/clock?t=${tournamentId}${query}`)
    await expect(page.getByTestId('clock')).toHaveAttribute('data-tournament', tournamentId)
  }
  return screens
}

/**
 * The sizes the English screen is checked at: the hall's usual landscape and portrait screens and the narrowest. The
 * Russian screen, whose words here run longer than the English ones, is checked at every size; English at all seven
 * sizes would nearly double the suite's longest spec for little more.
 */
const ENGLISH_SIZES = new Set(['1920x1080', '1080x1920', '390x844'])

/** Every size in Russian, the usual ones in English: the law holds, and a screenshot is kept. */
async function checkAllSizes(name: string, on: Screen[], expectTestId?: string): Promise<void> {
  for (const [width, height] of SIZES) {
    const here = on.filter(({ language }) => language !== 'en' || ENGLISH_SIZES.has(`${width}x${height}`))
    await Promise.all(
      here.map(async ({ page, language }) => {
        await page.setViewportSize({ width, height })
        await settle(page)
        if (expectTestId) await expect(page.getByTestId(expectTestId).first()).toBeAttached()
        const geometry = await readGeometry(page)
        expect.soft(geometry.violations, `${name} ${language} ${width}×${height}`).toEqual([])
        if (language === 'ru' || width === 1920 || geometry.violations.length > 0)
          await keepShot(
            page,
            `test-results/geometry/${name}-${language}-${width}x${height}.png`,
            width,
            geometry.violations.length > 0
          )
      })
    )
  }
}

async function running(name: string, options = {}): Promise<{ id: string; entries: string[] }> {
  const t = await floor.tournament(name, options)
  await floor.start(t.id)
  return t
}

test('not started, scheduled start, running, paused', async ({ browser }) => {
  const idle = await floor.tournament('Вечерний турнир — Main Event')
  await checkAllSizes('not-started', await show(browser, idle.id), 'clock-time')

  const scheduled = await floor.tournament('Scheduled Sunday Deepstack')
  await floor.start(scheduled.id, Date.now() + 2 * 3_600_000)
  const screens = await show(browser, scheduled.id)
  await expect(screens[0]!.page.getByTestId('clock-face')).toHaveAttribute('data-status', 'scheduled')
  await checkAllSizes('scheduled', screens)

  const run = await running('Minsk Open — Main Event')
  await checkAllSizes('running', await show(browser, run.id))

  await floor.cmd({ type: 'clock.pause', tournamentId: run.id })
  const paused = await show(browser, run.id)
  await expect(paused[0]!.page.getByTestId('clock-paused')).toBeVisible()
  await checkAllSizes('paused', paused)
})

test('last minute, new level, break with colour-up and chip race, hand-for-hand', async ({ browser }) => {
  const t = await running('Last Minute Cup')
  await floor.cmd({ type: 'clock.setRemaining', tournamentId: t.id, seconds: 45 })
  await checkAllSizes('last-minute', await show(browser, t.id))

  await floor.cmd({ type: 'clock.jump', tournamentId: t.id, index: 1 })
  const fresh = await show(browser, t.id)
  await expect(fresh[0]!.page.getByTestId('clock-new-level')).toBeVisible()
  await checkAllSizes('new-level', fresh, 'clock-new-level')

  await floor.cmd({ type: 'clock.jump', tournamentId: t.id, index: 2 })
  await checkAllSizes('break', await show(browser, t.id), 'clock-colorup')

  await floor.cmd({ type: 'clock.jump', tournamentId: t.id, index: 3 })
  await floor.cmd({ type: 'clock.handForHand', tournamentId: t.id, on: true })
  await floor.cmd({ type: 'clock.handComplete', tournamentId: t.id })
  await checkAllSizes('hand-for-hand', await show(browser, t.id), 'clock-hfh')
})

test('shot clock running and expired, a long announcement', async ({ browser }) => {
  const t = await running('Shot Clock Cup')
  await floor.cmd({ type: 'clock.shotClock.start', tournamentId: t.id, table: '12', seat: 7, seconds: 300 })
  await checkAllSizes('shot-running', await show(browser, t.id), 'clock-shot')

  await floor.cmd({
    type: 'clock.shotClock.start',
    tournamentId: t.id,
    table: '12',
    seat: 7,
    seconds: 1,
    countdownSeconds: 0
  })
  const screens = await show(browser, t.id)
  await expect(screens[0]!.page.getByTestId('clock-shot')).toContainText(/Время!/)
  await checkAllSizes('shot-expired', screens, 'clock-shot')

  await floor.cmd({ type: 'clock.shotClock.clear', tournamentId: t.id })
  await floor.cmd({ type: 'clock.announce', tournamentId: t.id, text: LONG_ANNOUNCEMENT })
  await checkAllSizes('announcement', await show(browser, t.id), 'clock-announcement')
})

for (const count of [1, 6, 12, 20]) {
  test(`${count} seat changes with long Cyrillic names`, async ({ browser }) => {
    const t = await running(`Seat changes ${count}`)
    await floor.moves(t.id, count)
    await checkAllSizes(`moves-${count}`, await show(browser, t.id), 'hall-moves')
  })
}

test('a table broken during the break, the final-table redraw, the final table running', async ({ browser }) => {
  const broken = await running('Table Broken Cup')
  await floor.cmd({ type: 'clock.jump', tournamentId: broken.id, index: 2 })
  await floor.eliminateTo(broken.id, broken.entries, 30)
  await checkAllSizes('table-broken', await show(browser, broken.id), 'hall-moves')

  const redraw = await running('Final Redraw Cup', { players: 20, tables: 3 })
  await floor.eliminateTo(redraw.id, redraw.entries, 9)
  await checkAllSizes('final-redraw', await show(browser, redraw.id), 'hall-final-table')

  const final = await running('Final Table Cup', { players: 14, tables: 2, reentry: true })
  await floor.eliminateTo(final.id, final.entries, 7)
  await floor.cmd({
    type: 'clock.announce',
    tournamentId: final.id,
    text: 'Трансляция финального стола — на втором экране'
  })
  await checkAllSizes('final-table', await show(browser, final.id), 'hall-final-table')
})

test('Seven Card Stud fixed limit and HORSE: the longer stakes, the game and the next game', async ({ browser }) => {
  const eightMax = { players: 16, tables: 2, seats: 8 }
  const stud = await running('Stud Cup', {
    ...eightMax,
    discipline: 'stud',
    bettingFormat: 'fixed-limit',
    structure: TEMPLATES.stud()
  })
  const studScreens = await show(browser, stud.id)
  await expect(studScreens[1]!.page.getByTestId('clock-stakes')).toContainText('Small bet 100 / Big bet 200')
  await checkAllSizes('stud', studScreens, 'clock-stakes')

  const horse = await running('HORSE Cup', {
    ...eightMax,
    discipline: 'mixed',
    bettingFormat: 'mixed',
    structure: TEMPLATES.horse()
  })
  await floor.cmd({ type: 'clock.jump', tournamentId: horse.id, index: 2 }) // level 3: Razz
  const razz = await show(browser, horse.id)
  await expect(razz[1]!.page.getByTestId('clock-level')).toContainText('Razz')
  await checkAllSizes('horse-razz', razz, 'clock-stakes')

  await floor.cmd({ type: 'clock.jump', tournamentId: horse.id, index: 5 }) // the break before level 6 (Hold'em)
  const pause = await show(browser, horse.id)
  await expect(pause[1]!.page.getByTestId('clock-stakes')).toContainText("Hold'em")
  await checkAllSizes('horse-break', pause, 'clock-stakes')
})

test('the winner and every final place', async ({ browser }) => {
  const t = await running('Winner Cup', { players: 40, tables: 5 })
  await floor.eliminateTo(t.id, t.entries, 1)
  const screens = await show(browser, t.id)
  await expect(screens[0]!.page.getByTestId('clock-finished')).toBeVisible()
  // Every place is shown, a page at a time: the pages together hold places 1 to 40.
  await expect(screens[0]!.page.getByTestId('hall-final-standings')).toHaveAttribute('data-page', /^1\/\d+$/)
  await checkAllSizes('winner', screens, 'hall-final-standings')
})

test('late registration open and closed', async ({ browser }) => {
  const open = await running('Late Reg Open Cup', { lateOpen: true })
  const screens = await show(browser, open.id)
  await expect(screens[1]!.page.getByTestId('clock-late')).toContainText('Closes in')
  await checkAllSizes('late-open', screens, 'clock-late')

  const closed = await running('Late Reg Closed Cup')
  const closedScreens = await show(browser, closed.id)
  await expect(closedScreens[1]!.page.getByTestId('clock-late')).toContainText('Closed')
  await checkAllSizes('late-closed', closedScreens, 'clock-late')
})

test('connection lost: a small indicator, the clock runs on from its anchor', async ({ browser }) => {
  const t = await running('Lost Connection Cup')
  const lost: Screen[] = []
  for (const language of ['ru', 'en'] as const) {
    const page = await browser.newPage({ viewport: { width: SIZES[0][0], height: SIZES[0][1] } })
    let cut = false
    let live: WebSocketRoute | null = null
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) return ws.close()
      live = ws
      ws.connectToServer()
    })
    await page.addInitScript((l) => localStorage.setItem('floorclock.language', l), language)
    await page.goto(`${hall.baseUrl}/display.html#/clock?t=${t.id}`)
    await expect(page.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
    cut = true
    await live!.close()
    await expect(page.getByTestId('display-offline')).toBeVisible()
    lost.push({ page, language })
  }
  const seconds = (): Promise<number> =>
    lost[0]!.page.getByTestId('clock-time').getAttribute('data-seconds').then(Number)
  const before = await seconds()
  await expect.poll(seconds, { timeout: 4000 }).toBeLessThan(before)
  // No admin message on a display: nothing about recording, nothing pushed off the screen.
  await expect(lost[1]!.page.locator('body')).not.toContainText('Nothing is recorded')
  await checkAllSizes('connection-lost', lost, 'display-offline')
  for (const { page } of lost) await page.close()
})

for (const preset of PRESET_IDS) {
  test(`preset ${preset}: a crowded final table keeps the law`, async ({ browser }) => {
    const t = await running(`Preset ${preset}`, { players: 20, tables: 3, lateOpen: true })
    await floor.eliminateTo(t.id, t.entries, 9)
    await floor.cmd({ type: 'clock.announce', tournamentId: t.id, text: LONG_ANNOUNCEMENT })
    const on = await show(browser, t.id, `&layout=${preset}`)
    // The preset its address names is the one shown (until the director chooses one for the screen).
    for (const { page } of on)
      await expect(page.getByTestId('clock')).toHaveAttribute('data-layout', PRESETS[preset].name)
    await checkAllSizes(`preset-${preset}`, on)
  })
}

/**
 * Legible at 8 m, the rule the layout engine keeps (`LEGIBLE` in layout/engine.ts), stated here in capital heights as
 * the test's own figures: on a 55-inch 1080p screen a pixel is 0.63 mm. As shares of the screen's short side: tile
 * values and the level line 3.2 % (35 px at 1080, 22 mm), the lists and the awards line 2.4 % (26 px, 16 mm), tile
 * labels 2.1 % (23 px, 14 mm). (Before, a crowded screen set the tile values in 21 px capitals and the labels in 20.)
 */
const CAPS = { value: 0.032, list: 0.024, label: 0.021 }
const CROWDED_SIZES = [
  [1920, 1080],
  [1366, 768],
  [1280, 720],
  [3840, 2160],
  [1080, 1920]
] as const

test('a table just broken while late registration is open, the phone QR on: the list pages, every tile stays whole and legible', async ({
  browser
}) => {
  const t = await running('Table Just Broken Cup', { players: 40, tables: 6, lateOpen: true })
  // Ten players out (the last-eliminated list): the tenth leaves 30 at four tables, and the floor proposes breaking
  // one; the director confirms it once the screens are up.
  await floor.eliminateTo(t.id, t.entries, 31)
  await floor.cmd({
    type: 'entry.eliminate',
    tournamentId: t.id,
    entryId: t.entries[9]!,
    level: 1,
    confirmedBy: 'Floor Ivan'
  })
  const proposal = (await floor.seating(t.id)).pending
  expect(proposal?.kind).toBe('break')
  // The director's own layout: the classic one with the phone page's QR code on.
  const saved = await floor.cmd({
    type: 'display.layout.save',
    layout: {
      ...PRESETS.classic,
      name: 'Classic with the phone QR',
      regions: PRESETS.classic.regions.map((r) => (r.id === 'qr' ? { ...r, show: true } : r))
    }
  })
  const layoutId = (saved.events[0] as unknown as { layoutId: string }).layoutId
  const on: Array<{ page: Page; language: string }> = []
  for (const language of ['ru', 'en', 'sv'] as const) {
    const screenId = `crowded-qr-${language}`
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await page.goto(`${hall.baseUrl}/display.html#/clock?t=${t.id}&screen=${screenId}`)
    await floor.cmd({ type: 'display.screen.configure', screenId, layoutId, language })
    await expect(page.getByTestId('clock')).toHaveAttribute('data-layout', 'Classic with the phone QR')
    on.push({ page, language })
  }
  // The table broken: a long list of seat changes (each stays 45 s on screen, so the sizes follow at once).
  await floor.cmd({ type: 'seating.confirm', tournamentId: t.id, proposalId: proposal!.id })
  await expect(on[1]!.page.getByTestId('clock-late')).toContainText('Closes in')
  for (const [width, height] of CROWDED_SIZES) {
    const S = Math.min(width, height)
    await Promise.all(
      on.map(async ({ page, language }) => {
        await page.setViewportSize({ width, height })
        await settle(page)
        await expect(page.getByTestId('hall-moves')).toBeAttached()
        const where = `${language} ${width}×${height}`
        expect.soft((await readGeometry(page)).violations, where).toEqual([])
        const tile = { caps: CAPS.value * S, labelCaps: CAPS.label * S }
        const legible = await readLegible(page, [
          { testId: 'clock-late', ...tile },
          { testId: 'clock-average', ...tile },
          { testId: 'clock-players', ...tile },
          { testId: 'clock-next-break', ...tile },
          { testId: 'clock-level', caps: CAPS.value * S },
          { testId: 'clock-awards', caps: CAPS.list * S },
          { selector: '.hall__items li', caps: CAPS.list * S },
          { testId: 'clock-qr-code', caps: 0 }
        ])
        expect.soft(legible, where).toEqual([])
        await keepShot(
          page,
          `test-results/geometry/crowded-qr-${language}-${width}x${height}.png`,
          width,
          legible.length > 0
        )
      })
    )
  }
  for (const { page } of on) await page.close()
})
