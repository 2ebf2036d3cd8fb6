import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { MeasureKind, ViolationCode, isTournamentDisqualification } from '../../../../shared/core/results'
import type { PenaltyLog, RepeatCheck, ResultsView } from '../../../../shared/core/results'
import { useClient, useSubscription } from '../../common/ClientContext'
import { usePerOperator } from '../../common/perOperator'
import { useI18n } from '../../i18n/I18n'
import {
  AfterTheFact,
  EnteredLater,
  notAfterTheFact,
  occurredAtOf,
  useAfterTheFact,
  useServerNow
} from './AfterTheFact'
import { CorrectPenaltyForm, WithdrawPenaltyForm } from './PenaltyCorrection'
import { amountKey, buildMeasure, needsAmount, participantLabel, WhereFields } from './PenaltyFields'
import { TimeAwayCountdown } from './TimeAwayCountdown'
import { seatIndex } from './SeatPicker'
import { useSender } from './useSender'

/**
 * §25.13: record a measure with every field; repeat offences shown while recording (§25.2); rounds shown as hands
 * (BFSP §7.1.2 note); time away started by the floor and counted down here (§25.1д) — never on the hall display;
 * publication is the director's (§25.14); corrections and withdrawals with a reason, history kept (§27.8); records
 * entered after the fact marked with both times (§26.14). Admin only.
 */
export function PenaltyPanel({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t, time } = useI18n()
  // Refusals are shown here, next to the form and the log, not in the elimination panel.
  const { send, error, setError } = useSender()
  const client = useClient()
  const serverNow = useServerNow()
  const [log, setLog] = useState<PenaltyLog | null>(null)
  const [entryId, setEntryId] = useState('')
  const [tableId, setTableId] = useState('')
  // The seat goes with the record (filled from the seating, typed over when the floor says otherwise).
  const [seat, setSeat] = useState('')
  const [hand, setHand] = useState('')
  // The form starts from the records — the level the clock is in, the player's table and seat, the
  // players at that table now — and the operator can still type over each.
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const seats = seatIndex(seating)
  const [levelTyped, setLevel] = useState<string | null>(null)
  const level = levelTyped ?? String(registration?.position?.level ?? 1)
  const [violation, setViolation] = useState<ViolationCode>('delay-of-game')
  const [description, setDescription] = useState('')
  const [kind, setKind] = useState<MeasureKind>('official-warning')
  const [amount, setAmount] = useState('1')
  const [players, setPlayers] = useState('9')
  const [decidedBy, setDecidedBy] = usePerOperator('decidedBy')
  const [role, setRole] = useState<'floor' | 'director'>('floor')
  const [reason, setReason] = useState('')
  const [check, setCheck] = useState<RepeatCheck | null>(null)
  const [later, setLater] = useAfterTheFact()
  const [editing, setEditing] = useState<{ id: string; action: 'correct' | 'withdraw' } | null>(null)

  // The seat of the chosen player, filled once per choice: at the choice, or when the seating arrives after it (a page
  // just opened); what the operator then types stays.
  const filledFor = useRef('')
  const fillSeat = (id: string): void => {
    const at = seats.get(id)
    if (!at) return
    filledFor.current = id
    setTableId(String(at.table))
    setSeat(String(at.seat))
    const table = seating?.tables.find((x) => x.number === at.table)
    if (table) setPlayers(String(table.count))
  }
  useEffect(() => {
    if (entryId && filledFor.current !== entryId) fillSeat(entryId)
  })
  useEffect(() => {
    void client.query({ type: 'penalties.list', tournamentId }).then((r) => r.ok && setLog(r.value))
  }, [client, tournamentId, view.version])
  useEffect(() => {
    if (!entryId) return setCheck(null)
    void client
      .query({ type: 'penalties.check', tournamentId, entryId, violation, playersAtTable: Number(players) || 9 })
      .then((r) => r.ok && setCheck(r.value))
  }, [client, tournamentId, entryId, violation, players, view.version])

  // Appendix C.18: after the approval every change needs a reason; a tournament disqualification always does (§25.10).
  const approved = view.approval !== null
  const reasonOrNothing = reason.trim() || undefined

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const occurredAt = occurredAtOf(later, serverNow())
    setError(null)
    void send(
      {
        type: 'penalty.record',
        tournamentId,
        entryId,
        tableId,
        ...(Number.isInteger(Number(seat)) && Number(seat) >= 1 && seat.trim() ? { seat: Number(seat) } : {}),
        ...(hand.trim() ? { hand: Number(hand) } : {}),
        ...(level.trim() ? { level: Number(level) } : {}),
        violation: { code: violation, ...(description.trim() ? { description: description.trim() } : {}) },
        measure: buildMeasure(kind, amount, players),
        decidedBy: { name: decidedBy, role },
        published: false
      },
      reasonOrNothing,
      occurredAt
    ).then((ok) => {
      if (!ok) return
      setDescription('')
      setHand('')
      setLater(later.open ? { open: true, time: '' } : notAfterTheFact)
    })
  }
  const nameOf = (id: string): string => view.rows.find((r) => r.entryId === id)?.displayName ?? id

  return (
    <section className="card" data-testid="penalty-panel">
      <h2>{t('results.penalties.title')}</h2>
      <form onSubmit={submit}>
        <div className="row">
          <label>
            {t('results.penalties.entry')}
            <select
              value={entryId}
              onChange={(e) => {
                const id = e.target.value
                setEntryId(id)
                filledFor.current = ''
                if (!seats.get(id)) return setSeat('')
                fillSeat(id)
              }}
              required
              data-testid="penalty-entry"
            >
              <option value="" />
              {/* §25, §26.14: every participant, in play or out, during or after the event; the out ones marked. */}
              {view.rows.map((r) => (
                <option key={r.entryId} value={r.entryId}>
                  {participantLabel(r, t)}
                </option>
              ))}
            </select>
          </label>
          <WhereFields
            tableId={tableId}
            setTableId={setTableId}
            hand={hand}
            setHand={setHand}
            level={level}
            setLevel={setLevel}
          />
          <label>
            {t('results.panel.seat')}
            <input
              type="number"
              min={1}
              max={12}
              value={seat}
              onChange={(e) => setSeat(e.target.value)}
              data-testid="penalty-seat"
            />
          </label>
        </div>
        <div className="row">
          <label>
            {t('results.penalties.violation')}
            <select
              value={violation}
              onChange={(e) => setViolation(e.target.value as ViolationCode)}
              data-testid="penalty-violation"
            >
              {ViolationCode.options.map((v) => (
                <option key={v} value={v}>
                  {t(`results.violation.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <input
            aria-label={t('results.penalties.description')}
            placeholder={t('results.penalties.description')}
            maxLength={2000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {check && (
          <p className={check.isRepeat ? 'error' : 'muted'} data-testid="penalty-repeat">
            {t('results.penalties.repeat', { earlier: check.earlier, same: check.sameViolation })}
            {check.suggestion && (
              <> · {t('results.penalties.suggestion', { measure: t(`results.measure.${check.suggestion.kind}`) })}</>
            )}
          </p>
        )}
        <div className="row">
          <label>
            {t('results.penalties.measure')}
            <select value={kind} onChange={(e) => setKind(e.target.value as MeasureKind)} data-testid="penalty-measure">
              {MeasureKind.options.map((m) => (
                <option key={m} value={m}>
                  {t(`results.measure.${m}`)}
                </option>
              ))}
            </select>
          </label>
          {needsAmount(kind) && (
            <label>
              {t(amountKey(kind))}
              <input type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
          )}
          {kind === 'missed-rounds' && (
            <>
              <label>
                {t('results.penalties.players')}
                <input type="number" min={2} max={12} value={players} onChange={(e) => setPlayers(e.target.value)} />
              </label>
              <span className="muted">
                {t('results.penalties.roundsAsHands', {
                  rounds: Number(amount) || 1,
                  players: Number(players) || 9,
                  hands: (Number(amount) || 1) * (Number(players) || 9)
                })}
              </span>
            </>
          )}
        </div>
        <div className="row">
          <label>
            {t('results.penalties.decidedBy')}
            <input maxLength={120} value={decidedBy} onChange={(e) => setDecidedBy(e.target.value)} required />
          </label>
          <select
            value={role}
            onChange={(e) => setRole(e.target.value as 'floor' | 'director')}
            aria-label={t('results.penalties.roleLabel')}
          >
            <option value="floor">{t('results.penalties.role.floor')}</option>
            <option value="director">{t('results.penalties.role.director')}</option>
          </select>
          {(kind === 'disqualification' || approved) && (
            <input
              aria-label={approved ? t('results.penalties.approvedReason') : t('results.rules.reason')}
              placeholder={approved ? t('results.penalties.approvedReason') : t('results.rules.reason')}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              data-testid="penalty-reason"
            />
          )}
        </div>
        <AfterTheFact value={later} onChange={setLater} testId="penalty-after-the-fact" />
        <div className="actions">
          <button type="submit">{t('results.penalties.record')}</button>
        </div>
      </form>
      {error && (
        <p className="error" role="alert" data-testid="penalty-error">
          {error}
        </p>
      )}
      {log && log.penalties.length === 0 && <p className="muted">{t('results.penalties.none')}</p>}
      <ul className="hands penalty-log" data-testid="penalty-log">
        {log?.penalties.map(({ penalty: p, timeAway }) => (
          <li key={p.id} className={p.withdrawn ? 'is-withdrawn' : undefined} data-testid="penalty-row">
            <strong className={p.withdrawn ? 'struck' : undefined}>
              {nameOf(p.entryId)}: {t(`results.measure.${p.measure.kind}`)}
              {p.measure.kind === 'missed-rounds'
                ? ` (${t('results.penalties.roundsAsHands', { rounds: p.measure.rounds, players: p.measure.playersAtTable, hands: p.measure.hands })})`
                : ''}
              {p.measure.kind === 'time-away' ? ` (${p.measure.minutes} min)` : ''}
            </strong>{' '}
            <span className="muted">
              {t(`results.violation.${p.violation.code}`)}
              {p.violation.description ? `: ${p.violation.description}` : ''} · {p.tableId}
              {p.seat !== undefined ? ` / ${p.seat}` : ''}
              {p.hand !== undefined ? ` · ${t('results.penalties.hand')} ${p.hand}` : ''}
              {p.level !== undefined ? ` · ${t('results.penalties.level')} ${p.level}` : ''} · {p.decidedBy.name} ·{' '}
              {time(p.recordedAt)} · {p.published ? t('results.penalties.published') : t('results.penalties.internal')}
            </span>{' '}
            {p.occurredAt !== undefined && (
              <EnteredLater occurredAt={p.occurredAt} recordedAt={p.recordedAt} testId="penalty-entered-later" />
            )}{' '}
            {(p.history?.length ?? 0) > 0 && (
              <span
                className="badge"
                title={p.history!.map((h) => `${time(h.at)} ${h.by}: ${h.reason}`).join('\n')}
                data-testid="penalty-corrected"
              >
                {t('results.penalties.corrected', { count: p.history!.length })}
              </span>
            )}{' '}
            {p.withdrawn ? (
              <span className="error" data-testid="penalty-withdrawn">
                {t('results.penalties.withdrawn', {
                  at: time(p.withdrawn.at),
                  by: p.withdrawn.by,
                  reason: p.withdrawn.reason
                })}
              </span>
            ) : (
              <>
                {p.measure.kind === 'time-away' &&
                  (timeAway ? (
                    <TimeAwayCountdown endsAt={timeAway.endsAt} />
                  ) : (
                    <button
                      className="link"
                      onClick={() => void send({ type: 'penalty.startTimeAway', tournamentId, penaltyId: p.id })}
                      data-testid="start-time-away"
                    >
                      {t('results.penalties.startTimeAway')}
                    </button>
                  ))}{' '}
                <button
                  className="link"
                  onClick={() =>
                    void send(
                      { type: 'penalty.publish', tournamentId, penaltyId: p.id, published: !p.published },
                      reasonOrNothing
                    )
                  }
                >
                  {p.published ? t('results.penalties.unpublish') : t('results.penalties.publish')}
                </button>{' '}
                <button
                  className="link"
                  onClick={() => setEditing({ id: p.id, action: 'correct' })}
                  data-testid="penalty-correct"
                >
                  {t('results.penalties.correct')}
                </button>{' '}
                {!isTournamentDisqualification(p.measure) && (
                  <button
                    className="link"
                    onClick={() => setEditing({ id: p.id, action: 'withdraw' })}
                    data-testid="penalty-withdraw"
                  >
                    {t('results.penalties.withdraw')}
                  </button>
                )}
              </>
            )}
            {editing?.id === p.id && editing.action === 'correct' && (
              <CorrectPenaltyForm tournamentId={tournamentId} penalty={p} send={send} done={() => setEditing(null)} />
            )}
            {editing?.id === p.id && editing.action === 'withdraw' && (
              <WithdrawPenaltyForm tournamentId={tournamentId} penalty={p} send={send} done={() => setEditing(null)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** §27.8: the changeable fields, prefilled; the reason is required and the previous values are kept. */
