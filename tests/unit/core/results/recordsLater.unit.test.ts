import { describe, expect, it } from 'vitest'
import type { CommandMeta } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import type { Rejection } from '../../../../src/shared/core/rejection'
import { placesOf } from '../../../../src/shared/core/results/state'
import { resultsView } from '../../../../src/shared/core/views/results'
import { givenFloor, T0, type CommandInput } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

const MIN = 60_000
const base: DomainEvent[] = [
  created,
  ...Array.from({ length: 12 }, (_, i) => playerCreated(`p${i + 1}`, `Player ${i + 1}`)),
  ...Array.from({ length: 12 }, (_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
]

/**
 * A floor as the service runs it (`givenFloor`): each command decided against everything before it, its record
 * carrying the happened-at time of the command's meta (or the time it was recorded), §26.14. The registrations were
 * recorded two hours before the evening's first command.
 */
export function lateFloor(events: DomainEvent[] = base) {
  let id = 0
  const floor = givenFloor(events, { now: T0 - 120 * MIN, context: { newId: () => `h${++id}` } })
  const run = (at: number, command: Record<string, unknown>, meta?: CommandMeta): DomainEvent[] => {
    floor.at(at)
    return floor.when(command as CommandInput, meta)
  }
  /** The refusal of a command at `at`; `refused` also checks that it changed nothing (§27.8). */
  const rejected = (at: number, command: Record<string, unknown>, meta?: CommandMeta): Rejection => {
    floor.at(at)
    return floor.refused(command as CommandInput, meta)
  }
  const place = (entryId: string) =>
    placesOf(floor.state.tournaments.get(T)!).results.find((r) => r.entryId === entryId)
  /** An event as decide would write it, recorded (and happened) at `at`. */
  const fact = (at: number, event: DomainEvent): void => {
    floor.at(at)
    floor.given(event)
  }
  return { state: floor.state, run, rejected, place, fact }
}

export const bust = (entryId: string, level: number, extra: Record<string, unknown> = {}) => ({
  type: 'results.recordHand',
  tournamentId: T,
  level,
  confirmedBy: 'Floor Ivan',
  busts: [{ entryId, startStack: 0 }],
  ...extra
})

/** Four busts at level 4, recorded live at 20:10, 20:12, 20:14, 20:16: places 12, 11, 10, 9. */
function fourAtLevel4() {
  const f = lateFloor()
  ;['e1', 'e2', 'e3', 'e4'].forEach((e, i) => f.run(T0 + (70 + 2 * i) * MIN, bust(e, 4)))
  expect(['e1', 'e2', 'e3', 'e4'].map((e) => f.place(e)?.place)).toEqual([12, 11, 10, 9])
  return f
}

describe('an elimination entered after the fact is placed by when it happened (§26.14, §27.7, §24.7)', () => {
  it('§26.14: a level-3 bust at 19:50 entered after four level-4 busts takes place 12 of 12; they move up to 11–8', () => {
    const f = fourAtLevel4()
    const [recorded] = f.run(T0 + 80 * MIN, bust('e5', 3), { occurredAt: T0 + 50 * MIN })
    expect(f.place('e5')?.place).toBe(12)
    expect(['e1', 'e2', 'e3', 'e4'].map((e) => f.place(e)?.place)).toEqual([11, 10, 9, 8])
    expect(recorded).toMatchObject({
      type: 'results.handRecorded',
      before: 'h1',
      places: [{ entryId: 'e5', place: 12 }]
    })
    // §27.8: each move is in the corrections, old → new, marked entered later.
    const corrections = f.state.tournaments.get(T)!.results.corrections
    expect(corrections.map((c) => [c.entryId, c.field, c.from, c.to, c.enteredAfterTheFact])).toEqual([
      ['e1', 'place', '12', '11', true],
      ['e2', 'place', '11', '10', true],
      ['e3', 'place', '10', '9', true],
      ['e4', 'place', '9', '8', true]
    ])
    // The admin's list of hands shows them in the order they happened, newest first.
    const view = resultsView(f.state, T)!
    expect(view.hands.map((h) => h.entries[0]!.entryId)).toEqual(['e4', 'e3', 'e2', 'e1', 'e5'])
  })

  it('§24.7: the level orders it when it has no time and no other hand of its level is recorded', () => {
    const f = fourAtLevel4()
    f.run(T0 + 80 * MIN, bust('e5', 3))
    expect(f.place('e5')?.place).toBe(12)
    expect(f.place('e4')?.place).toBe(8)
  })

  it('§26.14: a time within level 4 places it among the level-4 busts, by the minute', () => {
    const f = fourAtLevel4()
    // Happened at 20:13: after e2 (20:12), before e3 (20:14).
    f.run(T0 + 90 * MIN, bust('e5', 4), { occurredAt: T0 + 73 * MIN })
    expect(['e1', 'e2', 'e5', 'e3', 'e4'].map((e) => f.place(e)?.place)).toEqual([12, 11, 10, 9, 8])
  })

  it('§27.7: no time given and level-3 busts already recorded with later levels: the director must choose', () => {
    const f = lateFloor()
    f.run(T0 + 50 * MIN, bust('e1', 3))
    f.run(T0 + 70 * MIN, bust('e2', 4))
    const before = f.state.tournaments.get(T)!.results.version
    expect(f.rejected(T0 + 80 * MIN, bust('e3', 3))).toMatchObject({
      code: 'results.error.orderUnknown',
      params: { level: 3 }
    })
    expect(f.state.tournaments.get(T)!.results.version).toBe(before) // nothing changed
    // The same minute as another hand of its level: the time cannot order it either.
    expect(f.rejected(T0 + 80 * MIN, bust('e3', 3), { occurredAt: T0 + 50 * MIN + 20_000 }).code).toBe(
      'results.error.orderUnknown'
    )
    // The director's explicit position: before e1's hand (so e3 went out first, place 12).
    f.run(
      T0 + 80 * MIN,
      bust('e3', 3, {
        position: { before: 'h1', reason: 'Paper sheet of table 2 shows it first', decidedBy: 'TD Oleg' }
      })
    )
    expect(['e3', 'e1', 'e2'].map((e) => f.place(e)?.place)).toEqual([12, 11, 10])
  })

  it('a live record with no time after the others of its level goes last, as before', () => {
    const f = fourAtLevel4()
    f.run(T0 + 80 * MIN, bust('e5', 4))
    expect(f.place('e5')?.place).toBe(8)
    expect(f.state.tournaments.get(T)!.results.corrections).toEqual([])
  })
})

const correct = (handId: string, level: number, b: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'results.correctHand',
  tournamentId: T,
  handId,
  level,
  confirmedBy: 'Floor Ivan',
  busts: [{ startStack: 0, ...b }],
  ...extra
})

describe('corrections of every field of a single elimination (§27.8)', () => {
  const fieldsOf = (f: ReturnType<typeof lateFloor>) =>
    f.state.tournaments.get(T)!.results.corrections.map((c) => [c.entryId, c.field, c.from, c.to, c.reason])

  it('§27.8: eliminator, stack, table and seat corrected with a reason, old and new kept; knockouts follow (§5.10)', () => {
    const f = lateFloor()
    f.run(T0 + 10 * MIN, bust('e1', 1, { busts: [{ entryId: 'e1', startStack: 500, eliminatedBy: 'e2' }] }))
    expect(f.place('e2')?.knockouts).toBe(1)
    expect(f.rejected(T0 + 20 * MIN, correct('h1', 1, { entryId: 'e1', eliminatedBy: 'e3' })).code).toBe(
      'results.error.reasonRequired'
    )
    const [event] = f.run(
      T0 + 20 * MIN,
      correct('h1', 1, { entryId: 'e1', startStack: 800, tableId: '2', seat: 7, eliminatedBy: 'e3' }),
      { reason: 'Paper sheet: Player 3 won the pot, table 2 seat 7' }
    )
    expect(event).toMatchObject({ type: 'results.handCorrected', previous: { busts: [{ eliminatedBy: ['e2'] }] } })
    expect(f.place('e2')?.knockouts).toBe(0)
    expect(f.place('e3')?.knockouts).toBe(1)
    expect(f.place('e1')).toMatchObject({ place: 12, tableId: '2', eliminatedBy: ['e3'] })
    const reason = 'Paper sheet: Player 3 won the pot, table 2 seat 7'
    expect(fieldsOf(f)).toEqual([
      ['e1', 'startStack', '500', '800', reason],
      ['e1', 'table', '—', '2', reason],
      ['e1', 'seat', '—', '7', reason],
      ['e1', 'eliminatedBy', '#2 Player 2', '#3 Player 3', reason]
    ])
    // Registration's record of the elimination follows the correction.
    expect(f.state.tournaments.get(T)!.registration.entries.get('e1')!.elimination!.eliminatedBy).toBe('e3')
  })

  it('§27.8: a corrected level moves the bust to where it belongs; the places moved are corrections too', () => {
    const f = lateFloor()
    f.run(T0 + 50 * MIN, bust('e1', 3))
    f.run(T0 + 70 * MIN, bust('e2', 4))
    f.run(T0 + 72 * MIN, bust('e3', 5)) // recorded as level 5, it was level 2
    expect(f.place('e3')?.place).toBe(10)
    f.run(T0 + 80 * MIN, correct('h3', 2, { entryId: 'e3' }), { reason: 'It was level 2' })
    expect(['e3', 'e1', 'e2'].map((e) => f.place(e)?.place)).toEqual([12, 11, 10])
    expect(fieldsOf(f)).toEqual([
      ['e3', 'level', '5', '2', 'It was level 2'],
      ['e1', 'place', '12', '11', 'It was level 2'],
      ['e2', 'place', '11', '10', 'It was level 2'],
      ['e3', 'place', '10', '12', 'It was level 2']
    ])
    expect(f.state.tournaments.get(T)!.registration.entries.get('e3')!.elimination!.level).toBe(2)
  })

  it('§27.8, §26.14: a corrected happened-at time moves the bust within its level and is kept old → new', () => {
    const f = lateFloor()
    f.run(T0 + 70 * MIN, bust('e1', 4))
    f.run(T0 + 72 * MIN, bust('e2', 4))
    f.run(T0 + 74 * MIN, bust('e3', 4))
    f.run(T0 + 80 * MIN, correct('h3', 4, { entryId: 'e3' }, { happenedAt: T0 + 71 * MIN }), {
      reason: 'Out at 20:11 per the dealer'
    })
    expect(['e1', 'e3', 'e2'].map((e) => f.place(e)?.place)).toEqual([12, 11, 10])
    const hand = f.state.tournaments.get(T)!.results.hands.get('h3')!
    expect(hand.occurredAt).toBe(T0 + 71 * MIN)
    expect(fieldsOf(f)[0]).toEqual([
      'e3',
      'occurredAt',
      new Date(T0 + 74 * MIN).toISOString(),
      new Date(T0 + 71 * MIN).toISOString(),
      'Out at 20:11 per the dealer'
    ])
    // A happened-at in the future is refused and changes nothing.
    expect(
      f.rejected(T0 + 81 * MIN, correct('h3', 4, { entryId: 'e3' }, { happenedAt: T0 + 200 * MIN }), { reason: 'x' })
        .code
    ).toBe('error.occurredInFuture')
    expect(f.state.tournaments.get(T)!.results.hands.get('h3')!.occurredAt).toBe(T0 + 71 * MIN)
  })

  it('§27.7: a corrected level the times cannot order (same minute) needs the director’s position', () => {
    const f = lateFloor()
    f.run(T0 + 70 * MIN, bust('e1', 4))
    f.run(T0 + 70 * MIN + 10_000, bust('e2', 5))
    expect(f.rejected(T0 + 80 * MIN, correct('h2', 4, { entryId: 'e2' }), { reason: 'Level 4' }).code).toBe(
      'results.error.orderUnknown'
    )
    const position = { before: 'h1', reason: 'The dealer: Player 2 went out first', decidedBy: 'TD Oleg' }
    f.run(T0 + 80 * MIN, correct('h2', 4, { entryId: 'e2' }, { position }), { reason: 'Level 4' })
    expect(['e2', 'e1'].map((e) => f.place(e)?.place)).toEqual([12, 11])
  })

  it('§27.8: a correction that changes nothing is refused', () => {
    const f = lateFloor()
    f.run(T0 + 10 * MIN, bust('e1', 1))
    expect(f.rejected(T0 + 20 * MIN, correct('h1', 1, { entryId: 'e1' }), { reason: 'check' }).code).toBe(
      'results.error.noChange'
    )
  })
})

describe('changes after approval need an explicit reopen (§28.12)', () => {
  /** Twelve entries, eleven out one by one at level 1..: the winner is e12; approved by the director. */
  function approved() {
    const f = lateFloor()
    for (let i = 1; i <= 11; i += 1) f.run(T0 + i * MIN, bust(`e${i}`, 1 + Math.floor(i / 4)))
    f.run(T0 + 20 * MIN, { type: 'results.approve', tournamentId: T })
    return f
  }
  const results = (f: ReturnType<typeof lateFloor>) => f.state.tournaments.get(T)!.results

  it('§28.12: results not approved cannot be reopened', () => {
    const f = lateFloor()
    f.run(T0 + MIN, bust('e1', 1))
    expect(f.rejected(T0 + 2 * MIN, { type: 'results.reopen', tournamentId: T }, { reason: 'x' }).code).toBe(
      'results.error.notApproved'
    )
  })

  it('§28.12: after the approval an undo or a correction is refused with a clear message and changes nothing', () => {
    const f = approved()
    const version = results(f).version
    const undo = { type: 'results.undoHand', tournamentId: T, handId: 'h3' }
    expect(f.rejected(T0 + 30 * MIN, undo, { reason: 'Wrong player' }).code).toBe('results.error.approvedReopen')
    expect(
      f.rejected(T0 + 30 * MIN, correct('h3', 1, { entryId: 'e3', startStack: 100 }), { reason: 'Stack' }).code
    ).toBe('results.error.approvedReopen')
    expect(results(f).version).toBe(version)
    expect(results(f).approval).not.toBeNull()
  })

  it('§28.12: reopen needs a reason and approved results; then corrections are taken and a second approval is needed', () => {
    const f = approved()
    expect(f.rejected(T0 + 30 * MIN, { type: 'results.reopen', tournamentId: T }).code).toBe(
      'results.error.reasonRequired'
    )
    f.run(T0 + 30 * MIN, { type: 'results.reopen', tournamentId: T }, { reason: 'Paper sheet of table 3 found' })
    // The first approval still seals the results (later changes are post-approval corrections); a new one is needed.
    expect(results(f).approval).toEqual({ by: 'Anna (TD)', at: T0 + 20 * MIN })
    const reopening = {
      by: 'Anna (TD)',
      at: T0 + 30 * MIN,
      reason: 'Paper sheet of table 3 found',
      approval: { by: 'Anna (TD)', at: T0 + 20 * MIN }
    }
    expect(results(f).reopened).toEqual(reopening)
    expect(results(f).reopenings).toEqual([reopening])
    expect(resultsView(f.state, T)!.reopened).toBe(true)
    expect(f.rejected(T0 + 31 * MIN, { type: 'results.reopen', tournamentId: T }, { reason: 'again' }).code).toBe(
      'results.error.alreadyReopened'
    )
    // The reopening is in the history of corrections, with its reason.
    expect(results(f).corrections.at(-1)).toMatchObject({ field: 'approval', from: 'approved', to: 'reopened' })
    f.run(T0 + 32 * MIN, correct('h3', 1, { entryId: 'e3', startStack: 100 }), { reason: 'Stack per the sheet' })
    f.run(T0 + 33 * MIN, { type: 'results.undoHand', tournamentId: T, handId: 'h11' }, { reason: 'Wrong player' })
    expect(f.place('e12')?.place).toBeNull() // two still in: no winner, cannot be approved yet
    f.run(T0 + 34 * MIN, bust('e11', 3), { reason: 'Out in the next hand' }) // Appendix C.18: with a reason
    f.run(T0 + 35 * MIN, { type: 'results.approve', tournamentId: T })
    expect(results(f).approvals.map((a) => a.at)).toEqual([T0 + 20 * MIN, T0 + 35 * MIN])
    expect(results(f).reopened).toBeNull()
    const view = resultsView(f.state, T)!
    expect(view.reopened).toBe(false)
    expect(view.approvals.at(-1)).toEqual({ by: 'Anna (TD)', at: T0 + 35 * MIN })
    // Corrected while reopened: post-approval corrections, after the first approval (§28.12, Appendix C.18).
    expect(results(f).corrections.filter((c) => c.at > results(f).approval!.at).length).toBeGreaterThan(2)
    // Sealed again: a further undo needs another reopen.
    expect(
      f.rejected(T0 + 36 * MIN, { type: 'results.undoHand', tournamentId: T, handId: 'h3' }, { reason: 'x' }).code
    ).toBe('results.error.approvedReopen')
    expect(view.reopenings).toEqual([{ by: 'Anna (TD)', at: T0 + 30 * MIN, reason: 'Paper sheet of table 3 found' }])
  })
})

describe('implausible happened-at times are refused (§26.14)', () => {
  function started() {
    const f = lateFloor()
    f.fact(T0, { type: 'tournament.started', tournamentId: T })
    // A late registration at 19:40 (§7.7).
    f.fact(T0 + 40 * MIN, playerCreated('p13', 'Player 13'))
    f.fact(T0 + 40 * MIN, registered('e13', 'p13', 13, { late: true }))
    return f
  }
  const version = (f: ReturnType<typeof lateFloor>) => f.state.tournaments.get(T)!.results.version

  it('§26.14: an elimination before the tournament started is refused and changes nothing', () => {
    const f = started()
    const before = version(f)
    expect(f.rejected(T0 + 60 * MIN, bust('e1', 1), { occurredAt: T0 - 10 * MIN })).toMatchObject({
      code: 'results.error.beforeStart',
      field: 'meta.occurredAt'
    })
    expect(version(f)).toBe(before)
    // The minute the clock started is plausible (the form gives HH:MM).
    f.run(T0 + 60 * MIN, bust('e1', 1), { occurredAt: T0 })
    expect(f.place('e1')?.place).toBe(13)
  })

  it("§26.14: an elimination before the entry registered is refused, naming the entry's number", () => {
    const f = started()
    expect(f.rejected(T0 + 60 * MIN, bust('e13', 2), { occurredAt: T0 + 30 * MIN })).toMatchObject({
      code: 'results.error.beforeEntry',
      params: { number: 13 }
    })
    f.run(T0 + 60 * MIN, bust('e13', 2), { occurredAt: T0 + 45 * MIN })
    expect(f.place('e13')?.place).toBe(13)
  })

  it('§26.14: a time in the future is refused; a correction to an implausible time too', () => {
    const f = started()
    expect(f.rejected(T0 + 60 * MIN, bust('e1', 1), { occurredAt: T0 + 90 * MIN }).code).toBe('error.occurredInFuture')
    f.run(T0 + 60 * MIN, bust('e13', 2))
    expect(
      f.rejected(T0 + 61 * MIN, correct('h1', 2, { entryId: 'e13' }, { happenedAt: T0 + 20 * MIN }), { reason: 'x' })
        .code
    ).toBe('results.error.beforeEntry')
    expect(
      f.rejected(T0 + 61 * MIN, correct('h1', 2, { entryId: 'e13' }, { happenedAt: T0 + 120 * MIN }), { reason: 'x' })
        .code
    ).toBe('error.occurredInFuture')
  })
})

describe('penalties and disputes for any participant, in play or out, during or after the event (§25, §26.14)', () => {
  const penalty = (entryId: string) => ({
    type: 'penalty.record',
    tournamentId: T,
    entryId,
    tableId: '3',
    level: 2,
    violation: { code: 'phone-at-table' },
    measure: { kind: 'official-warning' },
    decidedBy: { name: 'Ivan', role: 'floor' }
  })
  const dispute = (entryIds: string[], at: number) => ({
    type: 'dispute.record',
    tournamentId: T,
    tableId: '3',
    hand: 12,
    entryIds,
    facts: 'Chips pushed without a word',
    ruling: 'Call stands',
    ruledBy: { name: 'Ivan', role: 'floor' },
    ruledAt: at
  })

  it('§25.13: a warning for an eliminated entry and a dispute naming it are recorded', () => {
    const f = lateFloor()
    f.run(T0 + 10 * MIN, bust('e1', 1))
    f.run(T0 + 20 * MIN, penalty('e1'))
    f.run(T0 + 21 * MIN, dispute(['e1', 'e2'], T0 + 20 * MIN))
    const results = f.state.tournaments.get(T)!.results
    expect(results.penalties.map((p) => p.entryId)).toEqual(['e1'])
    expect(results.disputes[0]!.entryIds).toEqual(['e1', 'e2'])
  })

  it('§26.14: after the winner and the approval, a penalty for an out entry is recorded with a reason, entered later', () => {
    const f = lateFloor()
    for (let i = 1; i <= 11; i += 1) f.run(T0 + i * MIN, bust(`e${i}`, 1 + Math.floor(i / 4)))
    f.run(T0 + 20 * MIN, { type: 'results.approve', tournamentId: T })
    expect(f.rejected(T0 + 30 * MIN, penalty('e3')).code).toBe('results.error.sealed')
    f.run(T0 + 30 * MIN, penalty('e3'), { reason: 'Paper record of the floor', occurredAt: T0 + 5 * MIN })
    const p = f.state.tournaments.get(T)!.results.penalties[0]!
    expect(p).toMatchObject({ entryId: 'e3', enteredAfterTheFact: true, occurredAt: T0 + 5 * MIN })
    // The winner too.
    f.run(T0 + 31 * MIN, penalty('e12'), { reason: 'Language after the last hand' })
    expect(f.state.tournaments.get(T)!.results.penalties.map((x) => x.entryId)).toEqual(['e3', 'e12'])
  })
})
