import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import {
  CRASH_WINDOW_MS,
  MAX_BACKOFF_MS,
  onChildProcessGone,
  watchChildProcesses,
  type ChildProcessGone
} from '../../../../src/main/electron/recovery'
import { fakeEvent, FakeBrowserWindow } from '../../../support/fakeElectron'
import { ManualTimers } from '../../../support/manualTimers'

/**
 * A GPU-process crash (Electron's `app` event `child-process-gone`, type 'GPU'), handled like a renderer crash: the
 * decision is a plain function; the watch runs over the fake BrowserWindow of tests/support/fakeElectron.ts (no
 * Electron binary here) and an EventEmitter standing in for `app`.
 */
const gpu = (reason = 'crashed', exitCode = 139): ChildProcessGone => ({ type: 'GPU', reason, exitCode })

describe('what a child process that ended means', () => {
  it('a GPU crash: every window reloaded at once, then after a growing pause, never given up', () => {
    let recent: readonly number[] = []
    const delays: Array<number | null> = []
    for (let i = 0; i < 8; i += 1) {
      const decision = onChildProcessGone(gpu(), recent, 1000 * i)
      recent = decision.recent
      delays.push(decision.reloadAfterMs)
    }
    expect(delays).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, MAX_BACKOFF_MS])
    // A minute without one: the count starts again.
    expect(onChildProcessGone(gpu(), recent, 7000 + CRASH_WINDOW_MS).reloadAfterMs).toBe(0)
    expect(onChildProcessGone(gpu('oom', 5), [], 0).log).toBe(
      'the GPU process ended (oom, exit code 5; 1 in the last minute): reloading every window'
    )
  })

  it('a GPU process that ended cleanly, and any other child, are logged and nothing is reloaded', () => {
    const clean = onChildProcessGone(gpu('clean-exit', 0), [5], 10)
    expect(clean).toEqual({
      reloadAfterMs: null,
      recent: [5],
      log: 'the GPU process ended (clean-exit, exit code 0); Chromium starts it again when it is needed'
    })
    const network = onChildProcessGone(
      { type: 'Utility', reason: 'crashed', exitCode: 1, name: 'Network Service' },
      [],
      0
    )
    expect(network.reloadAfterMs).toBeNull()
    expect(network.log).toContain('a child process (Network Service) ended (crashed, exit code 1)')
    expect(onChildProcessGone({ type: 'Zygote', reason: 'killed', exitCode: 9 }, [], 0).log).toContain('(Zygote)')
  })
})

describe('the GPU watch over fake windows', () => {
  function setUp() {
    const app = new EventEmitter()
    const timers = new ManualTimers()
    const log: string[] = []
    const admin = new FakeBrowserWindow({})
    const clock = new FakeBrowserWindow({})
    watchChildProcesses(app, () => FakeBrowserWindow.getAllWindows(), {
      log: (l) => log.push(l),
      now: () => timers.now,
      timers
    })
    const emit = (details: ChildProcessGone): boolean => app.emit('child-process-gone', fakeEvent(), details)
    return { timers, log, admin, clock, emit }
  }

  it('reloads every open window on a GPU crash, and a closed one not at all', () => {
    FakeBrowserWindow.all = []
    const { timers, log, admin, clock, emit } = setUp()
    emit(gpu())
    expect([admin.webContents.reloads, clock.webContents.reloads]).toEqual([1, 1])
    clock.destroy()
    emit(gpu())
    expect([admin.webContents.reloads, clock.webContents.reloads]).toEqual([2, 1])
    // The third in a minute waits a second; a fourth before then replaces the wait (2 s), as for a renderer.
    emit(gpu())
    timers.advance(999)
    expect(admin.webContents.reloads).toBe(2)
    emit(gpu())
    timers.advance(1999)
    expect(admin.webContents.reloads).toBe(2)
    timers.advance(1)
    expect(admin.webContents.reloads).toBe(3)
    expect(timers.count).toBe(0)
    expect(log).toHaveLength(4)
    expect(log[3]).toBe(
      'the GPU process ended (crashed, exit code 139; 4 in the last minute): reloading every window in 2 s'
    )
  })

  it('another child process, or a GPU process that ended cleanly, reloads nothing', () => {
    FakeBrowserWindow.all = []
    const { timers, log, admin, emit } = setUp()
    emit({ type: 'Utility', reason: 'crashed', exitCode: 1, name: 'Audio Service' })
    emit(gpu('clean-exit', 0))
    timers.advance(60_000)
    expect(admin.webContents.reloads).toBe(0)
    expect(log).toHaveLength(2)
  })
})
