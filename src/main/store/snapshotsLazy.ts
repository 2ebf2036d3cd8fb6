import { evolve } from '../../shared/core/evolve'
import type { EventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'
import type { Tournament } from '../../shared/core/tournament'
import type { Player, PlayerDatabase } from '../../shared/core/players'
import { placesOf } from '../../shared/core/results'
import { sortSummaries, summary, type TournamentSummary } from '../../shared/core/views'

/**
 * The tournaments of a state started from part snapshots: the live ones are in memory, the finished
 * ones stay in their snapshot part until something reads them. To the core it is an ordinary Map: `get`, `values`,
 * `entries`, `forEach` and iteration load a finished tournament's part on first use (better-sqlite3 is synchronous),
 * put it in place (the Map's order is kept: setting an existing key keeps its position) and return it; `has`, `keys`
 * and `size` need no load. Nothing the core reads changes: a tournament is the same whether it was in memory or
 * loaded, so decide stays pure and never mutates what it reads — the loading is the store's, behind the accessor.
 */
class Parked {
  constructor(
    readonly digest: string,
    /** Its line in the tournament list, as it was snapshotted (a summary depends on the tournament alone). */
    readonly summary: TournamentSummary | undefined
  ) {}
}

/** Loads one tournament's part; never throws for a damaged part (it rebuilds the tournament from the journal). */
export type PartLoader = (tournamentId: string, digest: string) => Tournament

/** A tournament in memory that its part still holds exactly: read out of it, and nothing recorded about it since. */
interface FromPart {
  readonly digest: string
  readonly summary: TournamentSummary | undefined
  /** Read since the last sweep: it stays in memory while something keeps reading it. */
  read: boolean
}

/** The last record whose fold changed a tournament in memory (or may have: it read it). */
export interface ChangedAt {
  readonly seq: number
  readonly at: number
}

export class PartedTournaments extends Map<string, Tournament> {
  readonly #load: PartLoader
  /** The record being folded, while a fold runs (`folding`): what it reads of this Map, it may change. */
  #folding: ChangedAt | null = null
  /**
   * Tournaments in memory that a fold changed, with the last record that did. A tournament's part is
   * its state only if no record changed it after the snapshot the part belongs to. Only for tournaments in memory:
   * a parked one is forgotten here.
   */
  readonly #changed = new Map<string, ChangedAt>()
  /** Tournaments read out of their part and unchanged since, so they may go back without a snapshot. */
  readonly #fromPart = new Map<string, FromPart>()

  constructor(load: PartLoader) {
    super()
    this.#load = load
  }

  /**
   * The tournaments of an ordinary state (a full replay) behind the same accessors, so that finished ones can be
   * parked while the floor runs. The Map's order is kept; every tournament counts as changed by the
   * last record, so none is parked before a snapshot holds it.
   */
  static adopt(state: FloorState, load: PartLoader): PartedTournaments {
    const map = state.tournaments
    if (map instanceof PartedTournaments) return map
    const parted = new PartedTournaments(load)
    for (const [id, t] of map) {
      parted.set(id, t)
      parted.#changed.set(id, { seq: state.lastSeq, at: t.createdAt })
    }
    state.tournaments = parted
    return parted
  }

  /** A finished tournament left in its part (`digest`), loaded when something reads it. */
  park(tournamentId: string, digest: string, summary?: TournamentSummary): void {
    super.set(tournamentId, new Parked(digest, summary) as unknown as Tournament)
    this.#changed.delete(tournamentId)
    this.#fromPart.delete(tournamentId)
  }

  /**
   * A tournament read at a start from its part (`digest`), kept in memory: the records replayed after the snapshot
   * that touch it are noted as changes, so while none does, it may go back to its part without a new snapshot.
   */
  residentFrom(tournamentId: string, tournament: Tournament, digest: string): void {
    super.set(tournamentId, tournament)
    this.#fromPart.set(tournamentId, { digest, summary: undefined, read: false })
  }

  /**
   * Fold one record (`evolve`) noting every tournament it reads or writes through this Map as changed by it: a fold
   * can change a tournament only by reading it from here (no references cross the parts).
   */
  folding<T>(record: ChangedAt, fold: () => T): T {
    this.#folding = record
    try {
      return fold()
    } finally {
      this.#folding = null
    }
  }

  /** The last record that changed a tournament in memory, if one did since it was read or parked. */
  changedAt(tournamentId: string): ChangedAt | undefined {
    return this.#changed.get(tournamentId)
  }

  /** Whether a tournament in memory is exactly what its part holds (read out of it, unchanged since). */
  isFromPart(tournamentId: string): boolean {
    return this.#fromPart.has(tournamentId)
  }

  /**
   * Put a tournament read out of its part back there, if nothing changed it since and (`unreadSince`) nothing read it
   * since the last sweep. Returns whether it went back.
   */
  returnToPart(tournamentId: string, unreadSince: boolean): boolean {
    const from = this.#fromPart.get(tournamentId)
    if (!from || (unreadSince && from.read)) return false
    const t = super.get(tournamentId)
    this.park(tournamentId, from.digest, from.summary ?? (t && !(t instanceof Parked) ? summary(t) : undefined))
    return true
  }

  /** A sweep begins: what is read from now on counts as read since it. */
  clearReads(): void {
    for (const from of this.#fromPart.values()) from.read = false
  }

  /** A tournament in memory, without reading it out of its part nor counting as a read (undefined when parked). */
  peek(tournamentId: string): Tournament | undefined {
    const value: unknown = super.get(tournamentId)
    return value === undefined || value instanceof Parked ? undefined : (value as Tournament)
  }

  /** The ids of the tournaments in memory that are exactly what their parts hold. */
  fromPartIds(): string[] {
    return [...this.#fromPart.keys()]
  }

  /** A read or a write through the Map: during a fold a change, otherwise a read (it keeps the tournament in memory). */
  private note(tournamentId: string): void {
    const folding = this.#folding
    if (folding) {
      this.#changed.set(tournamentId, folding)
      this.#fromPart.delete(tournamentId)
      return
    }
    if (this.#fromPart.size === 0) return
    const from = this.#fromPart.get(tournamentId)
    if (from) from.read = true
  }

  /** The tournament list's line of a tournament still in its part (it has not changed since), without reading it. */
  parkedSummary(tournamentId: string): TournamentSummary | undefined {
    const value: unknown = super.get(tournamentId)
    return value instanceof Parked ? value.summary : undefined
  }

  /** The part of a tournament not loaded yet, or undefined when it is in memory (or unknown). */
  parkedDigest(tournamentId: string): string | undefined {
    const value: unknown = super.get(tournamentId)
    return value instanceof Parked ? value.digest : undefined
  }

  /** How many tournaments are still in their parts. */
  get parked(): number {
    let n = 0
    for (const value of super.values() as Iterable<unknown>) if (value instanceof Parked) n += 1
    return n
  }

  /** The tournaments in memory, in the Map's order, without loading any part. */
  *resident(): Generator<Tournament> {
    for (const value of super.values() as Iterable<unknown>) if (!(value instanceof Parked)) yield value as Tournament
  }

  private materialise(tournamentId: string, value: unknown): Tournament {
    if (!(value instanceof Parked)) return value as Tournament
    const tournament = this.#load(tournamentId, value.digest)
    super.set(tournamentId, tournament)
    this.#fromPart.set(tournamentId, { digest: value.digest, summary: value.summary, read: true })
    return tournament
  }

  override get(tournamentId: string): Tournament | undefined {
    const value: unknown = super.get(tournamentId)
    if (value === undefined) return undefined
    const tournament = this.materialise(tournamentId, value)
    this.note(tournamentId)
    return tournament
  }

  override set(tournamentId: string, tournament: Tournament): this {
    super.set(tournamentId, tournament)
    if (this.#folding) this.note(tournamentId)
    else this.#fromPart.delete(tournamentId) // a tournament put in place by hand is not its part any more
    return this
  }

  override delete(tournamentId: string): boolean {
    this.#changed.delete(tournamentId)
    this.#fromPart.delete(tournamentId)
    return super.delete(tournamentId)
  }

  override clear(): void {
    this.#changed.clear()
    this.#fromPart.clear()
    super.clear()
  }

  override values(): MapIterator<Tournament> {
    return this.loadingEntries((id, t) => t) as unknown as MapIterator<Tournament>
  }

  override entries(): MapIterator<[string, Tournament]> {
    return this.loadingEntries((id, t) => [id, t] as [string, Tournament]) as unknown as MapIterator<
      [string, Tournament]
    >
  }

  override [Symbol.iterator](): MapIterator<[string, Tournament]> {
    return this.entries()
  }

  override forEach(
    callback: (value: Tournament, key: string, map: Map<string, Tournament>) => void,
    thisArg?: unknown
  ): void {
    for (const [id, t] of this.entries()) callback.call(thisArg, t, id, this)
  }

  private *loadingEntries<T>(as: (id: string, t: Tournament) => T): Generator<T> {
    // Keys first: loading a part sets its key again, which a live iteration of the same Map would survive too.
    for (const id of [...super.keys()]) {
      const value: unknown = super.get(id)
      if (value === undefined) continue // deleted meanwhile
      const tournament = this.materialise(id, value)
      this.note(id)
      yield as(id, tournament)
    }
  }
}

/** The tournaments in memory (all of them for an ordinary state): what the timer and the keeper look at. */
export function residentTournaments(state: Readonly<FloorState>): Iterable<Tournament> {
  const map = state.tournaments
  return map instanceof PartedTournaments ? map.resident() : map.values()
}

/**
 * May this tournament stay in its part at the next start? Only a finished one the live floor does not need: a
 * winner is decided (§9.3, as the history shows it finished), its clock is not running (so no level boundary, break or
 * scheduled start will ever come by itself) and the hall display does not show it. Anything recorded about it later
 * loads it again, and the next snapshot decides again.
 */
export function mayStayParked(state: Readonly<FloorState>, t: Tournament): boolean {
  if (state.displayedTournamentId === t.id) return false
  if (t.status !== 'started') return false
  if (t.clock.status === 'running') return false
  return placesOf(t).results.some((r) => r.status === 'winner')
}

/**
 * May a tournament in memory go to its part while the floor runs? It must be one a start would leave there
 * (mayStayParked), and either its results are approved and not reopened (§28.12: the director's word that it is
 * over; a reopening or a correction brings it back, and the next approval lets it go again) or nothing was recorded
 * about it for `quietMs` (a finished tournament nobody approved). The cheap tests come first: this runs after
 * commands.
 */
export function mayParkNow(
  state: Readonly<FloorState>,
  t: Tournament,
  changed: ChangedAt,
  now: number,
  quietMs: number
): boolean {
  if (state.displayedTournamentId === t.id || t.status !== 'started' || t.clock.status === 'running') return false
  const approved = t.results.approval !== null && t.results.reopened === null
  if (!approved && now - changed.at < quietMs) return false
  return mayStayParked(state, t)
}

/** Fold one record into the state; the tournaments it reads or writes count as changed by it. */
export function foldRecord(state: FloorState, record: EventRecord): void {
  const map = state.tournaments
  if (map instanceof PartedTournaments)
    map.folding({ seq: record.seq, at: record.recordedAt }, () => evolve(state, record))
  else evolve(state, record)
}

/** Fields of a state root still in their snapshot parts: the part's hash, by field. */
const parkedFields = new WeakMap<object, Map<string, string>>()

/** Views of the live floor being computed (`withLivePlayers`): the live tournaments' players serve them. */
let liveReads = 0

/**
 * Compute a view of the live floor (a hall display, a phone) with the players of the live tournaments at hand: while
 * the player database is still in its snapshot part, what such a view reads of it by id — the public names of the
 * players seated and in play (§27.11) — comes from the small part of those players (`parkPlayers`), and the database
 * stays unread. Anything else it reads (another player, the search indexes, the count) reads the database out of its
 * part, as before. Outside these views (a fold, a decision, a digest, a snapshot) the field reads the whole database
 * at once: they see the database as it always was.
 */
export function withLivePlayers<T>(read: () => T): T {
  liveReads += 1
  try {
    return read()
  } finally {
    liveReads -= 1
  }
}

/**
 * The player database left in its snapshot part (`digest`), with the players the live tournaments name (`live`: by
 * id, as read from their own small part) at hand for the views of the live floor (`withLivePlayers`). The first read
 * of anything else — and any read outside those views — loads the database (`load`) and puts it in place as an
 * ordinary property; the live players, unchanged since the snapshot (a fold reads the whole database before it
 * changes anything), take the places of their copies in it, so every reference to a player is the one object, as
 * after a full replay.
 */
export function parkPlayers(
  state: FloorState,
  digest: string,
  live: ReadonlyMap<string, Player>,
  load: () => PlayerDatabase
): void {
  let digests = parkedFields.get(state)
  if (!digests) parkedFields.set(state, (digests = new Map()))
  digests.set('players', digest)
  let loaded = false
  const settle = (value: PlayerDatabase): PlayerDatabase => {
    loaded = true
    digests.delete('players')
    Object.defineProperty(state, 'players', { value, writable: true, enumerable: true, configurable: true })
    return value
  }
  const all = (): PlayerDatabase => (loaded ? state.players : settle(withLiveObjects(load(), live)))
  const standIn = livePlayersDatabase(live, all, () => loaded)
  Object.defineProperty(state, 'players', {
    configurable: true,
    enumerable: true,
    get: () => (liveReads > 0 ? standIn : all()),
    set: (value: PlayerDatabase) => void settle(value)
  })
}

/**
 * The player database as a view of the live floor sees it while it is in its part: a live player by id from the small
 * part; anything else from the whole database (`all`, which reads it out of its part the first time).
 */
function livePlayersDatabase(
  live: ReadonlyMap<string, Player>,
  all: () => PlayerDatabase,
  loaded: () => boolean
): PlayerDatabase {
  return {
    byId: new LivePlayers(live, all, loaded),
    get byPrefix() {
      return all().byPrefix
    },
    get byNamePrefix() {
      return all().byNamePrefix
    },
    get byNameStart() {
      return all().byNameStart
    },
    get count() {
      return all().count
    }
  }
}

/** `byId` of the stand-in: a live player without reading the database; everything else through it. */
class LivePlayers extends Map<string, Player> {
  constructor(
    private readonly live: ReadonlyMap<string, Player>,
    private readonly all: () => PlayerDatabase,
    private readonly loaded: () => boolean
  ) {
    super()
  }

  override get(id: string): Player | undefined {
    if (!this.loaded()) {
      const player = this.live.get(id)
      if (player) return player
    }
    return this.all().byId.get(id)
  }

  override has(id: string): boolean {
    return (!this.loaded() && this.live.has(id)) || this.all().byId.has(id)
  }

  override get size(): number {
    return this.all().byId.size
  }

  override set(id: string, player: Player): this {
    this.all().byId.set(id, player)
    return this
  }

  override delete(id: string): boolean {
    return this.all().byId.delete(id)
  }

  override clear(): void {
    this.all().byId.clear()
  }

  override keys(): MapIterator<string> {
    return this.all().byId.keys()
  }

  override values(): MapIterator<Player> {
    return this.all().byId.values()
  }

  override entries(): MapIterator<[string, Player]> {
    return this.all().byId.entries()
  }

  override [Symbol.iterator](): MapIterator<[string, Player]> {
    return this.all().byId.entries()
  }

  override forEach(callback: (value: Player, key: string, map: Map<string, Player>) => void, thisArg?: unknown): void {
    this.all().byId.forEach(callback, thisArg)
  }
}

/**
 * The database read out of its part with the live players' objects in their copies' places: in `byId` (the Map keeps
 * its order) and in every search index's Set (rebuilt in place, in its order). A view may hold a live player it read
 * before the database was loaded; it is then the database's own object, never a stale copy.
 */
function withLiveObjects(db: PlayerDatabase, live: ReadonlyMap<string, Player>): PlayerDatabase {
  const swap = new Map<Player, Player>()
  for (const [id, player] of live) {
    const copy = db.byId.get(id)
    if (copy && copy !== player) {
      swap.set(copy, player)
      db.byId.set(id, player)
    }
  }
  if (swap.size === 0) return db
  for (const index of [db.byPrefix, db.byNamePrefix, db.byNameStart])
    for (const set of index.values()) {
      let holds = false
      for (const player of set)
        if (swap.has(player)) {
          holds = true
          break
        }
      if (!holds) continue
      const members = [...set]
      set.clear()
      for (const player of members) set.add(swap.get(player) ?? player)
    }
  return db
}

/**
 * The players the live tournaments name, by id, with every record a merge leads to (§6.3: `resolvePlayer` follows
 * them): what a hall display or a phone shows of the player database.
 */
export function livePlayersOf(players: PlayerDatabase, tournaments: Iterable<Tournament>): Map<string, Player> {
  const live = new Map<string, Player>()
  for (const t of tournaments)
    for (const entry of t.registration.entries.values()) {
      let id: string | null = entry.playerId
      for (let hops = 0; id !== null && !live.has(id) && hops < 100; hops += 1) {
        const player = players.byId.get(id)
        if (!player) break
        live.set(id, player)
        id = player.mergedInto
      }
    }
  return live
}

/** The part of a field not read yet, or undefined when it is in memory. */
export function parkedFieldDigest(target: object, key: string): string | undefined {
  return parkedFields.get(target)?.get(key)
}

/** A tournament's line in the tournament list: the stored one while it is in its part, else computed. */
export function summaryOf(state: Readonly<FloorState>, tournamentId: string): TournamentSummary {
  const map = state.tournaments
  const stored = map instanceof PartedTournaments ? map.parkedSummary(tournamentId) : undefined
  return stored ?? summary(map.get(tournamentId)!)
}

/** The tournament list (tournamentSummaries) without reading the finished tournaments out of their parts. */
export function tournamentList(state: Readonly<FloorState>): TournamentSummary[] {
  return sortSummaries([...state.tournaments.keys()].map((id) => summaryOf(state, id)))
}
