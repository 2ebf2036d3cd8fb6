import type { DeliveryProblem, FederationRefusal } from '../../shared/contract/federation'
import type { Logger } from '../app/log'
import { Courier } from './courier'
import type { DuePublication, Outbox } from './outbox'

/** How retries space out and how long a request may take. */
export interface PushTiming {
  /** The wait after the first failed attempt; each further failure doubles it… */
  readonly firstRetryMs: number
  /** …up to this. */
  readonly maxRetryMs: number
  /** A request not answered by then is abandoned and retried (the floor never waits on the federation). */
  readonly timeoutMs: number
}

export const DEFAULT_TIMING: PushTiming = { firstRetryMs: 5_000, maxRetryMs: 10 * 60_000, timeoutMs: 30_000 }

/**
 * The timing from the environment (`FLOORCLOCK_FEDERATION_RETRY_MS=first,max`, `FLOORCLOCK_FEDERATION_TIMEOUT_MS`),
 * so a test of a real hall server process need not wait minutes; anything unreadable keeps the default.
 */
export function timingFrom(env: NodeJS.ProcessEnv): PushTiming {
  const [first, max] = (env.FLOORCLOCK_FEDERATION_RETRY_MS ?? '').split(',').map(Number)
  const timeout = Number(env.FLOORCLOCK_FEDERATION_TIMEOUT_MS)
  const positive = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0
  return {
    firstRetryMs: positive(first) ? first : DEFAULT_TIMING.firstRetryMs,
    maxRetryMs: positive(max) ? max : DEFAULT_TIMING.maxRetryMs,
    timeoutMs: positive(timeout) ? timeout : DEFAULT_TIMING.timeoutMs
  }
}

/** The wait before attempt `attempt + 1` after `attempt` attempts failed: doubling from the first, capped. */
export function retryDelay(attempt: number, timing: PushTiming, jitter: number): number {
  const doubled = timing.firstRetryMs * 2 ** Math.max(0, Math.min(attempt - 1, 30))
  // Up to a fifth more, so halls that lost the federation together do not all come back in the same second.
  return Math.round(Math.min(doubled, timing.maxRetryMs) * (1 + 0.2 * jitter))
}

export interface PusherDeps {
  readonly outbox: () => Outbox
  /** The federation's address ('' for none: nothing is sent). */
  readonly url: () => string
  readonly now: () => number
  readonly timing: PushTiming
  readonly log: Logger
  /** 0 ≤ x < 1 (Math.random by default; tests may fix it). */
  readonly random?: () => number
  /** The HTTP client (the platform's fetch). */
  readonly fetch?: typeof fetch
}

/** The longest a wait is set for at once (a timer re-checks then). */
const MAX_WAIT_MS = 10 * 60_000
/** More of an answer than a refusal needs is not read. */
const MAX_ANSWER_CHARS = 64 * 1024

/**
 * Sends the outbox's publications to the federation, one at a time, oldest due first, off the command path: a
 * timer, an HTTP request with a timeout, and a few short SQLite writes recording each answer. Sending again is
 * harmless — the federation answers the same publication (tournament, version, hash) as accepted again — so a
 * publication whose answer was lost (a timeout, a restart mid-request) is simply sent again at its retry time.
 */
export class Pusher extends Courier {
  constructor(private readonly deps: PusherDeps) {
    super(deps.log, 'federation.push')
  }

  /** Send whatever is due, one by one, until nothing is. */
  protected async errand(): Promise<void> {
    for (;;) {
      if (this.stopped || this.deps.url() === '') return
      const due = this.deps.outbox().nextDue(this.deps.now())
      if (!due) return
      await this.send(due)
    }
  }

  /** Sleep until the next publication is due (none waits, or no address: until woken). */
  protected nextWaitMs(): number | null {
    if (this.deps.url() === '') return null
    const at = this.deps.outbox().nextDueAt()
    if (at === null) return null
    return Math.min(Math.max(0, at - this.deps.now()), MAX_WAIT_MS)
  }

  private async send(due: DuePublication): Promise<void> {
    const { timing } = this.deps
    const outbox = this.deps.outbox()
    const now = this.deps.now()
    outbox.sending(due.id, now, now + retryDelay(due.attempts + 1, timing, (this.deps.random ?? Math.random)()))
    const answer = await this.request(
      this.deps.fetch ?? fetch,
      endpoint(this.deps.url()),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: due.envelope },
      timing.timeoutMs
    )
    let outcome: Outcome
    if ('failed' in answer) {
      outcome = { problem: { kind: answer.failed } }
      if (!this.stopped) this.deps.log.warn('federation.unreachable', { id: due.id, message: answer.message })
    } else outcome = answerOf(answer.status, answer.text)
    // Stopped meanwhile (the floor is closing, the database may be closed), or the database replaced by a restore
    // (the row may be another publication there): the answer is not written and the publication stays due.
    if (this.stopped || this.deps.outbox() !== outbox) return
    if ('accepted' in outcome) outbox.accepted(due.id)
    else if ('refusal' in outcome) outbox.refused(due.id, outcome.refusal)
    else outbox.unanswered(due.id, outcome.problem)
    this.deps.log.info('federation.answer', {
      tournamentId: due.tournamentId,
      version: due.version,
      ...('accepted' in outcome
        ? { state: 'accepted' }
        : 'refusal' in outcome
          ? { state: 'refused', reason: outcome.refusal.reason }
          : { problem: outcome.problem.kind })
    })
  }
}

type Outcome = { accepted: true } | { refusal: FederationRefusal } | { problem: DeliveryProblem }

/** Where publications are posted: `<address>/api/publications` (an address with a path keeps it). */
export function endpoint(url: string): string {
  return new URL('api/publications', url.endsWith('/') ? url : `${url}/`).toString()
}

/**
 * The federation's answer: 200 `{ state: 'accepted' }` (also for the same publication sent again); 4xx
 * `{ state: 'refused', reason, params }` with the reason's text in its three languages. Anything else is no answer —
 * a server fault (5xx) or something that is not the federation (a wrong address) — and the publication is tried
 * again.
 */
export function answerOf(status: number, text: string): Outcome {
  let answer: Record<string, unknown> | null = null
  try {
    const parsed: unknown = text.length <= MAX_ANSWER_CHARS ? JSON.parse(text) : null
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answer = parsed as Record<string, unknown>
  } catch {
    answer = null
  }
  if (status >= 200 && status < 300 && answer?.state === 'accepted') return { accepted: true }
  if (status >= 400 && status < 500 && answer?.state === 'refused' && isReasonKey(answer.reason))
    return { refusal: { reason: answer.reason, params: paramsOf(answer.params), ...textsOf(answer) } }
  return { problem: status >= 500 ? { kind: 'server', status } : { kind: 'answer', status } }
}

function isReasonKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{1,120}$/.test(value)
}

/** The parameters of a refusal: short strings and numbers only (they are shown, never run). */
function paramsOf(value: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  if (!value || typeof value !== 'object') return out
  for (const [key, v] of Object.entries(value).slice(0, 20)) {
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = v
    else if (typeof v === 'string') out[key] = v.slice(0, 500)
  }
  return out
}

/** The refusal's own text in each language the federation sent, for a reason newer than this build's words. */
function textsOf(answer: Record<string, unknown>): { texts?: Partial<Record<'en' | 'ru' | 'sv', string>> } {
  const given = answer.messages ?? answer.texts ?? answer.message
  if (!given || typeof given !== 'object') return {}
  const texts: Partial<Record<'en' | 'ru' | 'sv', string>> = {}
  for (const language of ['en', 'ru', 'sv'] as const) {
    const text = (given as Record<string, unknown>)[language]
    if (typeof text === 'string') texts[language] = text.slice(0, 1000)
  }
  return Object.keys(texts).length > 0 ? { texts } : {}
}
