import { useCallback, useState, type ReactNode } from 'react'
import { isEnteredAfterTheFact } from '../../../../shared/core/record'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { lastAt, occurredAtOf, todayAt, type AfterTheFactValue } from './afterTheFactTime'

export { lastAt, occurredAtOf, todayAt, type AfterTheFactValue }

/** The server's "now" as this screen knows it (the same offset the clock view uses). */
export function useServerNow(): () => number {
  const client = useClient()
  return useCallback(() => Date.now() + client.serverOffsetMs(), [client])
}

export const notAfterTheFact: AfterTheFactValue = { open: false, time: '' }

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
