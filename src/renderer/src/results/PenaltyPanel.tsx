import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import type { Command } from '../../../shared/core/commands'
import { MeasureKind, ViolationCode, type Measure } from '../../../shared/core/results/Penalty'
import type { PenaltyLog, RepeatCheck } from '../../../shared/core/results/penaltyViews'
import type { ResultsView } from '../../../shared/core/results/views'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'

/**
 * §25.13: record a measure with every field; repeat offences shown while recording (§25.2); rounds shown as hands
 * (BFSP §7.1.2 note); time away started by the floor; publication is the director's (§25.14). Admin only.
 */
export function PenaltyPanel({ tournamentId, view, send }: { tournamentId: string; view: ResultsView; send: (c: Command, reason?: string) => Promise<boolean> }): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const [log, setLog] = useState<PenaltyLog | null>(null)
  const [entryId, setEntryId] = useState('')
  const [tableId, setTableId] = useState('')
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

  useEffect(() => {
    void client.query({ type: 'penalties.list', tournamentId }).then((r) => r.ok && setLog(r.value))
  }, [client, tournamentId, view.version])
  useEffect(() => {
    if (!entryId) return setCheck(null)
    void client.query({ type: 'penalties.check', tournamentId, entryId, violation, playersAtTable: Number(players) || 9 }).then((r) => r.ok && setCheck(r.value))
  }, [client, tournamentId, entryId, violation, players, view.version])

  const measure = (): Measure | { kind: 'missed-rounds'; rounds: number; playersAtTable: number } => {
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
        return { kind, scope: 'tournament' }
      case 'rating-exclusion':
        return { kind, scope: 'event' }
      default:
        return { kind } as Measure
    }
  }

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    void send(
      {
        type: 'penalty.record',
        tournamentId,
        entryId,
        tableId,
        level: Number(level),
        violation: { code: violation, ...(description.trim() ? { description: description.trim() } : {}) },
        measure: measure(),
        decidedBy: { name: decidedBy, role },
        published: false
      },
      reason || undefined
    ).then((ok) => ok && setDescription(''))
  }
  const needsAmount = kind === 'missed-hands' || kind === 'missed-rounds' || kind === 'time-away' || kind === 'chip-removal'
  const nameOf = (id: string): string => view.rows.find((r) => r.entryId === id)?.displayName ?? id

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
          <label>
            {t('results.penalties.table')}
            <input className="narrow" value={tableId} onChange={(e) => setTableId(e.target.value)} required />
          </label>
          <label>
            {t('results.penalties.level')}
            <input type="number" min={0} value={level} onChange={(e) => setLevel(e.target.value)} />
          </label>
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
          {needsAmount && <input type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} aria-label={t('results.penalties.rounds')} />}
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
          <select value={role} onChange={(e) => setRole(e.target.value as 'floor' | 'director')}>
            <option value="floor">{t('results.penalties.role.floor')}</option>
            <option value="director">{t('results.penalties.role.director')}</option>
          </select>
          {kind === 'disqualification' && <input placeholder={t('results.rules.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required />}
          <button type="submit">{t('results.penalties.record')}</button>
        </div>
      </form>
      {log && log.penalties.length === 0 && <p className="muted">{t('results.penalties.none')}</p>}
      <ul className="hands" data-testid="penalty-log">
        {log?.penalties.map(({ penalty: p, timeAway }) => (
          <li key={p.id}>
            <strong>
              {nameOf(p.entryId)}: {t(`results.measure.${p.measure.kind}`)}
              {p.measure.kind === 'missed-rounds' ? ` (${t('results.penalties.roundsAsHands', { rounds: p.measure.rounds, players: p.measure.playersAtTable, hands: p.measure.hands })})` : ''}
            </strong>{' '}
            <span className="muted">
              {t(`results.violation.${p.violation.code}`)} · {p.tableId} · {p.level ?? ''} · {p.decidedBy.name} · {p.published ? t('results.penalties.published') : t('results.penalties.internal')}
            </span>{' '}
            {p.measure.kind === 'time-away' &&
              (timeAway ? (
                <span className="badge">{t('results.penalties.timeAwayEnds', { time: new Date(timeAway.endsAt).toLocaleTimeString() })}</span>
              ) : (
                <button className="link" onClick={() => void send({ type: 'penalty.startTimeAway', tournamentId, penaltyId: p.id })}>
                  {t('results.penalties.startTimeAway')}
                </button>
              ))}{' '}
            <button className="link" onClick={() => void send({ type: 'penalty.publish', tournamentId, penaltyId: p.id, published: !p.published })}>
              {p.published ? t('results.penalties.unpublish') : t('results.penalties.publish')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
