import type { Rectangle } from 'electron'
import {
  clockPlacement,
  displayToRemember,
  placementOn,
  placementOnDisplayAdded,
  placementOnDisplayRemoved,
  type DisplayInfo,
  type Placement
} from './displays'
import { realTimers, watchRenderer, type Timers, type WatchedWindow } from './recovery'

/** Settings key of the display the director put the clock on. */
export const CLOCK_DISPLAY_SETTING = 'clock.displayId'
/** Moves and resizes come in bursts (a drag): remember the display once the window has been still this long. */
export const REMEMBER_AFTER_MS = 500

/** The part of Electron's `screen` the clock needs (a fake in tests). */
export interface ScreenLike {
  getAllDisplays(): DisplayInfo[]
  getPrimaryDisplay(): DisplayInfo
  getDisplayMatching(rect: Rectangle): DisplayInfo
  on(event: 'display-added' | 'display-removed', listener: (event: unknown, display: DisplayInfo) => void): unknown
  on(
    event: 'display-metrics-changed',
    listener: (event: unknown, display: DisplayInfo, changed: string[]) => void
  ): unknown
}

/** The part of a BrowserWindow the clock needs (a fake in tests). */
export interface ClockWindowLike extends WatchedWindow {
  on(
    event: 'move' | 'moved' | 'resize' | 'resized' | 'enter-full-screen' | 'leave-full-screen',
    listener: () => void
  ): unknown
  on(event: 'unresponsive' | 'responsive' | 'closed', listener: () => void): unknown
  getBounds(): Rectangle
  setBounds(bounds: Partial<Rectangle>): void
  isFullScreen(): boolean
  setFullScreen(flag: boolean): void
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

export interface ClockWindowDeps {
  readonly screen: ScreenLike
  /** Create the clock window at this placement (loaded, shown when ready, fullscreen if asked). */
  readonly create: (placement: Placement) => ClockWindowLike
  readonly settings: { get(key: string): unknown; set(key: string, value: unknown): void }
  readonly log: (line: string) => void
  readonly now: () => number
  readonly timers?: Timers
}

/**
 * The clock window's life: opened fullscreen on the hall monitor, moved there when the monitor is
 * plugged in, kept as a window when it goes away, its display remembered on every platform (Linux never sends
 * `moved`, so every move, resize and layout change counts, debounced), reopened after being closed, reloaded after
 * a crash or a hang.
 */
export class ClockWindow {
  private win: ClockWindowLike | null = null
  private rememberTimer: unknown = null
  /** Where the clock was last placed or seen still: the system may move it off an unplugged display first. */
  private lastDisplayId: number | null = null
  private disposed = false
  private readonly timers: Timers

  constructor(private readonly deps: ClockWindowDeps) {
    this.timers = deps.timers ?? realTimers
    deps.screen.on('display-added', (_event, display) => this.displayAdded(display))
    deps.screen.on('display-removed', (_event, display) => this.displayRemoved(display))
    deps.screen.on('display-metrics-changed', () => this.scheduleRemember())
  }

  get window(): ClockWindowLike | null {
    return this.win && !this.win.isDestroyed() ? this.win : null
  }

  get isOpen(): boolean {
    return this.window !== null
  }

  /** Open the clock window, or bring it forward if it is open. */
  open(): ClockWindowLike {
    const open = this.window
    if (open) {
      if (open.isMinimized()) open.restore()
      open.show()
      open.focus()
      return open
    }
    const placement = clockPlacement(this.displays(), this.primaryId(), this.remembered())
    const win = this.deps.create(placement)
    this.win = win
    this.lastDisplayId = placement.displayId
    this.deps.log(`clock window opened on display ${placement.displayId}${placement.fullscreen ? ', fullscreen' : ''}`)
    for (const event of ['move', 'moved', 'resize', 'resized', 'enter-full-screen', 'leave-full-screen'] as const)
      win.on(event, () => this.scheduleRemember())
    win.on('closed', () => {
      if (this.win === win) this.win = null
      this.cancelRemember()
      this.deps.log('clock window closed')
    })
    watchRenderer(win, 'clock', { log: this.deps.log, now: this.deps.now, timers: this.timers })
    return win
  }

  toggleFullScreen(): void {
    const win = this.window ?? this.open()
    win.setFullScreen(!win.isFullScreen())
  }

  /** The director picked a display from the menu: the clock goes there, and that is remembered. */
  moveTo(displayId: number): void {
    const display = this.displays().find((d) => d.id === displayId)
    if (!display) return
    this.deps.settings.set(CLOCK_DISPLAY_SETTING, display.id)
    const win = this.window
    if (!win) {
      this.open()
      return
    }
    this.place(win, placementOn(display, this.primaryId()))
  }

  /** The display the clock window is on now. */
  currentDisplayId(): number | null {
    const win = this.window
    return win ? this.deps.screen.getDisplayMatching(win.getBounds()).id : null
  }

  remembered(): number | undefined {
    const id = this.deps.settings.get(CLOCK_DISPLAY_SETTING)
    return typeof id === 'number' ? id : undefined
  }

  /** At quit: nothing more is remembered (the data folder is about to close). */
  dispose(): void {
    this.cancelRemember()
    this.disposed = true
  }

  private displayAdded(added: DisplayInfo): void {
    const win = this.window
    const current = this.currentDisplayId()
    if (!win || current === null) return
    const placement = placementOnDisplayAdded(this.displays(), this.primaryId(), this.remembered(), added, current)
    if (!placement) return
    this.deps.log(`display ${added.id} connected: the clock goes there, fullscreen`)
    this.place(win, placement)
  }

  private displayRemoved(removed: DisplayInfo): void {
    const win = this.window
    if (!win) return
    // The window may already have been moved by the system: judge by where it was placed or last seen still.
    const current = this.lastDisplayId ?? this.currentDisplayId() ?? removed.id
    const placement = placementOnDisplayRemoved(this.displays(), this.primaryId(), removed, current)
    if (!placement) return
    this.deps.log(
      `display ${removed.id} disconnected: the clock stays open as a window on display ${placement.displayId}`
    )
    this.place(win, placement)
  }

  private place(win: ClockWindowLike, placement: Placement): void {
    this.lastDisplayId = placement.displayId
    if (win.isFullScreen()) win.setFullScreen(false)
    win.setBounds(placement.bounds)
    if (placement.fullscreen) win.setFullScreen(true)
  }

  private scheduleRemember(): void {
    this.cancelRemember()
    if (this.disposed) return
    this.rememberTimer = this.timers.setTimeout(() => {
      this.rememberTimer = null
      const current = this.currentDisplayId()
      if (current === null) return
      this.lastDisplayId = current
      const next = displayToRemember(this.displays(), current, this.remembered())
      if (next === null) return
      this.deps.settings.set(CLOCK_DISPLAY_SETTING, next)
      this.deps.log(`clock display remembered: ${next}`)
    }, REMEMBER_AFTER_MS)
  }

  private cancelRemember(): void {
    if (this.rememberTimer !== null) this.timers.clearTimeout(this.rememberTimer)
    this.rememberTimer = null
  }

  private displays(): DisplayInfo[] {
    return this.deps.screen.getAllDisplays()
  }

  private primaryId(): number {
    return this.deps.screen.getPrimaryDisplay().id
  }
}
