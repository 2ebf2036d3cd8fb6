import { translate, type Language } from '../../../i18n'
import { resolvePlayer } from '../../players'
import {
  explainPoints,
  computeEventPoints,
  recomputeSeries,
  type EventPoints,
  type EventPointsRow,
  type StandingRow,
  type TieBreak
} from '../rating'
import type { RatingFormula } from '../rating'
import type { FloorState } from '../../state'
import type { Tournament } from '../../tournament'
import type { AdminDecision, Series, SeriesLot } from './state'
import { hasStarted } from './state'
import { seriesEventOf, seriesInput } from './standingsInput'

export { seriesEventOf } from './standingsInput'

export function seriesOfTournament(state: FloorState, tournamentId: string): Series | null {
  for (const s of state.series.values()) if (s.events.some((e) => e.tournamentId === tournamentId)) return s
  return null
}

/** §28.4: the points of one tournament's entries, each with its explanation (C.14). */
export function tournamentPoints(state: FloorState, t: Tournament): EventPoints | null {
  const series = seriesOfTournament(state, t.id)
  const event = series ? seriesEventOf(state, series, t.id) : null
  return event ? computeEventPoints(event) : null
}

export interface SeriesSummary {
  id: string
  name: string
  formula: RatingFormula
  version: number
  tieBreaks: readonly TieBreak[]
  finalTableSize: number
  events: Array<{
    tournamentId: string
    name: string
    date: string
    version: number
    frozen: boolean
    /** §28.2в, §28.2б: set when attaching; null: not set (the formula reads 1 and 0). */
    coefficient: number | null
    buyinCategory: number | null
    /** §28.15в: excluded from the rating, with who, when and why; null when it counts. */
    excluded: AdminDecision | null
    exclusionHistory: Array<AdminDecision & { excluded: boolean }>
  }>
}

export interface SeriesStandingsView extends SeriesSummary {
  rows: Array<{
    rank: number
    rankTo: number
    name: string
    points: number
    eventsPlayed: number
    wins: number
    bestPlace: number | null
    finalTables: number
    averagePlace: number | null
    tieBrokenBy: TieBreak | null
    /** §28.7: why this row stands where it does against an equal-points neighbour, as a participant reads it. */
    tieBreakNote: string | null
    /** §28.7ж: the rank is shared until the lot is drawn. */
    lotPending: boolean
    /** The points of each event of the series (in the order of `events`); null: no result there. */
    perEvent: Array<{ points: number; place: number | null; placeTo: number | null; counted: boolean } | null>
  }>
  /** §28.7ж: ties waiting for `series.drawLots`. */
  pendingLots: Array<{ rank: number; rankTo: number; names: string[]; playerIds: string[] }>
  /**
   * §28.7ж: recorded draws; `applies` is false once a correction changed the group it was drawn for. `physicalBy`:
   * the person who drew by hand (null: the computer drew, recorded by `drawnBy`).
   */
  lots: Array<{
    names: string[]
    drawnAt: number
    drawnBy: string
    physicalBy: string | null
    reason: string | null
    applies: boolean
  }>
  /** §28.9, §28.10: the player-database merges that combine results in this series. */
  merges: Array<{ from: string; into: string; reason: string; by: string }>
  /** §28.10: both merged records have a result in one event — the administration decides which stands. */
  mergeConflicts: Array<{
    tournamentId: string
    tournamentName: string
    name: string
    entries: Array<{
      entryId: string
      number: number | null
      registeredAs: string
      place: number | null
      placeTo: number | null
      points: number
    }>
  }>
  /** Points of each entry in each event with the explanation a participant reads (§28.4). */
  points: Array<{
    tournamentId: string
    entryId: string
    name: string
    place: number | null
    placeTo: number | null
    points: number
    /** The points before an annulment (§28.8); null without a place. */
    pointsBefore: number | null
    explanation: string | null
    /** §28.15в: the event is excluded from the rating; the points are shown for the record only. */
    excluded: boolean
    disqualified: boolean
    /** §28.8: the administration's decision on this disqualified entry's points. */
    annulment: { mode: 'full' | 'partial'; keptShare: number | null; reason: string; by: string; at: number } | null
  }>
}

export function seriesSummary(state: FloorState, series: Series): SeriesSummary {
  const latest = series.versions[series.versions.length - 1]!
  return {
    id: series.id,
    name: series.name,
    formula: latest.formula,
    version: latest.version,
    tieBreaks: series.rules.tieBreaks,
    finalTableSize: series.finalTableSize,
    events: series.events.map((e) => {
      const t = state.tournaments.get(e.tournamentId)
      return {
        tournamentId: e.tournamentId,
        name: t?.fields.name ?? '?',
        date: t?.fields.date ?? '',
        version: series.versions.find((v) => v.id === e.versionId)?.version ?? 0,
        frozen: t ? hasStarted(t) : false,
        coefficient: e.coefficient,
        buyinCategory: e.buyinCategory ?? null,
        excluded: e.excluded,
        exclusionHistory: [...e.exclusionHistory]
      }
    })
  }
}

/** §28.4, §28.8: the explanation a participant reads, with the annulment when there is one. */
function explanationText(row: EventPointsRow, language: Language): string | null {
  const base = row.explanation ? explainPoints(row.explanation, language) : null
  const a = row.annulment
  if (!a) return base
  const note =
    a.mode === 'full'
      ? translate(language, 'series.annulment.fullNote', { reason: a.reason })
      : translate(language, 'series.annulment.partialNote', {
          share: Math.round(a.keptShare * 10000) / 100,
          points: row.points,
          reason: a.reason
        })
  return base ? `${base}. ${note}` : note
}

/**
 * §28.7–§28.10, §28.14, §28.15: the standings recomputed from the current places of every event, in the announced
 * tie-break order, with the player-database merges and the recorded lots. Never draws: a tie waiting for a lot is
 * shown shared, with `lotPending`.
 */
export function seriesStandings(state: FloorState, seriesId: string, language: Language): SeriesStandingsView | null {
  const series = state.series.get(seriesId)
  if (!series) return null
  const { events, rules } = seriesInput(state, series)
  const computed = recomputeSeries(events, rules)
  const playerName = (playerId: string): string => resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
  const recordName = (playerId: string): string => state.players.byId.get(playerId)?.fields.displayName ?? '?'
  const tournamentName = (id: string): string => state.tournaments.get(id)?.fields.name ?? '?'
  const points: SeriesStandingsView['points'] = []
  for (const e of events) {
    const t = state.tournaments.get(e.eventId)
    const binding = series.events.find((b) => b.tournamentId === e.eventId)
    for (const row of computed.events.get(e.eventId)?.rows ?? []) {
      const decided = binding?.annulments.get(row.entryId)
      const entry = t?.registration.entries.get(row.entryId)
      points.push({
        tournamentId: e.eventId,
        entryId: row.entryId,
        name: playerName(row.playerId),
        place: row.place,
        placeTo: row.placeTo,
        points: row.points,
        pointsBefore: row.explanation?.points ?? null,
        explanation: explanationText(row, language),
        excluded: !!e.excludedFromRating,
        disqualified: entry?.status === 'disqualified',
        annulment: decided
          ? {
              mode: decided.mode,
              keptShare: decided.mode === 'partial' ? decided.keptShare : null,
              reason: decided.reason,
              by: decided.by,
              at: decided.at
            }
          : null
      })
    }
  }
  const used = new Set(computed.standings.lots)
  const pointsOf = new Map(points.map((p) => [`${p.tournamentId}/${p.entryId}`, p]))
  const order = series.events.map((b) => b.tournamentId)
  const eventNameBySequence = new Map(series.events.map((b) => [b.sequence, tournamentName(b.tournamentId)]))
  const rows = computed.standings.rows
  const note = (k: number): string | null =>
    tieBreakNote(rows, k, {
      language,
      playerName,
      eventName: (sequence) => eventNameBySequence.get(sequence) ?? String(sequence),
      lotOf: (playerId) => series.lots.find((l) => used.has(l) && l.order.includes(playerId)) ?? null
    })
  return {
    ...seriesSummary(state, series),
    rows: rows.map((r, k) => {
      const byEvent = new Map(r.results.map((x) => [x.eventId, x]))
      return {
        rank: r.rank,
        rankTo: r.rankTo,
        name: playerName(r.playerId),
        points: r.points,
        eventsPlayed: r.eventsPlayed,
        wins: r.wins,
        bestPlace: r.bestPlace,
        finalTables: r.finalTables,
        averagePlace: r.averagePlace,
        tieBrokenBy: r.tieBrokenBy,
        tieBreakNote: note(k),
        lotPending: r.lotPending,
        perEvent: order.map((id) => {
          const x = byEvent.get(id)
          return x ? { points: x.points, place: x.place, placeTo: x.placeTo, counted: r.counted.includes(id) } : null
        })
      }
    }),
    pendingLots: computed.standings.pendingLots.map((p) => ({
      rank: p.rank,
      rankTo: p.rankTo,
      names: p.playerIds.map(playerName),
      playerIds: [...p.playerIds]
    })),
    lots: series.lots.map((lot) => ({
      names: lot.order.map(playerName),
      drawnAt: lot.drawnAt,
      drawnBy: lot.drawnBy,
      physicalBy: lot.physicalBy ?? null,
      reason: lot.reason,
      applies: used.has(lot)
    })),
    merges: (rules.merges ?? []).map((m) => ({
      from: recordName(m.from),
      into: recordName(m.into),
      reason: m.reason,
      by: m.by
    })),
    mergeConflicts: computed.standings.mergeConflicts.map((c) => ({
      tournamentId: c.eventId,
      tournamentName: tournamentName(c.eventId),
      name: playerName(c.playerId),
      entries: c.entryIds.map((entryId) => {
        const entry = state.tournaments.get(c.eventId)?.registration.entries.get(entryId)
        const p = pointsOf.get(`${c.eventId}/${entryId}`)
        return {
          entryId,
          number: entry?.number ?? null,
          registeredAs: recordName(entry?.registeredAs ?? ''),
          place: p?.place ?? null,
          placeTo: p?.placeTo ?? null,
          points: p?.points ?? 0
        }
      })
    })),
    points
  }
}

type Row = StandingRow
type Criterion = Exclude<TieBreak, 'lot' | 'shared'>

/** The value of one criterion for a row (the latest best result as the event's sequence). */
function criterionRaw(r: Row, c: Criterion): number | null {
  switch (c) {
    case 'wins':
      return r.wins
    case 'best-place':
      return r.bestPlace
    case 'final-tables':
      return r.finalTables
    case 'events-played':
      return r.eventsPlayed
    case 'average-place':
      return r.averagePlace
    case 'latest-best-result':
      return r.latestBest
  }
}

/** As printed: the latest best result by the event's number and name. */
function criterionValue(r: Row, c: Criterion, eventName: (sequence: number) => string): string {
  const v = criterionRaw(r, c)
  if (v === null) return '—'
  return c === 'latest-best-result' ? `${v}. ${eventName(v)}` : String(v)
}

/**
 * §28.4, §28.7: the explanation of a row's place against its equal-points neighbour — the criterion that separated
 * them with both values, the lot (by hand and by whom, or by the computer), the rank shared, or the lot still due.
 */
export function tieBreakNote(
  rows: readonly Row[],
  k: number,
  ctx: {
    language: Language
    playerName: (playerId: string) => string
    eventName: (sequence: number) => string
    lotOf: (playerId: string) => SeriesLot | null
  }
): string | null {
  const r = rows[k]!
  const tr = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>): string =>
    translate(ctx.language, key, params)
  if (r.lotPending) return tr('series.tieNote.lotPending')
  if (r.tieBrokenBy === null) return null
  if (r.tieBrokenBy === 'shared') return tr('series.tieNote.shared', { rank: `${r.rank}–${r.rankTo}` })
  if (r.tieBrokenBy === 'lot') {
    const lot = ctx.lotOf(r.playerId)
    return lot?.physicalBy
      ? tr('series.tieNote.lotPhysical', { by: lot.physicalBy })
      : tr('series.tieNote.lotComputer', { by: lot?.drawnBy ?? '—' })
  }
  const c = r.tieBrokenBy
  const above = k > 0 && rows[k - 1]!.points === r.points ? rows[k - 1]! : null
  const below = k + 1 < rows.length && rows[k + 1]!.points === r.points ? rows[k + 1]! : null
  // The neighbour this criterion separated the row from: the one above when it differs there, else the one below.
  const other = above && criterionRaw(above, c) !== criterionRaw(r, c) ? above : (below ?? above)
  if (!other) return null
  const params = {
    other: ctx.playerName(other.playerId),
    criterion: tr(`rating.tieBreak.${c}`),
    mine: criterionValue(r, c, ctx.eventName),
    theirs: criterionValue(other, c, ctx.eventName)
  }
  return other.rank < r.rank ? tr('series.tieNote.behind', params) : tr('series.tieNote.ahead', params)
}
