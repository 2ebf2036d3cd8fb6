import { resolvePlayer } from '../players'
import { entriesToSeat } from '../registration'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { isUnbalanced, shortTables, spreadOf } from './balancing'
import { nextTableToClose } from './breaking'
import { verifyDrawChain } from './hash'
import { olympicStageName } from './olympic'
import { blindsOf, type Blinds } from './positions'
import { buttonsToAsk, gameHasNoButton, tablesReadFor } from './buttons'
import type { MoveCause, RuleFallback, SeatChoice, SeatingProposal } from './proposal'
import type { PlayerMethod, Room, SeatingRules, SeatRef, Table } from './room'
import type { TournamentSeating } from './state'
import type { TournamentStats } from '../stats'

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
  nextToClose: boolean
  /** Olympic format (BFSP §3.2): the table has played down to its one winner (their entry id). */
  winner: string | null
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
  /** A button rule that fell back to random, and why ("random: buttons not tracked"). */
  fallback: RuleFallback | null
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
  /**
   * Tables whose current button the floor must record before this balancing move names a player or can
   * be confirmed (§8.4, BFSP §3.1); empty when nothing is asked.
   */
  buttonsAsked: number[]
  /** While buttons are asked: which table gives a player to which. */
  legs: { from: number; to: number }[]
}

export interface SeatingView {
  tournamentId: string
  configured: boolean
  drawn: boolean
  rules: SeatingRules | null
  closingKind: string | null
  closingOrder: number[]
  trackButtons: boolean
  /** The game has no dealer button or blinds (stud): no markers, no button rules offered. */
  buttonless: boolean
  handForHand: boolean
  showList: boolean
  players: number
  openTables: number
  unbalanced: boolean
  spread: { max: number; min: number } | null
  tables: TableView[]
  pending: ProposalView | null
  /** Olympic format (BFSP §3.2): the stage being played; null in the standard format. */
  stage: StageView | null
  finalTable: number | null
  draws: { kind: string; seated: number; at: number; by: string; hash: string }[]
  /** The draw chain replays: no draw was edited afterwards (§8.1). */
  drawChainIntact: boolean
  /** The draw's commitment (before the draw), then the revealed seed (after). Never the seed before. */
  drawCheck: DrawCheckView | null
  /** Entries that should have chips on a table but have no seat (room full, or seated by hand later). */
  unseated: { entryId: string; name: string; number: number | null }[]
  version: number
}

/** BFSP §3.2: the Olympic stage being played — its number, name ('1/8', 'semi-final', 'final'), players at its start. */
export interface StageView {
  number: number
  name: string
  startedWith: number
}

/** The Olympic stage being played (BFSP §3.2); null in the standard format or before the draw. */
export function stageOf(s: TournamentSeating): StageView | null {
  if (!s.drawn || s.room.rules.format !== 'olympic' || s.olympic.stageTables.length === 0) return null
  const n = s.olympic.stageTables.length
  return {
    number: n,
    name: olympicStageName(s.olympic.stageTables[n - 1]!),
    startedWith: s.olympic.stagePlayers[n - 1] ?? 0
  }
}

/** The commitment shown before the draw, and what the draw revealed. */
export interface DrawCheckView {
  commitment: string
  committedAt: number
  /** Revealed with the draw; null before it. */
  seed: string | null
  hallNumber: string | null
  drawnAt: number | null
}

/** The commitment before the draw; the proof after it; null when neither exists. Never the seed before the draw. */
export function drawCheckOf(s: TournamentSeating): DrawCheckView | null {
  const proof = s.initialDraw?.proof
  if (proof)
    return {
      commitment: proof.commitment,
      committedAt: proof.committedAt,
      seed: proof.seed,
      hallNumber: proof.hallNumber,
      drawnAt: s.initialDraw!.at
    }
  if (s.commitment && !s.drawn)
    return {
      commitment: s.commitment.commitment,
      committedAt: s.commitment.at,
      seed: null,
      hallNumber: null,
      drawnAt: null
    }
  return null
}

function nameOf(state: FloorState, t: Tournament, entryId: string): { name: string; number: number | null } {
  const entry = t.registration.entries.get(entryId)
  const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
  // A player who cannot be resolved is shown as a dash, never by an internal id (§27.11: the lists reach the displays).
  return { name: player?.fields.displayName ?? '—', number: entry?.number ?? null }
}

/** What every table's row needs from the whole room, computed once per view. */
export interface RoomSummary {
  readonly unbalanced: boolean
  readonly spread: { max: number; min: number } | null
  readonly short: ReadonlySet<number>
  readonly next: Table | null
}

export function roomSummary(room: Room): RoomSummary {
  // BFSP §3.2: a shootout never balances or breaks tables — each plays down to its winner.
  const olympic = room.rules.format === 'olympic'
  return {
    unbalanced: isUnbalanced(room),
    spread: spreadOf(room),
    short: new Set(shortTables(room)),
    next: olympic ? null : nextTableToClose(room)
  }
}

/** BFSP §3.2: in a shootout, a table played down to one player names its winner (while other tables still play). */
export function tableWinner(t: Tournament, room: Room, table: Table): string | null {
  return room.rules.format === 'olympic' &&
    t.seating?.drawn &&
    table.open &&
    table.count === 1 &&
    room.openTableCount > 1
    ? (table.occupant.find((x) => x !== null) ?? null)
    : null
}

/**
 * The table a player moves from next (fullest) or to (shortest) while the room is unbalanced (TDA R11-D). Read from
 * the view's own `unbalanced` and `spread` where it is shown: it is one fact about the room, so a room that becomes
 * unbalanced changes two fields of the view, not a thousand table rows.
 */
export function tableRole(
  room: Pick<SeatingView, 'unbalanced' | 'spread'>,
  table: Pick<TableView, 'open' | 'count'>
): 'fullest' | 'shortest' | null {
  if (!room.unbalanced || !table.open || !room.spread) return null
  return table.count === room.spread.max ? 'fullest' : table.count === room.spread.min ? 'shortest' : null
}

/** One table of the admin floor map. */
export function tableView(state: FloorState, t: Tournament, room: Room, table: Table, summary: RoomSummary): TableView {
  const { short, next } = summary
  const blinds = blindsOf(table)
  return {
    number: table.number,
    open: table.open,
    count: table.count,
    button: table.button,
    smallBlind: blinds?.smallBlind ?? null,
    bigBlind: blinds?.bigBlind ?? null,
    short: short.has(table.number),
    nextToClose: next?.number === table.number && room.openTableCount > 1,
    winner: tableWinner(t, room, table),
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
}

/**
 * The expensive parts of the seating view, when the caller keeps them up to date itself (the main process keeps
 * them per table and per entry); each must return exactly what the default computes.
 */
export interface SeatingViewParts {
  tables?(room: Room, summary: RoomSummary): TableView[]
  /** A row of the draws' list, for one draw of the chain (a draw never changes once recorded). */
  drawRow?(draw: TournamentSeating['draws'][number]): SeatingView['draws'][number]
  unseated?(): SeatingView['unseated']
  drawChainIntact?(): boolean
}

export function seatingView(state: FloorState, tournamentId: string, parts: SeatingViewParts = {}): SeatingView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const s = t.seating
  if (!s) {
    return {
      tournamentId,
      configured: false,
      drawn: false,
      rules: null,
      closingKind: null,
      closingOrder: [],
      trackButtons: false,
      buttonless: gameHasNoButton(t.fields.discipline),
      handForHand: false,
      showList: false,
      players: 0,
      openTables: 0,
      unbalanced: false,
      spread: null,
      tables: [],
      pending: null,
      stage: null,
      finalTable: null,
      draws: [],
      drawChainIntact: true,
      drawCheck: null,
      unseated: [],
      version: 0
    }
  }
  const room = s.room
  const summary = roomSummary(room)
  const { unbalanced, spread } = summary
  const tables: TableView[] = parts.tables
    ? parts.tables(room, summary)
    : [...room.tables.values()]
        .sort((a, b) => a.number - b.number)
        .map((table) => tableView(state, t, room, table, summary))
  const p = s.pending
  return {
    tournamentId,
    configured: true,
    drawn: s.drawn,
    rules: room.rules,
    closingKind: s.closingKind,
    closingOrder: [...room.closingOrder],
    trackButtons: room.trackButtons,
    buttonless: room.buttonless,
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
          moves: p.proposal.moves.map((m) => ({
            ...nameOf(state, t, m.entryId),
            entryId: m.entryId,
            from: m.from,
            to: m.to,
            cause: m.cause,
            playerChoice: m.playerChoice,
            seatChoice: m.seatChoice,
            previousMoves: m.previousMoves,
            waitsForButton: m.waitsForButton,
            fallback: m.fallback ?? null
          })),
          closes: [...p.proposal.closes],
          shortTables: [...p.proposal.shortTables],
          // §8.14: hand-for-hand switched on after the proposal was made still asks first.
          askFirst: p.proposal.askFirst || room.handForHand,
          operatorPick: p.proposal.operatorPick,
          deferred: p.proposal.deferred,
          stage: p.proposal.stage ?? null,
          finalTable: p.proposal.finalTable ?? null,
          at: p.at,
          buttonsAsked: askedFor(room, p.proposal),
          legs: (p.proposal.legs ?? []).map((l) => ({ from: l.from, to: l.to }))
        }
      : null,
    stage: stageOf(s),
    finalTable: s.finalTable,
    draws: s.draws.slice(-20).map(parts.drawRow ?? drawRow),
    drawChainIntact: parts.drawChainIntact ? parts.drawChainIntact() : verifyDrawChain(s.draws).ok,
    drawCheck: drawCheckOf(s),
    unseated: parts.unseated
      ? parts.unseated()
      : s.drawn
        ? entriesToSeat(t)
            .filter((e) => !room.seatOf.has(e.id))
            .map((e) => unseatedRow(state, t, e.id))
        : [],
    version: s.version
  }
}

/** One draw of the chain as the draws' list shows it. */
export function drawRow(d: TournamentSeating['draws'][number]): SeatingView['draws'][number] {
  return { kind: d.kind, seated: d.placements.length, at: d.at, by: d.by, hash: d.seal.hash }
}

/**
 * The buttons a balancing proposal waits for: as recorded with it, and any its moves read that is no longer current
 * (buttons recorded in the level it was made in stand, BFSP §5.3).
 */
function askedFor(room: Room, proposal: SeatingProposal): number[] {
  if (proposal.kind !== 'balance') return []
  return buttonsToAsk(
    room,
    [...(proposal.buttonsAsked ?? []), ...tablesReadFor(room, proposal.moves)],
    proposal.level ?? null
  )
}

/** An entry that should have chips on a table but has no seat. */
export function unseatedRow(state: FloorState, t: Tournament, entryId: string): SeatingView['unseated'][number] {
  return { entryId, ...nameOf(state, t, entryId) }
}

/** The paper fallback (§27.12): everyone seated, sorted by name, for the printed list and seat cards. */
export interface SeatingListRow {
  name: string
  number: number | null
  table: number
  seat: number
  /** The hall's name of the table, where it has one (§8.1): printed beside the number on the seat card. */
  tableName?: string
}

export function seatingList(state: FloorState, tournamentId: string): SeatingListRow[] {
  const t = state.tournaments.get(tournamentId)
  if (!t?.seating) return []
  const rows: SeatingListRow[] = []
  const names = state.display.tableNames
  for (const [entryId, ref] of t.seating.room.seatOf) {
    const tableName = names.get(ref.table)
    rows.push({ ...nameOf(state, t, entryId), table: ref.table, seat: ref.seat, ...(tableName ? { tableName } : {}) })
  }
  return rows.sort(bySeatingListOrder)
}

/** The seating list's order: by name, then table and seat (a seat is one player's, so no two rows tie). */
export function bySeatingListOrder(
  a: { name: string; table: number; seat: number },
  b: { name: string; table: number; seat: number }
): number {
  return a.name.localeCompare(b.name) || a.table - b.table || a.seat - b.seat
}

/** The name the seating list shows for an entry. */
export function seatingListName(state: FloorState, t: Tournament, entryId: string): string {
  return nameOf(state, t, entryId).name
}

/** A seat's part in the next hand, as the hall display and the phone mark it: D, SB, BB. */
export type SeatMark = 'button' | 'smallBlind' | 'bigBlind'

/** The marks of `seat` at a table whose button is known (heads-up: D and SB on one seat, §21.6); none otherwise. */
export function seatMarks(blinds: Blinds | null, seat: number): SeatMark[] {
  if (!blinds) return []
  const marks: SeatMark[] = []
  if (blinds.button === seat) marks.push('button')
  if (blinds.smallBlind === seat) marks.push('smallBlind')
  if (blinds.bigBlind === seat) marks.push('bigBlind')
  return marks
}

/** What the hall display shows of the seating. Public names only (§27.11): no entry ids, numbers or real names. */
export interface PublicSeating {
  /** Recent moves and late seats, newest last: "Ivanov → table 3, seat 5". */
  announcements: { name: string; table: number; seat: number; at: number }[]
  /** The full seating list by name, when the director shows it (start of play). */
  list: { name: string; table: number; seat: number }[] | null
  /**
   * The final table by seat; `marks`: the dealer button and the blinds of the next hand where the floor records the
   * button (BFSP §5.3; heads-up the button is the small blind, §21.6).
   */
  finalTable: { table: number; seats: { seat: number; name: string; marks?: SeatMark[] }[] } | null
  /** Olympic format (BFSP §3.2): the stage being played, for the hall display. */
  stage: { number: number; name: string } | null
  /** The draw's commitment before the draw, the revealed seed after it. */
  drawCheck: DrawCheckView | null
  /**
   * The hall's names of the tables this view names ("Window 2"), shown beside the number where there is room; absent
   * when none of them has one. The number stays what the floor calls out (§8.1, §8.5).
   */
  tableNames?: Record<string, string>
}

/** The hall's names of `numbers` that have one (the hall names its tables once for every tournament). */
export function hallTableNames(state: FloorState, numbers: Iterable<number>): Record<string, string> | undefined {
  const names = state.display.tableNames
  let out: Record<string, string> | undefined
  for (const n of numbers) {
    const name = names.get(n)
    if (name !== undefined) (out ??= {})[String(n)] = name
  }
  return out
}

export function publicSeating(state: FloorState, t: Tournament): PublicSeating | null {
  const s = t.seating
  if (!s) return null
  // Before the draw the hall display carries the commitment only.
  if (!s.drawn) {
    const drawCheck = drawCheckOf(s)
    return drawCheck ? { announcements: [], list: null, finalTable: null, stage: null, drawCheck } : null
  }
  const publicName = (entryId: string): string => {
    const entry = t.registration.entries.get(entryId)
    return (entry && resolvePlayer(state.players, entry.playerId)?.fields.displayName) || '—'
  }
  // §9.3: the final table — formed by a redraw, or the last table once the players reach the final size.
  const room = s.room
  // A flight has no final table (§5.5): its last table is only the last table of the day.
  const lastTable =
    room.openTableCount === 1 && !room.endsByBagging && room.seatOf.size <= room.rules.finalTableSize
      ? [...room.tables.values()].find((x) => x.open)
      : undefined
  const finalTable = s.finalTable !== null && room.openTableCount === 1 ? room.tables.get(s.finalTable) : lastTable
  const blinds = finalTable && !room.buttonless ? blindsOf(finalTable) : null
  const view: PublicSeating = {
    // Only moves that still hold: a player moved again, or out since, is not announced any more.
    announcements: s.announcements
      .filter((a) => {
        const now = room.seatOf.get(a.entryId)
        return now !== undefined && now.table === a.to.table && now.seat === a.to.seat
      })
      .map((a) => ({ name: publicName(a.entryId), table: a.to.table, seat: a.to.seat, at: a.at })),
    list: s.showList ? seatingList(state, t.id).map((r) => ({ name: r.name, table: r.table, seat: r.seat })) : null,
    finalTable: finalTable
      ? {
          table: finalTable.number,
          seats: finalTable.occupant.flatMap((id, i) => {
            if (!id) return []
            const marks = seatMarks(blinds, i + 1)
            return [{ seat: i + 1, name: publicName(id), ...(marks.length > 0 ? { marks } : {}) }]
          })
        }
      : null,
    stage: publicStage(s),
    drawCheck: drawCheckOf(s)
  }
  const named = hallTableNames(state, [
    ...view.announcements.map((a) => a.table),
    ...(view.list ?? []).map((r) => r.table),
    ...(view.finalTable ? [view.finalTable.table] : [])
  ])
  return named ? { ...view, tableNames: named } : view
}

function publicStage(s: TournamentSeating): PublicSeating['stage'] {
  const stage = stageOf(s)
  return stage ? { number: stage.number, name: stage.name } : null
}

/**
 * Chips in play and the average stack per Olympic stage (BFSP §3.2): from the second stage on, the winners start
 * again with equal stacks — the event's starting stack — so the chips in play are those the stage started with, and
 * the average is over the players still in it. Stage 1 and the standard format keep the registration totals.
 * Informational, as every chip figure (§27.5).
 */
export function stageStats(t: Tournament, stats: TournamentStats): TournamentStats {
  const stage = t.seating ? stageOf(t.seating) : null
  if (!stage || stage.number < 2) return stats
  const totalChips = stage.startedWith * t.fields.startingStack
  return {
    ...stats,
    totalChips,
    averageStack: stats.playersLeft > 0 ? Math.round(totalChips / stats.playersLeft) : null
  }
}
