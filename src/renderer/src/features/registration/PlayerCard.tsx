import { useEffect, useState, type ReactNode } from 'react'
import type { EventRecord } from '../../../../shared/core/record'
import { patchBetween } from '../../../../shared/core/patch'
import type { PlayerFields, PlayerDetail, PlayerHit } from '../../../../shared/core/players'
import type { Rejection } from '../../../../shared/core/rejection'
import { useClient } from '../../common/ClientContext'
import { JournalTable } from '../../common/JournalTable'
import { useI18n } from '../../i18n/I18n'
import { PlayerForm } from './PlayerForm'
import { PlayerHistoryTable } from '../history/PlayerHistoryTable'
import { useCommand } from '../../common/useCommand'
import { PlayerMemberships } from '../standings/PlayerMemberships'

/** One player's record: edit (old and new values kept, §4.7), consents with dates, entries, and merging a duplicate. */
export function PlayerCard({
  player,
  onBack,
  onChanged
}: {
  player: PlayerDetail
  onBack: () => void
  onChanged: () => void
}): ReactNode {
  const { t, explain, date, dateTime } = useI18n()
  const client = useClient()
  const run = useCommand()
  const [message, setMessage] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Rejection | null>(null)
  const [mergeText, setMergeText] = useState('')
  const [mergeHits, setMergeHits] = useState<PlayerHit[]>([])
  const [duplicate, setDuplicate] = useState<PlayerHit | null>(null)
  const [reason, setReason] = useState('')
  const [history, setHistory] = useState<EventRecord[]>([])
  useEffect(() => {
    // §4.7, §27.8: every record that names this player or one of their entries, in every tournament.
    void client
      .query({ type: 'journal.list', playerId: player.id, limit: 500 })
      .then((r) => r.ok && setHistory(r.value))
  }, [client, player])
  const fields: PlayerFields = {
    displayName: player.displayName,
    fullName: player.fullName,
    participantNumber: player.participantNumber,
    clubId: player.clubId,
    contact: player.contact,
    ageConfirmed: player.ageConfirmed,
    rulesConsent: player.rulesConsent,
    dataConsent: player.dataConsent,
    notes: player.notes
  }
  const given = (at: number | null): string => (at ? ` (${t('player.given', { time: date(at) })})` : '')

  return (
    <section>
      <button className="link" onClick={onBack}>
        ← {t('players.title')}
      </button>
      <h1>{player.displayName}</h1>
      <p className="muted">
        {t('player.createdBy', { actor: player.createdBy, time: dateTime(player.createdAt) })}
        {player.mergedInto && <> · {t('player.merged')}</>}
        {player.mergedFrom.length > 0 && <> · {t('player.mergedFrom', { count: player.mergedFrom.length })}</>}
      </p>
      <p className="muted">
        {t('player.ageConfirmed')}
        {given(player.ageConfirmedAt)} · {t('player.rulesConsent')}
        {given(player.rulesConsentAt)} · {t('player.dataConsent')}
        {given(player.dataConsentAt)}
      </p>
      <PlayerForm
        key={JSON.stringify(fields)}
        initial={fields}
        submitLabel={t('tournament.saveChanges')}
        refusal={refusal}
        onSubmit={(next) => {
          // Only what the director changed.
          void run({ type: 'player.edit', playerId: player.id, changes: patchBetween(fields, next) }).then((r) => {
            setRefusal(r.ok ? null : r.error)
            setMessage(r.ok ? t('terms.recorded') : null)
            if (r.ok) onChanged()
          })
        }}
      />
      {message && <p className="muted">{message}</p>}
      {!player.mergedInto && (
        <PlayerMemberships key={player.id} playerId={player.id} memberships={player.memberships} onSaved={onChanged} />
      )}
      <PlayerHistoryTable key={`${player.id}:${player.mergedFrom.join(',')}`} playerId={player.id} />
      <h2>{t('tournament.journal')}</h2>
      <JournalTable records={history} testId="player-history" tournamentColumn />
      {!player.mergedInto && (
        <div className="card">
          <h2>{t('players.merge')}</h2>
          <input
            aria-label={t('players.mergeWhich')}
            placeholder={t('players.mergeWhich')}
            maxLength={200}
            value={mergeText}
            onChange={(e) => {
              setMergeText(e.target.value)
              void client
                .query({ type: 'players.search', text: e.target.value, limit: 8 })
                .then((r) => r.ok && setMergeHits(r.value.filter((h) => h.id !== player.id)))
            }}
          />
          <ul className="desk__hits">
            {mergeHits.map((h) => (
              <li key={h.id} className={duplicate?.id === h.id ? 'selected' : ''} onClick={() => setDuplicate(h)}>
                <b>{h.displayName}</b>{' '}
                <span className="muted">{[h.fullName, h.clubId, h.contact].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
          {duplicate && (
            <form
              className="row"
              onSubmit={(e) => {
                e.preventDefault()
                void run({ type: 'player.merge', duplicateId: duplicate.id, keepId: player.id }, { reason }).then(
                  (r) => {
                    setMessage(r.ok ? t('terms.recorded') : explain(r.error))
                    if (r.ok) {
                      setDuplicate(null)
                      onChanged()
                    }
                  }
                )
              }}
            >
              <input
                aria-label={t('players.mergeReason')}
                placeholder={t('players.mergeReason')}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
              />
              <button className="primary" type="submit">
                {t('players.mergeConfirm', { duplicate: duplicate.displayName, keep: player.displayName })}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  )
}
