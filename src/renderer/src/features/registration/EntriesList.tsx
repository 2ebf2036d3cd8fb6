import { useEffect, useState, type ReactNode } from 'react'
import type { EntryFilter, EntryRow } from '../../../../shared/core/views'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { EntryActions } from './EntryActions'
import { PrintList } from './PrintList'
import { RegistrationStats } from './RegistrationStats'

const FILTERS: EntryFilter[] = [
  'all',
  'in',
  'pre-registered',
  'registered',
  'waiting',
  'eliminated',
  'disqualified',
  'withdrawn'
]
const PAGE = 200

/**
 * The entries of a tournament with their status and filters. The list is a query re-asked when the pushed summary's
 * version changes, so 10,000 entries are never pushed whole.
 */
export function EntriesList({
  tournamentId,
  tournamentName
}: {
  tournamentId: string
  tournamentName: string
}): ReactNode {
  const { t, num, time } = useI18n()
  const client = useClient()
  const summary = useSubscription({ topic: 'registration', tournamentId })
  const [filter, setFilter] = useState<EntryFilter>('all')
  const [text, setText] = useState('')
  const [limit, setLimit] = useState(PAGE)
  const [page, setPage] = useState<{ total: number; rows: EntryRow[] }>({ total: 0, rows: [] })
  const [printing, setPrinting] = useState(false)
  const version = summary?.version

  useEffect(() => {
    let current = true
    void client.query({ type: 'entries.list', tournamentId, filter, text, offset: 0, limit }).then((r) => {
      if (current && r.ok) setPage(r.value)
    })
    return () => {
      current = false
    }
  }, [client, tournamentId, filter, text, limit, version])

  if (printing)
    return <PrintList tournamentId={tournamentId} tournamentName={tournamentName} onClose={() => setPrinting(false)} />

  const filterLabel = (f: EntryFilter): string =>
    f === 'all'
      ? t('entries.filter.all')
      : f === 'in'
        ? t('entries.filter.in')
        : f === 'out'
          ? t('entries.filter.out')
          : t(`entry.status.${f}`)

  return (
    <section>
      {summary && <RegistrationStats summary={summary} />}
      <div className="toolbar">
        <select
          aria-label={t('entries.status')}
          data-testid="entries-filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as EntryFilter)}
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {filterLabel(f)}
            </option>
          ))}
        </select>
        <input
          aria-label={t('entries.search')}
          placeholder={t('entries.search')}
          maxLength={200}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="muted">{t('entries.total', { shown: page.rows.length, total: page.total })}</span>
        <button onClick={() => setPrinting(true)}>{t('entries.print')}</button>
      </div>
      {page.rows.length === 0 ? (
        <p className="muted">{t('entries.empty')}</p>
      ) : (
        <table className="grid" data-testid="entries-table">
          <thead>
            <tr>
              <th>{t('entries.number')}</th>
              <th>{t('entries.player')}</th>
              <th>{t('entries.kind')}</th>
              <th>{t('entries.status')}</th>
              <th>{t('entries.chips')}</th>
              <th>{t('entries.rebuys')}</th>
              <th>{t('entries.addon')}</th>
              <th>{t('entries.registered')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-status={row.status}>
                <td className="num">{row.number ?? (row.waitingPosition ? `W${row.waitingPosition}` : '—')}</td>
                <td>
                  <b>{row.displayName}</b>
                  {row.fullName && row.fullName !== row.displayName && <div className="muted">{row.fullName}</div>}
                </td>
                <td>{t(`entry.kind.${row.kind}`)}</td>
                <td>
                  <span className={`status status--${row.status}`}>{t(`entry.status.${row.status}`)}</span>
                  {row.eliminatedAtLevel !== null && (
                    <span className="muted"> {t('entries.atLevel', { level: row.eliminatedAtLevel })}</span>
                  )}
                  {row.late && <span className="muted"> · {t('entries.late')}</span>}
                  {row.override !== null && (
                    <div className="muted">{t('entries.override', { reason: row.override })}</div>
                  )}
                </td>
                <td className="num">{num(row.chips)}</td>
                <td className="num">{row.rebuys || ''}</td>
                <td>{row.addon ? '✓' : ''}</td>
                <td className="muted">
                  {time(row.registeredAt, true)} · {row.registeredBy}
                </td>
                <td>
                  <EntryActions tournamentId={tournamentId} row={row} summary={summary ?? null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.total > page.rows.length && <button onClick={() => setLimit(limit + PAGE)}>{t('entries.more')}</button>}
    </section>
  )
}
