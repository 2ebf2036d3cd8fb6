import { recomputeSeries, type SeriesEvent, type SeriesEventResult, type StandingRow } from '../../shared/core/rating'
import type { Sql } from '../db/database'
import { allLinks, playerNames } from '../store/registry'
import { allSeries, formulaVersions, type FederationSeries, type FormulaVersion } from '../store/series'

/** One counted tournament as the rating reads it: the latest accepted version of each (§28.14). */
interface CountedEvent {
  readonly eventId: number
  readonly hallId: number
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

async function countedEvents(db: Sql): Promise<CountedEvent[]> {
  return db.query<CountedEvent>(
    `SELECT DISTINCT ON (event_id) event_id AS "eventId", hall_id AS "hallId", name, date, entrants, results
       FROM publications WHERE state = 'accepted' ORDER BY event_id, version DESC`
  )
}

/** §28.6: the version in force on the event's date — the last announced that is effective by then, else the first. */
function formulaFor(versions: readonly FormulaVersion[], date: string): FormulaVersion['formula'] {
  const inForce = versions.filter((v) => v.effectiveFrom <= date)
  return (inForce[inForce.length - 1] ?? versions[0]!).formula
}

const inSeason = (s: FederationSeries, date: string): boolean =>
  (s.fromDate === null || date >= s.fromDate) && (s.toDate === null || date <= s.toDate)

/**
 * §28.4–§28.7, §28.14: every series' table over all halls' accepted tournaments of its season — each tournament's
 * latest version, results under the federation's player ids, points by the hall's own formula code
 * (`recomputeSeries`), the announced tie-breaks; a tie that goes to a lot shares the rank until a lot is drawn.
 */
export async function federationStandings(db: Sql): Promise<SeriesTable[]> {
  const [series, versions, events, links, names] = await Promise.all([
    allSeries(db),
    formulaVersions(db),
    countedEvents(db),
    allLinks(db),
    playerNames(db)
  ])
  const federationId = new Map(links.map((l) => [`${l.hallId}\u0000${l.localPlayerId}`, String(l.playerId)]))
  const idOf = (hallId: number, local: string): string =>
    federationId.get(`${hallId}\u0000${local}`) ?? `${hallId}:${local}`
  return series.map((s) => {
    const own = versions.filter((v) => v.seriesId === s.id)
    const counted = events
      .filter((e) => inSeason(s, e.date))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.eventId - b.eventId))
    const seriesEvents: SeriesEvent[] = counted.map((e, i) => ({
      eventId: String(e.eventId),
      sequence: i + 1,
      date: e.date,
      formula: formulaFor(own, e.date),
      entrants: e.entrants,
      finalTableSize: s.finalTableSize,
      results: e.results.map((r) => ({ ...r, playerId: idOf(e.hallId, r.playerId) }))
    }))
    const { standings } = recomputeSeries(seriesEvents, {
      tieBreaks: s.tieBreaks,
      ...(s.countBest !== null ? { countBest: s.countBest } : {})
    })
    return {
      series: s,
      rows: standings.rows.map((row) => ({ ...row, name: names.get(Number(row.playerId)) ?? row.playerId })),
      events: counted.map((e) => ({ eventId: e.eventId, name: e.name, date: e.date }))
    }
  })
}
