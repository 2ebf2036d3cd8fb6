import { z } from 'zod'
import { reject } from '../../rejection'
import { drawLot, findRecordedLot, type LotDraw, type RandomInt } from '../../results'
import {
  compileRatingFormula,
  roundTo,
  type CompiledRatingFormula,
  type PointsExplanation,
  type RatingFormulaInput
} from './ratingFormula'

/** §28.7 а–з: the tie-breaks a series may announce, applied in the announced order. */
export const TieBreak = z.enum([
  'wins', // а: more wins
  'best-place', // б: better best place
  'final-tables', // в: more final tables
  'events-played', // г: more events (regularity, §28.2ж)
  'average-place', // д: better (lower) average place
  'latest-best-result', // е: the best result achieved more recently
  'lot', // ж: a draw, recorded
  'shared' // з: an equal place, no tie-break
])
export type TieBreak = z.infer<typeof TieBreak>
export const tieBreakKey = (t: TieBreak) => `rating.tieBreak.${t}` as const

/** The announced rules of a series' table, as a command would carry them (§28.1, §28.7). */
export const SeriesRulesSchema = z.strictObject({
  tieBreaks: z
    .array(TieBreak)
    .min(1)
    .max(8)
    .refine((list) => new Set(list).size === list.length, { message: 'each tie-break once' }),
  countBest: z.int().min(1).max(1000).optional()
})

/** §28.9, §28.10: a merge as a command would carry it. */
export const PlayerMergeSchema = z.strictObject({
  from: z.string().min(1).max(64),
  into: z.string().min(1).max(64),
  reason: z.string().trim().min(1).max(1000),
  by: z.string().trim().min(1).max(120)
})

/** §28.8: a disqualified participant's points for an event annulled fully or partly, as the director decided. */
export const PointsAnnulment = z.union([
  z.strictObject({ mode: z.literal('full'), reason: z.string().min(1) }),
  z.strictObject({ mode: z.literal('partial'), keptShare: z.number().min(0).max(1), reason: z.string().min(1) })
])
export type PointsAnnulment = z.infer<typeof PointsAnnulment>

export interface SeriesEventResult {
  readonly playerId: string
  readonly entryId: string
  /** Null: no place (still in, or annulled by disqualification). */
  readonly place: number | null
  readonly placeTo?: number | null
  readonly knockouts?: number
  readonly reentries?: number
  readonly annulment?: PointsAnnulment
}

export interface SeriesEvent {
  readonly eventId: string
  /** Chronological position in the series (1, 2, …); "latest" compares this. */
  readonly sequence: number
  readonly date: string
  /** The formula frozen for this event (§28.6). */
  readonly formula: RatingFormulaInput
  readonly entrants: number
  readonly finalTableSize: number
  readonly coefficient?: number
  readonly buyinCategory?: number
  readonly results: readonly SeriesEventResult[]
  /**
   * §28.15в: the administration excluded the event from the rating (e.g. its protocol was lost). Its points are
   * still computed for the record, but it counts for nothing in the standings.
   */
  readonly excludedFromRating?: { readonly reason: string; readonly by: string }
}

/** §28.9, §28.10: two records of one person merged; `from`'s results become `into`'s. */
export interface PlayerMerge {
  readonly from: string
  readonly into: string
  readonly reason: string
  readonly by: string
}

export interface SeriesRules {
  readonly tieBreaks: readonly TieBreak[]
  /** Only the best N results count towards points (when announced). */
  readonly countBest?: number
  readonly merges?: readonly PlayerMerge[]
  /** Lots already drawn in this table: replayed on recomputation. */
  readonly lots?: readonly LotDraw[]
}

export interface EventPointsRow {
  readonly playerId: string
  readonly entryId: string
  readonly place: number | null
  readonly placeTo: number | null
  readonly points: number
  /** Before any annulment; null when the result has no place. */
  readonly explanation: PointsExplanation | null
  readonly annulment: PointsAnnulment | null
}

export interface EventPoints {
  readonly eventId: string
  readonly excluded: boolean
  readonly sequence: number
  readonly finalTableSize: number
  readonly rows: readonly EventPointsRow[]
}

/** §28.4, §28.5: the points of every result of one event, each with its explanation. */
export function computeEventPoints(
  event: SeriesEvent,
  compiled: CompiledRatingFormula = compileRatingFormula(event.formula)
): EventPoints {
  const rows = event.results.map((r): EventPointsRow => {
    if (r.place === null)
      return {
        playerId: r.playerId,
        entryId: r.entryId,
        place: null,
        placeTo: null,
        points: 0,
        explanation: null,
        annulment: r.annulment ?? null
      }
    const { explanation } = compiled.points({
      place: r.place,
      placeTo: r.placeTo ?? r.place,
      entrants: event.entrants,
      finalTableSize: event.finalTableSize,
      coefficient: event.coefficient,
      buyinCategory: event.buyinCategory,
      knockouts: r.knockouts,
      reentries: r.reentries
    })
    const a = r.annulment
    const points = !a
      ? explanation.points
      : a.mode === 'full'
        ? 0
        : roundTo(explanation.points * a.keptShare, explanation.decimals)
    return {
      playerId: r.playerId,
      entryId: r.entryId,
      place: r.place,
      placeTo: r.placeTo ?? r.place,
      points,
      explanation,
      annulment: a ?? null
    }
  })
  return {
    eventId: event.eventId,
    excluded: !!event.excludedFromRating,
    sequence: event.sequence,
    finalTableSize: event.finalTableSize,
    rows
  }
}

export interface StandingRow {
  readonly rank: number
  /** > rank when the rank is shared (§28.7з). */
  readonly rankTo: number
  readonly playerId: string
  readonly points: number
  readonly eventsPlayed: number
  readonly wins: number
  readonly bestPlace: number | null
  readonly finalTables: number
  readonly averagePlace: number | null
  /** Sequence of the latest event where the best place was achieved. */
  readonly latestBest: number | null
  /** Events whose points count (all, or the best N). */
  readonly counted: readonly string[]
  /** The player's result in each event they have one in (the best entry), in the order of the series. */
  readonly results: ReadonlyArray<{
    readonly eventId: string
    readonly points: number
    readonly place: number | null
    readonly placeTo: number | null
  }>
  /** The tie-break that separated this row from an equal-points neighbour, if one did. */
  readonly tieBrokenBy: TieBreak | null
  /** §28.7ж: the tie needs a lot not drawn yet; the rank is shared until `series.drawLots` records one. */
  readonly lotPending: boolean
}

/** §28.7ж: a tie the announced rules send to a lot, not drawn yet (the players share the rank meanwhile). */
export interface PendingLot {
  readonly rank: number
  readonly rankTo: number
  readonly playerIds: readonly string[]
}

export interface Standings {
  readonly rows: readonly StandingRow[]
  /** Every lot the table used (record the new ones). */
  readonly lots: readonly LotDraw[]
  readonly drewNewLot: boolean
  /** Ties that need a lot when no `randomInt` was given and no recorded draw matches the group exactly. */
  readonly pendingLots: readonly PendingLot[]
  /** Events where two merged records both have a result (§28.10): the administration decides what stands. */
  readonly mergeConflicts: ReadonlyArray<{
    readonly eventId: string
    readonly playerId: string
    readonly entryIds: readonly string[]
  }>
}

/** §28.9, §28.10: resolve merges transitively; a cycle is refused. */
export function mergeResolver(merges: readonly PlayerMerge[] = []): (playerId: string) => string {
  const into = new Map<string, string>()
  for (const m of merges) {
    if (m.from === m.into) reject('rating.error.mergeSelf', 'A record cannot be merged into itself.')
    into.set(m.from, m.into)
  }
  const resolved = new Map<string, string>()
  const resolve = (id: string): string => {
    const known = resolved.get(id)
    if (known) return known
    let current = id
    const seen = new Set<string>([id])
    while (into.has(current)) {
      current = into.get(current)!
      if (seen.has(current))
        reject('rating.error.mergeCycle', 'These merges form a cycle.', { params: { playerId: id } })
      seen.add(current)
    }
    resolved.set(id, current)
    return current
  }
  // Check every merge now, so a cycle is refused even if nobody in it has a result yet.
  for (const m of merges) resolve(m.from)
  return resolve
}

/** A player's best result in one event (§28.10: of several entries the better one counts). */
export interface EventBest {
  readonly points: number
  readonly place: number | null
  readonly placeTo: number | null
  readonly sequence: number
  readonly finalTableSize: number
  readonly entryIds: readonly string[]
}

/** One person's results as the table counts them, by event. */
export interface PlayerTally {
  readonly playerId: string
  readonly perEvent: ReadonlyMap<string, EventBest>
}

/** A row of the table before it is ranked. */
export type StandingDraft = Omit<StandingRow, 'rank' | 'rankTo' | 'tieBrokenBy' | 'lotPending'>

export interface MergeConflict {
  readonly eventId: string
  readonly playerId: string
  readonly entryIds: readonly string[]
}

/**
 * What the table is ranked from: every person's counted results and row, and each event's merge conflicts. A
 * computation keeps it so that a correction (§28.14) tallies again only the people of the events it changed.
 */
export interface StandingsTally {
  /** The merges and best-N it was tallied under: under others it is tallied again in full. */
  readonly key: string
  readonly players: ReadonlyMap<string, PlayerTally>
  readonly drafts: ReadonlyMap<string, StandingDraft>
  readonly conflicts: ReadonlyMap<string, readonly MergeConflict[]>
}

const tallyKey = (rules: SeriesRules): string => JSON.stringify([rules.countBest ?? null, rules.merges ?? []])

interface Acc {
  playerId: string
  perEvent: Map<string, EventBest & { entryIds: string[] }>
}

/**
 * One event into the tally: per person (merges resolved) the best entry; fully annulled results count for nothing
 * (§28.8). Writes only to the accumulators of the event's own people, which the caller owns.
 */
function tallyEvent(
  players: Map<string, Acc>,
  conflicts: Map<string, readonly MergeConflict[]>,
  event: EventPoints,
  resolve: (playerId: string) => string
): void {
  const conflictsHere = new Map<string, Set<string>>()
  for (const row of event.rows) {
    if (row.annulment?.mode === 'full') continue
    // Still in play: no result yet, so nothing to count — not a zero that would tie with others (§28.16).
    if (row.place === null) continue
    const playerId = resolve(row.playerId)
    let acc = players.get(playerId)
    if (!acc) players.set(playerId, (acc = { playerId, perEvent: new Map() }))
    const prior = acc.perEvent.get(event.eventId)
    if (prior) {
      const set = conflictsHere.get(playerId) ?? new Set(prior.entryIds)
      set.add(row.entryId)
      conflictsHere.set(playerId, set)
    }
    const better =
      !prior ||
      row.points > prior.points ||
      (row.points === prior.points && (row.place ?? Infinity) < (prior.place ?? Infinity))
    const entryIds = prior ? prior.entryIds : []
    entryIds.push(row.entryId)
    if (better) {
      acc.perEvent.set(event.eventId, {
        points: row.points,
        place: row.place,
        placeTo: row.placeTo,
        sequence: event.sequence,
        finalTableSize: event.finalTableSize,
        entryIds
      })
    }
  }
  const found: MergeConflict[] = []
  for (const [playerId, ids] of conflictsHere) {
    // Re-entries of one record are normal; only results that came from different records are a merge conflict.
    const sources = new Set(event.rows.filter((r) => ids.has(r.entryId)).map((r) => r.playerId))
    if (sources.size > 1) found.push({ eventId: event.eventId, playerId, entryIds: [...ids] })
  }
  if (found.length > 0) conflicts.set(event.eventId, found)
}

/** A person's row before ranking: points (all, or the best N), and what the tie-breaks compare (§28.7). */
function draftOf(acc: PlayerTally, countBest: number | undefined): StandingDraft {
  const results = [...acc.perEvent.entries()]
  const byPoints = [...results].sort((a, b) => b[1].points - a[1].points || a[1].sequence - b[1].sequence)
  const counted = countBest !== undefined ? byPoints.slice(0, countBest) : byPoints
  const placed = results.filter(([, r]) => r.place !== null)
  const bestPlace = placed.length ? Math.min(...placed.map(([, r]) => r.place!)) : null
  return {
    playerId: acc.playerId,
    points: roundTo(
      counted.reduce((s, [, r]) => s + r.points, 0),
      4
    ),
    eventsPlayed: results.length,
    wins: placed.filter(([, r]) => r.place === 1 && r.placeTo === 1).length,
    bestPlace,
    finalTables: placed.filter(([, r]) => r.place! <= r.finalTableSize).length,
    averagePlace: placed.length ? roundTo(placed.reduce((s, [, r]) => s + r.place!, 0) / placed.length, 4) : null,
    latestBest:
      bestPlace === null
        ? null
        : Math.max(...placed.filter(([, r]) => r.place === bestPlace).map(([, r]) => r.sequence)),
    counted: counted.map(([id]) => id),
    results: [...results]
      .sort((a, b) => a[1].sequence - b[1].sequence)
      .map(([eventId, r]) => ({ eventId, points: r.points, place: r.place, placeTo: r.placeTo }))
  }
}

/** §28.7–§28.10: the tally of every event, in full. */
export function tallyStandings(events: readonly EventPoints[], rules: SeriesRules): StandingsTally {
  const resolve = mergeResolver(rules.merges)
  const players = new Map<string, Acc>()
  const conflicts = new Map<string, readonly MergeConflict[]>()
  for (const event of events) if (!event.excluded) tallyEvent(players, conflicts, event, resolve)
  const drafts = new Map<string, StandingDraft>()
  for (const acc of players.values()) drafts.set(acc.playerId, draftOf(acc, rules.countBest))
  return { key: tallyKey(rules), players, drafts, conflicts }
}

/**
 * §28.14: the tally after some events changed (a correction, a new or withdrawn event), from the previous one: the
 * people of those events' old and new results lose what those events gave them and are tallied again from the new
 * results; everyone else's counted results and row are the previous ones (nothing else can have changed them: a
 * person's row depends only on their own results, the merges and best N, and those are the same, `key`). The previous
 * tally is not changed. `events` are the new points by event id; an event is changed when its points are not the very
 * object the previous computation had. Equal to `tallyStandings` over the same events.
 */
function retally(
  previous: StandingsTally,
  before: ReadonlyMap<string, EventPoints>,
  events: ReadonlyMap<string, EventPoints>,
  rules: SeriesRules
): StandingsTally {
  const changed = new Set<string>()
  for (const [id, points] of events) if (before.get(id) !== points) changed.add(id)
  for (const id of before.keys()) if (!events.has(id)) changed.add(id)
  const resolve = mergeResolver(rules.merges)
  const affected = new Set<string>()
  for (const id of changed)
    for (const points of [before.get(id), events.get(id)])
      for (const row of points?.rows ?? []) affected.add(resolve(row.playerId))
  const players = new Map(previous.players) as Map<string, Acc>
  for (const playerId of affected) {
    const old = players.get(playerId)
    if (!old) continue
    const kept = [...old.perEvent].filter(([eventId]) => !changed.has(eventId))
    players.set(playerId, { playerId, perEvent: new Map(kept) })
  }
  const conflicts = new Map(previous.conflicts)
  for (const id of changed) {
    conflicts.delete(id)
    const points = events.get(id)
    if (points && !points.excluded) tallyEvent(players, conflicts, points, resolve)
  }
  const drafts = new Map(previous.drafts)
  for (const playerId of affected) {
    const acc = players.get(playerId)
    if (acc && acc.perEvent.size > 0) drafts.set(playerId, draftOf(acc, rules.countBest))
    else {
      players.delete(playerId)
      drafts.delete(playerId)
    }
  }
  return { key: previous.key, players, drafts, conflicts }
}

/**
 * §28.7–§28.10, §28.14: the standings table. Per player and event the best entry counts; fully annulled results
 * count for nothing (§28.8); ties go through the announced tie-breaks; a tie nothing separates shares the rank.
 * §28.7ж: a tie that goes to a lot replays the recorded draw over exactly that group (`rules.lots`); without one it
 * is drawn with `randomInt` when given, and otherwise shares the rank and is reported in `pendingLots` — the
 * standings view never draws, only the `series.drawLots` command does, and records it.
 */
export function computeStandings(events: readonly EventPoints[], rules: SeriesRules, randomInt?: RandomInt): Standings {
  return rankTally(tallyStandings(events, rules), events, rules, randomInt)
}

/** The table ranked from a tally; the merge conflicts in the order of `events`. */
function rankTally(
  tally: StandingsTally,
  events: readonly EventPoints[],
  rules: SeriesRules,
  randomInt?: RandomInt
): Standings {
  const mergeConflicts = events.flatMap((event) => tally.conflicts.get(event.eventId) ?? [])
  type Draft = StandingDraft
  // Ranked in a total order below, so the order they come in never matters.
  const drafts: Draft[] = [...tally.drafts.values()]

  // Deterministic criteria up to the first 'lot' or 'shared'; after those nothing can matter.
  const stopAt = rules.tieBreaks.findIndex((t) => t === 'lot' || t === 'shared')
  const criteria = (stopAt === -1 ? rules.tieBreaks : rules.tieBreaks.slice(0, stopAt)) as Exclude<
    TieBreak,
    'lot' | 'shared'
  >[]
  const finalRule: 'lot' | 'shared' = stopAt === -1 ? 'shared' : (rules.tieBreaks[stopAt] as 'lot' | 'shared')

  const compareBy = (t: Exclude<TieBreak, 'lot' | 'shared'>, a: Draft, b: Draft): number => {
    switch (t) {
      case 'wins':
        return b.wins - a.wins
      case 'best-place':
        return (a.bestPlace ?? Infinity) - (b.bestPlace ?? Infinity) || 0
      case 'final-tables':
        return b.finalTables - a.finalTables
      case 'events-played':
        return b.eventsPlayed - a.eventsPlayed
      case 'average-place':
        return (a.averagePlace ?? Infinity) - (b.averagePlace ?? Infinity) || 0
      case 'latest-best-result':
        return (b.latestBest ?? -Infinity) - (a.latestBest ?? -Infinity) || 0
    }
  }
  const decisive = (a: Draft, b: Draft): TieBreak | null => {
    for (const t of criteria) if (compareBy(t, a, b) !== 0) return t
    return null
  }
  const compare = (a: Draft, b: Draft): number => {
    if (b.points !== a.points) return b.points - a.points
    for (const t of criteria) {
      const c = compareBy(t, a, b)
      if (c !== 0) return c
    }
    return 0
  }
  // A stable base order (by id) so equal rows never depend on input order.
  drafts.sort((a, b) => compare(a, b) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0))

  // Plain literals, no object spread: this runs for every player on every recomputation.
  const toRow = (
    d: Draft,
    rank: number,
    rankTo: number,
    tieBrokenBy: TieBreak | null,
    lotPending = false
  ): StandingRow => ({
    rank,
    rankTo,
    playerId: d.playerId,
    points: d.points,
    eventsPlayed: d.eventsPlayed,
    wins: d.wins,
    bestPlace: d.bestPlace,
    finalTables: d.finalTables,
    averagePlace: d.averagePlace,
    latestBest: d.latestBest,
    counted: d.counted,
    results: d.results,
    tieBrokenBy,
    lotPending
  })
  const rows: StandingRow[] = []
  const lots: LotDraw[] = []
  const pendingLots: PendingLot[] = []
  let drewNewLot = false
  for (let i = 0; i < drafts.length;) {
    let j = i + 1
    while (j < drafts.length && compare(drafts[i]!, drafts[j]!) === 0) j += 1
    let group = drafts.slice(i, j)
    const tieBreakOf = (k: number): TieBreak | null => {
      const d = drafts[k]!
      const above = k > 0 && drafts[k - 1]!.points === d.points ? decisive(drafts[k - 1]!, d) : null
      const below = k + 1 < drafts.length && drafts[k + 1]!.points === d.points ? decisive(d, drafts[k + 1]!) : null
      return above ?? below
    }
    if (group.length === 1) {
      rows.push(toRow(group[0]!, i + 1, i + 1, tieBreakOf(i)))
    } else if (finalRule === 'lot') {
      const ids = group.map((d) => d.playerId)
      let lot = findRecordedLot(rules.lots, ids)
      if (!lot && !randomInt) {
        // §28.7ж, §28.16: no draw recorded for exactly this group — share the rank and say a lot is due.
        pendingLots.push({ rank: i + 1, rankTo: j, playerIds: ids })
        for (const d of group) rows.push(toRow(d, i + 1, j, null, true))
        i = j
        continue
      }
      if (!lot) {
        lot = drawLot(ids, randomInt!)
        drewNewLot = true
      }
      lots.push(lot)
      const byId = new Map(group.map((d) => [d.playerId, d]))
      group = lot.order.map((id) => byId.get(id)!)
      group.forEach((d, k) => rows.push(toRow(d, i + k + 1, i + k + 1, 'lot')))
    } else {
      for (const d of group) rows.push(toRow(d, i + 1, j, 'shared'))
    }
    i = j
  }
  return { rows, lots, drewNewLot, pendingLots, mergeConflicts }
}

export interface SeriesComputation {
  readonly events: ReadonlyMap<string, EventPoints>
  readonly standings: Standings
  /** What the table was ranked from, for the next recomputation (absent: the next one tallies in full). */
  readonly tally?: StandingsTally
}

/**
 * §28.14: a correction recomputes, in order, the points of the events it touches, then the table. Events not in
 * `changed` reuse the previous computation, and so do the table's people who have no result in a changed event;
 * without a previous one, everything is computed. The result is the same as computing everything again.
 */
export function recomputeSeries(
  events: readonly SeriesEvent[],
  rules: SeriesRules,
  options: { previous?: SeriesComputation; changed?: readonly string[]; randomInt?: RandomInt } = {}
): SeriesComputation {
  const compiled = new Map<string, CompiledRatingFormula>()
  const compile = (f: RatingFormulaInput): CompiledRatingFormula => {
    const key = JSON.stringify(f)
    let c = compiled.get(key)
    if (!c) compiled.set(key, (c = compileRatingFormula(f)))
    return c
  }
  const { previous } = options
  const changed = options.changed ? new Set(options.changed) : null
  const ordered = [...events].sort((a, b) => a.sequence - b.sequence)
  const points = new Map<string, EventPoints>()
  for (const event of ordered) {
    const reuse = previous && changed && !changed.has(event.eventId) ? previous.events.get(event.eventId) : undefined
    points.set(event.eventId, reuse ?? computeEventPoints(event, compile(event.formula)))
  }
  const list = [...points.values()]
  // Tallied again in full when most events changed: then the previous tally saves nothing.
  const incremental =
    previous?.tally !== undefined &&
    changed !== null &&
    previous.tally.key === tallyKey(rules) &&
    changed.size * 2 < points.size
  const tally = incremental ? retally(previous.tally!, previous.events, points, rules) : tallyStandings(list, rules)
  return { events: points, standings: rankTally(tally, list, rules, options.randomInt), tally }
}

export interface StandingChange {
  readonly playerId: string
  readonly from: { readonly rank: number; readonly points: number } | null
  readonly to: { readonly rank: number; readonly points: number } | null
}

/** §27.8, §28.14: what a recomputation changed in the table, for the journal. */
export function diffStandings(before: Standings, after: Standings): StandingChange[] {
  const old = new Map(before.rows.map((r) => [r.playerId, r]))
  const changes: StandingChange[] = []
  for (const r of after.rows) {
    const o = old.get(r.playerId)
    old.delete(r.playerId)
    if (!o || o.rank !== r.rank || o.points !== r.points) {
      changes.push({
        playerId: r.playerId,
        from: o ? { rank: o.rank, points: o.points } : null,
        to: { rank: r.rank, points: r.points }
      })
    }
  }
  for (const o of old.values())
    changes.push({ playerId: o.playerId, from: { rank: o.rank, points: o.points }, to: null })
  return changes
}
