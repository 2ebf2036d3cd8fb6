import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { penaltyLog, repeatCheck } from '../../../../src/shared/core/results/penalties/views'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { resultsView } from '../../../../src/shared/core/views/results'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { upcast, versionOf } from '../../../../src/shared/core/eventSchemas'
import { givenFloor, T0, type GivenFloor } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

const MIN = 60_000

/**
 * Players registered two hours before T0, the floor's clock at T0. The floor records like the service does: the
 * record's `occurredAt` is the envelope's (§26.14), `recordedAt` is now, the reason is kept — so "entered after the
 * fact" can be checked end to end in the core.
 */
function penaltyFloor(players = 3) {
  const base: DomainEvent[] = [created]
  for (let i = 1; i <= players; i += 1)
    base.push(playerCreated(`p${i}`, ['Anna', 'Boris', 'Vera', 'Gleb'][i - 1]!), registered(`e${i}`, `p${i}`, i))
  const f = givenFloor(base, { now: T0 - 120 * MIN })
  f.at(T0)
  return f
}

const penalty = (measure: unknown, extra: Record<string, unknown> = {}): Command =>
  ({
    type: 'penalty.record',
    tournamentId: T,
    entryId: 'e2',
    tableId: 'T3',
    level: 4,
    violation: { code: 'delay-of-game' },
    measure,
    decidedBy: { name: 'Ivan', role: 'floor' },
    ...extra
  }) as Command

const idOf = (events: DomainEvent[]): string =>
  (events[0] as Extract<DomainEvent, { type: 'penalty.recorded' }>).penalty.id
const internalProtocol = (f: GivenFloor) =>
  buildProtocol(protocolInput(f.state, T)!, { audience: 'internal', generatedAt: T0 })
const html = (f: GivenFloor, audience: 'internal' | 'public' = 'internal') =>
  renderProtocolHtml(buildProtocol(protocolInput(f.state, T)!, { audience, generatedAt: T0 }), { language: 'en' })

describe('§27.8, §25.13: a penalty is corrected with a reason, previous and new values kept', () => {
  it('records previous → next; the log and the protocol (C.15, C.17) show the corrected record and its history', () => {
    const f = penaltyFloor()
    const id = idOf(f.when(penalty({ kind: 'official-warning' })))
    f.advance(10 * MIN)
    const [e] = f.when(
      {
        type: 'penalty.correct',
        tournamentId: T,
        penaltyId: id,
        measure: { kind: 'missed-rounds', rounds: 1, playersAtTable: 8 },
        hand: 17
      } as Command,
      {
        reason: 'The floor gave a round, not a warning'
      }
    )
    expect(e).toEqual({
      type: 'penalty.corrected',
      tournamentId: T,
      penaltyId: id,
      previous: {
        tableId: 'T3',
        level: 4,
        violation: { code: 'delay-of-game' },
        measure: { kind: 'official-warning' },
        decidedBy: { name: 'Ivan', role: 'floor' }
      },
      next: {
        tableId: 'T3',
        hand: 17,
        level: 4,
        violation: { code: 'delay-of-game' },
        measure: { kind: 'missed-rounds', rounds: 1, playersAtTable: 8, hands: 8 },
        decidedBy: { name: 'Ivan', role: 'floor' }
      }
    })
    const row = penaltyLog(f.state, T)!.penalties[0]!
    expect(row.penalty.measure).toEqual({ kind: 'missed-rounds', rounds: 1, playersAtTable: 8, hands: 8 })
    expect(row.penalty.history).toEqual([
      expect.objectContaining({ at: T0 + 10 * MIN, by: 'Anna (TD)', reason: 'The floor gave a round, not a warning' })
    ])
    expect(internalProtocol(f).penalties[0]!.history).toHaveLength(1)
    const page = html(f)
    expect(page).toContain('Corrected: see the history of corrections')
    expect(page).toMatch(/measure: Official warning → Missed rounds: 1 round × 8 players = 8 hands/)
    expect(page).toContain('The floor gave a round, not a warning')
    // §25.14: the public protocol has no unpublished record and never the internal history.
    expect(html(f, 'public')).not.toContain('The floor gave a round')
  })

  it('is refused without a reason, for an unknown penalty, and when nothing changes — and writes nothing', () => {
    const f = penaltyFloor()
    const id = idOf(f.when(penalty({ kind: 'official-warning' })))
    expect(f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: id, level: 5 } as Command).code).toBe(
      'results.error.penaltyReasonRequired'
    )
    expect(
      f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: 'nope', level: 5 } as Command, {
        reason: 'typo'
      }).code
    ).toBe('results.error.penaltyNotFound')
    expect(
      f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: id, level: 4 } as Command, { reason: 'same' })
        .code
    ).toBe('results.error.noChange')
    // §25.13: hand or level stays required; BFSP §7.2: a floor may not impose a ban.
    expect(
      f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: id, level: null } as Command, {
        reason: 'no level'
      }).code
    ).toBe('results.error.penaltyInvalid')
    expect(
      f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: id, measure: { kind: 'ban' } } as Command, {
        reason: 'ban'
      }).code
    ).toBe('results.error.penaltyAuthority')
  })

  it('§25.10: refuses making or lifting a tournament disqualification by correcting or withdrawing the record', () => {
    const f = penaltyFloor()
    const warning = idOf(
      f.when(penalty({ kind: 'official-warning' }, { decidedBy: { name: 'Olga', role: 'director' } }))
    )
    expect(
      f.refused(
        {
          type: 'penalty.correct',
          tournamentId: T,
          penaltyId: warning,
          measure: { kind: 'disqualification', scope: 'tournament' }
        } as Command,
        {
          reason: 'worse than we thought'
        }
      ).code
    ).toBe('results.error.penaltyDisqualificationChange')
    const dq = idOf(
      f.when(
        penalty(
          { kind: 'disqualification', scope: 'tournament' },
          { entryId: 'e3', violation: { code: 'collusion' }, decidedBy: { name: 'Olga', role: 'director' } }
        ),
        { reason: 'Collusion' }
      )
    )
    expect(
      f.refused(
        { type: 'penalty.correct', tournamentId: T, penaltyId: dq, measure: { kind: 'official-warning' } } as Command,
        { reason: 'too harsh' }
      ).code
    ).toBe('results.error.penaltyDisqualificationChange')
    expect(
      f.refused({ type: 'penalty.withdraw', tournamentId: T, penaltyId: dq } as Command, { reason: 'too harsh' }).code
    ).toBe('results.error.penaltyDisqualificationChange')
    expect(f.state.tournaments.get(T)!.registration.entries.get('e3')!.status).toBe('disqualified')
    // The other fields of the disqualification record may still be corrected.
    f.when({ type: 'penalty.correct', tournamentId: T, penaltyId: dq, tableId: 'T4' } as Command, {
      reason: 'It was table 4'
    })
    expect(f.state.tournaments.get(T)!.results.penalties.find((p) => p.id === dq)!.tableId).toBe('T4')
  })

  it('§25.1д: correcting the minutes of a started time away moves its end', () => {
    const f = penaltyFloor()
    const id = idOf(f.when(penalty({ kind: 'time-away', minutes: 10 })))
    f.when({ type: 'penalty.startTimeAway', tournamentId: T, penaltyId: id } as Command)
    f.when(
      {
        type: 'penalty.correct',
        tournamentId: T,
        penaltyId: id,
        measure: { kind: 'time-away', minutes: 5 }
      } as Command,
      { reason: 'Five minutes were given' }
    )
    expect(penaltyLog(f.state, T)!.penalties[0]!.timeAway).toEqual({ startedAt: T0, endsAt: T0 + 5 * MIN })
  })
})

describe('§27.8: a penalty is withdrawn with a reason; the record stays, marked', () => {
  it('a withdrawn penalty is no repeat offence (§25.2), is never published (§25.14) and cannot be changed again', () => {
    const f = penaltyFloor()
    const first = idOf(f.when(penalty({ kind: 'official-warning' })))
    expect(repeatCheck(f.state, T, 'e2', 'delay-of-game', 8)).toMatchObject({ earlier: 1, isRepeat: true })
    f.when({ type: 'penalty.publish', tournamentId: T, penaltyId: first, published: true } as Command)
    expect(f.refused({ type: 'penalty.withdraw', tournamentId: T, penaltyId: first } as Command).code).toBe(
      'results.error.penaltyReasonRequired'
    )
    f.advance(3 * MIN)
    f.when({ type: 'penalty.withdraw', tournamentId: T, penaltyId: first } as Command, {
      reason: 'Wrong player: it was Vera'
    })
    expect(repeatCheck(f.state, T, 'e2', 'delay-of-game', 8)).toMatchObject({
      earlier: 0,
      sameViolation: 0,
      isRepeat: false,
      suggestion: { kind: 'official-warning' }
    })
    const record = penaltyLog(f.state, T)!.penalties[0]!.penalty
    expect(record).toMatchObject({
      published: false,
      withdrawn: { at: T0 + 3 * MIN, by: 'Anna (TD)', reason: 'Wrong player: it was Vera' }
    })
    expect(
      f.refused({ type: 'penalty.publish', tournamentId: T, penaltyId: first, published: true } as Command).code
    ).toBe('results.error.penaltyWithdrawn')
    expect(
      f.refused({ type: 'penalty.correct', tournamentId: T, penaltyId: first, level: 5 } as Command, { reason: 'x' })
        .code
    ).toBe('results.error.penaltyWithdrawn')
    expect(
      f.refused({ type: 'penalty.withdraw', tournamentId: T, penaltyId: first } as Command, { reason: 'x' }).code
    ).toBe('results.error.penaltyWithdrawn')
    // A later record of the same player is not counted as a repeat of the withdrawn one.
    f.when(penalty({ kind: 'official-warning' }))
    expect(penaltyLog(f.state, T)!.penalties[0]!.earlier).toBe(0)
    expect(buildProtocol(protocolInput(f.state, T)!, { audience: 'public', generatedAt: T0 }).penalties).toHaveLength(0)
    const page = html(f)
    expect(page).toContain('Withdrawn')
    expect(page).toContain('Wrong player: it was Vera')
    expect(page).toContain('Penalty withdrawn')
    expect(JSON.stringify(publicDisplay(f.state, T))).not.toContain('Wrong player')
  })

  it('Appendix C.18: after the approval, recording or publishing a discipline record needs a reason', () => {
    const f = penaltyFloor(2)
    f.when({
      type: 'results.recordHand',
      tournamentId: T,
      level: 3,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId: 'e1', startStack: 0 }]
    } as Command)
    f.when({ type: 'results.approve', tournamentId: T } as Command)
    expect(f.refused(penalty({ kind: 'official-warning' })).code).toBe('results.error.sealed')
    const id = idOf(
      f.when(penalty({ kind: 'official-warning' }), { reason: 'Recorded from the floor’s notes after the approval' })
    )
    expect(
      f.refused({ type: 'penalty.publish', tournamentId: T, penaltyId: id, published: true } as Command).code
    ).toBe('results.error.sealed')
  })
})

describe('§27.4: disputed decisions — published and corrected with a reason', () => {
  const dispute = (extra: Record<string, unknown> = {}): Command =>
    ({
      type: 'dispute.record',
      tournamentId: T,
      tableId: 'T3',
      hand: 12,
      entryIds: ['e1', 'e2'],
      facts: 'Chips pushed without a word',
      ruling: 'Call stands',
      ruledBy: { name: 'Ivan', role: 'floor' },
      ruledAt: T0 - MIN,
      ...extra
    }) as Command

  it('dispute.publish toggles publication; the public protocol only has published ones (§25.14)', () => {
    const f = penaltyFloor()
    f.when(dispute())
    const id = penaltyLog(f.state, T)!.disputes[0]!.id
    expect(
      f.refused({ type: 'dispute.publish', tournamentId: T, disputeId: 'nope', published: true } as Command).code
    ).toBe('results.error.disputeNotFound')
    expect(buildProtocol(protocolInput(f.state, T)!, { audience: 'public', generatedAt: T0 }).disputes).toHaveLength(0)
    f.when({ type: 'dispute.publish', tournamentId: T, disputeId: id, published: true } as Command)
    expect(buildProtocol(protocolInput(f.state, T)!, { audience: 'public', generatedAt: T0 }).disputes).toHaveLength(1)
  })

  it('dispute.correct keeps previous → next with the reason; refused without one; an appeal still needs the director (§26.8)', () => {
    const f = penaltyFloor()
    f.when(dispute())
    const id = penaltyLog(f.state, T)!.disputes[0]!.id
    expect(
      f.refused({ type: 'dispute.correct', tournamentId: T, disputeId: id, ruling: 'Raise stands' } as Command).code
    ).toBe('results.error.penaltyReasonRequired')
    expect(
      f.refused({ type: 'dispute.correct', tournamentId: T, disputeId: id, appealedToDirector: true } as Command, {
        reason: 'appeal'
      }).code
    ).toBe('results.error.appealNeedsDirector')
    expect(
      f.refused({ type: 'dispute.correct', tournamentId: T, disputeId: id, ruledAt: T0 + MIN } as Command, {
        reason: 'later'
      }).code
    ).toBe('results.error.disputeBeforeRuling')
    const [e] = f.when(
      {
        type: 'dispute.correct',
        tournamentId: T,
        disputeId: id,
        ruling: 'Raise to 4,000 stands',
        appealedToDirector: true,
        ruledBy: { name: 'Olga', role: 'director' }
      } as Command,
      {
        reason: 'The director ruled on appeal'
      }
    )
    expect(e).toMatchObject({
      type: 'dispute.corrected',
      previous: { ruling: 'Call stands', appealedToDirector: false },
      next: { ruling: 'Raise to 4,000 stands', appealedToDirector: true }
    })
    const d = penaltyLog(f.state, T)!.disputes[0]!
    expect(d).toMatchObject({
      ruling: 'Raise to 4,000 stands',
      history: [{ reason: 'The director ruled on appeal', previous: { ruling: 'Call stands' } }]
    })
    const page = html(f)
    expect(page).toContain('ruling: Call stands → Raise to 4,000 stands')
    expect(page).toContain('The director ruled on appeal')
  })
})

describe('§26.14: records entered after the fact are marked "entered later" with both times', () => {
  it('an elimination and a penalty entered later: the results view and the protocol show when it happened and when it was recorded', () => {
    const f = penaltyFloor()
    const happened = T0 - 40 * MIN
    f.when(
      {
        type: 'results.recordHand',
        tournamentId: T,
        level: 3,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: 'e3', startStack: 0 }]
      } as Command,
      { occurredAt: happened }
    )
    f.when(penalty({ kind: 'official-warning' }), { occurredAt: T0 - 30 * MIN })
    const hand = resultsView(f.state, T)!.hands[0]!
    expect(hand).toMatchObject({ occurredAt: happened, recordedAt: T0, level: 3 }) // the level is the one the operator gave
    expect(penaltyLog(f.state, T)!.penalties[0]!.penalty).toMatchObject({
      enteredAfterTheFact: true,
      occurredAt: T0 - 30 * MIN,
      recordedAt: T0
    })
    const doc = internalProtocol(f)
    expect(doc.participants.find((p) => p.entryId === 'e3')).toMatchObject({
      eliminationEnteredLater: { occurredAt: happened, recordedAt: T0 },
      place: 3
    })
    const page = html(f)
    expect(page).toContain('(entered later: happened 28/11/2026 18:20, recorded 28/11/2026 19:00)')
    expect(page).toContain('(entered later: happened 28/11/2026 18:30, recorded 28/11/2026 19:00)')
  })

  it('a record the operator entered after the fact is "entered later" however short the delay; so is a dispute', () => {
    const f = penaltyFloor()
    // §26.14: the operator chose "Entered after the fact" and gave a time two minutes back: marked, as they said.
    f.when(penalty({ kind: 'official-warning' }), { occurredAt: T0 - 2 * MIN })
    const of = (kind: string) => penaltyLog(f.state, T)!.penalties.find((p) => p.penalty.measure.kind === kind)!.penalty
    expect(of('official-warning')).toMatchObject({ enteredAfterTheFact: true, occurredAt: T0 - 2 * MIN })
    // A record made now carries no time of its own: never marked.
    f.when(penalty({ kind: 'verbal-warning' }))
    expect(of('verbal-warning').enteredAfterTheFact).toBeUndefined()
    f.when(
      {
        type: 'dispute.record',
        tournamentId: T,
        tableId: 'T1',
        level: 2,
        entryIds: ['e1'],
        facts: 'Out of turn fold',
        ruling: 'Fold stands',
        ruledBy: { name: 'Ivan', role: 'floor' },
        ruledAt: T0 - 50 * MIN
      } as Command,
      { occurredAt: T0 - 50 * MIN }
    )
    expect(penaltyLog(f.state, T)!.disputes[0]).toMatchObject({ enteredAfterTheFact: true })
    expect(html(f)).toContain('(entered later: happened 28/11/2026 18:10, recorded 28/11/2026 19:00)')
  })

  it('places follow the order the eliminations are recorded in, whatever time they are said to have happened', () => {
    const f = penaltyFloor(4)
    // The paper protocol, entered in its order after the app came back: Gleb out at 18:10, then Vera at 18:25.
    f.when(
      {
        type: 'results.recordHand',
        tournamentId: T,
        level: 2,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: 'e4', startStack: 0 }]
      } as Command,
      { occurredAt: T0 - 50 * MIN }
    )
    f.when(
      {
        type: 'results.recordHand',
        tournamentId: T,
        level: 3,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: 'e3', startStack: 0 }]
      } as Command,
      { occurredAt: T0 - 35 * MIN }
    )
    const places = Object.fromEntries(resultsView(f.state, T)!.rows.map((r) => [r.entryId, r.place]))
    expect(places).toMatchObject({ e4: 4, e3: 3, e1: null, e2: null })
  })
})

describe('§25.13: the penalty record carries the seat at the table', () => {
  it('the seat is recorded with the table and printed after it in the protocol line ("T3 / 5")', () => {
    const f = penaltyFloor()
    const id = idOf(f.when(penalty({ kind: 'official-warning' }, { seat: 5 })))
    const log = penaltyLog(f.state, T)!
    expect(log.penalties.find((p) => p.penalty.id === id)!.penalty).toMatchObject({ tableId: 'T3', seat: 5 })
    expect(html(f)).toContain('T3 / 5 · ')
  })

  it('§27.8: a correction changes the seat or removes it (null), old and new values kept', () => {
    const f = penaltyFloor()
    const id = idOf(f.when(penalty({ kind: 'official-warning' }, { seat: 5 })))
    const [corrected] = f.when({ type: 'penalty.correct', tournamentId: T, penaltyId: id, seat: 6 } as Command, {
      reason: 'He sat at seat 6'
    })
    expect(corrected).toMatchObject({ type: 'penalty.corrected', previous: { seat: 5 }, next: { seat: 6 } })
    f.when({ type: 'penalty.correct', tournamentId: T, penaltyId: id, seat: null } as Command, {
      reason: 'Seat unknown'
    })
    const record = penaltyLog(f.state, T)!.penalties.find((p) => p.penalty.id === id)!.penalty
    expect(record.seat).toBeUndefined()
    expect(record.history).toHaveLength(2)
  })

  it('a version 1 record (no seat) reads as it was: the upcast to version 2 keeps every field', () => {
    const v1 = {
      type: 'penalty.recorded',
      tournamentId: T,
      penalty: {
        id: 'x1',
        date: '2026-11-28',
        recordedAt: T0,
        recordedBy: 'Anna (TD)',
        tournamentId: T,
        entryId: 'e2',
        playerId: 'p2',
        tableId: 'T3',
        level: 4,
        violation: { code: 'delay-of-game' },
        measure: { kind: 'official-warning' },
        decidedBy: { name: 'Ivan', role: 'floor' },
        published: false
      }
    }
    expect(versionOf('penalty.recorded')).toBe(2)
    expect(upcast('penalty.recorded', 1, structuredClone(v1), 1)).toEqual(v1)
  })
})
