import { useEffect, useState, type ReactNode } from 'react'
import type { PlayerHit } from '../../../../shared/core/players'
import type { EventRecord } from '../../../../shared/core/record'
import { useClient } from '../../common/ClientContext'
import { JournalTable } from '../../common/JournalTable'
import { useI18n } from '../../i18n/I18n'

/**
 * Every record of the installation, newest first — tournaments, players, series, restores — or only those naming one
 * player or any of their entries (§4.7, §27.8): who, when, what (old → new) and why.
 */
export function JournalPanel({ tournamentNames }: { tournamentNames: ReadonlyMap<string, string> }): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const [text, setText] = useState('')
  const [hits, setHits] = useState<PlayerHit[]>([])
  const [player, setPlayer] = useState<PlayerHit | null>(null)
  const [records, setRecords] = useState<EventRecord[]>([])
  useEffect(() => {
    let current = true
    void client
      .query({ type: 'journal.list', limit: 300, ...(player ? { playerId: player.id } : {}) })
      .then((r) => current && r.ok && setRecords(r.value))
    return () => {
      current = false
    }
  }, [client, player])
  useEffect(() => {
    let current = true
    if (!text.trim()) return setHits([])
    void client.query({ type: 'players.search', text, limit: 8 }).then((r) => current && r.ok && setHits(r.value))
    return () => {
      current = false
    }
  }, [client, text])
  return (
    <section data-testid="history-journal">
      <h2>{t('history.journal.title')}</h2>
      <div className="filters">
        {player ? (
          <>
            <span>{t('history.journal.of', { name: player.displayName })}</span>
            <button onClick={() => setPlayer(null)}>{t('history.journal.everyone')}</button>
          </>
        ) : (
          <input
            placeholder={t('history.journal.player')}
            aria-label={t('history.journal.player')}
            className="wide"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="history-journal-player"
          />
        )}
      </div>
      {!player && hits.length > 0 && (
        <ul className="desk__hits">
          {hits.map((h) => (
            <li
              key={h.id}
              onClick={() => {
                setPlayer(h)
                setText('')
              }}
            >
              <b>{h.displayName}</b>
            </li>
          ))}
        </ul>
      )}
      <JournalTable
        records={records}
        testId="history-journal-table"
        where={(r) =>
          tournamentNames.get(r.stream) ??
          (r.stream === 'players'
            ? t('journal.stream.players')
            : r.stream === 'series'
              ? t('journal.stream.series')
              : t('journal.stream.installation'))
        }
      />
    </section>
  )
}
