import {
  computeEventPoints,
  mergeResolver,
  type EventPoints,
  type EventPointsRow,
  recomputeSeries,
  type SeriesComputation,
  type SeriesEvent,
  type SeriesEventResult,
  type StandingRow
} from '../../shared/core/league'
import type { Sql } from '../db/database'
import { allMerges, asRuleMerges, type MergeRow } from '../store/merges'
import { allLinks, playerNames } from '../store/registry'
import { allSeries, formulaVersions, type FederationSeries, type FormulaVersion } from '../store/series'

/** One counted tournament as the rating reads it: the latest accepted version of each (§28.14). */
export interface CountedEvent {
  readonly publicationId: number
  readonly eventId: number
  readonly hallId: number
  readonly hallName: string
  readonly name: string
  readonly date: string
  readonly entrants: number
  readonly results: SeriesEventResult[]
}

export interface StandingLine extends StandingRow {
  readonly name: string
}

export interface SeriesTable {
  readonly series: FederationSeries
  readonly rows: readonly StandingLine[]
  /** The events counted, in the series' order, by their federation id. */
  readonly events: ReadonlyArray<{ readonly eventId: number; readonly name: string; readonly date: string }>
}

/** A series' table with what it was computed from: each event's points, and their explanations (§28.3, §28.4). */
export interface SeriesStanding {
  readonly table: SeriesTable
  /** Each event's points; the rows' explanations are not kept (`explain` makes them). */
  readonly computation: SeriesComputation
  /** One event's points with every row's explanation (§28.3), computed again for the page that shows them. */
  readonly explain: (eventId: string) => EventPoints | undefined
  readonly counted: readonly CountedEvent[]
  /** A federation id → the id its results count under now (§28.9 merges, chains resolved). */
  readonly resolve: (playerId: string) => string
}

/**
 * Which state of the database a table is of: the number of rows of every table the rating reads. Rows of these tables
 * are only ever added (a correction is a new publication, a merge a new row, §28.14, §28.10), so any commit that can
 * change a table changes this, whichever process made it — and, unlike the largest id, a transaction that took a
 * smaller id and commits later changes it too. One cheap statement per request.
 */
interface Counts {
  readonly publications: number
  readonly links: number
  readonly players: number
  readonly merges: number
  readonly series: number
  readonly formulas: number
}

async function countsOf(db: Sql): Promise<Counts> {
  const [row] = await db.query<Counts>(
    `SELECT (SELECT count(*) FROM publications WHERE state = 'accepted')::int AS publications,
            (SELECT count(*) FROM links)::int AS links, (SELECT count(*) FROM players)::int AS players,
            (SELECT count(*) FROM merges)::int AS merges, (SELECT count(*) FROM series)::int AS series,
            (SELECT count(*) FROM series_formulas)::int AS formulas`
  )
  return row!
}

/**
 * What the last computation over a database kept. The table itself, with the counts it was computed at: the same
 * counts, the same table (the pages of 20 readers at once are one computation). Else the next computation reads from
 * storage only what changed: the facts of publications not seen before (an accepted row never changes, §28.14), the
 * links, names and merges only when their counts moved; it maps results to federation ids again only for publications
 * not mapped before (a link, once made, never changes), recomputes the points only of events whose publication,
 * place in the series or formula changed, and tallies again only the people of those events (`recomputeSeries` with
 * the previous computation). Which publication counts, the series and the formulas are read on every change.
 */
interface Kept {
  counts: Counts | null
  standings: SeriesStanding[] | null
  /** Computations run one after another: they share what is kept. */
  queue: Promise<unknown>
  readonly facts: Map<number, CountedEvent>
  /** A publication's results under federation ids, once every one of its players is linked. */
  readonly mapped: Map<number, SeriesEventResult[]>
  links: { count: number; ids: Map<string, string> } | null
  names: { count: number; names: Map<number, string> } | null
  merges: { count: number; rows: MergeRow[] } | null
  readonly previous: Map<number, { computation: SeriesComputation; signatures: Map<string, string> }>
}
const kept = new WeakMap<Sql, Kept>()

function keptFor(db: Sql): Kept {
  let memo = kept.get(db)
  if (!memo) {
    memo = {
      counts: null,
      standings: null,
      queue: Promise.resolve(),
      facts: new Map(),
      mapped: new Map(),
      links: null,
      names: null,
      merges: null,
      previous: new Map()
    }
    kept.set(db, memo)
  }
  return memo
}

const atLeast = (a: Counts | null, b: Counts): boolean =>
  a !== null && (Object.keys(b) as Array<keyof Counts>).every((k) => a[k] >= b[k])

async function countedEvents(db: Sql, facts: Map<number, CountedEvent>): Promise<CountedEvent[]> {
  const latest = await db.query<{ id: number; eventId: number }>(
    `SELECT DISTINCT ON (event_id) id, event_id AS "eventId"
       FROM publications WHERE state = 'accepted' ORDER BY event_id, version DESC`
  )
  const missing = latest.filter((p) => !facts.has(p.id)).map((p) => p.id)
  if (missing.length > 0) {
    const rows = await db.query<CountedEvent>(
      `SELECT p.id AS "publicationId", p.event_id AS "eventId", p.hall_id AS "hallId", h.name AS "hallName", p.name,
              p.date, p.entrants, p.results
         FROM publications p JOIN halls h ON h.id = p.hall_id WHERE p.id = ANY($1::int[])`,
      [missing]
    )
    for (const row of rows) facts.set(row.publicationId, row)
  }
  const current = new Set(latest.map((p) => p.id))
  for (const id of facts.keys()) if (!current.has(id)) facts.delete(id)
  return latest.map((p) => facts.get(p.id)!)
}

/** §28.6: the version in force on the event's date — the last announced that is effective by then, else the first. */
function formulaFor(versions: readonly FormulaVersion[], date: string): FormulaVersion['formula'] {
  const inForce = versions.filter((v) => v.effectiveFrom <= date)
  return (inForce[inForce.length - 1] ?? versions[0]!).formula
}

const inSeason = (s: FederationSeries, date: string): boolean =>
  (s.fromDate === null || date >= s.fromDate) && (s.toDate === null || date <= s.toDate)

/** The standings and the counts they were computed at (the site keeps its pages by them). */
export interface CurrentStandings {
  readonly version: string
  readonly standings: SeriesStanding[]
}

/**
 * §28.4–§28.10, §28.14: every series over all halls' accepted tournaments of its season — each tournament's latest
 * version, results under the federation's player ids, merged ids counted as one person (§28.9: their results summed
 * as the hall's standings sum a merged record's; §28.10: two results in one event, the better counts), points by the
 * hall's own formula code (`recomputeSeries`), the announced tie-breaks; a tie that goes to a lot shares the rank.
 * Computed again only when the counts moved; the counts are read before anything else, so a table is never older than
 * a commit made before the request began.
 */
export async function currentStandings(db: Sql): Promise<CurrentStandings> {
  const memo = keptFor(db)
  const counts = await countsOf(db)
  const run = memo.queue.then(async (): Promise<CurrentStandings> => {
    // Counts only grow: a table kept at these counts or later ones is at least as new as this request needs.
    if (!atLeast(memo.counts, counts) || !memo.standings) {
      memo.standings = await compute(db, memo, counts)
      memo.counts = counts
    }
    return { version: JSON.stringify(memo.counts), standings: memo.standings }
  })
  memo.queue = run.catch(() => undefined)
  return run
}

export async function seriesStandings(db: Sql): Promise<SeriesStanding[]> {
  return (await currentStandings(db)).standings
}

async function compute(db: Sql, memo: Kept, counts: Counts): Promise<SeriesStanding[]> {
  const [series, versions, events] = await Promise.all([
    allSeries(db),
    formulaVersions(db),
    countedEvents(db, memo.facts),
    memo.links?.count === counts.links
      ? null
      : allLinks(db).then((links) => {
          memo.links = {
            count: counts.links,
            ids: new Map(links.map((l) => [`${l.hallId}\u0000${l.localPlayerId}`, String(l.playerId)]))
          }
        }),
    memo.names?.count === counts.players
      ? null
      : playerNames(db).then((names) => (memo.names = { count: counts.players, names })),
    memo.merges?.count === counts.merges
      ? null
      : allMerges(db).then((rows) => (memo.merges = { count: counts.merges, rows }))
  ])
  const federationId = memo.links!.ids
  const names = memo.names!.names
  const ruleMerges = asRuleMerges(memo.merges!.rows)
  const current = new Set(events.map((e) => e.publicationId))
  for (const id of memo.mapped.keys()) if (!current.has(id)) memo.mapped.delete(id)
  /** The results under federation ids; kept once every player is linked (until then another read may link them). */
  const resultsOf = (e: CountedEvent): SeriesEventResult[] => {
    const known = memo.mapped.get(e.publicationId)
    if (known) return known
    let linked = true
    const results = e.results.map((r) => {
      const id = federationId.get(`${e.hallId}\u0000${r.playerId}`)
      if (id === undefined) linked = false
      return { ...r, playerId: id ?? `${e.hallId}:${r.playerId}` }
    })
    if (linked) memo.mapped.set(e.publicationId, results)
    return results
  }
  return series.map((s) => {
    const own = versions.filter((v) => v.seriesId === s.id)
    // Each version's text once, not once an event (a season has thousands).
    const formulaText = new Map(own.map((v) => [v.formula, JSON.stringify(v.formula)]))
    const counted = events
      .filter((e) => inSeason(s, e.date))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.eventId - b.eventId))
    const signatures = new Map<string, string>()
    const seriesEvents: SeriesEvent[] = counted.map((e, i) => {
      const formula = formulaFor(own, e.date)
      const results = resultsOf(e)
      // An event some of whose players were not linked yet is computed again when links are added.
      const linked = memo.mapped.has(e.publicationId) ? 'linked' : counts.links
      signatures.set(String(e.eventId), `${e.publicationId}|${i + 1}|${formulaText.get(formula)}|${linked}`)
      return {
        eventId: String(e.eventId),
        sequence: i + 1,
        date: e.date,
        formula,
        entrants: e.entrants,
        finalTableSize: s.finalTableSize,
        results
      }
    })
    const before = memo.previous.get(s.id)
    const changed = [...signatures].filter(([id, sig]) => before?.signatures.get(id) !== sig).map(([id]) => id)
    const computation = recomputeSeries(
      seriesEvents,
      { tieBreaks: s.tieBreaks, merges: ruleMerges, ...(s.countBest !== null ? { countBest: s.countBest } : {}) },
      before ? { previous: before.computation, changed } : {}
    )
    // The explanations are some 250 bytes a result in five objects — half the memory kept for a season of 500,000
    // results, and the garbage collector's work over it at every correction. Only a player's page shows them, for
    // the events of one player: `explain` makes those again. The points computed now are this computation's own (the
    // others are the previous computation's, already without), so nothing else sees them change.
    for (const [id, points] of computation.events)
      if (before?.computation.events.get(id) !== points)
        for (const row of points.rows) (row as { explanation: EventPointsRow['explanation'] }).explanation = null
    memo.previous.set(s.id, { computation, signatures })
    const byId = new Map(seriesEvents.map((e) => [e.eventId, e]))
    const table: SeriesTable = {
      series: s,
      rows: computation.standings.rows.map((row) => ({
        ...row,
        name: names.get(Number(row.playerId)) ?? row.playerId
      })),
      events: counted.map((e) => ({ eventId: e.eventId, name: e.name, date: e.date }))
    }
    const explain = (eventId: string): EventPoints | undefined => {
      const event = byId.get(eventId)
      return event && computeEventPoints(event)
    }
    return { table, computation, explain, counted, resolve: mergeResolver(ruleMerges) }
  })
}

/** Every series' table (what `GET /api/standings` answers and halls pull). */
export async function federationStandings(db: Sql): Promise<SeriesTable[]> {
  return (await seriesStandings(db)).map((s) => s.table)
}
