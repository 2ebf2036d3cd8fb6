import type { PenaltyLog } from '../../../../src/shared/core/results/penalties/views'
import type { CommandSpec, Gen } from './context'
import { currentLevel, entries, entryId, isIn, plain, seatOf, tournamentId, withReason } from './context'

const VIOLATIONS = [
  'delay-of-game',
  'phone-at-table',
  'abuse',
  'exposed-cards-before-end-of-betting',
  'chip-dumping',
  'other'
]

function measure(g: Gen): Record<string, unknown> {
  return g.rng.weighted([
    [4, { kind: 'verbal-warning' }],
    [4, { kind: 'official-warning' }],
    [2, { kind: 'missed-hands', hands: g.rng.range(1, 18) }],
    [2, { kind: 'missed-rounds', rounds: g.rng.range(1, 3), playersAtTable: g.rng.range(2, 10) }],
    [3, { kind: 'time-away', minutes: g.rng.pick([5, 10, 20]) }],
    [1, { kind: 'dead-hand' }],
    [1, { kind: 'chip-removal', chips: 500 }],
    // §25.10, §25.11: a disqualification from the tournament takes the entry out of play.
    [1, { kind: 'disqualification', scope: g.rng.pick(['tournament', 'season']) }],
    [0.5, { kind: 'rating-exclusion', scope: 'event' }],
    [0.5, { kind: 'ban', events: 3 }]
  ] as const)
}

function decidedBy(g: Gen): Record<string, unknown> {
  return g.rng.chance(0.6) ? { name: 'TD Anna', role: 'director' } : { name: 'Floor Ivan', role: 'floor' }
}

async function log(g: Gen): Promise<PenaltyLog | null> {
  const t = g.s.t
  return t ? g.world.view(t, 'penalties') : null
}

async function penaltyId(
  g: Gen,
  wanted: (p: PenaltyLog['penalties'][number]) => boolean = () => true
): Promise<string> {
  const rows = (await log(g))?.penalties ?? []
  const good = rows.filter(wanted)
  if (good.length > 0 && g.rng.chance(0.92)) return g.rng.pick(good).penalty.id
  return rows.length > 0 && g.rng.chance(0.8) ? g.rng.pick(rows).penalty.id : 'no-such-penalty'
}

async function disputeId(g: Gen): Promise<string> {
  const disputes = (await log(g))?.disputes ?? []
  return disputes.length > 0 && g.rng.chance(0.93) ? g.rng.pick(disputes).id : 'no-such-dispute'
}

function table(g: Gen, id: string): string {
  const e = entries(g).find((x) => x.id === id)
  const seat = e ? seatOf(e) : null
  return seat ? String(seat.table) : String(g.rng.range(1, 5))
}

const hasPenalties = (s: Gen['s']): boolean => (s.views?.entries ?? []).some(isIn) && (s.views?.seating?.drawn ?? false)

export const penaltyCommands: Record<string, CommandSpec> = {
  'penalty.record': {
    weight: (s) => (hasPenalties(s) ? 1.5 : 0.3),
    generate: (g) => {
      const id = entryId(g)
      return withReason(
        g,
        {
          type: 'penalty.record',
          tournamentId: tournamentId(g),
          entryId: id,
          tableId: table(g, id),
          ...(g.rng.chance(0.5) ? { hand: g.rng.range(1, 200) } : {}),
          ...(g.rng.chance(0.7) ? { level: currentLevel(g) } : {}),
          violation: {
            code: g.rng.pick(VIOLATIONS),
            ...(g.rng.chance(0.3) ? { description: 'Seen by the dealer' } : {})
          },
          measure: measure(g),
          decidedBy: decidedBy(g),
          ...(g.rng.chance(0.2) ? { published: true } : {})
        },
        0.7
      )
    }
  },
  'penalty.publish': {
    weight: (s) => ((s.views?.penalties?.penalties.length ?? 0) > 0 ? 1.2 : 0.2),
    generate: async (g) =>
      withReason(
        g,
        {
          type: 'penalty.publish',
          tournamentId: tournamentId(g),
          penaltyId: await penaltyId(g),
          published: g.rng.chance(0.6)
        },
        0.5
      )
  },
  'penalty.startTimeAway': {
    weight: (s) =>
      (s.views?.penalties?.penalties ?? []).some(
        (p) => p.penalty.measure.kind === 'time-away' && p.timeAway === null && !p.penalty.withdrawn
      )
        ? 4
        : 0.3,
    generate: async (g) =>
      plain(g, {
        type: 'penalty.startTimeAway',
        tournamentId: tournamentId(g),
        penaltyId: await penaltyId(g, (p) => p.penalty.measure.kind === 'time-away' && p.timeAway === null)
      })
  },
  'penalty.correct': {
    weight: (s) => ((s.views?.penalties?.penalties.length ?? 0) > 0 ? 1.2 : 0.2),
    generate: async (g) => {
      const fields = g.rng.weighted([
        [2, { level: g.rng.chance(0.3) ? null : currentLevel(g) }],
        [1, { hand: g.rng.range(1, 99) }],
        [2, { measure: measure(g) }],
        [1, { violation: { code: g.rng.pick(VIOLATIONS) } }],
        [1, { decidedBy: decidedBy(g) }],
        [1, { tableId: String(g.rng.range(1, 5)) }]
      ] as const)
      return withReason(
        g,
        { type: 'penalty.correct', tournamentId: tournamentId(g), penaltyId: await penaltyId(g), ...fields },
        0.85
      )
    }
  },
  'penalty.withdraw': {
    weight: (s) => ((s.views?.penalties?.penalties.length ?? 0) > 0 ? 0.8 : 0.2),
    generate: async (g) =>
      withReason(
        g,
        {
          type: 'penalty.withdraw',
          tournamentId: tournamentId(g),
          penaltyId: await penaltyId(g, (p) => !p.penalty.withdrawn)
        },
        0.85
      )
  },
  'dispute.record': {
    weight: () => 0.6,
    generate: (g) => {
      const involved = g.rng.some(entries(g).filter(isIn), 0, 2).map((e) => e.id)
      return withReason(
        g,
        {
          type: 'dispute.record',
          tournamentId: tournamentId(g),
          tableId: String(g.rng.range(1, 5)),
          ...(g.rng.chance(0.5) ? { hand: g.rng.range(1, 200) } : {}),
          ...(g.rng.chance(0.5) ? { level: currentLevel(g) } : {}),
          entryIds: involved,
          facts: 'Oversized chip pushed without a word',
          ruling: 'A call',
          ruledBy: { name: g.rng.pick(['TD Anna', 'Floor Ivan']), role: g.rng.pick(['floor', 'director']) },
          // At most now (§27.4); now and then a ruling that claims to lie in the future.
          ruledAt: g.rng.chance(0.95) ? g.now - g.rng.range(1, 30) * 60_000 : g.now + 3_600_000,
          ...(g.rng.chance(0.2) ? { appealedToDirector: true } : {})
        },
        0.3
      )
    }
  },
  'dispute.publish': {
    weight: (s) => ((s.views?.penalties?.disputes.length ?? 0) > 0 ? 1.5 : 0.2),
    generate: async (g) =>
      withReason(
        g,
        {
          type: 'dispute.publish',
          tournamentId: tournamentId(g),
          disputeId: await disputeId(g),
          published: g.rng.chance(0.6)
        },
        0.5
      )
  },
  'dispute.correct': {
    weight: (s) => ((s.views?.penalties?.disputes.length ?? 0) > 0 ? 1.2 : 0.2),
    generate: async (g) => {
      const fields = g.rng.weighted([
        [2, { ruling: 'A raise, on review' }],
        [1, { facts: 'Corrected: the chip was pushed after a word' }],
        [1, { hand: null }],
        [1, { appealedToDirector: true }]
      ] as const)
      return withReason(
        g,
        { type: 'dispute.correct', tournamentId: tournamentId(g), disputeId: await disputeId(g), ...fields },
        0.85
      )
    }
  }
}
