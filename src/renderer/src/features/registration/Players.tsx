import { useEffect, useState, type ReactNode } from 'react'
import type { PlayerDetail, PlayerHit } from '../../../../shared/core/players'
import type { Rejection } from '../../../../shared/core/rejection'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { PlayerCard } from './PlayerCard'
import { emptyPlayer, PlayerForm } from './PlayerForm'
import { PlayerImport } from './PlayerImport'
import { useCommand } from '../../common/useCommand'

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
}

/** The player database shared by all tournaments: search, record, edit, merge duplicates, import and export. */
export function Players(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const run = useCommand()
  const [text, setText] = useState('')
  const [hits, setHits] = useState<PlayerHit[]>([])
  const [open, setOpen] = useState<PlayerDetail | null>(null)
  const [mode, setMode] = useState<'list' | 'new' | 'import'>('list')
  const [message, setMessage] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Rejection | null>(null)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    void client.query({ type: 'players.search', text, limit: 50 }).then((r) => current && r.ok && setHits(r.value))
    return () => {
      current = false
    }
  }, [client, text, version])

  const openPlayer = (id: string): void => {
    void client.query({ type: 'player.get', playerId: id }).then((r) => r.ok && setOpen(r.value))
  }
  const exportAs = (scope: 'public' | 'internal'): void => {
    void client.query({ type: 'players.export', scope }).then((r) => r.ok && download(`players-${scope}.csv`, r.value))
  }

  if (open) {
    return (
      <PlayerCard
        player={open}
        onBack={() => {
          setOpen(null)
          setVersion(version + 1)
        }}
        onChanged={() => openPlayer(open.id)}
      />
    )
  }
  if (mode === 'import')
    return (
      <PlayerImport
        onDone={() => {
          setMode('list')
          setVersion(version + 1)
        }}
      />
    )

  return (
    <section>
      <div className="section-head">
        <h1>{t('players.title')}</h1>
        <button className="primary" onClick={() => setMode('new')}>
          {t('players.new')}
        </button>
        <button onClick={() => setMode('import')}>{t('players.import')}</button>
        <button onClick={() => exportAs('public')}>{t('players.exportPublic')}</button>
        <button onClick={() => exportAs('internal')}>{t('players.exportInternal')}</button>
      </div>
      {mode === 'new' && (
        <PlayerForm
          initial={emptyPlayer()}
          submitLabel={t('player.record')}
          onCancel={() => setMode('list')}
          refusal={refusal}
          onSubmit={(fields) =>
            // The duplicate warning is acknowledged by recording once more with the same name (§6.3); any other
            // refusal is shown by its field and acknowledges nothing.
            void run({ type: 'player.create', fields, allowDuplicate: message !== null }).then((r) => {
              if (r.ok) {
                setMode('list')
                setMessage(null)
                setRefusal(null)
                setVersion(version + 1)
              } else if (r.error.code === 'error.player.possibleDuplicate') {
                setMessage(explain(r.error))
                setRefusal(null)
              } else {
                setMessage(null)
                setRefusal(r.error)
              }
            })
          }
        >
          {message && (
            <div className="warning" data-testid="duplicate-warning">
              {message} {t('players.recordAgain')}
            </div>
          )}
        </PlayerForm>
      )}
      <input
        aria-label={t('desk.search')}
        placeholder={t('desk.search')}
        maxLength={200}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="players-search"
      />
      <table className="grid" data-testid="players-table">
        <thead>
          <tr>
            <th>{t('player.displayName')}</th>
            <th>{t('player.fullName')}</th>
            <th>{t('player.participantNumber')}</th>
            <th>{t('player.clubId')}</th>
            <th>{t('player.contact')}</th>
            <th>{t('player.ageConfirmed')}</th>
          </tr>
        </thead>
        <tbody>
          {hits.map((p) => (
            <tr key={p.id} onClick={() => openPlayer(p.id)} className="clickable">
              <td>
                <b>{p.displayName}</b>
              </td>
              <td>{p.fullName}</td>
              <td>{p.participantNumber}</td>
              <td>{p.clubId}</td>
              <td>{p.contact}</td>
              <td>{p.ageConfirmed ? '✓' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
