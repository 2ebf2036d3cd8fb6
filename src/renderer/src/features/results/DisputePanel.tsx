import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import type { DisputedDecision, PenaltyLog, ResultsView } from '../../../../shared/core/results'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import {
  AfterTheFact,
  EnteredLater,
  notAfterTheFact,
  occurredAtOf,
  todayAt,
  useAfterTheFact,
  useServerNow
} from './AfterTheFact'
import { participantLabel } from './PenaltyFields'
import { useSender, type Send } from './useSender'
import { useEscape } from '../../common/escape'

/**
 * §27.4: a disputed decision is recorded after the administration's ruling, for the history of the tournament —
 * the facts and the ruling, never cards or bets (§27.3). §26.8: an appeal is the director's ruling. Internal unless
 * published (§25.14 applied to discipline). Corrections with a reason keep the history (§27.8). Entered after the
 * fact (§26.14): the time it happened is the time of the ruling.
 */
export function DisputePanel({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t, time } = useI18n()
  const client = useClient()
  const serverNow = useServerNow()
  const { send, error, setError } = useSender()
  const [disputes, setDisputes] = useState<PenaltyLog['disputes'] | null>(null)
  const [tableId, setTableId] = useState('')
  const [hand, setHand] = useState('')
  const [level, setLevel] = useState('')
  const [entryIds, setEntryIds] = useState<string[]>([])
  const [facts, setFacts] = useState('')
  const [ruling, setRuling] = useState('')
  const [ruledBy, setRuledBy] = useState('')
  const [role, setRole] = useState<'floor' | 'director'>('floor')
  const [ruledAt, setRuledAt] = useState('')
  const [appealed, setAppealed] = useState(false)
  const [published, setPublished] = useState(false)
  const [reason, setReason] = useState('')
  const [later, setLater] = useAfterTheFact()
  const [correcting, setCorrecting] = useState<string | null>(null)

  useEffect(() => {
    void client
      .query({ type: 'penalties.list', tournamentId })
      .then((r) => r.ok && setDisputes(r.value?.disputes ?? []))
  }, [client, tournamentId, view.version])

  const approved = view.approval !== null
  const nameOf = (id: string): string => view.rows.find((r) => r.entryId === id)?.displayName ?? id

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const now = serverNow()
    const occurredAt = occurredAtOf(later, now)
    // The ruling time: the after-the-fact time if given, else the time typed, else the start of this minute.
    const typed = todayAt(ruledAt, now)
    if (typed !== null && typed > now) return setError(t('afterTheFact.future'))
    const at = occurredAt ?? typed ?? Math.floor(now / 60_000) * 60_000
    setError(null)
    void send(
      {
        type: 'dispute.record',
        tournamentId,
        tableId: tableId.trim(),
        ...(hand.trim() ? { hand: Number(hand) } : {}),
        ...(level.trim() ? { level: Number(level) } : {}),
        entryIds,
        facts: facts.trim(),
        ruling: ruling.trim(),
        ruledBy: { name: ruledBy.trim(), role },
        ruledAt: at,
        appealedToDirector: appealed,
        published
      },
      approved ? reason.trim() || undefined : undefined,
      occurredAt
    ).then((ok) => {
      if (!ok) return
      setFacts('')
      setRuling('')
      setEntryIds([])
      setHand('')
      setRuledAt('')
      setAppealed(false)
      setPublished(false)
      setLater(later.open ? { open: true, time: '' } : notAfterTheFact)
    })
  }

  return (
    <section className="card" data-testid="dispute-panel">
      <h2>{t('results.disputes.title')}</h2>
      <p className="muted">{t('results.disputes.hint')}</p>
      <form onSubmit={submit} data-testid="dispute-form">
        <div className="row">
          <label>
            {t('results.disputes.table')}
            <input
              className="narrow"
              maxLength={64}
              value={tableId}
              onChange={(e) => setTableId(e.target.value)}
              required
              data-testid="dispute-table"
            />
          </label>
          <label>
            {t('results.disputes.hand')}
            <input
              type="number"
              min={1}
              value={hand}
              onChange={(e) => setHand(e.target.value)}
              data-testid="dispute-hand"
            />
          </label>
          <label>
            {t('results.disputes.level')}
            <input
              type="number"
              min={0}
              value={level}
              onChange={(e) => setLevel(e.target.value)}
              data-testid="dispute-level"
            />
          </label>
        </div>
        <fieldset className="dispute-entries" data-testid="dispute-entries">
          <legend>{t('results.disputes.participants')}</legend>
          {view.rows.map((r) => (
            <label key={r.entryId} className="check">
              <input
                type="checkbox"
                checked={entryIds.includes(r.entryId)}
                onChange={(e) =>
                  setEntryIds((ids) => (e.target.checked ? [...ids, r.entryId] : ids.filter((id) => id !== r.entryId)))
                }
                disabled={!entryIds.includes(r.entryId) && entryIds.length >= 12}
              />
              {participantLabel(r, t)}
            </label>
          ))}
        </fieldset>
        <label className="block">
          {t('results.disputes.facts')}
          <textarea
            rows={3}
            maxLength={4000}
            value={facts}
            onChange={(e) => setFacts(e.target.value)}
            required
            data-testid="dispute-facts"
          />
        </label>
        <label className="block">
          {t('results.disputes.ruling')}
          <textarea
            rows={2}
            maxLength={4000}
            value={ruling}
            onChange={(e) => setRuling(e.target.value)}
            required
            data-testid="dispute-ruling"
          />
        </label>
        <div className="row">
          <label>
            {t('results.disputes.ruledBy')}
            <input
              maxLength={120}
              value={ruledBy}
              onChange={(e) => setRuledBy(e.target.value)}
              required
              data-testid="dispute-ruled-by"
            />
          </label>
          <select
            value={role}
            onChange={(e) => setRole(e.target.value as 'floor' | 'director')}
            aria-label={t('results.penalties.roleLabel')}
            data-testid="dispute-role"
          >
            <option value="floor">{t('results.penalties.role.floor')}</option>
            <option value="director">{t('results.penalties.role.director')}</option>
          </select>
          {!later.open && (
            <label>
              {t('results.disputes.ruledAt')}
              <input
                type="time"
                value={ruledAt}
                onChange={(e) => setRuledAt(e.target.value)}
                data-testid="dispute-ruled-at"
              />
            </label>
          )}
        </div>
        <div className="row">
          <label className="check">
            <input
              type="checkbox"
              checked={appealed}
              onChange={(e) => setAppealed(e.target.checked)}
              data-testid="dispute-appealed"
            />
            {t('results.disputes.appealed')}
          </label>
          <label className="check">
            <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
            {t('results.disputes.published')}
          </label>
          {approved && (
            <input
              aria-label={t('results.penalties.approvedReason')}
              placeholder={t('results.penalties.approvedReason')}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
            />
          )}
        </div>
        <AfterTheFact value={later} onChange={setLater} testId="dispute-after-the-fact" />
        <div className="actions">
          <button type="submit" data-testid="dispute-record">
            {t('results.disputes.record')}
          </button>
        </div>
      </form>
      {error && (
        <p className="error" role="alert" data-testid="dispute-error">
          {error}
        </p>
      )}
      {disputes && disputes.length === 0 && <p className="muted">{t('results.disputes.none')}</p>}
      <ul className="hands" data-testid="dispute-log">
        {disputes?.map((d) => (
          <li key={d.id} data-testid="dispute-row">
            <strong>
              {d.hand !== undefined ? `${t('results.disputes.hand')} ${d.hand} · ` : ''}
              {d.level !== undefined ? `${t('results.disputes.level')} ${d.level} · ` : ''}
              {d.entryIds.map(nameOf).join(', ')}
            </strong>{' '}
            <span className="muted">
              {t('results.disputes.meta', {
                table: d.tableId,
                by: `${d.ruledBy.name} (${t(`results.penalties.role.${d.ruledBy.role}`)})`,
                at: time(d.ruledAt)
              })}
            </span>{' '}
            {d.enteredAfterTheFact && (
              <EnteredLater occurredAt={d.ruledAt} recordedAt={d.recordedAt} testId="dispute-entered-later" />
            )}{' '}
            {(d.history?.length ?? 0) > 0 && (
              <span className="badge" title={d.history!.map((h) => `${time(h.at)} ${h.by}: ${h.reason}`).join('\n')}>
                {t('results.disputes.corrected', { count: d.history!.length })}
              </span>
            )}
            <div className="dispute-text">
              <div>
                <span className="muted">{t('results.disputes.facts')}:</span> {d.facts}
              </div>
              <div>
                <span className="muted">{t('results.disputes.ruling')}:</span> {d.ruling}
                {d.appealedToDirector && <em className="muted"> — {t('results.disputes.appealed')}</em>}
              </div>
            </div>
            <span className="muted">
              {d.published ? t('results.disputes.published') : t('results.disputes.internal')}
            </span>{' '}
            <button
              className="link"
              onClick={() =>
                void send(
                  { type: 'dispute.publish', tournamentId, disputeId: d.id, published: !d.published },
                  approved ? reason.trim() || undefined : undefined
                )
              }
              data-testid="dispute-publish"
            >
              {d.published ? t('results.disputes.unpublish') : t('results.disputes.publish')}
            </button>{' '}
            {correcting === d.id ? (
              <CorrectDisputeForm
                tournamentId={tournamentId}
                dispute={d}
                send={send}
                done={() => setCorrecting(null)}
              />
            ) : (
              <button className="link" onClick={() => setCorrecting(d.id)}>
                {t('results.disputes.correct')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** §27.8: correct the facts or the ruling of a recorded decision, with a reason; the previous text is kept. */
function CorrectDisputeForm({
  tournamentId,
  dispute: d,
  send,
  done
}: {
  tournamentId: string
  dispute: DisputedDecision
  send: Send
  done: () => void
}): ReactNode {
  const { t } = useI18n()
  const [facts, setFacts] = useState(d.facts)
  const [ruling, setRuling] = useState(d.ruling)
  const [reason, setReason] = useState('')
  const escape = useEscape<HTMLFormElement>(done) // Escape = Cancel: nothing is recorded
  return (
    <form
      ref={escape}
      className="correction"
      onSubmit={(e) => {
        e.preventDefault()
        void send(
          { type: 'dispute.correct', tournamentId, disputeId: d.id, facts: facts.trim(), ruling: ruling.trim() },
          reason
        ).then((ok) => ok && done())
      }}
    >
      <label className="block">
        {t('results.disputes.facts')}
        <textarea rows={2} maxLength={4000} value={facts} onChange={(e) => setFacts(e.target.value)} required />
      </label>
      <label className="block">
        {t('results.disputes.ruling')}
        <textarea rows={2} maxLength={4000} value={ruling} onChange={(e) => setRuling(e.target.value)} required />
      </label>
      <div className="row">
        <input
          aria-label={t('results.disputes.correctReason')}
          placeholder={t('results.disputes.correctReason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        <button type="submit">{t('results.disputes.correctConfirm')}</button>
        <button type="button" className="link" onClick={done}>
          {t('results.penalties.cancel')}
        </button>
      </div>
    </form>
  )
}
