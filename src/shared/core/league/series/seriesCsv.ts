import { writeCsv, type CsvValue } from '../../csv'
import { translate, type Language } from '../../../i18n'
import { placeLabel } from '../../results'
import type { SeriesStandingsView } from './views'

export type SeriesAudience = 'public' | 'internal'

/** One cell of an event column: the points, in brackets when they do not count (best N, §28.7); empty: no result. */
export function eventCell(cell: SeriesStandingsView['rows'][number]['perEvent'][number]): string | number {
  if (!cell) return ''
  return cell.counted ? cell.points : `(${cell.points})`
}

/**
 * §28.4, §28.7, §28.12: the series standings as CSV through the app's one codec (Papa Parse: UTF-8 BOM, CRLF,
 * formulas neutralised): place, player, total, one column of points per event in the order of the series, and the
 * tie-break explained. The internal version adds events played, wins, best place, final tables and average place.
 */
export function renderSeriesCsv(
  view: SeriesStandingsView,
  options: { language: Language; audience: SeriesAudience; bom?: boolean }
): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>): string =>
    translate(options.language, key, params)
  const internal = options.audience === 'internal'
  const header: CsvValue[] = [
    t('series.col.rank'),
    t('series.col.name'),
    t('seriesPage.col.total'),
    ...view.events.map((e) => t('seriesPage.col.event', { name: e.name, date: e.date })),
    ...(internal
      ? [
          t('series.col.events'),
          t('series.col.wins'),
          t('seriesPage.col.bestPlace'),
          t('seriesPage.col.finalTables'),
          t('seriesPage.col.averagePlace')
        ]
      : []),
    t('seriesPage.col.tieBreak')
  ]
  const rows: CsvValue[][] = [header]
  for (const r of view.rows) {
    rows.push([
      placeLabel(r.rank, r.rankTo),
      r.name,
      r.points,
      ...r.perEvent.map(eventCell),
      ...(internal ? [r.eventsPlayed, r.wins, r.bestPlace ?? '', r.finalTables, r.averagePlace ?? ''] : []),
      r.tieBreakNote ?? ''
    ])
  }
  return writeCsv(rows, options.bom === false ? { bom: false } : {})
}
