import {
  cardEntries,
  phoneSeatOf,
  phoneSeatRow,
  type PhoneSeat,
  type PhoneView
} from '../../../shared/core/phone/views'
import { bySeatingListOrder, seatingListName } from '../../../shared/core/seating/views'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament/state'
import { kept, keptList } from './immutable'

type SeatRow = PhoneView['seats'][number]

/**
 * The phone views' parts of one tournament (issue 16.4: 300 phones), brought up to date once per change of the
 * tournament (`stamp`) for every phone:
 * - the seats by name, a kept row per seated entry: a row whose name and seat did not change is the same object as
 *   before, so the patch walks only what moved; the list is sorted again only when a row changed or arrived (an
 *   elimination only removes its row, which keeps the others' order);
 * - the seat card's number → its entry, so each phone that typed its card finds its seat without a walk over the field.
 */
export class PhoneModel {
  private seatsStamp: string | null = null
  private rows: SeatRow[] = keptList([])
  private byEntry = new Map<string, SeatRow>()
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

  /** The seat of the entry carrying `card` (as `phoneCardSeat`), from the card index kept for this change. */
  cardSeat(state: Readonly<FloorState>, t: Tournament, card: number, stamp: string): PhoneSeat | null {
    if (!t.seating?.drawn) return null
    if (stamp !== this.cardsStamp) {
      this.cards = cardEntries(t)
      this.cardsStamp = stamp
    }
    const entryId = this.cards.get(card)
    return entryId === undefined ? null : phoneSeatOf(state, t, entryId)
  }
}
