import {
  mergeResolver,
  recomputeSeries,
  type SeriesComputation,
  type SeriesEvent,
  type SeriesEventResult,
  type StandingRow
} from '../../shared/core/league'
import type { Sql } from '../db/database'
import { allMerges, asRuleMerges } from '../store/merges'
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

/** A series' table with what it was computed from: each event's points with their explanations (§28.3, §28.4). */
export interface SeriesStanding {
  readonly table: SeriesTable
  readonly computation: SeriesComputation
  readonly counted: readonly CountedEvent[]
  /** A federation id → the id its results count under now (§28.9 merges, chains resolved). */
  readonly resolve: (playerId: string) => string
}

/**
 * What the last computation over a database kept, so that the next one — after a correction, or a new publication —
 * reads from storage only the facts of publications it has not seen (an accepted row never changes, §28.14) and
 * recomputes only the events whose publication, place in the series or formula changed. Everything else (which
 * publication counts, the formulas, the links, the merges) is read again every time, so another process writing the
 * same PostgreSQL is never missed; the merges are applied to the table, not to the cached points.
 */
interface Kept {
  readonly facts: Map<number, CountedEvent>
  readonly previous: Map<number, { computation: SeriesComputation; signatures: Map<string, string> }>
}
const kept = new WeakMap<Sql, Kept>()

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

/**
 * §28.4–§28.10, §28.14: every series over all halls' accepted tournaments of its season — each tournament's latest
 * version, results under the federation's player ids, merged ids counted as one person (§28.9: their results summed
 * as the hall's standings sum a merged record's; §28.10: two results in one event, the better counts), points by the
 * hall's own formula code (`recomputeSeries`), the announced tie-breaks; a tie that goes to a lot shares the rank.
 */
export async function seriesStandings(db: Sql): Promise<SeriesStanding[]> {
  const memo = kept.get(db) ?? { facts: new Map(), previous: new Map() }
  kept.set(db, memo)
  const [series, versions, events, links, names, merges] = await Promise.all([
    allSeries(db),
    formulaVersions(db),
    countedEvents(db, memo.facts),
    allLinks(db),
    playerNames(db),
    allMerges(db)
  ])
  const federationId = new Map(links.map((l) => [`${l.hallId}\u0000${l.localPlayerId}`, String(l.playerId)]))
  const idOf = (hallId: number, local: string): string =>
    federationId.get(`${hallId}\u0000${local}`) ?? `${hallId}:${local}`
  const ruleMerges = asRuleMerges(merges)
  return series.map((s) => {
    const own = versions.filter((v) => v.seriesId === s.id)
    const counted = events
      .filter((e) => inSeason(s, e.date))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.eventId - b.eventId))
    const signatures = new Map<string, string>()
    const seriesEvents: SeriesEvent[] = counted.map((e, i) => {
      const formula = formulaFor(own, e.date)
      signatures.set(String(e.eventId), `${e.publicationId}|${i + 1}|${JSON.stringify(formula)}`)
      return {
        eventId: String(e.eventId),
        sequence: i + 1,
        date: e.date,
        formula,
        entrants: e.entrants,
        finalTableSize: s.finalTableSize,
        results: e.results.map((r) => ({ ...r, playerId: idOf(e.hallId, r.playerId) }))
      }
    })
    const before = memo.previous.get(s.id)
    const changed = [...signatures].filter(([id, sig]) => before?.signatures.get(id) !== sig).map(([id]) => id)
    const computation = recomputeSeries(
      seriesEvents,
      { tieBreaks: s.tieBreaks, merges: ruleMerges, ...(s.countBest !== null ? { countBest: s.countBest } : {}) },
      before ? { previous: before.computation, changed } : {}
    )
    memo.previous.set(s.id, { computation, signatures })
    const table: SeriesTable = {
      series: s,
      rows: computation.standings.rows.map((row) => ({
        ...row,
        name: names.get(Number(row.playerId)) ?? row.playerId
      })),
      events: counted.map((e) => ({ eventId: e.eventId, name: e.name, date: e.date }))
    }
    return { table, computation, counted, resolve: mergeResolver(ruleMerges) }
  })
}

/** Every series' table (what `GET /api/standings` answers and halls pull). */
export async function federationStandings(db: Sql): Promise<SeriesTable[]> {
  return (await seriesStandings(db)).map((s) => s.table)
}
