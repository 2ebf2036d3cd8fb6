import { resolvePlayer } from '../players'
import { hasEntered, isIn } from '../registration'
import { placesOf } from '../results'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { bagsOf, carryPlan, flightsOfEvent, isCarried } from './carry'
import type { MultiDayEvent } from './schemas'
import { eventRulesOf, flightOf, type BagCount } from './state'
import { headsAtBag, sameBountyFormat } from './bounty'

/** One row of the places across a multi-day event (§5.5 г). */
export interface EventPlaceRow {
  /** The place, or null: still in play on Day 2, or out in a flight with flightBusts 'unplaced'. */
  readonly place: number | null
  /** The last place of the row's range (§24.10; the place itself when not shared), or null with no place. */
  readonly placeTo: number | null
  readonly playerId: string
  /** Public name (§27.11). */
  readonly name: string
  readonly entryId: string
  /** The tournament the row's entry played: the Day 2, or the flight the player went out in. */
  readonly tournamentId: string
  /** The flight's label; null for a Day 2 row. */
  readonly flightLabel: string | null
  readonly day2: boolean
}

const nameOf = (state: FloorState, playerId: string): string =>
  resolvePlayer(state.players, playerId)?.fields.displayName || '—'
const playerOf = (state: FloorState, playerId: string): string => resolvePlayer(state.players, playerId)?.id ?? playerId

/**
 * §5.5 г: the places across the whole event. The Day 2's own places first (entries still in play without one); then
 * the flight players who did not advance, one row per player (the best of their flight entries): with flightBusts
 * 'shared' they share the places after the Day 2 field (one range, §24.10), with 'unplaced' they are listed unplaced.
 */
export function eventPlaces(state: FloorState, eventId: string): EventPlaceRow[] {
  const event = state.tournaments.get(eventId)
  const rules = eventRulesOf(event)
  if (!event || !rules) return []
  const day2Results = placesOf(event).results
  const rows: EventPlaceRow[] = day2Results
    .map((r) => {
      const entry = event.registration.entries.get(r.entryId)!
      return {
        place: r.place,
        placeTo: r.placeTo,
        playerId: entry.playerId,
        name: nameOf(state, entry.playerId),
        entryId: r.entryId,
        tournamentId: event.id,
        flightLabel: null,
        day2: true
      }
    })
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
  const advanced = new Set<string>()
  for (const id of event.registration.order) {
    const e = event.registration.entries.get(id)!
    if (hasEntered(e)) advanced.add(playerOf(state, e.playerId))
  }
  // Per player who did not advance: the entry that went furthest (best flight place; the earlier flight on a tie).
  const best = new Map<string, { flight: Tournament; entryId: string; place: number }>()
  for (const flight of flightsOfEvent(state, event.id)) {
    const places = new Map(placesOf(flight).results.map((r) => [r.entryId, r.place]))
    for (const id of flight.registration.order) {
      const e = flight.registration.entries.get(id)!
      if (!hasEntered(e) || isIn(e)) continue
      const playerId = playerOf(state, e.playerId)
      if (advanced.has(playerId)) continue
      const place = places.get(id) ?? Number.MAX_SAFE_INTEGER
      const had = best.get(playerId)
      if (!had || place < had.place) best.set(playerId, { flight, entryId: id, place })
    }
  }
  const n = rows.length
  const busts = [...best].sort(([, a], [, b]) => a.place - b.place)
  // §5.5 г: the flight busts' shared places follow the whole Day 2 field, so they are known only when every flight
  // is closed and the bags are on Day 2; before that they would say places that a later flight changes.
  const fieldKnown = n > 0 && flightsOfEvent(state, event.id).every((f) => f.flights?.closed === true)
  const shared = rules.flightBusts === 'shared' && busts.length > 0 && fieldKnown
  for (const [playerId, b] of busts)
    rows.push({
      place: shared ? n + 1 : null,
      placeTo: shared ? n + busts.length : null,
      playerId,
      name: nameOf(state, playerId),
      entryId: b.entryId,
      tournamentId: b.flight.id,
      flightLabel: flightOf(b.flight)!.label,
      day2: false
    })
  return rows
}

export interface BagView extends BagCount {
  /** Earlier counts a correction replaced, oldest first, with the reason (§27.8). */
  readonly history: readonly (BagCount & { readonly reason: string })[]
}

export interface FlightInPlayRow {
  readonly entryId: string
  readonly number: number | null
  readonly name: string
  readonly table: number | null
  readonly seat: number | null
  readonly bag: BagView | null
}

export interface FlightView {
  readonly role: 'flight'
  readonly eventId: string
  readonly eventName: string
  readonly label: string
  readonly closed: boolean
  readonly started: boolean
  readonly inPlay: readonly FlightInPlayRow[]
  readonly bagged: number
  readonly toBag: number
  readonly carried: boolean
}

export interface EventFlightRow {
  readonly tournamentId: string
  readonly name: string
  readonly label: string
  readonly date: string
  readonly status: 'announced' | 'playing' | 'closed'
  readonly entries: number
  readonly bagged: number
  readonly carried: boolean
}

export interface EventView {
  readonly role: 'event'
  readonly rules: MultiDayEvent
  readonly started: boolean
  readonly flights: readonly EventFlightRow[]
  readonly toCarry: readonly {
    readonly playerId: string
    readonly name: string
    readonly chips: number
    readonly fromFlightId: string
    readonly fromEntryId: string
    readonly label: string
    readonly replaces?: string
    /** §5.10 with §5.5: the bounty head the stack brings to Day 2 (a bounty event), else null. */
    readonly bounty: number | null
  }[]
  /** Labels of flights with stacks to carry whose bounty format differs from the Day 2's: bringing them is refused. */
  readonly bountyMismatch: readonly string[]
  readonly skipped: readonly {
    readonly playerId: string
    readonly name: string
    readonly chips: number
    readonly fromFlightId: string
    readonly label: string
    readonly why: 'smallerBag' | 'alreadyStarted'
  }[]
  /** Day 2 entries carried so far, by Day 2 entry. */
  readonly carried: readonly {
    readonly entryId: string
    readonly number: number | null
    readonly name: string
    readonly chips: number
    readonly label: string
    readonly withdrawn: boolean
  }[]
  readonly places: readonly EventPlaceRow[]
}

/** `flights.get`: the flight's bag-and-tag panel, or the event's flights and Day 2; admin only. */
export function flightsView(state: FloorState, tournamentId: string): FlightView | EventView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const flight = flightOf(t)
  if (flight) {
    const room = t.seating?.drawn ? t.seating.room : null
    const inPlay: FlightInPlayRow[] = []
    for (const id of t.registration.order) {
      const e = t.registration.entries.get(id)!
      if (e.status !== 'registered') continue // in play: on site with a stack (a pre-registered no-show is not)
      const bag = t.flights?.bags.get(id)
      const seat = room?.seatOf.get(id)
      inPlay.push({
        entryId: id,
        number: e.number,
        name: nameOf(state, e.playerId),
        table: seat?.table ?? null,
        seat: seat?.seat ?? null,
        bag: bag
          ? {
              chips: bag.chips,
              countedBy: bag.countedBy,
              witnessedBy: bag.witnessedBy,
              at: bag.at,
              by: bag.by,
              history: bag.history.map((h) => ({ ...h }))
            }
          : null
      })
    }
    inPlay.sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity))
    const bagged = inPlay.filter((r) => r.bag).length
    return {
      role: 'flight',
      eventId: flight.eventId,
      eventName: state.tournaments.get(flight.eventId)?.fields.name ?? '',
      label: flight.label,
      closed: t.flights?.closed ?? false,
      started: t.status !== 'announced',
      inPlay,
      bagged,
      toBag: inPlay.length - bagged,
      carried: isCarried(state, t)
    }
  }
  const rules = eventRulesOf(t)
  if (!rules) return null
  const flights = flightsOfEvent(state, t.id)
  const labelOf = (id: string): string => flightOf(state.tournaments.get(id))?.label ?? '?'
  const plan = carryPlan(state, t)
  const headOf = headsAtBag(state)
  return {
    role: 'event',
    rules: { ...rules },
    started: t.status !== 'announced',
    flights: flights.map((f) => ({
      tournamentId: f.id,
      name: f.fields.name,
      label: flightOf(f)!.label,
      date: f.fields.date,
      status: f.flights?.closed ? 'closed' : f.status === 'announced' ? 'announced' : 'playing',
      entries: f.registration.enteredCount,
      bagged: bagsOf(f).length,
      carried: isCarried(state, f)
    })),
    toCarry: plan.toCarry.map((c) => ({
      playerId: c.playerId,
      name: nameOf(state, c.playerId),
      chips: c.chips,
      fromFlightId: c.fromFlightId,
      fromEntryId: c.fromEntryId,
      label: labelOf(c.fromFlightId),
      ...(c.replaces ? { replaces: c.replaces } : {}),
      bounty: headOf(c.fromFlightId, c.fromEntryId)
    })),
    bountyMismatch: [...new Set(plan.toCarry.map((c) => c.fromFlightId))]
      .filter((id) => !sameBountyFormat(state.tournaments.get(id)!, t))
      .map(labelOf),
    skipped: plan.skipped.map((c) => ({
      playerId: c.playerId,
      name: nameOf(state, c.playerId),
      chips: c.chips,
      fromFlightId: c.fromFlightId,
      label: labelOf(c.fromFlightId),
      why: c.why
    })),
    carried: [...(t.flights?.carried.values() ?? [])].map((c) => {
      const e = t.registration.entries.get(c.entryId)
      return {
        entryId: c.entryId,
        number: e?.number ?? null,
        name: nameOf(state, c.playerId),
        chips: c.chips,
        label: labelOf(c.fromFlightId),
        withdrawn: e?.status === 'withdrawn'
      }
    }),
    places: eventPlaces(state, t.id)
  }
}
