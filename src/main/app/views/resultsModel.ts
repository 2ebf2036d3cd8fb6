import { sameJson } from '../../../shared/contract/patch'
import type { EntryResult } from '../../../shared/core/results'
import {
  compareResultRows,
  handRow,
  resultRow,
  type HandRow,
  type IndexedPlaces,
  type ResultRow
} from '../../../shared/core/results'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'
import type { Changes } from './changes'
import { kept as keptRow, keptList } from './immutable'
import { madeFrom, type ListStep } from '../../../shared/contract/patch'
import type { PlacesModel } from './placesModel'

/** A hand of the results' log, as its row is built from it. */
type Hand = Parameters<typeof handRow>[2]

interface CachedHand {
  entryIds: readonly string[]
  results: (EntryResult | undefined)[]
  row: HandRow | null
}

/**
 * The rows and the hand log of the admin's results view, kept per entry and per hand. A row is rebuilt
 * when its place changed (the places model says which) or its entry was named by an event; it moves to its new
 * position in the order of `compareResultRows` (ties by registration order, as the stable sort does) without
 * sorting 10,000 rows again. Rows and hands that did not change keep their identity, so the patch is what changed.
 */
export class ResultsModel {
  private readonly rowOf = new Map<string, ResultRow>()
  private sorted: ResultRow[] = []
  private placesRevision = -1
  private readonly handCache = new Map<string, CachedHand>()
  private hands: HandRow[] = []
  private pending: Set<string> | 'all' = 'all'

  /** Entries named by events since the last view (their number or names may have changed). */
  update(changes: Changes): void {
    if (changes === 'current') return
    if (changes === 'full') this.pending = 'all'
    else if (this.pending !== 'all') for (const id of changes) this.pending.add(id)
  }

  rows(state: FloorState, t: Tournament, model: PlacesModel): ResultRow[] {
    this.refresh(state, t, model)
    return this.sorted
  }

  handRows(state: FloorState, t: Tournament, model: PlacesModel): HandRow[] {
    this.refresh(state, t, model)
    return this.hands
  }

  private refresh(state: FloorState, t: Tournament, model: PlacesModel): void {
    const places = model.places(t)
    const pending = this.pending
    const placesMoved = model.revision !== this.placesRevision
    if (!placesMoved && pending !== 'all' && pending.size === 0) return
    // The places model's list of changed rows covers one step; a gap, or 'all', rebuilds every row.
    const all =
      pending === 'all' || (placesMoved && (model.changed === 'all' || model.revision !== this.placesRevision + 1))
    if (all) this.rebuildRows(state, t, places)
    else {
      const changed = new Set(pending)
      if (placesMoved) for (const id of model.changed as ReadonlySet<string>) changed.add(id)
      this.moveRows(state, t, places, model, changed)
    }
    this.refreshHands(state, t, places, all)
    this.placesRevision = model.revision
    this.pending = new Set()
  }

  private keep(id: string, row: ResultRow): ResultRow {
    const cached = this.rowOf.get(id)
    const kept = cached && sameJson(cached, row) ? cached : keptRow(row)
    this.rowOf.set(id, kept)
    return kept
  }

  private rebuildRows(state: FloorState, t: Tournament, places: IndexedPlaces): void {
    const rows = places.table.results.map((r) => this.keep(r.entryId, resultRow(state, t, r)))
    if (this.rowOf.size > rows.length)
      for (const id of [...this.rowOf.keys()]) if (!places.placeOf(id)) this.rowOf.delete(id)
    this.sorted = keptList(rows.sort(compareResultRows))
  }

  private moveRows(
    state: FloorState,
    t: Tournament,
    places: IndexedPlaces,
    model: PlacesModel,
    changed: ReadonlySet<string>
  ): void {
    const compare = (a: ResultRow, b: ResultRow): number =>
      compareResultRows(a, b) || model.positionOf(a.entryId) - model.positionOf(b.entryId)
    // Copy on write: the previous view (kept by the hub to diff against) still holds the old array. The steps go with
    // the new one, so its patch is made from them: an eliminated player's row moves past every player still in, and
    // finding that move again by walking 10,000 rows cost more than the rest of the view.
    const before = this.sorted
    const sorted = [...before]
    const steps: ListStep[] = []
    for (const id of changed) {
      const old = this.rowOf.get(id)
      if (old) {
        const i = search(sorted, old, compare)
        const at = sorted[i] === old ? i : sorted.indexOf(old)
        sorted.splice(at, 1)
        steps.push({ out: at })
      }
      const result = places.placeOf(id)
      if (!result) {
        this.rowOf.delete(id)
        continue
      }
      const row = this.keep(id, resultRow(state, t, result))
      const at = search(sorted, row, compare)
      sorted.splice(at, 0, row)
      steps.push({ in: at })
    }
    this.sorted = keptList(madeFrom(sorted, before, steps))
  }

  private refreshHands(state: FloorState, t: Tournament, places: IndexedPlaces, all: boolean): void {
    const order = t.results.handOrder
    const hands: HandRow[] = []
    for (let i = order.length - 1; i >= 0; i -= 1) {
      const hand = t.results.hands.get(order[i]!)
      if (!hand) continue
      let cached = this.handCache.get(hand.handId)
      if (all || !cached || cached.entryIds !== hand.entryIds || bustsMoved(hand, cached, places))
        cached = this.rebuildHand(state, t, hand, places, cached)
      if (cached.row) hands.push(cached.row)
    }
    const same = hands.length === this.hands.length && hands.every((h, i) => h === this.hands[i])
    if (!same) this.hands = keptList(hands)
  }

  /**
   * A hand's row built again (its places moved, or its entries changed). Apart from the walk over the hands: that
   * walk runs at every command, this at few, and V8 compiled the walk again whole each time this part met a new shape.
   */
  private rebuildHand(
    state: FloorState,
    t: Tournament,
    hand: Hand,
    places: IndexedPlaces,
    cached: CachedHand | undefined
  ): CachedHand {
    const row = handRow(state, t, hand, places.placeOf)
    const kept = cached?.row && row && sameJson(cached.row, row) ? cached.row : keptRow(row)
    const next: CachedHand = {
      entryIds: hand.entryIds,
      results: hand.outcome.busts.map((b) => places.placeOf(b.entryId)),
      row: kept
    }
    this.handCache.set(hand.handId, next)
    return next
  }
}

/** Whether a place of the hand's busts moved since its row was built. */
function bustsMoved(hand: Hand, cached: CachedHand, places: IndexedPlaces): boolean {
  const busts = hand.outcome.busts
  for (let k = 0; k < busts.length; k += 1) if (cached.results[k] !== places.placeOf(busts[k]!.entryId)) return true
  return false
}

/** Binary search: the first index whose row does not sort before `row`. */
function search(rows: readonly ResultRow[], row: ResultRow, compare: (a: ResultRow, b: ResultRow) => number): number {
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compare(rows[mid]!, row) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}
