import type { ReactNode } from 'react'
import type { SafeModeReport } from '../../../../shared/contract/protocol'
import { useI18n } from '../../i18n/I18n'
import { LanguagePicker } from '../../common/LanguagePicker'

/**
 * Safe mode: the journal has a record that cannot be read or does not fold. Nothing is recorded;
 * the admin names the record (seq, type, time, who), what is wrong with it in the reader's language, the newest
 * backup that can be read, and how to restore it. The damaged file is kept.
 */
export function SafeMode({ report }: { report: SafeModeReport }): ReactNode {
  const { t, dateTime } = useI18n()
  const r = report.record
  // A damaged time column leaves the time unknown.
  const at = (ms: number | null): string => (ms === null ? '—' : dateTime(ms))
  return (
    <section
      className="safe-mode"
      data-testid="safe-mode"
      role="alert"
      style={{ padding: '1.5rem 2rem', maxWidth: '64rem' }}
    >
      <div className="section-head">
        <h1>{t('safeMode.title')}</h1>
        <LanguagePicker />
      </div>
      <p>{t('safeMode.explain')}</p>
      <table className="grid">
        <tbody>
          <tr>
            <th>{t('safeMode.record')}</th>
            <td data-testid="safe-mode-record">
              #{r.seq} {r.type || '—'}
            </td>
          </tr>
          <tr>
            <th>{t('safeMode.recordedAt')}</th>
            <td>{at(r.recordedAt)}</td>
          </tr>
          <tr>
            <th>{t('safeMode.by')}</th>
            <td>{r.actor}</td>
          </tr>
          <tr>
            <th>{t('safeMode.problem')}</th>
            <td>
              <p data-testid="safe-mode-problem">{t(`safeMode.problem.${r.reason.code}`, r.reason.params)}</p>
              <code>{r.problem}</code>
            </td>
          </tr>
          <tr>
            <th>{t('safeMode.database')}</th>
            <td>
              <code>{report.databaseFile}</code> — {t('safeMode.kept')}
            </td>
          </tr>
        </tbody>
      </table>
      {report.backup ? (
        <>
          <h2>{t('safeMode.restoreTitle')}</h2>
          <p data-testid="safe-mode-backup">
            {t('safeMode.backup', { file: report.backup.file, takenAt: at(report.backup.takenAt) })}
          </p>
          <p>{t('safeMode.restoreHow')}</p>
          <pre data-testid="safe-mode-command">{report.restoreCommand}</pre>
          <p className="muted">{t('safeMode.desktop')}</p>
        </>
      ) : (
        <p>{t('safeMode.noBackup')}</p>
      )}
      <p className="muted">{t('safeMode.displays')}</p>
    </section>
  )
}
