import type { DeliveryProblem } from '../../shared/contract/federation'
import type { Logger } from '../app/log'
import { Courier } from './courier'
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
 * Pulls the federation's standings and this hall's links (§28, §28.9) next to the pusher, with the same discipline
 * (courier.ts): doubling waits after failures (capped, with jitter), nothing written once stopped. A failed pull keeps the last copy: the hall shows it with its date (offline first).
 */
export class Puller extends Courier {
  private failures = 0
  /** Why the last pull got nothing (null after a good one). */
  problem: DeliveryProblem | null = null

  constructor(private readonly deps: PullerDeps) {
    super(deps.log, 'federation.pull')
  }

  protected nextWaitMs(): number | null {
    if (this.deps.url() === '') return null
    return this.failures === 0
      ? this.deps.everyMs
      : retryDelay(this.failures, this.deps.timing, (this.deps.random ?? Math.random)())
  }

  protected async errand(): Promise<void> {
    const url = this.deps.url()
    if (url === '') return
    const answer = await this.request(
      this.deps.fetch ?? fetch,
      pullEndpoint(url, this.deps.hallKey()),
      {},
      this.deps.timing.timeoutMs
    )
    let copy: PulledCopy | null = null
    let problem: DeliveryProblem | null = null
    if ('failed' in answer) {
      problem = { kind: answer.failed }
      if (!this.stopped) this.deps.log.warn('federation.pullUnreachable', { message: answer.message })
    } else {
      const ok = answer.status >= 200 && answer.status < 300
      copy = ok && answer.text.length <= MAX_ANSWER_CHARS ? readPull(answer.text) : null
      if (!copy)
        problem =
          answer.status >= 500 ? { kind: 'server', status: answer.status } : { kind: 'answer', status: answer.status }
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
