import { useEffect, useState, type ReactNode } from 'react'
import type { EntryRow } from '../../../../shared/core/views'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useEscape } from '../../common/escape'

/**
 * The printable registration list: the paper fallback (§27.12). Print-styled; the browser's print dialog prints it,
 * with a signature column for the sign-in sheet.
 */
export function PrintList({
  tournamentId,
  tournamentName,
  onClose
}: {
  tournamentId: string
  tournamentName: string
  onClose: () => void
}): ReactNode {
  const { t, dateTime, num } = useI18n()
  const client = useClient()
  const [rows, setRows] = useState<EntryRow[] | null>(null)
  const escape = useEscape(onClose) // Escape closes the print view, as Cancel does
  useEffect(() => {
    void client
      .query({ type: 'entries.list', tournamentId, filter: 'all', text: '', offset: 0, limit: 20_000 })
      .then((r) => r.ok && setRows(r.value.rows))
  }, [client, tournamentId])
  return (
    <section ref={escape} className="print-page" data-testid="print-list">
      <div className="no-print actions">
        <button className="primary" onClick={() => window.print()}>
          {t('print.print')}
        </button>
        <button onClick={onClose}>{t('desk.cancel')}</button>
      </div>
      <h1>
        {tournamentName} — {t('print.title')}
      </h1>
      <p className="muted">
        {t('print.printedAt', { time: dateTime(Date.now()) })} · {t('print.note')}
      </p>
      <table className="print-table">
        <thead>
          <tr>
            <th>{t('entries.number')}</th>
            <th>{t('entries.player')}</th>
            <th>{t('entries.kind')}</th>
            <th>{t('entries.status')}</th>
            <th>{t('entries.chips')}</th>
            <th>{t('entries.seat')}</th>
            <th>{t('print.signature')}</th>
          </tr>
        </thead>
        <tbody>
          {(rows ?? [])
            .filter((r) => r.status !== 'withdrawn')
            .map((r) => (
              <tr key={r.id}>
                <td>{r.number ?? (r.waitingPosition ? `W${r.waitingPosition}` : '')}</td>
                <td>
                  {r.displayName}
                  {r.fullName && r.fullName !== r.displayName ? ` (${r.fullName})` : ''}
                </td>
                <td>{t(`entry.kind.${r.kind}`)}</td>
                <td>{t(`entry.status.${r.status}`)}</td>
                <td>{num(r.chips)}</td>
                <td>{r.seat ?? ''}</td>
                <td className="signature" />
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  )
}
