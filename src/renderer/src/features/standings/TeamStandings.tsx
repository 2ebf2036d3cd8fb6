import type { ReactNode } from 'react'
import { placeLabel } from '../../../../shared/core/results'
import type { ResultsView } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'

/** §5.4д: the team standings on the results tab, by the announced team scoring, from the one result list. */
export function TeamStandings({ view }: { view: ResultsView }): ReactNode {
  const { t, num } = useI18n()
  const teams = view.teams
  if (!teams) return null
  return (
    <section className="card" data-testid="team-standings">
      <h2>{t('standings.teams.title')}</h2>
      <p className="muted">{t(`standings.teams.rule.${teams.scoring.rule}`, { count: teams.scoring.count })}</p>
      <table className="places">
        <thead>
          <tr>
            <th>{t('standings.col.place')}</th>
            <th>{t('standings.teams.col.team')}</th>
            <th>{t('standings.teams.col.score')}</th>
            <th>{t('standings.teams.col.members')}</th>
          </tr>
        </thead>
        <tbody>
          {teams.rows.map((r) => (
            <tr key={r.name} data-testid="team-row">
              <td>{placeLabel(r.rank, r.rankTo)}</td>
              <td>{r.name}</td>
              <td>
                {num(r.score)}
                {!r.complete && <span className="muted"> ({t('standings.teams.incomplete')})</span>}
              </td>
              <td>
                {r.members.map((m) => (
                  <div key={m.name} className={m.counted ? undefined : 'muted'}>
                    {m.counted ? '✓ ' : ''}
                    {m.name}:{' '}
                    {m.place !== null
                      ? placeLabel(m.place, m.placeTo)
                      : t(m.inPlay ? 'standings.inPlay' : 'standings.noPlace')}
                    {m.points !== null ? ` · ${num(m.points)}` : ''}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
