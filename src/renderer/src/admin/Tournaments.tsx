import { useState, type ReactNode } from 'react'
import { useSubscription } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { TournamentForm } from './TournamentForm'
import { TournamentPage } from './TournamentPage'
import { readJsonFile } from './transfer'
import { useClient } from '../common/ClientContext'

/** The list of recorded tournaments, the form for a new one, and the open tournament. */
export function Tournaments(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [message, setMessage] = useState<string | null>(null)
  const list = useSubscription({ topic: 'tournaments' })
  const [openId, setOpenId] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)

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
              void readJsonFile(file)
                .then((document) => client.operate({ type: 'tournament.import', document }))
                .then((r) => setMessage(r.ok ? t('import.done', { records: r.value.records }) : explain(r.error)))
            }}
          />
        </label>
      </div>
      {message && <p role="status">{message}</p>}
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
                <td>{t(`tournament.status.${tournament.status}`)}</td>
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
