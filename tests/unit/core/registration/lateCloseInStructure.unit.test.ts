import { describe, expect, it } from 'vitest'
import type { Structure } from '../../../../src/shared/core/clock/structure'
import { lateCloseInStructure } from '../../../../src/shared/core/registration/lateRegistration'
import { defaultEntryTerms, type EntryTerms } from '../../../../src/shared/core/registration/terms'

/**
 * §5.1 з, §7.7: late registration is set in the entry terms alone; the structure and the terms show where it closes
 * with this one answer. A level's old "late registration ends" mark in the structure decides nothing.
 */
const level = (smallBlind: number, mark = false) => ({
  kind: 'level' as const,
  seconds: 1200,
  smallBlind,
  bigBlind: 2 * smallBlind,
  ante: 0,
  anteKind: 'none' as const,
  ...(mark ? { lateRegistrationEnds: true } : {})
})
// The director's evening: the structure said "late reg ends" on level 4, the terms "after level 6".
const structure: Structure = {
  items: [
    level(100),
    level(200),
    level(300),
    level(400, true),
    { kind: 'break', seconds: 900, label: 'Break' },
    level(500),
    level(600)
  ]
}
const terms = (lateRegistration: EntryTerms['lateRegistration'], more: Partial<EntryTerms> = {}): EntryTerms => ({
  ...defaultEntryTerms(),
  lateRegistration,
  ...more
})

describe('where late registration closes in the structure (§7.7)', () => {
  it('after level N: that level, whatever an old mark in the structure says', () => {
    expect(lateCloseInStructure(terms({ kind: 'level-end', level: 6 }), structure)).toEqual({
      at: 'item',
      index: 6,
      level: 6,
      afterSeconds: 6 * 1200 + 900
    })
  })
  it('after the first break: the break; at the end of the rebuy period: the rebuy level', () => {
    expect(lateCloseInStructure(terms({ kind: 'first-break' }), structure)).toMatchObject({
      at: 'item',
      index: 4,
      level: null
    })
    const rebuy = { maxPerPlayer: 1, untilLevel: 2, stackThreshold: 0, chips: 10_000 }
    expect(lateCloseInStructure(terms({ kind: 'rebuy-end' }, { rebuy }), structure)).toMatchObject({
      index: 1,
      level: 2
    })
  })
  it('at the start, at the cap, or a level the structure lacks', () => {
    expect(lateCloseInStructure(terms({ kind: 'at-start' }), structure)).toEqual({ at: 'start' })
    expect(lateCloseInStructure(terms({ kind: 'cap' }, { playerCap: 120 }), structure)).toEqual({ at: 'cap', cap: 120 })
    expect(lateCloseInStructure(terms({ kind: 'level-end', level: 9 }), structure)).toEqual({
      at: 'beyond',
      level: 9,
      levels: 6
    })
    expect(lateCloseInStructure(terms({ kind: 'first-break' }), { items: [level(100)] })).toEqual({
      at: 'beyond',
      level: null,
      levels: 1
    })
  })
})
