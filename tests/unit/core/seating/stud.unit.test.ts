import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { entriesToSeat } from '../../../../src/shared/core/registration/entries'
import { highestOccupiedSeat } from '../../../../src/shared/core/seating/balancing'
import { forkRoom, moveTo } from '../../../../src/shared/core/seating/room'
import { canonicalState } from '../../../support/canonicalState'
import { playerCreated } from '../../../support/registration'
import { checkRoom } from '../../../support/seatingInvariants'
import { allowedFreeSeats } from '../../../../src/shared/core/seating/positions'
import { seatingView } from '../../../../src/shared/core/seating/views'
import { translate } from '../../../../src/shared/i18n'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

type Method = 'big-blind-next' | 'worst-position' | 'random' | 'by-seat' | 'operator'

/** 24 players, announced as Seven Card Stud (or another discipline), 3 tables of 8 seats, configured (not drawn). */
function event(discipline: 'stud' | 'holdem' | 'mixed' = 'stud', playerMethod?: Method, trackButtons = false) {
  const f = new SeatingFlow(24)
  if (discipline !== 'holdem') f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline } })
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(3, 8),
    closingOrder: { kind: 'published', order: [1, 2, 3] },
    rules: { finalTableSize: 8, ...(playerMethod ? { playerMethod } : {}) },
    trackButtons
  })
  return f
}

/** Draw, then eliminations at table 3 (seats 4 and 5) until a balancing move is due (8 / 8 / 6). */
function untilMoveDue(f: SeatingFlow): void {
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  for (const seat of [4, 5]) {
    const out = f.seating.room.tables.get(3)!.occupant[seat - 1]!
    f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId: out, level: 1, confirmedBy: 'Floor' })
  }
}

const view = (f: SeatingFlow) => seatingView(f.state, 't1')!

describe('stud seating: no dealer button, no blinds (BFSP §5.4)', () => {
  it('a stud event set up without a rule gets random; the draw sets no button and the floor map shows no SB/BB/D', () => {
    const f = event('stud')
    expect(f.seating.room.rules.playerMethod).toBe('random')
    expect(f.seating.room.trackButtons).toBe(false)
    expect(view(f).buttonless).toBe(true)
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    for (const table of view(f).tables) {
      expect(table.count).toBe(8)
      expect([table.button, table.smallBlind, table.bigBlind]).toEqual([null, null, null])
    }
  })

  it('§8.3, BFSP §3.1: eliminations until a move is due → the proposal asks for no button, names the method, moves a player into a free seat', () => {
    const f = event('stud')
    untilMoveDue(f)
    const p = f.seating.pending!.proposal
    expect(p.kind).toBe('balance')
    expect(p.buttonsAsked ?? []).toEqual([])
    expect(p.moves).toHaveLength(1)
    const [m] = p.moves
    expect(m!.playerChoice).toBe('random')
    expect(m!.seatChoice).toBe('random')
    expect(m!.fallback).toBeUndefined() // nothing "fell back": random is the announced stud rule
    expect(m!.waitsForButton).toBe(false)
    expect(m!.to.table).toBe(3)
    expect(f.seating.room.tables.get(3)!.occupant[m!.to.seat - 1]).toBeNull()
    // The proposal card reads "Random · Random free seat" (the same words as for a hold'em random rule).
    const mv = view(f).pending!.moves[0]!
    expect(translate('en', `seating.player.${mv.playerChoice}`)).toBe('Random')
    expect(translate('en', `seating.seat.${mv.seatChoice}`)).toBe('Random free seat')
    expect(view(f).pending!.buttonsAsked).toEqual([])
    // Confirmed as proposed: no button needed, the player sits there, the tables are balanced.
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(f.seating.room.seatOf.get(m!.entryId)).toEqual(m!.to)
    expect([1, 2, 3].map((n) => f.seating.room.tables.get(n)!.count).sort()).toEqual([7, 7, 8])
    expect(f.seating.pending).toBeNull()
  })

  it('§8.8 without a button: every free seat is one a newcomer may take (no "between SB and button")', () => {
    const f = event('stud')
    untilMoveDue(f)
    const table = f.seating.room.tables.get(3)!
    const free = table.occupant.flatMap((id, i) => (id === null ? [i + 1] : []))
    expect(allowedFreeSeats(table)).toEqual(free)
  })

  it('"by seat": the player in the highest-numbered occupied seat of the fullest table moves (the product\'s announced choice; RULES §4 names none for stud)', () => {
    const f = event('stud', 'by-seat')
    untilMoveDue(f)
    const m = f.seating.pending!.proposal.moves[0]!
    expect(m.playerChoice).toBe('by-seat')
    expect(m.from.seat).toBe(8) // every seat was drawn full: seat 8 is the highest occupied
    expect(m.seatChoice).toBe('random')
    expect(translate('ru', 'seating.player.by-seat')).toMatch(/По месту/)
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
    expect(f.seating.room.seatOf.get(m.entryId)).toEqual(m.to)
  })

  it("the director's pick stays a suggestion in stud (§8.4 г)", () => {
    const f = event('stud', 'operator')
    untilMoveDue(f)
    const p = f.seating.pending!.proposal
    expect(p.operatorPick).toBe(true)
    expect(p.moves[0]!.playerChoice).toBe('operator')
    expect(p.buttonsAsked ?? []).toEqual([])
  })

  for (const method of ['big-blind-next', 'worst-position'] as const) {
    it(`§8.4: ${method} is refused for a stud event at seating.configure, with a message in RU and EN; nothing recorded`, () => {
      const f = new SeatingFlow(4)
      f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline: 'stud' } })
      const journal = f.journal.length
      const r = f.refused({
        type: 'seating.configure',
        tournamentId: 't1',
        tables: tenMax(1, 8),
        closingOrder: { kind: 'published', order: [1] },
        rules: { playerMethod: method, finalTableSize: 8 }
      })
      expect({ code: r.code, field: r.field }).toEqual({
        code: 'error.seating.studPlayerMethod',
        field: 'rules.playerMethod'
      })
      expect(f.journal.length).toBe(journal)
      expect(f.state.tournaments.get('t1')!.seating).toBeNull()
    })
  }

  it('the refusal reads in both languages', () => {
    expect(translate('en', 'error.seating.studPlayerMethod')).toMatch(/no big blind .* random, by seat or the director/)
    expect(translate('ru', 'error.seating.studPlayerMethod')).toMatch(/нет большого блайнда .* случайно, по месту/)
    expect(translate('en', 'error.seating.studNoButton')).toMatch(/no dealer button/)
    expect(translate('ru', 'error.seating.studNoButton')).toMatch(/нет кнопки дилера/)
  })

  it('seating.setRules refuses big-blind-next in stud (before and after the draw); random → by seat is accepted', () => {
    const f = event('stud')
    const before = f.refused({
      type: 'seating.setRules',
      tournamentId: 't1',
      rules: { playerMethod: 'big-blind-next' }
    })
    expect(before.code).toBe('error.seating.studPlayerMethod')
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const journal = f.journal.length
    const after = f.refused(
      { type: 'seating.setRules', tournamentId: 't1', rules: { playerMethod: 'worst-position' } },
      { reason: 'chief judge' }
    )
    expect(after.code).toBe('error.seating.studPlayerMethod')
    expect(f.journal.length).toBe(journal)
    expect(f.seating.room.rules.playerMethod).toBe('random')
    f.run({ type: 'seating.setRules', tournamentId: 't1', rules: { playerMethod: 'by-seat' } }, { reason: 'announced' })
    expect(f.seating.room.rules.playerMethod).toBe('by-seat')
  })

  it('no button to track or record in stud: trackButtons at configure and seating.button(s) are refused', () => {
    const f = new SeatingFlow(4)
    f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline: 'stud' } })
    const configure = f.refused({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(1, 8),
      closingOrder: { kind: 'published', order: [1] },
      rules: { finalTableSize: 8 },
      trackButtons: true
    })
    expect(configure.code).toBe('error.seating.studNoButton')
    const g = event('stud')
    g.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(g.refused({ type: 'seating.button', tournamentId: 't1', table: 1, seat: 3 }).code).toBe(
      'error.seating.studNoButton'
    )
    expect(g.refused({ type: 'seating.buttons', tournamentId: 't1', buttons: [{ table: 1, seat: 3 }] }).code).toBe(
      'error.seating.studNoButton'
    )
  })

  it("a hold'em room whose event is re-announced as stud forgets its buttons (no markers, no asks); the fold rebuilds the same", () => {
    const f = event('holdem', undefined, true)
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(view(f).tables.every((t) => t.button !== null)).toBe(true)
    f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline: 'stud' } })
    expect(f.seating.room.trackButtons).toBe(false)
    expect(view(f).tables.every((t) => t.button === null && t.smallBlind === null && t.bigBlind === null)).toBe(true)
    const rebuilt = f.rebuilt().tournaments.get('t1')!.seating!.room
    expect(rebuilt.buttonless).toBe(true)
    expect([...rebuilt.tables.values()].every((t) => t.button === null)).toBe(true)
  })
})

describe("hold'em and mixed keep the button (nothing else changes)", () => {
  it("a hold'em event set up without a rule still gets the player due the big blind, and the move asks for the buttons (§8.4 а)", () => {
    const f = event('holdem', undefined, true)
    expect(f.seating.room.rules.playerMethod).toBe('big-blind-next')
    expect(view(f).buttonless).toBe(false)
    untilMoveDue(f)
    const p = f.seating.pending!.proposal
    expect(p.moves).toEqual([])
    expect(p.buttonsAsked!.length).toBeGreaterThan(0)
    f.answerButtons()
    const m = f.seating.pending!.proposal.moves[0]!
    expect(m.playerChoice).toBe('big-blind-next')
    expect(m.seatChoice).toBe('big-blind')
  })

  it('a mixed event (HORSE: flop games dealt from the button) accepts big-blind-next and tracks buttons', () => {
    const f = event('mixed', 'big-blind-next', true)
    expect(f.seating.room.buttonless).toBe(false)
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(view(f).tables.every((t) => t.button !== null && t.bigBlind !== null)).toBe(true)
  })
})

describe('stud seating through the commands (property)', () => {
  /**
   * Random stud rooms (6- or 8-max, 9–30 players, each stud method), eliminations, late entries and confirmations:
   * no table ever has a button, no proposal asks for one or falls back, nobody waits for a button, a "by seat" move
   * takes the highest occupied seat of its table as the moves before it left the tables, balancing ends within the
   * tolerance, and a restart rebuilds the same state.
   */
  it('never a button, never a button ask; by seat is the highest occupied seat; restart identical', () => {
    const Config = fc.record({
      seats: fc.constantFrom(6, 8),
      players: fc.integer({ min: 9, max: 30 }),
      playerMethod: fc.constantFrom('random' as const, 'by-seat' as const, 'operator' as const),
      steps: fc.array(
        fc.oneof(
          { weight: 6, arbitrary: fc.record({ kind: fc.constant('eliminate' as const), pick: fc.nat() }) },
          { weight: 2, arbitrary: fc.record({ kind: fc.constant('late' as const), pick: fc.nat() }) },
          { weight: 3, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }) }
        ),
        { minLength: 5, maxLength: 50 }
      )
    })
    fc.assert(
      fc.property(Config, (c) => {
        const f = new SeatingFlow(c.players)
        f.purity = 'off' // the purity of decide is checked by the other seating properties; this one is about stud
        f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline: 'stud' } })
        const tables = Math.ceil(30 / c.seats) + 1
        f.run({
          type: 'seating.configure',
          tournamentId: 't1',
          tables: tenMax(tables, c.seats),
          closingOrder: { kind: 'random' },
          rules: { playerMethod: c.playerMethod, finalTableSize: c.seats }
        })
        f.run({ type: 'seating.draw', tournamentId: 't1' })
        const t = f.state.tournaments.get('t1')!
        let late = 0
        for (const step of c.steps) {
          const ids = [...f.seating.room.seatOf.keys()]
          if (step.kind === 'eliminate' && ids.length > 2)
            f.run({
              type: 'entry.eliminate',
              tournamentId: 't1',
              entryId: ids[step.pick % ids.length]!,
              level: 1,
              confirmedBy: 'Floor'
            })
          if (step.kind === 'late' && entriesToSeat(t).length < (tables - 1) * c.seats - 2) {
            const id = `late${late++}`
            f.fold([playerCreated(id, `Late ${id}`)])
            f.run(
              {
                type: 'entry.register',
                tournamentId: 't1',
                playerId: id,
                preRegistered: false,
                waitingList: false,
                override: true
              },
              { reason: 'late entry' }
            )
          }
          if (step.kind === 'confirm') {
            for (let i = 0; i < 30 && f.seating.pending; i += 1) {
              const p = f.seating.pending.proposal
              expect(p.buttonsAsked ?? []).toEqual([])
              expect(p.deferred).toBe(false) // any free seat will do: nothing waits for a button
              const trial = forkRoom(f.seating.room)
              for (const m of p.moves) {
                expect(m.fallback).toBeUndefined()
                expect(m.waitsForButton).toBe(false)
                if (p.kind === 'balance') {
                  expect(m.seatChoice).toBe('random')
                  if (c.playerMethod === 'by-seat') {
                    const source = trial.tables.get(m.from.table)!
                    expect(m.from.seat).toBe(highestOccupiedSeat(source))
                  }
                  moveTo(trial, m.entryId, m.to)
                }
              }
              f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending.id })
            }
            if (!f.seating.pending) {
              const counts = [...f.seating.room.tables.values()].filter((x) => x.open).map((x) => x.count)
              expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
            }
          }
          checkRoom(f.seating.room, new Set(entriesToSeat(t).map((e) => e.id)))
          expect([...f.seating.room.tables.values()].every((x) => x.button === null)).toBe(true)
        }
        expect(canonicalState(f.rebuilt().tournaments)).toBe(canonicalState(f.state.tournaments))
      }),
      { numRuns: 40 }
    )
  }, 120_000)
})
