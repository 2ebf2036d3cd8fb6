import type { FlightView, EventView } from '../../../../src/shared/core/flights/views'
import type { CommandSpec, Gen, Situation } from './context'
import { entryId, FLOOR, isIn, plain, tournamentId, withReason } from './context'

const flight = (s: Situation): FlightView | null => (s.views?.flights?.role === 'flight' ? s.views.flights : null)
const event = (s: Situation): EventView | null => (s.views?.flights?.role === 'event' ? s.views.flights : null)

/** The event's closed flights whose bags are not carried yet. */
const reopenable = (s: Situation): string[] =>
  event(s)
    ?.flights.filter((f) => f.status === 'closed' && !f.carried)
    .map((f) => f.tournamentId) ?? []

/** An entry of the flight without a bag mostly; a bagged one now and then (a correction), any entry rarely. */
function bagEntry(g: Gen): string {
  const f = flight(g.s)
  const open = f?.inPlay.filter((r) => !r.bag) ?? []
  const bagged = f?.inPlay.filter((r) => r.bag) ?? []
  if (open.length > 0 && g.rng.chance(0.85)) return g.rng.pick(open).entryId
  if (bagged.length > 0 && g.rng.chance(0.7)) return g.rng.pick(bagged).entryId
  return entryId(g, isIn)
}

/**
 * bag-and-tag at the end of a flight, closing and reopening it, Day 2 from the bags and
 * seated by stack. Weighted up where the focus tournament is a flight with stacks to bag, or an event with bags to
 * carry.
 */
export const flightCommands: Record<string, CommandSpec> = {
  'flight.bag': {
    weight: (s) => {
      const f = flight(s)
      if (!f || f.closed) return 0.05
      // Late in a flight: a few players left, bag them.
      return f.started ? (f.inPlay.length <= 12 ? 15 : 1) : 0.2
    },
    generate: (g) =>
      withReason(
        g,
        {
          type: 'flight.bag',
          tournamentId: tournamentId(g),
          entryId: bagEntry(g),
          chips: g.rng.chance(0.02) ? 0 : g.rng.range(1, 400) * 500,
          countedBy: g.rng.pick(FLOOR),
          witnessedBy: g.rng.pick(FLOOR)
        },
        0.4
      )
  },
  'flight.close': {
    weight: (s) => {
      const f = flight(s)
      if (!f || f.closed) return 0.05
      return f.started && f.toBag === 0 ? 30 : 0.3
    },
    generate: (g) => {
      // §27.5: bags that do not add up to the chips in play are closed by confirming the figures shown, with a reason
      // (mostly); now and then without, which is refused.
      const f = flight(g.s)
      const bagged = f?.inPlay.reduce((n, r) => n + (r.bag?.chips ?? 0), 0) ?? 0
      const inPlay = g.s.views?.registration?.stats.totalChips ?? 0
      if (!f || bagged === inPlay || g.rng.chance(0.15))
        return plain(g, { type: 'flight.close', tournamentId: tournamentId(g) })
      return withReason(g, { type: 'flight.close', tournamentId: tournamentId(g), difference: { bagged, inPlay } }, 0.9)
    }
  },
  'flight.reopen': {
    // A closed flight is carried to Day 2 soon after (day2.advance weighs 6): reopening must come close to that.
    weight: (s) => (reopenable(s).length > 0 ? 4 : flight(s)?.closed ? 0.8 : 0.05),
    generate: (g) => {
      // From the event's view mostly: a closed flight none of whose bags went to Day 2 yet (the focus is the event).
      const open = reopenable(g.s)
      const id = open.length > 0 && g.rng.chance(0.8) ? g.rng.pick(open) : tournamentId(g)
      return withReason(g, { type: 'flight.reopen', tournamentId: id }, 0.7)
    }
  },
  'day2.advance': {
    weight: (s) => ((event(s)?.toCarry.length ?? 0) > 0 ? 6 : 0.1),
    generate: (g) => plain(g, { type: 'day2.advance', tournamentId: tournamentId(g) })
  },
  'day2.seatByStack': {
    weight: (s) => {
      const e = event(s)
      return e && e.rules.day2Seating === 'byStack' && e.carried.length > 0 && !s.views?.seating?.drawn ? 15 : 0.05
    },
    generate: (g) => plain(g, { type: 'day2.seatByStack', tournamentId: tournamentId(g) })
  }
}
