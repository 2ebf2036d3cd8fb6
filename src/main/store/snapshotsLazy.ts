import type { FloorState } from '../../shared/core/state'
import type { Tournament } from '../../shared/core/tournament/state'
import { placesOf } from '../../shared/core/results/state'
import { sortSummaries, summary, type TournamentSummary } from '../../shared/core/views/tournament'

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

export class PartedTournaments extends Map<string, Tournament> {
  readonly #load: PartLoader

  constructor(load: PartLoader) {
    super()
    this.#load = load
  }

  /** A finished tournament left in its part (`digest`), loaded when something reads it. */
  park(tournamentId: string, digest: string, summary?: TournamentSummary): void {
    super.set(tournamentId, new Parked(digest, summary) as unknown as Tournament)
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
    return tournament
  }

  override get(tournamentId: string): Tournament | undefined {
    const value: unknown = super.get(tournamentId)
    return value === undefined ? undefined : this.materialise(tournamentId, value)
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
      yield as(id, this.materialise(id, value))
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

/** Fields of a state root still in their snapshot parts: the part's hash, by field. */
const parkedFields = new WeakMap<object, Map<string, string>>()

/**
 * A field of the state left in its snapshot part (the player database): the first read loads it and puts
 * it in place as an ordinary property (the key keeps its position); a write replaces it. To its readers it is the
 * field it always was.
 */
export function parkField<T extends object, K extends keyof T & string>(
  target: T,
  key: K,
  digest: string,
  load: () => T[K]
): void {
  let digests = parkedFields.get(target)
  if (!digests) parkedFields.set(target, (digests = new Map()))
  digests.set(key, digest)
  const settle = (value: T[K]): T[K] => {
    digests.delete(key)
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
    return value
  }
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get: () => settle(load()),
    set: (value: T[K]) => void settle(value)
  })
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
