import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { BackupPreview, BackupSummary } from '../../../../shared/contract/operations'
import { isMessageKey, type MessageKey } from '../../../../shared/i18n'
import { formatDateTime } from '../../../../shared/i18n/format'
import { Dialog } from '../../common/Dialog'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/** Backups of the database: list, take one now, restore one with a reason. */
export function Backups(): ReactNode {
  const { t, explain, language } = useI18n()
  const client = useClient()
  const [backups, setBackups] = useState<BackupSummary[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [preview, setPreview] = useState<BackupPreview | null>(null)
  const [reason, setReason] = useState('')

  // A restore first shows which live records it sets aside; the backup is only read.
  const openPreview = async (file: string): Promise<void> => {
    const r = await client.operate({ type: 'backup.preview', file })
    if (r.ok) {
      setPreview(r.value)
      setReason('')
    } else setMessage(explain(r.error))
  }
  const restore = async (): Promise<void> => {
    if (!preview) return
    const r = await client.operate({ type: 'backup.restore', file: preview.file, reason })
    setMessage(
      r.ok ? t('backup.restored', { file: r.value.restoredFrom, replaced: r.value.replacedFile }) : explain(r.error)
    )
    setPreview(null)
    setReason('')
    refresh()
  }

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
                <td title={b.file}>{formatDateTime(b.takenAt, language)}</td>
                <td>{kind(b.reason)}</td>
                <td>{(b.bytes / 1024).toFixed(0)} KiB</td>
                <td className={b.good ? '' : 'error'}>{b.good ? t('backup.good') : t('backup.bad')}</td>
                <td>
                  {b.good && (
                    <button data-testid={`restore-${b.file}`} onClick={() => void openPreview(b.file)}>
                      {t('backup.restore')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview && (
        <Dialog label={t('backup.restoreConfirm')} onClose={() => setPreview(null)} testId="restore-preview">
          <h2>{t('backup.restoreConfirm')}</h2>
          <p>
            {t('backup.previewHolds', { records: preview.backupRecords })}{' '}
            {preview.discardedCount === 0
              ? t('backup.previewNothing')
              : t('backup.previewDiscards', { count: preview.discardedCount })}
          </p>
          {preview.discarded.length > 0 && (
            <table className="grid" data-testid="restore-discarded">
              <thead>
                <tr>
                  <th>{t('journal.when')}</th>
                  <th>{t('journal.where')}</th>
                  <th>{t('journal.who')}</th>
                  <th>{t('journal.what')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.discarded.map((d) => (
                  <tr key={d.seq}>
                    <td>{formatDateTime(d.recordedAt, language)}</td>
                    <td>{d.where}</td>
                    <td>{d.actor}</td>
                    <td>{isMessageKey(`event.${d.type}`) ? t(`event.${d.type}` as MessageKey) : d.type}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.discardedCount > preview.discarded.length && (
            <p className="muted">
              {t('backup.previewMore', { count: preview.discardedCount - preview.discarded.length })}
            </p>
          )}
          <p className="muted">{t('backup.previewKept')}</p>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault()
              void restore()
            }}
          >
            <label className="wide">
              {t('backup.restoreReason')}
              <input value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} required />
            </label>
            <div className="actions wide">
              <button type="submit" className="danger" disabled={!reason.trim()}>
                {t('backup.restoreConfirm')}
              </button>
              <button type="button" onClick={() => setPreview(null)}>
                {t('dialog.cancel')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  )
}
