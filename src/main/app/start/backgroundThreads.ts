import { execFile } from 'node:child_process'
import fs from 'node:fs'
import type { Logger } from '../log'

/** How often the hall server looks for threads started since (libuv's pool, workers start when first used). */
export const SWEEP_EVERY_MS = 5_000

/** Sets each thread id given to SCHED_IDLE; exits 127 when `chrt` (util-linux) is not installed, else 0. */
const YIELD_SCRIPT =
  'command -v chrt >/dev/null 2>&1 || exit 127; for t do chrt --idle -p 0 "$t" 2>/dev/null; done; exit 0'

/** The threads not yet yielded, the main thread never among them. */
export function threadsToYield(mainTid: number, tids: readonly number[], yielded: ReadonlySet<number>): number[] {
  return tids.filter((tid) => tid !== mainTid && !yielded.has(tid))
}

export interface BackgroundThreadDeps {
  readonly platform: NodeJS.Platform
  readonly mainTid: number
  /** The process's thread ids now. */
  readonly listThreads: () => number[]
  /** Moves the threads to the idle class; resolves false when this machine cannot. */
  readonly setIdle: (tids: readonly number[]) => Promise<boolean>
  readonly log: Logger
  readonly everyMs?: number
}

/**
 * The hall server's floor runs on its main thread: every command, its commit and its pushes. Its other
 * threads do work nobody waits for — V8's background compiler and garbage collector, the snapshot worker (snapshots,
 * checkpoints, checks), libuv's file pool. On Linux they run at the idle scheduling class (SCHED_IDLE), so the main
 * thread takes a core from them the moment it wakes (after a commit's fsync, when a frame arrives) instead of waiting
 * for the end of their time slice: measured in the hall bench, the server's main thread waited 1–4 ms for a core
 * 32 times in 1,200 commands, most behind a 40 ms background compilation of its own; with them idle, 7 times. They
 * still use every core the floor leaves free. Only the plain-Node hall server (`npm run serve`) does this: in the
 * Electron app Chromium's own threads (its IPC) are not background work. Elsewhere than Linux, nothing changes.
 */
export class BackgroundThreads {
  private readonly yielded = new Set<number>()
  private timer: NodeJS.Timeout | null = null
  private running = false
  private unavailable = false

  constructor(private readonly deps: BackgroundThreadDeps) {}

  start(): void {
    if (this.deps.platform !== 'linux') return
    void this.sweep()
    this.timer = setInterval(() => void this.sweep(), this.deps.everyMs ?? SWEEP_EVERY_MS)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Yield the threads started since the last sweep (resolves with how many were given to `setIdle`). */
  async sweep(): Promise<number> {
    if (this.running || this.unavailable) return 0
    let tids: number[]
    try {
      tids = threadsToYield(this.deps.mainTid, this.deps.listThreads(), this.yielded)
    } catch {
      return 0
    }
    if (tids.length === 0) return 0
    this.running = true
    try {
      if (await this.deps.setIdle(tids)) {
        for (const tid of tids) this.yielded.add(tid)
        this.deps.log.info('threads.yielded', { threads: tids.length, policy: 'SCHED_IDLE' })
        return tids.length
      }
      this.unavailable = true
      this.stop()
      this.deps.log.warn('threads.notYielded', { reason: 'chrt (util-linux) is not installed' })
      return 0
    } finally {
      this.running = false
    }
  }
}

/** This process's thread ids, from /proc (Linux). */
export function ownThreads(): number[] {
  return fs.readdirSync('/proc/self/task').map(Number)
}

/** SCHED_IDLE for the given threads of this process, through util-linux's `chrt` (no Node API sets a policy). */
export function setIdleWithChrt(tids: readonly number[]): Promise<boolean> {
  return new Promise((resolve) => {
    // The script exits 0 whatever a vanished thread's `chrt` said: an error is no `chrt` (127) or no `sh`.
    execFile('sh', ['-c', YIELD_SCRIPT, 'sh', ...tids.map(String)], (error) => resolve(!error))
  })
}
