import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import {
  eliminatorBar,
  offeredEliminators,
  orderWith,
  placeAmong,
  type HandLine
} from '../../../../src/shared/core/results/eliminations/eliminatorTimeline'
import { resultsView } from '../../../../src/shared/core/views/results'
import { givenFloor, T0, type GivenFloor } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerCreated, registered, T } from '../../../support/registration'

/**
 * §27.6, §26.14, §5.10: who may be named as the eliminating player is one rule (`eliminatorBar`), read by the core's
 * check and by the choices the admin's forms offer (`offeredEliminators`). These tests pin the rule and check that the
 * form's choices are exactly what the core accepts.
 */

const line = (handId: string, level: number, ...busts: Array<[string, string?]>): HandLine => ({
  handId,
  level,
  busts: busts.map(([entryId, by]) => ({ entryId, ...(by ? { eliminatedBy: [by] } : {}) }))
})

describe('eliminatorBar: the rule for who may be named as eliminator', () => {
  const order = [line('h1', 2, ['anna']), line('h2', 3, ['vera', 'gleb'], ['boris']), line('h3', 5, ['dina'])]

  it('§27.6 the player out cannot eliminate themself, nor can a player out in the same hand', () => {
    expect(eliminatorBar(order, 'h2', 'vera', 'vera')).toEqual({ why: 'self' })
    expect(eliminatorBar(order, 'h2', 'vera', 'boris')).toEqual({ why: 'sameHand' })
  })

  it('§27.6 nobody out in a hand before it, with the level they went out at', () => {
    expect(eliminatorBar(order, 'h2', 'vera', 'anna')).toEqual({ why: 'outBefore', level: 2 })
  })

  it('§26.14 a player still in play, or out in a later hand, may be named', () => {
    expect(eliminatorBar(order, 'h2', 'vera', 'gleb')).toBeNull()
    expect(eliminatorBar(order, 'h2', 'vera', 'dina')).toBeNull()
  })

  it('§26.14 the hand is read where it is placed: moved before Anna’s hand, Anna may be named', () => {
    const moved = orderWith(order, { ...line('h2', 1, ['vera', 'anna'], ['boris']), before: 'h1' })
    expect(moved.map((h) => h.handId)).toEqual(['h2', 'h1', 'h3'])
    expect(eliminatorBar(moved, 'h2', 'vera', 'anna')).toBeNull()
    // Moved after Dina's hand, Dina is out before it.
    const last = orderWith(order, { ...line('h2', 6, ['vera']), before: null })
    expect(eliminatorBar(last, 'h2', 'vera', 'dina')).toEqual({ why: 'outBefore', level: 5 })
  })
})

describe('placeAmong: where a hand goes in the order of eliminations (§26.14, §24.7, §27.7)', () => {
  const MIN = 60_000
  const live = [
    { handId: 'h1', level: 2, occurredAt: 10 * MIN },
    { handId: 'h2', level: 4, occurredAt: 50 * MIN }
  ]
  it('by level, by the minute within a level, or where the director put it', () => {
    expect(placeAmong(live, 3, 30 * MIN)).toEqual({ before: 'h2' })
    expect(placeAmong(live, 5, undefined)).toEqual({ before: undefined })
    expect(placeAmong(live, 2, 9 * MIN)).toEqual({ before: 'h1' })
    expect(placeAmong(live, 9, 1, { before: 'h1' })).toEqual({ before: 'h1' })
    expect(placeAmong(live, 9, 1, { before: null })).toEqual({ before: undefined })
  })
  it('never a silent guess: the same minute of a level, or no time while later levels are recorded', () => {
    expect(placeAmong(live, 2, 10 * MIN + 5)).toEqual({ unknown: 'position', level: 2 })
    expect(placeAmong(live, 2, undefined)).toEqual({ unknown: 'meta.occurredAt', level: 2 })
    expect(placeAmong(live, 2, 1, { before: 'nope' })).toEqual({ notFound: 'nope' })
  })
})

const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya']

/** Seven players; each command decided against everything recorded before it. */
/** Seven registered entries (e1–e7 for p1–p7). */
const floorOfSeven = () =>
  givenFloor([
    { type: 'tournament.created', tournamentId: T, fields: mainEvent },
    ...names.map((n, i) => playerCreated(`p${i + 1}`, n)),
    ...names.map((_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
  ])
const resultsOf = (f: GivenFloor) => resultsView(f.state, T)!
const handIdOf = (events: DomainEvent[]): string =>
  (events.find((e) => e.type === 'results.handRecorded') as { handId: string }).handId

const bustAt = (level: number, entryId: string, eliminatedBy?: string): Command =>
  ({
    type: 'results.recordHand',
    tournamentId: T,
    level,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: 0, ...(eliminatedBy ? { eliminatedBy } : {}) }]
  }) as Command
const correct = (handId: string, level: number, entryId: string, eliminatedBy: string): Command =>
  ({
    type: 'results.correctHand',
    tournamentId: T,
    handId,
    level,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: 0, eliminatedBy }]
  }) as Command
const REASON = { reason: 'From the paper record' }

describe('§27.8 the correction form offers exactly the eliminators the core accepts', () => {
  function scene() {
    const f = floorOfSeven()
    f.when(bustAt(2, 'e1')) // Anna out at level 2
    const vera = handIdOf(f.when(bustAt(3, 'e3', 'e4'))) // Gleb knocks out Vera at level 3
    f.when(bustAt(4, 'e4')) // Gleb out at level 4
    f.when({ type: 'entry.withdraw', tournamentId: T, entryId: 'e7' } as Command, { reason: 'Registered twice' })
    return { f, vera }
  }

  it.each([
    ['the hand where it stands', 3],
    ['the hand moved to level 1', 1],
    ['the hand moved to level 5', 5]
  ])('%s: offered ⇔ accepted, for every entry of the results table', (_name, level) => {
    const { f, vera } = scene()
    const view = resultsOf(f)
    const candidates = view.rows.map((r) => r.entryId)
    const offered = offeredEliminators(
      view.hands,
      { handId: vera, level, inPlace: level === 3, busts: [{ entryId: 'e3', eliminatedBy: ['e4'] }] },
      candidates
    ).get('e3')!
    for (const id of candidates) {
      const result = f.peek(correct(vera, level, 'e3', id), REASON)
      // Gleb named again at level 3 changes nothing: refused as no change, which is not about who may be named.
      const accepted = 'events' in result || result.rejection.code === 'results.error.noChange'
      expect([id, offered.includes(id)]).toEqual([id, accepted])
    }
    // The never-played entry is not in the results table at all, so it is never offered.
    expect(candidates).not.toContain('e7')
  })

  it('§27.8 Anna, out at level 2, is not offered for Vera’s hand at level 3, and the core’s refusal names the bust’s field', () => {
    const { f, vera } = scene()
    const offered = offeredEliminators(
      resultsOf(f).hands,
      { handId: vera, level: 3, inPlace: true, busts: [{ entryId: 'e3' }] },
      ['e1', 'e2', 'e4', 'e5']
    )
    expect(offered.get('e3')).toEqual(['e2', 'e4', 'e5'])
    const result = f.peek(correct(vera, 3, 'e3', 'e1'), REASON)
    expect('rejection' in result && result.rejection).toMatchObject({
      code: 'results.error.eliminatorOutBefore',
      field: 'busts.0.eliminatedBy',
      params: { name: '#1 Anna', level: 2 }
    })
  })

  it('§26.14 a new paper record of level 3 is offered Gleb (out at level 4, later), never Anna (out at level 2)', () => {
    const f = floorOfSeven()
    f.when(bustAt(2, 'e1'))
    f.when(bustAt(4, 'e4'))
    const view = resultsOf(f)
    const candidates = view.rows.filter((r) => r.status === 'in' || r.status === 'eliminated').map((r) => r.entryId)
    const offered = offeredEliminators(
      view.hands,
      { handId: 'new', level: 3, occurredAt: T0, busts: [{ entryId: 'e3' }] },
      candidates
    ).get('e3')!
    expect(offered).toContain('e4')
    expect(offered).not.toContain('e1')
    expect(offered).not.toContain('e3')
    for (const id of ['e1', 'e4'])
      expect('events' in f.peek(bustAt(3, 'e3', id), { occurredAt: T0 })).toBe(offered.includes(id))
  })
})
