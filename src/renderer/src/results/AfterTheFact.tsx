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
 * The last HH:MM at or before `now`: a time still to come today is yesterday's — an evening that went past midnight,
 * its paper sheet entered at 00:20 for a bust at 23:40 (§26.14). A mistyped time is then before the event started,
 * and the core refuses it with that message.
 */
export function lastAt(time: string, now: number): number | null {
  const at = todayAt(time, now)
  if (at === null || at <= now) return at
  const d = new Date(at)
  d.setDate(d.getDate() - 1)
  return d.getTime()
}

/** §26.14: the moment a record entered after the fact happened, or undefined for a record made now. */
export function occurredAtOf(value: AfterTheFactValue, now: number): number | undefined {
  if (!value.open) return undefined
  return lastAt(value.time, now) ?? undefined
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
      {at !== undefined && new Date(at).getDate() !== new Date(serverNow()).getDate() && (
        <p className="warn" data-testid={`${testId}-yesterday`}>
          {t('afterTheFact.yesterday', { time: value.time })}
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
