import type { z } from 'zod'
import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import { requireEntry } from '../registration/decideEntry'
import { entriesToSeat } from '../registration/entries'
import { isIn } from '../registration/state'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../tournament/decide'
import type { Tournament } from '../tournament/state'
import { drawInitialSeats, drawLateSeat } from './draw'
import type { SeatingEvent } from './events'
import { sealDraw } from './hash'
import { proposeLater } from './followUps'
import { advancedButton } from './positions'
import { proposeBreak, proposeFinalTable } from './breaking'
import { shuffled } from './random'
import { isUsableSeat, withTrial, type SeatRef } from './room'
import type {
  ConfigureSeating,
  ConfirmMoves,
  DismissProposal,
  DrawSeats,
  MovePlayer,
  ProposeSeating,
  SeatEntry,
  SetButton,
  SetHandForHand,
  ShowSeatingList,
  AddTables,
  SetSeatingRules
} from './schemas'
import type { TournamentSeating } from './state'
import { proposeSeating } from './propose'

type Cmd<T extends z.ZodType> = z.infer<T>

function requireSeating(t: Tournament): TournamentSeating {
  if (!t.seating) reject('error.seating.notConfigured', 'Tables are not set up for this tournament yet', { field: 'tournamentId' })
  return t.seating
}

function requireDrawn(t: Tournament): TournamentSeating {
  const s = requireSeating(t)
  if (!s.drawn) reject('error.seating.notDrawn', 'Seats have not been drawn yet', { field: 'tournamentId' })
  return s
}

function requireReason(reason: string | null, what: string): void {
  if (!reason) reject('error.seating.reasonRequired', `${what} needs a recorded reason (§4.7, §27.8)`, { field: 'meta.reason' })
}

/** The room: tables, seats, unavailable and reserved seats (§8.2), the closing order (§9.1, §9.2), the rules. */
export function decideConfigure(command: Cmd<typeof ConfigureSeating>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  if (t.seating?.drawn) reject('error.seating.alreadyDrawn', 'Seats are drawn: the room can no longer be changed', { field: 'tables' })
  const numbers = command.tables.map((x) => x.number)
  if (new Set(numbers).size !== numbers.length) reject('error.seating.duplicateTable', 'Each table number must appear once', { field: 'tables' })
  command.tables.forEach((table, i) => {
    if (t.fields.discipline === 'ofc' && table.seats > 3) {
      reject('error.seating.ofcSeats', 'Open Face Chinese tables seat 2–3 players (BFSP §4.2)', { field: `tables.${i}.seats` })
    }
    for (const s of [...table.unavailable, ...table.reserved.map((r) => r.seat)]) {
      if (s > table.seats) reject('error.seating.noSuchSeat', `Table ${table.number} has no seat ${s}`, { field: `tables.${i}`, params: { table: table.number, seat: s } })
    }
  })
  if (command.rules.finalTableSize > Math.max(...command.tables.map((x) => x.seats))) {
    reject('error.seating.finalTooBig', 'The final table cannot be larger than the largest table', { field: 'rules.finalTableSize' })
  }
  let order: number[]
  const sorted = [...numbers].sort((a, b) => a - b)
  if (command.closingOrder.kind === 'published') {
    order = command.closingOrder.order
    if (order.length !== numbers.length || [...order].sort((a, b) => a - b).join() !== sorted.join()) {
      reject('error.seating.closingOrder', 'The closing order must list every table exactly once (§9.2)', { field: 'closingOrder.order' })
    }
  } else if (command.closingOrder.kind === 'random') {
    order = shuffled(sorted, ctx.randomInt) // §9.2 б: drawn now and recorded
  } else {
    order = sorted // §9.2 г: the director chooses at each break; proposals follow table numbers meanwhile
  }
  return [
    {
      type: 'seating.configured',
      tournamentId: t.id,
      tables: command.tables.map((x) => ({ number: x.number, seats: x.seats, unavailable: x.unavailable, reserved: x.reserved })),
      closingKind: command.closingOrder.kind,
      closingOrder: order,
      rules: command.rules,
      trackButtons: command.trackButtons
    }
  ]
}

/** The initial random draw (§6.4, §8.1, BFSP §5.2) of every entry that gets chips on a table now. */
export function decideDraw(command: Cmd<typeof DrawSeats>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (s.drawn) reject('error.seating.alreadyDrawn', 'Seats are already drawn', { field: 'tournamentId' })
  const ids = entriesToSeat(t).map((e) => e.id)
  if (ids.length === 0) reject('error.seating.nobodyToSeat', 'No registered entries to seat', { field: 'tournamentId' })
  const draw = drawInitialSeats(s.room, ids, ctx.randomInt, s.lastHash)
  if (!draw) reject('error.seating.notEnoughSeats', 'Not enough seats for every entry', { field: 'tournamentId', params: { entries: ids.length } })
  return [{ type: 'seating.drawn', tournamentId: t.id, draw }]
}

/** A late entry or re-entry to a random seat at a table with the fewest players (§8.8, TDA R8). */
export function lateSeatEvent(t: Tournament, s: TournamentSeating, entryId: string, ctx: DecideContext): SeatingEvent | null {
  const seat = drawLateSeat(s.room, entryId, ctx.randomInt)
  if (!seat) return null
  const placements = [{ entryId, table: seat.table, seat: seat.seat }]
  return {
    type: 'seating.seated',
    tournamentId: t.id,
    draw: { kind: 'late', placements, seal: sealDraw(s.lastHash, 'late', placements), buttons: [], ...(seat.waitsForButton ? { waitsForButton: [entryId] } : {}) }
  }
}

export function decideSeat(command: Cmd<typeof SeatEntry>, state: FloorState, ctx: DecideContext): DomainEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  const entry = requireEntry(t, command.entryId)
  if (!isIn(entry)) reject('error.seating.entryNotIn', 'The entry is not in the tournament', { field: 'entryId' })
  if (s.room.seatOf.has(entry.id)) reject('error.seating.alreadySeated', 'The entry already has a seat', { field: 'entryId' })
  const seated = lateSeatEvent(t, s, entry.id, ctx)
  if (!seated) reject('error.seating.notEnoughSeats', 'No free seat in the room', { field: 'entryId' })
  return [seated, ...proposeLater(t, s, [seated], ctx)]
}

/** Ask for a proposal now; with `breakTable` the director chooses the table to break (§9.2 г). */
export function decidePropose(command: Cmd<typeof ProposeSeating>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  let proposal
  if (command.breakTable !== undefined) {
    if (!s.room.tables.get(command.breakTable)?.open) reject('error.seating.noSuchTable', `Table ${command.breakTable} is not in play`, { field: 'breakTable', params: { table: command.breakTable } })
    proposal = proposeBreak(s.room, ctx.randomInt, command.breakTable)
    if (!proposal) reject('error.seating.cannotBreak', 'The players do not fit at one table fewer yet', { field: 'breakTable' })
  } else {
    proposal = proposeSeating(s.room, ctx.randomInt) ?? proposeFinalTable(s.room, ctx.randomInt, false)
  }
  if (!proposal) return []
  return [{ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }]
}

/** Check a set of moves against the room as it will be: seats exist, are usable and free, nobody twice. */
function validateMoves(s: TournamentSeating, moves: readonly { entryId: string; to: SeatRef }[], maxSeats: readonly { table: number; maxSeat: number }[]): void {
  const room = s.room
  const targets = new Set<string>()
  const movers = new Set<string>()
  moves.forEach((m, i) => {
    if (!room.seatOf.has(m.entryId)) reject('error.seating.notSeated', 'The player has no seat to move from', { field: `moves.${i}.entryId` })
    if (movers.has(m.entryId)) reject('error.seating.movedTwice', 'A player appears twice in the moves', { field: `moves.${i}.entryId` })
    movers.add(m.entryId)
    const key = `${m.to.table}/${m.to.seat}`
    if (targets.has(key)) reject('error.seating.seatTaken', `Seat ${key} is given twice`, { field: `moves.${i}.to`, params: { table: m.to.table, seat: m.to.seat } })
    targets.add(key)
    const table = room.tables.get(m.to.table)
    const maxSeat = maxSeats.find((x) => x.table === m.to.table)?.maxSeat ?? table?.maxSeat ?? 0
    if (!table || m.to.seat > maxSeat || !isUsableSeat(table, m.to.seat, m.entryId)) {
      reject('error.seating.seatUnusable', `Seat ${key} cannot be given (unavailable, reserved or not in play, §8.2)`, { field: `moves.${i}.to`, params: { table: m.to.table, seat: m.to.seat } })
    }
    const occupant = table.occupant[m.to.seat - 1]
    if (occupant !== null && occupant !== undefined && !moves.some((x) => x.entryId === occupant)) {
      reject('error.seating.seatTaken', `Seat ${key} is taken`, { field: `moves.${i}.to`, params: { table: m.to.table, seat: m.to.seat } })
    }
  })
}

/** The operator confirms the pending proposal, or overrides it with a reason (§27.2, App. C.9). */
export function decideConfirm(command: Cmd<typeof ConfirmMoves>, state: FloorState, ctx: DecideContext, reason: string | null): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  if (!s.pending || s.pending.id !== command.proposalId) {
    reject('error.seating.staleProposal', 'This proposal is no longer pending', { field: 'proposalId' })
  }
  const proposal = s.pending.proposal
  const proposed = proposal.moves.map((m) => ({ entryId: m.entryId, to: m.to }))
  const moves = command.moves ?? proposed
  const overridden = command.moves !== undefined && JSON.stringify(command.moves) !== JSON.stringify(proposed)
  if (overridden) requireReason(reason, 'Overriding a proposed move')
  validateMoves(s, moves, proposal.maxSeats)
  const drawn = proposal.kind !== 'balance'
  const moved: SeatingEvent = {
    type: 'seating.moved',
    tournamentId: t.id,
    proposalId: s.pending.id,
    kind: proposal.kind,
    moves: moves.map((m) => ({ entryId: m.entryId, from: s.room.seatOf.get(m.entryId)!, to: m.to })),
    closes: [...proposal.closes],
    maxSeats: [...proposal.maxSeats],
    overridden,
    ...(drawn ? { seal: sealDraw(s.lastHash, proposal.kind, moves.map((m) => ({ entryId: m.entryId, table: m.to.table, seat: m.to.seat }))) } : {})
  }
  return [moved, ...proposeLater(t, s, [moved], ctx)]
}

export function decideDismiss(command: Cmd<typeof DismissProposal>, state: FloorState, reason: string | null): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  if (!s.pending || s.pending.id !== command.proposalId) reject('error.seating.staleProposal', 'This proposal is no longer pending', { field: 'proposalId' })
  requireReason(reason, 'Dismissing a proposed move')
  return [{ type: 'seating.proposalDismissed', tournamentId: t.id, proposalId: command.proposalId }]
}

/** A manual move, or the correction of a wrong seat for the future — hands played stand (§8.10, TDA R7). */
export function decideMove(command: Cmd<typeof MovePlayer>, state: FloorState, ctx: DecideContext, reason: string | null): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  requireReason(reason, 'A manual move')
  const moves = [{ entryId: command.entryId, to: command.to }]
  validateMoves(s, moves, [])
  const from = s.room.seatOf.get(command.entryId)!
  if (from.table === command.to.table && from.seat === command.to.seat) reject('error.seating.sameSeat', 'The player already sits there', { field: 'to' })
  const moved: SeatingEvent = { type: 'seating.moved', tournamentId: t.id, proposalId: null, kind: 'manual', moves: [{ entryId: command.entryId, from, to: command.to }], closes: [], maxSeats: [], overridden: false }
  return [moved, ...proposeLater(t, s, [moved], ctx)]
}

export function decideButton(command: Cmd<typeof SetButton>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  const table = s.room.tables.get(command.table)
  if (!table?.open) reject('error.seating.noSuchTable', `Table ${command.table} is not in play`, { field: 'table', params: { table: command.table } })
  const seat = command.seat === 'advance' ? advancedButton(table) ?? (table.count > 0 ? startingSeat(table.occupant) : null) : command.seat
  if (seat === null || seat > table.seatCount) reject('error.seating.noSuchSeat', `Table ${command.table} has no such seat`, { field: 'seat', params: { table: command.table, seat: String(command.seat) } })
  const events: SeatingEvent[] = [{ type: 'seating.buttonSet', tournamentId: t.id, table: table.number, seat, previous: table.button }]
  // A deferred balancing move may now find its seat (§8.8).
  if (s.pending?.proposal.deferred) {
    const next = withTrial(s.room, () => {
      const before = table.button
      table.button = seat
      try {
        return proposeSeating(s.room, ctx.randomInt)
      } finally {
        table.button = before
      }
    })
    if (next) events.push({ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal: next })
  }
  return events
}

function startingSeat(occupant: readonly (string | null)[]): number | null {
  for (let i = occupant.length - 1; i >= 0; i -= 1) if (occupant[i] !== null) return i + 1
  return null
}

export function decideHandForHand(command: Cmd<typeof SetHandForHand>, state: FloorState): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (s.room.handForHand === command.on) return []
  return [{ type: 'seating.handForHandSet', tournamentId: t.id, on: command.on }]
}

/** More tables during play; numbers must be new. A late entry waiting for a seat can then be seated (§8.8). */
export function decideAddTables(command: Cmd<typeof AddTables>, state: FloorState): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  const numbers = command.tables.map((x) => x.number)
  if (new Set(numbers).size !== numbers.length || numbers.some((n) => s.room.tables.has(n))) {
    reject('error.seating.duplicateTable', 'Each table number must appear once', { field: 'tables' })
  }
  command.tables.forEach((table, i) => {
    if (t.fields.discipline === 'ofc' && table.seats > 3) reject('error.seating.ofcSeats', 'Open Face Chinese tables seat 2–3 players (BFSP §4.2)', { field: `tables.${i}.seats` })
  })
  return [{ type: 'seating.tablesAdded', tournamentId: t.id, tables: command.tables.map((x) => ({ number: x.number, seats: x.seats, unavailable: x.unavailable, reserved: x.reserved })) }]
}

/** New balancing rules; after the draw a change needs a reason (§5.2, §4.7). The next proposal follows them. */
export function decideSetRules(command: Cmd<typeof SetSeatingRules>, state: FloorState, ctx: DecideContext, reason: string | null): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (JSON.stringify(command.rules) === JSON.stringify(s.room.rules)) return []
  if (s.drawn) requireReason(reason, 'Changing the seating rules after the draw')
  const event: SeatingEvent = { type: 'seating.rulesSet', tournamentId: t.id, rules: command.rules, previous: s.room.rules }
  if (!s.drawn) return [event]
  const before = s.room.rules
  s.room.rules = command.rules
  try {
    const proposal = proposeSeating(s.room, ctx.randomInt)
    return proposal ? [event, { type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }] : [event]
  } finally {
    s.room.rules = before // decide never leaves a change behind
  }
}

export function decideShowList(command: Cmd<typeof ShowSeatingList>, state: FloorState): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (s.showList === command.on) return []
  return [{ type: 'seating.listShown', tournamentId: t.id, on: command.on }]
}
