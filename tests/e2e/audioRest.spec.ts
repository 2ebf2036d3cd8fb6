import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { SceneFloor } from './support/displayScenes'

/**
 * The hall display rests its audio between sounds (src/renderer/src/features/clock/audioRest.ts): a running audio context made
 * Chromium render silence without a pause, most of the display's CPU (bench display-page: 2.5 % of a core, 0.6 %
 * resting). It must rest without showing "Tap to enable sound", wake before a sound the clock can foresee, and rest
 * again after it. The scene (a tournament, its structure, the clock's moves) is set over the socket, as the director
 * would set it from the admin; what the test claims is what the display page itself does.
 */
let hall: HallProcess
let floor: SceneFloor
let tournamentId: string

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
  const structure = {
    items: [
      { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
      { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 }
    ]
  }
  tournamentId = (await floor.tournament('Quiet Cup', { players: 9, tables: 1, structure })).id
  await floor.cmd({ type: 'clock.start', tournamentId })
  await floor.cmd({ type: 'clock.pause', tournamentId })
})
test.afterAll(async () => {
  floor.close()
  await hall.stop()
})

test('§29.70: the display rests its audio while nothing is due, wakes it before the level sound, rests again after', async ({
  browser
}) => {
  test.setTimeout(60_000)
  const display = await browser.newPage()
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await display.goto(`${hall.clockUrl}?t=${tournamentId}`)
  await expect(display.getByTestId('clock-face')).toHaveAttribute('data-status', 'paused')
  const audio = (): Promise<string> => display.evaluate(() => window.__floorclockAudioState?.() ?? 'no hook')

  // Paused: nothing the clock will sound by itself, so the audio rests, and the screen does not ask for a tap.
  await expect.poll(audio, { timeout: 10_000 }).toBe('suspended')
  // The pause is the test: the screen must not ask for a tap while it rests; nothing happens, so nothing to wait on.
  await display.waitForTimeout(1500)
  await expect(display.getByText('Tap to enable sound')).toHaveCount(0)

  // Running again with 20 minutes left: still nothing due soon. Then the director sets 8 s: the audio wakes before the
  // level ends, with no sound played yet (a set time does not warn), and the level sound plays.
  await display.evaluate(() => (window.__floorclockSounds = []))
  await floor.cmd({ type: 'clock.resume', tournamentId })
  await expect(display.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  // The pause is the test: with 20 minutes left the audio stays asleep for a while after the resume (no event to
  // wait for when it rightly does nothing).
  await display.waitForTimeout(1500)
  expect(await audio()).toBe('suspended')
  await floor.cmd({ type: 'clock.setRemaining', tournamentId, seconds: 8 })
  await expect.poll(audio, { timeout: 6000, intervals: [100] }).toBe('running')
  expect(await display.evaluate(() => window.__floorclockSounds ?? [])).toEqual([])
  await expect.poll(() => display.evaluate(() => window.__floorclockSounds ?? []), { timeout: 8000 }).toContain('level')

  // Twenty minutes to go and nothing due before then: after 15 s of silence the audio rests again.
  await expect.poll(audio, { timeout: 25_000 }).toBe('suspended')
  await expect(display.getByText('Tap to enable sound')).toHaveCount(0)
})

declare global {
  interface Window {
    __floorclockSounds?: string[]
    __floorclockAudioState?: () => string
  }
}
