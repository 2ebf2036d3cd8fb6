import {
  byEntrantOrder,
  entrantRows,
  type PhoneEntrant,
  type StandingInputs,
  cardEntries,
  phoneCardOf,
  phoneSeatRow,
  type PhoneCard,
  type PhoneView
} from '../../../shared/core/phone'
import { bySeatingListOrder, seatingListName } from '../../../shared/core/seating'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'
import { kept, keptList } from './immutable'

type SeatRow = PhoneView['seats'][number]

/** Up to this many rows arriving in one change are put in their places one by one; more: the list is sorted again. */
const FEW = 16

/**
 * The phone views' parts of one tournament (a hall may have 300 phones open), brought up to date once per change of the
 * tournament (`stamp`) for every phone:
 * - the seats by name, a kept row per seated entry: a row whose name and seat did not change is the same object as
 *   before, so the patch walks only what moved; the list is sorted again only when a row changed or arrived (an
 *   elimination only removes its row, which keeps the others' order);
 * - the players not seated, a kept row per player: a row whose standing did not change is the same object as before;
 *   the list keeps its order and only a few arrivals (a bust) are put in their places, unless a name changed;
 * - the seat card's number → its entry, so each phone that typed its card finds its player without a walk over the
 *   field.
 */
export class PhoneModel {
  private seatsStamp: string | null = null
  private rows: SeatRow[] = keptList([])
  private byEntry = new Map<string, SeatRow>()
  private entrantsStamp: string | null = null
  private entrantList: PhoneEntrant[] = keptList([])
  private entrantByKey = new Map<string, PhoneEntrant>()
  private cardsStamp: string | null = null
  private cards = new Map<number, string>()

  seats(state: Readonly<FloorState>, t: Tournament, stamp: string): SeatRow[] {
    if (stamp === this.seatsStamp) return this.rows
    const seatOf = t.seating?.room.seatOf ?? new Map<string, { table: number; seat: number }>()
    const next = new Map<string, SeatRow>()
    let changed = false
    for (const [entryId, at] of seatOf) {
      const name = seatingListName(state, t, entryId)
      const old = this.byEntry.get(entryId)
      if (old && old.name === name && old.table === at.table && old.seat === at.seat) next.set(entryId, old)
      else {
        next.set(entryId, kept(phoneSeatRow(name, at)))
        changed = true
      }
    }
    if (changed) this.rows = keptList([...next.values()].sort(bySeatingListOrder))
    else if (next.size !== this.byEntry.size) {
      const still = new Set(next.values())
      this.rows = keptList(this.rows.filter((row) => still.has(row)))
    }
    this.byEntry = next
    this.seatsStamp = stamp
    return this.rows
  }

  /** The players not seated (as `phoneEntrants`), rows kept by key. */
  entrants(state: Readonly<FloorState>, t: Tournament, stamp: string, inputs: StandingInputs): PhoneEntrant[] {
    if (stamp === this.entrantsStamp) return this.entrantList
    const next = new Map<string, PhoneEntrant>()
    const arrived: PhoneEntrant[] = []
    let renamed = false
    for (const row of entrantRows(state, t, inputs)) {
      const old = this.entrantByKey.get(row.key)
      if (old && sameEntrant(old, row)) next.set(row.key, old)
      else {
        const fresh = kept(row)
        next.set(row.key, fresh)
        if (!old) arrived.push(fresh)
        else if (old.name !== row.name) renamed = true
      }
    }
    let list = this.entrantList
    const same = !renamed && arrived.length === 0 && next.size === this.entrantByKey.size
    if (!same || list.some((row) => next.get(row.key) !== row)) {
      if (renamed || arrived.length > FEW) list = [...next.values()].sort(byEntrantOrder)
      else {
        list = list.flatMap((row) => next.get(row.key) ?? [])
        for (const row of arrived) list.splice(sortedIndex(list, row), 0, row)
      }
      list = keptList(list)
    }
    this.entrantList = list
    this.entrantByKey = next
    this.entrantsStamp = stamp
    return list
  }

  /** What a phone that typed `card` is shown (as `phoneCardSeat`), from the card index kept for this change. */
  cardSeat(
    state: Readonly<FloorState>,
    t: Tournament,
    card: number,
    stamp: string,
    inputs: StandingInputs
  ): PhoneCard | null {
    if (stamp !== this.cardsStamp) {
      this.cards = cardEntries(t)
      this.cardsStamp = stamp
    }
    const entryId = this.cards.get(card)
    return entryId === undefined ? null : phoneCardOf(state, t, entryId, inputs)
  }
}

function sameEntrant(a: PhoneEntrant, b: PhoneEntrant): boolean {
  return (
    a.name === b.name &&
    a.status === b.status &&
    a.place === b.place &&
    a.placeTo === b.placeTo &&
    a.waiting === b.waiting &&
    a.reentry === b.reentry
  )
}

/** Where `row` goes in `list` (sorted by `byEntrantOrder`, keys unique). */
function sortedIndex(list: readonly PhoneEntrant[], row: PhoneEntrant): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (byEntrantOrder(list[mid]!, row) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}
