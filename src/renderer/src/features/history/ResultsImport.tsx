import { useState, type ReactNode } from 'react'
import type { ResultsField, ResultsImportPreview, ResultsMapping } from '../../../../shared/core/history'
import { placeLabel } from '../../../../shared/core/results'
import type { MessageKey } from '../../../../shared/i18n'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

const FIELDS: readonly ResultsField[] = ['place', 'displayName', 'fullName', 'clubId']
const SHOWN_ROWS = 30

/**
 * A past tournament's final standings from a spreadsheet. Choose the file, say what the event was, check
 * the columns and the players matched in the preview; the import records a finished tournament or nothing.
 */
export function ResultsImport({ onImported }: { onImported: (tournamentId: string) => void }): ReactNode {
  const { t, num } = useI18n()
  const client = useClient()
  const [csv, setCsv] = useState<string | null>(null)
  const [fileName, setFileName] = useState('')
  const [name, setName] = useState('')
  const [date, setDate] = useState('')
  const [venue, setVenue] = useState('')
  const [stack, setStack] = useState('10000')
  const [mapping, setMapping] = useState<ResultsMapping | undefined>(undefined)
  const [preview, setPreview] = useState<ResultsImportPreview | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  /** §27.7: the director confirms the shared places of the file are intended; asked again for each new preview. */
  const [sharedConfirmed, setSharedConfirmed] = useState(false)

  const fields = {
    name: name.trim() || fileName.replace(/\.[^.]+$/, '') || '—',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date().toISOString().slice(0, 10),
    venue,
    discipline: 'holdem' as const,
    bettingFormat: 'no-limit' as const,
    startingStack: /^\d{1,9}$/.test(stack) && Number(stack) > 0 ? Number(stack) : 10000
  }
  const send = (text: string, confirm: boolean, map?: ResultsMapping) =>
    client
      .operate({
        type: 'results.importCsv',
        csv: text,
        fields,
        playedAt: Date.parse(`${fields.date}T12:00:00Z`),
        confirm,
        ...(map ? { mapping: map } : {})
      })
      .then((r) => {
        if (!r.ok) {
          setMessage({ ok: false, text: r.error.message })
          return
        }
        setPreview(r.value.preview)
        setSharedConfirmed(false)
        setMapping(r.value.preview.mapping)
        if (r.value.imported) {
          setMessage({ ok: true, text: t('resultsImport.done', { count: r.value.preview.rows.length }) })
          setCsv(null)
          setPreview(null)
          onImported(r.value.imported.tournamentId)
        }
      })
  const problem = (p: { code: string; params: Readonly<Record<string, string | number>> }) =>
    t(p.code as MessageKey, p.params as Record<string, string | number>)

  return (
    <section className="card" data-testid="results-import">
      <h2>{t('resultsImport.title')}</h2>
      <p className="muted">{t('resultsImport.explain')}</p>
      <div className="row">
        <label className="file-button">
          {t('resultsImport.choose')}
          <input
            type="file"
            accept=".csv,.txt,text/csv"
            data-testid="results-import-file"
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              setFileName(file.name)
              setMessage(null)
              void file.text().then((text) => {
                setCsv(text)
                setMapping(undefined)
                void send(text, false)
              })
            }}
          />
        </label>
        {fileName && <span className="muted">{fileName}</span>}
      </div>
      {csv !== null && preview && (
        <>
          <div className="form">
            <label>
              {t('tournament.name')}
              <input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
            </label>
            <label>
              {t('tournament.date')}
              <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              {t('tournament.venue')}
              <input value={venue} maxLength={200} onChange={(e) => setVenue(e.target.value)} />
            </label>
            <label>
              {t('tournament.startingStack')}
              <input inputMode="numeric" value={stack} maxLength={9} onChange={(e) => setStack(e.target.value)} />
            </label>
          </div>
          <div className="form" data-testid="results-import-mapping">
            {FIELDS.map((field) => (
              <label key={field}>
                {t(`resultsImport.field.${field}`)}
                <select
                  value={mapping?.[field] ?? -1}
                  onChange={(e) => {
                    const next = { ...mapping, [field]: Number(e.target.value) }
                    setMapping(next)
                    void send(csv, false, next)
                  }}
                >
                  <option value={-1}>{t('resultsImport.notImported')}</option>
                  {preview.headers.map((h, i) => (
                    <option key={i} value={i}>
                      {h || `#${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <p data-testid="results-import-summary">
            {t('resultsImport.summary', {
              rows: num(preview.rows.length),
              existing: num(preview.existing),
              created: num(preview.created)
            })}
          </p>
          {preview.problems.length > 0 && (
            <ul className="error" role="alert" data-testid="results-import-problems">
              {preview.problems.map((p, i) => (
                <li key={i}>{problem(p)}</li>
              ))}
            </ul>
          )}
          {preview.warnings.length > 0 && (
            <div className="warning" aria-live="polite" data-testid="results-import-shared">
              <ul>
                {preview.warnings.map((w, i) => (
                  <li key={i}>{problem(w)}</li>
                ))}
              </ul>
              {preview.importable && (
                <label className="check">
                  <input
                    type="checkbox"
                    checked={sharedConfirmed}
                    data-testid="results-import-shared-confirm"
                    onChange={(e) => setSharedConfirmed(e.target.checked)}
                  />
                  {t('resultsImport.sharedConfirm')}
                </label>
              )}
            </div>
          )}
          <table className="grid" data-testid="results-import-preview">
            <thead>
              <tr>
                <th>{t('resultsImport.line')}</th>
                <th>{t('resultsImport.field.place')}</th>
                <th>{t('resultsImport.field.displayName')}</th>
                <th>{t('resultsImport.field.clubId')}</th>
                <th>{t('resultsImport.player')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.slice(0, SHOWN_ROWS).map((row) => (
                <tr key={row.line} className={row.errors.length > 0 ? 'error' : ''}>
                  <td className="num">{row.line}</td>
                  <td className="num">{placeLabel(row.place, row.placeTo) || '—'}</td>
                  <td>{row.displayName}</td>
                  <td>{row.clubId}</td>
                  <td>
                    {row.errors.length > 0
                      ? row.errors.map(problem).join(' ')
                      : row.player?.kind === 'existing'
                        ? t('resultsImport.existing')
                        : t('resultsImport.new')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.rows.length > SHOWN_ROWS && (
            <p className="muted">{t('resultsImport.more', { count: preview.rows.length - SHOWN_ROWS })}</p>
          )}
          <button
            className="primary"
            disabled={!preview.importable || (preview.warnings.length > 0 && !sharedConfirmed)}
            data-testid="results-import-confirm"
            onClick={() => void send(csv, true, mapping)}
          >
            {t('resultsImport.confirm', { count: preview.rows.length })}
          </button>
        </>
      )}
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role="status" data-testid="results-import-message">
          {message.text}
        </p>
      )}
    </section>
  )
}
