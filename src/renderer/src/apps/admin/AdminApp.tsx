import { useEffect, useState, type ReactNode } from 'react'
import type { Rejection } from '../../../../shared/core/rejection'
import { isElectron } from '../../client'
import { About } from '../../common/About'
import { Connect } from '../../common/Connect'
import { LanguagePicker } from '../../common/LanguagePicker'
import { isHelpKey } from '../../common/keyboard'
import { ShortcutsHelp } from '../../common/ShortcutsHelp'
import '../../common/admin.css'
import { useI18n } from '../../i18n/I18n'
import { Backups } from './Backups'
import { SignIn } from './SignIn'
import { Tournaments } from './Tournaments'
import { Players } from '../../features/registration/Players'
import { History } from '../../features/history/History'
import { SeriesPage } from '../../features/results/SeriesPage'
import { Sharing } from './Sharing'
import { Federation } from './Federation'
import { Displays } from '../../features/displays/Displays'
import { adminHash, NO_ADMIN_PATH } from '../../route'
import { FloorDashboard } from './FloorDashboard'
import { Accounts, AccountsNavButton, ChangeOperatorButton, SignedInName } from './Accounts'

const PIN_KEY = 'floorclock.adminPin'
const OPERATOR_KEY = 'floorclock.operator'

/** The admin window: sign in (hall server only), then the tournament records. */
export function AdminApp({ params }: { params: URLSearchParams }): ReactNode {
  const { t, explain } = useI18n()
  const [pin, setPin] = useState<string | null>(() => params.get('pin') ?? sessionStorage.getItem(PIN_KEY))
  const [operator, setOperator] = useState<string | null>(() => localStorage.getItem(OPERATOR_KEY))
  const [denied, setDenied] = useState<string | null>(null)
  const [about, setAbout] = useState(false)
  const [help, setHelp] = useState(false)
  // `?` shows the shortcuts on every page, never while the operator types in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!isHelpKey(e)) return
      e.preventDefault()
      setHelp(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const [page, setPage] = useState<
    | 'tournaments'
    | 'floor'
    | 'players'
    | 'series'
    | 'history'
    | 'backups'
    | 'sharing'
    | 'federation'
    | 'displays'
    | 'accounts'
  >('tournaments')

  // A page of the navigation leaves the open tournament (its place in the address).
  const openPage = (next: typeof page): void => {
    setPage(next)
    const list = adminHash(NO_ADMIN_PATH, location.hash)
    if (location.hash !== list) location.hash = list
  }

  const needsPin = !isElectron() && !pin
  // Refused (a wrong PIN, an account's name without its PIN, an account switched off): ask again, never retry.
  if (needsPin || !operator || denied !== null) {
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
            <button className={page === 'tournaments' ? 'active' : ''} onClick={() => openPage('tournaments')}>
              {t('nav.tournaments')}
            </button>
            <button
              className={page === 'floor' ? 'active' : ''}
              onClick={() => openPage('floor')}
              data-testid="nav-floor"
            >
              {t('nav.floor')}
            </button>
            <button
              className={page === 'players' ? 'active' : ''}
              onClick={() => openPage('players')}
              data-testid="nav-players"
            >
              {t('nav.players')}
            </button>
            <button
              className={page === 'series' ? 'active' : ''}
              onClick={() => openPage('series')}
              data-testid="nav-series"
            >
              {t('nav.series')}
            </button>
            <button
              className={page === 'history' ? 'active' : ''}
              onClick={() => openPage('history')}
              data-testid="nav-history"
            >
              {t('nav.history')}
            </button>
            <button className={page === 'backups' ? 'active' : ''} onClick={() => openPage('backups')}>
              {t('nav.backups')}
            </button>
            <button
              className={page === 'sharing' ? 'active' : ''}
              onClick={() => openPage('sharing')}
              data-testid="nav-sharing"
            >
              {t('nav.sharing')}
            </button>
            <button
              className={page === 'federation' ? 'active' : ''}
              onClick={() => openPage('federation')}
              data-testid="nav-federation"
            >
              {t('nav.federation')}
            </button>
            <button
              className={page === 'displays' ? 'active' : ''}
              onClick={() => openPage('displays')}
              data-testid="nav-displays"
            >
              {t('nav.displays')}
            </button>
            <AccountsNavButton active={page === 'accounts'} onClick={() => openPage('accounts')} />
          </nav>
          <span className="admin__spacer" />
          <span className="admin__operator" data-testid="operator">
            {t('operator.label')}: <SignedInName fallback={operator} />{' '}
            <ChangeOperatorButton
              onChange={(signOut) => {
                localStorage.removeItem(OPERATOR_KEY)
                setOperator(null)
                if (signOut) {
                  sessionStorage.removeItem(PIN_KEY)
                  setPin(null)
                }
              }}
            />
          </span>
          <LanguagePicker />
          <button onClick={() => setHelp(true)} title={t('clock.admin.shortcuts')} data-testid="open-shortcuts">
            ?
          </button>
          <button onClick={() => setAbout(true)}>{t('app.about')}</button>
        </header>
        <main className="admin__main">
          {page === 'tournaments' ? (
            <Tournaments />
          ) : page === 'floor' ? (
            // A line or an alert opens its tournament's page on the tab where it is dealt with.
            <FloorDashboard
              onOpen={(link) => {
                setPage('tournaments')
                location.hash = adminHash(
                  { tournamentId: link.tournamentId, tab: link.tab, results: null },
                  location.hash
                )
              }}
            />
          ) : page === 'players' ? (
            <Players />
          ) : page === 'series' ? (
            <SeriesPage />
          ) : page === 'history' ? (
            <History />
          ) : page === 'sharing' ? (
            <Sharing />
          ) : page === 'federation' ? (
            <Federation />
          ) : page === 'displays' ? (
            <Displays />
          ) : page === 'accounts' ? (
            <Accounts />
          ) : (
            <Backups />
          )}
        </main>
        {about && <About onClose={() => setAbout(false)} />}
        {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
      </div>
    </Connect>
  )
}
