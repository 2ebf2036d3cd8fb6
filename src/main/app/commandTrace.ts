import fs from 'node:fs'
import { performance } from 'node:perf_hooks'

/** The moments of one command inside the hall server, in ms since the epoch with microseconds (both ends' clock). */
export interface CommandPhases {
  /** The command's frame was read from its socket. */
  received?: number
  /** Decided; the transaction (append, fold, the fsync of the commit) starts. */
  committing?: number
  /** Committed: on disk (synchronous=FULL) and folded. */
  committed?: number
  /** The answer was written to the socket. */
  answered?: number
  /** The views' flush started (the next turn of the event loop). */
  flushing?: number
  /** Each pushed view's channel, when its push was written (or found unchanged). */
  pushed?: Record<string, number>
  /** Every channel done. */
  flushed?: number
  /** What each topic's views cost in the flush, in ms, summed over its channels: computing, comparing, pushing. */
  views?: Record<string, ViewCost>
}

/** One topic's views in one flush: computed, compared with what was pushed (and kept), pushed (frames, writes). */
export interface ViewCost {
  compute: number
  diff: number
  push: number
}

type Moment = Exclude<keyof CommandPhases, 'pushed' | 'views'>

/**
 * A diagnostic: where each command's time goes inside the hall server, one JSON line per command in the
 * file FLOORCLOCK_TRACE_COMMANDS names (`npm run bench hall` with HALL_BENCH_TRACE=1 joins it with what the admin saw
 * and prints the phases of the slowest commands). Off unless that variable is set: then every call is one test of a
 * null. Only commands that came over the hall network are traced (the frame's arrival starts a record).
 */
export class CommandTrace {
  private current: CommandPhases | null = null

  constructor(private readonly file: string | null) {}

  /** A command frame arrived: a new record. */
  start(): void {
    if (this.file) this.current = { received: now() }
  }

  mark(moment: Moment): void {
    const current = this.current
    if (current && current[moment] === undefined) current[moment] = now()
  }

  /** A command is being traced: the hub times its views' parts (otherwise it reads no clock). */
  get tracing(): boolean {
    return this.current !== null
  }

  /** Time spent on a view of `topic` in this command's flush. */
  view(topic: string, part: keyof ViewCost, ms: number): void {
    const current = this.current
    if (!current) return
    const cost = ((current.views ??= {})[topic] ??= { compute: 0, diff: 0, push: 0 })
    cost[part] += ms
  }

  pushed(key: string): void {
    const current = this.current
    if (current) (current.pushed ??= {})[key] = now()
  }

  /** The flush is done: the record is written and closed. */
  end(): void {
    const current = this.current
    if (!current || !this.file) return
    current.flushed = now()
    this.current = null
    fs.appendFileSync(this.file, `${JSON.stringify(current)}\n`)
  }
}

const now = (): number => performance.timeOrigin + performance.now()

export const commandTrace = new CommandTrace(process.env.FLOORCLOCK_TRACE_COMMANDS || null)
