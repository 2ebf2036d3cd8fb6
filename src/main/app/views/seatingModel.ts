import { isIn } from '../../../shared/core/registration'
import {
  verifyDrawChain,
  drawRow,
  tableView,
  tableWinner,
  unseatedRow,
  type RoomSummary,
  type SeatingView,
  type SeatingViewParts,
  type TableView
} from '../../../shared/core/seating'
import type { Room, Table, TournamentSeating } from '../../../shared/core/seating'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'
import { tablesOf, type Changes } from './changes'
import { kept, keptList } from './immutable'
import { madeFrom, type ListStep } from '../../../shared/contract/patch'

/** What a table's row was built from: when none of it changed, the row is the same. */
interface CachedTable {
  table: Table
  occupant: (string | null)[]
  open: boolean
  count: number
  button: number | null
  maxSeat: number
  short: boolean
  nextToClose: boolean
  winner: string | null
  view: TableView
}

type UnseatedRow = SeatingView['unseated'][number]

/**
 * The large parts of the seating view kept up to date: the rows of 1,112 tables are rebuilt only for
 * the tables whose seats, counts, button or role changed (a cheap comparison of what each row is built from), and only
 * the tables a change can have touched are compared — those where the entries it names sat and sit, those its events
 * name, those whose role changed — not the whole room at every command (every table when it cannot tell); the
 * draw chain is verified once per new link instead of re-hashing every draw, and the entries waiting for a seat are
 * kept per entry. Seat names, numbers, reservations and unavailable seats change only through events that rebuild
 * everything (a player edited, the room configured). Equal to `seatingView` (tests/int/liveViews.int.test.ts).
 */
export class SeatingModel {
  private seating: TournamentSeating | null = null
  private readonly tables = new Map<number, CachedTable>()
  private numbers: number[] = []
  private rows: TableView[] = []
  private chain = { draws: null as unknown, verified: 0, ok: true }
  private unseatedIds = new Set<string>()
  private unseatedList: UnseatedRow[] = []
  private unseatedBuilt = false
  private pending: Set<string> | 'all' = 'all'
  /** Tables the changes named beyond their entries' seats; `walk`: every table must be compared. */
  private pendingTables = new Set<number>()
  private walk = true
  /** The table each entry sat at when its table's row was last built. */
  private readonly sitsAt = new Map<string, number>()
  /** The roles the rows were last built with: the short tables, the next to close, more than one table open. */
  private roles: { short: ReadonlySet<number>; next: number | null; several: boolean } | null = null
  /** The position of each table's row. */
  private position = new Map<number, number>()
  /**
   * The draws' rows, one kept row per draw: the list is a window of the newest 20, so each new draw shifts it by one
   * — the same rows, moved, where rows built afresh were 20 rows compared and patched at every late seat.
   */
  private readonly drawRows = new WeakMap<object, SeatingView['draws'][number]>()

  update(changes: Changes): void {
    if (changes === 'current') return
    if (changes === 'full') this.pending = 'all'
    else if (this.pending !== 'all') for (const id of changes) this.pending.add(id)
    if (changes === 'full') return
    const { tables, walk } = tablesOf(changes)
    for (const table of tables) this.pendingTables.add(table)
    if (walk) this.walk = true
  }

  parts(state: FloorState, t: Tournament): SeatingViewParts {
    const s = t.seating
    if (s !== this.seating) {
      // Configured again (a new room): nothing carries over.
      this.seating = s
      this.pending = 'all'
    }
    const pending = this.pending
    const tables = this.pendingTables
    const walk = this.walk
    this.pending = new Set()
    this.pendingTables = new Set()
    this.walk = false
    if (pending === 'all') {
      this.tables.clear()
      this.sitsAt.clear()
      this.numbers = []
      this.unseatedBuilt = false
    }
    return {
      tables: (room, summary) =>
        pending !== 'all' && !walk
          ? this.touchedRows(state, t, room, summary, pending, tables)
          : this.tableRows(state, t, room, summary),
      drawChainIntact: () => this.drawChainIntact(s!),
      drawRow: (draw) => {
        let row = this.drawRows.get(draw)
        if (!row) this.drawRows.set(draw, (row = kept(drawRow(draw))))
        return row
      },
      unseated: () => this.unseated(state, t, s!, pending)
    }
  }

  private tableRows(state: FloorState, t: Tournament, room: Room, summary: RoomSummary): TableView[] {
    if (this.numbers.length !== room.tables.size) {
      this.numbers = [...room.tables.keys()].sort((a, b) => a - b)
      this.position = new Map(this.numbers.map((n, i) => [n, i]))
    }
    let changed = this.rows.length !== this.numbers.length
    const rows: TableView[] = []
    for (const number of this.numbers) {
      const view = this.row(state, t, room, summary, number)
      if (view !== this.rows[rows.length]) changed = true
      rows.push(view)
    }
    this.noteRoles(room, summary)
    if (changed) this.rows = keptList(rows)
    return this.rows
  }

  /**
   * The rows of the tables a change can have touched, the others as they were: the tables the named entries sat at
   * when their rows were built and sit at now, the tables the events named, and those whose role changed.
   */
  private touchedRows(
    state: FloorState,
    t: Tournament,
    room: Room,
    summary: RoomSummary,
    entries: ReadonlySet<string>,
    named: ReadonlySet<number>
  ): TableView[] {
    const roles = this.roles
    // A room of another size, or one where a single table's row depends on the whole room (Olympic: the last player
    // left at a table wins it while others play on), is compared whole.
    if (
      !roles ||
      this.numbers.length !== room.tables.size ||
      this.rows.length !== this.numbers.length ||
      room.rules.format === 'olympic'
    )
      return this.tableRows(state, t, room, summary)
    const look = new Set<number>(named)
    for (const id of entries) {
      const was = this.sitsAt.get(id)
      if (was !== undefined) look.add(was)
      const now = room.seatOf.get(id)?.table
      if (now !== undefined) look.add(now)
    }
    for (const n of summary.short) if (!roles.short.has(n)) look.add(n)
    for (const n of roles.short) if (!summary.short.has(n)) look.add(n)
    const next = summary.next?.number ?? null
    const several = room.openTableCount > 1
    if (next !== roles.next || several !== roles.several) {
      if (roles.next !== null) look.add(roles.next)
      if (next !== null) look.add(next)
    }
    this.noteRoles(room, summary)
    let rows: TableView[] | null = null
    // Each table's row replaced where it stands: the steps go with the new list, so its patch is made from them
    // rather than from a walk over every table of the room (a thousand at 10,000 entries).
    const steps: ListStep[] = []
    for (const number of look) {
      const at = this.position.get(number)
      if (at === undefined) return this.tableRows(state, t, room, summary)
      const view = this.row(state, t, room, summary, number)
      if (view === this.rows[at]) continue
      rows ??= [...this.rows]
      rows[at] = view
      steps.push({ out: at }, { in: at })
    }
    if (rows) this.rows = keptList(madeFrom(rows, this.rows, steps))
    return this.rows
  }

  private noteRoles(room: Room, summary: RoomSummary): void {
    this.roles = { short: new Set(summary.short), next: summary.next?.number ?? null, several: room.openTableCount > 1 }
  }

  /** One table's row: the one built before when nothing it is built from changed. */
  private row(state: FloorState, t: Tournament, room: Room, summary: RoomSummary, number: number): TableView {
    const table = room.tables.get(number)!
    const short = summary.short.has(number)
    const nextToClose = summary.next?.number === number && room.openTableCount > 1
    const winner = tableWinner(t, room, table)
    const cached = this.tables.get(number)
    const sameTable =
      cached !== undefined &&
      cached.table === table &&
      cached.open === table.open &&
      cached.count === table.count &&
      cached.button === table.button &&
      cached.maxSeat === table.maxSeat &&
      sameSeats(cached.occupant, table.occupant)
    if (sameTable && cached.short === short && cached.nextToClose === nextToClose && cached.winner === winner)
      return cached.view
    // Only what the whole room decides changed (a table became short, or next to close): the row keeps its seats,
    // so building and comparing it costs a few fields, not ten names.
    const view = sameTable
      ? kept({ ...cached.view, short, nextToClose, winner })
      : kept(tableView(state, t, room, table, summary))
    if (cached)
      for (const id of cached.occupant) if (id !== null && this.sitsAt.get(id) === number) this.sitsAt.delete(id)
    for (const id of table.occupant) if (id !== null) this.sitsAt.set(id, number)
    this.tables.set(number, {
      table,
      occupant: [...table.occupant],
      open: table.open,
      count: table.count,
      button: table.button,
      maxSeat: table.maxSeat,
      short,
      nextToClose,
      winner,
      view
    })
    return view
  }

  /** The chain only grows; each new link is checked once against the one before (§8.1). */
  private drawChainIntact(s: TournamentSeating): boolean {
    const chain = this.chain
    if (chain.draws !== s.draws || s.draws.length < chain.verified) {
      chain.draws = s.draws
      chain.verified = 0
      chain.ok = true
    }
    if (chain.ok && s.draws.length > chain.verified) chain.ok = verifyDrawChain(s.draws, chain.verified).ok
    chain.verified = s.draws.length
    return chain.ok
  }

  /** Entries that should have chips on a table but have no seat, in registration order (as `seatingView`). */
  private unseated(
    state: FloorState,
    t: Tournament,
    s: TournamentSeating,
    pending: Set<string> | 'all'
  ): UnseatedRow[] {
    if (!s.drawn) return []
    const reg = t.registration
    const posted = reg.terms.noShowStack === 'posted'
    const waits = (id: string): boolean => {
      const entry = reg.entries.get(id)
      return !!entry && isIn(entry) && (entry.status === 'registered' || posted) && !s.room.seatOf.has(id)
    }
    let changed = false
    if (!this.unseatedBuilt || pending === 'all') {
      this.unseatedIds = new Set(reg.order.filter(waits))
      this.unseatedBuilt = true
      changed = true
    } else {
      for (const id of pending) {
        const now = waits(id)
        if (now === this.unseatedIds.has(id)) {
          if (now) changed = true // still waiting: its row (number) may have changed
          continue
        }
        if (now) this.unseatedIds.add(id)
        else this.unseatedIds.delete(id)
        changed = true
      }
    }
    if (!changed) return this.unseatedList
    const ids = this.unseatedIds
    // Usually empty or a handful; in registration order.
    const ordered = ids.size === 0 ? [] : reg.order.filter((id) => ids.has(id))
    this.unseatedList = keptList(ordered.map((id) => kept(unseatedRow(state, t, id))))
    return this.unseatedList
  }
}

function sameSeats(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false
  return true
}
