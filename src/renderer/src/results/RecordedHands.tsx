import { useState, type ReactNode } from 'react'
import type { Command } from '../../../shared/core/commands'
import { placeLabel } from '../../../shared/core/results/Protocol'
import type { ResultsView } from '../../../shared/core/results/views'
import { parseNumber } from '../../../shared/i18n/numbers'
import { useI18n } from '../i18n/I18n'
import { EnteredLater } from './AfterTheFact'
import { useSender } from './useSender'

/** The hands recorded, newest first, each with undo and correction under a reason (§27.6, §27.8). */
export function RecordedHands({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t, time } = useI18n()
  const [undoing, setUndoing] = useState<string | null>(null)
  const [undoReason, setUndoReason] = useState('')
  const [correcting, setCorrecting] = useState<string | null>(null)
  const [stacks, setStacks] = useState<Record<string, string>>({})
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
                      startStack: (parseNumber(String(stacks[x.entryId] ?? x.startStack)) ?? 0) as number,
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
                    <input
                      type="number"
                      min={0}
                      value={stacks[x.entryId] ?? String(x.startStack)}
                      onChange={(e) => setStacks((s) => ({ ...s, [x.entryId]: e.target.value }))}
                      aria-label={`${t('results.panel.startStack')}: ${x.displayName}`}
                    />
                  </label>
                ))}
                <input
                  placeholder={t('results.hands.correctReason')}
                  maxLength={1000}
                  value={undoReason}
                  onChange={(e) => setUndoReason(e.target.value)}
                  required
                />
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
