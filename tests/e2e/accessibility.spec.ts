import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { SceneFloor } from './support/displayScenes'

interface Seating {
  tables: Array<{
    number: number
    button: number | null
    seats: Array<{ seat: number; entryId: string | null; name: string | null; unavailable: boolean }>
  }>
}

/**
 * Accessible by design, in the real hall server and Chromium.
 *
 * 1. axe-core (WCAG 2.x A/AA, with the 24-px target size and label-in-name rules switched on) on every admin page —
 *    each entry of the top menu, each tab of a tournament whose players are seated (so the floor map renders), each
 *    results sub-page — on the hall display and on the phone page, each in its dark and light theme where it has
 *    one. A serious or critical violation fails. Checks axe does not make are measured in the page too: field
 *    borders at least 3:1 against what lies behind them (WCAG 1.4.11), placeholder text at least 4.5:1 (1.4.3), no
 *    field named by its placeholder alone (3.3.2), every button, tab, checkbox and select at least 24 × 24 px with no
 *    spacing exception (2.5.8). The hall display asked for reduced motion moves nothing (2.3.3).
 * 2. The floor map by keyboard alone: a player picked up and dropped on a free seat (the manual move a drag
 *    records, §8.10), the dealer button marked by a key (§8.4); a dialog keeps the focus and gives it back.
 *
 * The scenes are set over the admin socket (named so): the pages are what is under test. One browser context visits
 * the pages. Screenshots (focus rings on dark and light): test-results/accessibility/.
 */
const SHOTS = 'test-results/accessibility'

let hall: HallProcess
let scene: SceneFloor
let tournamentId: string
let entries: string[]

test.beforeAll(async () => {
  hall = await startHall()
  scene = await SceneFloor.open(hall)
  // Three tables of nine for 14 players: every table is three or more short, so the floor map shows its tags.
  const made = await scene.tournament('Access Night', { players: 14, tables: 3, seats: 9, cyrillic: false })
  tournamentId = made.id
  entries = made.entries
  await scene.cmd({ type: 'tournament.display', tournamentId })
  await scene.start(tournamentId)
  await scene.cmd({ type: 'entry.eliminate', tournamentId, entryId: entries[0], level: 1, confirmedBy: 'Floor Ivan' })
})
test.afterAll(async () => {
  scene?.close()
  await hall?.stop()
})

/** What WCAG asks of a field's border and a placeholder, measured in the page (axe checks neither). */
async function fieldContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (css: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(css)
      if (!m) return [0, 0, 0, 0]
      const p = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1]
    }
    const over = (top: number[], under: number[]): number[] =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat(1)
    const luminance = (c: number[]): number => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const ratio = (a: number[], b: number[]): number => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
      return (x! + 0.05) / (y! + 0.05)
    }
    /** The colour painted behind an element: its ancestors' backgrounds laid over each other. */
    const behind = (el: Element | null): number[] => {
      const layers: number[][] = []
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor)
        if (c[3] > 0) layers.push(c)
        if (c[3] >= 1) break
      }
      let colour = [255, 255, 255, 1]
      for (const layer of layers.reverse()) colour = over(layer, colour)
      return colour
    }
    const found: string[] = []
    const name = (el: Element): string => {
      const id = el.getAttribute('data-testid')
      const label = el.getAttribute('aria-label')
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${label ? `[aria-label="${label}"]` : ''}`
    }
    const fields = document.querySelectorAll(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([type=color]), select, textarea'
    )
    for (const el of Array.from(fields)) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || (el as HTMLInputElement).disabled) continue
      const style = getComputedStyle(el)
      const outside = behind(el.parentElement)
      const fill = over(rgba(style.backgroundColor), outside)
      const border = over(rgba(style.borderTopColor), outside)
      const edge = Math.max(ratio(border, outside), ratio(fill, outside))
      if (Number.parseFloat(style.borderTopWidth) > 0 && edge < 3)
        found.push(`field-border-contrast: ${name(el)} ${edge.toFixed(2)}:1`)
      const placeholder = el.getAttribute('placeholder')
      if (placeholder) {
        const text = over(rgba(getComputedStyle(el, '::placeholder').color), fill)
        const r = ratio(text, fill)
        if (r < 4.5) found.push(`placeholder-contrast: ${name(el)} "${placeholder}" ${r.toFixed(2)}:1`)
      }
    }
    // A field's name must not be its placeholder alone: the hint goes when typing starts (WCAG 3.3.2).
    for (const el of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) {
      const named =
        el.hasAttribute('aria-label') ||
        el.hasAttribute('aria-labelledby') ||
        el.hasAttribute('title') ||
        el.closest('label') !== null ||
        (el.id !== '' && document.querySelector(`label[for="${CSS.escape(el.id)}"]`) !== null)
      if (!named && el.getBoundingClientRect().width > 0) found.push(`placeholder-only-name: ${name(el)}`)
    }
    // Targets at least 24 × 24 px (WCAG 2.5.8), counted strictly: no spacing exception for controls side by side.
    for (const el of Array.from(
      document.querySelectorAll('button, [role=tab], input[type=checkbox], input[type=radio], select')
    )) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.width < 23.5 || box.height < 23.5)
        found.push(
          `target-under-24px: ${name(el)} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`
        )
    }
    return [...new Set(found)]
  })
}

/** The serious and critical violations on the page as it is now, one line each, and the field checks. */
async function audit(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const lines = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')}`))
  return [...lines, ...(await fieldContrast(page)).map((line) => `${where}: ${line}`)]
}

/** Nothing is waiting for the server: the page's own content is there. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Connecting to the hall server…')).toHaveCount(0)
}

test('axe on every admin page, the hall display and the phone page: no serious or critical violation', async ({
  browser
}) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const found: string[] = []
  await openAdmin(page, hall, 'Anna Floor')

  const menu = page.locator('.admin__nav')
  for (const entry of [
    'Players',
    'Series',
    'History',
    'Backups',
    'Hall network',
    'Displays',
    'Accounts',
    'Tournaments'
  ]) {
    await menu.getByRole('button', { name: entry, exact: true }).click()
    await settled(page)
    found.push(...(await audit(page, `menu ${entry}`)))
  }
  await page.getByTestId('tournament-list').getByRole('button', { name: 'Open' }).first().click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Access Night')
  for (const tab of ['Overview', 'Registration desk', 'Entries', 'Entry terms and awards', 'Tables and seats']) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    await settled(page)
    // The parts that must be there for their checks to mean something: the chip race's break, the floor map.
    if (tab === 'Overview') await expect(page.getByTestId('chiprace-break')).toBeVisible()
    if (tab === 'Tables and seats') await expect(page.getByTestId('floor-map').locator('li').first()).toBeVisible()
    found.push(...(await audit(page, `tab ${tab}`)))
  }
  await page.getByRole('tab', { name: 'Results', exact: true }).click()
  for (const sub of ['Eliminations and places', 'Discipline', 'Series and points', 'Protocol and approval']) {
    await page.getByTestId('results-nav').getByRole('link', { name: sub }).click()
    await settled(page)
    if (sub === 'Eliminations and places') await expect(page.getByTestId('correct-hand-open')).toBeVisible()
    found.push(...(await audit(page, `results ${sub}`)))
  }
  // Where the keyboard is shows on the dark admin: Tab from the results' sub-navigation to the next control.
  await page.getByTestId('results-nav').getByRole('link', { name: 'Eliminations and places' }).focus()
  await page.keyboard.press('Tab')
  await page.screenshot({ path: `${SHOTS}/admin-focus-dark.png` })

  // The hall display, dark then light (the tournament's display theme).
  const display = await context.newPage()
  await display.setViewportSize({ width: 1920, height: 1080 })
  await display.goto(`${hall.clockUrl}?t=${tournamentId}&screen=a11y-screen`)
  await expect(display.getByTestId('clock')).toBeVisible()
  found.push(...(await audit(display, 'display dark')))
  await display.screenshot({ path: `${SHOTS}/display-dark.png` })
  // Reduced motion asked for: nothing moves. The screen is told to identify itself (its frame blinks) and is seen
  // moving first, so the check after the page asks for reduced motion means something.
  await scene.cmd({ type: 'display.screen.identify', screenId: 'a11y-screen' })
  await expect(display.getByTestId('clock')).toHaveClass(/hall--identify/)
  await expect.poll(() => display.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0)
  await display.emulateMedia({ reducedMotion: 'reduce' })
  // Soft: the pages after this one are still audited when it fails, so one run names every finding.
  await expect.soft
    .poll(() => display.evaluate(() => document.getAnimations().length), { message: 'animations under reduced motion' })
    .toBe(0)
  await expect(display.getByTestId('clock')).toHaveClass(/hall--identify/)
  await scene.cmd({ type: 'clock.display', tournamentId, settings: { theme: 'light' } })
  await expect(display.getByTestId('clock')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  found.push(...(await audit(display, 'display light')))
  await display.screenshot({ path: `${SHOTS}/display-light.png` })
  await display.close()

  // The phone page: a player finds their seat; both themes, switched by its own toggle ("Light", pressed or not).
  const link = (await (await page.request.get(`${hall.baseUrl}/phone-link?t=${tournamentId}`)).json()) as {
    url: string
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link.url.replace(/^http:\/\/[^/]+/, hall.baseUrl))
  await page.getByTestId('phone-find-input').fill('Rostislav Khristoforov')
  await page.getByTestId('phone-find-button').click()
  await expect(page.getByTestId('phone-seat')).toBeVisible()
  const themeButton = page.getByTestId('phone-theme')
  await page.getByTestId('phone-language').focus()
  await page.keyboard.press('Tab')
  await expect(themeButton).toBeFocused()
  for (const step of [1, 2]) {
    const theme = await page.evaluate(() => document.documentElement.dataset.theme)
    await expect.soft(themeButton).toHaveAttribute('aria-pressed', String(theme === 'light'))
    found.push(...(await audit(page, `phone ${theme}`)))
    await page.screenshot({ path: `${SHOTS}/phone-focus-${theme}.png` })
    if (step === 1) {
      await page.keyboard.press('Enter')
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!)
    }
  }

  // One line per finding, all at once: what is wrong and where.
  expect(found, found.join('\n')).toEqual([])
  await context.close()
})

/** Press Tab until the element has the focus (the way a keyboard user gets there); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

test('the floor map by keyboard alone: a player moved by arrows and Enter, the button marked by B; dialogs keep focus', async ({
  page
}) => {
  test.setTimeout(120_000)
  // Scene over the admin socket: eight players drawn to two tables of six, the dealer buttons tracked (§8.4).
  const id = (
    await scene.cmd({
      type: 'tournament.create',
      fields: {
        name: 'Keyboard Map',
        date: '2026-11-28',
        venue: 'Hall A',
        discipline: 'holdem',
        bettingFormat: 'no-limit',
        startingStack: 30000
      }
    })
  ).events[0]!.tournamentId!
  for (const displayName of ['Anna', 'Boris', 'Chen', 'Dmitri', 'Elena', 'Farid', 'Galina', 'Hugo']) {
    const playerId = (await scene.cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true }))
      .events[0]!.playerId!
    await scene.cmd({ type: 'entry.register', tournamentId: id, playerId })
  }
  await scene.cmd({
    type: 'seating.configure',
    tournamentId: id,
    // Tables 11 and 12: the hall's tables are one room (§8.1), and this spec's earlier evening still plays at 1 and 2.
    tables: [11, 12].map((number) => ({ number, seats: 6 })),
    closingOrder: { kind: 'published', order: [12, 11] },
    rules: { finalTableSize: 6 },
    trackButtons: true
  })
  await scene.cmd({ type: 'seating.draw', tournamentId: id })
  const before = await scene.admin.query<Seating>({ type: 'seating.get', tournamentId: id })
  const [one, two] = before.tables
  const fromIndex = one!.seats.findIndex((s) => s.entryId !== null)
  const mover = one!.seats[fromIndex]!
  const toIndex = two!.seats.findIndex((s) => s.entryId === null && !s.unavailable)
  const to = two!.seats[toIndex]!

  await openAdmin(page, hall, 'Anna Floor')
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${id}/seating?pin=${hall.pin}`)
  const seat = (table: number, n: number): Locator => page.getByTestId(`seat-${table}-${n}`)
  await expect(seat(11, 1)).toBeVisible()

  // Tab reaches the map once (its first seat); the arrows go from seat to seat.
  await tabTo(page, seat(11, 1))
  for (let i = 0; i < fromIndex; i += 1) await page.keyboard.press('ArrowDown')
  await expect(seat(11, mover.seat)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(seat(11, mover.seat)).toHaveClass(/seat--picked/)
  await expect(page.getByTestId('manual-move')).toContainText(`Moving ${mover.name}`)
  await page.keyboard.press('ArrowRight')
  await expect(seat(12, two!.seats[fromIndex]!.seat)).toBeFocused()
  for (let i = fromIndex; i < toIndex; i += 1) await page.keyboard.press('ArrowDown')
  for (let i = fromIndex; i > toIndex; i -= 1) await page.keyboard.press('ArrowUp')
  await expect(seat(12, to.seat)).toBeFocused()
  await page.screenshot({ path: `${SHOTS}/floor-focus-dark.png` })
  // Enter on the free seat drops the player there: the same manual move (§8.10) a drag makes, with its reason.
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('manual-move-reason')).toBeFocused()
  await page.keyboard.type('Seat change asked by the player')
  await page.keyboard.press('Enter')
  await expect(seat(12, to.seat).getByTestId('seat-name')).toHaveText(mover.name!)
  await expect(seat(12, to.seat)).toBeFocused()
  await expect
    .poll(async () => {
      const now = await scene.admin.query<Seating>({ type: 'seating.get', tournamentId: id })
      return now.tables[1]!.seats.find((s) => s.seat === to.seat)!.entryId
    })
    .toBe(mover.entryId)

  // B: the dealer button is at this seat (§8.4), recorded as a click on the seat records it.
  await page.keyboard.press('b')
  await expect
    .poll(async () => (await scene.admin.query<Seating>({ type: 'seating.get', tournamentId: id })).tables[1]!.button)
    .toBe(to.seat)

  // A dialog keeps the focus: Tab and Shift+Tab cycle inside it; closed, it gives the focus back to the seat.
  await page.keyboard.press('?')
  const dialog = page.getByTestId('shortcuts-help')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('move between seats')
  const inDialog = (): Promise<boolean> =>
    page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab')
    expect(await inDialog()).toBe(true)
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Shift+Tab')
    expect(await inDialog()).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(seat(12, to.seat)).toBeFocused()
})
