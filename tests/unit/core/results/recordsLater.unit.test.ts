import { describe, expect, it } from 'vitest'
import { Command, type CommandMeta } from '../../../../src/shared/core/commands'
import { decide } from '../../../../src/shared/core/decide'
import { streamOf, type DomainEvent } from '../../../../src/shared/core/events'
import { fold } from '../../../../src/shared/core/evolve'
import { RejectedError, type Rejection } from '../../../../src/shared/core/rejection'
import { initialState } from '../../../../src/shared/core/state'
import { placesOf } from '../../../../src/shared/core/results/state'
import { resultsView } from '../../../../src/shared/core/results/views'
import { T0, testContext } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

const MIN = 60_000
const base: DomainEvent[] = [
  created,
  ...Array.from({ length: 12 }, (_, i) => playerCreated(`p${i + 1}`, `Player ${i + 1}`)),
  ...Array.from({ length: 12 }, (_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
]

/**
 * A floor as the service runs it: each command decided against everything before it, its record carrying the
 * happened-at time of the command's meta (or the time it was recorded), §26.14.
 */
export function lateFloor(events: DomainEvent[] = base) {
  const state = initialState()
  let seq = 0
  fold(
    events.map((event) => ({
      seq: ++seq,
      stream: streamOf(event),
      event,
      actor: 'Anna (TD)',
      recordedAt: T0 - 120 * MIN,
      occurredAt: T0 - 120 * MIN,
      reason: null
    })),
    state
  )
  let id = 0
  const run = (at: number, command: Record<string, unknown>, meta?: CommandMeta): DomainEvent[] => {
    const ctx = testContext({ now: at, newId: () => `h${++id}` })
    const events = decide({ command: Command.parse(command), ...(meta ? { meta } : {}) }, state, ctx)
    fold(
      events.map((event) => ({
        seq: ++seq,
        stream: streamOf(event),
        event,
        actor: 'Anna (TD)',
        recordedAt: at,
        occurredAt: meta?.occurredAt ?? at,
        reason: meta?.reason ?? null
      })),
      state
    )
    return events
  }
  const rejected = (at: number, command: Record<string, unknown>, meta?: CommandMeta): Rejection => {
    try {
      run(at, command, meta)
    } catch (error) {
      if (error instanceof RejectedError) return error.rejection
      throw error
    }
    throw new Error('expected a rejection')
  }
  const place = (entryId: string) => placesOf(state.tournaments.get(T)!).results.find((r) => r.entryId === entryId)
  return { state, run, rejected, place }
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
