import type { TicketsView } from '../../../src/shared/core/tickets/views'
import type { EventView, FlightView } from '../../../src/shared/core/flights/views'
import type { StateDigest } from '../../../src/shared/contract/queries'
import type { DomainEvent } from '../../../src/shared/core/events'
import type { RegistrationSummary, EntryRow } from '../../../src/shared/core/views/registration'
import type { PenaltyLog } from '../../../src/shared/core/results/penalties/views'
import type { ResultsView } from '../../../src/shared/core/results/views'
import type { SeatingView } from '../../../src/shared/core/seating/views'
import type { SeriesSummary } from '../../../src/shared/core/league/series/views'
import type { PublicDisplay, TournamentSummary } from '../../../src/shared/core/views/tournament'
import type { FloorRequest, FloorSender } from './sender'

/** The views of one tournament the fuzzer reads (all through the contract's admin queries). */
export interface TournamentViews {
  /** The tournament's line of the list (status, discipline). */
  detail: TournamentSummary | null
  registration: RegistrationSummary | null
  entries: EntryRow[]
  seating: SeatingView | null
  results: ResultsView | null
  display: PublicDisplay | null
  penalties: PenaltyLog | null
  /** §5.12: the satellite tickets of the tournament and into it. */
  tickets: TicketsView | null
  /** §5.5, §27.5: the flight's bags, or the event's flights and Day 2. */
  flights: FlightView | EventView | null
}
export type ViewName = keyof TournamentViews

const QUERY: Record<ViewName, (tournamentId: string) => Record<string, unknown>> = {
  detail: () => ({ type: 'tournaments.list' }),
  registration: (tournamentId) => ({ type: 'registration.get', tournamentId }),
  entries: (tournamentId) => ({ type: 'entries.list', tournamentId, limit: 20_000 }),
  seating: (tournamentId) => ({ type: 'seating.get', tournamentId }),
  results: (tournamentId) => ({ type: 'results.get', tournamentId }),
  display: (tournamentId) => ({ type: 'display.get', tournamentId }),
  penalties: (tournamentId) => ({ type: 'penalties.list', tournamentId }),
  tickets: (tournamentId) => ({ type: 'tickets.get', tournamentId }),
  flights: (tournamentId) => ({ type: 'flights.get', tournamentId })
}

/** The views the invariants check after every recorded command. */
export const CHECKED_VIEWS: readonly ViewName[] = ['entries', 'seating', 'results', 'display']

export interface KnownPlayer {
  readonly id: string
  readonly name: string
  mergedInto: string | null
}

/**
 * What the generator knows of the floor: ids and views read from the server through the contract (cached until the
 * next recorded command), and the players and series it saw created. Everything a command names comes from here, so
 * most commands are plausible.
 */
export class World {
  readonly players: KnownPlayer[] = []
  readonly seriesIds: string[] = []
  /** Accounts of the floor staff it saw created. */
  readonly accountIds: string[] = []
  /** The tournament most commands are about: the newest one, until the generator turns to another. */
  focus: string | null = null
  /** the event of each flight it saw created. */
  readonly eventOf = new Map<string, string>()
  /** §5.5: flights closed (their play over, the stacks bagged) and not reopened. */
  readonly closedFlights = new Set<string>()
  /** Points annulled in a series (§28.8, §28.10), which `series.restorePoints` can give back. */
  readonly annulled: Array<{ seriesId: string; tournamentId: string; entryId: string }> = []
  /** Entries back in play by an undo or a lifted disqualification, not seated since (returning players). */
  readonly returned = new Set<string>()
  /** §5.12: satellite tickets issued and not voided, by satellite, for `tickets.void` once play moved on. */
  readonly tickets: Array<{ tournamentId: string; ticketId: string }> = []
  /** Displays the director has configured, and layouts of their own, as the records name them. */
  readonly screenIds: string[] = []
  readonly layoutIds: string[] = []
  private cache = new Map<string, unknown>()
  /** Views the server refused to answer since the last recorded command (a view that cannot be computed). */
  readonly refusedViews: Array<{ tournamentId: string; view: ViewName; code: string; message: string }> = []

  constructor(public sender: FloorSender) {}

  /** Everything may have changed (a restart). */
  invalidate(): void {
    this.cache.clear()
    this.refusedViews.length = 0
  }

  /**
   * A command recorded these events: forget the views they can change — the views of each tournament they name, the
   * lists when a tournament or a series changed — and keep the rest (fewer queries per step).
   */
  invalidateFor(events: readonly DomainEvent[]): void {
    this.refusedViews.length = 0
    for (const event of events) {
      const type = event.type
      if (type.startsWith('tournament.')) this.cache.delete('tournaments')
      if (type.startsWith('series.') || type === 'tournament.started') this.cache.delete('series')
      if (type === 'player.merged')
        for (const key of [...this.cache.keys()]) if (key.endsWith(':entries')) this.cache.delete(key)
      if (!('tournamentId' in event) || typeof event.tournamentId !== 'string') continue
      const t = event.tournamentId
      for (const name of ['entries', 'seating', 'results', 'display', 'detail'] as const)
        this.cache.delete(`${t}:${name}`)
      // The terms, the clock's position and late registration are what is read of these two views.
      if (/^(registration|clock|tournament)\./.test(type) || type === 'entry.registered')
        this.cache.delete(`${t}:registration`)
      if (/^(penalty|dispute)\./.test(type)) this.cache.delete(`${t}:penalties`)
      // a flight's records change its event's view and the other way round.
      this.cache.delete(`${t}:flights`)
      // §5.12: the tickets a satellite announces and owes follow its awards and places; a ticket issued
      // or voided changes the seats into the tournament it is for. (Cached for good before: never re-read.)
      this.cache.delete(`${t}:tickets`)
      if (event.type === 'ticket.issued') this.cache.delete(`${event.forTournamentId}:tickets`)
      if (event.type === 'ticket.voided')
        for (const key of [...this.cache.keys()]) if (key.endsWith(':tickets')) this.cache.delete(key)
      if (/^(flight|day2)\./.test(type))
        for (const key of [...this.cache.keys()]) if (key.endsWith(':flights')) this.cache.delete(key)
    }
  }

  /** Learn ids from the events a command recorded. */
  observe(events: readonly DomainEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case 'player.created':
          this.players.push({ id: event.playerId, name: event.fields.displayName, mergedInto: null })
          break
        case 'player.merged': {
          const p = this.players.find((x) => x.id === event.duplicateId)
          if (p) p.mergedInto = event.keepId
          break
        }
        case 'tournament.created':
          this.focus = event.tournamentId
          if (event.fields.multiDay?.role === 'flight')
            this.eventOf.set(event.tournamentId, event.fields.multiDay.eventId)
          break
        // §5.5: a flight closed, its event is next (its bags to carry, or another flight).
        case 'flight.closed':
          this.focus = this.eventOf.get(event.tournamentId) ?? this.focus
          this.closedFlights.add(event.tournamentId)
          break
        case 'flight.reopened':
          this.closedFlights.delete(event.tournamentId)
          break
        case 'series.created':
          this.seriesIds.push(event.seriesId)
          break
        case 'display.screenConfigured':
          if (!this.screenIds.includes(event.screenId)) this.screenIds.push(event.screenId)
          break
        case 'display.screenForgotten':
          this.screenIds.splice(this.screenIds.indexOf(event.screenId) >>> 0, 1)
          break
        case 'display.layoutSaved':
          if (!this.layoutIds.includes(event.layoutId)) this.layoutIds.push(event.layoutId)
          break
        case 'display.layoutDeleted':
          this.layoutIds.splice(this.layoutIds.indexOf(event.layoutId) >>> 0, 1)
          break
        case 'account.created':
          this.accountIds.push(event.accountId)
          break
        case 'series.pointsAnnulled':
          this.annulled.push({ seriesId: event.seriesId, tournamentId: event.tournamentId, entryId: event.entryId })
          break
        case 'series.mergeConflictResolved':
          for (const entryId of event.dropEntryIds)
            this.annulled.push({ seriesId: event.seriesId, tournamentId: event.tournamentId, entryId })
          break
        case 'series.pointsRestored': {
          const i = this.annulled.findIndex((a) => a.seriesId === event.seriesId && a.entryId === event.entryId)
          if (i >= 0) this.annulled.splice(i, 1)
          break
        }
        case 'ticket.issued':
          this.tickets.push({ tournamentId: event.tournamentId, ticketId: event.ticketId })
          break
        case 'ticket.voided': {
          const i = this.tickets.findIndex((k) => k.ticketId === event.ticketId)
          if (i >= 0) this.tickets.splice(i, 1)
          break
        }
        case 'results.handUndone':
          for (const id of event.entryIds) this.returned.add(id)
          break
        case 'entry.disqualificationLifted':
          this.returned.add(event.entryId)
          break
        case 'seating.seated':
          for (const p of event.draw.placements) this.returned.delete(p.entryId)
          break
        case 'seating.moved':
          for (const m of event.moves) this.returned.delete(m.entryId)
          break
        case 'entry.eliminated':
        case 'entry.disqualified':
        case 'entry.withdrawn':
          this.returned.delete(event.entryId)
          break
        default:
          break
      }
    }
  }

  async tournaments(): Promise<TournamentSummary[]> {
    return this.cached('tournaments', { type: 'tournaments.list' })
  }

  async series(): Promise<SeriesSummary[]> {
    return this.cached('series', { type: 'series.list' })
  }

  async view<V extends ViewName>(tournamentId: string, name: V): Promise<TournamentViews[V]> {
    await this.load(tournamentId, [name])
    return this.cache.get(`${tournamentId}:${name}`) as TournamentViews[V]
  }

  /** Read several views of a tournament in one pipelined batch (those not cached yet). */
  async load(tournamentId: string, names: readonly ViewName[]): Promise<void> {
    const missing = names.filter((n) => !this.cache.has(`${tournamentId}:${n}`))
    // The tournament and series lists ride along (one round trip for everything the next choice needs).
    const lists = (['tournaments', 'series'] as const).filter((key) => !this.cache.has(key))
    if (missing.length === 0 && lists.length === 0) return
    const requests: FloorRequest[] = missing.map((n) => ({ kind: 'query', query: QUERY[n](tournamentId) }))
    for (const key of lists) requests.push({ kind: 'query', query: { type: `${key}.list` } })
    const results = await this.sender.batch(requests)
    for (const key of [...lists].reverse()) {
      const answer = results.pop()!
      if (!answer.ok) throw new Error(`${key}.list refused: ${answer.error.code} ${answer.error.message}`)
      this.cache.set(key, answer.value)
    }
    missing.forEach((name, i) => {
      const result = results[i]!
      if (!result.ok) {
        // Recorded for the invariants; the generator reads the view as absent.
        this.refusedViews.push({ tournamentId, view: name, code: result.error.code, message: result.error.message })
        this.cache.set(`${tournamentId}:${name}`, name === 'entries' ? [] : null)
        return
      }
      const value = name === 'entries' ? (result.value as { rows: EntryRow[] }).rows : result.value
      this.cache.set(`${tournamentId}:${name}`, value)
    })
  }

  /** Views already read (for invariants that must not trigger more queries). */
  peek<V extends ViewName>(tournamentId: string, name: V): TournamentViews[V] | undefined {
    return this.cache.get(`${tournamentId}:${name}`) as TournamentViews[V] | undefined
  }

  remember(key: string, value: unknown): void {
    this.cache.set(key, value)
  }

  async digest(): Promise<StateDigest> {
    return this.cached('digest', { type: 'state.digest', form: 'memory' })
  }

  private async cached<T>(key: string, query: Record<string, unknown>): Promise<T> {
    if (this.cache.has(key)) return this.cache.get(key) as T
    const [result] = await this.sender.batch([{ kind: 'query', query }])
    if (!result!.ok) throw new Error(`${String(query.type)} refused: ${result!.error.code} ${result!.error.message}`)
    this.cache.set(key, result!.value)
    return result!.value as T
  }

  /** Players not merged away. */
  livePlayers(): KnownPlayer[] {
    return this.players.filter((p) => p.mergedInto === null)
  }
}
