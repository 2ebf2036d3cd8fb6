import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import type { Command } from '../../../shared/core/commands'
import { placeLabel } from '../../../shared/core/results/Protocol'
import type { ResultRow, ResultsView } from '../../../shared/core/results/views'
import { useClient, useSubscription } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { useCommand } from '../registration/useCommand'
import { downloadBase64, downloadText } from './download'
import { AfterTheFact, EnteredLater, notAfterTheFact, occurredAtOf, useAfterTheFact, useServerNow } from './AfterTheFact'
import { DisputePanel } from './DisputePanel'
import { PenaltyPanel } from './PenaltyPanel'
import { SeriesPanel } from './SeriesPanel'
import { ProtocolPreview } from './ProtocolPreview'
import { SeatPicker, seatIndex } from './SeatPicker'

interface Picked {
  entryId: string
  startStack: string
  tableId: string
  /** From the seating when the entry is seated (Appendix C.8); the table can still be typed by hand. */
  seat: number | null
  eliminatedBy: string
}

const label = (r: Pick<ResultRow, 'number' | 'displayName'>): string => `#${r.number ?? '—'} ${r.displayName}`

/**
 * The floor's elimination panel (§27.6): pick everyone out in one hand, enter start-of-hand stacks when there are
 * several (§24.7–§24.10), confirm. Below: places with their basis (§27.7), recorded hands with undo (§27.8), the
 * announced rules, approval and the protocol export (§28.12, Appendix C).
 */
export function ResultsTab({ tournamentId, fileBase }: { tournamentId: string; fileBase: string }): ReactNode {
  const { t, explain, language } = useI18n()
  const client = useClient()
  const run = useCommand()
  const view = useSubscription({ topic: 'results', tournamentId })
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const [search, setSearch] = useState('')
  const [previewing, setPreviewing] = useState(false)
  const [picked, setPicked] = useState<Picked[]>([])
  const [level, setLevel] = useState('')
  const [confirmedBy, setConfirmedBy] = useState('')
  const [tieReason, setTieReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [undoing, setUndoing] = useState<string | null>(null)
  const [undoReason, setUndoReason] = useState('')
  const [correcting, setCorrecting] = useState<string | null>(null)
  const [stacks, setStacks] = useState<Record<string, string>>({})
  const [later, setLater] = useAfterTheFact()
  const serverNow = useServerNow()

  const inPlay = useMemo(() => (view?.rows ?? []).filter((r) => r.status === 'in'), [view])
  const byId = useMemo(() => new Map((view?.rows ?? []).map((r) => [r.entryId, r])), [view])
  const seats = useMemo(() => seatIndex(seating), [seating])
  const inPlayIds = useMemo(() => new Set(inPlay.map((r) => r.entryId)), [inPlay])
  if (!view) return <p className="muted">{t('app.connecting')}</p>

  const pickedIds = new Set(picked.map((p) => p.entryId))
  const needle = search.trim().toLowerCase()
  const candidates = inPlay.filter((r) => !pickedIds.has(r.entryId) && (needle === '' || String(r.number) === needle || r.displayName.toLowerCase().includes(needle)))
  const levelValue = level !== '' ? level : String(registration?.position?.level ?? view.hands[0]?.level ?? 1)
  const several = picked.length > 1
  const needsOrder = several && (view.rules.tieRule === 'director' || view.rules.tieRule === 'other')
  const laterAt = occurredAtOf(later, serverNow())

  // §26.14: `occurredAt` when the record is entered after the fact.
  const send = (command: Command, reason?: string, occurredAt?: number): Promise<boolean> =>
    run(command, reason || occurredAt !== undefined ? { ...(reason ? { reason } : {}), ...(occurredAt !== undefined ? { occurredAt } : {}) } : undefined).then((r) => {
      if (r.ok) setError(null)
      else setError(explain(r.error))
      return r.ok
    })

  const record = (e: FormEvent): void => {
    e.preventDefault()
    if (picked.length === 0) return
    const occurredAt = occurredAtOf(later, serverNow())
    if (occurredAt === 'future') return setError(t('afterTheFact.future'))
    const names = picked.map((p) => byId.get(p.entryId)?.displayName ?? '?').join(', ')
    const command: Command = {
      type: 'results.recordHand',
      tournamentId,
      level: Number(levelValue),
      confirmedBy,
      busts: picked.map((p) => ({
        entryId: p.entryId,
        startStack: Number(p.startStack || 0),
        ...(p.tableId.trim() ? { tableId: p.tableId.trim() } : {}),
        ...(p.seat !== null && p.tableId.trim() === String(seats.get(p.entryId)?.table) ? { seat: p.seat } : {}),
        ...(p.eliminatedBy ? { eliminatedBy: p.eliminatedBy } : {})
      })),
      ...(needsOrder ? { tieOrder: { order: picked.map((p) => p.entryId), reason: tieReason, decidedBy: confirmedBy } } : {})
    }
    void send(command, view.approval ? tieReason || undefined : undefined, occurredAt).then((ok) => {
      if (!ok) return
      setPicked([])
      setSearch('')
      setTieReason('')
      // The next record is one made now unless the operator gives another time.
      setLater(later.open ? { open: true, time: '' } : notAfterTheFact)
      setMessage(t('results.panel.recorded', { names }))
    })
  }

  // An entry picked by number or name gets its table and seat from the seating, when it is seated.
  const pick = (entryId: string, at = seats.get(entryId)): void =>
    setPicked((list) => (list.some((p) => p.entryId === entryId) ? list : [...list, { entryId, startStack: '', tableId: at ? String(at.table) : '', seat: at?.seat ?? null, eliminatedBy: '' }]))
  const update = (entryId: string, patch: Partial<Picked>): void => setPicked((list) => list.map((p) => (p.entryId === entryId ? { ...p, ...patch } : p)))

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
      <form className="card results-panel" onSubmit={record} data-testid="elimination-panel">
        <h2>{t('results.panel.title')}</h2>
        <p className="muted">{t('results.panel.hint')}</p>
        <p className="muted">
          {t('results.remaining', { remaining: view.remaining, entrants: view.entrants })} · {t('results.panel.tieRule', { rule: t(`results.tieRule.${view.rules.tieRule}`) })}
        </p>
        {view.winner && <p className="badge" data-testid="results-winner">{t('results.winner', { name: view.winner.displayName })}</p>}
        <div className="row">
          <label>
            {t('results.panel.level')}
            <input type="number" min={1} value={levelValue} onChange={(e) => setLevel(e.target.value)} data-testid="elim-level" />
          </label>
          <label>
            {t('results.panel.confirmedBy')}
            <input value={confirmedBy} onChange={(e) => setConfirmedBy(e.target.value)} data-testid="elim-confirmed-by" required />
          </label>
        </div>
        {seating?.drawn && <SeatPicker seating={seating} inPlay={inPlayIds} picked={pickedIds} onPick={(p) => pick(p.entryId, { table: p.table, seat: p.seat })} />}
        <input placeholder={t('results.panel.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="elim-search" />
        <div className="pick-list">
          {candidates.slice(0, 40).map((r) => (
            <button
              type="button"
              key={r.entryId}
              className="pick"
              data-testid={`pick-${r.number ?? r.entryId}`}
              onClick={() => pick(r.entryId)}
            >
              {label(r)}
            </button>
          ))}
        </div>
        {picked.length > 0 && (
          <table className="picked">
            <thead>
              <tr>
                <th>{t('results.col.name')}</th>
                {several && <th>{t('results.panel.startStack')}</th>}
                <th>{t('results.panel.table')}</th>
                <th>{t('results.panel.eliminatedBy')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {picked.map((p) => {
                const r = byId.get(p.entryId)
                return (
                  <tr key={p.entryId} data-testid={`picked-${r?.number ?? p.entryId}`}>
                    <td>{r ? label(r) : p.entryId}</td>
                    {several && (
                      <td>
                        <input type="number" min={0} required value={p.startStack} onChange={(e) => update(p.entryId, { startStack: e.target.value })} data-testid={`stack-${r?.number ?? p.entryId}`} />
                      </td>
                    )}
                    <td>
                      <input className="narrow" value={p.tableId} onChange={(e) => update(p.entryId, { tableId: e.target.value })} aria-label={t('results.panel.table')} />
                      {p.seat !== null && p.tableId.trim() === String(seats.get(p.entryId)?.table) && <span className="muted"> {t('results.panel.seatN', { seat: p.seat })}</span>}
                    </td>
                    <td>
                      <select value={p.eliminatedBy} onChange={(e) => update(p.entryId, { eliminatedBy: e.target.value })}>
                        <option value="">{t('results.panel.nobody')}</option>
                        {inPlay
                          .filter((o) => !pickedIds.has(o.entryId))
                          .map((o) => (
                            <option key={o.entryId} value={o.entryId}>
                              {label(o)}
                            </option>
                          ))}
                      </select>
                    </td>
                    <td>
                      <button type="button" className="link" onClick={() => setPicked((list) => list.filter((x) => x.entryId !== p.entryId))}>
                        {t('results.panel.remove')}
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
        <AfterTheFact
          value={later}
          onChange={setLater}
          testId="elim-after-the-fact"
          hint={
            <>
              <p className="muted">{t('afterTheFact.levelHint')}</p>
              {/* Places follow the order in which hands are recorded, not their times (§26.14: enter the paper records in order). */}
              {typeof laterAt === 'number' && view.hands.some((h) => h.occurredAt > laterAt) && (
                <p className="error" data-testid="elim-later-hands">
                  {t('afterTheFact.laterHands')}
                </p>
              )}
            </>
          }
        />
        {(needsOrder || (view.approval && picked.length > 0)) && (
          <label>
            {t('results.panel.tieReason')}
            <input value={tieReason} onChange={(e) => setTieReason(e.target.value)} required />
          </label>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={picked.length === 0} data-testid="record-elimination">
            {t('results.panel.confirm', { count: picked.length })}
          </button>
        </div>
        {message && <p className="muted" data-testid="elim-message">{message}</p>}
        {error && <p className="error" role="alert">{error}</p>}
      </form>

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
                    void send(command, undoReason).then((ok) => {
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
                    void send({ type: 'results.undoHand', tournamentId, handId: h.handId }, undoReason).then((ok) => {
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
        {previewing && <ProtocolPreview tournamentId={tournamentId} version={view.version} />}
      </section>

      <SeriesPanel tournamentId={tournamentId} view={view} />

      <PenaltyPanel tournamentId={tournamentId} view={view} />

      <DisputePanel tournamentId={tournamentId} view={view} />

      <RulesForm tournamentId={tournamentId} view={view} send={send} />
    </div>
  )
}

function RulesForm({ tournamentId, view, send }: { tournamentId: string; view: ResultsView; send: (c: Command, reason?: string) => Promise<boolean> }): ReactNode {
  const { t } = useI18n()
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
    </form>
  )
}
