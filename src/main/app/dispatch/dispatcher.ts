import {
  ClientFrame,
  MAX_REQUEST_CHARS,
  type Role,
  type SafeModeReport,
  type ServerFrame
} from '../../../shared/contract/protocol'
import { fail, type Result } from '../../../shared/contract/result'
import { Subscription, subscriptionKey } from '../../../shared/contract/subscriptions'
import type { Rejection } from '../../../shared/core/rejection'
import { describeError, log as processLog, type Logger } from '../log'
import type { Push } from '../hub'
import type { FloorService, Session } from '../service'
import { invalid } from '../validation'
import { commandMemoryOf, envelopeHash } from './commandIds'
import {
  COMMAND_ID_REUSED,
  INTERNAL,
  PARTS_REFUSED,
  RATE_LIMITED,
  TOO_MANY_ADDRESS_SUBSCRIPTIONS,
  TOO_MANY_CONNECTIONS,
  TOO_MANY_SUBSCRIPTIONS
} from './errors'
import { ADDRESS_LIMITS, AddressCounts, DEFAULT_LIMITS, TokenBucket, type ConnectionLimits } from './limits'
import { Lockout } from './lockout'
import { accountPinNeeded, refreshAccountSession } from './accounts'
import { signInsOf } from './signIn'
import { accountNamed, areaOfOperation, scopeRefusal } from '../../../shared/core/accounts'
import { tournamentOfOperation } from '../../../shared/contract/operations'
import { commandTrace } from '../commandTrace'

/** The other end of one connection, as a transport presents it: frames out, and a way to hang up. */
export interface Peer {
  send(frame: ServerFrame): void
  /** A push, serialised once for every connection that receives it (`push.json()`, or bytes built from it). */
  sendPush?(push: Push): void
  close(code: number, reason: string): void
}

export interface DispatcherDeps {
  readonly service: FloorService
  /** Backups, restore, export, import (admin only). */
  readonly operate: (input: unknown, session: Session) => Promise<Result<unknown>>
  /** The installation PIN (the director's login). */
  readonly adminToken: () => string
  readonly checkToken: (given: string, expected: string) => boolean
  readonly log?: Logger
  readonly limits?: Partial<Record<Role, Partial<ConnectionLimits>>>
  /** Set when the floor opened in safe mode: admin connections are told in their welcome. */
  readonly safeMode?: SafeModeReport | null
}

export interface ConnectionOptions {
  /**
   * The role the transport vouches for (an Electron window: the main process knows which window it is). An admin
   * window is the director's own desktop and needs no PIN; a display window can never become admin.
   */
  readonly trusted?: Role
}

/** The id a frame carries, if any: an error about the frame still names its request. */
export function requestIdOf(json: unknown): number | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const id = (json as { id?: unknown }).id
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined
}

/** The id of a frame too large to parse, read from its first characters (clients put `id` first). */
export function requestIdOfText(text: string): number | undefined {
  const match = /^\s*\{\s*"(?:kind"\s*:\s*"[a-z]+"\s*,\s*")?id"\s*:\s*(\d{1,16})\s*[,}]/.exec(text.slice(0, 200))
  const id = match ? Number(match[1]) : undefined
  return id !== undefined && Number.isSafeInteger(id) ? id : undefined
}

/** An error frame naming its request where there is one. */
export function errorFrame(error: Rejection, id: number | undefined): ServerFrame {
  return id === undefined ? { kind: 'error', error } : { kind: 'error', id, error }
}

/**
 * The one dispatcher of the contract: sessions, subscriptions, limits, command ids and errors, whatever
 * carries the frames. A transport parses bytes into JSON and hands each frame to its connection's `receive`;
 * everything a frame causes is caught here, so one bad request gets an error with its id and every other client
 * keeps being served. The hall server's WebSocket and the Electron IPC both call it; they only move frames.
 */
export class Dispatcher {
  readonly lockout: Lockout
  readonly log: Logger
  /** Connections and views held per remote address (the windows of the desktop app are not counted). */
  readonly addresses: AddressCounts

  constructor(readonly deps: DispatcherDeps) {
    this.lockout = new Lockout(() => deps.service.now())
    this.log = deps.log ?? processLog
    this.addresses = new AddressCounts(ADDRESS_LIMITS)
  }

  limitsFor(role: Role): ConnectionLimits {
    return { ...DEFAULT_LIMITS[role], ...(this.deps.limits?.[role] ?? {}) }
  }

  /**
   * A new connection from `address` (an IP for the hall server; the window for IPC). One from an address that holds
   * its limit of connections is told why (`error.tooManyConnections`) and hung up, as a `denied` frame.
   */
  open(peer: Peer, address: string, options: ConnectionOptions = {}): Connection {
    const connection = new Connection(this, peer, address, options)
    if (options.trusted === undefined) connection.countOrTurnAway()
    return connection
  }
}

/** A request arriving in parts: the texts so far. */
interface Upload {
  parts: string[]
  chars: number
  total: number
}

export class Connection {
  private session: Session | null = null
  /** The PIN hash an account signed in with: a new PIN from the director ends the session. */
  private signedInHash: string | undefined
  private readonly subscriptions = new Map<string, () => void>()
  private readonly uploads = new Map<number, Upload>()
  private bucket: TokenBucket
  private strikes: TokenBucket
  private closed = false
  /** Counted against its address (hall server connections; the desktop app's own windows are not). */
  private counted = false

  constructor(
    private readonly dispatcher: Dispatcher,
    private readonly peer: Peer,
    readonly address: string,
    private readonly options: ConnectionOptions
  ) {
    const limits = dispatcher.limitsFor('display')
    const now = (): number => dispatcher.deps.service.now()
    this.bucket = new TokenBucket(limits.burst, limits.perSecond, now)
    this.strikes = new TokenBucket(limits.strikes, limits.strikes / 10, now)
  }

  get role(): Role | null {
    return this.session?.role ?? null
  }

  /** One frame, already parsed from JSON. Never throws. */
  receive(json: unknown): void {
    if (this.closed) return
    const id = requestIdOf(json)
    let kind = 'frame'
    try {
      if (!this.bucket.take()) {
        this.send(errorFrame(RATE_LIMITED, id))
        if (!this.strikes.take()) this.hangUp(1008, 'too many frames')
        return
      }
      const parsed = ClientFrame.safeParse(json)
      if (!parsed.success) {
        this.send(errorFrame(invalid(parsed.error), id))
        return
      }
      kind = parsed.data.kind
      this.handle(parsed.data)
    } catch (error) {
      this.fault(kind, json, error)
      this.send(errorFrame(INTERNAL, id))
    }
  }

  /** A frame the transport could not take (too large, not JSON): an error naming the request if it can be read. */
  refuse(error: Rejection, id: number | undefined): void {
    this.send(errorFrame(error, id))
  }

  /** Count this connection against its address, or tell it the address holds too many and hang up. */
  countOrTurnAway(): void {
    const { addresses } = this.dispatcher
    if (addresses.openConnection(this.address)) {
      this.counted = true
      return
    }
    const limit = addresses.limits.connections
    this.dispatcher.log.warn('dispatch.turnedAway', { address: this.address, connections: limit })
    this.send({ kind: 'denied', error: { ...TOO_MANY_CONNECTIONS, params: { limit } } })
    this.closed = true
    this.peer.close(1013, 'too many connections from this address')
  }

  /** The transport closed: drop every subscription (each in time of its own view: hub.ts), free the address's count. */
  closedByPeer(): void {
    this.closed = true
    this.dropSubscriptions()
    this.uploads.clear()
    if (this.counted) {
      this.counted = false
      this.dispatcher.addresses.closeConnection(this.address)
    }
  }

  private dropSubscriptions(): void {
    for (const key of [...this.subscriptions.keys()]) this.unsubscribe(key)
  }

  /** Stop following one view; the address's count goes down with it. */
  private unsubscribe(key: string): void {
    const remove = this.subscriptions.get(key)
    if (!remove) return
    this.subscriptions.delete(key)
    if (this.counted) this.dispatcher.addresses.releaseSubscription(this.address)
    try {
      remove()
    } catch (error) {
      this.dispatcher.log.error('dispatch.unsubscribe', describeError(error))
    }
  }

  private hangUp(code: number, reason: string): void {
    this.dispatcher.log.warn('dispatch.closed', { reason, address: this.address, role: this.role })
    this.closedByPeer()
    this.peer.close(code, reason)
  }

  private send(frame: ServerFrame): void {
    if (this.closed) return
    try {
      this.peer.send(frame)
      if (frame.kind === 'result') commandTrace.mark('answered')
    } catch (error) {
      this.dispatcher.log.error('dispatch.send', { frame: frame.kind, ...describeError(error) })
    }
  }

  /** A pushed view: the whole view, then patches, as text when the transport takes it. */
  private push(key: string, push: Push): void {
    if (this.closed) return
    if (!this.peer.sendPush) return this.send({ kind: 'push', key, value: push.payload })
    try {
      this.peer.sendPush(push)
    } catch (error) {
      this.dispatcher.log.error('dispatch.send', { frame: 'push', ...describeError(error) })
    }
  }

  private reply(id: number, result: Result<unknown>): void {
    this.send({ kind: 'result', id, result })
  }

  /** Log what failed with what was asked: the frame kind and the command's or query's type, never the payload. */
  private fault(kind: string, json: unknown, error: unknown): void {
    this.dispatcher.log.error('dispatch.fault', {
      frame: kind,
      asked: askedType(json),
      role: this.role,
      ...describeError(error)
    })
  }

  private handle(frame: ClientFrame): void {
    const { service } = this.dispatcher.deps
    if (frame.kind === 'hello') {
      this.hello(frame)
      return
    }
    const session = this.session
    if (!session) {
      const error = { code: 'error.hello' as const, message: 'Say hello first (and be welcomed)' }
      this.send(
        'id' in frame ? { kind: 'result', id: frame.id, result: { ok: false, error } } : errorFrame(error, undefined)
      )
      return
    }
    if (session.accountId && this.accountEnded(session, 'id' in frame ? frame.id : undefined)) return
    switch (frame.kind) {
      case 'part':
        this.part(frame, session)
        return
      case 'command':
        this.reply(frame.id, this.command(frame.envelope, frame.commandId, session))
        return
      case 'query':
        this.reply(frame.id, service.query(frame.query, session))
        return
      case 'operation': {
        const id = frame.id
        const refused = this.operationRefused(frame.operation, session)
        if (refused) {
          this.reply(id, fail(refused))
          return
        }
        let pending: Promise<Result<unknown>>
        try {
          pending = this.dispatcher.deps.operate(frame.operation, session)
        } catch (error) {
          pending = Promise.reject(error)
        }
        pending.then(
          (result) => this.reply(id, result),
          (error: unknown) => {
            this.fault('operation', frame, error)
            this.reply(id, fail(INTERNAL))
          }
        )
        return
      }
      case 'operator':
        this.reply(frame.id, service.setOperator(session, frame.name))
        return
      case 'ping':
        this.send({ kind: 'pong', id: frame.id, serverNow: service.now() })
        return
      case 'unsubscribe':
        this.unsubscribe(frame.key)
        this.reply(frame.id, { ok: true, value: null })
        return
      case 'subscribe':
        this.subscribe(frame.id, frame.subscription, session)
        return
    }
  }

  /**
   * A command, once per command id: a retry of an id already answered gets that answer again and
   * writes nothing; the same id with another command is refused. The answer is remembered with the records.
   */
  private command(envelope: unknown, commandId: string | undefined, session: Session): Result<unknown> {
    const { service } = this.dispatcher.deps
    if (commandId === undefined || service.safeMode || session.role !== 'admin')
      return service.execute(envelope, session)
    const memory = commandMemoryOf(service)
    const hash = envelopeHash(envelope)
    const known = memory.recall(commandId)
    if (known) return known.hash === hash ? known.result : fail(COMMAND_ID_REUSED)
    return memory.record(commandId, hash, () => service.execute(envelope, session))
  }

  /**
   * An account may use only the operations of the areas its role may record in; one limited to named tournaments (§3)
   * only those of its tournaments, with its role there — the same rule as for commands (accounts/scope.ts). A refusal
   * changes nothing: the operation is not run.
   */
  private operationRefused(operation: unknown, session: Session): Rejection | null {
    if (!session.accountId) return null
    const type =
      typeof operation === 'object' && operation !== null ? (operation as { type?: unknown }).type : undefined
    if (typeof type !== 'string') return null
    const state = this.dispatcher.deps.service.current
    const tournament = tournamentOfOperation(operation)
    const request = { type, tournamentId: tournament?.id ?? null, area: areaOfOperation(type), field: 'tournamentId' }
    return scopeRefusal(
      state.accounts,
      session.accountId,
      request,
      (id) => state.tournaments.get(id)?.fields.name ?? tournament?.name ?? id
    )
  }

  /** A part of a large request (admin only): kept until the last one, then the whole frame is handled. */
  private part(frame: Extract<ClientFrame, { kind: 'part' }>, session: Session): void {
    if (session.role !== 'admin') {
      this.reply(frame.id, fail(PARTS_REFUSED))
      return
    }
    let upload = this.uploads.get(frame.id)
    if (!upload) {
      if (frame.index !== 0 || frame.total > MAX_REQUEST_CHARS || this.uploads.size >= 4) {
        this.reply(frame.id, fail({ ...PARTS_REFUSED, params: { limit: MAX_REQUEST_CHARS } }))
        return
      }
      upload = { parts: [], chars: 0, total: frame.total }
      this.uploads.set(frame.id, upload)
    }
    if (frame.index !== upload.parts.length || frame.total !== upload.total) {
      this.uploads.delete(frame.id)
      this.reply(frame.id, fail({ ...PARTS_REFUSED, message: 'The parts of this request arrived out of order' }))
      return
    }
    upload.parts.push(frame.text)
    upload.chars += frame.text.length
    if (upload.chars > upload.total) {
      this.uploads.delete(frame.id)
      this.reply(frame.id, fail({ ...PARTS_REFUSED, message: 'The request is longer than it said' }))
      return
    }
    this.send({ kind: 'progress', id: frame.id, received: upload.chars, total: upload.total })
    if (!frame.last) return
    this.uploads.delete(frame.id)
    let whole: unknown
    try {
      whole = JSON.parse(upload.parts.join(''))
    } catch {
      this.reply(frame.id, fail({ code: 'error.frame', message: 'A request sent in parts must be valid JSON' }))
      return
    }
    if (requestIdOf(whole) !== frame.id || (whole as { kind?: unknown }).kind === 'part') {
      this.reply(frame.id, fail({ code: 'error.frame', message: 'The parts do not make the request they announced' }))
      return
    }
    const parsed = ClientFrame.safeParse(whole)
    if (!parsed.success) {
      this.reply(frame.id, fail(invalid(parsed.error)))
      return
    }
    this.handle(parsed.data)
  }

  private subscribe(id: number, subscription: unknown, session: Session): void {
    const { addresses, deps } = this.dispatcher
    const parsed = Subscription.safeParse(subscription)
    if (!parsed.success) {
      this.reply(id, fail(invalid(parsed.error)))
      return
    }
    // A re-subscription to a view already followed replaces the earlier listener: always accepted, nothing counted.
    const again = this.subscriptions.has(subscriptionKey(parsed.data))
    const limit = this.dispatcher.limitsFor(session.role).subscriptions
    if (!again && this.subscriptions.size >= limit) {
      this.reply(id, fail({ ...TOO_MANY_SUBSCRIPTIONS, params: { limit } }))
      return
    }
    const unknown = session.role === 'admin' ? undefined : unknownTournament(parsed.data, deps.service)
    if (unknown !== undefined) {
      this.reply(
        id,
        fail({
          code: 'error.tournament.notFound',
          message: `No tournament with id ${unknown.slice(0, 64)}`,
          field: 'tournamentId'
        })
      )
      return
    }
    if (!again && this.counted && !addresses.takeSubscription(this.address)) {
      this.reply(id, fail({ ...TOO_MANY_ADDRESS_SUBSCRIPTIONS, params: { limit: addresses.limits.subscriptions } }))
      return
    }
    const result = deps.service.subscribe(parsed.data, session, (key, _value, push) => {
      if (session.accountId && (this.session !== session || this.accountEnded(session))) return
      this.push(key, push)
    })
    if (!result.ok) {
      if (!again && this.counted) addresses.releaseSubscription(this.address)
      this.reply(id, result)
      return
    }
    const { key, remove } = result.value
    const earlier = this.subscriptions.get(key)
    this.subscriptions.set(key, remove)
    earlier?.()
    this.reply(id, { ok: true, value: key })
  }

  private hello(frame: Extract<ClientFrame, { kind: 'hello' }>): void {
    const { adminToken, checkToken, service } = this.dispatcher.deps
    const { lockout } = this.dispatcher
    const signIns = signInsOf(this.dispatcher, () => ({
      service,
      adminToken,
      checkToken,
      lockout,
      log: this.dispatcher.log
    }))
    // A second hello (a reloaded page on the same connection) starts afresh, and a sign-in still waiting is dropped.
    signIns.cancel(this)
    this.dropSubscriptions()
    this.session = null
    this.signedInHash = undefined
    const trusted = this.options.trusted
    if (frame.role === 'display') {
      this.welcome({ role: 'display', operator: 'display', address: this.address })
      return
    }
    if (trusted === 'display') {
      this.send({ kind: 'denied', error: { code: 'error.readOnly', message: 'This window is a read-only display' } })
      return
    }
    // The desktop admin window without a PIN is the director at their own computer (the app signs them in), under
    // the name they gave — unless that name is an account's: then only its own PIN signs in.
    if (trusted === 'admin' && !frame.token) {
      const named = frame.operator ? accountNamed(service.current.accounts, frame.operator) : undefined
      if (named) this.send({ kind: 'denied', error: accountPinNeeded(named.name) })
      else this.welcome({ role: 'admin', operator: frame.operator ?? 'admin', accountRole: 'director' }, false)
      return
    }
    // A PIN: the answer never depends on whether the name has an account (signIn.ts); it may come after a wait.
    signIns.attempt(
      this,
      this.address,
      frame,
      trusted === 'admin',
      () => !this.closed,
      (answer) => {
        if ('denied' in answer) {
          this.send({ kind: 'denied', error: answer.denied })
          return
        }
        this.signedInHash = answer.pinHash
        this.welcome(answer.session, answer.account)
      }
    )
  }

  /**
   * An account's session ends when the director switches the account off or gives it a new PIN; its
   * name and role follow the director's changes. Checked at every frame and before every push.
   */
  private accountEnded(session: Session, requestId?: number): boolean {
    const ended = refreshAccountSession(this.dispatcher.deps.service.current.accounts, session, this.signedInHash)
    if (!ended) return false
    if (requestId !== undefined) this.reply(requestId, fail(ended))
    this.dropSubscriptions()
    this.uploads.clear()
    this.session = null
    this.signedInHash = undefined
    this.send({ kind: 'denied', error: ended })
    return true
  }

  private welcome(session: Session, account = false): void {
    const limits = this.dispatcher.limitsFor(session.role)
    const now = (): number => this.dispatcher.deps.service.now()
    this.bucket = new TokenBucket(limits.burst, limits.perSecond, now)
    this.strikes = new TokenBucket(limits.strikes, limits.strikes / 10, now)
    this.session = session
    const safeMode = session.role === 'admin' ? this.dispatcher.deps.safeMode : null
    const signedIn =
      session.role === 'admin' && session.accountRole
        ? { name: session.operator, role: session.accountRole, account }
        : null
    this.send({
      kind: 'welcome',
      role: session.role,
      serverNow: this.dispatcher.deps.service.now(),
      ...(safeMode ? { safeMode } : {}),
      ...(signedIn ? { signedIn } : {})
    })
  }
}

/**
 * The tournament a display's subscription names when no such tournament is recorded: a display may follow only
 * tournaments that exist (a view of one nobody created cost a channel per made-up id, and a storm of them stalled the
 * floor). A hall screen's
 * `tournamentId` is only a hint — its bookmark's choice, used if the director put nothing on the screen — and stays
 * allowed: the screen shows the hall's tournament or its waiting screen, is listed for the director to assign, and
 * shows the hinted tournament once it is recorded (an import). A subscription already followed is not asked again
 * when its tournament goes (a restore): its view simply shows no tournament.
 */
function unknownTournament(subscription: Subscription, service: FloorService): string | undefined {
  if (subscription.topic === 'screen' || !('tournamentId' in subscription)) return undefined
  const id = subscription.tournamentId
  return id !== undefined && !service.current.tournaments.has(id) ? id : undefined
}

/** The type a frame asks about (a command's, a query's, an operation's), for the log. */
function askedType(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const frame = json as {
    envelope?: { command?: { type?: unknown } }
    query?: { type?: unknown }
    operation?: { type?: unknown }
    subscription?: { topic?: unknown }
  }
  const type = frame.envelope?.command?.type ?? frame.query?.type ?? frame.operation?.type ?? frame.subscription?.topic
  return typeof type === 'string' ? type.slice(0, 80) : undefined
}
