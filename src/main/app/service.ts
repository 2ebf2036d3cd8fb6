import type { CommandAck } from '../../shared/contract/client'
import { OperatorName, type Role } from '../../shared/contract/protocol'
import { PUBLIC_QUERIES, Query, type QueryResults } from '../../shared/contract/queries'
import { fail, ok, type Result } from '../../shared/contract/result'
import { PUBLIC_TOPICS, Subscription } from '../../shared/contract/subscriptions'
import { CommandEnvelope } from '../../shared/core/commands'
import type { DecideContext } from '../../shared/core/context'
import { decide } from '../../shared/core/decide'
import { clockStartMoment } from '../../shared/core/clock/decide'
import { resolveMedia } from '../../shared/core/clock/views'
import { streamOf } from '../../shared/core/events'
import { evolve, fold } from '../../shared/core/evolve'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'
import { RejectedError } from '../../shared/core/rejection'
import { initialState, type FloorState } from '../../shared/core/state'
import { levelPositionOf } from '../../shared/core/registration/clockLevel'
import { publicDisplay, tournamentDetail, tournamentSummaries } from '../../shared/core/views'
import type { LevelPosition, LevelSource } from '../../shared/core/registration/levels'
import { answerRegistrationQuery, isRegistrationQuery } from './registrationQueries'
import { seatingList, seatingView } from '../../shared/core/seating/views'
import { answerResultsQuery, isResultsQuery } from './resultsQueries'
import { historyOverview, playerHistory } from '../../shared/core/history/views'
import { resultsView } from '../../shared/core/results/views'
import { registrationSummary } from '../../shared/core/registration/views'
import type { EventStore } from '../store/eventStore'
import { SubscriptionHub } from './hub'
import type { Clock } from './time'
import { invalid } from './validation'

/** Who is on the other end of a transport. Displays are read-only and see public data only. */
export interface Session {
  readonly role: Role
  operator: string
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
}

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
  private readonly changeListeners = new Set<() => void>()

  constructor(
    private store: EventStore,
    private readonly deps: ServiceDeps
  ) {
    this.state = fold(store.readAll(), initialState())
    this.hub = new SubscriptionHub((sub) => this.view(sub))
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

  execute(input: unknown, session: Session): Result<CommandAck> {
    if (session.role !== 'admin') return fail(READ_ONLY)
    const parsed = CommandEnvelope.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error))
    const envelope = parsed.data
    const now = this.deps.clock.now()
    const ctx: DecideContext = {
      now,
      actor: session.operator,
      newId: this.deps.newId,
      randomInt: this.deps.randomInt,
      levelOf: this.levelSource
    }
    let events
    try {
      events = decide(envelope, this.state, ctx)
    } catch (error) {
      if (error instanceof RejectedError) return fail(error.rejection)
      throw error
    }
    if (events.length === 0) return ok({ lastSeq: this.state.lastSeq, events: [] })
    const records: NewEventRecord[] = events.map((event) => ({
      stream: streamOf(event),
      event,
      actor: session.operator,
      recordedAt: now,
      occurredAt: envelope.meta?.occurredAt ?? now,
      reason: envelope.meta?.reason ?? null
    }))
    const appended = this.store.transaction(() => this.store.append(records))
    for (const record of appended) evolve(this.state, record)
    this.notify()
    return ok({ lastSeq: this.state.lastSeq, events })
  }

  /**
   * Scheduled starts that passed with no command since (§5.2, §28.6): record that play began, at the moment it began.
   * The clock ran on time regardless; this puts the start into the journal without waiting for the next command.
   * Called by the level timer at each boundary and when the main process starts or wakes.
   */
  recordDueStarts(): void {
    const now = this.deps.clock.now()
    for (const t of [...this.state.tournaments.values()]) {
      if (t.status !== 'announced') continue
      const at = clockStartMoment(t, now)
      if (at === null) continue
      this.execute({ command: { type: 'tournament.recordStart', tournamentId: t.id }, meta: { occurredAt: Math.min(at, now) } }, CLOCK_SESSION)
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
      throw error
    }
  }

  subscribe(
    input: unknown,
    session: Session,
    listener: (key: string, value: unknown) => void
  ): Result<{ key: string; remove: () => void }> {
    const parsed = Subscription.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error))
    if (session.role !== 'admin' && !PUBLIC_TOPICS.has(parsed.data.topic)) return fail(READ_ONLY)
    return ok(this.hub.add(parsed.data, listener))
  }

  setOperator(session: Session, input: unknown): Result<null> {
    const parsed = OperatorName.safeParse(input)
    if (!parsed.success) return fail(invalid(parsed.error, 'operator'))
    session.operator = parsed.data
    return ok(null)
  }

  /**
   * Append records that did not come from a command of the contract (a restore noted in the journal, an imported
   * tournament). They are dry-run folded first: records that do not fold are refused and nothing is written.
   */
  appendRecords(records: NewEventRecord[]): Result<{ lastSeq: number }> {
    try {
      const scratch = initialState()
      records.forEach((record, i) => evolve(scratch, { ...record, seq: i + 1 }))
    } catch (error) {
      return fail({ code: 'error.import.unreadable', message: `The records do not fold: ${(error as Error).message}` })
    }
    const appended = this.store.transaction(() => this.store.append(records))
    for (const record of appended) evolve(this.state, record)
    this.notify()
    return ok({ lastSeq: this.state.lastSeq })
  }

  /** Every record of one stream, oldest first (exports). */
  streamRecords(stream: string): EventRecord[] {
    return [...this.store.readAll()].filter((record) => record.stream === stream)
  }

  /** The database was replaced (restore from a backup): rebuild the state from the new journal and push. */
  reload(store: EventStore): void {
    this.store = store
    this.state = fold(store.readAll(), initialState())
    this.notify()
  }

  /** Listen for any recorded change (the timer and the backup scheduler use it). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Push views again even without a new record (the timer calls this when time alone changes a view). */
  refreshViews(): void {
    this.hub.changed()
  }

  private notify(): void {
    this.hub.changed()
    for (const listener of this.changeListeners) listener()
  }

  private answer<Q extends Query>(query: Q): QueryResults[Q['type']] {
    const state = this.state
    if (query.type === 'player.history') return this.store.playerHistory(query.playerId) as QueryResults[Q['type']]
    if (isRegistrationQuery(query)) return answerRegistrationQuery(state, query, this.levelSource) as QueryResults[Q['type']]
    if (isResultsQuery(query)) return answerResultsQuery(state, query, this.now()) as QueryResults[Q['type']]
    if (query.type === 'history.overview') return historyOverview(state) as QueryResults[Q['type']]
    if (query.type === 'history.player') return playerHistory(state, query.playerId) as QueryResults[Q['type']]
    switch (query.type) {
      case 'tournaments.list':
        return tournamentSummaries(state) as QueryResults[Q['type']]
      case 'tournament.get':
        return tournamentDetail(state, query.tournamentId) as QueryResults[Q['type']]
      case 'journal.list':
        return this.store.recent(query.limit, query.tournamentId, query.playerId ? this.idsOfPlayer(query.playerId) : undefined) as QueryResults[Q['type']]
      case 'display.media':
        return resolveMedia(state, query.ref) as QueryResults[Q['type']]
      case 'display.get':
        return publicDisplay(state, query.tournamentId, this.now(), this.levelSource) as QueryResults[Q['type']]
      case 'seating.get':
        return seatingView(state, query.tournamentId) as QueryResults[Q['type']]
      case 'seating.list':
        return seatingList(state, query.tournamentId) as QueryResults[Q['type']]
    }
    throw new Error('unreachable')
  }

  /** A player's id and the ids of all their entries in every tournament: what a record about them names. */
  private idsOfPlayer(playerId: string): string[] {
    const ids = [playerId]
    for (const t of this.state.tournaments.values()) ids.push(...(t.registration.entriesByPlayer.get(playerId) ?? []))
    return ids
  }

  private view(sub: Subscription): unknown {
    switch (sub.topic) {
      case 'tournaments':
        return tournamentSummaries(this.state)
      case 'tournament':
        return tournamentDetail(this.state, sub.tournamentId)
      case 'display':
        return publicDisplay(this.state, sub.tournamentId, this.now(), this.levelSource)
      case 'registration':
        return registrationSummary(this.state, sub.tournamentId, this.levelSource(sub.tournamentId))
      case 'seating':
        return seatingView(this.state, sub.tournamentId)
      case 'results':
        return resultsView(this.state, sub.tournamentId)
    }
  }
}
