import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { resultsView } from '../../../../src/shared/core/views/results'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { givenFloor, type GivenFloor } from '../../../support/decider'
import { created, eliminated, playerCreated, registered, T } from '../../../support/registration'

const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor']
const base: DomainEvent[] = [
  created,
  ...names.map((n, i) => playerCreated(`p${i + 1}`, n, { fullName: `${n} Real` })),
  ...names.map((_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
]

const view = (f: GivenFloor) => resultsView(f.state, T)!
function place(f: GivenFloor, entryId: string) {
  const r = view(f).rows.find((x) => x.entryId === entryId)!
  return { status: r.status, place: r.place, placeTo: r.placeTo, basis: r.basis }
}

type Bust = { entryId: string; startStack?: number; eliminatedBy?: string; tableId?: string }
const hand = (busts: Bust[], extra: Record<string, unknown> = {}): Command =>
  ({
    type: 'results.recordHand',
    tournamentId: T,
    level: 3,
    confirmedBy: 'Floor Ivan',
    busts: busts.map((b) => ({ startStack: 0, ...b })),
    ...extra
  }) as Command
const rules = (tieRule: string, disqualificationPlaces = 'keep'): Command =>
  ({ type: 'results.setRules', tournamentId: T, rules: { tieRule, disqualificationPlaces } }) as Command

describe('§27.6 an elimination recorded after confirmation gets its place automatically', () => {
  it('the first of six out is 6th; the entry is eliminated in registration with level and who confirmed', () => {
    const f = givenFloor(base)
    const events = f.when(hand([{ entryId: 'e3', eliminatedBy: 'e1', tableId: 'T1' }]))
    expect(events[0]).toMatchObject({ type: 'results.handRecorded', places: [{ entryId: 'e3', place: 6, placeTo: 6 }] })
    expect(events[1]).toEqual({
      type: 'entry.eliminated',
      tournamentId: T,
      entryId: 'e3',
      level: 3,
      confirmedBy: 'Floor Ivan',
      eliminatedBy: 'e1',
      // registration's record names the hand results recorded, not a journal position.
      handId: (events[0] as { handId: string }).handId
    })
    expect(place(f, 'e3')).toEqual({ status: 'eliminated', place: 6, placeTo: 6, basis: 'sole-elimination' })
    const row = view(f).rows.find((r) => r.entryId === 'e3')!
    expect(row).toMatchObject({ level: 3, eliminatedBy: 'Anna', tableId: 'T1' })
    expect(view(f).rows.find((r) => r.entryId === 'e1')!.knockouts).toBe(1)
    const state = f.state
    expect(state.tournaments.get(T)!.registration.entries.get('e3')!.status).toBe('eliminated')
  })

  it('refuses an entry already out, and an eliminator out in the same hand (§27.6)', () => {
    const f = givenFloor(base)
    f.when(hand([{ entryId: 'e3' }]))
    expect(f.refused(hand([{ entryId: 'e3' }])).code).toBe('error.entry.notIn')
    expect(f.refused(hand([{ entryId: 'e4', eliminatedBy: 'e5' }, { entryId: 'e5' }])).code).toBe(
      'results.error.eliminatorOut'
    )
  })

  it("registration's own entry.eliminate also takes a place (single elimination, order of elimination)", () => {
    const f = givenFloor([...base, eliminated('e2')])
    expect(place(f, 'e2')).toEqual({ status: 'eliminated', place: 6, placeTo: 6, basis: 'sole-elimination' })
  })

  it('the last entry left is the winner, place 1', () => {
    const f = givenFloor(base)
    for (const id of ['e6', 'e5', 'e4', 'e3', 'e2']) f.when(hand([{ entryId: id }]))
    expect(place(f, 'e1')).toEqual({ status: 'winner', place: 1, placeTo: 1, basis: 'last-remaining' })
    expect(view(f)).toMatchObject({ remaining: 1, winner: { entryId: 'e1', displayName: 'Anna' } })
    expect(f.refused(hand([{ entryId: 'e1' }])).code).toBe('results.error.tooManyBusts')
  })
})

describe('§9.5, §9.6, §24.7–§24.10 several out in one hand: start-of-hand stacks order them', () => {
  it('§24.7 more chips at the start of the hand places higher, basis start-stack (§27.7)', () => {
    const f = givenFloor(base)
    const [recorded] = f.when(
      hand([
        { entryId: 'e4', startStack: 5000 },
        { entryId: 'e5', startStack: 12000 }
      ])
    )
    expect(recorded).toMatchObject({
      places: [
        { entryId: 'e5', place: 5 },
        { entryId: 'e4', place: 6 }
      ]
    })
    expect(place(f, 'e5')).toEqual({ status: 'eliminated', place: 5, placeTo: 5, basis: 'start-stack' })
    expect(place(f, 'e4')).toEqual({ status: 'eliminated', place: 6, placeTo: 6, basis: 'start-stack' })
  })

  it('§24.10 hand-for-hand: busts at different tables in one hand are ordered together', () => {
    const f = givenFloor(base)
    f.when(
      hand([
        { entryId: 'e2', startStack: 3000, tableId: 'T1' },
        { entryId: 'e6', startStack: 9000, tableId: 'T2' },
        { entryId: 'e4', startStack: 6000, tableId: 'T2' }
      ])
    )
    expect([place(f, 'e6').place, place(f, 'e4').place, place(f, 'e2').place]).toEqual([4, 5, 6])
  })

  it('§24.9а equal stacks with the split rule share the places', () => {
    const f = givenFloor(base)
    f.when(
      hand([
        { entryId: 'e4', startStack: 7000 },
        { entryId: 'e5', startStack: 7000 }
      ])
    )
    expect(place(f, 'e4')).toEqual({ status: 'eliminated', place: 5, placeTo: 6, basis: 'equal-places' })
    expect(place(f, 'e5')).toEqual({ status: 'eliminated', place: 5, placeTo: 6, basis: 'equal-places' })
  })

  it('§24.9в equal stacks with the lot rule: the draw is recorded in the hand and replayed, never redrawn', () => {
    const f = givenFloor(base)
    f.when(rules('lot'))
    const [recorded] = f.when(
      hand([
        { entryId: 'e4', startStack: 7000 },
        { entryId: 'e5', startStack: 7000 }
      ])
    )
    const lots = (recorded as Extract<DomainEvent, { type: 'results.handRecorded' }>).outcome.lots!
    expect(lots).toHaveLength(1)
    expect([...lots[0]!.order].sort()).toEqual(['e4', 'e5'])
    const first = lots[0]!.order[0]!
    expect(place(f, first)).toMatchObject({ place: 5, basis: 'lot' })
    // A later elimination does not draw again.
    f.when(hand([{ entryId: 'e6' }]))
    expect(place(f, first)).toMatchObject({ place: 5, basis: 'lot' })
  })

  it("§27.7 equal stacks with the director's rule need the order and its reason", () => {
    const f = givenFloor(base)
    f.when(rules('director'))
    expect(
      f.refused(
        hand([
          { entryId: 'e4', startStack: 7000 },
          { entryId: 'e5', startStack: 7000 }
        ])
      ).code
    ).toBe('results.error.tieOrderNeeded')
    f.when(
      hand(
        [
          { entryId: 'e4', startStack: 7000 },
          { entryId: 'e5', startStack: 7000 }
        ],
        { tieOrder: { order: ['e5', 'e4'], reason: 'e5 acted last', decidedBy: 'Anna (TD)' } }
      )
    )
    expect(place(f, 'e5')).toEqual({ status: 'eliminated', place: 5, placeTo: 5, basis: 'director' })
    expect(view(f).rows.find((r) => r.entryId === 'e5')!.note).toBe('e5 acted last')
  })
})

describe('§27.8 undo or correct an elimination with a reason; places after it are recomputed, history kept', () => {
  // §4.4, §4.9: the administration corrects a record; §4.6, §26.13: the record follows what was decided at the table.
  it('a correction needs a reason and keeps old → new values (§4.4, §4.9, §4.6, §26.13)', () => {
    const f = givenFloor(base)
    const [h] = f.when(
      hand([
        { entryId: 'e4', startStack: 5000 },
        { entryId: 'e5', startStack: 12000 }
      ])
    )
    const handId = (h as { handId: string }).handId
    const correct = {
      type: 'results.correctHand',
      tournamentId: T,
      handId,
      level: 3,
      confirmedBy: 'Floor Ivan',
      busts: [
        { entryId: 'e4', startStack: 15000 },
        { entryId: 'e5', startStack: 12000 }
      ]
    } as Command
    expect(f.refused(correct).code).toBe('results.error.reasonRequired')
    const [corrected] = f.when(correct, { reason: 'Stacks swapped on entry' })
    expect(corrected).toMatchObject({
      type: 'results.handCorrected',
      changes: [
        { entryId: 'e4', from: { place: 6 }, to: { place: 5 } },
        { entryId: 'e5', from: { place: 5 }, to: { place: 6 } }
      ]
    })
    expect(place(f, 'e4').place).toBe(5)
    // the corrected value itself, old → new, then the places it moved.
    const corrections = f.state.tournaments.get(T)!.results.corrections
    expect(corrections.map((c) => [c.entryId, c.field, c.from, c.to])).toEqual([
      ['e4', 'startStack', '5000', '15000'],
      ['e4', 'place', '6', '5'],
      ['e5', 'place', '5', '6']
    ])
  })

  it('a correction keeps the same entries', () => {
    const f = givenFloor(base)
    const [h] = f.when(hand([{ entryId: 'e4' }]))
    expect(
      f.refused(
        {
          type: 'results.correctHand',
          tournamentId: T,
          handId: (h as { handId: string }).handId,
          level: 3,
          confirmedBy: 'X',
          busts: [{ entryId: 'e5', startStack: 0 }]
        } as Command,
        { reason: 'x' }
      ).code
    ).toBe('results.error.correctionEntries')
  })

  it('undoing an early elimination puts the entry back in and moves later places (§28.14)', () => {
    const f = givenFloor(base)
    const [h1] = f.when(hand([{ entryId: 'e6' }]))
    f.when(hand([{ entryId: 'e5' }]))
    expect(place(f, 'e5').place).toBe(5)
    const undo = { type: 'results.undoHand', tournamentId: T, handId: (h1 as { handId: string }).handId } as Command
    expect(f.refused(undo).code).toBe('results.error.reasonRequired')
    const [undone] = f.when(undo, { reason: 'Recorded at the wrong table' })
    expect(undone).toMatchObject({
      type: 'results.handUndone',
      entryIds: ['e6'],
      changes: [
        { entryId: 'e5', from: { place: 5 }, to: { place: 6 } },
        { entryId: 'e6', to: { status: 'in' } }
      ]
    })
    expect(place(f, 'e6')).toEqual({ status: 'in', place: null, placeTo: null, basis: null })
    const entry = f.state.tournaments.get(T)!.registration.entries.get('e6')!
    expect(entry.status).toBe('registered')
    expect(entry.elimination).toBeNull()
  })
})

describe('§25.10, §25.11, §28.8 disqualification follows the announced rule', () => {
  it("'keep': the disqualified entry takes the place of the moment it was removed", () => {
    const f = givenFloor(base)
    f.when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e2' } as Command, { reason: 'Collusion' })
    expect(place(f, 'e2')).toEqual({ status: 'disqualified', place: 6, placeTo: 6, basis: 'disqualification' })
  })

  it("'annul': the entry has no place; everyone below moves up", () => {
    const f = givenFloor(base)
    f.when(rules('split', 'annul'))
    f.when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e2' } as Command, { reason: 'Collusion' })
    f.when(hand([{ entryId: 'e3' }]))
    expect(place(f, 'e2')).toEqual({ status: 'disqualified', place: null, placeTo: null, basis: null })
    expect(place(f, 'e3').place).toBe(5)
  })
})

describe('Appendix C.18 approval seals the results', () => {
  it('only with a winner; a later record needs a reason and shows as a correction', () => {
    const f = givenFloor(base)
    expect(f.refused({ type: 'results.approve', tournamentId: T } as Command).code).toBe('results.error.notFinished')
    for (const id of ['e6', 'e5', 'e4', 'e3']) f.when(hand([{ entryId: id }]))
    f.when(hand([{ entryId: 'e2' }]))
    f.when({ type: 'results.approve', tournamentId: T } as Command)
    expect(f.refused({ type: 'results.approve', tournamentId: T } as Command).code).toBe(
      'results.error.alreadyApproved'
    )
    const state = f.state
    const doc = buildProtocol(protocolInput(state, T)!, { audience: 'internal', generatedAt: 0 })
    expect(doc.approval).not.toBeNull()
    expect(doc.participants.map((p) => [p.publicName, p.place, p.basis])).toEqual([
      ['Anna', 1, 'last-remaining'],
      ['Boris', 2, 'sole-elimination'],
      ['Vera', 3, 'sole-elimination'],
      ['Gleb', 4, 'sole-elimination'],
      ['Dina', 5, 'sole-elimination'],
      ['Egor', 6, 'sole-elimination']
    ])
    expect(doc.participants[0]).toMatchObject({ realName: 'Anna Real', status: 'winner' })
  })

  it("registration's entry.eliminate after the approval also needs a reason", () => {
    const f = givenFloor([...base.slice(0, -2)]) // four entries
    for (const id of ['e4', 'e3', 'e2']) f.when(hand([{ entryId: id }]))
    f.when({ type: 'results.approve', tournamentId: T } as Command)
    expect(
      f.refused({ type: 'entry.eliminate', tournamentId: T, entryId: 'e1', level: 3, confirmedBy: 'X' } as Command).code
    ).toBe('results.error.sealed')
    expect(f.refused(hand([{ entryId: 'e1' }])).code).toBe('results.error.sealed')
  })
})

describe('§27.11 the hall sees the last eliminations and the final standings with public names only', () => {
  it('newest first, then the final standings once there is a winner', () => {
    const f = givenFloor(base)
    f.when(
      hand([
        { entryId: 'e6', startStack: 100 },
        { entryId: 'e5', startStack: 200 }
      ])
    )
    let shown = publicDisplay(f.state, T).results!
    expect(shown.lastEliminations).toEqual([
      { name: 'Dina', place: 5, placeTo: 5, basis: 'start-stack' },
      { name: 'Egor', place: 6, placeTo: 6, basis: 'start-stack' }
    ])
    expect(shown.finalStandings).toBeNull()
    for (const id of ['e4', 'e3', 'e2']) f.when(hand([{ entryId: id }]))
    shown = publicDisplay(f.state, T).results!
    expect(shown.finalStandings!.map((p) => p.name)).toEqual(['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor'])
    expect(JSON.stringify(shown)).not.toContain('Real')
  })
})
