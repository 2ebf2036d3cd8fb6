import type { ReactNode } from 'react'
import type { DomainEvent } from '../../../shared/core/events'
import { isEnteredAfterTheFact, type EventRecord } from '../../../shared/core/record'
import { isMessageKey, type MessageKey, type Params } from '../../../shared/i18n'
import { clockJournalDetail } from '../admin/clock/journalDetail'
import { useI18n } from '../i18n/I18n'
import { registrationJournalDetail } from '../registration/journalDetail'
import { seatingJournalDetail } from '../seating/journalDetail'

/** Old → new of every field a record changed (§4.7, §27.8), for the records that carry `changes`. */
function changesDetail(event: DomainEvent): string | null {
  const changes = (event as { changes?: Record<string, { from?: unknown; to?: unknown } | undefined> }).changes
  if (!changes || (event.type !== 'tournament.edited' && event.type !== 'player.edited')) return null
  return Object.entries(changes)
    .map(([field, c]) => `${field}: ${String(c?.from ?? '—')} → ${String(c?.to ?? '—')}`)
    .join('; ')
}

function detailOf(event: DomainEvent, t: (key: MessageKey, params?: Params) => string): string {
  return [registrationJournalDetail(event, t), changesDetail(event), clockJournalDetail(event), seatingJournalDetail(event)]
    .filter((d): d is string => !!d)
    .join(' · ')
}

/** The change journal as a table: when, who, what (with its facts) and why (§4.7, §27.8, §26.14). */
export function JournalTable({ records, testId, where }: { records: readonly EventRecord[]; testId: string; where?: (record: EventRecord) => string }): ReactNode {
  const { t } = useI18n()
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
          const detail = detailOf(r.event, t)
          return (
            <tr key={r.seq}>
              <td>
                {new Date(r.occurredAt).toLocaleString()}
                {isEnteredAfterTheFact(r) && <em className="muted"> ({t('journal.afterTheFact')})</em>}
              </td>
              {where && <td>{where(r)}</td>}
              <td>{r.actor}</td>
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
