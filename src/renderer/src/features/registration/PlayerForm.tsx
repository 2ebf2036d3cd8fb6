import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { PlayerFields } from '../../../../shared/core/players'
import type { Rejection } from '../../../../shared/core/rejection'
import { FieldError, FormErrors, useFieldErrors } from '../../common/fieldErrors'
import { maxLengths } from '../../common/limits'
import { useI18n } from '../../i18n/I18n'
import { useEscape } from '../../common/escape'

export function emptyPlayer(displayName = ''): PlayerFields {
  return {
    displayName,
    fullName: '',
    participantNumber: '',
    clubId: '',
    contact: '',
    ageConfirmed: false,
    rulesConsent: false,
    dataConsent: false,
    notes: ''
  }
}

const TEXT_FIELDS = ['displayName', 'fullName', 'participantNumber', 'clubId', 'contact'] as const
const FLAGS = ['ageConfirmed', 'rulesConsent', 'dataConsent'] as const
const LIMITS = maxLengths(PlayerFields)
const ALL_FIELDS = [...TEXT_FIELDS, ...FLAGS, 'notes']

/**
 * The player's record (§6.2). Only the name or alias is public (§27.11); the form says so. Used inline at the desk
 * and on the players page.
 */
export function PlayerForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  compact = false,
  notes = !compact,
  refusal = null,
  children
}: {
  initial: PlayerFields
  submitLabel: string
  onSubmit: (fields: PlayerFields) => void
  onCancel?: () => void
  compact?: boolean
  /** Show the internal notes (also at the desk). */
  notes?: boolean
  /** The last refusal of the records, shown by its field. */
  refusal?: Rejection | null
  children?: ReactNode
}): ReactNode {
  const { t } = useI18n()
  const [draft, setDraft] = useState<PlayerFields>(initial)
  const errors = useFieldErrors()
  const escape = useEscape<HTMLFormElement>(() => onCancel?.(), { active: !!onCancel }) // Escape = Cancel: nothing is recorded
  const { fromRejection, clear } = errors
  useEffect(() => {
    if (refusal) fromRejection(refusal)
    else clear()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refusal replaces the messages
  }, [refusal])
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    // Every problem at once, before anything is sent.
    const checked = PlayerFields.safeParse(draft)
    if (!checked.success) {
      errors.fromZod(checked.error)
      return
    }
    errors.clear()
    onSubmit(draft)
  }
  return (
    <form ref={escape} className="card form" onSubmit={submit} data-testid="player-form">
      {TEXT_FIELDS.map((field) => (
        <label key={field} className={field === 'displayName' ? 'strong' : ''}>
          {t(`player.${field}`)}
          <input
            name={field}
            value={draft[field]}
            maxLength={LIMITS[field]}
            autoFocus={field === 'displayName'}
            onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            {...errors.props(field)}
          />
          <FieldError errors={errors} name={field} />
        </label>
      ))}
      {FLAGS.map((flag) => (
        <label key={flag} className="check">
          <input
            type="checkbox"
            name={flag}
            checked={draft[flag]}
            onChange={(e) => setDraft({ ...draft, [flag]: e.target.checked })}
          />
          {t(`player.${flag}`)}
        </label>
      ))}
      {notes && (
        <label className="wide">
          {t('player.notes')}
          <textarea
            name="notes"
            rows={2}
            value={draft.notes}
            maxLength={LIMITS.notes}
            onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
            {...errors.props('notes')}
          />
          <FieldError errors={errors} name="notes" />
        </label>
      )}
      <FormErrors errors={errors} fields={ALL_FIELDS} />
      <p className="muted wide">{t('player.internalHint')}</p>
      {children && <div className="wide">{children}</div>}
      <div className="actions wide">
        <button type="submit" className="primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('desk.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
