import { expect, test, type Locator, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { PRESETS } from '../../src/shared/core/display/presets'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'
import { readGeometry } from './support/geometry'

/**
 * the charts of the evening, from the journal — players left, entries and re-entries, the average stack in
 * big blinds over its zones, the structure curve — in the admin's overview, in the hall display's charts region (off
 * by default, switched on in a layout of the director's own) and on the phone page at 390×844. The charts' boxes lie
 * inside the viewport and cover no other region. Screenshots: test-results/charts/.
 */
test.describe.configure({ mode: 'serial' })

let hall: HallProcess
let floor: Awaited<ReturnType<typeof adminSocket>>
let tournamentId: string
const NAMES = ['Ivanov', 'Petrova', 'Sidorov', 'Kuznetsova', 'Smirnov', 'Volkova', 'Popov', 'Lebedeva', 'Kozlov']
const entries = new Map<string, string>()

test.beforeAll(async () => {
  hall = await startHall()
  // The scene is set over the admin socket: the charts are under test here.
  floor = await adminSocket(hall, 'Setup script')
  const created = await floor.cmd({
    type: 'tournament.create',
    fields: {
      name: 'Charts Night',
      date: '2026-12-02',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  tournamentId = created.events[0]!.tournamentId!
  await floor.cmd({
    type: 'registration.setTerms',
    tournamentId,
    terms: { reentry: { maxPerPlayer: 2, untilLevel: 6, chips: null } }
  })
  await floor.cmd({ type: 'clock.structure.set', tournamentId, structure: TEMPLATES['nlhe-regular']() })
  const players = new Map<string, string>()
  for (const name of NAMES) {
    const player = await floor.cmd({
      type: 'player.create',
      fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    players.set(name, player.events[0]!.playerId!)
    const entry = await floor.cmd({ type: 'entry.register', tournamentId, playerId: players.get(name)! })
    entries.set(name, entry.events.find((e) => e.type === 'entry.registered')!.entryId!)
  }
  await floor.cmd({ type: 'clock.start', tournamentId })
  for (const name of ['Ivanov', 'Petrova', 'Sidorov']) {
    await floor.cmd({
      type: 'entry.eliminate',
      tournamentId,
      entryId: entries.get(name)!,
      level: 1,
      confirmedBy: 'Floor'
    })
  }
})
test.afterAll(async () => {
  floor?.close()
  await hall?.stop()
})

/** The box of a locator, checked inside the viewport. */
async function insideViewport(
  page: Page,
  locator: Locator
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = (await locator.boundingBox())!
  const vp = page.viewportSize()!
  expect(box.width).toBeGreaterThan(50)
  expect(box.height).toBeGreaterThan(50)
  expect(box.x).toBeGreaterThanOrEqual(-0.5)
  expect(box.y).toBeGreaterThanOrEqual(-0.5)
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width + 0.5)
  return box
}

test('admin overview: the charts of the evening, as recorded', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await openAdmin(page, hall)
  await page.goto(hall.adminUrl.replace('#/admin', `#/admin/tournaments/${tournamentId}`))
  await expect(page.getByTestId('tournament-title')).toHaveText('Charts Night')
  const charts = page.getByTestId('admin-charts')
  await charts.scrollIntoViewIfNeeded()
  await expect(charts).toBeVisible()
  // 9 in, 3 out: the legend reads the last point of each series.
  await expect(page.getByTestId('admin-charts-field')).toContainText('Players left6')
  await expect(page.getByTestId('admin-charts-field')).toContainText('Entries9')
  await expect(page.getByTestId('admin-charts-average')).toContainText('push-or-fold')
  await expect(page.getByTestId('admin-charts-structure')).toContainText('Big blind by level')
  // Each plot is a uPlot canvas of its own, drawn.
  for (const id of ['field', 'average', 'structure']) {
    const canvas = page.getByTestId(`admin-charts-${id}`).locator('canvas')
    await expect(canvas).toHaveCount(1)
    const box = await insideViewport(page, canvas)
    expect(box.width).toBeGreaterThan(200)
  }
  // A re-entry and an elimination arrive as they are recorded (a push, no reload).
  await floor.cmd({ type: 'entry.register', tournamentId, playerId: (await playerOf('Ivanov'))! })
  await expect(page.getByTestId('admin-charts-field')).toContainText('Re-entries1')
  await expect(page.getByTestId('admin-charts-field')).toContainText('Players left7')
  await floor.cmd({
    type: 'entry.eliminate',
    tournamentId,
    entryId: entries.get('Smirnov')!,
    level: 1,
    confirmedBy: 'Floor'
  })
  await expect(page.getByTestId('admin-charts-field')).toContainText('Players left6')
  await page.screenshot({ path: 'test-results/charts/admin-overview.png', fullPage: true })
  await page.getByTestId('admin-charts').screenshot({ path: 'test-results/charts/admin-charts.png' })
})

async function playerOf(name: string): Promise<string | undefined> {
  const list = await floor.query<{ rows: { entryId?: string; id?: string; playerId: string; displayName: string }[] }>({
    type: 'entries.list',
    tournamentId,
    limit: 100
  })
  return list.rows.find((r) => r.displayName === name)?.playerId
}

test('hall display: the charts region, off by default, on in a layout of the director’s own', async ({ browser }) => {
  const display = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await display.goto(`${hall.clockUrl}?t=${tournamentId}&screen=charts-spec-screen`)
  await expect(display.getByTestId('clock-tournament-name')).toHaveText('Charts Night')
  await expect(display.getByTestId('clock-charts')).toHaveCount(0) // off in the presets
  const layout = {
    ...PRESETS.classic,
    name: 'Classic with the charts',
    regions: PRESETS.classic.regions.map((r) => (r.id === 'charts' ? { ...r, show: true } : r))
  }
  const saved = await floor.cmd({ type: 'display.layout.save', layout })
  const layoutId = (saved.events[0] as unknown as { layoutId: string }).layoutId
  await floor.cmd({ type: 'display.screen.configure', screenId: 'charts-spec-screen', layoutId })
  const region = display.getByTestId('clock-charts')
  await expect(region).toBeVisible()
  await expect(display.getByTestId('clock-charts-plot-field').locator('canvas')).toHaveCount(1)
  await expect(display.getByTestId('clock-charts-plot-average').locator('canvas')).toHaveCount(1)
  const box = await insideViewport(display, region)
  expect(box.y + box.height).toBeLessThanOrEqual(1080 + 0.5)
  // Read from 8 metres: the charts' type is large (at least 2.5% of the screen height) and their lines thick.
  const font = await region.evaluate((el) => parseFloat(getComputedStyle(el.querySelector('.charts')!).fontSize))
  expect(font).toBeGreaterThanOrEqual(0.025 * 1080)
  // The clock's law holds with the charts on: nothing overlaps, nothing off screen, the digits as large as the law says.
  const geometry = await readGeometry(display)
  expect(geometry.violations).toEqual([])
  expect(geometry.regions).toContain('charts')
  await display.screenshot({ path: 'test-results/charts/display-1920x1080.png' })
  // A smaller screen keeps the law too (the charts give way before the clock would).
  await display.setViewportSize({ width: 1280, height: 720 })
  await expect(display.getByTestId('clock-face')).toBeVisible()
  // The new size laid out (measured, then drawn): the law holds once it is.
  await expect.poll(async () => (await readGeometry(display)).violations).toEqual([])
  await display.screenshot({ path: 'test-results/charts/display-1280x720.png' })
  await display.close()
})

test('phone page at 390×844: the Charts tab', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  const res = await page.request.get(`${hall.baseUrl}/phone-link?t=${encodeURIComponent(tournamentId)}`)
  const link = (await res.json()) as { url: string }
  await page.goto(link.url)
  await expect(page.getByTestId('phone-tournament')).toHaveText('Charts Night')
  await page.getByTestId('phone-tab-charts').click()
  const charts = page.getByTestId('phone-charts')
  await expect(charts).toBeVisible()
  for (const id of ['field', 'average', 'structure']) {
    const panel = page.getByTestId(`phone-charts-plot-${id}`)
    await panel.scrollIntoViewIfNeeded()
    await expect(panel.locator('canvas')).toHaveCount(1)
    const box = await insideViewport(page, panel)
    expect(box.width).toBeLessThanOrEqual(390)
  }
  // No sideways scrolling; the tabs and the charts do not overlap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const tabs = (await page.locator('.phone__tabs').boundingBox())!
  const chartsBox = (await charts.boundingBox())!
  expect(chartsBox.y).toBeGreaterThanOrEqual(tabs.y + tabs.height - 0.5)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: 'test-results/charts/phone-390x844.png', fullPage: true })
  // In Russian and Swedish too (the hall's languages).
  await page.getByTestId('phone-language').selectOption('ru')
  await expect(charts).toContainText('Графики вечера')
  await page.getByTestId('phone-language').selectOption('sv')
  await expect(charts).toContainText('Kvällens diagram')
  await page.close()
})
