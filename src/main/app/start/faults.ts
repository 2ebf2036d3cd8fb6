import { describeError, type Logger } from '../log'

/** What the process does about an error nobody caught. */
export interface FaultDecision {
  /** Keep serving (the floor stays up) or end the process (only when staying up would do harm). */
  readonly action: 'continue' | 'exit'
  /** Log this fault in full (a storm of the same fault is summarised instead). */
  readonly logIt: boolean
}

export type FaultKind = 'uncaughtException' | 'unhandledRejection'

/**
 * The policy for faults that reached the process, shared by the hall server and the Electron shell: keep
 * serving. Every record is written in one SQLite transaction before it is acknowledged, so a fault between requests
 * cannot leave a half record; stopping would take the clock off every screen in the hall. Out of memory is the one
 * exception: the process can no longer be trusted to answer, so it ends (the journal is whole on disk).
 * A storm (more than `stormLimit` faults a minute) is logged once a second rather than in full each time.
 */
export class FaultPolicy {
  private window: { start: number; count: number; lastLogged: number } = { start: 0, count: 0, lastLogged: 0 }

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly stormLimit = 50
  ) {}

  decide(_kind: FaultKind, error: unknown): FaultDecision {
    const now = this.now()
    if (now - this.window.start > 60_000) this.window = { start: now, count: 0, lastLogged: 0 }
    this.window.count += 1
    const storm = this.window.count > this.stormLimit
    const logIt = !storm || now - this.window.lastLogged >= 1000
    if (logIt) this.window.lastLogged = now
    return { action: isOutOfMemory(error) ? 'exit' : 'continue', logIt }
  }

  /** Faults in the current minute (for the log line of a storm). */
  get count(): number {
    return this.window.count
  }
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof RangeError && /allocation failed|out of memory|Array buffer allocation/i.test(error.message)
}

/** A process-like emitter (node's `process`, or a fake in tests). */
export interface FaultSource {
  on(event: FaultKind, listener: (error: unknown) => void): unknown
}

/**
 * Install the process-level handlers: log the fault and keep serving (or exit via `exit` when the policy says so).
 * The Electron shell calls this with its own `exit` (app.exit) and logger; the hall server with process.exit.
 */
export function installFaultHandlers(
  source: FaultSource,
  log: Logger,
  exit: (code: number) => void,
  policy: FaultPolicy = new FaultPolicy()
): FaultPolicy {
  const handler =
    (kind: FaultKind) =>
    (error: unknown): void => {
      const decision = policy.decide(kind, error)
      if (decision.logIt) log.error(`process.${kind}`, { faultsThisMinute: policy.count, ...describeError(error) })
      if (decision.action === 'exit') exit(70)
    }
  source.on('uncaughtException', handler('uncaughtException'))
  source.on('unhandledRejection', handler('unhandledRejection'))
  return policy
}
