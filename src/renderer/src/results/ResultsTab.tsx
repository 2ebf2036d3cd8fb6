import { useState, type ReactNode } from 'react'
import type { Command } from '../../../shared/core/commands'
import { placeLabel } from '../../../shared/core/results/Protocol'
import type { ResultsView } from '../../../shared/core/results/views'
import { useClient, useSubscription } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { downloadBase64, downloadText } from './download'
import { EnteredLater } from './AfterTheFact'
import { DisputePanel } from './DisputePanel'
import { PenaltyPanel } from './PenaltyPanel'
import { SeriesPanel } from './SeriesPanel'
import { ProtocolPreview } from './ProtocolPreview'
import { EliminationPanel } from './EliminationPanel'
import { useSender } from './useSender'

/**
 * The results tab: the elimination panel (§27.6), then places with their basis (§27.7), recorded hands with undo and
 * correction (§27.8), approval and the protocol (§28.12, Appendix C), the series, penalties, disputes and the rules.
 */
export function ResultsTab({ tournamentId, fileBase }: { tournamentId: string; fileBase: string }): ReactNode {
  const { t, explain, language } = useI18n()
  const client = useClient()
  const view = useSubscription({ topic: 'results', tournamentId })
  const [previewing, setPreviewing] = useState(false)
  const [undoing, setUndoing] = useState<string | null>(null)
  const [undoReason, setUndoReason] = useState('')
  const [correcting, setCorrecting] = useState<string | null>(null)
  const [stacks, setStacks] = useState<Record<string, string>>({})
  // Each section shows its own refusals: the hands list (undo, correction), and the approval with the downloads.
  const hands = useSender()
  const { send, error, setError } = useSender()
  if (!view) return <p className="muted">{t('app.connecting')}</p>

  const protocol = (format: 'html' | 'pdf' | 'csv', audience: 'internal' | 'public'): void => {
    const suffix = audience === 'public' ? '-public' : ''
    if (format === 'pdf') {
      // Made in a worker on the hall PC: the floor keeps working while a long protocol is set.
      void client.operate({ type: 'protocol.pdf', tournamentId, audience, language }).then((r) => {
        if (!r.ok) return setError(explain(r.error))
        downloadBase64(`protocol-${fileBase}${suffix}.pdf`, r.value.contentBase64, 'application/pdf')
      })
      return
    }
    void client.query({ type: 'results.protocol', tournamentId, format, audience, language }).then((r) => {
      if (!r.ok) return setError(explain(r.error))
      if (typeof r.value !== 'string') return
      if (format === 'html') downloadText(`protocol-${fileBase}${suffix}.html`, r.value, 'text/html;charset=utf-8')
      else downloadText(`places-${fileBase}.csv`, r.value, 'text/csv;charset=utf-8')
    })
  }

  return (
    <div className="results">
      <EliminationPanel tournamentId={tournamentId} view={view} />

      <section className="card">
        <h2>{t('results.places.title')}</h2>
        <table className="places" data-testid="places-table">
          <thead>
            <tr>
              <th>{t('results.col.place')}</th>
              <th>{t('results.col.number')}</th>
              <th>{t('results.col.name')}</th>
              <th>{t('results.col.status')}</th>
              <th>{t('results.col.basis')}</th>
              <th>{t('results.col.level')}</th>
              <th>{t('results.col.stack')}</th>
              <th>{t('results.col.by')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((r) => (
              <tr key={r.entryId}>
                <td>{placeLabel(r.place, r.placeTo)}</td>
                <td>{r.number ?? '—'}</td>
                <td>{r.displayName}</td>
                <td>{t(`results.status.${r.status}`)}</td>
                <td>
                  {r.basis ? t(`results.basis.${r.basis}`) : ''}
                  {r.note ? ` (${r.note})` : ''}
                </td>
                <td>{r.level ?? ''}</td>
                <td>{r.startStack ? r.startStack.toLocaleString() : ''}</td>
                <td>{r.eliminatedBy ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card">
        <h2>{t('results.hands.title')}</h2>
        <ul className="hands">
          {view.hands.map((h) => (
            <li key={h.handId} data-testid="recorded-hand">
              <strong>{h.entries.map((e) => `${placeLabel(e.place, e.placeTo)}. ${e.displayName}`).join(' · ')}</strong>{' '}
              <span className="muted">
                {t('results.hands.meta', { level: h.level, confirmedBy: h.confirmedBy, recordedBy: h.recordedBy })} · {new Date(h.recordedAt).toLocaleTimeString()}
              </span>{' '}
              <EnteredLater occurredAt={h.occurredAt} recordedAt={h.recordedAt} testId="hand-entered-later" />{' '}
              {correcting === h.handId ? (
                <form
                  className="row"
                  data-testid="correct-hand"
                  onSubmit={(e) => {
                    e.preventDefault()
                    const command: Command = {
                      type: 'results.correctHand',
                      tournamentId,
                      handId: h.handId,
                      level: h.level,
                      confirmedBy: h.confirmedBy,
                      busts: h.entries.map((x) => ({
                        entryId: x.entryId,
                        startStack: Number(stacks[x.entryId] ?? x.startStack),
                        ...(x.tableId ? { tableId: x.tableId } : {}),
                        ...(x.seat ? { seat: x.seat } : {}),
                        ...(x.eliminatedById ? { eliminatedBy: x.eliminatedById } : {})
                      }))
                    }
                    void hands.send(command, undoReason).then((ok) => {
                      if (ok) {
                        setCorrecting(null)
                        setUndoReason('')
                        setStacks({})
                      }
                    })
                  }}
                >
                  {h.entries.map((x) => (
                    <label key={x.entryId}>
                      {x.displayName}
                      <input type="number" min={0} value={stacks[x.entryId] ?? String(x.startStack)} onChange={(e) => setStacks((s) => ({ ...s, [x.entryId]: e.target.value }))} aria-label={`${t('results.panel.startStack')}: ${x.displayName}`} />
                    </label>
                  ))}
                  <input placeholder={t('results.hands.correctReason')} value={undoReason} onChange={(e) => setUndoReason(e.target.value)} required />
                  <button type="submit">{t('results.hands.correctConfirm')}</button>
                </form>
              ) : null}
              {correcting !== h.handId && h.entries.length > 1 && (
                <button className="link" onClick={() => setCorrecting(h.handId)}>
                  {t('results.hands.correct')}
                </button>
              )}{' '}
              {undoing === h.handId ? (
                <form
                  className="row"
                  onSubmit={(e) => {
                    e.preventDefault()
                    void hands.send({ type: 'results.undoHand', tournamentId, handId: h.handId }, undoReason).then((ok) => {
                      if (ok) {
                        setUndoing(null)
                        setUndoReason('')
                      }
                    })
                  }}
                >
                  <input placeholder={t('results.hands.undoReason')} value={undoReason} onChange={(e) => setUndoReason(e.target.value)} required />
                  <button type="submit">{t('results.hands.undoConfirm')}</button>
                </form>
              ) : (
                <button className="link" onClick={() => setUndoing(h.handId)}>
                  {t('results.hands.undo')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {hands.error && (
          <p className="error" role="alert" data-testid="hands-error">
            {hands.error}
          </p>
        )}
      </section>

      <section className="card">
        <h2>{t('results.protocol.title')}</h2>
        {view.approval ? (
          <p data-testid="results-approved">{t('results.approved', { by: view.approval.by, at: new Date(view.approval.at).toLocaleString() })}</p>
        ) : (
          <button onClick={() => void send({ type: 'results.approve', tournamentId })} disabled={!view.winner} data-testid="approve-results">
            {t('results.approve')}
          </button>
        )}
        {view.corrections > 0 && <p className="muted">{t('results.corrections', { count: view.corrections })}</p>}
        <div className="actions">
          <button onClick={() => protocol('html', 'internal')} data-testid="download-protocol">
            {t('results.protocol.html')}
          </button>
          <button onClick={() => protocol('pdf', 'internal')} data-testid="download-protocol-pdf">
            {t('results.protocol.pdf')}
          </button>
          <button onClick={() => protocol('html', 'public')}>{t('results.protocol.publicHtml')}</button>
          <button onClick={() => protocol('pdf', 'public')} data-testid="download-public-pdf">
            {t('results.protocol.publicPdf')}
          </button>
          <button onClick={() => protocol('csv', 'internal')} data-testid="download-csv">
            {t('results.protocol.csv')}
          </button>
          <button onClick={() => setPreviewing(!previewing)} aria-expanded={previewing} data-testid="preview-protocol">
            {previewing ? t('results.protocol.hidePreview') : t('results.protocol.preview')}
          </button>
        </div>
        {error && (
          <p className="error" role="alert" data-testid="protocol-error">
            {error}
          </p>
        )}
        {previewing && <ProtocolPreview tournamentId={tournamentId} version={view.version} />}
      </section>

      <SeriesPanel tournamentId={tournamentId} view={view} />

      <PenaltyPanel tournamentId={tournamentId} view={view} />

      <DisputePanel tournamentId={tournamentId} view={view} />

      <RulesForm tournamentId={tournamentId} view={view} />
    </div>
  )
}

function RulesForm({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t } = useI18n()
  const { send, error } = useSender()
  const [tieRule, setTieRule] = useState(view.rules.tieRule)
  const [dq, setDq] = useState(view.rules.disqualificationPlaces)
  const [reason, setReason] = useState('')
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault()
        void send({ type: 'results.setRules', tournamentId, rules: { tieRule, disqualificationPlaces: dq } }, reason || undefined)
      }}
    >
      <h2>{t('results.rules.title')}</h2>
      <div className="row">
        <select value={tieRule} onChange={(e) => setTieRule(e.target.value as typeof tieRule)} data-testid="tie-rule">
          {(['split', 'lot', 'director', 'other'] as const).map((r) => (
            <option key={r} value={r}>
              {t(`results.tieRule.${r}`)}
            </option>
          ))}
        </select>
        <label>
          {t('results.rules.disqualification')}
          <select value={dq} onChange={(e) => setDq(e.target.value as typeof dq)}>
            <option value="keep">{t('results.dq.keep')}</option>
            <option value="annul">{t('results.dq.annul')}</option>
          </select>
        </label>
        <input placeholder={t('results.rules.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <button type="submit">{t('results.rules.save')}</button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
