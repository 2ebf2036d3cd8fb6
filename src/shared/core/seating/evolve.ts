import type { EventRecord } from '../record'
import type { MultiDay } from '../tournament'
import type { FloorState } from '../state'
import { applyDraw, applyProposal } from './apply'
import type { SeatingEvent } from './events'
import { gameHasNoButton } from './buttons'
import { GENESIS } from './hash'
import { addTables, createRoom, forkRoom, noteBalance, setButton, unseat, type Room } from './room'
import { byEntryNumber } from './drawOrder'
import { olympicStageName } from './olympic'
import { ANNOUNCEMENTS_KEPT, type TournamentSeating } from './state'

/** Fold a seating event into its tournament's seating, in place. */
export function evolveSeating(state: FloorState, record: EventRecord<SeatingEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  if (event.type === 'seating.configured') {
    // A commitment made before stays through a new set-up: a draw cannot be re-rolled by configuring again.
    const commitment = t.seating?.commitment ?? null
    // A game with no button (stud) never tracks one, whatever an old record says.
    const buttonless = gameHasNoButton(t.fields.discipline)
    const room = createRoom(event.tables, event.closingOrder, event.rules, event.trackButtons && !buttonless)
    room.buttonless = buttonless
    room.endsByBagging = endsByBagging(t.fields.multiDay)
    t.seating = {
      room,
      closingKind: event.closingKind,
      draws: [],
      lastHash: GENESIS,
      drawn: false,
      pending: null,
      announcements: [],
      lastSeat: new Map(),
      moveHistory: [],
      showList: false,
      finalTable: null,
      commitment,
      initialDraw: null,
      olympic: { stageTables: [], stagePlayers: [], out: new Map() },
      version: 0
    }
    return
  }
  const s = t.seating
  if (!s) return
  s.version += 1
  evolveRoom(s.room, event)
  switch (event.type) {
    case 'seating.drawCommitted':
      s.commitment = { commitment: event.commitment, seed: event.seed, at: record.recordedAt }
      return
    case 'seating.drawn':
    case 'seating.seated':
      if (event.type === 'seating.drawn') {
        s.initialDraw = {
          tables: [...s.room.tables.values()].map((table) => ({
            number: table.number,
            seats: table.seatCount,
            unavailable: [...table.unavailable],
            reserved: [...table.reserved].map(([seat, r]) => ({ seat, reason: r.reason, entryId: r.entryId }))
          })),
          closingOrder: [...s.room.closingOrder],
          trackButtons: s.room.trackButtons,
          entries: byEntryNumber(
            t,
            event.draw.placements.map((p) => p.entryId)
          ),
          placements: event.draw.placements,
          proof: event.draw.proof ?? null,
          at: record.occurredAt,
          by: record.actor
        }
        if (event.draw.proof) s.commitment = null // used: the next draw needs a new one
      }
      s.draws.push({
        kind: event.draw.kind,
        placements: event.draw.placements,
        seal: event.draw.seal,
        at: record.occurredAt,
        by: record.actor
      })
      s.lastHash = event.draw.seal.hash
      if (event.type === 'seating.drawn') {
        s.drawn = true
        s.olympic.stageTables = [s.room.openTableCount] // stage 1 (BFSP §3.2)
        s.olympic.stagePlayers = [s.room.seatOf.size]
      } else if (event.draw.kind !== 'return')
        // A player back in play on the seat they left (an elimination undone, §27.8) has not changed seats: the hall
        // display does not announce it as a move. A late seat, or a new seat after an undo, is announced.
        announce(
          s,
          event.draw.placements.map((p) => ({
            entryId: p.entryId,
            to: { table: p.table, seat: p.seat },
            at: record.occurredAt
          }))
        )
      s.pending = null
      return
    case 'seating.released':
      s.lastSeat.set(event.entryId, event.from)
      if (s.room.rules.format === 'olympic')
        s.olympic.out.set(event.entryId, { stage: Math.max(1, s.olympic.stageTables.length), table: event.from.table })
      s.pending = null
      return
    case 'seating.proposed':
      s.pending = { id: event.proposalId, proposal: event.proposal, at: record.occurredAt }
      return
    case 'seating.moved': {
      if (event.kind === 'final') s.finalTable = event.moves[0]?.to.table ?? null
      if (event.kind === 'olympic') {
        // The next stage (BFSP §3.2): its tables, and the winners who start it.
        s.olympic.stageTables.push(s.room.openTableCount)
        s.olympic.stagePlayers.push(s.room.seatOf.size)
      }
      // A player drawn to the very seat they held (an Olympic or final-table redraw) did not move: neither the
      // protocol (C.9) nor the hall display lists it.
      const moved = event.moves.filter((m) => m.from.table !== m.to.table || m.from.seat !== m.to.seat)
      const stage = event.kind === 'olympic' ? olympicStageName(s.room.openTableCount) : undefined
      for (const move of moved) {
        s.moveHistory.push({
          entryId: move.entryId,
          from: move.from,
          to: move.to,
          at: record.occurredAt,
          by: record.actor,
          reason: record.reason,
          cause: event.kind,
          ...(event.closes.length > 0 ? { closes: [...event.closes] } : {}),
          ...(stage ? { stage } : {})
        })
      }
      if (event.seal) {
        const placements = event.moves.map((m) => ({ entryId: m.entryId, table: m.to.table, seat: m.to.seat }))
        s.draws.push({ kind: event.kind, placements, seal: event.seal, at: record.occurredAt, by: record.actor })
        s.lastHash = event.seal.hash
      }
      announce(
        s,
        moved.map((m) => ({ entryId: m.entryId, to: m.to, at: record.occurredAt }))
      )
      s.pending = null
      return
    }
    case 'seating.proposalDismissed':
      if (s.pending?.id === event.proposalId) s.pending = null
      return
    case 'seating.listShown':
      s.showList = event.on
      return
    case 'seating.rulesSet':
      s.pending = null
      return
    default:
      return // the room's part (evolveRoom above) is all
  }
}

/**
 * The room's part of the fold: what a seating event does to the tables, the seats, the buttons and the rules.
 * `evolveSeating` runs it on the tournament's room; decide runs it on a fork (`roomAfter`) to see the room its
 * events will leave, so a follow-up (a late seat, the proposal due) is made on exactly the room the fold will have.
 * A new room (`seating.configured`) is made by `evolveSeating` itself.
 */
export function evolveRoom(room: Room, event: SeatingEvent): void {
  switch (event.type) {
    case 'seating.drawn':
    case 'seating.seated':
      applyDraw(room, event.draw.placements, event.draw.buttons)
      return
    case 'seating.released':
      unseat(room, event.entryId)
      return
    case 'seating.moved':
      applyProposal(room, {
        kind: event.kind === 'manual' ? 'balance' : event.kind,
        moves: event.moves,
        closes: event.closes,
        maxSeats: event.maxSeats
      })
      return
    case 'seating.buttonSet':
      if (room.tables.has(event.table)) setButton(room, event.table, event.seat, event.level ?? null)
      return
    case 'seating.handForHandSet':
      room.handForHand = event.on
      return
    case 'seating.tablesAdded':
      addTables(room, event.tables)
      return
    case 'seating.rulesSet':
      room.rules = event.rules
      noteBalance(room) // a new tolerance may make a move due, or none
      return
    default:
      return
  }
}

/**
 * The room as the fold will leave it once `events` are recorded: `evolveRoom` on a fork of `room`, which stays
 * exactly as it was (decide never writes the state it reads). A fork copies only what the events change, so this
 * costs the events, not the floor.
 */
export function roomAfter(room: Room, events: readonly SeatingEvent[]): Room {
  const fork = forkRoom(room)
  for (const event of events) evolveRoom(fork, event)
  return fork
}

function announce(s: TournamentSeating, items: TournamentSeating['announcements']): void {
  // One announcement per player: a newer move replaces theirs, so the hall never shows one player twice.
  const fresh = new Set(items.map((a) => a.entryId))
  if (s.announcements.some((a) => fresh.has(a.entryId)))
    s.announcements = s.announcements.filter((a) => !fresh.has(a.entryId))
  s.announcements.push(...items)
  if (s.announcements.length > ANNOUNCEMENTS_KEPT)
    s.announcements.splice(0, s.announcements.length - ANNOUNCEMENTS_KEPT)
}

/**
 * The tournament's discipline changed (`tournament.edited`): a room that becomes a stud room forgets its
 * buttons and stops tracking them (no blind markers, no asks); one that leaves stud keeps not tracking them until set
 * up again. Part of the fold.
 */
/** §5.5: a start day (flight) of a multi-day event ends by bagging, not at a final table. */
function endsByBagging(multiDay: MultiDay | undefined): boolean {
  return multiDay?.role === 'flight'
}

/**
 * The tournament became a flight, or stopped being one (`tournament.edited`): the room's proposals follow (no final
 * table in a flight, §5.5). Part of the fold.
 */
export function followMultiDay(s: TournamentSeating, multiDay: MultiDay | undefined): void {
  const bagging = endsByBagging(multiDay)
  if (bagging === s.room.endsByBagging) return
  s.version += 1
  s.room.endsByBagging = bagging
}

export function followDiscipline(s: TournamentSeating, discipline: Parameters<typeof gameHasNoButton>[0]): void {
  const room: Room = s.room
  const buttonless = gameHasNoButton(discipline)
  if (buttonless === room.buttonless) return
  s.version += 1
  room.buttonless = buttonless
  if (!buttonless) return
  room.trackButtons = false
  for (const table of [...room.tables.values()]) if (table.button !== null) setButton(room, table.number, null)
}
