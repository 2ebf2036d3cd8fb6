import { useEffect, useState, type ReactNode } from 'react'
import type { SeatingListRow } from '../../../../shared/core/seating'
import { useClient } from '../../common/ClientContext'
import { useDesktopPhoneLink } from '../../common/desktopPhoneLink'
import { PhoneQr, usePhoneLink } from '../../common/PhoneQr'
import { useI18n } from '../../i18n/I18n'
import { useEscape } from '../../common/escape'

/** The paper fallback (§27.12): the seating list sorted by name, then one seat card per player. */
export function SeatingPrint({
  tournamentId,
  tournamentName,
  onClose
}: {
  tournamentId: string
  tournamentName: string
  onClose: () => void
}): ReactNode {
  const { t, dateTime } = useI18n()
  const client = useClient()
  const [rows, setRows] = useState<SeatingListRow[]>([])
  const escape = useEscape(onClose) // Escape closes the print view, as Cancel does
  // Each seat card carries the QR code of the players' phone page (seat, moves, clock).
  const phone = usePhoneLink(tournamentId, { here: useDesktopPhoneLink() })
  useEffect(() => {
    void client.query({ type: 'seating.list', tournamentId }).then((r) => r.ok && setRows(r.value))
  }, [client, tournamentId])
  return (
    <section ref={escape} className="print-page" data-testid="seating-print">
      <div className="no-print actions">
        <button className="primary" onClick={() => window.print()}>
          {t('print.print')}
        </button>
        <button onClick={onClose}>{t('seating.cancel')}</button>
      </div>
      <h1>{t('seating.printTitle', { name: tournamentName })}</h1>
      <p className="muted">{t('print.printedAt', { time: dateTime(Date.now()) })}</p>
      <table className="print-table">
        <thead>
          <tr>
            <th>{t('seating.list.name')}</th>
            <th>{t('seating.list.number')}</th>
            <th>{t('seating.list.table')}</th>
            <th>{t('seating.list.seat')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.table}/${r.seat}`}>
              <td>{r.name}</td>
              <td>{r.number ?? ''}</td>
              <td>{r.table}</td>
              <td>{r.seat}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="seat-cards">
        {rows.map((r) => (
          <div className="seat-card" key={`c${r.table}/${r.seat}`}>
            <div className="seat-card__where" data-testid="seat-card-where">
              {/* The hall's name of the table beside its number (§8.1): "Table 3 (Window) · Seat 5". */}
              {t('seating.card', { table: r.tableName ? `${r.table} (${r.tableName})` : r.table, seat: r.seat })}
            </div>
            <div className="seat-card__name">{r.name}</div>
            <div className="muted">
              {tournamentName} · #{r.number ?? ''}
            </div>
            {phone && <PhoneQr link={phone} size={72} caption={t('seating.cardQr')} testId="seat-card-qr" />}
          </div>
        ))}
      </div>
    </section>
  )
}
