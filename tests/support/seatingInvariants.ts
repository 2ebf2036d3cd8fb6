import { applyProposal } from '../../src/shared/core/seating/apply'
import { advancedButton, isBetweenButtonAndSmallBlind, startingButton } from '../../src/shared/core/seating/positions'
import type { SeatingProposal } from '../../src/shared/core/seating/proposal'
import { proposeSeating } from '../../src/shared/core/seating/propose'
import { moveTo, setButton, type Room } from '../../src/shared/core/seating/room'

/**
 * Every invariant a room must keep whatever happened before (RULES §4). Plain checks that throw with what is wrong
 * (grids of thousands of tournaments call this after every step; `expect` per seat would dominate their time).
 */
export function checkRoom(r: Room, active: ReadonlySet<string>): void {
  const fail = (what: string): never => {
    throw new Error(`seating invariant: ${what}`)
  }
  // Every active player has exactly one seat; no seat holds two.
  if (r.seatOf.size !== active.size) fail(`${r.seatOf.size} seated, ${active.size} in play`)
  for (const id of active) if (!r.seatOf.has(id)) fail(`${id} is in play without a seat`)
  const seen = new Set<string>()
  let seated = 0
  let open = 0
  for (const t of r.tables.values()) {
    let count = 0
    t.occupant.forEach((id, i) => {
      if (id === null) return
      const seat = i + 1
      if (seen.has(id)) fail(`${id} holds two seats`)
      seen.add(id)
      const ref = r.seatOf.get(id)
      if (ref?.table !== t.number || ref.seat !== seat) fail(`${id} at ${t.number}/${seat} but indexed elsewhere`)
      // Unavailable seats stay empty; reserved seats hold nobody but their player; nobody sits out of play (§8.2).
      if (t.unavailable.has(seat)) fail(`${id} on unavailable seat ${t.number}/${seat}`)
      if (seat > t.maxSeat) fail(`${id} on ${t.number}/${seat}, out of play (max ${t.maxSeat})`)
      const res = t.reserved.get(seat)
      if (res && res.entryId !== id) fail(`${id} on a seat reserved for another`)
      count += 1
    })
    if (t.count !== count) fail(`table ${t.number} counts ${t.count}, seats ${count}`)
    if (!t.open && count > 0) fail(`closed table ${t.number} has players`)
    if (t.open) open += 1
    seated += count
  }
  if (seated !== active.size) fail(`${seated} on seats, ${active.size} in play`)
  if (r.openTableCount !== open) fail(`openTableCount ${r.openTableCount}, open ${open}`)
}

/**
 * The tables once every proposal is done: sizes within the tolerance (BFSP §3.1) at the fewest tables that hold the
 * players — the seats each table plays (9 of 10 before and at a short-handed final), the last two tables kept until
 * the players reach the final-table size (§9.3). `seats` = seats per table in play before any 9-max.
 */
export function expectSettled(r: Room, seats: number, drawnAtOneTable = false): void {
  const counts = [...r.tables.values()].filter((t) => t.open).map((t) => t.count)
  if (counts.length === 0) return
  const spread = Math.max(...counts) - Math.min(...counts)
  if (spread > r.rules.tolerance) throw new Error(`tables ${counts.join('/')} differ by more than ${r.rules.tolerance}`)
  const players = r.seatOf.size
  const size = r.rules.finalTableSize
  const perTable = r.rules.shortHandedFinal && players <= 2 * size ? Math.min(size, seats) : seats
  let fewest = Math.max(1, Math.ceil(players / perTable))
  // §9.3: two tables stay until the final size, unless the field was drawn at one table to begin with.
  if (fewest === 1 && players > size && !drawnAtOneTable) fewest = 2
  if (r.openTableCount !== fewest)
    throw new Error(`${players} players at ${r.openTableCount} tables (${counts.join('/')}), expected ${fewest}`)
}

/** Apply a proposal move by move: nobody moved lands on the button or between it and the small blind (§8.7, §8.8). */
export function applyChecked(r: Room, p: SeatingProposal): void {
  if (p.kind === 'balance' || p.kind === 'break' || p.kind === 'short-handed') {
    // In the order proposed: each move was chosen on the tables as the moves before it left them.
    for (const m of p.moves) {
      const from = r.seatOf.get(m.entryId)
      if (from?.table !== m.from.table || from.seat !== m.from.seat) throw new Error(`${m.entryId} is not at from`)
      const t = r.tables.get(m.to.table)!
      if (p.kind === 'balance' && m.waitsForButton) throw new Error('a balancing move waits for the button')
      if (!m.waitsForButton && t.count >= 2 && isBetweenButtonAndSmallBlind(t, m.to.seat))
        throw new Error(`${m.entryId} moved between the button and the small blind at ${m.to.table}/${m.to.seat}`)
      moveTo(r, m.entryId, m.to)
    }
    applyProposal(r, { ...p, moves: [] })
  } else applyProposal(r, p)
}

/** Advance every tracked button: a hand was played at every table (BFSP §5.3.2). */
export function playHand(r: Room): void {
  for (const t of r.tables.values()) if (t.open && t.button !== null) setButton(r, t.number, advancedButton(t))
}

/**
 * the floor answers a proposal that asks for the buttons — it records each asked table's button where it
 * is now (here: where it was last recorded, or the last occupied seat when none was). Returns whether it asked.
 */
export function recordAskedButtons(r: Room, p: SeatingProposal): boolean {
  const asked = p.buttonsAsked ?? []
  for (const n of asked) {
    const t = r.tables.get(n)!
    setButton(r, n, t.button ?? startingButton(t))
  }
  return asked.length > 0
}

/** Confirm whatever is proposed until nothing is; a deferred move waits for a hand (the buttons move). */
export function settle(r: Room, rand: (n: number) => number): number {
  let moves = 0
  for (let round = 0; round < 60; round += 1) {
    const p = proposeSeating(r, rand)
    if (!p) return moves
    if (recordAskedButtons(r, p)) continue
    if (p.moves.length === 0 && !p.deferred && p.maxSeats.length === 0) throw new Error(`empty ${p.kind} proposal`)
    applyChecked(r, p)
    moves += p.moves.length
    if (p.deferred) playHand(r)
  }
  throw new Error('seating did not settle')
}
