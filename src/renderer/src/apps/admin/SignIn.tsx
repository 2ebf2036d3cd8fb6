import { useState, type ReactNode } from 'react'
import { useI18n } from '../../i18n/I18n'
import { LanguagePicker } from '../../common/LanguagePicker'

interface Props {
  askPin: boolean
  initialPin: string
  initialOperator: string
  error: string | null
  onSubmit: (pin: string, operator: string) => void
}

export function SignIn({ askPin, initialPin, initialOperator, error, onSubmit }: Props): ReactNode {
  const { t } = useI18n()
  const [pin, setPin] = useState(initialPin)
  const [operator, setOperator] = useState(initialOperator)
  return (
    <form
      className="signin"
      onSubmit={(e) => {
        e.preventDefault()
        if (operator.trim() && (!askPin || pin.trim())) onSubmit(pin.trim(), operator.trim())
      }}
    >
      <h1>{t('signin.title')}</h1>
      <LanguagePicker />
      <label>
        {t('signin.operator')}
        <input name="operator" value={operator} onChange={(e) => setOperator(e.target.value)} required maxLength={80} />
      </label>
      {/* On the hall network a PIN is needed: a person's own (a named account) or the installation's. At the desktop
          app it is optional: an account's PIN makes the records name the account. */}
      <label>
        {askPin ? t('signin.pin') : t('signin.pinOptional')}
        <input
          name="pin"
          type="password"
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          autoComplete="off"
          required={askPin}
        />
        {askPin && <small className="muted">{t('signin.pinHint')}</small>}
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit">{t('signin.submit')}</button>
    </form>
  )
}
