import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { checkDisputedDecision } from '../../../../src/shared/core/results/penalties/disputedDecision'
import {
  checkPenalty,
  handsRemaining,
  mayDecide,
  missedRounds,
  publicPenalties,
  repeatOffences,
  roundsToHands,
  suggestMeasure,
  timeAwayEndsAt,
  type PenaltyRecord
} from '../../../../src/shared/core/results/penalties/penaltyRecord'
import { rejectionCode } from '../../../support/rejection'

const T0 = Date.UTC(2026, 10, 28, 19, 0, 0)
const penalty = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'p1',
  date: '2026-11-28',
  recordedAt: T0,
  recordedBy: 'Secretary',
  tournamentId: 't1',
  entryId: 'e7',
  playerId: 'pl7',
  tableId: 'T3',
  hand: 41,
  violation: { code: 'delay-of-game' },
  measure: { kind: 'official-warning' },
  decidedBy: { name: 'Floor Boris', role: 'floor' },
  ...over
})

describe('penalty records (§25.13)', () => {
  it('records date, tournament, participant, table, hand or level, violation, measure and who decided; internal by default (§25.14)', () => {
    const p = checkPenalty(penalty())
    expect(p).toMatchObject({
      date: '2026-11-28',
      tournamentId: 't1',
      entryId: 'e7',
      tableId: 'T3',
      hand: 41,
      violation: { code: 'delay-of-game' },
      measure: { kind: 'official-warning' },
      decidedBy: { name: 'Floor Boris' },
      published: false
    })
  })

  it('§25.13: refuses a record with neither hand nor level, and an "other" violation without a description', () => {
    expect(() => checkPenalty(penalty({ hand: undefined }))).toThrow(ZodError)
    expect(checkPenalty(penalty({ hand: undefined, level: 6 })).level).toBe(6)
    expect(() => checkPenalty(penalty({ violation: { code: 'other' } }))).toThrow(ZodError)
  })

  it('§25.1: every measure of the list can be recorded', () => {
    const measures = [
      { kind: 'verbal-warning' },
      { kind: 'official-warning' },
      { kind: 'missed-hands', hands: 3 },
      missedRounds(1, 9),
      { kind: 'time-away', minutes: 10 },
      { kind: 'dead-hand' },
      { kind: 'chip-removal', chips: 5000 },
      { kind: 'disqualification', scope: 'tournament' },
      { kind: 'rating-exclusion', scope: 'series' },
      { kind: 'ban', until: '2027-06-01' }
    ]
    for (const measure of measures) {
      expect(checkPenalty(penalty({ measure, decidedBy: { name: 'Anna', role: 'director' } })).measure).toEqual(measure)
    }
  })

  it('BFSP §7.2: a floor may not disqualify, exclude from the rating or ban; the director may', () => {
    expect(mayDecide('floor', { kind: 'disqualification', scope: 'tournament' })).toBe(false)
    expect(mayDecide('floor', missedRounds(2, 8))).toBe(true)
    expect(rejectionCode(() => checkPenalty(penalty({ measure: { kind: 'ban' } })))).toBe(
      'results.error.penaltyAuthority'
    )
  })
})

describe('missed rounds as hands (BFSP §7.1.2 note, §25.9)', () => {
  it('a round is as many hands as players at the table when imposed, the penalised one included', () => {
    expect(roundsToHands(1, 9)).toBe(9)
    expect(roundsToHands(2, 6)).toBe(12)
    expect(missedRounds(2, 7)).toEqual({ kind: 'missed-rounds', rounds: 2, playersAtTable: 7, hands: 14 })
  })

  it('refuses a table of one, more than 12, or a fractional round', () => {
    expect(rejectionCode(() => roundsToHands(1, 1))).toBe('results.error.penaltyTableSize')
    expect(rejectionCode(() => roundsToHands(1, 13))).toBe('results.error.penaltyTableSize')
    expect(rejectionCode(() => roundsToHands(1.5, 9))).toBe('results.error.penaltyRounds')
  })

  it('refuses a stored conversion that does not match rounds × players', () => {
    expect(
      rejectionCode(() =>
        checkPenalty(penalty({ measure: { kind: 'missed-rounds', rounds: 1, playersAtTable: 9, hands: 8 } }))
      )
    ).toBe('results.error.penaltyRoundsMismatch')
  })

  it('§25.8: counts only hands actually started at the player’s table', () => {
    expect(handsRemaining(missedRounds(1, 9), 4)).toBe(5)
    expect(handsRemaining(missedRounds(1, 9), 20)).toBe(0)
    expect(handsRemaining({ kind: 'dead-hand' }, 3)).toBeNull()
  })

  it('time away ends after its minutes from the moment the floor starts the countdown', () => {
    expect(timeAwayEndsAt({ kind: 'time-away', minutes: 10 }, T0)).toBe(T0 + 600_000)
  })
})

describe('repeat offences (§25.2, BFSP §7.1)', () => {
  const records = [
    checkPenalty(penalty({ id: 'a', recordedAt: T0 })),
    checkPenalty(penalty({ id: 'b', recordedAt: T0 + 1000, violation: { code: 'phone-at-table' } })),
    checkPenalty(penalty({ id: 'c', recordedAt: T0 + 2000, playerId: 'someone-else' })),
    checkPenalty(penalty({ id: 'd', recordedAt: T0 + 3000, tournamentId: 't0' }))
  ]

  it('shows the earlier records of the participant, newest first, and whether this violation repeats', () => {
    const r = repeatOffences(records, { playerId: 'pl7', violation: 'delay-of-game' })
    expect(r.earlier.map((p) => p.id)).toEqual(['d', 'b', 'a'])
    expect(r.sameViolation.map((p) => p.id)).toEqual(['d', 'a'])
    expect(r.isRepeat).toBe(true)
    expect(
      repeatOffences(records, { playerId: 'pl7', violation: 'delay-of-game', tournamentId: 't1' }).sameViolation.map(
        (p) => p.id
      )
    ).toEqual(['a'])
    expect(repeatOffences(records, { playerId: 'pl7', violation: 'abuse' }).isRepeat).toBe(false)
  })

  it('BFSP §7.1.2: warning the first time, one round the second; §7.1.4 collusion: two rounds, then disqualification', () => {
    expect(suggestMeasure('kept-cards-after-fold', 0, 9)).toEqual({ kind: 'official-warning' })
    expect(suggestMeasure('kept-cards-after-fold', 1, 9)).toEqual(missedRounds(1, 9))
    expect(suggestMeasure('collusion', 0, 8)).toEqual(missedRounds(2, 8))
    expect(suggestMeasure('collusion', 2, 8)).toEqual({ kind: 'disqualification', scope: 'tournament' })
    expect(suggestMeasure('abuse', 0, 8)).toBeNull()
  })
})

describe('public and internal discipline data (§25.14, §27.11)', () => {
  it('shows only published records, without who recorded them or internal notes', () => {
    const records: PenaltyRecord[] = [
      checkPenalty(penalty({ id: 'a' })),
      checkPenalty(penalty({ id: 'b', published: true }))
    ]
    const shown = publicPenalties(records)
    expect(shown).toEqual([
      {
        date: '2026-11-28',
        tournamentId: 't1',
        entryId: 'e7',
        violation: 'delay-of-game',
        measure: { kind: 'official-warning' }
      }
    ])
  })
})

describe('disputed decisions (§27.4, §26.8)', () => {
  const dispute = (over: Record<string, unknown> = {}) => ({
    id: 'd1',
    tournamentId: 't1',
    tableId: 'T2',
    hand: 17,
    facts: 'Verbal "raise" with a single oversized chip',
    ruling: 'Minimum raise stands (§29.3)',
    ruledBy: { name: 'Floor Boris', role: 'floor' },
    ruledAt: T0,
    recordedAt: T0 + 60_000,
    recordedBy: 'Secretary',
    ...over
  })

  it('records a disputed hand after the ruling', () => {
    expect(checkDisputedDecision(dispute())).toMatchObject({
      id: 'd1',
      published: false,
      appealedToDirector: false,
      entryIds: []
    })
  })

  it('§27.4: refuses a record made before the ruling', () => {
    expect(rejectionCode(() => checkDisputedDecision(dispute({ recordedAt: T0 - 1 })))).toBe(
      'results.error.disputeBeforeRuling'
    )
  })

  it('§26.8: an appealed decision is the director’s ruling', () => {
    expect(rejectionCode(() => checkDisputedDecision(dispute({ appealedToDirector: true })))).toBe(
      'results.error.appealNeedsDirector'
    )
    expect(
      checkDisputedDecision(dispute({ appealedToDirector: true, ruledBy: { name: 'Anna', role: 'director' } }))
        .appealedToDirector
    ).toBe(true)
  })
})
