import { useCallback, useState, type ReactNode } from 'react'
import { isEnteredAfterTheFact } from '../../../shared/core/record'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'

/** "HH:MM" today (the hall's local date) as epoch ms, or null for an empty or malformed time. */
export function todayAt(time: string, now: number): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!m) return null
  const d = new Date(now)
  d.setHours(Number(m[1]), Number(m[2]), 0, 0)
  return d.getTime()
}

/** The server's "now" as this screen knows it (the same offset the clock view uses). */
export function useServerNow(): () => number {
  const client = useClient()
  return useCallback(() => Date.now() + client.serverOffsetMs(), [client])
}

export interface AfterTheFactValue {
  open: boolean
  time: string
}

export const notAfterTheFact: AfterTheFactValue = { open: false, time: '' }

/**
 * §26.14: the moment a record entered after the fact happened, or undefined for a record made now. A time still to
 * come today is `'future'`: refused here before the core refuses it (`error.occurredInFuture`).
 */
export function occurredAtOf(value: AfterTheFactValue, now: number): number | 'future' | undefined {
  if (!value.open) return undefined
  const at = todayAt(value.time, now)
  if (at === null) return undefined
  return at > now ? 'future' : at
}

/**
 * §26.14, §29.79: "entered after the fact — happened at HH:MM", collapsed until the operator opens it. Today's date,
 * the time picked. The record is written now and marked "entered later" with both times.
 */
export function AfterTheFact({
  value,
  onChange,
  testId,
  hint
}: {
  value: AfterTheFactValue
  onChange: (v: AfterTheFactValue) => void
  testId: string
  hint?: ReactNode
}): ReactNode {
  const { t } = useI18n()
  const serverNow = useServerNow()
  const at = occurredAtOf(value, serverNow())
  return (
    <details
      className="after-the-fact"
      open={value.open}
      onToggle={(e) => onChange({ ...value, open: (e.currentTarget as HTMLDetailsElement).open })}
      data-testid={testId}
    >
      <summary>{t('afterTheFact.toggle')}</summary>
      <div className="row">
        <label>
          {t('afterTheFact.happenedAt')}
          <input
            type="time"
            value={value.time}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
            data-testid={`${testId}-time`}
          />
        </label>
        <span className="muted">{t('afterTheFact.hint')}</span>
      </div>
      {at === 'future' && (
        <p className="error" role="alert">
          {t('afterTheFact.future')}
        </p>
      )}
      {hint}
    </details>
  )
}

/** §26.14: "entered later: happened …, recorded …" for a record whose two times differ by more than the slack. */
export function EnteredLater({
  occurredAt,
  recordedAt,
  testId
}: {
  occurredAt: number
  recordedAt: number
  testId?: string
}): ReactNode {
  const { t, time } = useI18n()
  if (!isEnteredAfterTheFact({ occurredAt, recordedAt })) return null
  return (
    <em className="entered-later" data-testid={testId}>
      {t('afterTheFact.mark', { occurred: time(occurredAt), recorded: time(recordedAt) })}
    </em>
  )
}

/** Local state for one form's after-the-fact input. */
export function useAfterTheFact(): [AfterTheFactValue, (v: AfterTheFactValue) => void] {
  return useState<AfterTheFactValue>(notAfterTheFact)
}
