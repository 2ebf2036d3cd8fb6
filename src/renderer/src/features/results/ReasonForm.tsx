import { useState, type ReactNode } from 'react'
import { useI18n } from '../../i18n/I18n'
import { useEscape } from '../../common/escape'

/**
 * The inline reason prompt of the results tab (§27.8: a decision is recorded with who, when and why): the reason
 * field, the extra fields of the decision, confirm and cancel. `onSubmit` resolves true when the command was taken.
 */
export function ReasonForm({
  placeholder,
  confirm,
  required = true,
  onSubmit,
  onCancel,
  children,
  testId
}: {
  placeholder: string
  confirm: string
  required?: boolean
  onSubmit: (reason: string) => Promise<boolean>
  onCancel: () => void
  children?: ReactNode
  testId?: string
}): ReactNode {
  const { t } = useI18n()
  const [reason, setReason] = useState('')
  const escape = useEscape<HTMLFormElement>(onCancel) // Escape = Cancel: nothing is recorded
  return (
    <form
      ref={escape}
      className="row series-reason"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault()
        void onSubmit(reason.trim()).then((ok) => ok && setReason(''))
      }}
    >
      {children}
      <input
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required={required}
      />
      <button type="submit">{confirm}</button>
      <button type="button" className="link" onClick={onCancel}>
        {t('series.cancel')}
      </button>
    </form>
  )
}
