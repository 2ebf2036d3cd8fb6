import { describe, expect, it } from 'vitest'
import { CLOCK_DISPLAY_SETTING, ClockWindow, REMEMBER_AFTER_MS } from '../../../../src/main/electron/clockWindow'
import type { Placement } from '../../../../src/main/electron/displays'
import { HANG_GRACE_MS } from '../../../../src/main/electron/recovery'
import { display, fakeEvent, FakeBrowserWindow, FakeScreen, type FakeDisplay } from '../../../support/fakeElectron'
import { ManualTimers } from '../../../support/manualTimers'

/**
 * The clock window's life over a fake `electron` (screen and BrowserWindow stand-ins; the Electron
 * binary cannot run here). The window factory places the window as the real createWindow does.
 */
const laptop = display(1, 0, 1440, 900)
const hall = display(2, 1440, 1920, 1080)

function setUp(displays: FakeDisplay[], remembered?: number) {
  const screen = new FakeScreen(displays, 1)
  const settings = new Map<string, unknown>(remembered === undefined ? [] : [[CLOCK_DISPLAY_SETTING, remembered]])
  const timers = new ManualTimers()
  const log: string[] = []
  const created: Array<{ win: FakeBrowserWindow; placement: Placement }> = []
  const clock = new ClockWindow({
    screen,
    create: (placement) => {
      const win = new FakeBrowserWindow({ ...placement.bounds })
      if (placement.fullscreen) win.setFullScreen(true)
      created.push({ win, placement })
      return win
    },
    settings: { get: (k) => settings.get(k), set: (k, v) => void settings.set(k, v) },
    log: (line) => log.push(line),
    now: () => timers.now,
    timers
  })
  return { screen, settings, timers, log, created, clock }
}

describe('the clock window', () => {
  it('opens fullscreen on the hall monitor, and as a window when there is none', () => {
    const two = setUp([laptop, hall])
    const win = two.clock.open() as FakeBrowserWindow
    expect(win.isFullScreen()).toBe(true)
    expect(two.clock.currentDisplayId()).toBe(2)
    const one = setUp([laptop])
    expect((one.clock.open() as FakeBrowserWindow).isFullScreen()).toBe(false)
  })

  it('remembers the display it was dragged to after the drag settles, with only `move` events (Linux)', () => {
    const projector = display(3, 3360, 1280, 720)
    const { clock, settings, timers } = setUp([laptop, hall, projector], 2)
    const win = clock.open() as FakeBrowserWindow
    win.setFullScreen(false)
    for (let x = 1500; x <= 3400; x += 100) win.dragTo(x)
    expect(settings.get(CLOCK_DISPLAY_SETTING)).toBe(2)
    timers.advance(REMEMBER_AFTER_MS)
    expect(settings.get(CLOCK_DISPLAY_SETTING)).toBe(3)
  })

  it('follows the hall monitor: unplugged, the clock is a window on the laptop; plugged back, fullscreen there', () => {
    const { clock, screen, settings, timers, log } = setUp([laptop, hall])
    const win = clock.open() as FakeBrowserWindow
    timers.advance(REMEMBER_AFTER_MS)
    screen.unplug(2)
    expect(win.isDestroyed()).toBe(false)
    expect(win.isFullScreen()).toBe(false)
    expect(clock.currentDisplayId()).toBe(1)
    timers.advance(REMEMBER_AFTER_MS)
    // The system's move did not make the laptop the remembered choice.
    expect(settings.get(CLOCK_DISPLAY_SETTING)).not.toBe(1)
    screen.plug(hall)
    expect(win.isFullScreen()).toBe(true)
    expect(clock.currentDisplayId()).toBe(2)
    expect(log.join('\n')).toMatch(/display 2 disconnected[\s\S]*display 2 connected/)
  })

  it('leaves fullscreen also when the system moved the clock off the unplugged monitor before telling', () => {
    const { clock, screen } = setUp([laptop, hall])
    const win = clock.open() as FakeBrowserWindow
    win.dragTo(100)
    screen.unplug(2)
    expect(win.isFullScreen()).toBe(false)
    expect(clock.currentDisplayId()).toBe(1)
  })

  it('is reopened after being closed, and brought forward if open', () => {
    const { clock, created } = setUp([laptop, hall])
    const first = clock.open() as FakeBrowserWindow
    first.minimize()
    expect(clock.open()).toBe(first)
    expect(first.isMinimized()).toBe(false)
    expect(first.focused).toBe(true)
    first.close()
    expect(clock.isOpen).toBe(false)
    const second = clock.open()
    expect(second).not.toBe(first)
    expect(created).toHaveLength(2)
    expect(created[1]!.placement).toMatchObject({ displayId: 2, fullscreen: true })
  })

  it('toggles fullscreen and moves to the display chosen in the menu, remembering it', () => {
    const { clock, settings } = setUp([laptop, hall])
    const win = clock.open() as FakeBrowserWindow
    clock.toggleFullScreen()
    expect(win.isFullScreen()).toBe(false)
    clock.moveTo(1)
    expect(settings.get(CLOCK_DISPLAY_SETTING)).toBe(1)
    expect(clock.currentDisplayId()).toBe(1)
    expect(win.isFullScreen()).toBe(false)
    clock.moveTo(2)
    expect(win.isFullScreen()).toBe(true)
    expect(clock.currentDisplayId()).toBe(2)
  })

  it('reloads a crashed page at once, and a hung one after the grace period; both are logged', () => {
    const { clock, timers, log } = setUp([laptop, hall])
    const win = clock.open() as FakeBrowserWindow
    win.webContents.emit('render-process-gone', fakeEvent(), { reason: 'crashed', exitCode: 139 })
    expect(win.webContents.reloads).toBe(1)
    win.emit('unresponsive')
    timers.advance(HANG_GRACE_MS - 1)
    expect(win.webContents.crashesForced).toBe(0)
    timers.advance(1)
    expect(win.webContents.crashesForced).toBe(1)
    expect(win.webContents.reloads).toBe(2)
    // A page that answers again within the grace period is left alone.
    win.emit('unresponsive')
    win.emit('responsive')
    timers.advance(HANG_GRACE_MS)
    expect(win.webContents.crashesForced).toBe(1)
    expect(log.filter((l) => l.includes('clock window'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining("the clock window's page ended (crashed, exit code 139"),
        expect.stringContaining("the clock window's page is still not responding"),
        expect.stringContaining("the clock window's page responds again")
      ])
    )
  })

  it('a page that keeps crashing is reloaded after a growing pause, never given up', () => {
    const { clock, timers } = setUp([laptop])
    const win = clock.open() as FakeBrowserWindow
    const crash = (): boolean =>
      win.webContents.emit('render-process-gone', fakeEvent(), { reason: 'crashed', exitCode: 1 })
    crash()
    crash()
    expect(win.webContents.reloads).toBe(2)
    crash()
    expect(win.webContents.reloads).toBe(2)
    timers.advance(1000)
    expect(win.webContents.reloads).toBe(3)
    crash()
    timers.advance(1999)
    expect(win.webContents.reloads).toBe(3)
    timers.advance(1)
    expect(win.webContents.reloads).toBe(4)
    // A minute later the count starts again.
    timers.advance(60_000)
    crash()
    expect(win.webContents.reloads).toBe(5)
  })
})
