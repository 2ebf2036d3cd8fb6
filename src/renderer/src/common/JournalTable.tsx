import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { subjectsOf, type JournalNames } from '../../../shared/core/journal'
import { isEnteredAfterTheFact, type EventRecord } from '../../../shared/core/record'
import { isMessageKey } from '../../../shared/i18n'
import type { ValueFormat } from '../features/history/journalValues'
import {
  journalDetail,
  journalPlayerIds,
  journalSubject,
  journalTournamentIds
} from '../features/history/journalDetail'
import { useI18n } from '../i18n/I18n'
import { useClient } from './ClientContext'

const NO_NAMES: JournalNames = { tournaments: {}, entries: {}, players: {} }

/** The names of the tournaments, entries and players these records name, asked once per set of records. */
function useJournalNames(records: readonly EventRecord[]): JournalNames {
  const client = useClient()
  const [names, setNames] = useState<JournalNames>(NO_NAMES)
  const key = useMemo(() => {
    const streams = new Set<string>()
    const players = new Set<string>()
    for (const r of records) {
      streams.add(r.stream)
      for (const id of journalTournamentIds(r.event)) streams.add(id)
      for (const part of r.actorScope?.split(',') ?? []) streams.add(part.split(':')[0]!) // the account's scope
      for (const id of [...subjectsOf(r.event).playerIds, ...journalPlayerIds(r.event)]) players.add(id)
    }
    return JSON.stringify([[...streams].slice(0, 1000), [...players].slice(0, 1000)])
  }, [records])
  useEffect(() => {
    let current = true
    const [tournamentIds, playerIds] = JSON.parse(key) as [string[], string[]]
    if (tournamentIds.length === 0 && playerIds.length === 0) return setNames(NO_NAMES)
    void client
      .query({ type: 'journal.names', tournamentIds, playerIds })
      .then((r) => current && r.ok && setNames(r.value))
    return () => {
      current = false
    }
  }, [client, key])
  return names
}

/**
 * The change journal as a table: when, who, what (with its facts) and why (§4.7, §27.8, §26.14); each row names the
 * player it is about. `tournamentColumn`: a column with the tournament of each record (a player's
 * journal across events); `where` replaces it with the caller's own label.
 */
export function JournalTable({
  records,
  testId,
  where,
  tournamentColumn = false
}: {
  records: readonly EventRecord[]
  testId: string
  where?: (record: EventRecord) => string
  tournamentColumn?: boolean
}): ReactNode {
  const { t, dateTime, num } = useI18n()
  const names = useJournalNames(records)
  const format: ValueFormat = { t, dateTime, num, names }
  const tournamentOf = (r: EventRecord): string => {
    const id = (r.event as { tournamentId?: unknown }).tournamentId
    return names.tournaments[typeof id === 'string' ? id : r.stream] ?? names.tournaments[r.stream] ?? ''
  }
  const place = where ?? (tournamentColumn ? tournamentOf : undefined)
  return (
    <table className="grid" data-testid={testId}>
      <thead>
        <tr>
          <th>{t('journal.when')}</th>
          {place && <th>{where ? t('journal.where') : t('journal.tournament')}</th>}
          <th>{t('journal.who')}</th>
          <th>{t('journal.player')}</th>
          <th>{t('journal.what')}</th>
          <th>{t('journal.why')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => {
          const key = `event.${r.event.type}`
          const detail = journalDetail(r.event, format)
          const subject = journalSubject(r.event, names)
          return (
            <tr key={r.seq}>
              <td>
                {dateTime(r.occurredAt)}
                {isEnteredAfterTheFact(r) && <em className="muted"> ({t('journal.afterTheFact')})</em>}
              </td>
              {place && <td>{place(r)}</td>}
              <td data-account={r.actorAccountId}>
                {r.actor}
                {r.actorAccountId && (
                  <span
                    className="muted"
                    title={t('journal.byAccount', { id: r.actorAccountId })}
                    aria-label={t('journal.byAccount', { id: r.actorAccountId })}
                  >
                    {' '}
                    ✔
                  </span>
                )}
                {r.actorScope && (
                  <div className="muted" data-testid="journal-scope">
                    {t('journal.scope', {
                      scope: r.actorScope
                        .split(',')
                        .map((part) => {
                          const [id = '', role = ''] = part.split(':')
                          return `${names.tournaments[id] ?? id} (${t(`accounts.role.${role}` as 'accounts.role.floor')})`
                        })
                        .join(', ')
                    })}
                  </div>
                )}
              </td>
              <td data-testid="journal-subject">{subject}</td>
              <td>
                {isMessageKey(key) ? t(key) : r.event.type}
                {detail && <span className="muted"> {detail}</span>}
              </td>
              <td>{r.reason ?? ''}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
