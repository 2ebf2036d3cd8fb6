import { useState, type ReactNode } from 'react'
import {
  MeasureKind,
  ViolationCode,
  isTournamentDisqualification,
  type PenaltyRecord
} from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'
import { amountKey, amountOf, buildMeasure, needsAmount, WhereFields } from './PenaltyFields'
import type { Send } from './useSender'
import { useEscape } from '../../common/escape'

/** §27.8, §25.13: a penalty corrected with a reason; the old and new values stay in its history. A tournament disqualification is neither made nor lifted here (§25.10). */
export function CorrectPenaltyForm({
  tournamentId,
  penalty: p,
  send,
  done
}: {
  tournamentId: string
  penalty: PenaltyRecord
  send: Send
  done: () => void
}): ReactNode {
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
  const escape = useEscape<HTMLFormElement>(done) // Escape = Cancel: nothing is recorded
  return (
    <form
      ref={escape}
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
        <WhereFields
          tableId={tableId}
          setTableId={setTableId}
          hand={hand}
          setHand={setHand}
          level={level}
          setLevel={setLevel}
        />
        <select
          value={violation}
          onChange={(e) => setViolation(e.target.value as ViolationCode)}
          aria-label={t('results.penalties.violation')}
        >
          {ViolationCode.options.map((v) => (
            <option key={v} value={v}>
              {t(`results.violation.${v}`)}
            </option>
          ))}
        </select>
        <input
          aria-label={t('results.penalties.description')}
          placeholder={t('results.penalties.description')}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="row">
        {dq ? (
          <span className="muted">{t('results.penalties.dqHint')}</span>
        ) : (
          <>
            <select
              value={kind}
              onChange={(e) => setKind(e.target.value as MeasureKind)}
              aria-label={t('results.penalties.measure')}
              data-testid="correct-measure"
            >
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
                <input
                  type="number"
                  min={1}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="correct-amount"
                />
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
        <input
          maxLength={120}
          value={decidedBy}
          onChange={(e) => setDecidedBy(e.target.value)}
          required
          aria-label={t('results.penalties.decidedBy')}
        />
        <select
          value={role}
          onChange={(e) => setRole(e.target.value as 'floor' | 'director')}
          aria-label={t('results.penalties.roleLabel')}
        >
          <option value="floor">{t('results.penalties.role.floor')}</option>
          <option value="director">{t('results.penalties.role.director')}</option>
        </select>
      </div>
      <div className="row">
        <input
          aria-label={t('results.penalties.correctReason')}
          placeholder={t('results.penalties.correctReason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          data-testid="penalty-correct-reason"
        />
        <button type="submit">{t('results.penalties.correctConfirm')}</button>
        <button type="button" className="link" onClick={done}>
          {t('results.penalties.cancel')}
        </button>
      </div>
    </form>
  )
}

/** §27.8: withdrawn with a reason; the record stays, marked (no repeat offence, never published). */
export function WithdrawPenaltyForm({
  tournamentId,
  penalty: p,
  send,
  done
}: {
  tournamentId: string
  penalty: PenaltyRecord
  send: Send
  done: () => void
}): ReactNode {
  const { t } = useI18n()
  const [reason, setReason] = useState('')
  const escape = useEscape<HTMLFormElement>(done) // Escape = Cancel: nothing is recorded
  return (
    <form
      ref={escape}
      className="row correction"
      onSubmit={(e) => {
        e.preventDefault()
        void send({ type: 'penalty.withdraw', tournamentId, penaltyId: p.id }, reason).then((ok) => ok && done())
      }}
    >
      <input
        aria-label={t('results.penalties.withdrawReason')}
        placeholder={t('results.penalties.withdrawReason')}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        data-testid="penalty-withdraw-reason"
      />
      <button type="submit">{t('results.penalties.withdrawConfirm')}</button>
      <button type="button" className="link" onClick={done}>
        {t('results.penalties.cancel')}
      </button>
    </form>
  )
}
