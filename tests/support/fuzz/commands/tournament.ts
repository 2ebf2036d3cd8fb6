import type { CommandSpec, Gen, Situation } from './context'
import { plain, tournamentId, withReason } from './context'

const NAMES = ['Main Event', 'Deepstack', 'Turbo', 'Ladies Event', 'High Roller', 'Freezeout', 'PLO Special']
const VENUES = ['Hall A', 'Hall B', 'Terrace', '']

/** The focus tournament has ended (one left) or there is none: time for a new one. */
export function wantsNewTournament(s: Situation): boolean {
  if (!s.t || !s.views) return true
  const r = s.views.results
  return r !== null && r.winner !== null && (r.approval !== null || r.hands.length > 0)
}

function fields(g: Gen): Record<string, unknown> {
  const plan = g.rng.next()
  return {
    name: `${g.rng.pick(NAMES)} #${g.rng.range(1, 999)}`,
    // A date that does not exist now and then (2025-13-45 was once accepted).
    date: g.rng.chance(0.03)
      ? '2025-13-45'
      : `2026-${String(g.rng.range(1, 12)).padStart(2, '0')}-${String(g.rng.range(1, 28)).padStart(2, '0')}`,
    ...(g.rng.chance(0.7) ? { time: `${String(g.rng.range(10, 23))}:${g.rng.pick(['00', '30'])}` } : {}),
    venue: g.rng.pick(VENUES),
    // OFC seats 2–3 at a table (BFSP §4.2): a few of them exercise the small tables.
    discipline:
      plan < 0.06
        ? 'ofc'
        : g.rng.weighted([
            [8, 'holdem'],
            [1, 'omaha'],
            [1, 'stud'],
            [1, 'mixed']
          ] as const),
    bettingFormat: g.rng.pick(['no-limit', 'pot-limit', 'fixed-limit', 'mixed']),
    startingStack: g.rng.pick([10_000, 20_000, 30_000, 50_000]),
    ...bounty(g),
    ...multiDay(g)
  }
}

/** §5.10: a bounty or progressive-bounty event now and then, in points or chips, odd heads too. */
function bounty(g: Gen): Record<string, unknown> {
  if (!g.rng.chance(0.35)) return {}
  return {
    bounty: {
      kind: g.rng.weighted([
        [2, 'bounty'],
        [3, 'progressive'],
        [0.3, 'none']
      ] as const),
      unit: g.rng.pick(['points', 'chips']),
      startingBounty: g.rng.pick([0, 100, 101, 500, 1000, 7777]),
      collectedPercent: g.rng.pick([0, 33, 50, 100])
    }
  }
}

/** §5.5 а–д: a multi-day event's announced rules, every option. */
export function eventRules(g: Gen): Record<string, unknown> {
  return {
    role: 'event',
    carryOver: g.rng.pick(['best', 'all']),
    reentryAfterAdvance: g.rng.chance(0.5),
    day2Seating: g.rng.pick(['draw', 'byStack']),
    flightBusts: g.rng.pick(['shared', 'unplaced'])
  }
}

/**
 * a flight of the focus event (or of the focus flight's event) now and then, a new Day 2 rarely; labels
 * collide sometimes (refused), the event named is sometimes not one (refused).
 */
function multiDay(g: Gen): Record<string, unknown> {
  // The first tournaments of a history stay one-day ones: short histories still reach results and their approval.
  if (g.s.tournamentIds.length < 2) return {}
  const f = g.s.views?.flights
  const eventId = f?.role === 'event' ? g.s.t : f?.role === 'flight' ? f.eventId : null
  if (eventId && g.rng.chance(0.6))
    return { multiDay: { role: 'flight', eventId, label: `1${g.rng.pick(['A', 'B', 'C', 'D'])}` } }
  if (g.rng.chance(0.02) && g.s.t) return { multiDay: { role: 'flight', eventId: g.s.t, label: '1A' } }
  if (g.rng.chance(0.3)) return { multiDay: eventRules(g) }
  return {}
}

export const tournamentCommands: Record<string, CommandSpec> = {
  'tournament.create': {
    // §5.5: a Day 2 announced and not started gets its flights first.
    weight: (s) =>
      wantsNewTournament(s)
        ? 40
        : s.views?.flights?.role === 'event' && s.views.flights.flights.length < 2 && !s.views.flights.started
          ? 6
          : 0.1,
    generate: (g) => plain(g, { type: 'tournament.create', fields: fields(g) })
  },
  'tournament.edit': {
    weight: () => 1,
    generate: (g) => {
      const changes = g.rng.weighted([
        [3, { notes: `Note ${g.rng.range(1, 99)}` }],
        [1, { venue: g.rng.pick(VENUES) }],
        [1, { startingStack: g.rng.pick([10_000, 20_000, 30_000]) }],
        [1, { time: '20:00' }],
        // §5.5: the event's rules changed or removed (refused while flights point at it).
        [0.3, { multiDay: g.rng.chance(0.5) ? eventRules(g) : null }],
        // §5.10: the bounty format announced again (after the start, with a reason).
        [0.3, bounty(g)],
        [1, {}]
      ] as const)
      return withReason(g, { type: 'tournament.edit', tournamentId: tournamentId(g), changes }, 0.6)
    }
  },
  'tournament.display': {
    weight: () => 0.8,
    generate: (g) => plain(g, { type: 'tournament.display', tournamentId: tournamentId(g) })
  },
  'tournament.recordStart': {
    weight: () => 0.3,
    generate: (g) => plain(g, { type: 'tournament.recordStart', tournamentId: tournamentId(g) })
  }
}
