import { isIn } from '../../../shared/core/registration'
import {
  verifyDrawChain,
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
import type { Changes } from './changes'
import { kept, keptList } from './immutable'

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
 * the tables whose seats, counts, button or role changed (a cheap comparison of what each row is built from), the
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

  update(changes: Changes): void {
    if (changes === 'current') return
    if (changes === 'full') this.pending = 'all'
    else if (this.pending !== 'all') for (const id of changes) this.pending.add(id)
  }

  parts(state: FloorState, t: Tournament): SeatingViewParts {
    const s = t.seating
    if (s !== this.seating) {
      // Configured again (a new room): nothing carries over.
      this.seating = s
      this.pending = 'all'
    }
    const pending = this.pending
    this.pending = new Set()
    if (pending === 'all') {
      this.tables.clear()
      this.numbers = []
      this.unseatedBuilt = false
    }
    return {
      tables: (room, summary) => this.tableRows(state, t, room, summary),
      drawChainIntact: () => this.drawChainIntact(s!),
      unseated: () => this.unseated(state, t, s!, pending)
    }
  }

  private tableRows(state: FloorState, t: Tournament, room: Room, summary: RoomSummary): TableView[] {
    if (this.numbers.length !== room.tables.size) this.numbers = [...room.tables.keys()].sort((a, b) => a - b)
    let changed = this.rows.length !== this.numbers.length
    const rows: TableView[] = []
    for (const number of this.numbers) {
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
      if (sameTable && cached.short === short && cached.nextToClose === nextToClose && cached.winner === winner) {
        rows.push(cached.view)
        continue
      }
      // Only what the whole room decides changed (a table became short, or next to close): the row keeps its seats,
      // so building and comparing it costs a few fields, not ten names.
      const view = sameTable
        ? kept({ ...cached.view, short, nextToClose, winner })
        : kept(tableView(state, t, room, table, summary))
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
      rows.push(view)
      changed = true
    }
    if (changed || rows.some((row, i) => row !== this.rows[i])) this.rows = keptList(rows)
    return this.rows
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
