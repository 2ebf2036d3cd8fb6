import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { MeasureKind, ViolationCode, isTournamentDisqualification, type Measure, type PenaltyRecord } from '../../../shared/core/results/Penalty'
import type { PenaltyLog, RepeatCheck } from '../../../shared/core/results/penaltyViews'
import type { ResultsView } from '../../../shared/core/results/views'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { AfterTheFact, EnteredLater, notAfterTheFact, occurredAtOf, useAfterTheFact, useServerNow } from './AfterTheFact'
import { TimeAwayCountdown } from './TimeAwayCountdown'
import { useSender, type Send } from './useSender'

type MeasureInput = Measure | { kind: 'missed-rounds'; rounds: number; playersAtTable: number }

/** The measure from the form's fields; rounds go with the players at the table (BFSP §7.1.2 note). */
function buildMeasure(kind: MeasureKind, amount: string, players: string, scope?: string): MeasureInput {
  const n = Number(amount) || 1
  switch (kind) {
    case 'missed-hands':
      return { kind, hands: n }
    case 'missed-rounds':
      return { kind, rounds: n, playersAtTable: Number(players) || 9 }
    case 'time-away':
      return { kind, minutes: n }
    case 'chip-removal':
      return { kind, chips: n }
    case 'disqualification':
      return { kind, scope: scope === 'season' ? 'season' : 'tournament' }
    case 'rating-exclusion':
      return { kind, scope: scope === 'series' ? 'series' : 'event' }
    default:
      return { kind } as Measure
  }
}

function amountOf(m: Measure): string {
  switch (m.kind) {
    case 'missed-hands':
      return String(m.hands)
    case 'missed-rounds':
      return String(m.rounds)
    case 'time-away':
      return String(m.minutes)
    case 'chip-removal':
      return String(m.chips)
    default:
      return '1'
  }
}

const needsAmount = (kind: MeasureKind): boolean => kind === 'missed-hands' || kind === 'missed-rounds' || kind === 'time-away' || kind === 'chip-removal'

/** What the amount counts for this measure: hands, rounds, minutes or chips. */
const amountKey = (kind: MeasureKind) =>
  kind === 'missed-hands' ? 'results.penalties.hands' : kind === 'time-away' ? 'results.penalties.minutes' : kind === 'chip-removal' ? 'results.penalties.chips' : 'results.penalties.rounds'

/**
 * §25.13: record a measure with every field; repeat offences shown while recording (§25.2); rounds shown as hands
 * (BFSP §7.1.2 note); time away started by the floor and counted down here (§25.1д) — never on the hall display;
 * publication is the director's (§25.14); corrections and withdrawals with a reason, history kept (§27.8); records
 * entered after the fact marked with both times (§26.14). Admin only.
 */
export function PenaltyPanel({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t } = useI18n()
  // Refusals are shown here, next to the form and the log, not in the elimination panel.
  const { send, error, setError } = useSender()
  const client = useClient()
  const serverNow = useServerNow()
  const [log, setLog] = useState<PenaltyLog | null>(null)
  const [entryId, setEntryId] = useState('')
  const [tableId, setTableId] = useState('')
  const [hand, setHand] = useState('')
  const [level, setLevel] = useState('1')
  const [violation, setViolation] = useState<ViolationCode>('delay-of-game')
  const [description, setDescription] = useState('')
  const [kind, setKind] = useState<MeasureKind>('official-warning')
  const [amount, setAmount] = useState('1')
  const [players, setPlayers] = useState('9')
  const [decidedBy, setDecidedBy] = useState('')
  const [role, setRole] = useState<'floor' | 'director'>('floor')
  const [reason, setReason] = useState('')
  const [check, setCheck] = useState<RepeatCheck | null>(null)
  const [later, setLater] = useAfterTheFact()
  const [editing, setEditing] = useState<{ id: string; action: 'correct' | 'withdraw' } | null>(null)

  useEffect(() => {
    void client.query({ type: 'penalties.list', tournamentId }).then((r) => r.ok && setLog(r.value))
  }, [client, tournamentId, view.version])
  useEffect(() => {
    if (!entryId) return setCheck(null)
    void client.query({ type: 'penalties.check', tournamentId, entryId, violation, playersAtTable: Number(players) || 9 }).then((r) => r.ok && setCheck(r.value))
  }, [client, tournamentId, entryId, violation, players, view.version])

  // Appendix C.18: after the approval every change needs a reason; a tournament disqualification always does (§25.10).
  const approved = view.approval !== null
  const reasonOrNothing = reason.trim() || undefined

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const occurredAt = occurredAtOf(later, serverNow())
    if (occurredAt === 'future') return setError(t('afterTheFact.future'))
    setError(null)
    void send(
      {
        type: 'penalty.record',
        tournamentId,
        entryId,
        tableId,
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
  const time = (ms: number): string => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

  return (
    <section className="card" data-testid="penalty-panel">
      <h2>{t('results.penalties.title')}</h2>
      <form onSubmit={submit}>
        <div className="row">
          <label>
            {t('results.penalties.entry')}
            <select value={entryId} onChange={(e) => setEntryId(e.target.value)} required data-testid="penalty-entry">
              <option value="" />
              {view.rows
                .filter((r) => r.status === 'in')
                .map((r) => (
                  <option key={r.entryId} value={r.entryId}>
                    #{r.number ?? '—'} {r.displayName}
                  </option>
                ))}
            </select>
          </label>
          <WhereFields tableId={tableId} setTableId={setTableId} hand={hand} setHand={setHand} level={level} setLevel={setLevel} />
        </div>
        <div className="row">
          <label>
            {t('results.penalties.violation')}
            <select value={violation} onChange={(e) => setViolation(e.target.value as ViolationCode)} data-testid="penalty-violation">
              {ViolationCode.options.map((v) => (
                <option key={v} value={v}>
                  {t(`results.violation.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <input placeholder={t('results.penalties.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        {check && (
          <p className={check.isRepeat ? 'error' : 'muted'} data-testid="penalty-repeat">
            {t('results.penalties.repeat', { earlier: check.earlier, same: check.sameViolation })}
            {check.suggestion && <> · {t('results.penalties.suggestion', { measure: t(`results.measure.${check.suggestion.kind}`) })}</>}
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
              <span className="muted">{t('results.penalties.roundsAsHands', { rounds: Number(amount) || 1, players: Number(players) || 9, hands: (Number(amount) || 1) * (Number(players) || 9) })}</span>
            </>
          )}
        </div>
        <div className="row">
          <label>
            {t('results.penalties.decidedBy')}
            <input value={decidedBy} onChange={(e) => setDecidedBy(e.target.value)} required />
          </label>
          <select value={role} onChange={(e) => setRole(e.target.value as 'floor' | 'director')} aria-label={t('results.penalties.roleLabel')}>
            <option value="floor">{t('results.penalties.role.floor')}</option>
            <option value="director">{t('results.penalties.role.director')}</option>
          </select>
          {(kind === 'disqualification' || approved) && (
            <input placeholder={approved ? t('results.penalties.approvedReason') : t('results.rules.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required data-testid="penalty-reason" />
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
              {p.measure.kind === 'missed-rounds' ? ` (${t('results.penalties.roundsAsHands', { rounds: p.measure.rounds, players: p.measure.playersAtTable, hands: p.measure.hands })})` : ''}
              {p.measure.kind === 'time-away' ? ` (${p.measure.minutes} min)` : ''}
            </strong>{' '}
            <span className="muted">
              {t(`results.violation.${p.violation.code}`)}
              {p.violation.description ? `: ${p.violation.description}` : ''} · {p.tableId}
              {p.hand !== undefined ? ` · ${t('results.penalties.hand')} ${p.hand}` : ''}
              {p.level !== undefined ? ` · ${t('results.penalties.level')} ${p.level}` : ''} · {p.decidedBy.name} · {time(p.recordedAt)} ·{' '}
              {p.published ? t('results.penalties.published') : t('results.penalties.internal')}
            </span>{' '}
            {p.occurredAt !== undefined && <EnteredLater occurredAt={p.occurredAt} recordedAt={p.recordedAt} testId="penalty-entered-later" />}{' '}
            {(p.history?.length ?? 0) > 0 && (
              <span className="badge" title={p.history!.map((h) => `${time(h.at)} ${h.by}: ${h.reason}`).join('\n')} data-testid="penalty-corrected">
                {t('results.penalties.corrected', { count: p.history!.length })}
              </span>
            )}{' '}
            {p.withdrawn ? (
              <span className="error" data-testid="penalty-withdrawn">
                {t('results.penalties.withdrawn', { at: time(p.withdrawn.at), by: p.withdrawn.by, reason: p.withdrawn.reason })}
              </span>
            ) : (
              <>
                {p.measure.kind === 'time-away' &&
                  (timeAway ? (
                    <TimeAwayCountdown endsAt={timeAway.endsAt} />
                  ) : (
                    <button className="link" onClick={() => void send({ type: 'penalty.startTimeAway', tournamentId, penaltyId: p.id })} data-testid="start-time-away">
                      {t('results.penalties.startTimeAway')}
                    </button>
                  ))}{' '}
                <button className="link" onClick={() => void send({ type: 'penalty.publish', tournamentId, penaltyId: p.id, published: !p.published }, reasonOrNothing)}>
                  {p.published ? t('results.penalties.unpublish') : t('results.penalties.publish')}
                </button>{' '}
                <button className="link" onClick={() => setEditing({ id: p.id, action: 'correct' })} data-testid="penalty-correct">
                  {t('results.penalties.correct')}
                </button>{' '}
                {!isTournamentDisqualification(p.measure) && (
                  <button className="link" onClick={() => setEditing({ id: p.id, action: 'withdraw' })} data-testid="penalty-withdraw">
                    {t('results.penalties.withdraw')}
                  </button>
                )}
              </>
            )}
            {editing?.id === p.id && editing.action === 'correct' && <CorrectPenaltyForm tournamentId={tournamentId} penalty={p} send={send} done={() => setEditing(null)} />}
            {editing?.id === p.id && editing.action === 'withdraw' && <WithdrawPenaltyForm tournamentId={tournamentId} penalty={p} send={send} done={() => setEditing(null)} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** §27.8: the changeable fields, prefilled; the reason is required and the previous values are kept. */
type Setter = (value: string) => void

/** §25.13: where the measure was taken — table, hand, level — in the record and the correction forms alike. */
function WhereFields(p: { tableId: string; setTableId: Setter; hand: string; setHand: Setter; level: string; setLevel: Setter }): ReactNode {
  const { t } = useI18n()
  return (
    <>
      <label>
        {t('results.penalties.table')}
        <input className="narrow" value={p.tableId} onChange={(e) => p.setTableId(e.target.value)} required />
      </label>
      <label>
        {t('results.penalties.hand')}
        <input type="number" min={1} value={p.hand} onChange={(e) => p.setHand(e.target.value)} />
      </label>
      <label>
        {t('results.penalties.level')}
        <input type="number" min={0} value={p.level} onChange={(e) => p.setLevel(e.target.value)} />
      </label>
    </>
  )
}

function CorrectPenaltyForm({ tournamentId, penalty: p, send, done }: { tournamentId: string; penalty: PenaltyRecord; send: Send; done: () => void }): ReactNode {
  const { t } = useI18n()
  const [tableId, setTableId] = useState(p.tableId)
  const [hand, setHand] = useState(p.hand !== undefined ? String(p.hand) : '')
  const [level, setLevel] = useState(p.level !== undefined ? String(p.level) : '')
  const [violation, setViolation] = useState<ViolationCode>(p.violation.code)
  const [description, setDescription] = useState(p.violation.description ?? '')
  const [kind, setKind] = useState<MeasureKind>(p.measure.kind)
  const [amount, setAmount] = useState(amountOf(p.measure))
  const [players, setPlayers] = useState(p.measure.kind === 'missed-rounds' ? String(p.measure.playersAtTable) : '9')
  const [decidedBy, setDecidedBy] = useState(p.decidedBy.name)
  const [role, setRole] = useState(p.decidedBy.role)
  const [reason, setReason] = useState('')
  // §25.10: a tournament disqualification is neither made nor lifted here.
  const dq = isTournamentDisqualification(p.measure)
  const scope = 'scope' in p.measure ? p.measure.scope : undefined
  return (
    <form
      className="correction"
      data-testid="penalty-correct-form"
      onSubmit={(e) => {
        e.preventDefault()
        void send(
          {
            type: 'penalty.correct',
            tournamentId,
            penaltyId: p.id,
            tableId: tableId.trim(),
            hand: hand.trim() ? Number(hand) : null,
            level: level.trim() ? Number(level) : null,
            violation: { code: violation, ...(description.trim() ? { description: description.trim() } : {}) },
            ...(dq ? {} : { measure: buildMeasure(kind, amount, players, scope) }),
            decidedBy: { name: decidedBy.trim(), role }
          },
          reason
        ).then((ok) => ok && done())
      }}
    >
      <p className="muted">{t('results.penalties.correctTitle')}</p>
      <div className="row">
        <WhereFields tableId={tableId} setTableId={setTableId} hand={hand} setHand={setHand} level={level} setLevel={setLevel} />
        <select value={violation} onChange={(e) => setViolation(e.target.value as ViolationCode)} aria-label={t('results.penalties.violation')}>
          {ViolationCode.options.map((v) => (
            <option key={v} value={v}>
              {t(`results.violation.${v}`)}
            </option>
          ))}
        </select>
        <input placeholder={t('results.penalties.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="row">
        {dq ? (
          <span className="muted">{t('results.penalties.dqHint')}</span>
        ) : (
          <>
            <select value={kind} onChange={(e) => setKind(e.target.value as MeasureKind)} aria-label={t('results.penalties.measure')} data-testid="correct-measure">
              {MeasureKind.options
                .filter((m) => m !== 'disqualification' || p.measure.kind === 'disqualification')
                .map((m) => (
                  <option key={m} value={m}>
                    {t(`results.measure.${m}`)}
                  </option>
                ))}
            </select>
            {needsAmount(kind) && (
              <label>
                {t(amountKey(kind))}
                <input type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="correct-amount" />
              </label>
            )}
            {kind === 'missed-rounds' && (
              <label>
                {t('results.penalties.players')}
                <input type="number" min={2} max={12} value={players} onChange={(e) => setPlayers(e.target.value)} />
              </label>
            )}
          </>
        )}
        <input value={decidedBy} onChange={(e) => setDecidedBy(e.target.value)} required aria-label={t('results.penalties.decidedBy')} />
        <select value={role} onChange={(e) => setRole(e.target.value as 'floor' | 'director')} aria-label={t('results.penalties.roleLabel')}>
          <option value="floor">{t('results.penalties.role.floor')}</option>
          <option value="director">{t('results.penalties.role.director')}</option>
        </select>
      </div>
      <div className="row">
        <input placeholder={t('results.penalties.correctReason')} value={reason} onChange={(e) => setReason(e.target.value)} required data-testid="penalty-correct-reason" />
        <button type="submit">{t('results.penalties.correctConfirm')}</button>
        <button type="button" className="link" onClick={done}>
          {t('results.penalties.cancel')}
        </button>
      </div>
    </form>
  )
}

/** §27.8: withdrawn with a reason; the record stays, marked (no repeat offence, never published). */
function WithdrawPenaltyForm({ tournamentId, penalty: p, send, done }: { tournamentId: string; penalty: PenaltyRecord; send: Send; done: () => void }): ReactNode {
  const { t } = useI18n()
  const [reason, setReason] = useState('')
  return (
    <form
      className="row correction"
      onSubmit={(e) => {
        e.preventDefault()
        void send({ type: 'penalty.withdraw', tournamentId, penaltyId: p.id }, reason).then((ok) => ok && done())
      }}
    >
      <input placeholder={t('results.penalties.withdrawReason')} value={reason} onChange={(e) => setReason(e.target.value)} required data-testid="penalty-withdraw-reason" />
      <button type="submit">{t('results.penalties.withdrawConfirm')}</button>
      <button type="button" className="link" onClick={done}>
        {t('results.penalties.cancel')}
      </button>
    </form>
  )
}
