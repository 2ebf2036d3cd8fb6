import type { CommandSpec, Gen, Situation } from './context'
import { currentLevel, entries, entryId, isIn, plain, tournamentId, withReason } from './context'
import { wantsNewTournament } from './tournament'

function terms(g: Gen): Record<string, unknown> {
  const rebuy = g.rng.chance(0.4)
    ? {
        maxPerPlayer: g.rng.range(1, 3),
        untilLevel: g.rng.range(2, 5),
        stackThreshold: g.rng.pick([0, 10_000, 30_000]),
        chips: 10_000
      }
    : null
  const cap = g.rng.chance(0.25) ? g.rng.range(6, 40) : null
  const late = g.rng.weighted([
    [3, { kind: 'level-end', level: g.rng.range(2, 6) }],
    [1, { kind: 'first-break' }],
    [1, { kind: 'at-start' }],
    [rebuy ? 1 : 0.1, { kind: 'rebuy-end' }],
    [cap ? 1 : 0.1, { kind: 'cap' }]
  ] as const)
  return {
    reentry: g.rng.chance(0.6)
      ? { maxPerPlayer: g.rng.range(1, 3), untilLevel: g.rng.pick([null, 3, 5]), chips: g.rng.pick([null, 20_000]) }
      : null,
    rebuy,
    addon: g.rng.chance(0.4) ? { atBreak: g.rng.pick([1, 1, 2]), chips: 15_000 } : null,
    playerCap: cap,
    lateRegistration: late,
    noShowStack: g.rng.pick(['posted', 'not-posted'])
  }
}

function awards(g: Gen): Record<string, unknown> {
  const cash = g.rng.chance(0.3)
  // §5.12: now and then a satellite: places that are seats in another tournament (rarely in itself: refused).
  const others = g.s.tournamentIds.filter((id) => id !== g.s.t)
  // A satellite whose every award place is a seat, now and then: its tickets are due when it ends, or when the
  // players left all hold ticket places (§5.12), so `tickets.issue` and `tickets.void` reach their accepted path.
  const satellite = g.rng.chance(0.35)
  const ticketFor = (): Record<string, string> =>
    (satellite || g.rng.chance(0.6)) && others.length > 0
      ? { ticketFor: g.rng.chance(0.95) ? g.rng.pick(others) : (g.s.t ?? 'no-such-tournament') }
      : {}
  return {
    noCashPrizes: !cash,
    places: Array.from({ length: g.rng.range(satellite ? 1 : 0, 3) }, (_, i) => ({
      place: i + 1,
      description: `Trophy ${i + 1}`,
      ...ticketFor()
    })),
    ...(cash
      ? {
          prizeFund: {
            declared: '5 000 BYN',
            brackets: [{ minEntries: 1, percentages: g.rng.chance(0.9) ? [50, 30, 20] : [50, 30] }]
          }
        }
      : // The patch keeps a part left out: a fund announced earlier is cleared with the cash prizes,
        // mostly; left in now and then (refused whole: a fund without cash prizes).
        g.rng.chance(0.9)
        ? { prizeFund: null }
        : {})
  }
}

/** A player of the database for the focus tournament: one without an entry in play there, mostly. */
function playerFor(g: Gen): string {
  const all = entries(g)
  const holding = new Set(all.filter((e) => isIn(e) || e.status === 'waiting').map((e) => e.playerId))
  const live = g.world.livePlayers()
  const free = live.filter((p) => !holding.has(p.id))
  const out = free.filter((p) => all.some((e) => e.playerId === p.id))
  const r = g.rng.next()
  // Re-entries: players whose entry is out (§5.6).
  if (out.length > 0 && r < 0.2) return g.rng.pick(out).id
  if (free.length > 0 && r < 0.93) return g.rng.pick(free).id
  if (live.length > 0 && r < 0.99) return g.rng.pick(live).id
  return 'no-such-player'
}

export function entered(s: Situation): number {
  return (s.views?.entries ?? []).filter((e) => e.status !== 'waiting' && e.status !== 'withdrawn').length
}

export function freePlayers(g: { world: Gen['world'] }, s: Situation): number {
  const holding = new Set(
    (s.views?.entries ?? []).filter((e) => isIn(e) || e.status === 'waiting').map((e) => e.playerId)
  )
  return g.world.livePlayers().filter((p) => !holding.has(p.id)).length
}

const any = (s: Situation, status: string): boolean => (s.views?.entries ?? []).some((e) => e.status === status)

/** The player cap is reached (§7.7): further registrations join the waiting list. */
function full(s: Situation): boolean {
  const cap = s.views?.registration?.terms.playerCap ?? null
  return cap !== null && (s.views?.entries ?? []).filter(isIn).length >= cap
}

export const registrationCommands: Record<string, CommandSpec> = {
  'registration.setTerms': {
    weight: (s) => (s.views && (s.views.registration?.version ?? 0) === 0 && entered(s) === 0 ? 6 : 0.4),
    generate: (g) =>
      withReason(g, { type: 'registration.setTerms', tournamentId: tournamentId(g), terms: terms(g) }, 0.6)
  },
  'registration.setAwards': {
    // A satellite's tickets are announced before play mostly (§5.12): more often while nothing is announced.
    // Once a satellite announced its seats, they mostly stay as announced until play ends (tickets issued then).
    weight: (s) => ((s.views?.registration?.awards.places.some((p) => p.ticketFor) ?? true) ? 0.25 : 1.5),
    generate: (g) =>
      withReason(g, { type: 'registration.setAwards', tournamentId: tournamentId(g), awards: awards(g) }, 0.6)
  },
  'entry.register': {
    weight: (s) => {
      if (!s.t || wantsNewTournament(s)) return 0.3
      // Late registration closed: now and then the director's override, or a refusal by the rules (§7.7, §7.8).
      if (s.views?.registration?.lateRegistration.status === 'closed') return 1.5
      return s.plan && entered(s) < s.plan.entries ? 16 : 1.5
    },
    generate: (g) => {
      const r = g.rng.next()
      const command: Record<string, unknown> = {
        type: 'entry.register',
        tournamentId: tournamentId(g),
        playerId: playerFor(g)
      }
      // §5.12: a seat won in a satellite, mostly by its holder (another player's is refused, §6.9).
      const seats = (g.s.views?.tickets?.seatsHere ?? []).filter((k) => k.status === 'valid' || g.rng.chance(0.1))
      if (seats.length > 0 && g.rng.chance(0.5)) {
        const seat = g.rng.pick(seats)
        command.ticketId = seat.id
        if (g.rng.chance(0.9)) command.playerId = seat.playerId
      }
      if (full(g.s) ? r < 0.7 : r < 0.04) command.waitingList = true
      else if (r < 0.8 && r > 0.72) command.preRegistered = true
      if (g.rng.chance(0.08)) command.override = true
      return withReason(g, command, command.override ? 0.85 : 0.05)
    }
  },
  'entry.confirm': {
    weight: (s) => (any(s, 'pre-registered') ? 4 : 0.2),
    generate: (g) =>
      plain(g, {
        type: 'entry.confirm',
        tournamentId: tournamentId(g),
        entryId: entryId(g, (e) => e.status === 'pre-registered')
      })
  },
  'entry.admit': {
    weight: (s) => (any(s, 'waiting') ? (full(s) ? 1 : 8) : 0.2),
    generate: (g) => {
      const waiting = entries(g)
        .filter((e) => e.status === 'waiting')
        .sort((a, b) => (a.waitingPosition ?? 0) - (b.waitingPosition ?? 0))
      const first = waiting[0]
      const override = g.rng.chance(0.15)
      const id = first && g.rng.chance(0.8) ? first.id : entryId(g, (e) => e.status === 'waiting')
      return withReason(
        g,
        { type: 'entry.admit', tournamentId: tournamentId(g), entryId: id, ...(override ? { override } : {}) },
        override ? 0.85 : 0
      )
    }
  },
  'entry.withdraw': {
    // A full field with alternates waiting: a withdrawal frees the place `entry.admit` offers (§7.9).
    weight: (s) => (any(s, 'waiting') && full(s) ? 3 : 0.6),
    generate: (g) => {
      const override = g.rng.chance(0.3)
      return withReason(
        g,
        {
          type: 'entry.withdraw',
          tournamentId: tournamentId(g),
          entryId: entryId(g),
          ...(override ? { override } : {})
        },
        override ? 0.85 : 0.1
      )
    }
  },
  'entry.eliminate': {
    weight: (s) => (s.views?.seating?.drawn ? 2.5 : 0.3),
    generate: (g) => {
      const inPlay = entries(g).filter(isIn)
      const by = g.rng.chance(0.3) ? g.rng.maybe(inPlay) : undefined
      return withReason(
        g,
        {
          type: 'entry.eliminate',
          tournamentId: tournamentId(g),
          entryId: entryId(g),
          level: currentLevel(g),
          confirmedBy: g.rng.pick(['Dealer Olga', 'Floor Ivan']),
          ...(by ? { eliminatedBy: by.id } : {})
        },
        0.1
      )
    }
  },
  'entry.disqualify': {
    weight: (s) => (s.views?.seating?.drawn ? 0.8 : 0.2),
    generate: (g) =>
      withReason(
        g,
        {
          type: 'entry.disqualify',
          tournamentId: tournamentId(g),
          entryId: entryId(g),
          ...(g.rng.chance(0.5) ? { level: currentLevel(g) } : {})
        },
        0.9
      )
  },
  'entry.liftDisqualification': {
    weight: (s) => (any(s, 'disqualified') ? 3 : 0.2),
    generate: (g) =>
      withReason(
        g,
        {
          type: 'entry.liftDisqualification',
          tournamentId: tournamentId(g),
          entryId: entryId(g, (e) => e.status === 'disqualified')
        },
        0.9
      )
  },
  'entry.rebuy': {
    weight: (s) => (s.views?.registration?.terms.rebuy ? 2 : 0.3),
    generate: (g) =>
      plain(g, {
        type: 'entry.rebuy',
        tournamentId: tournamentId(g),
        entryId: entryId(g, (e) => e.status === 'registered'),
        stack: g.rng.pick([0, 0, 5_000, 25_000, 100_000])
      })
  },
  'entry.addon': {
    weight: (s) => (s.views?.registration?.terms.addon ? (s.views.registration.position?.inBreak ? 6 : 0.8) : 0.3),
    generate: (g) => plain(g, { type: 'entry.addon', tournamentId: tournamentId(g), entryId: entryId(g) })
  }
}
