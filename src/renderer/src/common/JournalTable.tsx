import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { subjectsOf, type JournalNames } from '../../../shared/core/journal/subjects'
import type { DomainEvent } from '../../../shared/core/events'
import { changesOf } from '../../../shared/core/journal/changes'
import { isEnteredAfterTheFact, type EventRecord } from '../../../shared/core/record'
import { isMessageKey } from '../../../shared/i18n'
import { journalFieldLabel, journalValue, type ValueFormat } from '../history/journalValues'
import { clockJournalDetail } from '../admin/clock/journalDetail'
import { useI18n } from '../i18n/I18n'
import { useClient } from './ClientContext'
import { registrationJournalDetail } from '../registration/journalDetail'
import { seatingJournalDetail } from '../seating/journalDetail'
import { flightsJournalDetail } from '../flights/journalDetail'

/**
 * Old → new of only the fields a record changed (§4.7, §27.8), field names and values in the chosen
 * language (`history/journalValues.ts`).
 */
function changesDetail(event: DomainEvent, f: ValueFormat): string | null {
  const changes = changesOf(event)
  if (!changes || changes.length === 0) return null
  return changes
    .map(
      (c) =>
        `${journalFieldLabel(event, c.field, f)}: ${journalValue(event, c.field, c.from, f)} → ${journalValue(event, c.field, c.to, f)}`
    )
    .join('; ')
}

function detailOf(event: DomainEvent, f: ValueFormat): string {
  const { t, dateTime, num } = f
  return [
    registrationJournalDetail(event, t),
    changesDetail(event, f),
    clockJournalDetail(event, dateTime, t),
    seatingJournalDetail(event, t),
    flightsJournalDetail(event, t, num)
  ]
    .filter((d): d is string => !!d)
    .join(' · ')
}

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
      const tournamentId = (r.event as { tournamentId?: unknown }).tournamentId
      if (typeof tournamentId === 'string') streams.add(tournamentId)
      for (const id of subjectsOf(r.event).playerIds) players.add(id)
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

/** Who the record is about, by name: the players of the entries it names, then the players it names. */
function subjectOf(event: DomainEvent, names: JournalNames): string {
  const { entryIds, playerIds } = subjectsOf(event)
  const list: string[] = []
  for (const id of entryIds) {
    const name = names.entries[id]
    if (name && !list.includes(name)) list.push(name)
  }
  for (const id of playerIds) {
    const name = names.players[id]
    if (name && !list.includes(name)) list.push(name)
  }
  return list.join(', ')
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
  const format: ValueFormat = { t, dateTime, num }
  const names = useJournalNames(records)
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
          const detail = detailOf(r.event, format)
          const subject = subjectOf(r.event, names)
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
