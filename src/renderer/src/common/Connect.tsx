import { useEffect, useState, type ReactNode } from 'react'
import type { FloorClient } from '../../../shared/contract/client'
import type { Role } from '../../../shared/contract/protocol'
import type { Rejection } from '../../../shared/core/rejection'
import { connect } from '../client'
import { ClientContext, useConnected } from './ClientContext'
import { useI18n } from '../i18n/I18n'

interface Props {
  role: Role
  token?: string
  operator?: string
  onDenied?: (error: Rejection) => void
  children: ReactNode
}

/** Connects to the main process (IPC or hall server) and provides the client to the views below. */
export function Connect({ role, token, operator, onDenied, children }: Props): ReactNode {
  const { t } = useI18n()
  const [client, setClient] = useState<FloorClient | null>(null)
  useEffect(() => {
    let cancelled = false
    connect(role, token, operator).then(
      (c) => !cancelled && setClient(c),
      (error: Rejection) => !cancelled && onDenied?.(error)
    )
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- connect once per role and token
  }, [role, token])
  if (!client) return <div className="connecting">{t('app.connecting')}</div>
  return (
    <ClientContext.Provider value={client}>
      <ConnectionBanner />
      {children}
    </ClientContext.Provider>
  )
}

function ConnectionBanner(): ReactNode {
  const { t } = useI18n()
  const connected = useConnected()
  return connected ? null : (
    <div className="banner banner--error" role="alert">
      {t('app.disconnected')}
    </div>
  )
}
