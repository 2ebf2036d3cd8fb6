import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'
import { readGeometry, settle } from './support/geometry'

/**
 * Sound on a hall TV whose browser refuses sound until a tap (this spec launches Chromium with its default,
 * strict autoplay policy instead of the project's `--autoplay-policy=no-user-gesture-required`): the clock may not
 * play a sound until someone taps the screen. The display says so once, small, in the strip; a tap unlocks sound and
 * the notice goes. Screenshots: test-results/sound/.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Chromium's default policy named outright (a page may not start audio before the first user activation), so
    // a changed default cannot turn this into a TV that plays sound at once, which rightly shows no notice.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--autoplay-policy=document-user-activation-required'
    ]
  }
})

let hall: HallProcess
let floor: SceneFloor
let tournamentId: string

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
  tournamentId = (await floor.tournament('Sound Cup', { players: 12, tables: 2 })).id
  await floor.cmd({ type: 'clock.start', tournamentId })
})
test.afterAll(async () => {
  floor.close()
  await hall.stop()
})

test('a display that cannot play sound says "Tap to enable sound" once; a tap enables it and the notice goes', async ({
  browser
}) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  // Every Playwright query runs in the page as a user gesture (CDP `userGesture: true`), and a page that has had one
  // may start its audio. So nothing is asked of the page until the display has made its audio context: it makes it
  // with its first sound, right before fetching the file. From then on the browser's refusal stands until a tap.
  const firstSound = page.waitForRequest((request) => request.url().includes('/sounds/'))
  await page.goto(`${hall.clockUrl}?t=${tournamentId}`)
  await firstSound
  await expect(page.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  const notice = page.getByText('Tap to enable sound')
  const audioState = (): Promise<string | undefined> =>
    page.evaluate(() => (window as unknown as { Howler?: { ctx?: AudioContext } }).Howler?.ctx?.state)
  // The precondition, the browser's policy: the display's audio context was refused (a failure here is about the
  // browser, not the notice).
  expect(await audioState(), 'the audio context is refused').toBe('suspended')
  await expect(notice).toBeVisible({ timeout: 5_000 })
  await expect(notice).toHaveCount(1)
  // The notice takes the strip, never the clock.
  await settle(page)
  expect((await readGeometry(page)).violations).toEqual([])
  await page.screenshot({ path: 'test-results/sound/tap-to-enable-sound.png' })
  await page.mouse.click(960, 540)
  await expect(notice).toHaveCount(0)
  expect(await audioState()).not.toBe('suspended')
  await page.close()
})

test('on plain HTTP (no Wake Lock API) the display shows the kiosk flags that keep it awake, for its first minute', async ({
  browser
}) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } })
  // http://127.0.0.1 counts as a secure page, a TV at http://HALL-PC:4848 does not: there the API is missing, so the
  // test takes it away before the page loads, as that origin would.
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => undefined, configurable: true })
  })
  await page.goto(`${hall.clockUrl}?t=${tournamentId}`)
  await expect(page.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  const hint = page.getByText(/This browser may let the screen sleep/)
  await expect(hint).toBeVisible()
  await expect(hint).toContainText('--kiosk')
  await expect(hint).toContainText('--autoplay-policy=no-user-gesture-required')
  // A long notice is paged in the strip, never squeezed: the rest of the command comes on its next page.
  await expect(page.getByText(`--unsafely-treat-insecure-origin-as-secure=${hall.baseUrl}`)).toBeVisible({
    timeout: 20_000
  })
  await settle(page)
  expect((await readGeometry(page)).violations).toEqual([])
  await page.screenshot({ path: 'test-results/sound/wake-hint-kiosk-flags.png' })
  await page.close()
})
