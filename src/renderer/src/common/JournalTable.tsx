import type { ReactNode } from 'react'
import type { DomainEvent } from '../../../shared/core/events'
import { changesOf } from '../../../shared/core/journal/changes'
import { isEnteredAfterTheFact, type EventRecord } from '../../../shared/core/record'
import { isMessageKey } from '../../../shared/i18n'
import { journalFieldLabel, journalValue, type ValueFormat } from '../history/journalValues'
import { clockJournalDetail } from '../admin/clock/journalDetail'
import { useI18n } from '../i18n/I18n'
import { registrationJournalDetail } from '../registration/journalDetail'
import { seatingJournalDetail } from '../seating/journalDetail'

/**
 * Old → new of only the fields a record changed (§4.7, §27.8, issue 14.1), field names and values in the chosen
 * language (issue 14.8, `history/journalValues.ts`).
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
  const { t, dateTime } = f
  return [
    registrationJournalDetail(event, t),
    changesDetail(event, f),
    clockJournalDetail(event, dateTime, t),
    seatingJournalDetail(event, t)
  ]
    .filter((d): d is string => !!d)
    .join(' · ')
}

/** The change journal as a table: when, who, what (with its facts) and why (§4.7, §27.8, §26.14). */
export function JournalTable({
  records,
  testId,
  where
}: {
  records: readonly EventRecord[]
  testId: string
  where?: (record: EventRecord) => string
}): ReactNode {
  const { t, dateTime, num } = useI18n()
  const format: ValueFormat = { t, dateTime, num }
  return (
    <table className="grid" data-testid={testId}>
      <thead>
        <tr>
          <th>{t('journal.when')}</th>
          {where && <th>{t('journal.where')}</th>}
          <th>{t('journal.who')}</th>
          <th>{t('journal.what')}</th>
          <th>{t('journal.why')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => {
          const key = `event.${r.event.type}`
          const detail = detailOf(r.event, format)
          return (
            <tr key={r.seq}>
              <td>
                {dateTime(r.occurredAt)}
                {isEnteredAfterTheFact(r) && <em className="muted"> ({t('journal.afterTheFact')})</em>}
              </td>
              {where && <td>{where(r)}</td>}
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
