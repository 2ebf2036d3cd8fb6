import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'

let hall: HallProcess

const STRUCTURE = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' },
    { kind: 'break', seconds: 900, label: '', colorUp: 'Colour up the 100 chips (chip race)' },
    { kind: 'level', seconds: 1200, smallBlind: 1500, bigBlind: 3000, ante: 3000, anteKind: 'big-blind' }
  ]
}

/**
 * One admin page and one display page for the whole file: each claim is a theme chosen in the admin (through its
 * Theme select, as the director does) and a screen size the display is resized to, not a page opened for it (opening
 * and booting a page per check cost most of this file's time).
 */
let admin: Page
let clock: Page

test.beforeAll(async ({ browser }) => {
  hall = await startHall()
  admin = await browser.newPage()
  await admin.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Anna TD')
  })
  await admin.goto(hall.adminUrl)
  await admin.getByRole('button', { name: 'New tournament' }).click()
  const form = admin.getByTestId('tournament-form')
  await form.getByLabel('Name').fill('Minsk Open Main Event')
  await form.getByLabel('Venue').fill('Hall A')
  await form.getByLabel('Starting stack').fill('30000')
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  const editor = admin.getByTestId('structure-editor')
  await editor
    .getByLabel('Import JSON or CSV')
    .setInputFiles({ name: 's.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(STRUCTURE)) })
  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await admin.getByTestId('clock-controls').getByRole('button', { name: 'Start now' }).click()
  await admin
    .getByTestId('clock-controls')
    .getByLabel('Announcement on the display')
    .fill('Welcome to the Minsk Open — dinner break after level 6')
  await admin.getByTestId('clock-controls').getByRole('button', { name: 'Show' }).click()
  await admin.setViewportSize({ width: 1280, height: 1400 })
  await admin.getByTestId('clock-controls').screenshot({ path: 'test-results/screens/admin-clock-controls.png' })
  await admin.getByTestId('structure-editor').screenshot({ path: 'test-results/screens/admin-structure-editor.png' })
  clock = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await clock.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await clock.goto(hall.clockUrl)
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
})
test.afterAll(async () => {
  await admin?.close()
  await clock?.close()
  await hall.stop()
})

/** The display resized to a screen, laid out for it (two frames after the resize). */
async function clockAt(width: number, height: number): Promise<Page> {
  await clock.setViewportSize({ width, height })
  await clock.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  )
  await expect(clock.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  return clock
}

/** The height of the digits themselves (ink, not the line box), as a share of the screen height. */
async function digitHeightShare(page: Page): Promise<number> {
  return page.getByTestId('clock-time').evaluate((el) => {
    const style = getComputedStyle(el)
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const m = ctx.measureText(el.textContent ?? '')
    return (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) / window.innerHeight
  })
}

/** The director chooses the display's theme in the admin's clock controls; the display takes it. */
async function setTheme(theme: 'dark' | 'light'): Promise<void> {
  await admin.getByTestId('clock-controls').getByLabel('Theme').selectOption(theme)
  await expect(clock.getByTestId('clock')).toHaveAttribute('data-theme', theme)
}

for (const theme of ['dark', 'light'] as const) {
  test(`16:9 ${theme}: the time is at least 25% of the screen height and fits the width (legible from 20 m)`, async () => {
    await setTheme(theme)
    const page = await clockAt(1920, 1080)
    await expect(page.getByTestId('clock')).toHaveAttribute('data-theme', theme)
    expect(await digitHeightShare(page)).toBeGreaterThanOrEqual(0.25)
    const box = (await page.getByTestId('clock-time').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(1920)
    await page.screenshot({ path: `test-results/screens/clock-16x9-${theme}.png` })
  })
  test(`portrait ${theme}: nothing overflows the screen`, async () => {
    await setTheme(theme)
    const page = await clockAt(1080, 1920)
    const box = (await page.getByTestId('clock-time').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1080)
    expect(await digitHeightShare(page)).toBeGreaterThanOrEqual(0.1)
    await page.screenshot({ path: `test-results/screens/clock-portrait-${theme}.png` })
  })
}

test('4:3 and the break screen with its colour-up note', async () => {
  await setTheme('dark')
  const page = await clockAt(1024, 768)
  expect(await digitHeightShare(page)).toBeGreaterThanOrEqual(0.25)
  await page.screenshot({ path: 'test-results/screens/clock-4x3-dark.png' })
  await admin.getByTestId('clock-controls').getByRole('button', { name: 'Next ▶' }).click()
  const big = await clockAt(1920, 1080)
  await expect(big.getByTestId('clock-colorup')).toBeVisible()
  await big.screenshot({ path: 'test-results/screens/clock-16x9-break.png' })
  await admin.getByTestId('clock-controls').getByRole('button', { name: 'Previous' }).click()
})
