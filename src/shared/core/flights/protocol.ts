import { resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { bagsOf, flightsOfEvent } from './carry'
import type { MultiDayEvent } from './schemas'
import { eventRulesOf, flightOf } from './state'
import { eventPlaces } from './views'

/** §27.5: one bag in the protocol — entry number, public name, the count and who made it. */
export interface ProtocolBag {
  readonly number: number | null
  readonly publicName: string
  readonly chips: number
  readonly countedBy: string
  readonly witnessedBy: string
  readonly at: number
  /** Carried to Day 2 (§5.5 а, в). */
  readonly advanced: boolean
  /** Internal: how many times the bag was counted again (§27.8). */
  readonly recounts?: number
}

/** One flight of the event: its date, entries, bags. */
export interface ProtocolFlight {
  readonly label: string
  readonly name: string
  readonly date: string
  readonly entries: number
  readonly closed: boolean
  readonly bags: readonly ProtocolBag[]
}

/** §5.5 г: a row of the places across the event, by public name. */
export interface ProtocolEventPlace {
  readonly place: number | null
  readonly placeTo: number | null
  readonly publicName: string
  /** The flight the player went out in; null: Day 2. */
  readonly flightLabel: string | null
}

/**
 * §5.5, §27.5: the Flights section. On the Day 2: every flight with its bags and who advanced, the
 * announced rules, the places across the event. On a flight: its event and its own bags.
 */
export interface ProtocolFlights {
  readonly role: 'event' | 'flight'
  readonly eventName: string
  /** The flight's label (role 'flight'). */
  readonly label?: string
  readonly rules?: MultiDayEvent
  readonly flights: readonly ProtocolFlight[]
  readonly places: readonly ProtocolEventPlace[]
}

function flightOfProtocol(state: FloorState, f: Tournament, advanced: ReadonlySet<string>): ProtocolFlight {
  return {
    label: flightOf(f)?.label ?? '',
    name: f.fields.name,
    date: f.fields.date,
    entries: f.registration.enteredCount,
    closed: f.flights?.closed ?? false,
    bags: bagsOf(f).map((b) => ({
      number: f.registration.entries.get(b.entryId)?.number ?? null,
      publicName: resolvePlayer(state.players, b.playerId)?.fields.displayName || '—',
      chips: b.chips,
      countedBy: b.countedBy,
      witnessedBy: b.witnessedBy,
      at: b.at,
      advanced: advanced.has(`${f.id}\u0000${b.entryId}`),
      recounts: b.history.length
    }))
  }
}

/** The tournament's Flights section, or null for a one-day tournament. */
export function flightsOfProtocol(state: FloorState, t: Tournament): ProtocolFlights | null {
  const flight = flightOf(t)
  const eventId = flight ? flight.eventId : eventRulesOf(t) ? t.id : null
  if (!eventId) return null
  const event = state.tournaments.get(eventId)
  const advanced = new Set(
    [...(event?.flights?.carried.values() ?? [])].map((c) => `${c.fromFlightId}\u0000${c.fromEntryId}`)
  )
  if (flight)
    return {
      role: 'flight',
      eventName: event?.fields.name ?? '',
      label: flight.label,
      flights: [flightOfProtocol(state, t, advanced)],
      places: []
    }
  return {
    role: 'event',
    eventName: t.fields.name,
    rules: { ...eventRulesOf(t)! },
    flights: flightsOfEvent(state, t.id).map((f) => flightOfProtocol(state, f, advanced)),
    places: eventPlaces(state, t.id).map((r) => ({
      place: r.place,
      placeTo: r.placeTo,
      publicName: r.name,
      flightLabel: r.flightLabel
    }))
  }
}

/** The public version: the counts as recorded, without the internal history of recounts (§27.11). */
export function publicFlights(f: ProtocolFlights | null): ProtocolFlights | null {
  if (!f) return null
  return { ...f, flights: f.flights.map((x) => ({ ...x, bags: x.bags.map(({ recounts: _r, ...b }) => b) })) }
}
