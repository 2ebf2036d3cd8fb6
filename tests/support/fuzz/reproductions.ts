import type { CommandAck } from '../../../src/shared/contract/client'
import type { StateDigest } from '../../../src/shared/contract/queries'
import type { Result } from '../../../src/shared/contract/result'
import type { EntryRow } from '../../../src/shared/core/views/registration'
import type { SeatingView } from '../../../src/shared/core/seating/views'
import { checkBalancingSeats } from './invariants'
import { ask, sendCommand, ServerGone, type FloorSender } from './sender'
import { fuzzDataDir } from './hall'
import { removeDataDir, serviceTarget, type FuzzTarget } from './target'

/**
 * The shortest command sequences that show each known bug of the allow-list (knownBugs.ts), run in-process on a real
 * SQLite journal. Each answers whether the bug is still there; the fuzz test fails once one is not, so the entry is
 * taken off the list.
 */
export interface Reproduction {
  readonly stillBroken: boolean
  readonly evidence: string
}

const REASON = { reason: 'Floor decision' }

class Script {
  constructor(readonly sender: FloorSender) {}

  async run(command: Record<string, unknown>, meta?: Record<string, unknown>): Promise<Result<CommandAck>> {
    return sendCommand(this.sender, meta ? { command, meta } : { command })
  }

  async ok(command: Record<string, unknown>, meta?: Record<string, unknown>): Promise<CommandAck> {
    const result = await this.run(command, meta)
    if (!result.ok) throw new Error(`${String(command.type)} refused: ${result.error.code} ${result.error.message}`)
    return result.value
  }

  /** A tournament with `players` registered entries and the room configured. */
  async tournament(
    players: number,
    tables: number,
    seats: number,
    rules: Record<string, unknown> = {}
  ): Promise<string> {
    const created = await this.ok({
      type: 'tournament.create',
      fields: {
        name: 'Repro',
        date: '2026-11-28',
        venue: 'Hall A',
        discipline: 'holdem',
        bettingFormat: 'no-limit',
        startingStack: 10_000
      }
    })
    const tournamentId = (created.events[0] as { tournamentId: string }).tournamentId
    for (let i = 1; i <= players; i += 1) {
      const p = await this.ok({ type: 'player.create', fields: { displayName: `Player ${i}` }, allowDuplicate: true })
      await this.ok({ type: 'entry.register', tournamentId, playerId: (p.events[0] as { playerId: string }).playerId })
    }
    await this.ok({
      type: 'seating.configure',
      tournamentId,
      tables: Array.from({ length: tables }, (_, i) => ({ number: i + 1, seats })),
      closingOrder: { kind: 'published', order: Array.from({ length: tables }, (_, i) => i + 1) },
      rules
    })
    return tournamentId
  }

  seating(tournamentId: string): Promise<SeatingView> {
    return ask<SeatingView>(this.sender, { type: 'seating.get', tournamentId })
  }

  async entries(tournamentId: string): Promise<EntryRow[]> {
    return (await ask<{ rows: EntryRow[] }>(this.sender, { type: 'entries.list', tournamentId, limit: 1000 })).rows
  }

  async at(tournamentId: string, table: number, seat: number): Promise<string> {
    const view = await this.seating(tournamentId)
    const id = view.tables.find((t) => t.number === table)?.seats[seat - 1]?.entryId
    if (!id) throw new Error(`nobody at ${table}/${seat}`)
    return id
  }
}

async function inProcess(
  seed: number,
  body: (script: Script, target: FuzzTarget) => Promise<Reproduction>
): Promise<Reproduction> {
  const target = serviceTarget(seed, fuzzDataDir())
  try {
    return await body(new Script(target.sender), target)
  } catch (error) {
    if (error instanceof ServerGone)
      return { stillBroken: true, evidence: error.message.split('\n').slice(0, 3).join(' ') }
    throw error
  } finally {
    await target.stop()
    removeDataDir(target.dataDir)
  }
}

const internal = (r: Result<unknown>): boolean => !r.ok && ['error.internal', 'error.unknown'].includes(r.error.code)

export const REPRODUCTIONS: Record<string, () => Promise<Reproduction>> = {
  /** As first reported: 20 on 2 × 10, 9-max final; seat 1 out at table 1, then at table 2. */
  'short-handed-final-crash': () =>
    inProcess(1, async (s) => {
      const t = await s.tournament(20, 2, 10, { shortHandedFinal: true, finalTableSize: 9 })
      await s.ok({ type: 'seating.draw', tournamentId: t })
      for (const table of [1, 2]) {
        const entryId = await s.at(t, table, 1)
        const r = await s.run({
          type: 'entry.eliminate',
          tournamentId: t,
          entryId,
          level: 1,
          confirmedBy: 'Floor Ivan'
        })
        if (internal(r)) return { stillBroken: true, evidence: `entry.eliminate: ${!r.ok && r.error.message}` }
      }
      return { stillBroken: false, evidence: 'both eliminations answered without an internal error' }
    }),

  /** Undo an elimination: the player is in play again; they must have a seat (their previous one is free). */
  'returning-player-unseated': () =>
    inProcess(2, async (s) => {
      const t = await s.tournament(6, 1, 9)
      await s.ok({ type: 'seating.draw', tournamentId: t })
      const entryId = await s.at(t, 1, (await s.seating(t)).tables[0]!.seats.find((x) => x.entryId)!.seat)
      const hand = await s.ok({
        type: 'results.recordHand',
        tournamentId: t,
        level: 1,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId, startStack: 0 }]
      })
      const handId = (hand.events[0] as { handId: string }).handId
      await s.ok({ type: 'results.undoHand', tournamentId: t, handId }, REASON)
      const row = (await s.entries(t)).find((e) => e.id === entryId)!
      return row.status === 'registered' && row.seat === null
        ? { stillBroken: true, evidence: `#${row.number} is in play again with no seat` }
        : { stillBroken: false, evidence: `#${row.number} is ${row.status} at ${row.seat}` }
    }),

  /**
   * As first reported: a balancing proposal is pending; the button then moves so that the proposed seat lies between
   * the button and the small blind; the confirmed move seats the player there (§8.6, §8.7).
   */
  'stale-balancing-proposal': () =>
    inProcess(6, async (s) => {
      const t = await s.tournament(16, 2, 9)
      await s.ok({
        type: 'seating.setRules',
        tournamentId: t,
        rules: { playerMethod: 'random', seatMethod: 'big-blind' }
      })
      // Buttons tracked: configure again (before the draw) with trackButtons.
      await s.ok({
        type: 'seating.configure',
        tournamentId: t,
        tables: [
          { number: 1, seats: 9 },
          { number: 2, seats: 9 }
        ],
        closingOrder: { kind: 'published', order: [1, 2] },
        rules: { playerMethod: 'random' },
        trackButtons: true
      })
      await s.ok({ type: 'seating.draw', tournamentId: t })
      // Two out at table 2, away from the button (the last seat): 8 against 6, a balancing move to table 2 is proposed.
      const seated = (await s.seating(t)).tables.find((x) => x.number === 2)!.seats.filter((x) => x.entryId)
      for (const seat of [seated[3]!, seated[4]!])
        await s.ok({
          type: 'entry.eliminate',
          tournamentId: t,
          entryId: seat.entryId!,
          level: 1,
          confirmedBy: 'Floor Ivan'
        })
      // the move first asks for the current buttons; the floor records them where they were.
      const asking = await s.seating(t)
      if (asking.pending && asking.pending.buttonsAsked.length > 0)
        await s.ok({
          type: 'seating.buttons',
          tournamentId: t,
          buttons: asking.pending.buttonsAsked.map((n) => ({
            table: n,
            seat: asking.tables.find((x) => x.number === n)!.button ?? 9
          }))
        })
      const pending = (await s.seating(t)).pending
      const move = pending?.moves.find((m) => m.to.table === 2)
      if (!pending || !move)
        throw new Error(
          `no balancing move to table 2 was proposed: ${JSON.stringify(pending)} ${JSON.stringify((await s.seating(t)).tables.map((x) => [x.number, x.count, x.button]))}`
        )
      // The button moves to the occupied seat just before the proposed one: that seat is now between it and the SB.
      const table2 = (await s.seating(t)).tables.find((x) => x.number === 2)!
      const n = table2.seats.length
      let button = move.to.seat
      do button = ((button - 2 + n) % n) + 1
      while (table2.seats[button - 1]!.entryId === null)
      await s.ok({ type: 'seating.button', tournamentId: t, table: 2, seat: button })
      const before = await s.seating(t)
      const r = await s.run({ type: 'seating.confirm', tournamentId: t, proposalId: pending.id })
      if (!r.ok) return { stillBroken: false, evidence: `the stale proposal is refused: ${r.error.code}` }
      const moved = r.value.events.find((e) => e.type === 'seating.moved') as
        { moves: Array<{ entryId: string; to: { table: number; seat: number } }> } | undefined
      const bad = checkBalancingSeats(t, before, moved?.moves ?? [])
      return bad.length > 0
        ? { stillBroken: true, evidence: bad[0]!.detail }
        : { stillBroken: false, evidence: 'the confirmed move respects the button (recomputed or re-checked)' }
    }),

  /** §8.2: one seat both unavailable and held for an entry; the draw gives it to the holder. */
  'reserved-seat-unavailable': () =>
    inProcess(7, async (s) => {
      const t = await s.tournament(3, 1, 9)
      const holder = (await s.entries(t))[0]!.id
      const r = await s.run({
        type: 'seating.configure',
        tournamentId: t,
        tables: [
          {
            number: 1,
            seats: 9,
            unavailable: [1],
            reserved: [{ seat: 1, reason: 'Wheelchair access', entryId: holder }]
          }
        ],
        closingOrder: { kind: 'published', order: [1] },
        rules: {}
      })
      if (!r.ok) return { stillBroken: false, evidence: `seating.configure refuses it: ${r.error.code}` }
      await s.ok({ type: 'seating.draw', tournamentId: t })
      const seat = (await s.seating(t)).tables[0]!.seats[0]!
      return seat.entryId === holder
        ? { stillBroken: true, evidence: 'the holder was drawn onto seat 1/1, which is unavailable' }
        : { stillBroken: false, evidence: `seat 1/1 holds ${seat.entryId ?? 'nobody'}` }
    }),

  /** A reserved seat beyond the table: refused by seating.configure, accepted by seating.addTables. */
  'add-tables-seat-beyond-table': () =>
    inProcess(3, async (s) => {
      const t = await s.tournament(4, 1, 10)
      const r = await s.run({
        type: 'seating.addTables',
        tournamentId: t,
        tables: [{ number: 2, seats: 6, reserved: [{ seat: 9, reason: 'Wheelchair access' }] }]
      })
      return r.ok
        ? { stillBroken: true, evidence: 'seating.addTables recorded table 2 (6 seats) with seat 9 reserved' }
        : { stillBroken: false, evidence: `refused: ${r.error.code}` }
    }),

  /** After the draw, a pre-registration with posted no-show stacks (§6.6): the chips are in play, the seat is not. */
  'posted-no-show-unseated': () =>
    inProcess(5, async (s) => {
      const t = await s.tournament(4, 1, 9)
      await s.ok({
        type: 'registration.setTerms',
        tournamentId: t,
        terms: { noShowStack: 'posted', lateRegistration: { kind: 'level-end', level: 4 } }
      })
      await s.ok({ type: 'seating.draw', tournamentId: t })
      const p = await s.ok({ type: 'player.create', fields: { displayName: 'Late Online' }, allowDuplicate: true })
      const entry = await s.ok({
        type: 'entry.register',
        tournamentId: t,
        playerId: (p.events[0] as { playerId: string }).playerId,
        preRegistered: true
      })
      const entryId = (entry.events[0] as { entryId: string }).entryId
      const row = (await s.entries(t)).find((e) => e.id === entryId)!
      return row.seat === null
        ? { stillBroken: true, evidence: `#${row.number} (pre-registered, stack posted) has no seat` }
        : { stillBroken: false, evidence: `#${row.number} sits at ${row.seat}` }
    }),

  /**
   * §9.3, BFSP §3.1: two 10-max tables go short-handed at a final of 4 (seats 5–10 out of play); the final is then
   * announced as 9, and the final draw spreads seven players over seats 1–9 of the last table. Confirming it must
   * bring those seats back, not refuse its own draw with "Seat 2/5 cannot be given".
   */
  'final-table-seats-out-of-play': () =>
    inProcess(8, async (s) => {
      const t = await s.tournament(12, 2, 10, { shortHandedFinal: true, finalTableSize: 4, finalRedraw: true })
      await s.ok({ type: 'seating.draw', tournamentId: t })
      const confirmAll = async (stopAt: string | null): Promise<void> => {
        for (let p = (await s.seating(t)).pending; p && p.kind !== stopAt; p = (await s.seating(t)).pending)
          await s.ok({ type: 'seating.confirm', tournamentId: t, proposalId: p.id })
      }
      const eliminate = async (): Promise<void> => {
        const entryId = (await s.seating(t)).tables.flatMap((x) => x.seats).find((x) => x.entryId)!.entryId!
        await s.ok({ type: 'entry.eliminate', tournamentId: t, entryId, level: 1, confirmedBy: 'Floor Ivan' })
      }
      for (let i = 0; i < 4; i += 1) {
        await eliminate()
        await confirmAll('short-handed')
      }
      await confirmAll(null)
      await s.ok({ type: 'seating.setRules', tournamentId: t, rules: { finalTableSize: 9 } }, REASON)
      await eliminate()
      const pending = (await s.seating(t)).pending
      if (pending?.kind !== 'final') throw new Error(`no final table proposed: ${JSON.stringify(pending)}`)
      const r = await s.run({ type: 'seating.confirm', tournamentId: t, proposalId: pending.id })
      return r.ok
        ? { stillBroken: false, evidence: `the final draw of ${pending.moves.length} is confirmed` }
        : { stillBroken: true, evidence: `seating.confirm refused its own final draw: ${r.error.message}` }
    }),

  /** A balancing proposal is computed on trial moves; the live state's Map order must be the rebuilt one's. */
  'trial-moves-reorder-state': () =>
    inProcess(4, async (s, target) => {
      const t = await s.tournament(18, 2, 10)
      await s.ok({ type: 'seating.draw', tournamentId: t })
      for (const seat of [1, 2, 3]) {
        const entryId = await s.at(t, 1, seat).catch(() => null)
        if (entryId)
          await s.run({ type: 'entry.eliminate', tournamentId: t, entryId, level: 1, confirmedBy: 'Floor Ivan' })
      }
      const live = await ask<StateDigest>(s.sender, { type: 'state.digest' })
      const liveSorted = await ask<StateDigest>(s.sender, { type: 'state.digest', form: 'sorted' })
      const again = await target.restart()
      try {
        const rebuilt = await ask<StateDigest>(again.sender, { type: 'state.digest' })
        const rebuiltSorted = await ask<StateDigest>(again.sender, { type: 'state.digest', form: 'sorted' })
        if (liveSorted.digest !== rebuiltSorted.digest)
          throw new Error('the rebuilt state differs in content, not only in order')
        const parts = Object.keys(live.parts).filter((p) => live.parts[p] !== rebuilt.parts[p])
        return live.digest !== rebuilt.digest
          ? { stillBroken: true, evidence: `the rebuilt state differs only in Map/Set order, in ${parts.join(', ')}` }
          : { stillBroken: false, evidence: 'the rebuilt state is the live one, order included' }
      } finally {
        await again.stop()
      }
    })
}
