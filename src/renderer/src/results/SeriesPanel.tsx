import { useEffect, useState, type ReactNode } from 'react'
import type { Command } from '../../../shared/core/commands'
import { placeLabel } from '../../../shared/core/results/Protocol'
import type { SeriesStandingsView, SeriesSummary } from '../../../shared/core/series/views'
import type { ResultsView } from '../../../shared/core/results/views'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'

/**
 * §28.1–§28.7: the tournament's series — its announced formula (frozen once the event starts), the points of this
 * event with how they were computed, and the series standings recomputed from the current places.
 */
export function SeriesPanel({ tournamentId, view, send }: { tournamentId: string; view: ResultsView; send: (c: Command, reason?: string) => Promise<boolean> }): ReactNode {
  const { t, language } = useI18n()
  const client = useClient()
  const [list, setList] = useState<SeriesSummary[]>([])
  const [standings, setStandings] = useState<SeriesStandingsView | null>(null)
  const [refresh, setRefresh] = useState(0)
  const [name, setName] = useState('')
  const [points, setPoints] = useState('100, 70, 50, 30')
  const mine = list.find((s) => s.events.some((e) => e.tournamentId === tournamentId)) ?? null

  useEffect(() => {
    void client.query({ type: 'series.list' }).then((r) => r.ok && setList(r.value))
  }, [client, refresh, view.version])
  useEffect(() => {
    if (!mine) return setStandings(null)
    void client.query({ type: 'series.standings', seriesId: mine.id, language }).then((r) => r.ok && setStandings(r.value))
  }, [client, mine?.id, language, view.version, refresh]) // eslint-disable-line react-hooks/exhaustive-deps

  const run = (command: Command): void => void send(command).then((ok) => ok && setRefresh((n) => n + 1))

  if (!mine) {
    return (
      <section className="card" data-testid="series-panel">
        <h2>{t('series.title')}</h2>
        <p className="muted">{t('series.none')}</p>
        {list.map((s) => (
          <button key={s.id} onClick={() => run({ type: 'series.attach', seriesId: s.id, tournamentId })}>
            {t('series.attach', { name: s.name })}
          </button>
        ))}
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault()
            const table = points
              .split(/[,;\s]+/)
              .filter(Boolean)
              .map(Number)
            void send({
              type: 'series.create',
              name,
              formula: { kind: 'table', points: table, beyond: 0, applyCoefficient: false, decimals: 2 },
              rules: { tieBreaks: ['wins', 'best-place', 'average-place', 'shared'] },
              finalTableSize: 9
            }).then(async (ok) => {
              if (!ok) return
              const r = await client.query({ type: 'series.list' })
              const created = r.ok ? r.value.find((s) => s.name === name && s.events.length === 0) : undefined
              if (created) run({ type: 'series.attach', seriesId: created.id, tournamentId })
            })
          }}
        >
          <input placeholder={t('series.name')} value={name} onChange={(e) => setName(e.target.value)} required data-testid="series-name" />
          <label>
            {t('series.pointsTable')}
            <input value={points} onChange={(e) => setPoints(e.target.value)} data-testid="series-points" />
          </label>
          <button type="submit">{t('series.create')}</button>
        </form>
      </section>
    )
  }
  const event = mine.events.find((e) => e.tournamentId === tournamentId)!
  return (
    <section className="card" data-testid="series-panel">
      <h2>
        {t('series.title')}: {mine.name}
      </h2>
      <p className="muted">
        {t('series.formula', { version: event.version, tieBreaks: mine.tieBreaks.map((b) => t(`rating.tieBreak.${b}`)).join(' → ') })} ·{' '}
        {event.frozen ? t('series.frozen') : t('series.notFrozen')}
      </p>
      {standings && (
        <>
          <h3>{t('series.points')}</h3>
          <table className="places" data-testid="series-event-points">
            <thead>
              <tr>
                <th>{t('results.col.place')}</th>
                <th>{t('series.col.name')}</th>
                <th>{t('series.col.points')}</th>
                <th>{t('series.col.explanation')}</th>
              </tr>
            </thead>
            <tbody>
              {standings.points
                .filter((p) => p.tournamentId === tournamentId && p.place !== null)
                .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
                .map((p) => (
                  <tr key={`${p.name}-${p.place}`}>
                    <td>{placeLabel(p.place, p.placeTo)}</td>
                    <td>{p.name}</td>
                    <td>{p.points}</td>
                    <td className="muted">{p.explanation}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <h3>{t('series.standings')}</h3>
          <table className="places" data-testid="series-standings">
            <thead>
              <tr>
                <th>{t('series.col.rank')}</th>
                <th>{t('series.col.name')}</th>
                <th>{t('series.col.points')}</th>
                <th>{t('series.col.events')}</th>
                <th>{t('series.col.wins')}</th>
              </tr>
            </thead>
            <tbody>
              {standings.rows.map((r) => (
                <tr key={`${r.name}-${r.rank}`}>
                  <td>{placeLabel(r.rank, r.rankTo)}</td>
                  <td>{r.name}</td>
                  <td>{r.points}</td>
                  <td>{r.eventsPlayed}</td>
                  <td>{r.wins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
