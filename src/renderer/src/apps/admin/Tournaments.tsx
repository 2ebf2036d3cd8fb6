import { useState, type ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { TournamentForm } from './TournamentForm'
import { TournamentPage } from './TournamentPage'
import { readJsonFile } from './transfer'
import { useClient } from '../../common/ClientContext'
import { useAdminPath } from '../../common/useAdminPath'
import { NO_ADMIN_PATH } from '../../route'

/** The list of recorded tournaments, the form for a new one, and the open tournament. */
export function Tournaments(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [message, setMessage] = useState<string | null>(null)
  const list = useSubscription({ topic: 'tournaments' })
  // The open tournament is in the address, so a reload opens it again.
  const [path, go] = useAdminPath()
  const openId = path.tournamentId
  const setOpenId = (id: string | null): void => go(id ? { ...NO_ADMIN_PATH, tournamentId: id } : NO_ADMIN_PATH)
  const [creating, setCreating] = useState(false)
  // A file that merges players recorded here waits for the director's reason.
  const [pendingMerge, setPendingMerge] = useState<{ document: unknown; question: string } | null>(null)
  const [mergeReason, setMergeReason] = useState('')
  const importFile = (document: unknown, reason?: string) =>
    client.operate({ type: 'tournament.import', document, ...(reason ? { mergeReason: reason } : {}) }).then((r) => {
      if (!r.ok && r.error.code === 'error.import.mergesLocal' && !reason) {
        setPendingMerge({ document, question: explain(r.error) })
        setMessage(null)
        return
      }
      setPendingMerge(null)
      setMergeReason('')
      setMessage(r.ok ? t('import.done', { records: r.value.records }) : explain(r.error))
    })

  if (openId) return <TournamentPage tournamentId={openId} onBack={() => setOpenId(null)} />

  return (
    <section className="tournaments">
      <div className="section-head">
        <h1>{t('tournaments.title')}</h1>
        {!creating && (
          <button className="primary" onClick={() => setCreating(true)}>
            {t('tournaments.create')}
          </button>
        )}
        <label className="file-button">
          {t('import.button')}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              void readJsonFile(file).then((document) => importFile(document))
            }}
          />
        </label>
      </div>
      {message && <p role="status">{message}</p>}
      {pendingMerge && (
        <form
          className="card"
          aria-label={t('import.merge.title')}
          onSubmit={(e) => {
            e.preventDefault()
            if (mergeReason.trim()) void importFile(pendingMerge.document, mergeReason.trim())
          }}
        >
          <h2>{t('import.merge.title')}</h2>
          <p role="alert">{pendingMerge.question}</p>
          <label>
            {t('import.merge.reason')}
            <textarea value={mergeReason} required maxLength={1000} onChange={(e) => setMergeReason(e.target.value)} />
          </label>
          <button type="submit" className="primary" disabled={!mergeReason.trim()}>
            {t('import.merge.confirm')}
          </button>
          <button type="button" onClick={() => (setPendingMerge(null), setMergeReason(''))}>
            {t('import.merge.cancel')}
          </button>
        </form>
      )}
      {creating && (
        <TournamentForm
          onDone={(id) => {
            setCreating(false)
            if (id) setOpenId(id)
          }}
        />
      )}
      {list && list.length === 0 && <p className="muted">{t('tournaments.empty')}</p>}
      {list && list.length > 0 && (
        <table className="grid" data-testid="tournament-list">
          <thead>
            <tr>
              <th>{t('tournament.date')}</th>
              <th>{t('tournament.name')}</th>
              <th>{t('tournament.venue')}</th>
              <th>{t('tournament.discipline')}</th>
              <th>{t('tournament.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((tournament) => (
              <tr key={tournament.id}>
                <td>
                  {tournament.date} {tournament.time ?? ''}
                </td>
                <td>{tournament.name}</td>
                <td>{tournament.venue}</td>
                <td>
                  {t(`discipline.${tournament.discipline}`)} · {t(`betting.${tournament.bettingFormat}`)}
                </td>
                <td>{t(`tournament.status.${tournament.finished ? 'finished' : tournament.status}`)}</td>
                <td>
                  <button onClick={() => setOpenId(tournament.id)}>{t('tournaments.open')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
