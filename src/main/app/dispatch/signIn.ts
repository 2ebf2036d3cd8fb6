import type { ClientFrame } from '../../../shared/contract/protocol'
import { accountNamed } from '../../../shared/core/accounts'
import type { Rejection } from '../../../shared/core/rejection'
import { describeError, type Logger } from '../log'
import type { FloorService, Session } from '../service'
import { ACCOUNT_DISABLED, accountPinNeeded, accountSignIn } from './accounts'
import { INTERNAL, RATE_LIMITED } from './errors'
import type { Lockout } from './lockout'

/**
 * How sign-in withstands guessing (hardened so that no answer tells who has an account):
 * - a wrong PIN counts against the **address** it came from (`Lockout`: five within ten minutes lock that address for
 *   a minute, doubling) — whatever name it was typed for, an account's or a made-up one. Nothing locks an account.
 * - wrong PINs for one **name** from any address slow the answers to that name: from the `slowAfter`-th within
 *   `windowMs`, every sign-in with that name waits before its PIN is even checked, `firstDelayMs` doubling every
 *   `doubleEvery` further failures up to `maxDelayMs` — keyed by the name as typed (without case and surrounding
 *   spaces, as accounts are matched), so a made-up name is slowed exactly as a real one. Sign-ins from one address
 *   are answered one after another, so many connections from one address do not guess in parallel.
 * - the owner is never refused: a slowed name is only slowed, and not at all from an address its account signed in
 *   from before (`knownForMs`): Olga at the desk tablet signs in at once while someone hammers her name from the hall.
 *   The desktop app's own admin window (IPC) has a dispatcher of its own and is never slowed by anyone.
 */
export interface SignInPolicy {
  readonly slowAfter: number
  readonly firstDelayMs: number
  readonly doubleEvery: number
  readonly maxDelayMs: number
  readonly windowMs: number
  /** Sign-ins one address may have waiting at once; more are refused as too many requests (whatever the name). */
  readonly waitingPerAddress: number
  /** Names whose failures are remembered (a flood of made-up names drops the quiet ones first). */
  readonly names: number
  readonly knownForMs: number
  readonly knownAddressesPerAccount: number
}

export const SIGN_IN_POLICY: SignInPolicy = {
  slowAfter: 5,
  firstDelayMs: 1000,
  doubleEvery: 10,
  maxDelayMs: 30_000,
  windowMs: 10 * 60_000,
  waitingPerAddress: 8,
  names: 10_000,
  knownForMs: 30 * 24 * 60 * 60_000,
  knownAddressesPerAccount: 16
}

/** The name a sign-in is slowed under: as accounts are matched (`accountNamed`), so every spelling of one is one. */
export function nameKey(operator: string | undefined): string {
  return (operator ?? '').trim().toLocaleLowerCase()
}

/** Recent wrong PINs per name, from any address, and the wait they impose (pure but for `now`; unit-tested). */
export class NameSlowdown {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly now: () => number,
    private readonly policy: SignInPolicy = SIGN_IN_POLICY
  ) {}

  /** How long a sign-in with this name waits before its PIN is checked (0: at once). */
  delayFor(key: string): number {
    const { slowAfter, firstDelayMs, doubleEvery, maxDelayMs } = this.policy
    const recent = this.recent(key)
    if (recent < slowAfter) return 0
    return Math.min(maxDelayMs, Math.round(firstDelayMs * 2 ** ((recent - slowAfter) / doubleEvery)))
  }

  fail(key: string): void {
    const now = this.now()
    const list = (this.failures.get(key) ?? []).filter((at) => now - at < this.policy.windowMs)
    list.push(now)
    // Enough to reach the longest wait; older ones add nothing.
    const { slowAfter, doubleEvery, maxDelayMs, firstDelayMs } = this.policy
    const keep = slowAfter + doubleEvery * Math.ceil(Math.log2(maxDelayMs / firstDelayMs))
    if (list.length > keep) list.splice(0, list.length - keep)
    this.failures.delete(key)
    this.failures.set(key, list)
    if (this.failures.size > this.policy.names) this.failures.delete(this.failures.keys().next().value!)
  }

  private recent(key: string): number {
    const list = this.failures.get(key)
    if (!list) return 0
    const now = this.now()
    return list.filter((at) => now - at < this.policy.windowMs).length
  }
}

type HelloFrame = Extract<ClientFrame, { kind: 'hello' }>

/** What a sign-in comes to: a session to welcome, or the refusal to send as `denied`. */
export type SignInAnswer = { session: Session; account: boolean; pinHash?: string } | { denied: Rejection }

export interface SignInDeps {
  readonly service: FloorService
  readonly adminToken: () => string
  readonly checkToken: (given: string, expected: string) => boolean
  readonly lockout: Lockout
  readonly log: Logger
}

interface Waiting {
  readonly connection: object
  readonly address: string
  readonly frame: HelloFrame
  readonly trusted: boolean
  /** False once the connection closed: a sign-in nobody waits for any more is dropped unchecked. */
  readonly live: () => boolean
  readonly answer: (answer: SignInAnswer) => void
  waited: boolean
}

export const WRONG_PIN: Rejection = { code: 'error.wrongPin', message: 'Wrong admin PIN', field: 'token' }

export function lockedOut(ms: number): Rejection {
  const seconds = Math.ceil(ms / 1000)
  return { code: 'error.lockedOut', message: `Too many wrong PINs: try again in ${seconds} s`, params: { seconds } }
}

/**
 * Signing in with a PIN, for one dispatcher (both transports): the installation PIN or an account's own, with the
 * address lockout and the per-name slowdown of `SignInPolicy`. The answer for a made-up name and for a real one with
 * a wrong PIN is the same code after the same work (one scrypt verification: accounts.ts) and the same wait.
 */
export class SignIns {
  readonly names: NameSlowdown
  /** Where each account signed in (address → when), so its owner's screens are never slowed. */
  private readonly known = new Map<string, Map<string, number>>()
  private readonly queues = new Map<string, Waiting[]>()
  /** The sign-in each connection waits for: a newer hello (or a display's) replaces it. */
  private readonly latest = new WeakMap<object, Waiting>()

  constructor(
    private readonly deps: SignInDeps,
    private readonly policy: SignInPolicy = SIGN_IN_POLICY
  ) {
    this.names = new NameSlowdown(() => deps.service.now(), policy)
  }

  /** A new hello on this connection: whatever sign-in it was waiting for is dropped unanswered. */
  cancel(connection: object): void {
    this.latest.delete(connection)
  }

  /** A hello with a PIN (or the trusted admin window's with one); answered at once or after its name's wait. */
  attempt(
    connection: object,
    address: string,
    frame: HelloFrame,
    trusted: boolean,
    live: () => boolean,
    answer: (answer: SignInAnswer) => void
  ): void {
    const waiting: Waiting = { connection, address, frame, trusted, live, answer, waited: false }
    const queue = this.queues.get(address)
    if (queue && queue.length >= this.policy.waitingPerAddress) {
      answer({ denied: RATE_LIMITED })
      return
    }
    this.latest.set(connection, waiting)
    if (queue) {
      queue.push(waiting)
      return
    }
    this.queues.set(address, [waiting])
    this.drain(address)
  }

  /** Answers an address's sign-ins in turn; one that must wait holds the ones behind it. */
  private drain(address: string): void {
    const queue = this.queues.get(address)
    if (!queue) return
    while (queue.length > 0) {
      const next = queue[0]!
      if (this.latest.get(next.connection) !== next || !next.live()) {
        queue.shift()
        continue
      }
      if (!next.waited) {
        next.waited = true
        const wait = this.waitFor(next)
        if (wait > 0) {
          setTimeout(() => this.drain(address), wait).unref()
          return
        }
      }
      queue.shift()
      this.latest.delete(next.connection)
      let answer: SignInAnswer
      try {
        answer = this.check(next)
      } catch (error) {
        this.deps.log.error('dispatch.signIn', describeError(error))
        answer = { denied: INTERNAL }
      }
      next.answer(answer)
    }
    this.queues.delete(address)
  }

  /** The wait before this sign-in's PIN is checked: its name's, unless nothing is to be guessed or it is the owner. */
  private waitFor({ address, frame, trusted }: Waiting): number {
    const { lockout, adminToken, checkToken, service } = this.deps
    if (trusted || !frame.token || lockout.lockedFor(address) > 0) return 0
    // The installation PIN is the director's own (a right one is answered at once; a wrong one waits like any).
    if (checkToken(frame.token, adminToken())) return 0
    const account = frame.operator ? accountNamed(service.current.accounts, frame.operator) : undefined
    if (account && this.isKnown(account.id, address)) return 0
    return this.names.delayFor(nameKey(frame.operator))
  }

  private check({ address, frame, trusted }: Waiting): SignInAnswer {
    const { lockout, adminToken, checkToken, service } = this.deps
    const locked = lockout.lockedFor(address)
    if (locked > 0) return { denied: lockedOut(locked) }
    const accounts = service.current.accounts
    // The installation PIN is the director's own login, under the name they gave — not an account's.
    if (frame.token && checkToken(frame.token, adminToken())) {
      lockout.succeed(address)
      const named = frame.operator ? accountNamed(accounts, frame.operator) : undefined
      if (named) return { denied: accountPinNeeded(named.name) }
      return {
        session: { role: 'admin', operator: frame.operator ?? 'admin', accountRole: 'director' },
        account: false
      }
    }
    // A named account: its name and its own PIN; the records then name the account (authenticated, not declared).
    const signIn = accountSignIn(accounts, frame.operator, frame.token)
    switch (signIn.kind) {
      case 'signedIn': {
        const { account } = signIn
        lockout.succeed(address)
        this.remember(account.id, address)
        return {
          session: { role: 'admin', operator: account.name, accountId: account.id, accountRole: account.role },
          account: true,
          pinHash: account.pinHash
        }
      }
      case 'disabled':
        return { denied: ACCOUNT_DISABLED }
      case 'wrongPin':
      case 'noAccount':
        // The same for a made-up name as for a real one: the address counts it, and so does the name.
        lockout.fail(address)
        if (!trusted && frame.token) this.names.fail(nameKey(frame.operator))
        return { denied: WRONG_PIN }
    }
  }

  private isKnown(accountId: string, address: string): boolean {
    const at = this.known.get(accountId)?.get(address)
    return at !== undefined && this.deps.service.now() - at < this.policy.knownForMs
  }

  private remember(accountId: string, address: string): void {
    let addresses = this.known.get(accountId)
    if (!addresses) this.known.set(accountId, (addresses = new Map()))
    addresses.delete(address)
    addresses.set(address, this.deps.service.now())
    if (addresses.size > this.policy.knownAddressesPerAccount) addresses.delete(addresses.keys().next().value!)
  }
}

const signInsByDispatcher = new WeakMap<object, SignIns>()

/** The sign-ins of one dispatcher (kept beside it, as `commandMemoryOf` keeps a service's command ids). */
export function signInsOf(dispatcher: object, deps: () => SignInDeps): SignIns {
  let signIns = signInsByDispatcher.get(dispatcher)
  if (!signIns) signInsByDispatcher.set(dispatcher, (signIns = new SignIns(deps())))
  return signIns
}
