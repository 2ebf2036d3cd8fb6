import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { HistoryOverview, TournamentHistoryRow } from '../../../../shared/core/history'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { TournamentPage } from '../../apps/admin/TournamentPage'
import { JournalPanel } from './JournalPanel'
import { ResultsImport } from './ResultsImport'

const NO_SERIES = '-'

function matches(
  row: TournamentHistoryRow,
  text: string,
  year: string,
  series: string,
  onlyFinished: boolean
): boolean {
  const needle = text.trim().toLocaleLowerCase()
  if (needle && !`${row.name} ${row.venue}`.toLocaleLowerCase().includes(needle)) return false
  if (year && !row.date.startsWith(year)) return false
  if (series === NO_SERIES ? row.series !== null : series && row.series?.id !== series) return false
  return !onlyFinished || row.status === 'finished'
}

/** Past tournaments and series (§28.12): who won, whether the results were approved, and what was corrected since. */
export function History(): ReactNode {
  const { t, dateTime } = useI18n()
  const client = useClient()
  const [overview, setOverview] = useState<HistoryOverview | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [year, setYear] = useState('')
  const [series, setSeries] = useState('')
  const [onlyFinished, setOnlyFinished] = useState(false)
  const load = useCallback(() => {
    void client.query({ type: 'history.overview' }).then((r) => r.ok && setOverview(r.value))
  }, [client])
  useEffect(load, [load, openId])
  const years = useMemo(
    () => [...new Set((overview?.tournaments ?? []).map((r) => r.date.slice(0, 4)))].sort().reverse(),
    [overview]
  )

  if (openId) return <TournamentPage tournamentId={openId} onBack={() => setOpenId(null)} />
  if (!overview) return null
  const rows = overview.tournaments.filter((r) => matches(r, text, year, series, onlyFinished))
  return (
    <section className="history">
      <div className="section-head">
        <h1>{t('history.title')}</h1>
        <button onClick={load}>{t('history.refresh')}</button>
      </div>
      <p className="muted">{t('history.explain')}</p>
      <div className="filters">
        <input
          placeholder={t('history.filter')}
          aria-label={t('history.filter')}
          maxLength={200}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="history-filter"
        />
        <select aria-label={t('history.year')} value={year} onChange={(e) => setYear(e.target.value)}>
          <option value="">{t('history.allYears')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <select
          aria-label={t('history.series')}
          value={series}
          onChange={(e) => setSeries(e.target.value)}
          data-testid="history-series"
        >
          <option value="">{t('history.allSeries')}</option>
          <option value={NO_SERIES}>{t('history.noSeries')}</option>
          {overview.series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={onlyFinished} onChange={(e) => setOnlyFinished(e.target.checked)} />{' '}
          {t('history.onlyFinished')}
        </label>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <table className="grid" data-testid="history-tournaments">
          <thead>
            <tr>
              <th>{t('history.col.date')}</th>
              <th>{t('history.col.tournament')}</th>
              <th>{t('history.col.series')}</th>
              <th>{t('history.col.entries')}</th>
              <th>{t('history.col.winner')}</th>
              <th>{t('history.col.status')}</th>
              <th>{t('history.col.approval')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`history-row-${r.id}`}>
                <td>{r.date}</td>
                <td>
                  <b>{r.name}</b>
                  <div className="muted">{r.venue}</div>
                </td>
                <td>{r.series?.name ?? '—'}</td>
                <td>
                  {r.entries} ({r.players})
                </td>
                <td>{r.winner ?? '—'}</td>
                <td>{t(`history.status.${r.status}`)}</td>
                <td>
                  {r.approval
                    ? t('history.approved', { by: r.approval.by, time: dateTime(r.approval.at) })
                    : t('history.notApproved')}
                  {r.correctionsAfterApproval > 0 && (
                    <div className="warn">{t('history.correctionsAfter', { count: r.correctionsAfterApproval })}</div>
                  )}
                </td>
                <td>
                  <button onClick={() => setOpenId(r.id)}>{t('history.open')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('history.seriesTitle')}</h2>
      {overview.series.length === 0 ? (
        <p className="muted">{t('history.seriesEmpty')}</p>
      ) : (
        <table className="grid" data-testid="history-series-list">
          <tbody>
            {overview.series.map((s) => (
              <tr key={s.id}>
                <td>
                  <b>{s.name}</b>
                </td>
                <td>{t('history.seriesEvents', { finished: s.finishedEvents, events: s.events })}</td>
                <td>
                  {s.firstDate && s.lastDate ? t('history.seriesSpan', { from: s.firstDate, to: s.lastDate }) : '—'}
                </td>
                <td>
                  <button onClick={() => setSeries(s.id)}>{t('history.seriesShow')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <JournalPanel tournamentNames={new Map(overview.tournaments.map((r) => [r.id, r.name]))} />
      <ResultsImport onImported={() => load()} />
    </section>
  )
}
