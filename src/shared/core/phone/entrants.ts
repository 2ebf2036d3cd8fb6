import { resolvePlayer } from '../players'
import type { LevelPosition } from '../registration'
import { reentryOpen, isIn, type Entry } from '../registration'
import type { IndexedPlaces } from '../results'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'

/** Where a player stands when not on a seat: registered (before the draw, or not seated yet), waiting, out, winner. */
export type PhoneStatus = 'registered' | 'waiting' | 'out' | 'winner'

/**
 * A player not on a seat as the phone page sees them: the public name and the public status only (§12.11–§12.13,
 * §27.11) — no real name, contact, note, discipline record, stack, entry id or number. A disqualified player is
 * not listed (the hall's final standings leave them out too; the reason is internal, §25.14).
 */
export interface PhoneStanding {
  name: string
  status: PhoneStatus
  /** Out or the winner: the place, as the results show it; `placeTo` only when it is shared ("5–6"). */
  place?: number
  placeTo?: number
  /** On the waiting list: the position (1 = offered the next free place). */
  waiting?: number
  /** Out, and the desk would take a re-entry of this player now (§5.6); absent otherwise. */
  reentry?: true
}

/** A row of the phone view's players not seated; `key` is the player's (stable while they are listed), not an id. */
export interface PhoneEntrant extends PhoneStanding {
  key: string
}

/** What the rows need besides the state: where the clock stands, and the places (computed only when needed). */
export interface StandingInputs {
  position: LevelPosition
  places: () => IndexedPlaces
}

/** A seat, or a standing, of one player from all their entries (in order); null: nothing public to show. */
export function standingOf(
  state: FloorState,
  t: Tournament,
  entries: readonly Entry[],
  inputs: StandingInputs
): { name: string; table: number; seat: number } | PhoneStanding | null {
  let latest: Entry | undefined
  for (const e of entries) if (e.status !== 'withdrawn') latest = e
  if (!latest || latest.status === 'disqualified') return null
  const name = resolvePlayer(state.players, latest.playerId)?.fields.displayName ?? '—'
  if (isIn(latest)) {
    const at = t.seating?.drawn ? t.seating.room.seatOf.get(latest.id) : undefined
    if (at) return { name, table: at.table, seat: at.seat }
    if (t.results.records.length > 0 && inputs.places().placeOf(latest.id)?.status === 'winner')
      return { name, status: 'winner', place: 1 }
    return { name, status: 'registered' }
  }
  if (latest.status === 'waiting')
    return { name, status: 'waiting', waiting: t.registration.waiting.indexOf(latest.id) + 1 }
  const row: PhoneStanding = { name, status: 'out' }
  const places = inputs.places()
  const r = places.placeOf(latest.id)
  if (r && r.place !== null) {
    row.place = r.place
    if (r.placeTo !== null && r.placeTo > r.place) row.placeTo = r.placeTo
  }
  if (places.winner === undefined && reentryOpen(t, entries, inputs.position)) row.reentry = true
  return row
}

/** The phone's order of these rows: by name, then key (keys are unique: one order, however the list is built). */
export function byEntrantOrder(a: PhoneEntrant, b: PhoneEntrant): number {
  return a.name.localeCompare(b.name) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
}

/**
 * Every player of the tournament not on a seat, one row per player (their latest entry: a player who re-entered is
 * seated, or registered, again), unsorted. The key is the position of the player's first entry in the registration
 * order, in base 36: it stays while the player is listed, so a change is a patch of that row only.
 */
export function entrantRows(state: FloorState, t: Tournament, inputs: StandingInputs): PhoneEntrant[] {
  const reg = t.registration
  const done = new Set<string>()
  const rows: PhoneEntrant[] = []
  reg.order.forEach((entryId, i) => {
    const playerId = reg.entries.get(entryId)?.playerId
    if (playerId === undefined || done.has(playerId)) return
    done.add(playerId)
    const entries = (reg.entriesByPlayer.get(playerId) ?? [])
      .map((id) => reg.entries.get(id))
      .filter((e): e is Entry => e !== undefined)
    const standing = standingOf(state, t, entries, inputs)
    if (standing && 'status' in standing) rows.push({ key: i.toString(36), ...standing })
  })
  return rows
}

/** The phone view's `entrants`: `entrantRows` in the phone's order. */
export function phoneEntrants(state: FloorState, t: Tournament, inputs: StandingInputs): PhoneEntrant[] {
  return entrantRows(state, t, inputs).sort(byEntrantOrder)
}
