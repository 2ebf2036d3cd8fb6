import { useRef, useState, type ReactNode } from 'react'
import type { Command } from '../../../../shared/core/commands'
import { offeredEliminators, placeLabel } from '../../../../shared/core/results'
import type { HandRow, ResultsView } from '../../../../shared/core/results'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { useI18n } from '../../i18n/I18n'
import { useSubscription } from '../../common/ClientContext'
import { FieldError, FormErrors, useRevealErrors } from '../../common/fieldErrors'
import { EnteredLater, todayAt } from './AfterTheFact'
import { eliminatorOptions, eliminatorsField } from './EliminationPanel'
import { EliminatorChooser } from './EliminatorChooser'
import { seatIndex } from './SeatPicker'
import { useSender } from './useSender'
import { useEscape } from '../../common/escape'

/** The hands recorded, newest first, each with undo and correction under a reason (§27.6, §27.8). */
export function RecordedHands({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t, time } = useI18n()
  const [undoing, setUndoing] = useState<string | null>(null)
  const [undoReason, setUndoReason] = useState('')
  const [correcting, setCorrecting] = useState<string | null>(null)
  const hands = useSender()
  return (
    <section className="card">
      <h2>{t('results.hands.title')}</h2>
      <ul className="hands">
        {view.hands.map((h) => (
          <li key={h.handId} data-testid="recorded-hand">
            <strong>{h.entries.map((e) => `${placeLabel(e.place, e.placeTo)}. ${e.displayName}`).join(' · ')}</strong>{' '}
            <span className="muted">
              {t('results.hands.meta', { level: h.level, confirmedBy: h.confirmedBy, recordedBy: h.recordedBy })} ·{' '}
              {time(h.recordedAt, true)}
            </span>{' '}
            <EnteredLater occurredAt={h.occurredAt} recordedAt={h.recordedAt} testId="hand-entered-later" />{' '}
            {correcting === h.handId ? (
              <HandCorrection tournamentId={tournamentId} view={view} hand={h} onDone={() => setCorrecting(null)} />
            ) : (
              <button className="link" data-testid="correct-hand-open" onClick={() => setCorrecting(h.handId)}>
                {t('results.hands.correct')}
              </button>
            )}{' '}
            {undoing === h.handId ? (
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault()
                  void hands
                    .send({ type: 'results.undoHand', tournamentId, handId: h.handId }, undoReason)
                    .then((ok) => {
                      if (ok) {
                        setUndoing(null)
                        setUndoReason('')
                      }
                    })
                }}
              >
                <input
                  aria-label={t('results.hands.undoReason')}
                  placeholder={t('results.hands.undoReason')}
                  maxLength={1000}
                  value={undoReason}
                  onChange={(e) => setUndoReason(e.target.value)}
                  required
                />
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
  )
}

interface BustFields {
  startStack: string
  tableId: string
  seat: string
  /** §5.10: every eliminator of a split knockout, in the order named (a correction keeps them all). */
  eliminatedBy: string[]
}

/** "HH:MM" of a moment in the hall's local time, as the time input shows it. */
function hhmm(ms: number): string {
  const d = new Date(ms)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/** The fields of the correction form, as its refusals name them (the rest are shown at the form's foot). */
const CORRECTION_FIELDS = (count: number): string[] => [
  'level',
  'confirmedBy',
  'happenedAt',
  'position',
  'reason',
  ...Array.from({ length: count }, (_, i) =>
    ['startStack', 'tableId', 'seat', 'eliminatedBy'].map((f) => `busts.${i}.${f}`)
  ).flat()
]

/**
 * §27.8: a correction of every field of a recorded elimination — level, who confirmed it, when it happened (§26.14),
 * and per entry the start-of-hand stack, table, seat and eliminator (knockouts feed points, §5.10) — with a reason.
 * The old values stay in the journal and the corrections; a changed level or time moves the hand where it belongs.
 * Only the eliminators the core accepts are offered (§27.6, §26.14: never a player out before the hand, read where the
 * corrected hand will stand); a refusal is shown at its field inside the form, scrolled into view and focused.
 */
function HandCorrection({
  tournamentId,
  view,
  hand,
  onDone
}: {
  tournamentId: string
  view: ResultsView
  hand: HandRow
  onDone: () => void
}): ReactNode {
  const { t } = useI18n()
  const { send, errors } = useSender()
  const form = useRef<HTMLFormElement>(null)
  useRevealErrors(errors, form)
  useEscape(onDone, { scope: form }) // Escape = Cancel: nothing is recorded
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const [level, setLevel] = useState(String(hand.level))
  const [confirmedBy, setConfirmedBy] = useState(hand.confirmedBy)
  const [time, setTime] = useState(hhmm(hand.occurredAt))
  const [reason, setReason] = useState('')
  // §26.14, §27.7: where a corrected level or time cannot order the hand, the director places it ('' = by level/time).
  const [position, setPosition] = useState('')
  const [fields, setFields] = useState<Record<string, BustFields>>(() =>
    Object.fromEntries(
      hand.entries.map((x) => [
        x.entryId,
        {
          startStack: String(x.startStack),
          tableId: x.tableId ?? '',
          seat: x.seat !== null ? String(x.seat) : '',
          eliminatedBy: [...x.eliminatedByIds]
        }
      ])
    )
  )
  // §27.6, §26.14: who may be named for each bust, the hand read where the correction will place it.
  const options = eliminatorOptions(view.rows, seatIndex(seating))
  const timeChanged = time !== hhmm(hand.occurredAt)
  const newTime = timeChanged ? todayAt(time, hand.occurredAt) : null
  const offered = offeredEliminators(
    view.hands,
    {
      handId: hand.handId,
      level: Number(level),
      ...(newTime !== null ? { occurredAt: newTime } : {}),
      ...(position !== '' ? { position: { before: position === 'last' ? null : position } } : {}),
      inPlace: !timeChanged && position === '' && Number(level) === hand.level,
      busts: hand.entries.map((x) => ({ entryId: x.entryId, eliminatedBy: fields[x.entryId]!.eliminatedBy }))
    },
    view.rows.map((r) => r.entryId)
  )
  const update = (entryId: string, patch: Partial<BustFields>): void =>
    setFields((f) => ({ ...f, [entryId]: { ...f[entryId]!, ...patch } }))
  return (
    <form
      ref={form}
      className="stack"
      data-testid="correct-hand"
      onSubmit={(e) => {
        e.preventDefault()
        const happenedAt = time !== hhmm(hand.occurredAt) ? todayAt(time, hand.occurredAt) : null
        const command: Command = {
          type: 'results.correctHand',
          tournamentId,
          handId: hand.handId,
          level: Number(level),
          confirmedBy,
          busts: hand.entries.map((x) => {
            const f = fields[x.entryId]!
            const seat = f.seat.trim() === '' ? null : Number(f.seat)
            return {
              entryId: x.entryId,
              startStack: (parseNumber(f.startStack) ?? 0) as number,
              ...(f.tableId.trim() ? { tableId: f.tableId.trim() } : {}),
              ...(seat !== null && Number.isInteger(seat) ? { seat } : {}),
              ...eliminatorsField(f.eliminatedBy)
            }
          }),
          ...(happenedAt !== null ? { happenedAt } : {}),
          ...(position !== ''
            ? { position: { before: position === 'last' ? null : position, reason, decidedBy: confirmedBy } }
            : {})
        }
        void send(command, reason).then((ok) => {
          if (ok) onDone()
        })
      }}
    >
      <div className="row">
        <label>
          {t('results.panel.level')}
          <input
            type="number"
            min={1}
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            data-testid="correct-level"
            {...errors.props('level')}
          />
          <FieldError errors={errors} name="level" />
        </label>
        <label>
          {t('results.panel.confirmedBy')}
          <input
            maxLength={80}
            value={confirmedBy}
            onChange={(e) => setConfirmedBy(e.target.value)}
            required
            {...errors.props('confirmedBy')}
          />
          <FieldError errors={errors} name="confirmedBy" />
        </label>
        <label>
          {t('results.hands.happenedAt')}
          <input
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            data-testid="correct-time"
            {...errors.props('happenedAt')}
          />
          <FieldError errors={errors} name="happenedAt" />
        </label>
      </div>
      {hand.entries.map((x, i) => {
        const f = fields[x.entryId]!
        const at = `busts.${i}`
        return (
          <div className="row" key={x.entryId} data-testid="correct-bust">
            <strong>{x.displayName}</strong>
            <label>
              {t('results.panel.startStack')}
              <input
                type="number"
                min={0}
                value={f.startStack}
                onChange={(e) => update(x.entryId, { startStack: e.target.value })}
                aria-label={`${t('results.panel.startStack')}: ${x.displayName}`}
                {...errors.props(`${at}.startStack`)}
              />
              <FieldError errors={errors} name={`${at}.startStack`} />
            </label>
            <label>
              {t('results.panel.table')}
              <input
                className="narrow"
                maxLength={64}
                value={f.tableId}
                onChange={(e) => update(x.entryId, { tableId: e.target.value })}
                aria-label={`${t('results.panel.table')}: ${x.displayName}`}
                {...errors.props(`${at}.tableId`)}
              />
              <FieldError errors={errors} name={`${at}.tableId`} />
            </label>
            <label>
              {t('results.hands.seat')}
              <input
                className="narrow"
                type="number"
                min={1}
                max={99}
                value={f.seat}
                onChange={(e) => update(x.entryId, { seat: e.target.value })}
                aria-label={`${t('results.hands.seat')}: ${x.displayName}`}
                {...errors.props(`${at}.seat`)}
              />
              <FieldError errors={errors} name={`${at}.seat`} />
            </label>
            <div className="eliminators">
              <span className="muted">{t('results.panel.eliminatedBy')}</span>
              {/* §5.10: a split knockout names each eliminator who shared the pot. */}
              <EliminatorChooser
                label={`${t('results.panel.eliminatedBy')}: ${x.displayName}`}
                options={(offered.get(x.entryId) ?? []).flatMap((id) => options.get(id) ?? [])}
                named={(id) => options.get(id)}
                bustTable={/^\d+$/.test(f.tableId.trim()) ? Number(f.tableId) : null}
                chosen={f.eliminatedBy}
                onChange={(eliminatedBy) => update(x.entryId, { eliminatedBy })}
                testId={`correct-eliminator-${i}`}
                invalid={errors.props(`${at}.eliminatedBy`)['aria-invalid']}
                {...(errors.messages(`${at}.eliminatedBy`).length > 0
                  ? { describedBy: `error-${at}.eliminatedBy` }
                  : {})}
              />
              <FieldError errors={errors} name={`${at}.eliminatedBy`} />
            </div>
          </div>
        )
      })}
      <label>
        {t('results.panel.position')}
        <select
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          data-testid="correct-position"
          {...errors.props('position')}
        >
          <option value="">{t('results.panel.positionAuto')}</option>
          {view.hands
            .filter((x) => x.handId !== hand.handId)
            .map((x) => (
              <option key={x.handId} value={x.handId}>
                {t('results.panel.positionBefore', {
                  names: x.entries.map((e) => e.displayName).join(', '),
                  level: x.level
                })}
              </option>
            ))}
          <option value="last">{t('results.panel.positionLast')}</option>
        </select>
        <FieldError errors={errors} name="position" />
      </label>
      <div className="row">
        <input
          placeholder={t('results.hands.correctReason')}
          aria-label={t('results.hands.correctReason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          {...errors.props('reason')}
        />
        <button type="submit">{t('results.hands.correctConfirm')}</button>
        <button type="button" className="link" onClick={onDone}>
          {t('results.hands.correctCancel')}
        </button>
      </div>
      <FieldError errors={errors} name="reason" />
      <FormErrors errors={errors} fields={CORRECTION_FIELDS(hand.entries.length)} />
    </form>
  )
}
