import { useEffect, useState, type ReactNode } from 'react'
import { placeLabel } from '../../../../shared/core/results'
import { categoryLabel } from '../../../../shared/core/protocol'
import type { SeriesCategoryStandingsView } from '../../../../shared/core/league'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/**
 * §5.4е, §28.7: a separate standing across the series — the category points of every event that announced it,
 * under the series' tie-breaks. Shown only when some event of the series announced a separate standing.
 */
export function SeriesCategoryStandings({ seriesId }: { seriesId: string }): ReactNode {
  const { t, language, num } = useI18n()
  const client = useClient()
  const [key, setKey] = useState<string | undefined>(undefined)
  const [view, setView] = useState<SeriesCategoryStandingsView | null>(null)
  useEffect(() => {
    void client
      .query({ type: 'series.categoryStandings', seriesId, ...(key ? { key } : {}) })
      .then((r) => r.ok && setView(r.value))
  }, [client, seriesId, key])
  if (!view || view.categories.length === 0) return null
  return (
    <section className="card print-page" data-testid="series-category-standings">
      <h2>{t('standings.series.title')}</h2>
      <label>
        {t('standings.results.choose')}{' '}
        <select value={view.key ?? ''} onChange={(e) => setKey(e.target.value)} data-testid="series-category-select">
          {view.categories.map((c) => (
            <option key={c.key} value={c.key}>
              {categoryLabel(c, language)} ({t('standings.series.events', { count: c.events })})
            </option>
          ))}
        </select>
      </label>
      {view.rows.length === 0 ? (
        <p className="muted">{t('standings.empty')}</p>
      ) : (
        <table className="places" data-testid="series-category-table">
          <thead>
            <tr>
              <th>{t('standings.col.place')}</th>
              <th>{t('standings.col.name')}</th>
              <th>{t('standings.col.points')}</th>
              <th>{t('standings.series.played')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((r) => (
              <tr key={r.name + r.rank}>
                <td>{placeLabel(r.rank, r.rankTo)}</td>
                <td>{r.name}</td>
                <td>{num(r.points)}</td>
                <td>{r.eventsPlayed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">{t('standings.series.note')}</p>
    </section>
  )
}
