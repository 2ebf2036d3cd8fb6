import type { z } from 'zod'
import { applyPatch } from '../patch'
import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import { requireEntry, entriesToSeat, isIn } from '../registration'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import { drawInitialSeats, drawLateSeat } from './draw'
import type { SeatingEvent } from './events'
import { commitmentOf, drawKey, newSeed, seededRandom } from './commitment'
import { byEntryNumber } from './drawOrder'
import { sealDraw } from './hash'
import { proposeLater, SeatingDraft, seatWaiting } from './followUps'
import { roomAfter } from './evolve'
import { advancedButton } from './positions'
import { proposeBreak, proposeFinalTable } from './breaking'
import { shuffled } from './random'
import { isUsableSeat, type SeatRef } from './room'
import type {
  ConfigureSeating,
  ConfirmMoves,
  DismissProposal,
  DrawSeats,
  MovePlayer,
  ProposeSeating,
  SeatEntry,
  RecordButtons,
  SetButton,
  SetHandForHand,
  ShowSeatingList,
  AddTables,
  SetSeatingRules
} from './schemas'
import type { TournamentSeating } from './state'
import { proposeSeating } from './propose'
import { completeClosingOrder } from './closingOrder'
import { movesHold, proposalHolds } from './recheck'
import { buttonLevelAt, buttonsToAsk, gameHasNoButton, tablesReadFor } from './buttons'
import type { PlayerMethod, Room } from './room'

type Cmd<T extends z.ZodType> = z.infer<T>

function requireSeating(t: Tournament): TournamentSeating {
  if (!t.seating)
    reject('error.seating.notConfigured', 'Tables are not set up for this tournament yet', { field: 'tournamentId' })
  return t.seating
}

function requireDrawn(t: Tournament): TournamentSeating {
  const s = requireSeating(t)
  if (!s.drawn) reject('error.seating.notDrawn', 'Seats have not been drawn yet', { field: 'tournamentId' })
  return s
}

function requireReason(reason: string | null, what: string): void {
  if (!reason)
    reject('error.seating.reasonRequired', `${what} needs a recorded reason (§4.7, §27.8)`, { field: 'meta.reason' })
}

type TableInput = Cmd<typeof ConfigureSeating>['tables'][number]

/**
 * One check for every command that brings tables (`seating.configure`, `seating.addTables`): numbers new and unique,
 * OFC tables of 2–3 seats (BFSP §4.2), unavailable and reserved seats that exist at the table, each seat listed once
 * and never both unavailable and reserved, each entry holding at most one seat (§8.2).
 */
function validateTables(t: Tournament, tables: readonly TableInput[], existing: readonly TableInput['number'][]): void {
  const numbers = tables.map((x) => x.number)
  if (new Set(numbers).size !== numbers.length || numbers.some((n) => existing.includes(n)))
    reject('error.seating.duplicateTable', 'Each table number must appear once', { field: 'tables' })
  const holders = new Set<string>()
  tables.forEach((table, i) => {
    if (t.fields.discipline === 'ofc' && table.seats > 3) {
      reject('error.seating.ofcSeats', 'Open Face Chinese tables seat 2–3 players (BFSP §4.2)', {
        field: `tables.${i}.seats`
      })
    }
    const listed = [...table.unavailable, ...table.reserved.map((r) => r.seat)]
    for (const s of listed) {
      if (s > table.seats)
        reject('error.seating.noSuchSeat', `Table ${table.number} has no seat ${s}`, {
          field: `tables.${i}`,
          params: { table: table.number, seat: s }
        })
    }
    const twice = listed.find((s, k) => listed.indexOf(s) !== k)
    if (twice !== undefined)
      reject(
        'error.seating.seatListedTwice',
        `Seat ${table.number}/${twice} is listed twice (unavailable or reserved)`,
        {
          field: `tables.${i}`,
          params: { table: table.number, seat: twice }
        }
      )
    for (const r of table.reserved) {
      if (r.entryId === null) continue
      if (holders.has(r.entryId))
        reject('error.seating.reservedTwice', 'An entry can hold one reserved seat only (§8.2)', {
          field: `tables.${i}.reserved`
        })
      holders.add(r.entryId)
    }
  })
}

/** The room: tables, seats, unavailable and reserved seats (§8.2), the closing order (§9.1, §9.2), the rules. */
export function decideConfigure(
  command: Cmd<typeof ConfigureSeating>,
  state: FloorState,
  ctx: DecideContext
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  if (t.seating?.drawn)
    reject('error.seating.alreadyDrawn', 'Seats are drawn: the room can no longer be changed', { field: 'tables' })
  validateTables(t, command.tables, [])
  // Stud has no button and no big blind — random by default, never a button rule, no button tracked.
  const buttonless = gameHasNoButton(t.fields.discipline)
  const rules = {
    ...command.rules,
    playerMethod: command.rules.playerMethod ?? (buttonless ? 'random' : 'big-blind-next')
  }
  if (buttonless) {
    refuseButtonRule(rules.playerMethod)
    if (command.trackButtons) refuseButton('trackButtons')
  }
  const numbers = command.tables.map((x) => x.number)
  if (command.rules.finalTableSize > Math.max(...command.tables.map((x) => x.seats))) {
    reject('error.seating.finalTooBig', 'The final table cannot be larger than the largest table', {
      field: 'rules.finalTableSize'
    })
  }
  let order: number[]
  const sorted = [...numbers].sort((a, b) => a - b)
  if (command.closingOrder.kind === 'published') {
    // The tables not named close after those named (§9.2 а): "5, 4, 3, 2" in a room of 1–5 ends with table 1.
    order = completeClosingOrder(command.closingOrder.order, numbers).order
  } else if (command.closingOrder.kind === 'random') {
    order = shuffled(sorted, ctx.randomInt) // §9.2 б: drawn now and recorded
  } else {
    order = sorted // §9.2 г: the director chooses at each break; proposals follow table numbers meanwhile
  }
  return [
    {
      type: 'seating.configured',
      tournamentId: t.id,
      tables: command.tables.map((x) => ({
        number: x.number,
        seats: x.seats,
        unavailable: x.unavailable,
        reserved: x.reserved
      })),
      closingKind: command.closingOrder.kind,
      closingOrder: order,
      rules,
      trackButtons: command.trackButtons
    },
    // The draw's commitment, made once before the draw (a new set-up keeps it) and shown from now on.
    ...(t.seating?.commitment ? [] : [commit(t.id, newSeed(ctx.randomInt))])
  ]
}

/**
 * §8.4, BFSP §3.1, §5.4: "the player due the big blind" and "worst position" need blinds; a stud table has
 * none. The announced method must be random, by seat, or the director's pick.
 */
function refuseButtonRule(method: PlayerMethod): void {
  if (method === 'big-blind-next' || method === 'worst-position')
    reject(
      'error.seating.studPlayerMethod',
      'Seven Card Stud has no big blind and no button: choose random, by seat or the director’s pick for who moves (§8.4)',
      { field: 'rules.playerMethod', params: { method } }
    )
}

/** BFSP §5.4.2, §5.4.3: a stud table has no dealer button to track or record. */
function refuseButton(field: string): never {
  reject(
    'error.seating.studNoButton',
    'Seven Card Stud has no dealer button: there is no button to record (BFSP §5.4)',
    {
      field
    }
  )
}

function commit(tournamentId: string, seed: string): SeatingEvent {
  return { type: 'seating.drawCommitted', tournamentId, commitment: commitmentOf(seed), seed }
}

/** The initial random draw (§6.4, §8.1, BFSP §5.2) of every entry that gets chips on a table now. */
export function decideDraw(command: Cmd<typeof DrawSeats>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (s.drawn) reject('error.seating.alreadyDrawn', 'Seats are already drawn', { field: 'tournamentId' })
  const ids = byEntryNumber(
    t,
    entriesToSeat(t).map((e) => e.id)
  )
  if (ids.length === 0) reject('error.seating.nobodyToSeat', 'No registered entries to seat', { field: 'tournamentId' })
  // The draw comes from the seed committed before it (and the hall's number, if one was called out); a
  // room set up before commitments existed commits now, and the record says the commitment was not shown before.
  const events: SeatingEvent[] = []
  const seed = s.commitment?.seed ?? newSeed(ctx.randomInt)
  const committedAt = s.commitment?.at ?? ctx.now
  if (!s.commitment) events.push(commit(t.id, seed))
  const hallNumber = command.hallNumber ?? ''
  const draw = drawInitialSeats(s.room, ids, seededRandom(drawKey(seed, hallNumber)), s.lastHash)
  if (!draw)
    reject('error.seating.notEnoughSeats', 'Not enough seats for every entry', {
      field: 'tournamentId',
      params: { entries: ids.length }
    })
  const proof = { commitment: commitmentOf(seed), committedAt, seed, hallNumber }
  return [...events, { type: 'seating.drawn', tournamentId: t.id, draw: { ...draw, proof } }]
}

/** A late entry or re-entry to a random seat at a table with the fewest players (§8.8, TDA R8). */
export function lateSeatEvent(
  t: Tournament,
  s: TournamentSeating,
  entryId: string,
  ctx: DecideContext
): SeatingEvent | null {
  const seat = drawLateSeat(s.room, entryId, ctx.randomInt)
  if (!seat) return null
  const placements = [{ entryId, table: seat.table, seat: seat.seat }]
  return {
    type: 'seating.seated',
    tournamentId: t.id,
    draw: {
      kind: 'late',
      placements,
      seal: sealDraw(s.lastHash, 'late', placements),
      buttons: [],
      ...(seat.waitsForButton ? { waitsForButton: [entryId] } : {})
    }
  }
}

export function decideSeat(command: Cmd<typeof SeatEntry>, state: FloorState, ctx: DecideContext): DomainEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  const entry = requireEntry(t, command.entryId)
  if (!isIn(entry)) reject('error.seating.entryNotIn', 'The entry is not in the tournament', { field: 'entryId' })
  if (s.room.seatOf.has(entry.id))
    reject('error.seating.alreadySeated', 'The entry already has a seat', { field: 'entryId' })
  const seated = lateSeatEvent(t, s, entry.id, ctx)
  if (!seated) reject('error.seating.notEnoughSeats', 'No free seat in the room', { field: 'entryId' })
  return [seated, ...proposeLater(t, new SeatingDraft(s, [seated]), ctx)]
}

/** Ask for a proposal now; with `breakTable` the director chooses the table to break (§9.2 г). */
export function decidePropose(
  command: Cmd<typeof ProposeSeating>,
  state: FloorState,
  ctx: DecideContext
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  let proposal
  if (command.breakTable !== undefined) {
    if (!s.room.tables.get(command.breakTable)?.open)
      reject('error.seating.noSuchTable', `Table ${command.breakTable} is not in play`, {
        field: 'breakTable',
        params: { table: command.breakTable }
      })
    proposal = proposeBreak(s.room, ctx.randomInt, command.breakTable)
    if (!proposal)
      reject('error.seating.cannotBreak', 'The players do not fit at one table fewer yet', { field: 'breakTable' })
  } else {
    proposal =
      proposeSeating(s.room, ctx.randomInt, buttonLevelAt(t, ctx.now)) ??
      proposeFinalTable(s.room, ctx.randomInt, false)
  }
  if (!proposal) return []
  return [{ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }]
}

/** Check a set of moves against the room as it will be: seats exist, are usable and free, nobody twice. */
function validateMoves(
  s: TournamentSeating,
  moves: readonly { entryId: string; to: SeatRef }[],
  maxSeats: readonly { table: number; maxSeat: number }[]
): void {
  const room = s.room
  const targets = new Set<string>()
  const movers = new Set<string>()
  moves.forEach((m, i) => {
    if (!room.seatOf.has(m.entryId))
      reject('error.seating.notSeated', 'The player has no seat to move from', { field: `moves.${i}.entryId` })
    if (movers.has(m.entryId))
      reject('error.seating.movedTwice', 'A player appears twice in the moves', { field: `moves.${i}.entryId` })
    movers.add(m.entryId)
    const key = `${m.to.table}/${m.to.seat}`
    if (targets.has(key))
      reject('error.seating.seatTaken', `Seat ${key} is given twice`, {
        field: `moves.${i}.to`,
        params: { table: m.to.table, seat: m.to.seat }
      })
    targets.add(key)
    const table = room.tables.get(m.to.table)
    const maxSeat = maxSeats.find((x) => x.table === m.to.table)?.maxSeat ?? table?.maxSeat ?? 0
    if (!table || !isUsableSeat(table, m.to.seat, m.entryId, maxSeat)) {
      reject('error.seating.seatUnusable', `Seat ${key} cannot be given (unavailable, reserved or not in play, §8.2)`, {
        field: `moves.${i}.to`,
        params: { table: m.to.table, seat: m.to.seat }
      })
    }
    const occupant = table.occupant[m.to.seat - 1]
    if (occupant !== null && occupant !== undefined && !moves.some((x) => x.entryId === occupant)) {
      reject('error.seating.seatTaken', `Seat ${key} is taken`, {
        field: `moves.${i}.to`,
        params: { table: m.to.table, seat: m.to.seat }
      })
    }
  })
}

/** The operator confirms the pending proposal, or overrides it with a reason (§27.2, App. C.9). */
export function decideConfirm(
  command: Cmd<typeof ConfirmMoves>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  if (!s.pending || s.pending.id !== command.proposalId) {
    reject('error.seating.staleProposal', 'This proposal is no longer pending', { field: 'proposalId' })
  }
  const proposal = s.pending.proposal
  const proposed = proposal.moves.map((m) => ({ entryId: m.entryId, to: m.to }))
  const moves = command.moves ?? proposed
  requireButtons(s.room, proposal, moves)
  const overridden = command.moves !== undefined && JSON.stringify(command.moves) !== JSON.stringify(proposed)
  if (overridden) requireReason(reason, 'Overriding a proposed move')
  validateMoves(s, moves, proposal.maxSeats)
  // §8.4–§8.8, BFSP §3.1: the moves are checked against the buttons and seats as they are now, not as they were
  // when proposed. A proposal as made must still be the announced rule's; an override may pick anyone, but never a
  // seat between the button and the small blind (unless the proposal itself had the player wait there).
  const stale = overridden
    ? movesHold(
        s.room,
        proposal.kind,
        moves.map((m) => ({
          ...m,
          waitsForButton: proposal.moves.some(
            (p) => p.entryId === m.entryId && p.to.table === m.to.table && p.to.seat === m.to.seat && p.waitsForButton
          )
        })),
        proposal.maxSeats,
        false,
        true
      )
    : movesHold(s.room, proposal.kind, proposal.moves, proposal.maxSeats, true)
  if (stale === 'between-button-and-small-blind' && overridden) {
    reject(
      'error.seating.betweenButtonAndSmallBlind',
      'A moved player is not dealt in between the button and the small blind (§8.8): choose another seat',
      {
        field: 'moves'
      }
    )
  }
  if (stale) {
    reject('error.seating.proposalOutdated', 'The buttons or seats changed since this proposal: ask for a new one', {
      field: 'proposalId',
      params: { why: stale }
    })
  }
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
    ...(drawn
      ? {
          seal: sealDraw(
            s.lastHash,
            proposal.kind,
            moves.map((m) => ({ entryId: m.entryId, table: m.to.table, seat: m.to.seat }))
          )
        }
      : {})
  }
  return [moved, ...proposeLater(t, new SeatingDraft(s, [moved]), ctx)]
}

/**
 * §8.4, §8.6–§8.8, BFSP §3.1: a balancing move is confirmed only with the current button at the tables
 * its rule reads (the player due the big blind at the source, the seat closest to it at the destination, never
 * between the button and the small blind) — an override too, since the seat it gives still needs the button.
 */
function requireButtons(
  room: Room,
  proposal: NonNullable<TournamentSeating['pending']>['proposal'],
  moves: readonly { entryId: string; to: SeatRef }[]
): void {
  if (proposal.kind !== 'balance') return
  const read = tablesReadFor(
    room,
    moves.flatMap((m) => {
      const from = room.seatOf.get(m.entryId)
      return from ? [{ from, to: m.to }] : []
    })
  )
  // BFSP §5.3: the buttons recorded in the level the proposal was made in stand, as they did for the proposal.
  const asked = buttonsToAsk(room, [...(proposal.buttonsAsked ?? []), ...read], proposal.level ?? null)
  if (asked.length === 0 && (proposal.buttonsAsked?.length ?? 0) > 0)
    reject('error.seating.proposalOutdated', 'The buttons or seats changed since this proposal: ask for a new one', {
      field: 'proposalId',
      params: { why: 'button-now-known' }
    })
  if (asked.length > 0) {
    const tables = asked.join(', ')
    reject(
      'error.seating.buttonNeeded',
      `Record where the dealer button is now at table ${tables} first: the player to move and their seat depend on it (§8.4, BFSP §3.1)`,
      { field: 'proposalId', params: { tables } }
    )
  }
}

export function decideDismiss(
  command: Cmd<typeof DismissProposal>,
  state: FloorState,
  reason: string | null
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  if (!s.pending || s.pending.id !== command.proposalId)
    reject('error.seating.staleProposal', 'This proposal is no longer pending', { field: 'proposalId' })
  requireReason(reason, 'Dismissing a proposed move')
  return [{ type: 'seating.proposalDismissed', tournamentId: t.id, proposalId: command.proposalId }]
}

/** A manual move, or the correction of a wrong seat for the future — hands played stand (§8.10, TDA R7). */
export function decideMove(
  command: Cmd<typeof MovePlayer>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  requireReason(reason, 'A manual move')
  const moves = [{ entryId: command.entryId, to: command.to }]
  validateMoves(s, moves, [])
  const from = s.room.seatOf.get(command.entryId)!
  if (from.table === command.to.table && from.seat === command.to.seat)
    reject('error.seating.sameSeat', 'The player already sits there', { field: 'to' })
  const moved: SeatingEvent = {
    type: 'seating.moved',
    tournamentId: t.id,
    proposalId: null,
    kind: 'manual',
    moves: [{ entryId: command.entryId, from, to: command.to }],
    closes: [],
    maxSeats: [],
    overridden: false
  }
  return [moved, ...proposeLater(t, new SeatingDraft(s, [moved]), ctx)]
}

export function decideButton(command: Cmd<typeof SetButton>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  const table = s.room.tables.get(command.table)
  const seat =
    command.seat === 'advance' && table?.open
      ? (advancedButton(table) ?? (table.count > 0 ? startingSeat(table.occupant) : null))
      : command.seat
  return buttonEvents(t, s, [{ table: command.table, seat }], ctx, 'table', 'seat')
}

/** The buttons the floor sees now, at one or more tables; a proposal waiting for them names the player. */
export function decideButtons(
  command: Cmd<typeof RecordButtons>,
  state: FloorState,
  ctx: DecideContext
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireDrawn(t)
  const tables = command.buttons.map((b) => b.table)
  const twice = tables.find((n, i) => tables.indexOf(n) !== i)
  if (twice !== undefined)
    reject('error.seating.buttonTwice', `Table ${twice} is given two buttons`, {
      field: 'buttons',
      params: { table: twice }
    })
  return buttonEvents(t, s, command.buttons, ctx, 'buttons', 'buttons')
}

function buttonEvents(
  t: Tournament,
  s: TournamentSeating,
  buttons: readonly { table: number; seat: number | 'advance' | null }[],
  ctx: DecideContext,
  tableField: string,
  seatField: string
): SeatingEvent[] {
  if (s.room.buttonless) refuseButton(tableField)
  // BFSP §5.3: the button is remembered as recorded, with the level it was recorded in (not asked again in it).
  const level = buttonLevelAt(t, ctx.now)
  const events: SeatingEvent[] = []
  for (const b of buttons) {
    const table = s.room.tables.get(b.table)
    if (!table?.open)
      reject('error.seating.noSuchTable', `Table ${b.table} is not in play`, {
        field: tableField,
        params: { table: b.table }
      })
    if (b.seat === null || b.seat === 'advance' || b.seat > table.seatCount)
      reject('error.seating.noSuchSeat', `Table ${b.table} has no such seat`, {
        field: seatField,
        params: { table: b.table, seat: String(b.seat) }
      })
    events.push({
      type: 'seating.buttonSet',
      tournamentId: t.id,
      table: table.number,
      seat: b.seat,
      previous: table.button,
      ...(level !== null ? { level } : {})
    })
  }
  // The pending proposal is made again when the button makes it stale (§8.4, §8.6–§8.8, BFSP §3.1): the player due
  // the big blind and the seats a newcomer may take follow the button. A deferred move may now find its seat, and a
  // move that waited for the button now names its player.
  if (s.pending) {
    const after = roomAfter(s.room, events)
    const p = s.pending.proposal
    if (p.deferred || (p.buttonsAsked?.length ?? 0) > 0 || proposalHolds(after, p)) {
      const next = proposeSeating(after, ctx.randomInt, level)
      events.push(
        next
          ? { type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal: next }
          : { type: 'seating.proposalDismissed', tournamentId: t.id, proposalId: s.pending.id }
      )
    }
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
export function decideAddTables(command: Cmd<typeof AddTables>, state: FloorState, ctx: DecideContext): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  // The same checks as seating.configure: a seat the table does not have would be drawn later and could not fold.
  validateTables(t, command.tables, [...s.room.tables.keys()])
  for (const table of command.tables)
    for (const r of table.reserved)
      if (r.entryId !== null && s.room.reservedFor.has(r.entryId))
        reject('error.seating.reservedTwice', 'An entry can hold one reserved seat only (§8.2)', { field: 'tables' })
  const added: SeatingEvent = {
    type: 'seating.tablesAdded',
    tournamentId: t.id,
    tables: command.tables.map((x) => ({
      number: x.number,
      seats: x.seats,
      unavailable: x.unavailable,
      reserved: x.reserved
    }))
  }
  if (!s.drawn) return [added]
  // Entries waiting for a seat (the room was full) take the new seats at once (§8.8); then what is due is proposed.
  const draft = new SeatingDraft(s, [added])
  seatWaiting(t, draft, new Set(), ctx)
  return draft.events.length > 1 ? [...draft.events, ...proposeLater(t, draft, ctx)] : draft.events
}

/** New balancing rules; after the draw a change needs a reason (§5.2, §4.7). The next proposal follows them. */
export function decideSetRules(
  command: Cmd<typeof SetSeatingRules>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  const rules = applyPatch(s.room.rules, command.rules) // a rule left out keeps its value
  if (JSON.stringify(rules) === JSON.stringify(s.room.rules)) return []
  if (gameHasNoButton(t.fields.discipline)) refuseButtonRule(rules.playerMethod) // stud: no button rule (§8.4)
  // The same check as seating.configure (the final table fits the largest table, §9.3).
  if (rules.finalTableSize > Math.max(...[...s.room.tables.values()].map((x) => x.seatCount))) {
    reject('error.seating.finalTooBig', 'The final table cannot be larger than the largest table', {
      field: 'rules.finalTableSize'
    })
  }
  // BFSP §3.1 / §3.2: standard or Olympic is the event's format, announced before the start — not changed in play.
  if (s.drawn && rules.format !== s.room.rules.format)
    reject('error.seating.formatFixed', 'The format (standard or Olympic) cannot change after the draw', {
      field: 'rules.format'
    })
  if (s.drawn) requireReason(reason, 'Changing the seating rules after the draw')
  const event: SeatingEvent = {
    type: 'seating.rulesSet',
    tournamentId: t.id,
    rules,
    previous: s.room.rules
  }
  if (!s.drawn) return [event]
  const proposal = proposeSeating(roomAfter(s.room, [event]), ctx.randomInt, buttonLevelAt(t, ctx.now))
  return proposal
    ? [event, { type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }]
    : [event]
}

export function decideShowList(command: Cmd<typeof ShowSeatingList>, state: FloorState): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = requireSeating(t)
  if (s.showList === command.on) return []
  return [{ type: 'seating.listShown', tournamentId: t.id, on: command.on }]
}
