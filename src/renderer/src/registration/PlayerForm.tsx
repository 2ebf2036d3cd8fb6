import { useState, type FormEvent, type ReactNode } from 'react'
import type { PlayerFields } from '../../../shared/core/players/schemas'
import { useI18n } from '../i18n/I18n'

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
  children
}: {
  initial: PlayerFields
  submitLabel: string
  onSubmit: (fields: PlayerFields) => void
  onCancel?: () => void
  compact?: boolean
  children?: ReactNode
}): ReactNode {
  const { t } = useI18n()
  const [draft, setDraft] = useState<PlayerFields>(initial)
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    onSubmit(draft)
  }
  return (
    <form className="card form" onSubmit={submit} data-testid="player-form">
      {TEXT_FIELDS.map((field) => (
        <label key={field} className={field === 'displayName' ? 'strong' : ''}>
          {t(`player.${field}`)}
          <input
            name={field}
            value={draft[field]}
            autoFocus={field === 'displayName'}
            onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
          />
        </label>
      ))}
      {FLAGS.map((flag) => (
        <label key={flag} className="check">
          <input type="checkbox" name={flag} checked={draft[flag]} onChange={(e) => setDraft({ ...draft, [flag]: e.target.checked })} />
          {t(`player.${flag}`)}
        </label>
      ))}
      {!compact && (
        <label className="wide">
          {t('player.notes')}
          <textarea name="notes" rows={2} value={draft.notes} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} />
        </label>
      )}
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
