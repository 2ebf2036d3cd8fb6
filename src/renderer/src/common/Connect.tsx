import { useEffect, useState, type ReactNode } from 'react'
import type { FloorClient } from '../../../shared/contract/client'
import type { Role } from '../../../shared/contract/protocol'
import type { Rejection } from '../../../shared/core/rejection'
import { connect } from '../client'
import { ClientContext, useConnected } from './ClientContext'
import { useI18n } from '../i18n/I18n'
import { SafeMode } from '../apps/admin/SafeMode'

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
    let opened: FloorClient | null = null
    let stopDenied = (): void => undefined
    connect(role, token, operator).then(
      (c) => {
        opened = c
        if (cancelled) {
          c.close()
          return
        }
        // Denied later (a reconnect with a PIN that no longer works): the client stopped; ask the person again.
        stopDenied = c.onDenied((error) => onDenied?.(error))
        setClient(c)
      },
      (error: Rejection) => !cancelled && onDenied?.(error)
    )
    return () => {
      cancelled = true
      stopDenied()
      opened?.close()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- connect once per role and token
  }, [role, token])
  if (!client) return <div className="connecting">{t('app.connecting')}</div>
  // Safe mode: the admin shows what cannot be read and how to restore, instead of the records.
  if (client.safeMode && role === 'admin') return <SafeMode report={client.safeMode} />
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
