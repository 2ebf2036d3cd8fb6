import type { EntryResult } from '../../results'
import type { PointsExplanation, PointsInput, PointsResult } from '../rating'

/** What the category itself decides of a result's points; the event adds its final table, coefficient and category. */
export type CategoryPointsInput = Pick<PointsInput, 'place' | 'placeTo' | 'entrants' | 'knockouts' | 'reentries'>

/** One player in a separate standing (§5.4е). */
export interface CategoryStandingRow {
  readonly playerId: string
  /** The entry whose result counts: the player's best (re-entries count once per player, §5.6). */
  readonly entryId: string
  /** The place within the category; null while the player is still in play (or has no place at all). */
  readonly place: number | null
  readonly placeTo: number | null
  /** The place in the one overall result list this place was read from. */
  readonly overallPlace: number | null
  readonly overallPlaceTo: number | null
  readonly status: EntryResult['status']
  /** By the event's formula with the category as the field (§28.4); null without a formula or a place. */
  readonly points: number | null
  readonly explanation: PointsExplanation | null
}

export interface CategoryStanding {
  /** Players of the category who entered (each once, however many entries): the category's field size. */
  readonly entrants: number
  /** Of them, still in play. */
  readonly inPlay: number
  /** Placed first (best first), then those still in play. */
  readonly rows: readonly CategoryStandingRow[]
}

export interface CategoryStandingOptions {
  /** The one overall result list (results/places/placesTable.ts): every entry, re-entries as entries of their own. */
  readonly results: readonly EntryResult[]
  /** The person behind an entry (merges followed), so re-entries of one player count once. */
  readonly playerOf: (entryId: string) => string
  readonly isMember: (playerId: string) => boolean
  /**
   * The event's formula, if it has one: evaluated with the category's own place and the category's count as
   * `entrants` (the standing is a field of its own: a women's winner gets what a winner of a field of that size gets).
   */
  readonly points?: (input: CategoryPointsInput) => PointsResult
}

/**
 * §5.4е: a separate standing computed from the ONE overall result list — never a second record of results. Each
 * member's best entry counts; members are placed 1..k in the order of their overall places; members who share an
 * overall place (§24.9а, a split) share the category place range of the same width among members. A player with an
 * entry still in play has no category place yet, as in the overall list, and stands above every member already out.
 */
export function categoryStanding({ results, playerOf, isMember, points }: CategoryStandingOptions): CategoryStanding {
  const byPlayer = new Map<string, EntryResult[]>()
  for (const r of results) {
    const playerId = playerOf(r.entryId)
    if (!isMember(playerId)) continue
    const list = byPlayer.get(playerId)
    if (list) list.push(r)
    else byPlayer.set(playerId, [r])
  }
  const placed: Array<{ playerId: string; best: EntryResult; entries: number }> = []
  const inPlay: Array<{ playerId: string; entry: EntryResult }> = []
  const unplaced: Array<{ playerId: string; entry: EntryResult }> = []
  for (const [playerId, entries] of byPlayer) {
    const playing = entries.find((e) => e.status === 'in')
    if (playing) {
      inPlay.push({ playerId, entry: playing })
      continue
    }
    let best: EntryResult | undefined
    for (const e of entries) if (e.place !== null && (!best || e.place < best.place!)) best = e
    if (best) placed.push({ playerId, best, entries: entries.length })
    else unplaced.push({ playerId, entry: entries[0]! })
  }
  placed.sort((a, b) => a.best.place! - b.best.place! || cmp(a.best.entryId, b.best.entryId))
  const entrants = byPlayer.size
  const rows: CategoryStandingRow[] = []
  for (let i = 0; i < placed.length;) {
    // Members sharing one overall place share the category places i+1 .. i+n (§24.9а).
    let j = i + 1
    while (j < placed.length && placed[j]!.best.place === placed[i]!.best.place) j += 1
    // Members still in play finish above every member already out (as in the overall list, places fill from below).
    const place = inPlay.length + i + 1
    const placeTo = inPlay.length + j
    for (let k = i; k < j; k += 1) {
      const { playerId, best, entries } = placed[k]!
      const counted = points && best.status !== 'disqualified'
      const result = counted
        ? points({ place, placeTo, entrants, knockouts: best.knockouts, reentries: entries - 1 })
        : null
      rows.push({
        playerId,
        entryId: best.entryId,
        place,
        placeTo,
        overallPlace: best.place,
        overallPlaceTo: best.placeTo,
        status: best.status,
        points: result ? result.points : null,
        explanation: result ? result.explanation : null
      })
    }
    i = j
  }
  for (const { playerId, entry } of [...inPlay, ...unplaced])
    rows.push({
      playerId,
      entryId: entry.entryId,
      place: null,
      placeTo: null,
      overallPlace: null,
      overallPlaceTo: null,
      status: entry.status,
      points: null,
      explanation: null
    })
  return { entrants, inPlay: inPlay.length, rows }
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
