import { useEffect, useState, type ReactNode } from 'react'
import { SeriesCategoryStandings } from '../standings/SeriesCategoryStandings'
import { placeLabel } from '../../../../shared/core/results'
import { eventCell, renderSeriesCsv, type SeriesAudience } from '../../../../shared/core/league'
import type { SeriesStandingsView, SeriesSummary } from '../../../../shared/core/league'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { downloadText } from './download'
import { formulaText } from './SeriesPanel'

/**
 * §28.4, §28.7, §28.12: the series page of its own — the standings with one column of points per event,
 * each tie-break explained, in a public version (what the players see: places, points, the explanation) and an
 * internal one (events played, wins, best place, final tables, average place, the lots with who drew and why, the
 * exclusions and the event terms); exported as CSV through the app's codec, printed (or saved as PDF) with the print
 * stylesheet.
 */
export function SeriesPage(): ReactNode {
  const { t, language, dateTime } = useI18n()
  const client = useClient()
  const [list, setList] = useState<SeriesSummary[] | null>(null)
  const [seriesId, setSeriesId] = useState<string | null>(null)
  const [view, setView] = useState<SeriesStandingsView | null>(null)
  const [audience, setAudience] = useState<SeriesAudience>('public')

  useEffect(() => {
    void client.query({ type: 'series.list' }).then((r) => {
      if (!r.ok) return
      setList(r.value)
      setSeriesId((id) => id ?? r.value[0]?.id ?? null)
    })
  }, [client])
  useEffect(() => {
    if (!seriesId) return setView(null)
    void client.query({ type: 'series.standings', seriesId, language }).then((r) => r.ok && setView(r.value))
  }, [client, seriesId, language])

  if (list === null) return null
  if (list.length === 0)
    return (
      <section className="card" data-testid="series-page">
        <h2>{t('seriesPage.title')}</h2>
        <p className="muted">{t('seriesPage.none')}</p>
      </section>
    )
  const internal = audience === 'internal'
  const fileBase = (view?.name ?? 'series').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')
  return (
    <div className="series-page" data-testid="series-page">
      <div className="card row no-print series-page__tools">
        {list.length > 1 && (
          <label>
            {t('seriesPage.pick')}{' '}
            <select value={seriesId ?? ''} onChange={(e) => setSeriesId(e.target.value)} data-testid="series-page-pick">
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className="series-page__audience">
          <legend>{t('seriesPage.version')}</legend>
          {(['public', 'internal'] as const).map((a) => (
            <label key={a}>
              <input
                type="radio"
                name="series-audience"
                checked={audience === a}
                onChange={() => setAudience(a)}
                data-testid={`series-audience-${a}`}
              />{' '}
              {t(`seriesPage.version.${a}`)}
            </label>
          ))}
        </fieldset>
        <button
          disabled={!view}
          onClick={() =>
            view &&
            downloadText(
              `series-${fileBase}${internal ? '' : '-public'}.csv`,
              renderSeriesCsv(view, { language, audience }),
              'text/csv;charset=utf-8'
            )
          }
          data-testid="series-export-csv"
        >
          {t('seriesPage.exportCsv')}
        </button>
        <button onClick={() => window.print()} data-testid="series-print">
          {t('seriesPage.print')}
        </button>
      </div>
      {view && (
        <section className="print-page">
          <h2 data-testid="series-page-title">
            {t('seriesPage.title')}: {view.name}
          </h2>
          <p className="muted">{internal ? t('seriesPage.internalNote') : t('seriesPage.publicNote')}</p>
          <p>
            {t('seriesPage.formula', { version: view.version, formula: formulaText(view.formula, t) })}
            <br />
            {t('seriesPage.tieBreaks', { list: view.tieBreaks.map((b) => t(`rating.tieBreak.${b}`)).join(' → ') })}
          </p>
          {view.rows.length === 0 ? (
            <p className="muted">{t('seriesPage.empty')}</p>
          ) : (
            <div className="series-page__scroll">
              <table className="places series-page__table" data-testid="series-page-standings">
                <thead>
                  <tr>
                    <th>{t('series.col.rank')}</th>
                    <th>{t('series.col.name')}</th>
                    <th>{t('seriesPage.col.total')}</th>
                    {view.events.map((e) => (
                      <th key={e.tournamentId} className={e.excluded ? 'muted' : undefined}>
                        {t('seriesPage.col.event', { name: e.name, date: e.date })}
                      </th>
                    ))}
                    {internal && (
                      <>
                        <th>{t('series.col.events')}</th>
                        <th>{t('series.col.wins')}</th>
                        <th>{t('seriesPage.col.bestPlace')}</th>
                        <th>{t('seriesPage.col.finalTables')}</th>
                        <th>{t('seriesPage.col.averagePlace')}</th>
                      </>
                    )}
                    <th>{t('seriesPage.col.tieBreak')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.rows.map((r) => (
                    <tr key={`${r.name}-${r.rank}`}>
                      <td>{placeLabel(r.rank, r.rankTo)}</td>
                      <td>{r.name}</td>
                      <td className="num">
                        <b>{r.points}</b>
                      </td>
                      {r.perEvent.map((c, k) => (
                        <td
                          key={view.events[k]!.tournamentId}
                          className={c && !c.counted ? 'num muted' : 'num'}
                          title={
                            c ? t('seriesPage.cell', { points: c.points, place: placeLabel(c.place, c.placeTo) }) : ''
                          }
                        >
                          {eventCell(c)}
                          {internal && c && <span className="muted"> ({placeLabel(c.place, c.placeTo)})</span>}
                        </td>
                      ))}
                      {internal && (
                        <>
                          <td className="num">{r.eventsPlayed}</td>
                          <td className="num">{r.wins}</td>
                          <td className="num">{r.bestPlace ?? '—'}</td>
                          <td className="num">{r.finalTables}</td>
                          <td className="num">{r.averagePlace ?? '—'}</td>
                        </>
                      )}
                      <td className="series-page__note">{r.tieBreakNote ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {internal && (
            <>
              <h3>{t('series.events.title')}</h3>
              <ul className="series-notes" data-testid="series-page-events">
                {view.events.map((e) => (
                  <li key={e.tournamentId}>
                    <b>{e.name}</b> <span className="muted">{e.date}</span> ·{' '}
                    {t('seriesPage.eventTerms', { coefficient: e.coefficient ?? 1, category: e.buyinCategory ?? 0 })} ·{' '}
                    {e.excluded
                      ? t('series.events.excluded', { by: e.excluded.by, reason: e.excluded.reason })
                      : t('series.events.counts')}
                  </li>
                ))}
              </ul>
              {view.lots.length > 0 && (
                <>
                  <h3>{t('series.lots.title')}</h3>
                  <ul className="series-notes" data-testid="series-page-lots">
                    {view.lots.map((l, i) => (
                      <li key={i} className={l.applies ? undefined : 'muted'}>
                        {l.physicalBy
                          ? t('series.lots.physicalEntry', {
                              names: l.names.join(' → '),
                              who: l.physicalBy,
                              by: l.drawnBy
                            })
                          : t('series.lots.entry', { names: l.names.join(' → '), by: l.drawnBy })}{' '}
                        · {dateTime(l.drawnAt)}
                        {l.reason ? ` · ${l.reason}` : ''}
                        {!l.applies && ` · ${t('series.lots.stale')}`}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </section>
      )}
      {seriesId && <SeriesCategoryStandings seriesId={seriesId} />}
    </div>
  )
}
