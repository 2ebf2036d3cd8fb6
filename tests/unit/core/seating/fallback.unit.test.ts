import { describe, expect, it } from 'vitest'
import { translate, isMessageKey } from '../../../../src/shared/i18n'
import { proposeBalance } from '../../../../src/shared/core/seating/balancing'
import { seatingView } from '../../../../src/shared/core/seating/views'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'
import { lcg, placed } from '../../../support/seatingRoom'

const _ = null

describe('a button rule without a known button says it chose at random, and why (§8.4, BFSP §3.1)', () => {
  it('buttons not tracked (the default): every balancing move says "random: buttons not tracked"', () => {
    const r = placed({
      1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', _],
      2: ['j', 'k', 'l', 'm', 'n', 'o', _, _, _, _]
    })
    const p = proposeBalance(r, lcg(1))!
    expect(p.moves.length).toBeGreaterThan(0)
    for (const m of p.moves) {
      expect(m.playerChoice).toBe('random')
      expect(m.seatChoice).toBe('random')
      expect(m.fallback).toBe('buttons-not-tracked')
    }
  })

  it('buttons tracked and known: the rule as announced, no note', () => {
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', _], 2: ['j', 'k', 'l', 'm', 'n', 'o', _, _, _, _] },
      10,
      {},
      { 1: 9, 2: 3 }
    )
    const p = proposeBalance(r, lcg(1))!
    expect(p.moves[0]).toMatchObject({ playerChoice: 'big-blind-next', seatChoice: 'big-blind' })
    expect(p.moves[0]!.fallback).toBeUndefined()
  })

  it('buttons tracked but unknown at the short table: the move asks for it and names nobody yet (§8.4, BFSP §3.1)', () => {
    const r = placed(
      { 1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', _], 2: ['j', 'k', 'l', 'm', 'n', 'o', _, _, _, _] },
      10,
      {},
      { 1: 9 }
    )
    const p = proposeBalance(r, lcg(1))!
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked).toEqual([2])
    expect(p.legs).toEqual([{ from: 1, to: 2 }])
  })

  it('the admin view carries the note, in Russian and English', () => {
    const f = new SeatingFlow(19)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {},
      trackButtons: false
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const small = [...f.seating.room.tables.values()].sort((a, b) => a.count - b.count)[0]!
    const out = small.occupant.filter((id) => id !== null).slice(0, 2)
    for (const id of out)
      f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: id!, level: 1, confirmedBy: 'Floor' })
    const move = seatingView(f.state, 't1')!.pending!.moves[0]!
    expect(move.fallback).toBe('buttons-not-tracked')
    const key = `seating.fallback.${move.fallback}`
    expect(isMessageKey(key)).toBe(true)
    expect(translate('en', key as never)).toMatch(/^random: buttons not tracked/)
    expect(translate('ru', key as never)).toMatch(/^случайно: кнопки не отслеживаются/)
  })
})
