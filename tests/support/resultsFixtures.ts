import type { HandOutcome } from '../../src/shared/core/results/eliminations/handOutcome'
import { recomputePlaces, type ResultRecord } from '../../src/shared/core/results/places/placesTable'
import type { PenaltyRecord } from '../../src/shared/core/results/penalties/penaltyRecord'
import type { ProtocolInput, ProtocolParticipant } from '../../src/shared/core/protocol/document'
import { compileRatingFormula } from '../../src/shared/core/league/rating/ratingFormula'
import type { SeriesEvent } from '../../src/shared/core/league/rating/seriesStandings'

export const T0 = Date.UTC(2026, 10, 28, 19, 0, 0)

/**
 * A played-out tournament of `n` entries: eliminations one or two per hand (every fifth hand a same-hand pair, every
 * fifteenth with equal stacks), places recomputed by the real code, points from a sqrt preset.
 */
export function playedTournament(n: number, prefix = 'e'): { entries: string[]; records: ResultRecord[] } {
  const entries = Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
  const records: ResultRecord[] = []
  let next = n - 1 // entries[n-1] busts first; entries[0] wins
  let hand = 0
  while (next >= 1) {
    hand += 1
    const pair = hand % 5 === 0 && next >= 2
    const busts: HandOutcome['busts'] = pair
      ? [
          {
            entryId: entries[next]!,
            startStack: 1000 + hand,
            level: Math.floor(hand / 10) + 1,
            tableId: `T${(hand % 10) + 1}`
          },
          {
            entryId: entries[next - 1]!,
            startStack: hand % 15 === 0 ? 1000 + hand : 5000 + hand,
            level: Math.floor(hand / 10) + 1,
            tableId: `T${(hand % 7) + 1}`
          }
        ]
      : [
          {
            entryId: entries[next]!,
            startStack: 1000 + hand,
            level: Math.floor(hand / 10) + 1,
            eliminatedBy: [entries[0]!]
          }
        ]
    records.push({ type: 'hand', handId: `${prefix}h${hand}`, outcome: { busts, tieRule: 'split' } })
    next -= busts.length
  }
  return { entries, records }
}

export function protocolInput(n: number): ProtocolInput {
  const { entries, records } = playedTournament(n)
  const places = recomputePlaces({ entries, records })
  const formula = compileRatingFormula({ kind: 'preset', preset: 'sqrt', base: 10 })
  const participants: ProtocolParticipant[] = places.results.map((r, i) => {
    const points =
      r.place !== null ? formula.points({ place: r.place, placeTo: r.placeTo!, entrants: n, finalTableSize: 9 }) : null
    return {
      entryId: r.entryId,
      number: i + 1,
      publicName: i === 3 ? '=HYPERLINK("http://x","<b>Eve</b>")' : `Player ${i + 1}`,
      realName: `Real Name ${i + 1}`,
      status: r.status === 'in' ? 'playing' : r.status,
      table: `T${(i % 10) + 1}`,
      seat: (i % 9) + 1,
      eliminationLevel: r.level ?? undefined,
      place: r.place,
      placeTo: r.placeTo,
      basis: r.basis,
      points: points?.points ?? null,
      pointsExplanation: points?.explanation ?? null,
      knockouts: r.knockouts
    }
  })
  const penalty = (id: string, published: boolean): PenaltyRecord => ({
    id,
    date: '2026-11-28',
    recordedAt: T0 + 1000,
    recordedBy: 'Secretary',
    tournamentId: 't1',
    entryId: entries[1]!,
    playerId: 'pl2',
    tableId: 'T2',
    hand: 12,
    violation: { code: 'delay-of-game' },
    measure: { kind: 'missed-rounds', rounds: 1, playersAtTable: 9, hands: 9 },
    decidedBy: { name: 'Floor Boris', role: 'floor' },
    published
  })
  return {
    tournament: {
      id: 't1',
      name: 'Saturday <Main> & "Friends"',
      date: '2026-11-28',
      time: '19:00',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000,
      noCashPrizes: true
    },
    levels: [
      { index: 1, kind: 'level', durationMinutes: 20, smallBlind: 100, bigBlind: 200, ante: 0 },
      { index: 2, kind: 'level', durationMinutes: 20, smallBlind: 200, bigBlind: 400, ante: 400 },
      { index: 3, kind: 'break', durationMinutes: 10 }
    ],
    participants,
    moves: [
      {
        entryId: entries[2]!,
        fromTable: 'T9',
        fromSeat: 4,
        toTable: 'T1',
        toSeat: 7,
        level: 2,
        at: T0 + 5000,
        by: 'Secretary',
        reason: 'balancing'
      }
    ],
    penalties: [penalty('pen-internal', false), penalty('pen-published', true)],
    disputes: [
      {
        id: 'd1',
        tournamentId: 't1',
        tableId: 'T4',
        hand: 30,
        entryIds: [],
        facts: 'Oversized chip <script>alert(1)</script>',
        ruling: 'Call',
        ruledBy: { name: 'Anna', role: 'director' },
        ruledAt: T0 + 2000,
        appealedToDirector: true,
        recordedAt: T0 + 3000,
        recordedBy: 'Secretary',
        published: false
      }
    ],
    corrections: [
      {
        at: T0 + 4000,
        by: 'Anna',
        entryId: entries[5]!,
        field: 'place',
        from: '6',
        to: '5–6',
        reason: 'equal stacks',
        enteredAfterTheFact: false
      },
      { at: T0 + 9_000_000, by: 'Anna', entryId: entries[6]!, field: 'realName', from: 'x', to: 'y', reason: 'typo' }
    ],
    approval: { by: 'Anna (TD)', at: T0 + 8_000_000 }
  }
}

/** A series of `events` events with `entrants` entries each, players drawn from a pool of `pool`. */
export function seriesOf(events: number, entrants: number, pool: number): SeriesEvent[] {
  return Array.from({ length: events }, (_, k) => ({
    eventId: `ev${k + 1}`,
    sequence: k + 1,
    date: '2026-01-01',
    formula: { kind: 'preset', preset: 'sqrt', base: 10, finalTableBonus: 5 },
    entrants,
    finalTableSize: 9,
    coefficient: 1 + (k % 3) / 2,
    results: Array.from({ length: entrants }, (_, i) => ({
      playerId: `p${(i * 7 + k * 13) % pool}`,
      entryId: `ev${k + 1}-e${i}`,
      place: i + 1,
      knockouts: i % 4
    }))
  }))
}
