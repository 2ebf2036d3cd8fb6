import { chipRaceView } from '../../shared/core/chiprace'
import { flightsView } from '../../shared/core/flights'
import { journalNames } from '../../shared/core/journal'
import type { CommandAck } from '../../shared/contract/client'
import { OperatorName, type Role } from '../../shared/contract/protocol'
import { PUBLIC_QUERIES, Query, type QueryResults } from '../../shared/contract/queries'
import { fail, ok, type Result } from '../../shared/contract/result'
import { PUBLIC_TOPICS, Subscription } from '../../shared/contract/subscriptions'
import { CommandEnvelope } from '../../shared/core/commands'
import type { DecideContext } from '../../shared/core/context'
import { decide } from '../../shared/core/decide'
import { clockStartMoment } from '../../shared/core/clock'
import { resolveMedia } from '../../shared/core/display'
import { streamOf } from '../../shared/core/events'
import { fold } from '../../shared/core/evolve'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'
import { RejectedError } from '../../shared/core/rejection'
import { initialState, type FloorState } from '../../shared/core/state'
import { levelPositionOf } from '../../shared/core/registration'
import { publicDisplay, tournamentDetail } from '../../shared/core/views'
import type { LevelPosition, LevelSource } from '../../shared/core/registration'
import { answerRegistrationQuery, isRegistrationQuery } from './registrationQueries'
import { seatingList, seatingView } from '../../shared/core/seating'
import { answerResultsQuery, isResultsQuery } from './resultsQueries'
import { hallDate, hallTimeZone } from './hallZone'
import { historyOverview, playerHistory } from '../../shared/core/history'
import type { EventStore } from '../store/eventStore'
import { SubscriptionHub, type PushListener } from './hub'
import { floorSubscription } from './views/floorChannel'
import { LiveViews } from './views/liveViews'
import type { FederationCopy } from '../../shared/core/phone'
import { ScreenRegistry } from './screens'
import type { Clock } from './timer/time'
import { invalid } from './validation'
import { INTERNAL } from './dispatch/errors'
import { safeModeRefusal, type UnfoldableRecord } from './start/safeMode'
import { hashSecret } from './start/secrets'
import { areaOfCommand, mayRecord, scopedRole, scopeText, accountsView, accountNamed } from '../../shared/core/accounts'
import type { AccountRole } from '../../shared/core/accounts'
import {
  ACCOUNT_NAME_FIXED,
  accountPinNeeded,
  notPermitted,
  refreshAccountSession,
  withoutSecrets
} from './dispatch/accounts'
import { describeError, log as processLog, type Logger } from './log'
import { stateDigest } from './journal/stateDigest'
import { foldRecord, residentTournaments, tournamentList } from '../store/snapshotsLazy'
import { commandTrace } from './commandTrace'

/** Who is on the other end of a transport. Displays are read-only and see public data only. */
export interface Session {
  readonly role: Role
  operator: string
  /** The account that signed in: then `operator` is its name, and what it may record is its role's. */
  readonly accountId?: string
  accountRole?: AccountRole
  /** Where the connection comes from (the hall server's peer address), for the list of displays. */
  readonly address?: string
}

/** The actor of records the clock makes by itself (a scheduled start reached). */
export const CLOCK_SESSION: Session = { role: 'admin', operator: 'Floorclock (clock)' }

export interface ServiceDeps {
  readonly clock: Clock
  readonly newId: () => string
  readonly randomInt: (n: number) => number
  /**
   * Where a tournament's clock stands (registration, §7.7), read from the folded state at `now`. Defaults to the
   * tournament's own clock (levelPositionOf); tests may pass another.
   */
  readonly levelSource?: (state: Readonly<FloorState>, tournamentId: string, now: number) => LevelPosition
  /**
   * Check every pushed view against the plain computation and throw on a difference (tests; also turned on by
   * FLOORCLOCK_VERIFY_VIEWS=1). Without it the hub checks one changed view at a time when the floor is quiet.
   */
  readonly verifyViews?: boolean
  /** Where faults are logged (the process log unless a test listens). */
  readonly log?: Logger
  /**
   * The salted one-way hash of an account's PIN (secrets.ts, a random salt). Tests that compare two journals record
   * for record pass a seeded one: two runs of the same commands then write the same bytes.
   */
  readonly hashSecret?: (secret: string) => string
  /** The journal's first record that does not fold: safe mode, every command refused. */
  readonly safeMode?: UnfoldableRecord
  /** The hall's time zone for the protocol's times (§27.8; hallZone.ts): the one set, else the computer's. */
  readonly timeZone?: () => string
  /** The state to start from (the newest valid snapshot and the journal after it); a full replay if unset. */
  readonly start?: (store: EventStore) => FloorState
  /**
   * A full replay of the journal after a restore or a fault (its finished tournaments may be parked while the
   * floor runs); a plain fold if unset.
   */
  readonly rebuild?: (store: EventStore) => FloorState
}

/** How many appended records the views' window keeps unread before it lets them read the journal instead. */
const TAIL_LIMIT = 10_000

const READ_ONLY = {
  code: 'error.readOnly',
  message: 'This connection is a read-only display; sign in as admin to record anything'
} as const

/**
 * The application service: the only writer. It parses every command with zod, decides it against the current state,
 * appends the events in one transaction, folds them in and pushes the views that changed. A command that is
 * malformed or refused writes nothing.
 */
export class FloorService {
  private state: FloorState
  private readonly hub: SubscriptionHub
  private readonly views: LiveViews
  /** The hall displays connected now (not records; their settings are). */
  readonly screens: ScreenRegistry
  private readonly changeListeners = new Set<() => void>()
  /**
   * The records appended since the views last read the journal (`from`: the position they read up to; every record
   * after it is in `records`). Infinity: not kept (the next read is the journal's).
   */
  private tail: { from: number; records: EventRecord[] } = { from: Number.POSITIVE_INFINITY, records: [] }
  private federation: {
    source: (() => FederationCopy | null) | null
    copy: { players: FloorState['players']; zone: string; value: FederationCopy | null } | undefined
  } = { source: null, copy: undefined }

  constructor(
    private store: EventStore,
    private readonly deps: ServiceDeps
  ) {
    this.state = deps.start ? deps.start(store) : fold(store.readAll(), initialState())
    this.tail = { from: this.state.lastSeq, records: [] }
    this.views = new LiveViews({
      state: () => this.state,
      recordsAfter: (seq) => this.recordsAfter(seq),
      // The charts' first fold of a tournament: its stream from the index, a thousand records at a time.
      recordsOf: (stream) => this.streamChunks(stream),
      now: () => this.now(),
      levelSource: () => this.levelSource,
      screens: () => this.screens.list(),
      // The festival board's "today" (§27.8: the hall's own date, not the server's zone).
      today: () => hallDate(this.now(), (this.deps.timeZone ?? hallTimeZone)()),
      federation: () => this.federationCopy()
    })
    this.hub = new SubscriptionHub(this.views, {
      verify: deps.verifyViews ?? process.env.FLOORCLOCK_VERIFY_VIEWS === '1'
    })
    this.screens = new ScreenRegistry(
      () => this.now(),
      () => {
        this.views.screensChanged()
        // Only the admin's list of displays shows who is connected: a storm of screens must not refresh every view.
        this.hub.changed('screens')
      }
    )
  }

  /** The folded state, for read-only use by adapters (the timer, tests). */
  get current(): Readonly<FloorState> {
    return this.state
  }

  /** The clock's position per tournament, read by registration (§7.7). */
  get levelSource(): LevelSource {
    const source = this.deps.levelSource ?? levelPositionOf
    return (tournamentId) => source(this.state, tournamentId, this.deps.clock.now())
  }

  now(): number {
    return this.deps.clock.now()
  }

  /** A fresh id from the installation's source (imports give ids to records of old files that had none). */
  readonly newId = (): string => this.deps.newId()

  private get log(): Logger {
    return this.deps.log ?? processLog
  }

  /** Safe mode: the journal's first record that does not fold; nothing is recorded meanwhile. */
  get safeMode(): UnfoldableRecord | null {
    return this.deps.safeMode ?? null
  }

  execute(input: unknown, session: Session): Result<CommandAck> {
    if (session.role !== 'admin') return fail(READ_ONLY)
    if (this.deps.safeMode) return fail(safeModeRefusal(this.deps.safeMode))
    const parsed = CommandEnvelope.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error))
    const envelope = parsed.data
    // A switched-off account records nothing more; a renamed one records under its new name.
    const standing = refreshAccountSession(this.state.accounts, session)
    if (standing) return fail(standing)
    // What a signed-in account may record is its role's, as the director chose — in a tournament of its scope, the
    // role it has there; outside its scope, nothing (decide refuses it, naming the tournament: accounts/scope.ts).
    const scoped = session.accountId ? scopedRole(this.state.accounts, session.accountId, envelope.command) : undefined
    const role = scoped && 'role' in scoped ? scoped.role : session.accountRole
    if (
      role &&
      !(scoped && 'outside' in scoped) &&
      !mayRecord(this.state.accounts, role, areaOfCommand(envelope.command.type))
    )
      return fail(notPermitted(role, envelope.command.type))
    const now = this.deps.clock.now()
    const ctx: DecideContext = {
      now,
      actor: session.operator,
      newId: this.deps.newId,
      randomInt: this.deps.randomInt,
      levelOf: this.levelSource,
      hashSecret: this.deps.hashSecret ?? hashSecret,
      residentTournaments: () => residentTournaments(this.state),
      ...(session.accountId ? { accountId: session.accountId } : {})
    }
    let events
    try {
      events = decide(envelope, this.state, ctx)
    } catch (error) {
      if (error instanceof RejectedError) return fail(error.rejection)
      // A fault in decide is a bug, not a refusal by the rules: the command is refused, nothing is written, and
      // the log names the command's type (never its data) so it can be reproduced.
      this.log.error('command.decide', { command: envelope.command.type, ...describeError(error) })
      return fail(INTERNAL)
    }
    if (events.length === 0) return ok({ lastSeq: this.state.lastSeq, events: [] })
    // The scope the account worked under when it recorded (accounts/scope.ts), kept beside its id in the journal.
    const actorScope = session.accountId ? scopeText(this.state.accounts, session.accountId) : null
    const records: NewEventRecord[] = events.map((event) => ({
      stream: streamOf(event),
      event,
      actor: session.operator,
      ...(session.accountId ? { actorAccountId: session.accountId } : {}),
      ...(actorScope ? { actorScope } : {}),
      recordedAt: now,
      occurredAt: envelope.meta?.occurredAt ?? now,
      reason: envelope.meta?.reason ?? null
    }))
    const folded = this.commit(records, { command: envelope.command.type })
    if (!folded.ok) return folded
    this.notify()
    return ok({ lastSeq: this.state.lastSeq, events })
  }

  /**
   * Append and fold in one SQLite transaction (no record that cannot be folded is ever written). The new
   * records are folded into the live state before the commit; if folding throws, the transaction rolls back, so
   * nothing is written, and the state, which evolve may have half-changed in place, is rebuilt from the journal.
   * That rebuild is the rare path (a bug in decide or evolve), logged loudly; the common path costs one fold.
   */
  private commit(records: readonly NewEventRecord[], what: Record<string, unknown>): Result<EventRecord[]> {
    let folding = false
    try {
      commandTrace.mark('committing')
      const appended = this.store.transaction(() => {
        const written = this.store.append(records)
        folding = true
        // The tournaments each record reads count as changed by it (for parking: which part still holds them).
        for (const record of written) foldRecord(this.state, record)
        return written
      })
      commandTrace.mark('committed')
      this.keepTail(appended)
      return ok(appended)
    } catch (error) {
      this.log.error(folding ? 'command.fold' : 'command.append', {
        ...what,
        records: records.length,
        types: [...new Set(records.map((r) => r.event.type))].slice(0, 20),
        ...describeError(error)
      })
      if (folding) this.rebuildAfterFault()
      return fail(INTERNAL)
    }
  }

  /** The state after a fold that threw midway: folded again from the journal, which the rollback left as it was. */
  private rebuildAfterFault(): void {
    const started = performance.now()
    this.state = this.replay(this.store)
    this.log.error('state.rebuilt', { lastSeq: this.state.lastSeq, ms: Math.round(performance.now() - started) })
  }

  /**
   * Scheduled starts that passed with no command since (§5.2, §28.6): record that play began, at the moment it began.
   * The clock ran on time regardless; this puts the start into the journal without waiting for the next command.
   * Called by the level timer at each boundary and when the main process starts or wakes.
   */
  recordDueStarts(): void {
    const now = this.deps.clock.now()
    // Finished tournaments left in their snapshot parts are started, never announced: not read here.
    for (const t of [...residentTournaments(this.state)]) {
      if (t.status !== 'announced') continue
      const at = clockStartMoment(t, now)
      if (at === null) continue
      this.execute(
        { command: { type: 'tournament.recordStart', tournamentId: t.id }, meta: { occurredAt: Math.min(at, now) } },
        CLOCK_SESSION
      )
    }
  }

  query(input: unknown, session: Session): Result<unknown> {
    const parsed = Query.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error))
    const query = parsed.data
    if (session.role !== 'admin' && !PUBLIC_QUERIES.has(query.type)) return fail(READ_ONLY)
    try {
      return ok(this.answer(query))
    } catch (error) {
      // An answer that cannot be given (the protocol PDF without its fonts) is refused like a command.
      if (error instanceof RejectedError) return fail(error.rejection)
      this.log.error('query.answer', { query: query.type, ...describeError(error) })
      return fail(INTERNAL)
    }
  }

  /**
   * Subscribe to a pushed view. The listener receives each new value of the view, and what a transport sends: the
   * whole view first, then patches (src/shared/contract/patch.ts), as JSON text serialised once for all connections.
   */
  subscribe(input: unknown, session: Session, listener: PushListener): Result<{ key: string; remove: () => void }> {
    const parsed = Subscription.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error))
    if (session.role !== 'admin' && !PUBLIC_TOPICS.has(parsed.data.topic)) return fail(READ_ONLY)
    // The floor dashboard is the signed-in account's own (its scope, §3), never the account a client names.
    if (parsed.data.topic === 'floor')
      return ok(floorSubscription(session.accountId, listener, (sub, l) => this.hub.add(sub, l)))
    const added = this.hub.add(parsed.data, listener)
    // A display is listed for the admin while it is subscribed.
    if (parsed.data.topic !== 'screen') return ok(added)
    const detach = this.screens.attach(parsed.data, session.address)
    return ok({ key: added.key, remove: () => (added.remove(), detach()) })
  }

  setOperator(session: Session, input: unknown): Result<null> {
    // A signed-in account records under its own name: another name needs another sign-in.
    if (session.accountId) return fail(ACCOUNT_NAME_FIXED)
    const parsed = OperatorName.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error, 'operator'))
    // Nobody takes an account's name without its PIN (the journal would show them as that person).
    const named = accountNamed(this.state.accounts, parsed.data)
    if (named) return fail(accountPinNeeded(named.name))
    session.operator = parsed.data
    return ok(null)
  }

  /**
   * Append records that did not come from a command of the contract (a restore noted in the journal, an imported
   * tournament). They are folded into the live state inside the append's transaction, like a command's: records that
   * do not fold are refused and nothing is written.
   */
  appendRecords(records: NewEventRecord[]): Result<{ lastSeq: number }> {
    if (this.deps.safeMode) return fail(safeModeRefusal(this.deps.safeMode))
    const folded = this.commit(records, { append: records.length })
    if (!folded.ok) {
      return fail({
        code: 'error.import.unreadable',
        message: 'The records do not fold into the journal here; nothing was written'
      })
    }
    this.notify()
    return ok({ lastSeq: this.state.lastSeq })
  }

  /**
   * The records folded since `afterSeq`, for the views: the ones this process appended since the views last read
   * them, as they were appended; the journal's own copy only when the views ask from further back (a restore, their
   * first read). Reading each command's records back from SQLite and checking them against their schemas again cost
   * the floor a tenth of a millisecond per command for records it had in hand.
   */
  private recordsAfter(afterSeq: number): Iterable<EventRecord> {
    const tail = this.tail
    if (afterSeq < tail.from) {
      // The views read the journal up to the state's position; what is appended after it is kept from now on.
      this.tail = { from: this.state.lastSeq, records: [] }
      return this.store.readAll(afterSeq)
    }
    let drop = 0
    while (drop < tail.records.length && tail.records[drop]!.seq <= afterSeq) drop += 1
    if (drop > 0) tail.records.splice(0, drop)
    tail.from = afterSeq
    return [...tail.records]
  }

  /** Records appended: kept for the views until they read them (a bounded window; past it they read the journal). */
  private keepTail(appended: readonly EventRecord[]): void {
    const tail = this.tail
    if (tail.records.length + appended.length > TAIL_LIMIT) {
      tail.records = []
      tail.from = Number.POSITIVE_INFINITY
      return
    }
    tail.records.push(...appended)
  }

  /** The records of one stream, oldest first, read from the stream index in chunks. */
  private *streamChunks(stream: string): Iterable<EventRecord> {
    let after = 0
    for (;;) {
      const chunk = this.store.streamChunk(stream, after, Number.MAX_SAFE_INTEGER, 1000)
      if (chunk.length === 0) return
      yield* chunk
      after = chunk.at(-1)!.seq
    }
  }

  /** Every record of one stream, oldest first (exports). */
  streamRecords(stream: string): EventRecord[] {
    return [...this.store.readAll()].filter((record) => record.stream === stream)
  }

  /**
   * A transaction around a command (its id remembered with its records) rolled back after the command's records were
   * folded in: the journal does not hold them, so the state is folded again from the journal and every view pushed.
   */
  journalRolledBack(): void {
    this.log.error('state.rebuilt', { after: 'rollback', stateLastSeq: this.state.lastSeq })
    this.reload(this.store)
  }

  /** The database was replaced (restore from a backup): rebuild the state from the new journal and push. */
  reload(store: EventStore): void {
    this.store = store
    this.state = this.replay(store)
    this.tail = { from: Number.POSITIVE_INFINITY, records: [] }
    this.views.reset()
    this.notify()
  }

  private replay(store: EventStore): FloorState {
    return this.deps.rebuild ? this.deps.rebuild(store) : fold(store.readAll(), initialState())
  }

  /** Listen for any recorded change (the timer and the backup scheduler use it). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** The floor is closing: no more pushes (a flush scheduled by the last command would read a closed journal). */
  close(): void {
    this.hub.stop()
  }

  /** Push now what changed, instead of after the current burst of commands (tests, benches). */
  flushViews(): void {
    this.hub.flush()
  }

  /**
   * §28: where the hall's last pulled copy of the federation's standings is read (the composition root passes the
   * hall's federation link; without one the phones show no federation points).
   */
  federationSource(source: (() => FederationCopy | null) | null): void {
    this.federation = { source, copy: undefined }
  }

  /** A new copy of the federation's standings was kept: the phones' series tabs show its points (§28.9). */
  federationPulled(): void {
    this.federation.copy = undefined
    this.views.federationPulled()
    this.hub.changed()
  }

  /**
   * The copy read once per pull and change of the players (their public names): not parsed again for every view. It
   * carries the hall's time zone, so a phone tells "as of" in the hall's time (§27.8).
   */
  private federationCopy(): FederationCopy | null {
    const players = this.state.players
    const kept = this.federation.copy
    const zone = (this.deps.timeZone ?? hallTimeZone)()
    if (kept && kept.players === players && kept.zone === zone) return kept.value
    const source = this.federation.source?.() ?? null
    const value = source ? { ...source, timeZone: zone } : null
    this.federation.copy = { players, zone, value }
    return value
  }

  /** Push views again even without a new record (the timer calls this when time alone changes a view). */
  refreshViews(): void {
    this.views.timePassed()
    this.hub.changed()
  }

  private notify(): void {
    this.hub.changed()
    for (const listener of this.changeListeners) listener()
  }

  private answer<Q extends Query>(query: Q): QueryResults[Q['type']] {
    const state = this.state
    if (query.type === 'player.history') return this.store.playerHistory(query.playerId) as QueryResults[Q['type']]
    if (isRegistrationQuery(query))
      return answerRegistrationQuery(state, query, this.levelSource) as QueryResults[Q['type']]
    if (isResultsQuery(query))
      return answerResultsQuery(
        state,
        query,
        this.now(),
        (stream) => this.journalOf(stream),
        this.deps.timeZone ?? hallTimeZone
      ) as QueryResults[Q['type']]
    if (query.type === 'history.overview') return historyOverview(state) as QueryResults[Q['type']]
    if (query.type === 'history.player') return playerHistory(state, query.playerId) as QueryResults[Q['type']]
    if (query.type === 'journal.names')
      return journalNames(state, query.tournamentIds, query.playerIds) as QueryResults[Q['type']]
    switch (query.type) {
      case 'tournaments.list':
        // The finished tournaments' lines without reading them out of their snapshot parts.
        return tournamentList(state) as QueryResults[Q['type']]
      case 'tournament.get':
        return tournamentDetail(state, query.tournamentId) as QueryResults[Q['type']]
      case 'journal.list':
        return this.store
          .recent(query.limit, query.tournamentId, query.playerId ? this.idsOfPlayer(query.playerId) : undefined)
          .map(withoutSecrets) as QueryResults[Q['type']]
      case 'accounts.list':
        return accountsView(state) as QueryResults[Q['type']]
      case 'display.media':
        return resolveMedia(state, query.ref) as QueryResults[Q['type']]
      case 'display.get':
        return publicDisplay(state, query.tournamentId, this.now(), this.levelSource) as QueryResults[Q['type']]
      case 'seating.get':
        return seatingView(state, query.tournamentId) as QueryResults[Q['type']]
      case 'seating.list':
        return seatingList(state, query.tournamentId) as QueryResults[Q['type']]
      case 'chipRace.get':
        return chipRaceView(state, query.tournamentId) as QueryResults[Q['type']]
      case 'flights.get':
        return flightsView(state, query.tournamentId) as QueryResults[Q['type']]
      case 'state.digest':
        return { ...stateDigest(state, query.form), journalLength: this.store.count() } as QueryResults[Q['type']]
    }
    throw new Error('unreachable')
  }

  /** One stream's records, oldest first, read from the index a chunk at a time (the protocol's facts). */
  private journalOf(stream: string): EventRecord[] {
    const out: EventRecord[] = []
    let after = 0
    for (;;) {
      const chunk = this.store.streamChunk(stream, after, Number.MAX_SAFE_INTEGER, 2000)
      out.push(...chunk)
      if (chunk.length < 2000) return out
      after = chunk[chunk.length - 1]!.seq
    }
  }

  /** A player's id and the ids of all their entries in every tournament: what a record about them names. */
  private idsOfPlayer(playerId: string): string[] {
    const ids = [playerId]
    for (const t of this.state.tournaments.values()) ids.push(...(t.registration.entriesByPlayer.get(playerId) ?? []))
    return ids
  }
}
