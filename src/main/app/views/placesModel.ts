import { hasEntered } from '../../../shared/core/registration'
import { placeHand, placedEntryIds, placesOf } from '../../../shared/core/results'
import type { EntryResult, PlacesTable, ResultRecord, IndexedPlaces } from '../../../shared/core/results'
import type { Tournament } from '../../../shared/core/tournament'
import { PendingChanges, type Changes } from './changes'

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * The places table of one tournament (`placesOf`), kept up to date as the floor plays.
 *
 * `placesOf` recomputes every place from the results journal: a pass over every entry (about 5 ms at 10,000). Three
 * changes are by far the most common and cost what they change here:
 * - entries registered before anyone is out: new rows "in play" at the end;
 * - a late entry once players are out (late registration stays open while the first players bust): the field is one
 *   larger at every hand, so the hands are placed again from the new field's size (the same `placeHand`, in the same
 *   order) and only the rows of the entries out change — not a pass over the 10,000 entries still in;
 * - hands recorded at the end of the journal: exactly what the full recomputation does for its last steps, from the
 *   number of players still in (the same `placeHand`), the rows of the entries out, their eliminators' knockouts
 *   and the winner.
 * Anything else — a correction, an undo, a disqualification, a withdrawal, a new tie rule, a hand placed before
 * others, a tie that needs a new lot, any result of an Olympic shootout (places by stage, BFSP §3.2) — recomputes the
 * table with `placesOf`. The result equals `placesOf` (tests/int/liveViews.int.test.ts, and
 * the hub's idle check), and rows that did not change keep their identity, so the pushed patch is what changed.
 */
export class PlacesModel {
  private ids: string[] = []
  private readonly position = new Map<string, number>()
  private table: PlacesTable = { results: [], remaining: 0, newLots: [] }
  private records: readonly ResultRecord[] = []
  private recordCount = 0
  private lastRecord: ResultRecord | undefined
  /** Only 'hand' records so far: the fast path applies. */
  private handsOnly = true
  private winner: EntryResult | undefined
  private indexed: IndexedPlaces | null = null
  /** The entries whose row changed in the last update, or 'all'. */
  changed: ReadonlySet<string> | 'all' = 'all'
  /** Bumped by every update that changed the table. */
  revision = 0

  private readonly pending = new PendingChanges()

  /** Note what changed; applied when the places are next read (a table nobody reads is never recomputed). */
  update(changes: Changes): void {
    this.pending.note(changes)
  }

  private apply(t: Tournament): void {
    const changes = this.pending.take()
    if (changes === 'current') return
    const before = this.table
    try {
      if (changes === 'full' || !this.advance(t, changes)) this.rebuild(t)
    } catch (error) {
      this.pending.note('full') // left half done: start again next time
      throw error
    }
    if (this.table !== before) {
      this.revision += 1
      this.indexed = null
    }
  }

  /** The entry's position in the table (registration order of the placed entries), or -1. */
  positionOf(entryId: string): number {
    return this.position.get(entryId) ?? -1
  }

  places(t: Tournament): IndexedPlaces {
    this.apply(t)
    if (this.indexed) return this.indexed
    const { table, position } = this
    const winner = this.winner
    this.indexed = {
      table,
      placeOf: (entryId) => {
        const i = position.get(entryId)
        return i === undefined ? undefined : table.results[i]
      },
      winner
    }
    return this.indexed
  }

  private rebuild(t: Tournament): void {
    this.ids = placedEntryIds(t)
    this.position.clear()
    this.ids.forEach((id, i) => this.position.set(id, i))
    this.table = placesOf(t)
    this.remember(t)
    this.handsOnly = this.records.every((r) => r.type === 'hand')
    this.winner = this.table.results.find((r) => r.status === 'winner')
    this.changed = 'all'
  }

  private remember(t: Tournament): void {
    this.records = t.results.records
    this.recordCount = this.records.length
    this.lastRecord = this.records[this.recordCount - 1]
  }

  /** The common changes, applied in place of a recomputation; false when only `placesOf` can say. */
  private advance(t: Tournament, touched: ReadonlySet<string>): boolean {
    // BFSP §3.2: an Olympic shootout ranks by stage and by the finishing position at each table — a bust can move the
    // places of others (a stage ends, a table finishes) and names each player's stage: only `placesOf` says how.
    if (t.seating?.drawn && t.seating.room.rules.format === 'olympic') return false
    const records = t.results.records
    if (records !== this.records || records.length < this.recordCount) return false
    if (this.recordCount > 0 && records[this.recordCount - 1] !== this.lastRecord) return false
    const fresh = records.slice(this.recordCount)
    const added = this.addedEntries(t, touched)
    if (added === null) return false
    if (fresh.length === 0 && added.length === 0) {
      this.changed = new Set()
      return true
    }
    if (fresh.length > 0 && added.length > 0) return false
    if (added.length > 0) return this.appendEntries(t, added)
    return this.appendHands(t, fresh)
  }

  /** Entries that took a place since the last update, in registration order; null if the field changed otherwise. */
  private addedEntries(t: Tournament, touched: ReadonlySet<string>): string[] | null {
    const reg = t.registration
    let count = 0
    for (const id of touched) {
      const entry = reg.entries.get(id)
      const placed = entry !== undefined && hasEntered(entry)
      const was = this.position.has(id)
      if (placed === was) continue
      if (was) return null // withdrawn: the field shrank
      count += 1
    }
    if (count === 0) return []
    // New places are taken at the end of the registration order (a new entry); anything else (a waiting entry
    // admitted from the middle of the order) recomputes.
    const added: string[] = []
    for (let i = reg.order.length - 1; i >= 0 && added.length < count; i -= 1) {
      const id = reg.order[i]!
      if (this.position.has(id)) return null
      const entry = reg.entries.get(id)
      if (entry && hasEntered(entry)) added.push(id)
    }
    return added.length === count ? added.reverse() : null
  }

  private appendEntries(t: Tournament, added: readonly string[]): boolean {
    // Before anyone is out every entry is simply in play; with a result recorded the field's size moves places.
    if (this.recordCount > 0) return this.appendLateEntries(t, added)
    if (this.table.remaining !== this.ids.length) return false
    const results = [...this.table.results]
    for (const entryId of added) {
      this.position.set(entryId, this.ids.length)
      this.ids.push(entryId)
      results.push(inPlayRow(entryId))
    }
    this.table = { results, remaining: this.table.remaining + added.length, newLots: [] }
    this.remember(t)
    this.changed = new Set(added)
    return true
  }

  /**
   * Entries that came after players went out (§9.3: the field's size counts every entry): what `recomputePlaces` does
   * for a journal of plain hands — each hand placed again, in order, from the larger field — keeping every row whose
   * place did not move. The rows of entries still in, their knockouts and who eliminated whom do not change.
   */
  private appendLateEntries(t: Tournament, added: readonly string[]): boolean {
    if (!this.handsOnly || this.winner) return false
    const old = this.table.results
    const results = [...old]
    const changed = new Set<string>()
    let playersIn = this.ids.length + added.length
    for (const record of this.records) {
      if (record.type !== 'hand' || record.before !== undefined) return false // §26.14: placed before others
      const placements = placedOrNull(playersIn, record.outcome)
      if (!placements) return false
      for (const placement of placements.placements) {
        const i = this.position.get(placement.entryId)
        const was = i === undefined ? undefined : old[i]
        if (!was || was.status !== 'eliminated' || was.handId !== record.handId) return false
        if (
          was.place === placement.place &&
          was.placeTo === placement.placeTo &&
          was.basis === placement.basis &&
          was.note === placement.note &&
          was.decidedBy === placement.decidedBy
        )
          continue
        const row: Mutable<EntryResult> = {
          entryId: was.entryId,
          status: 'eliminated',
          place: placement.place,
          placeTo: placement.placeTo,
          basis: placement.basis,
          handId: was.handId,
          level: was.level,
          tableId: was.tableId,
          eliminatedBy: was.eliminatedBy,
          knockouts: was.knockouts
        }
        if (placement.note !== undefined) row.note = placement.note
        if (placement.decidedBy !== undefined) row.decidedBy = placement.decidedBy
        results[i!] = row
        changed.add(was.entryId)
      }
      playersIn -= record.outcome.busts.length
    }
    if (playersIn !== this.table.remaining + added.length) return false
    for (const entryId of added) {
      this.position.set(entryId, this.ids.length)
      this.ids.push(entryId)
      results.push(inPlayRow(entryId))
      changed.add(entryId)
    }
    this.table = { results, remaining: playersIn, newLots: [] }
    this.remember(t)
    this.changed = changed
    return true
  }

  /** What `recomputePlaces` does for hands at the end of the journal, from where the table stands. */
  private appendHands(t: Tournament, fresh: readonly ResultRecord[]): boolean {
    if (!this.handsOnly || this.winner) return false
    const old = this.table.results
    const next = new Map<string, Mutable<EntryResult>>()
    const knockouts = new Map<string, number>()
    let playersIn = this.table.remaining
    for (const record of fresh) {
      if (record.type !== 'hand' || record.before !== undefined) return false // §26.14: a hand placed earlier moves others
      const { busts } = record.outcome
      for (const b of busts) {
        const i = this.position.get(b.entryId)
        if (i === undefined || old[i]!.status !== 'in' || next.has(b.entryId)) return false
      }
      const placements = placedOrNull(playersIn, record.outcome)
      if (!placements) return false
      for (const placement of placements.placements) {
        const bust = busts.length === 1 ? busts[0]! : busts.find((b) => b.entryId === placement.entryId)!
        const row: Mutable<EntryResult> = {
          entryId: placement.entryId,
          status: 'eliminated',
          place: placement.place,
          placeTo: placement.placeTo,
          basis: placement.basis,
          handId: record.handId,
          level: bust.level ?? null,
          tableId: bust.tableId ?? null,
          eliminatedBy: bust.eliminatedBy ?? [],
          knockouts: 0
        }
        if (placement.note !== undefined) row.note = placement.note
        if (placement.decidedBy !== undefined) row.decidedBy = placement.decidedBy
        next.set(placement.entryId, row)
        // §5.10: a split knockout counts a share for each eliminator (½, ⅓), as the bounty fold does (Bounties.ts).
        const share = 1 / Math.max(1, bust.eliminatedBy?.length ?? 1)
        for (const hitman of bust.eliminatedBy ?? []) knockouts.set(hitman, (knockouts.get(hitman) ?? 0) + share)
      }
      playersIn -= busts.length
    }
    const results = [...old]
    const changed = new Set<string>()
    for (const [entryId, row] of next) {
      row.knockouts = old[this.position.get(entryId)!]!.knockouts + (knockouts.get(entryId) ?? 0)
      results[this.position.get(entryId)!] = row
      changed.add(entryId)
    }
    for (const [hitman, n] of knockouts) {
      const i = this.position.get(hitman)
      if (i === undefined || next.has(hitman)) continue
      results[i] = { ...results[i]!, knockouts: results[i]!.knockouts + n }
      changed.add(hitman)
    }
    // One entry left: the winner (§9.3), as the recomputation declares it once a result is recorded.
    if (playersIn === 1) {
      const i = results.findIndex((r) => r.status === 'in')
      if (i < 0) return false
      const r = results[i]!
      this.winner = results[i] = {
        entryId: r.entryId,
        status: 'winner',
        place: 1,
        placeTo: 1,
        basis: 'last-remaining',
        handId: null,
        level: null,
        tableId: null,
        eliminatedBy: [],
        knockouts: r.knockouts
      }
      changed.add(r.entryId)
    }
    this.table = { results, remaining: playersIn, newLots: [] }
    this.remember(t)
    this.changed = changed
    return true
  }
}

/** The results row of an entry that is in play: no place yet, nothing recorded against it. */
function inPlayRow(entryId: string): EntryResult {
  return {
    entryId,
    status: 'in',
    place: null,
    placeTo: null,
    basis: null,
    handId: null,
    level: null,
    tableId: null,
    eliminatedBy: [],
    knockouts: 0
  }
}

/**
 * The hand's places with `playersIn` in the field (§9.3), or null where only a full recomputation can tell: a hand
 * that does not place (the recomputation says why) or one that would draw a new lot.
 */
function placedOrNull(playersIn: number, outcome: Parameters<typeof placeHand>[0]['outcome']) {
  let placements
  try {
    placements = placeHand({ playersIn, outcome })
  } catch {
    return null
  }
  return placements.drewNewLot ? null : placements
}
