import { useState, type ReactNode } from 'react'
import type { ColumnMapping, ImportField, ImportPreview, PlayerFields } from '../../../../shared/core/players'
import { IMPORT_FIELDS } from '../../../../shared/core/players'
import { isMessageKey } from '../../../../shared/i18n'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { useEscape } from '../../common/escape'

/**
 * CSV import with a preview: the column mapping (guessed, correctable), per-row errors and duplicate warnings.
 * Nothing is recorded until the operator confirms; then the importable rows are recorded in one transaction.
 */
export function PlayerImport({ onDone }: { onDone: () => void }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const run = useCommand()
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const escape = useEscape(onDone) // Escape = Cancel: nothing is recorded

  const ask = (text: string, mapping?: ColumnMapping): void => {
    void client
      .query({ type: 'players.importPreview', csv: text, ...(mapping ? { mapping } : {}) })
      .then((r) => r.ok && setPreview(r.value))
  }
  const importable = (preview?.rows ?? []).filter(
    (r) => r.errors.length === 0 && !r.warnings.some((w) => w.code === 'playerImport.warning.duplicate')
  )
  const problem = (p: { code: string; params?: Record<string, string | number> }): string => {
    const params = { ...p.params }
    if (typeof params.basis === 'string' && isMessageKey(`duplicate.basis.${params.basis}`))
      params.basis = t(`duplicate.basis.${params.basis}` as 'duplicate.basis.name')
    if (typeof params.field === 'string' && isMessageKey(`player.${params.field}`))
      params.field = t(`player.${params.field}` as 'player.displayName')
    return isMessageKey(p.code) ? t(p.code, params) : p.code
  }

  return (
    <section ref={escape} className="card" data-testid="player-import">
      <h1>{t('playerImport.title')}</h1>
      <label className="stack">
        {t('playerImport.file')}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void file.text().then((text) => (setCsv(text), ask(text)))
          }}
        />
      </label>
      <label className="stack">
        {t('playerImport.paste')}
        <textarea
          rows={5}
          maxLength={50_000_000}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          data-testid="import-text"
        />
      </label>
      <div className="actions">
        <button onClick={() => ask(csv)}>{t('playerImport.preview')}</button>
        <button onClick={onDone}>{t('desk.cancel')}</button>
      </div>
      <p className="muted">{t('playerImport.nothing')}</p>
      {preview && (
        <>
          <div className="form">
            {IMPORT_FIELDS.map((field: ImportField) => (
              <label key={field}>
                {t('playerImport.column', { field: t(`player.${field}`) })}
                <select
                  value={preview.mapping[field] ?? -1}
                  onChange={(e) => ask(csv, { ...preview.mapping, [field]: Number(e.target.value) })}
                >
                  <option value={-1}>{t('playerImport.notImported')}</option>
                  {preview.headers.map((h, i) => (
                    <option key={i} value={i}>
                      {h || `#${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <p data-testid="import-summary">
            {t('playerImport.summary', { importable: preview.importable, total: preview.rows.length })}
          </p>
          <table className="grid">
            <thead>
              <tr>
                <th>{t('playerImport.line')}</th>
                <th>{t('player.displayName')}</th>
                <th>{t('player.fullName')}</th>
                <th>{t('player.clubId')}</th>
                <th>{t('playerImport.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.slice(0, 500).map((row) => (
                <tr
                  key={row.line}
                  className={row.errors.length > 0 ? 'row--error' : row.warnings.length > 0 ? 'row--warning' : ''}
                >
                  <td>{row.line}</td>
                  <td>{row.fields?.displayName}</td>
                  <td>{row.fields?.fullName}</td>
                  <td>{row.fields?.clubId}</td>
                  <td>{[...row.errors, ...row.warnings].map(problem).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            className="primary"
            disabled={importable.length === 0}
            onClick={() =>
              void run({ type: 'player.import', rows: importable.map((r) => r.fields as PlayerFields) }).then((r) => {
                if (r.ok) {
                  setMessage(t('playerImport.done', { count: r.value.events.length }))
                  setPreview(null)
                  setCsv('')
                } else setMessage(explain(r.error))
              })
            }
          >
            {t('playerImport.confirm', { count: importable.length })}
          </button>
        </>
      )}
      {message && <p data-testid="import-message">{message}</p>}
    </section>
  )
}
