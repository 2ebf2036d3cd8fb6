import { useEffect, useState, type ReactNode } from 'react'
import type { PlayerHistory } from '../../../../shared/core/history'
import { placeLabel } from '../../../../shared/core/results'
import { knockoutsLabel } from '../../../../shared/core/protocol'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/** One participant across every tournament (§4.7, §28.9): entries under merged records included, newest first. */
export function PlayerHistoryTable({ playerId }: { playerId: string }): ReactNode {
  const { t, language } = useI18n()
  const client = useClient()
  const [history, setHistory] = useState<PlayerHistory | null>(null)
  useEffect(() => {
    let current = true
    void client.query({ type: 'history.player', playerId }).then((r) => current && r.ok && setHistory(r.value))
    return () => {
      current = false
    }
  }, [client, playerId])
  if (!history) return null
  const s = history.summary
  return (
    <section data-testid="player-tournament-history">
      <h2>{t('history.player.title')}</h2>
      {history.rows.length === 0 ? (
        <p className="muted">{t('history.player.empty')}</p>
      ) : (
        <>
          <p className="muted" data-testid="player-history-summary">
            {t('history.player.summary', {
              tournaments: s.tournaments,
              entries: s.entries,
              wins: s.wins,
              best: s.bestPlace ?? '—'
            })}
          </p>
          <table className="grid">
            <thead>
              <tr>
                <th>{t('history.col.date')}</th>
                <th>{t('history.col.tournament')}</th>
                <th>{t('history.player.col.entry')}</th>
                <th>{t('history.player.col.place')}</th>
                <th>{t('history.col.series')}</th>
                <th>{t('history.player.col.points')}</th>
                <th>{t('history.player.col.knockouts')}</th>
                <th>{t('history.player.col.penalties')}</th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((r) => (
                <tr key={r.entryId}>
                  <td>{r.date}</td>
                  <td>
                    {r.tournamentName}
                    <div className="muted">{r.venue}</div>
                  </td>
                  <td>
                    #{r.number ?? '—'}
                    {r.entryOrdinal > 1 && <> · {t('history.player.reentry', { n: r.entryOrdinal - 1 })}</>}
                    {r.registeredAs && (
                      <div className="muted">{t('history.player.registeredAs', { name: r.registeredAs })}</div>
                    )}
                  </td>
                  <td>
                    {r.place !== null ? (
                      <>
                        <b>{placeLabel(r.place, r.placeTo)}</b> {t('history.player.of', { entrants: r.entrants })}
                      </>
                    ) : (
                      t(`results.status.${r.status}`)
                    )}
                    {r.place !== null && !r.approved && <div className="muted">{t('history.player.provisional')}</div>}
                  </td>
                  <td>{r.series?.name ?? '—'}</td>
                  <td>{r.points ?? '—'}</td>
                  <td>{r.knockouts ? knockoutsLabel(r.knockouts, language) : '—'}</td>
                  <td>{r.penalties || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
