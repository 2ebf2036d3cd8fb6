import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { RejectedError } from '../../../../src/shared/core/rejection'
import { entriesToSeat } from '../../../../src/shared/core/registration/entries'
import { tournamentStats } from '../../../../src/shared/core/views/stats'
import { verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import {
  allowedFreeSeats,
  blindsOf,
  isBetweenButtonAndSmallBlind,
  playerDueBigBlind,
  seatClosestToBigBlind
} from '../../../../src/shared/core/seating/positions'
import type { SeatingProposal } from '../../../../src/shared/core/seating/proposal'
import { forkRoom, isUsableSeat, moveTo, type Room } from '../../../../src/shared/core/seating/room'
import { canonicalState } from '../../../support/canonicalState'
import { playerCreated } from '../../../support/registration'
import { checkRoom } from '../../../support/seatingInvariants'
import { SeatingFlow } from '../../../support/seatingFlow'

/**
 * Seating's rules through the commands (decide → events → evolve), every rule combination drawn at random: eliminations
 * (single and several in one hand), undos, disqualifications and their lifting, late entries, buttons moved while a
 * proposal waits, rule changes, the director's break. After every step: everyone in play has exactly one seat, the
 * display's players left equals the seated count; every confirmed balancing move was the announced rule's on the
 * tables as they were when confirmed, and nobody moved lands between the button and the small blind (§8.4–§8.8,
 * BFSP §3.1); decide never changed the state it read (SeatingFlow); a restart rebuilds the same state.
 */

const Config = fc.record({
  seats: fc.constantFrom(6, 8, 9, 10),
  players: fc.integer({ min: 9, max: 30 }),
  bigFinal: fc.boolean(),
  shortHandedFinal: fc.boolean(),
  tolerance: fc.constantFrom(1 as const, 2 as const),
  closing: fc.constantFrom('published' as const, 'random' as const, 'director' as const),
  trackButtons: fc.boolean(),
  playerMethod: fc.constantFrom(
    'big-blind-next' as const,
    'worst-position' as const,
    'random' as const,
    'operator' as const
  ),
  seatMethod: fc.constantFrom('big-blind' as const, 'worst-position' as const)
})

const Step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('eliminate' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hand' as const), pick: fc.nat(), two: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disqualify' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lift' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('late' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('button' as const), pick: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('confirm' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tolerance' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('breakTable' as const), pick: fc.nat() }) }
)

function refusedOk(fn: () => unknown): void {
  try {
    fn()
  } catch (e) {
    if (!(e instanceof RejectedError)) throw e
  }
}

/**
 * Checks a proposal's moves against the room it is confirmed on, independently of the engine's own check: played in
 * order on a copy, each balancing move takes the player due the big blind and the seat closest to it when the rule
 * says so and the buttons are known, and no move without `waitsForButton` lands on the button or between it and
 * the small blind.
 */
function expectByTheRules(room: Room, p: SeatingProposal): void {
  if (p.kind === 'final' || p.kind === 'olympic') return
  const r = forkRoom(room)
  const byButton = r.rules.playerMethod === 'big-blind-next' || r.rules.playerMethod === 'worst-position'
  for (const m of p.moves) {
    const at = r.seatOf.get(m.entryId)!
    const dest = r.tables.get(m.to.table)!
    expect(isUsableSeat(dest, m.to.seat, m.entryId)).toBe(true)
    if (p.kind === 'balance') {
      const source = r.tables.get(at.table)!
      if (byButton && blindsOf(source)) expect(m.entryId).toBe(playerDueBigBlind(source))
      if (blindsOf(dest) && dest.count >= 2)
        expect(m.to.seat).toBe(seatClosestToBigBlind(dest, allowedFreeSeats(dest, m.entryId)))
    }
    if (!m.waitsForButton && dest.count >= 2 && dest.number !== at.table)
      expect(isBetweenButtonAndSmallBlind(dest, m.to.seat)).toBe(false)
    if (dest.occupant[m.to.seat - 1] === null) moveTo(r, m.entryId, m.to)
  }
}

type Valued<A> = A extends fc.Arbitrary<infer T> ? T : never

function run(c: Valued<typeof Config>, steps: readonly Valued<typeof Step>[]): void {
  const f = new SeatingFlow(c.players)
  const tables = Math.ceil(30 / c.seats) + 1
  const numbers = Array.from({ length: tables }, (_, i) => i + 1)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: numbers.map((number) => ({ number, seats: c.seats })),
    closingOrder:
      c.closing === 'published' ? { kind: 'published', order: [...numbers].reverse() } : { kind: c.closing },
    rules: {
      tolerance: c.tolerance,
      playerMethod: c.playerMethod,
      seatMethod: c.seatMethod,
      finalTableSize: c.seats === 10 && !c.bigFinal ? 9 : c.seats,
      shortHandedFinal: c.shortHandedFinal
    },
    trackButtons: c.trackButtons
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  const t = f.state.tournaments.get('t1')!
  const hands: string[] = []
  let late = 0
  const seated = () => [...f.seating.room.seatOf.keys()]
  for (const step of steps) {
    const ids = seated()
    switch (step.kind) {
      case 'eliminate':
        if (ids.length > 2)
          f.run({
            type: 'entry.eliminate',
            tournamentId: 't1',
            entryId: ids[step.pick % ids.length]!,
            level: 1,
            confirmedBy: 'Floor'
          })
        break
      case 'hand': {
        if (ids.length <= 3) break
        const first = step.pick % ids.length
        const busts = [ids[first]!, ...(step.two ? [ids[(first + 1) % ids.length]!] : [])]
        const [e] = f.run({
          type: 'results.recordHand',
          tournamentId: 't1',
          level: 1,
          confirmedBy: 'Floor',
          busts: busts.map((entryId, i) => ({ entryId, startStack: 500 + i }))
        })
        hands.push((e as Extract<DomainEvent, { type: 'results.handRecorded' }>).handId)
        break
      }
      case 'undo':
        if (hands.length > 0) {
          const [handId] = hands.splice(step.pick % hands.length, 1)
          refusedOk(() =>
            f.run({ type: 'results.undoHand', tournamentId: 't1', handId: handId! }, { reason: 'recorded in error' })
          )
        }
        break
      case 'disqualify':
        if (ids.length > 3)
          f.run(
            { type: 'entry.disqualify', tournamentId: 't1', entryId: ids[step.pick % ids.length]! },
            { reason: 'conduct' }
          )
        break
      case 'lift': {
        const out = [...t.registration.entries.values()].filter((e) => e.status === 'disqualified')
        if (out.length > 0)
          f.run(
            { type: 'entry.liftDisqualification', tournamentId: 't1', entryId: out[step.pick % out.length]!.id },
            { reason: 'recorded in error' }
          )
        break
      }
      case 'late': {
        // (A full room leaves a late entry unseated and listed for the floor: kept out of this property.)
        if (entriesToSeat(t).length >= (tables - 1) * c.seats - 2) break
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
        break
      }
      case 'button': {
        // A hand is played at one table while the proposal (if any) waits: it must follow the button (§8.4).
        const open = [...f.seating.room.tables.values()].filter((x) => x.open && x.count > 0)
        if (open.length > 0)
          f.run({
            type: 'seating.button',
            tournamentId: 't1',
            table: open[step.pick % open.length]!.number,
            seat: 'advance'
          })
        break
      }
      case 'confirm':
        for (let i = 0; i < 30 && f.seating.pending; i += 1) {
          if (f.answerButtons()) continue // the asked buttons first
          const p = f.seating.pending
          if (p.proposal.deferred && p.proposal.moves.length === 0) {
            for (const x of f.seating.room.tables.values())
              if (x.open && x.count > 0)
                f.run({ type: 'seating.button', tournamentId: 't1', table: x.number, seat: 'advance' })
            continue
          }
          expectByTheRules(f.seating.room, p.proposal)
          f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: p.id })
        }
        if (!f.seating.pending) {
          const counts = [...f.seating.room.tables.values()].filter((x) => x.open).map((x) => x.count)
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(f.seating.room.rules.tolerance)
        }
        break
      case 'tolerance':
        f.run(
          {
            type: 'seating.setRules',
            tournamentId: 't1',
            rules: { tolerance: f.seating.room.rules.tolerance === 1 ? 2 : 1 }
          },
          { reason: 'chief judge' }
        )
        break
      case 'breakTable': {
        const open = [...f.seating.room.tables.values()].filter((x) => x.open)
        refusedOk(() =>
          f.run({ type: 'seating.propose', tournamentId: 't1', breakTable: open[step.pick % open.length]!.number })
        )
        break
      }
    }
    // Everyone in play has exactly one seat, nobody else has one; the display counts what the floor seats.
    checkRoom(f.seating.room, new Set(entriesToSeat(t).map((e) => e.id)))
    expect(tournamentStats(t).playersLeft).toBe(f.seating.room.seatOf.size)
  }
  expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
  // A restart on the same journal rebuilds the same state, Map order included.
  expect(canonicalState(f.rebuilt().tournaments)).toBe(canonicalState(f.state.tournaments))
}

describe('seating through the commands, every rule combination (property)', () => {
  it('one seat per player in play, rules kept at every confirmation, decide pure, restart identical', () => {
    fc.assert(
      fc.property(Config, fc.array(Step, { minLength: 10, maxLength: 70 }), (c, steps) => run(c, steps)),
      { numRuns: 60 }
    )
  }, 300_000)
})
