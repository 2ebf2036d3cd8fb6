import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { BackupSummary } from '../../../shared/contract/operations'
import { isMessageKey } from '../../../shared/i18n'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'

/** Backups of the database: list, take one now, restore one with a reason (issue 7). */
export function Backups(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [backups, setBackups] = useState<BackupSummary[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [restoring, setRestoring] = useState<string | null>(null)
  const [reason, setReason] = useState('')

  const refresh = useCallback(() => {
    void client.operate({ type: 'backup.list' }).then((r) => r.ok && setBackups(r.value))
  }, [client])
  useEffect(refresh, [refresh])

  const kind = (reasonCode: string): string => {
    const key = `backup.kind.${reasonCode}`
    return isMessageKey(key) ? t(key) : reasonCode
  }

  return (
    <section>
      <div className="section-head">
        <h1>{t('backup.title')}</h1>
        <button
          className="primary"
          onClick={() =>
            void client.operate({ type: 'backup.create' }).then((r) => {
              setMessage(r.ok ? t('backup.taken', { file: r.value.file }) : explain(r.error))
              refresh()
            })
          }
        >
          {t('backup.now')}
        </button>
      </div>
      <p className="muted">{t('backup.explain')}</p>
      {message && <p role="status">{message}</p>}
      {backups && backups.length === 0 && <p className="muted">{t('backup.none')}</p>}
      {backups && backups.length > 0 && (
        <table className="grid" data-testid="backups">
          <thead>
            <tr>
              <th>{t('backup.when')}</th>
              <th>{t('backup.reason')}</th>
              <th>{t('backup.size')}</th>
              <th>{t('backup.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.file}>
                <td title={b.file}>{new Date(b.takenAt).toLocaleString()}</td>
                <td>{kind(b.reason)}</td>
                <td>{(b.bytes / 1024).toFixed(0)} KiB</td>
                <td className={b.good ? '' : 'error'}>{b.good ? t('backup.good') : t('backup.bad')}</td>
                <td>
                  {b.good &&
                    (restoring === b.file ? (
                      <form
                        className="inline-form"
                        onSubmit={(e) => {
                          e.preventDefault()
                          void client.operate({ type: 'backup.restore', file: b.file, reason }).then((r) => {
                            setMessage(
                              r.ok ? t('backup.restored', { file: r.value.restoredFrom, replaced: r.value.replacedFile }) : explain(r.error)
                            )
                            setRestoring(null)
                            setReason('')
                            refresh()
                          })
                        }}
                      >
                        <input
                          aria-label={t('backup.restoreReason')}
                          placeholder={t('backup.restoreReason')}
                          value={reason}
                          onChange={(e) => setReason(e.target.value)}
                          required
                        />
                        <button type="submit" className="primary" disabled={!reason.trim()}>
                          {t('backup.restoreConfirm')}
                        </button>
                      </form>
                    ) : (
                      <button onClick={() => setRestoring(b.file)}>{t('backup.restore')}</button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
