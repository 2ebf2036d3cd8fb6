import type { DeliveryProblem } from '../../shared/contract/federation'
import type { Logger } from '../app/log'
import { readPull, type PulledCopy } from './pulled'
import { retryDelay, type PushTiming } from './pusher'

/** How often a hall pulls when the last pull succeeded (the standings change when a hall publishes: rarely). */
export const DEFAULT_PULL_EVERY_MS = 10 * 60_000

/** `FLOORCLOCK_FEDERATION_PULL_MS` (a test of a real hall server need not wait ten minutes); else the default. */
export function pullEveryFrom(env: NodeJS.ProcessEnv): number {
  const every = Number(env.FLOORCLOCK_FEDERATION_PULL_MS)
  return Number.isFinite(every) && every > 0 ? every : DEFAULT_PULL_EVERY_MS
}

/** The most of an answer read: a federation of tens of thousands of players answers a few MB. */
const MAX_ANSWER_CHARS = 32 * 1024 * 1024

export interface PullerDeps {
  /** The federation's address ('' for none: nothing is pulled). */
  readonly url: () => string
  /** The hall's public key (its join code): the federation answers this hall's links by it. */
  readonly hallKey: () => string
  readonly now: () => number
  readonly timing: PushTiming
  readonly everyMs: number
  readonly log: Logger
  /** A good copy arrived: keep it (the hall's SQLite) with the time it arrived. */
  readonly keep: (copy: PulledCopy, at: number) => void
  readonly random?: () => number
  readonly fetch?: typeof fetch
}

/**
 * Pulls the federation's standings and this hall's links (§28, §28.9) next to the pusher, with the same discipline: a
 * timer off the command path, a request with a timeout, doubling waits after failures (capped, with jitter), and
 * nothing written once stopped. A failed pull keeps the last copy: the hall shows it with its date (offline first).
 */
export class Puller {
  private timer: NodeJS.Timeout | null = null
  private running = false
  private again = false
  private stopped = true
  private failures = 0
  private inFlight: AbortController | null = null
  /** Why the last pull got nothing (null after a good one). */
  problem: DeliveryProblem | null = null

  constructor(private readonly deps: PullerDeps) {}

  start(): void {
    this.stopped = false
    this.wake()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.inFlight?.abort()
  }

  /** Pull now (a new address, "Pull now", the start). */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = true
    void this.pull()
      .catch((error: unknown) => this.deps.log.error('federation.pull', { message: (error as Error).message }))
      .finally(() => {
        this.running = false
        if (this.stopped) return
        if (this.again) {
          this.again = false
          this.wake()
        } else this.schedule()
      })
  }

  /** A promise settled once a pull started now has finished (for "Pull now" to answer with its outcome). */
  async settled(): Promise<void> {
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  private schedule(): void {
    if (this.deps.url() === '') return
    const wait =
      this.failures === 0
        ? this.deps.everyMs
        : retryDelay(this.failures, this.deps.timing, (this.deps.random ?? Math.random)())
    this.timer = setTimeout(() => {
      this.timer = null
      this.wake()
    }, wait)
    this.timer.unref()
  }

  private async pull(): Promise<void> {
    const url = this.deps.url()
    if (url === '') return
    const abort = new AbortController()
    this.inFlight = abort
    const timeout = setTimeout(() => abort.abort(new Error('timeout')), this.deps.timing.timeoutMs)
    let copy: PulledCopy | null = null
    let problem: DeliveryProblem | null = null
    try {
      const response = await (this.deps.fetch ?? fetch)(pullEndpoint(url, this.deps.hallKey()), {
        signal: abort.signal
      })
      const text = await response.text()
      copy = response.ok && text.length <= MAX_ANSWER_CHARS ? readPull(text) : null
      if (!copy)
        problem =
          response.status >= 500
            ? { kind: 'server', status: response.status }
            : { kind: 'answer', status: response.status }
    } catch (error) {
      problem = abort.signal.aborted && !this.stopped ? { kind: 'timeout' } : { kind: 'unreachable' }
      if (!this.stopped) this.deps.log.warn('federation.pullUnreachable', { message: (error as Error).message })
    } finally {
      clearTimeout(timeout)
      this.inFlight = null
    }
    // Stopped meanwhile (the floor is closing): nothing is written.
    if (this.stopped) return
    this.problem = problem
    if (copy) {
      this.failures = 0
      this.deps.keep(copy, this.deps.now())
      this.deps.log.info('federation.pulled', { series: copy.series.length, links: copy.links.length })
    } else this.failures += 1
  }
}

/** `<address>/api/pull?hall=<join code>` (an address with a path keeps it). */
export function pullEndpoint(url: string, hallKey: string): string {
  const endpoint = new URL('api/pull', url.endsWith('/') ? url : `${url}/`)
  endpoint.searchParams.set('hall', hallKey)
  return endpoint.toString()
}
