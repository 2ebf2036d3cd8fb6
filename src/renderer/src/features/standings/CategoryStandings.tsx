import { useState, type ReactNode } from 'react'
import { placeLabel } from '../../../../shared/core/results'
import { categoryLabel } from '../../../../shared/core/protocol'
import type { ResultsView } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'

/**
 * §5.4е: the separate standings on the results tab — choose one, read its own places beside the overall place each
 * was read from (the one result list, results/places/placesTable.ts), and its own points when the event has a formula.
 */
export function CategoryStandings({ view }: { view: ResultsView }): ReactNode {
  const { t, language, num } = useI18n()
  const [chosen, setChosen] = useState<string | null>(null)
  if (view.categories.length === 0) return null
  const standing = view.categories.find((c) => c.key === chosen) ?? view.categories[0]!
  return (
    <section className="card" data-testid="category-standings">
      <h2>{t('standings.results.title')}</h2>
      <div className="row">
        <label>
          {t('standings.results.choose')}
          <select value={standing.key} onChange={(e) => setChosen(e.target.value)} data-testid="category-select">
            {view.categories.map((c) => (
              <option key={c.key} value={c.key}>
                {categoryLabel(c, language)}
              </option>
            ))}
          </select>
        </label>
        <span className="muted" data-testid="category-entrants">
          {t('standings.results.entrants', { count: standing.entrants, inPlay: standing.inPlay })}
        </span>
      </div>
      {standing.rows.length === 0 ? (
        <p className="muted">{t('standings.empty')}</p>
      ) : (
        <table className="places" data-testid="category-table">
          <thead>
            <tr>
              <th>{t('standings.col.place')}</th>
              <th>{t('standings.col.overall')}</th>
              <th>{t('results.col.number')}</th>
              <th>{t('standings.col.name')}</th>
              {standing.withPoints && <th>{t('standings.col.points')}</th>}
            </tr>
          </thead>
          <tbody>
            {standing.rows.map((r) => (
              <tr key={r.entryId} data-testid="category-row">
                <td>
                  {r.place !== null
                    ? placeLabel(r.place, r.placeTo)
                    : t(r.status === 'in' ? 'standings.inPlay' : 'standings.noPlace')}
                </td>
                <td>{placeLabel(r.overallPlace, r.overallPlaceTo)}</td>
                <td>{r.number ?? '—'}</td>
                <td>{r.name}</td>
                {standing.withPoints && <td>{r.points !== null ? num(r.points) : ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {standing.withPoints && <p className="muted">{t('standings.pointsNote')}</p>}
    </section>
  )
}
