import { useEffect, useState, type ReactNode } from 'react'
import type { TicketRow, TicketsView } from '../../../../shared/core/tickets'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { useEscape } from '../../common/escape'

/**
 * Satellite tickets at the desk (§5.12): the seats won into this event, each registered with one click
 * (no second entry record to pay for), and — when this tournament is a satellite — the tickets its results award,
 * issued with one record per ticket and voided with a reason.
 */
export function TicketsPanel({ tournamentId }: { tournamentId: string }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const run = useCommand()
  // The registration summary's version moves with every record of this event, and with a satellite's tickets into it.
  const summary = useSubscription({ topic: 'registration', tournamentId })
  const [view, setView] = useState<TicketsView | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [voiding, setVoiding] = useState<string | null>(null)
  const escape = useEscape<HTMLSpanElement>(() => setVoiding(null), { active: voiding !== null }) // Escape = Cancel: nothing is recorded
  const [reason, setReason] = useState('')
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    void client.query({ type: 'tickets.get', tournamentId }).then((r) => setView(r.ok ? r.value : null))
  }, [client, tournamentId, summary?.version, asked])
  if (!view || (view.announced === 0 && view.issued.length === 0 && view.seatsHere.length === 0)) return null

  const done = (ok: boolean, text: string): void => {
    setMessage({ ok, text })
    setAsked((n) => n + 1)
  }
  const register = (row: TicketRow): void => {
    void run({
      type: 'entry.register',
      tournamentId,
      playerId: row.playerId,
      ticketId: row.id,
      preRegistered: false,
      waitingList: false,
      override: false
    }).then((r) =>
      r.ok ? done(true, t('tickets.registered', { name: row.displayName })) : done(false, explain(r.error))
    )
  }
  const issue = (): void => {
    void run({ type: 'tickets.issue', tournamentId }).then((r) =>
      r.ok ? done(true, t('tickets.issuedCount', { count: r.value.events.length })) : done(false, explain(r.error))
    )
  }
  const voidTicket = (id: string): void => {
    void run({ type: 'tickets.void', tournamentId, ticketId: id }, reason.trim() ? { reason } : undefined).then((r) => {
      if (r.ok) {
        setVoiding(null)
        setReason('')
      }
      return r.ok ? done(true, t('tickets.voidedDone')) : done(false, explain(r.error))
    })
  }

  return (
    <section className="card" data-testid="tickets-panel">
      {view.seatsHere.length > 0 && (
        <>
          <h2>{t('tickets.seatsHere')}</h2>
          <table className="grid" data-testid="tickets-here">
            <thead>
              <tr>
                <th>{t('tickets.player')}</th>
                <th>{t('tickets.satellite')}</th>
                <th>{t('tickets.place')}</th>
                <th>{t('tickets.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {view.seatsHere.map((row) => (
                <tr key={row.id}>
                  <td>{row.displayName}</td>
                  <td>{row.satelliteName}</td>
                  <td className="num">{row.place ?? t('tickets.leftInPlay')}</td>
                  <td>
                    <TicketStatus row={row} />
                  </td>
                  <td>
                    {row.status === 'valid' && (
                      <button onClick={() => register(row)}>{t('tickets.register', { name: row.displayName })}</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {(view.announced > 0 || view.issued.length > 0) && (
        <>
          <h2>{t('tickets.awarded')}</h2>
          <p className="muted">
            {view.toIssue > 0
              ? t('tickets.dueNow', { count: view.toIssue })
              : view.shared.length > 0
                ? t('tickets.sharedHint', { from: view.shared[0]!.from, to: view.shared[0]!.to })
                : view.undecided.length > 0
                  ? t('tickets.undecidedHint', { places: view.undecided.join(', ') })
                  : t('tickets.allIssuedHint')}
          </p>
          <button disabled={view.toIssue === 0} onClick={issue} data-testid="tickets-issue">
            {t('tickets.issue')}
          </button>
          {view.issued.length > 0 && (
            <table className="grid" data-testid="tickets-issued">
              <thead>
                <tr>
                  <th>{t('tickets.place')}</th>
                  <th>{t('tickets.player')}</th>
                  <th>{t('tickets.for')}</th>
                  <th>{t('tickets.status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {view.issued.map((row) => (
                  <tr key={row.id}>
                    <td className="num">{row.place ?? t('tickets.leftInPlay')}</td>
                    <td>
                      {row.entryNumber !== null && <span className="muted">#{row.entryNumber} </span>}
                      {row.displayName}
                    </td>
                    <td>{row.forTournamentName}</td>
                    <td>
                      <TicketStatus row={row} />
                    </td>
                    <td>
                      {row.status === 'valid' &&
                        (voiding === row.id ? (
                          <span ref={escape} className="row">
                            <input
                              aria-label={t('tickets.voidReason')}
                              placeholder={t('tickets.voidReason')}
                              maxLength={1000}
                              value={reason}
                              onChange={(e) => setReason(e.target.value)}
                            />
                            <button onClick={() => voidTicket(row.id)}>{t('tickets.voidConfirm')}</button>
                            <button onClick={() => setVoiding(null)}>{t('tickets.cancel')}</button>
                          </span>
                        ) : (
                          <button onClick={() => setVoiding(row.id)}>{t('tickets.void')}</button>
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'} data-testid="tickets-message">
          {message.text}
        </p>
      )}
    </section>
  )
}

function TicketStatus({ row }: { row: TicketRow }): ReactNode {
  const { t } = useI18n()
  return (
    <>
      {row.status === 'used'
        ? t('tickets.used', { number: row.usedByNumber ?? '—' })
        : row.status === 'void'
          ? t('tickets.voided', { reason: row.voidReason ?? '' })
          : t('tickets.valid')}
      {!row.matchesResults && (
        <>
          {' '}
          <span className="badge warn">{t('tickets.stale')}</span>
        </>
      )}
    </>
  )
}
