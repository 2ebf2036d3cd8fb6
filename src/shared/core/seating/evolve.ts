import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import { applyDraw, applyProposal } from './apply'
import type { SeatingEvent } from './events'
import { GENESIS } from './hash'
import { addTables, createRoom, unseat } from './room'
import { ANNOUNCEMENTS_KEPT, type TournamentSeating } from './state'

/** Fold a seating event into its tournament's seating, in place. */
export function evolveSeating(state: FloorState, record: EventRecord<SeatingEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  if (event.type === 'seating.configured') {
    t.seating = {
      room: createRoom(event.tables, event.closingOrder, event.rules, event.trackButtons),
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
      version: 0
    }
    return
  }
  const s = t.seating
  if (!s) return
  s.version += 1
  switch (event.type) {
    case 'seating.drawn':
    case 'seating.seated':
      applyDraw(s.room, event.draw.placements, event.draw.buttons)
      s.draws.push({ kind: event.draw.kind, placements: event.draw.placements, seal: event.draw.seal, at: record.occurredAt, by: record.actor })
      s.lastHash = event.draw.seal.hash
      if (event.type === 'seating.drawn') s.drawn = true
      else announce(s, event.draw.placements.map((p) => ({ entryId: p.entryId, to: { table: p.table, seat: p.seat }, at: record.occurredAt })))
      s.pending = null
      return
    case 'seating.released':
      s.lastSeat.set(event.entryId, event.from)
      unseat(s.room, event.entryId)
      s.pending = null
      return
    case 'seating.proposed':
      s.pending = { id: event.proposalId, proposal: event.proposal, at: record.occurredAt }
      return
    case 'seating.moved':
      applyProposal(s.room, { kind: event.kind === 'manual' ? 'balance' : event.kind, moves: event.moves, closes: event.closes, maxSeats: event.maxSeats })
      if (event.kind === 'final') s.finalTable = event.moves[0]?.to.table ?? null
      for (const move of event.moves) {
        s.moveHistory.push({ entryId: move.entryId, from: move.from, to: move.to, at: record.occurredAt, by: record.actor, reason: record.reason })
      }
      if (event.seal) {
        const placements = event.moves.map((m) => ({ entryId: m.entryId, table: m.to.table, seat: m.to.seat }))
        s.draws.push({ kind: event.kind, placements, seal: event.seal, at: record.occurredAt, by: record.actor })
        s.lastHash = event.seal.hash
      }
      announce(s, event.moves.map((m) => ({ entryId: m.entryId, to: m.to, at: record.occurredAt })))
      s.pending = null
      return
    case 'seating.proposalDismissed':
      if (s.pending?.id === event.proposalId) s.pending = null
      return
    case 'seating.buttonSet': {
      const table = s.room.tables.get(event.table)
      if (table) table.button = event.seat
      return
    }
    case 'seating.handForHandSet':
      s.room.handForHand = event.on
      return
    case 'seating.listShown':
      s.showList = event.on
      return
    case 'seating.tablesAdded':
      addTables(s.room, event.tables)
      return
    case 'seating.rulesSet':
      s.room.rules = event.rules
      s.pending = null
      return
  }
}

function announce(s: TournamentSeating, items: TournamentSeating['announcements']): void {
  s.announcements.push(...items)
  if (s.announcements.length > ANNOUNCEMENTS_KEPT) s.announcements.splice(0, s.announcements.length - ANNOUNCEMENTS_KEPT)
}
