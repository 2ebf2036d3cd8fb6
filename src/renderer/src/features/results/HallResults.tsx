import type { ReactNode } from 'react'
import { placeLabel } from '../../../../shared/core/results'
import type { PublicResults } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'

/** The hall display's results: the last eliminated with their places, and the final places at the end (public names, §27.11). */
export function HallResults({ results }: { results: PublicResults }): ReactNode {
  const { t } = useI18n()
  if (results.finalStandings) {
    return (
      <section className="hall-results hall-results--final" data-testid="hall-final-standings">
        <h2>{t('results.display.final')}</h2>
        <ol>
          {results.finalStandings.map((p) => (
            <li key={`${p.place}-${p.name}`}>
              <span className="hall-results__place">{placeLabel(p.place, p.placeTo)}</span> {p.name}
            </li>
          ))}
        </ol>
      </section>
    )
  }
  if (results.lastEliminations.length === 0) return null
  return (
    <section className="hall-results" data-testid="hall-last-eliminations">
      <h2>{t('results.display.last')}</h2>
      <ul>
        {results.lastEliminations.map((p) => (
          <li key={`${p.place}-${p.name}`}>
            {p.name} — {t('results.display.place', { place: placeLabel(p.place, p.placeTo) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
