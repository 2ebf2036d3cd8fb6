import { resolvePlayer } from '../players/state'
import { entriesToSeat } from '../registration/entries'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament/state'
import { shortTables } from './balance'
import { nextTableToClose } from './breaking'
import { verifyDrawChain } from './hash'
import { blindsOf } from './positions'
import type { MoveCause, SeatChoice } from './proposal'
import type { PlayerMethod, SeatingRules, SeatRef } from './room'

/** One seat of the admin floor map. Internal view: entry numbers and ids. */
export interface SeatView {
  seat: number
  entryId: string | null
  number: number | null
  name: string | null
  unavailable: boolean
  /** §8.2: the recorded reason a seat is held. */
  reserved: string | null
  outOfPlay: boolean
  moves: number
}

export interface TableView {
  number: number
  open: boolean
  count: number
  seats: SeatView[]
  button: number | null
  smallBlind: number | null
  bigBlind: number | null
  /** TDA R11-D: three or more short of the fullest table. */
  short: boolean
  /** The table a player moves from next (fullest) or to (shortest) while unbalanced. */
  role: 'fullest' | 'shortest' | null
  nextToClose: boolean
}

export interface MoveView {
  entryId: string
  name: string
  number: number | null
  from: SeatRef
  to: SeatRef
  cause: MoveCause
  playerChoice: PlayerMethod | 'draw'
  seatChoice: SeatChoice
  previousMoves: number
  waitsForButton: boolean
}

export interface ProposalView {
  id: string
  kind: MoveCause
  moves: MoveView[]
  closes: number[]
  shortTables: number[]
  askFirst: boolean
  operatorPick: boolean
  deferred: boolean
  stage: string | null
  finalTable: number | null
  at: number
}

export interface SeatingView {
  tournamentId: string
  configured: boolean
  drawn: boolean
  rules: SeatingRules | null
  closingKind: string | null
  closingOrder: number[]
  trackButtons: boolean
  handForHand: boolean
  showList: boolean
  players: number
  openTables: number
  unbalanced: boolean
  spread: { max: number; min: number } | null
  tables: TableView[]
  pending: ProposalView | null
  finalTable: number | null
  draws: { kind: string; seated: number; at: number; by: string; hash: string }[]
  /** The draw chain replays: no draw was edited afterwards (§8.1). */
  drawChainIntact: boolean
  /** Entries that should have chips on a table but have no seat (room full, or seated by hand later). */
  unseated: { entryId: string; name: string; number: number | null }[]
  version: number
}

function nameOf(state: FloorState, t: Tournament, entryId: string): { name: string; number: number | null } {
  const entry = t.registration.entries.get(entryId)
  const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
  return { name: player?.fields.displayName ?? entryId, number: entry?.number ?? null }
}

export function seatingView(state: FloorState, tournamentId: string): SeatingView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const s = t.seating
  if (!s) {
    return {
      tournamentId, configured: false, drawn: false, rules: null, closingKind: null, closingOrder: [], trackButtons: false, handForHand: false,
      showList: false, players: 0, openTables: 0, unbalanced: false, spread: null, tables: [], pending: null, finalTable: null, draws: [], drawChainIntact: true, unseated: [], version: 0
    }
  }
  const room = s.room
  const counts = [...room.tables.values()].filter((x) => x.open).map((x) => x.count)
  const spread = counts.length > 0 ? { max: Math.max(...counts), min: Math.min(...counts) } : null
  const unbalanced = spread !== null && spread.max - spread.min > room.rules.tolerance
  const short = new Set(shortTables(room))
  const next = nextTableToClose(room)
  const tables: TableView[] = [...room.tables.values()]
    .sort((a, b) => a.number - b.number)
    .map((table) => {
      const blinds = blindsOf(table)
      return {
        number: table.number,
        open: table.open,
        count: table.count,
        button: table.button,
        smallBlind: blinds?.smallBlind ?? null,
        bigBlind: blinds?.bigBlind ?? null,
        short: short.has(table.number),
        role: unbalanced && table.open ? (table.count === spread!.max ? 'fullest' : table.count === spread!.min ? 'shortest' : null) : null,
        nextToClose: next?.number === table.number && room.openTableCount > 1,
        seats: table.occupant.map((entryId, i) => {
          const who = entryId ? nameOf(state, t, entryId) : null
          return {
            seat: i + 1,
            entryId,
            number: who?.number ?? null,
            name: who?.name ?? null,
            unavailable: table.unavailable.has(i + 1),
            reserved: table.reserved.get(i + 1)?.reason ?? null,
            outOfPlay: i + 1 > table.maxSeat,
            moves: entryId ? (room.moves.get(entryId) ?? 0) : 0
          }
        })
      }
    })
  const p = s.pending
  return {
    tournamentId,
    configured: true,
    drawn: s.drawn,
    rules: room.rules,
    closingKind: s.closingKind,
    closingOrder: [...room.closingOrder],
    trackButtons: room.trackButtons,
    handForHand: room.handForHand,
    showList: s.showList,
    players: room.seatOf.size,
    openTables: room.openTableCount,
    unbalanced,
    spread,
    tables,
    pending: p
      ? {
          id: p.id,
          kind: p.proposal.kind,
          moves: p.proposal.moves.map((m) => ({ ...nameOf(state, t, m.entryId), entryId: m.entryId, from: m.from, to: m.to, cause: m.cause, playerChoice: m.playerChoice, seatChoice: m.seatChoice, previousMoves: m.previousMoves, waitsForButton: m.waitsForButton })),
          closes: [...p.proposal.closes],
          shortTables: [...p.proposal.shortTables],
          askFirst: p.proposal.askFirst,
          operatorPick: p.proposal.operatorPick,
          deferred: p.proposal.deferred,
          stage: p.proposal.stage ?? null,
          finalTable: p.proposal.finalTable ?? null,
          at: p.at
        }
      : null,
    finalTable: s.finalTable,
    draws: s.draws.slice(-20).map((d) => ({ kind: d.kind, seated: d.placements.length, at: d.at, by: d.by, hash: d.seal.hash })),
    drawChainIntact: verifyDrawChain(s.draws).ok,
    unseated: s.drawn ? entriesToSeat(t).filter((e) => !room.seatOf.has(e.id)).map((e) => ({ entryId: e.id, ...nameOf(state, t, e.id) })) : [],
    version: s.version
  }
}

/** The paper fallback (§27.12): everyone seated, sorted by name, for the printed list and seat cards. */
export interface SeatingListRow {
  name: string
  number: number | null
  table: number
  seat: number
}

export function seatingList(state: FloorState, tournamentId: string): SeatingListRow[] {
  const t = state.tournaments.get(tournamentId)
  if (!t?.seating) return []
  const rows: SeatingListRow[] = []
  for (const [entryId, ref] of t.seating.room.seatOf) rows.push({ ...nameOf(state, t, entryId), table: ref.table, seat: ref.seat })
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.table - b.table || a.seat - b.seat)
}

/** What the hall display shows of the seating. Public names only (§27.11): no entry ids, numbers or real names. */
export interface PublicSeating {
  /** Recent moves and late seats, newest last: "Ivanov → table 3, seat 5". */
  announcements: { name: string; table: number; seat: number; at: number }[]
  /** The full seating list by name, when the director shows it (start of play). */
  list: { name: string; table: number; seat: number }[] | null
  finalTable: { table: number; seats: { seat: number; name: string }[] } | null
}

export function publicSeating(state: FloorState, t: Tournament): PublicSeating | null {
  const s = t.seating
  if (!s?.drawn) return null
  const publicName = (entryId: string): string => {
    const entry = t.registration.entries.get(entryId)
    return (entry && resolvePlayer(state.players, entry.playerId)?.fields.displayName) || '—'
  }
  // §9.3: the final table — formed by a redraw, or the last table once the players reach the final size.
  const room = s.room
  const lastTable = room.openTableCount === 1 && room.seatOf.size <= room.rules.finalTableSize ? [...room.tables.values()].find((x) => x.open) : undefined
  const finalTable = s.finalTable !== null && room.openTableCount === 1 ? room.tables.get(s.finalTable) : lastTable
  return {
    // Only moves that still hold: a player moved again, or out since, is not announced any more.
    announcements: s.announcements
      .filter((a) => {
        const now = room.seatOf.get(a.entryId)
        return now !== undefined && now.table === a.to.table && now.seat === a.to.seat
      })
      .map((a) => ({ name: publicName(a.entryId), table: a.to.table, seat: a.to.seat, at: a.at })),
    list: s.showList
      ? seatingList(state, t.id).map((r) => ({ name: r.name, table: r.table, seat: r.seat }))
      : null,
    finalTable: finalTable
      ? {
          table: finalTable.number,
          seats: finalTable.occupant.flatMap((id, i) => (id ? [{ seat: i + 1, name: publicName(id) }] : []))
        }
      : null
  }
}
