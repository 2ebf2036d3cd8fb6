/**
 * What to do when a window's page dies or hangs. The clock on the hall monitor must come back by itself:
 * a crashed renderer is reloaded at once; after several crashes in a short time it is reloaded after a growing pause
 * (so a page that crashes on load does not spin the CPU), but never given up. A hung renderer gets a grace period to
 * answer again, then is crashed on purpose, which reloads it through the same path.
 */
export const CRASH_WINDOW_MS = 60_000
export const CRASHES_BEFORE_BACKOFF = 3
export const MAX_BACKOFF_MS = 30_000
export const HANG_GRACE_MS = 5_000

export interface CrashDecision {
  /** Reload after this many ms (0: now). */
  readonly reloadAfterMs: number
  /** The crashes counted in the window, this one included, to keep for the next decision. */
  readonly recent: readonly number[]
  readonly log: string
}

/** `reason` is Electron's RenderProcessGoneDetails.reason (crashed, killed, oom, launch-failed, clean-exit…). */
export function onRendererGone(
  view: string,
  reason: string,
  exitCode: number,
  previous: readonly number[],
  now: number
): CrashDecision {
  const { recent, reloadAfterMs } = nextReload(previous, now)
  const when = reloadAfterMs === 0 ? 'reloading it' : `reloading it in ${Math.round(reloadAfterMs / 1000)} s`
  return {
    reloadAfterMs,
    recent,
    log: `the ${view} window's page ended (${reason}, exit code ${exitCode}; ${recent.length} in the last minute): ${when}`
  }
}

/** The crashes of the last minute with this one, and when to reload: at once, then after a growing pause. */
function nextReload(previous: readonly number[], now: number): { recent: readonly number[]; reloadAfterMs: number } {
  const recent = [...previous.filter((at) => now - at < CRASH_WINDOW_MS), now]
  const excess = recent.length - CRASHES_BEFORE_BACKOFF
  return { recent, reloadAfterMs: excess < 0 ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** excess) }
}

/** The part of Electron's `child-process-gone` details (app event; every child but renderers) used here. */
export interface ChildProcessGone {
  /** 'GPU', 'Utility', 'Zygote', 'Sandbox helper', 'Pepper Plugin', 'Pepper Plugin Broker' or 'Unknown'. */
  readonly type: string
  /** As for a renderer: clean-exit, abnormal-exit, killed, crashed, oom, launch-failed, integrity-failure… */
  readonly reason: string
  readonly exitCode: number
  /** The utility process's name (e.g. 'Network Service', 'Audio Service'), when Electron gives one. */
  readonly name?: string
}

export interface ChildGoneDecision {
  /** Reload every window's page after this many ms (0: now); null: the pages are left alone. */
  readonly reloadAfterMs: number | null
  /** The GPU crashes counted in the window, this one included, to keep for the next decision. */
  readonly recent: readonly number[]
  readonly log: string
}

/**
 * A child process of the app ended. The GPU process draws every window: when it dies, Chromium starts a new one,
 * but a page drawn by the old one can stay white or frozen until it is reloaded (a known Electron problem,
 * https://github.com/electron/electron/issues/832 — the reason the `child-process-gone` event exists). On the hall
 * monitor that is a clock that looks alive and is not.
 * So a GPU crash is handled like a renderer crash, for every window at once: logged, the pages reloaded at once, and
 * after several crashes in a minute after the same growing pause, never given up (a reload costs the clock nothing:
 * it draws from the pushed anchor). A GPU process that ended cleanly, and any other child (the network or audio
 * service, which Chromium restarts by itself and which draw nothing), is only logged.
 */
export function onChildProcessGone(
  details: ChildProcessGone,
  previous: readonly number[],
  now: number
): ChildGoneDecision {
  const what = details.type === 'GPU' ? 'the GPU process' : `a child process (${details.name ?? details.type})`
  const ended = `${what} ended (${details.reason}, exit code ${details.exitCode}`
  if (details.type !== 'GPU' || details.reason === 'clean-exit')
    return { reloadAfterMs: null, recent: previous, log: `${ended}); Chromium starts it again when it is needed` }
  const { recent, reloadAfterMs } = nextReload(previous, now)
  const when =
    reloadAfterMs === 0 ? 'reloading every window' : `reloading every window in ${Math.round(reloadAfterMs / 1000)} s`
  return { reloadAfterMs, recent, log: `${ended}; ${recent.length} in the last minute): ${when}` }
}

/** The part of Electron's `app` the GPU watch needs (a fake in tests). */
export interface ChildProcessSource {
  on(event: 'child-process-gone', listener: (event: unknown, details: ChildProcessGone) => void): unknown
}

/** The part of a BrowserWindow a reload needs. */
export interface ReloadableWindow {
  readonly webContents: { reload(): void; isDestroyed(): boolean }
  isDestroyed(): boolean
}

/** Reload every open window when the GPU process dies (`onChildProcessGone`), and log every child that ends. */
export function watchChildProcesses(
  source: ChildProcessSource,
  windows: () => readonly ReloadableWindow[],
  deps: { log: (line: string) => void; now: () => number; timers?: Timers }
): void {
  const timers = deps.timers ?? realTimers
  let crashes: readonly number[] = []
  let pendingReload: unknown = null
  source.on('child-process-gone', (_event, details) => {
    const decision = onChildProcessGone(details, crashes, deps.now())
    crashes = decision.recent
    deps.log(decision.log)
    if (decision.reloadAfterMs === null) return
    if (pendingReload !== null) timers.clearTimeout(pendingReload)
    const reload = (): void => {
      pendingReload = null
      for (const win of windows()) if (!win.isDestroyed() && !win.webContents.isDestroyed()) win.webContents.reload()
    }
    if (decision.reloadAfterMs === 0) reload()
    else pendingReload = timers.setTimeout(reload, decision.reloadAfterMs)
  })
}

export function onUnresponsive(view: string): string {
  return `the ${view} window's page is not responding; it gets ${HANG_GRACE_MS / 1000} s before it is reloaded`
}

export function onStillUnresponsive(view: string): string {
  return `the ${view} window's page is still not responding: ending and reloading it`
}

export function onResponsiveAgain(view: string): string {
  return `the ${view} window's page responds again`
}

/** The part of a BrowserWindow's webContents recovery needs (a fake in tests). */
export interface RendererLike {
  on(
    event: 'render-process-gone',
    listener: (event: unknown, details: { reason: string; exitCode: number }) => void
  ): unknown
  reload(): void
  forcefullyCrashRenderer(): void
  isDestroyed(): boolean
}

export interface WatchedWindow {
  readonly webContents: RendererLike
  on(event: 'unresponsive' | 'responsive' | 'closed', listener: () => void): unknown
  isDestroyed(): boolean
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout)
}

/** Reload `win` when its renderer crashes or hangs, and log each step. */
export function watchRenderer(
  win: WatchedWindow,
  view: string,
  deps: { log: (line: string) => void; now: () => number; timers?: Timers }
): void {
  const timers = deps.timers ?? realTimers
  let crashes: readonly number[] = []
  let hang: unknown = null
  let pendingReload: unknown = null
  const alive = (): boolean => !win.isDestroyed() && !win.webContents.isDestroyed()
  const clearHang = (): void => {
    if (hang !== null) timers.clearTimeout(hang)
    hang = null
  }
  win.webContents.on('render-process-gone', (_event, details) => {
    clearHang()
    const decision = onRendererGone(view, details.reason, details.exitCode, crashes, deps.now())
    crashes = decision.recent
    deps.log(decision.log)
    if (pendingReload !== null) timers.clearTimeout(pendingReload)
    const reload = (): void => {
      pendingReload = null
      if (alive()) win.webContents.reload()
    }
    if (decision.reloadAfterMs === 0) reload()
    else pendingReload = timers.setTimeout(reload, decision.reloadAfterMs)
  })
  win.on('unresponsive', () => {
    if (hang !== null) return
    deps.log(onUnresponsive(view))
    hang = timers.setTimeout(() => {
      hang = null
      if (!alive()) return
      deps.log(onStillUnresponsive(view))
      // Ends the renderer: 'render-process-gone' follows, which reloads it.
      win.webContents.forcefullyCrashRenderer()
    }, HANG_GRACE_MS)
  })
  win.on('responsive', () => {
    if (hang === null) return
    clearHang()
    deps.log(onResponsiveAgain(view))
  })
  win.on('closed', () => {
    clearHang()
    if (pendingReload !== null) timers.clearTimeout(pendingReload)
  })
}
