import { useState, type ReactNode } from 'react'
import type { Rejection } from '../../../shared/core/rejection'
import { isElectron } from '../client'
import { About } from '../common/About'
import { Connect } from '../common/Connect'
import { LanguagePicker } from '../common/LanguagePicker'
import { useI18n } from '../i18n/I18n'
import { Backups } from './Backups'
import { SignIn } from './SignIn'
import { Tournaments } from './Tournaments'
import { Players } from '../registration/Players'
import { History } from '../history/History'

const PIN_KEY = 'floorclock.adminPin'
const OPERATOR_KEY = 'floorclock.operator'

/** The admin window: sign in (hall server only), then the tournament records. */
export function AdminApp({ params }: { params: URLSearchParams }): ReactNode {
  const { t, explain } = useI18n()
  const [pin, setPin] = useState<string | null>(() => params.get('pin') ?? sessionStorage.getItem(PIN_KEY))
  const [operator, setOperator] = useState<string | null>(() => localStorage.getItem(OPERATOR_KEY))
  const [denied, setDenied] = useState<string | null>(null)
  const [about, setAbout] = useState(false)
  const [page, setPage] = useState<'tournaments' | 'players' | 'history' | 'backups'>('tournaments')

  const needsPin = !isElectron() && !pin
  if (needsPin || !operator) {
    return (
      <SignIn
        askPin={!isElectron()}
        initialPin={pin ?? ''}
        initialOperator={operator ?? ''}
        error={denied}
        onSubmit={(nextPin, nextOperator) => {
          sessionStorage.setItem(PIN_KEY, nextPin)
          localStorage.setItem(OPERATOR_KEY, nextOperator)
          setDenied(null)
          setPin(nextPin)
          setOperator(nextOperator)
        }}
      />
    )
  }

  const onDenied = (error: Rejection): void => {
    sessionStorage.removeItem(PIN_KEY)
    setDenied(explain(error))
    setPin(null)
  }

  return (
    <Connect role="admin" operator={operator} onDenied={onDenied} {...(pin ? { token: pin } : {})}>
      <div className="admin">
        <header className="admin__bar">
          <strong className="admin__brand">{t('app.name')}</strong>
          <span className="admin__tagline">{t('app.tagline')}</span>
          <nav className="admin__nav">
            <button className={page === 'tournaments' ? 'active' : ''} onClick={() => setPage('tournaments')}>
              {t('nav.tournaments')}
            </button>
            <button className={page === 'players' ? 'active' : ''} onClick={() => setPage('players')} data-testid="nav-players">
              {t('nav.players')}
            </button>
            <button className={page === 'history' ? 'active' : ''} onClick={() => setPage('history')} data-testid="nav-history">
              {t('nav.history')}
            </button>
            <button className={page === 'backups' ? 'active' : ''} onClick={() => setPage('backups')}>
              {t('nav.backups')}
            </button>
          </nav>
          <span className="admin__spacer" />
          <span className="admin__operator" data-testid="operator">
            {t('operator.label')}: <b>{operator}</b>{' '}
            <button
              className="link"
              onClick={() => {
                localStorage.removeItem(OPERATOR_KEY)
                setOperator(null)
              }}
            >
              {t('operator.change')}
            </button>
          </span>
          <LanguagePicker />
          <button onClick={() => setAbout(true)}>{t('app.about')}</button>
        </header>
        <main className="admin__main">
          {page === 'tournaments' ? <Tournaments /> : page === 'players' ? <Players /> : page === 'history' ? <History /> : <Backups />}
        </main>
        {about && <About onClose={() => setAbout(false)} />}
      </div>
    </Connect>
  )
}
