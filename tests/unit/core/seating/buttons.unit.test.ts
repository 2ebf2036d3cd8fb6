import { describe, expect, it } from 'vitest'
import {
  playerDueBigBlind,
  seatClosestToBigBlind,
  allowedFreeSeats
} from '../../../../src/shared/core/seating/positions'
import { seatingView } from '../../../../src/shared/core/seating/views'
import { translate } from '../../../../src/shared/i18n'
import { TEMPLATES } from '../../../../src/shared/core/clock/templates'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

type Rules = { playerMethod?: 'big-blind-next' | 'worst-position' | 'random' | 'operator' }

/** 19 players on 2 × 10 (10 / 9), buttons from the draw (BFSP §5.3.1); two out at the short table: one move due. */
function dueMove(rules: Rules = {}, trackButtons = true, clock = false): { f: SeatingFlow; short: number } {
  const f = new SeatingFlow(19)
  if (clock) {
    // The regular template: 20-minute levels, a break after every fourth.
    f.run({ type: 'clock.structure.set', tournamentId: 't1', structure: TEMPLATES['nlhe-regular']() })
    f.run({ type: 'clock.start', tournamentId: 't1' })
  }
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(2),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules,
    trackButtons
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  const short = [...f.seating.room.tables.values()].sort((a, b) => a.count - b.count)[0]!.number
  for (let i = 0; i < 2; i += 1) {
    const t = f.seating.room.tables.get(short)!
    const out = t.occupant.filter((id) => id !== null)[3 + i]!
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
  }
  return { f, short }
}

const pending = (f: SeatingFlow) => f.seating.pending!.proposal

describe('buttons without the chore: a balancing move asks for the current button first', () => {
  it('§8.4 а, BFSP §3.1: the move names nobody until the buttons at both tables are recorded; confirm is refused, nothing written', () => {
    const { f, short } = dueMove()
    const p = pending(f)
    expect(p.kind).toBe('balance')
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked).toContain(short)
    expect(p.buttonsAsked).toHaveLength(2) // the fullest table gives, the short one takes: both buttons are read
    expect(p.legs).toEqual([{ from: p.buttonsAsked!.find((n) => n !== short), to: short }])
    const journal = f.journal.length
    const refusal = f.refused({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(refusal.code).toBe('error.seating.buttonNeeded')
    expect(refusal.params?.tables).toBe(p.buttonsAsked!.join(', '))
    expect(f.journal.length).toBe(journal)
    // The refusal reads in the director's language, naming the tables.
    expect(translate('en', 'error.seating.buttonNeeded', { tables: '1, 2' })).toMatch(/dealer button .* table 1, 2/)
    expect(translate('ru', 'error.seating.buttonNeeded', { tables: '1, 2' })).toMatch(/кнопка дилера за столом 1, 2/)
  })

  it('an override is refused too while the button is not known (§8.8: its seat needs the button)', () => {
    const { f, short } = dueMove()
    const source = pending(f).buttonsAsked!.find((n) => n !== short)!
    const mover = f.seating.room.tables.get(source)!.occupant.find((id) => id !== null)!
    const free = f.seating.room.tables.get(short)!.occupant.indexOf(null) + 1
    const refusal = f.refused(
      {
        type: 'seating.confirm',
        tournamentId: 't1',
        proposalId: f.seating.pending!.id,
        moves: [{ entryId: mover, to: { table: short, seat: free } }]
      },
      { reason: 'floor choice' }
    )
    expect(refusal.code).toBe('error.seating.buttonNeeded')
  })

  it('§8.4 а, BFSP §3.1: once recorded (one record, with who recorded it), the player due the big blind moves to the seat closest to it', () => {
    const { f, short } = dueMove()
    const asked = pending(f).buttonsAsked!
    const source = asked.find((n) => n !== short)!
    const events = f.run({
      type: 'seating.buttons',
      tournamentId: 't1',
      buttons: [
        { table: source, seat: 4 },
        { table: short, seat: 1 }
      ]
    })
    expect(events.filter((e) => e.type === 'seating.buttonSet')).toHaveLength(2)
    expect(f.records.filter((r) => r.event.type === 'seating.buttonSet').at(-1)!.actor).toBe('Anna (TD)')
    const p = pending(f)
    expect(p.buttonsAsked ?? []).toEqual([])
    expect(p.moves).toHaveLength(1)
    const src = f.seating.room.tables.get(source)!
    const dst = f.seating.room.tables.get(short)!
    expect(src.button).toBe(4)
    expect(p.moves[0]!.entryId).toBe(playerDueBigBlind(src))
    expect(p.moves[0]!.to.seat).toBe(seatClosestToBigBlind(dst, allowedFreeSeats(dst, p.moves[0]!.entryId)))
    expect(p.moves[0]).toMatchObject({ playerChoice: 'big-blind-next', seatChoice: 'big-blind' })
    expect(p.moves[0]!.fallback).toBeUndefined()
    const due = playerDueBigBlind(src)
    const [moved] = f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(moved).toMatchObject({ type: 'seating.moved', moves: [{ entryId: due }] })
  })

  it('a button recorded before the last elimination at its table is asked again; the other table is not', () => {
    const { f, short } = dueMove()
    f.answerButtons()
    const source = pending(f).moves[0]!.from.table
    // Another player out at the giving table: a hand ended there, so its button is not current any more. The room
    // stays unbalanced (10 / 7 → 9 / 7).
    const out = f.seating.room.tables
      .get(source)!
      .occupant.find((id) => id !== null && id !== pending(f).moves[0]!.entryId)!
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
    const p = pending(f)
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked).toEqual([source]) // the short table's button was recorded after the move became due
    expect(p.buttonsAsked).not.toContain(short)
  })

  it('tracking per hand stays possible: advancing the buttons after the hand answers the ask (BFSP §5.3)', () => {
    const { f } = dueMove()
    for (const n of pending(f).buttonsAsked!)
      f.run({ type: 'seating.button', tournamentId: 't1', table: n, seat: 'advance' })
    const p = pending(f)
    expect(p.buttonsAsked ?? []).toEqual([])
    expect(p.moves).toHaveLength(1)
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(f.seating.pending).toBeNull()
  })

  it('after the move both tables changed: the next balancing move asks again', () => {
    const { f, short } = dueMove()
    f.answerButtons()
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    // Two more out at the short table: a new move is due; the buttons recorded before the move are not current.
    for (let i = 0; i < 2; i += 1) {
      const t = f.seating.room.tables.get(short)!
      const out = t.occupant.filter((id) => id !== null)[i]!
      f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
    }
    const p = pending(f)
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked).toContain(short)
  })

  it('§8.4 в: by random choice only the destination button is asked (the seat closest to the big blind)', () => {
    const { f, short } = dueMove({ playerMethod: 'random' })
    expect(pending(f).buttonsAsked).toEqual([short])
  })

  it('buttons not tracked at all: no ask, the rule falls back to random and says so (as before)', () => {
    const { f } = dueMove({}, false)
    const p = pending(f)
    expect(p.buttonsAsked).toBeUndefined()
    expect(p.moves[0]!.fallback).toBe('buttons-not-tracked')
  })

  it('the admin view carries the asked tables and the legs; two buttons for one table, a seat or table not in play are refused', () => {
    const { f, short } = dueMove()
    const view = seatingView(f.state, 't1')!.pending!
    expect(view.buttonsAsked).toContain(short)
    expect(view.legs.map((l) => l.to)).toEqual([short])
    expect(
      f.refused({
        type: 'seating.buttons',
        tournamentId: 't1',
        buttons: [
          { table: short, seat: 1 },
          { table: short, seat: 2 }
        ]
      }).code
    ).toBe('error.seating.buttonTwice')
    expect(f.refused({ type: 'seating.buttons', tournamentId: 't1', buttons: [{ table: short, seat: 11 }] }).code).toBe(
      'error.seating.noSuchSeat'
    )
    expect(f.refused({ type: 'seating.buttons', tournamentId: 't1', buttons: [{ table: 3, seat: 1 }] }).code).toBe(
      'error.seating.noSuchTable'
    )
  })
})

describe('BFSP §5.3: the button is remembered as recorded, and asked only when it is due', () => {
  const MIN = 60_000
  /** Two more out at the short table (the clock's level as the elimination's level): a new balancing move is due. */
  const twoOutAt = (f: SeatingFlow, short: number, level: number): void => {
    for (let i = 0; i < 2; i += 1) {
      const out = f.seating.room.tables.get(short)!.occupant.filter((id) => id !== null)[i]!
      f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level, confirmedBy: 'Floor' })
    }
  }

  it('answered in this level, the next balancing of the level names the player at once, by the recorded button', () => {
    const { f, short } = dueMove({}, true, true)
    expect(pending(f).buttonsAsked).toHaveLength(2) // the first move of the level asks, as before
    f.answerButtons()
    expect(f.records.filter((r) => r.event.type === 'seating.buttonSet').map((r) => r.event)).toEqual([
      expect.objectContaining({ level: 1 }),
      expect.objectContaining({ level: 1 })
    ])
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    f.now += 5 * MIN // still level 1 (20 minutes)
    twoOutAt(f, short, 1)
    const p = pending(f)
    expect(p.buttonsAsked ?? []).toEqual([]) // not asked again in the same level
    expect(p.moves).toHaveLength(1)
    expect(p.moves[0]!.fallback).toBeUndefined()
    const source = f.seating.room.tables.get(p.moves[0]!.from.table)!
    expect(p.moves[0]!.entryId).toBe(playerDueBigBlind(source)) // the player due the big blind by the recorded button
    expect(seatingView(f.state, 't1')!.pending!.buttonsAsked).toEqual([])
    // The move is confirmed as proposed: nothing is asked at the confirmation either.
    const [moved] = f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(moved).toMatchObject({ type: 'seating.moved' })
    // A restart reads the same: the level is in the record.
    expect(f.rebuilt().tournaments.get('t1')!.seating!.room.tables.get(short)!.buttonLevel).toBe(1)
  })

  it('a new level asks again: hands have gone on since the answer', () => {
    const { f, short } = dueMove({}, true, true)
    f.answerButtons()
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    f.now += 25 * MIN // level 2
    twoOutAt(f, short, 2)
    const p = pending(f)
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked).toContain(short)
    expect(seatingView(f.state, 't1')!.pending!.buttonsAsked).toContain(short)
  })

  it('an answer given in a break stands for the level after it (no hand is dealt in a break)', () => {
    const { f, short } = dueMove({}, true, true)
    f.now += 4 * 20 * MIN + 5 * MIN // the break after level 4
    f.answerButtons()
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    f.now += 15 * MIN // level 5
    twoOutAt(f, short, 5)
    expect(pending(f).buttonsAsked ?? []).toEqual([])
    expect(pending(f).moves).toHaveLength(1)
  })
})
