import { useState, type ReactNode } from 'react'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { useClient } from '../../common/ClientContext'
import { currentOperator, usePerOperator } from '../../common/perOperator'
import { useCommand } from '../../common/useCommand'
import { useI18n } from '../../i18n/I18n'
import { ReasonForm } from '../results/ReasonForm'
import './flights.css'
import type { FlightCommand, FlightInPlayRow, FlightView } from './api'

/** The contract's limit of "counted by" and "witnessed by". */
const NAME_MAX = 80

/**
 * Bag-and-tag at the end of a flight (§5.5, §27.5): every entry in play with its table and seat, the
 * stack as counted at the table (the physical chips rule: counted, never the app's estimate), who counted and who
 * witnessed; a second count of a bag is a correction with its reason (§27.8). Then the flight is closed — refused
 * in place while any entry is not bagged — and reopened with a reason while nothing was carried to Day 2.
 */
export function BagAndTagPanel({
  tournamentId,
  view,
  chipsInPlay,
  onRecorded
}: {
  tournamentId: string
  view: FlightView
  /** The chips in play as the clock and the admin total them (every stack bought, the colour-ups' change). */
  chipsInPlay: number | null
  onRecorded: () => void
}): ReactNode {
  const { t, explain, num, dateTime } = useI18n()
  const client = useClient()
  const sendCommand = useCommand()
  const [countedBy, setCountedBy] = useState(() => client.signedIn?.name ?? currentOperator())
  // The witness is usually the same floor person all evening: remembered per operator on this screen.
  const [witnessedBy, setWitnessedBy] = usePerOperator('bagWitness')
  const [chips, setChips] = useState<Record<string, string>>({})
  const [correcting, setCorrecting] = useState<string | null>(null)
  const [reopening, setReopening] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  // §27.5: the bags and the chips in play the director is asked to confirm before closing with a difference.
  const [difference, setDifference] = useState<{ bagged: number; inPlay: number } | null>(null)

  const send = async (command: FlightCommand, done: string, reason?: string): Promise<boolean> => {
    const r = await sendCommand(command, reason ? { reason } : undefined)
    setMessage(r.ok ? { ok: true, text: done } : { ok: false, text: explain(r.error) })
    if (r.ok) onRecorded()
    return r.ok
  }
  const bag = (row: FlightInPlayRow, reason?: string): Promise<boolean> => {
    const counted = parseNumber(chips[row.entryId] ?? '')
    if (counted === null || !Number.isInteger(counted) || counted < 1) {
      setMessage({ ok: false, text: t('multiDay.bag.chipsRequired', { number: row.number ?? '—' }) })
      return Promise.resolve(false)
    }
    if (!countedBy.trim() || !witnessedBy.trim()) {
      setMessage({ ok: false, text: t('multiDay.bag.namesRequired') })
      return Promise.resolve(false)
    }
    const command: FlightCommand = {
      type: 'flight.bag',
      tournamentId,
      entryId: row.entryId,
      chips: counted,
      countedBy: countedBy.trim(),
      witnessedBy: witnessedBy.trim()
    }
    const said = { number: row.number ?? '—', chips: num(counted) }
    return send(command, t(row.bag ? 'multiDay.bag.corrected' : 'multiDay.bag.done', said), reason).then((ok) => {
      if (ok) {
        setCorrecting(null)
        setChips((c) => ({ ...c, [row.entryId]: '' }))
      }
      return ok
    })
  }

  const total = view.bagged + view.toBag
  const bagged = view.inPlay.reduce((n, row) => n + (row.bag?.chips ?? 0), 0)
  // §27.5: with every stack bagged, bags that do not add up to the chips in play are a warning before the closing.
  const close = async (): Promise<void> => {
    if (view.toBag === 0 && chipsInPlay !== null && bagged !== chipsInPlay) {
      setMessage(null)
      setDifference({ bagged, inPlay: chipsInPlay })
      return
    }
    const r = await sendCommand({ type: 'flight.close', tournamentId })
    if (r.ok) {
      setMessage({ ok: true, text: t('multiDay.bag.closedDone') })
      onRecorded()
    } else if (r.error.code === 'error.flight.bagsDiffer' && r.error.params) {
      // The figures the core holds (a bag or an entry recorded elsewhere meanwhile): the warning shows those.
      setMessage(null)
      setDifference({ bagged: Number(r.error.params.bagged), inPlay: Number(r.error.params.inPlay) })
    } else setMessage({ ok: false, text: explain(r.error) })
  }
  return (
    <section className="card bag-and-tag" data-testid="bag-and-tag">
      <div className="section-head">
        <h2>{t('multiDay.bag.title')}</h2>
        <span className="badge" data-testid="bag-progress">
          {t('multiDay.bag.progress', { bagged: view.bagged, total })}
        </span>
        {view.closed && <span className="badge warn">{t('multiDay.bag.closed')}</span>}
      </div>
      <p className="muted">{t('multiDay.bag.intro', { label: view.label, event: view.eventName })}</p>
      {!view.started && <p className="muted">{t('multiDay.bag.notStarted')}</p>}
      {!view.closed && (
        <div className="row">
          <label>
            {t('multiDay.bag.countedBy')}{' '}
            <input
              data-testid="bag-counted-by"
              maxLength={NAME_MAX}
              value={countedBy}
              onChange={(e) => setCountedBy(e.target.value)}
            />
          </label>
          <label>
            {t('multiDay.bag.witnessedBy')}{' '}
            <input
              data-testid="bag-witnessed-by"
              maxLength={NAME_MAX}
              value={witnessedBy}
              onChange={(e) => setWitnessedBy(e.target.value)}
            />
          </label>
        </div>
      )}
      {view.inPlay.length === 0 ? (
        <p className="muted">{t('multiDay.bag.none')}</p>
      ) : (
        <table className="grid" data-testid="bag-rows">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('multiDay.bag.player')}</th>
              <th>{t('multiDay.bag.seat')}</th>
              <th>{t('multiDay.bag.counted')}</th>
              {!view.closed && <th>{t('multiDay.bag.chips')}</th>}
            </tr>
          </thead>
          <tbody>
            {view.inPlay.map((row) => (
              <tr key={row.entryId} data-testid={`bag-row-${row.number ?? row.entryId}`}>
                <td className="num">{row.number ?? '—'}</td>
                <td>{row.name}</td>
                <td className="num">
                  {row.table !== null && row.seat !== null
                    ? t('seating.tableSeatShort', { table: row.table, seat: row.seat })
                    : '—'}
                </td>
                <td data-testid={`bag-count-${row.number ?? row.entryId}`}>
                  {row.bag ? (
                    <>
                      <strong>{num(row.bag.chips)}</strong>{' '}
                      <span className="muted">
                        {t('multiDay.bag.countedLine', {
                          counted: row.bag.countedBy,
                          witnessed: row.bag.witnessedBy,
                          time: dateTime(row.bag.at)
                        })}
                      </span>
                      {row.bag.history.map((h, i) => (
                        <div key={i} className="muted">
                          <s>{num(h.chips)}</s>{' '}
                          {t('multiDay.bag.earlier', {
                            counted: h.countedBy,
                            witnessed: h.witnessedBy,
                            reason: h.reason
                          })}
                        </div>
                      ))}
                    </>
                  ) : (
                    <span className="muted">{t('multiDay.bag.notYet')}</span>
                  )}
                </td>
                {!view.closed && (
                  <td className="bag-and-tag__count">
                    {row.bag && correcting !== row.entryId ? (
                      <button
                        data-testid={`bag-correct-${row.number ?? row.entryId}`}
                        onClick={() => {
                          setCorrecting(row.entryId)
                          setChips((c) => ({ ...c, [row.entryId]: String(row.bag!.chips) }))
                        }}
                      >
                        {t('multiDay.bag.correct')}
                      </button>
                    ) : (
                      <span className="row">
                        <input
                          aria-label={t('multiDay.bag.chipsOf', { number: row.number ?? '—' })}
                          data-testid={`bag-chips-${row.number ?? row.entryId}`}
                          inputMode="numeric"
                          maxLength={20}
                          size={9}
                          value={chips[row.entryId] ?? ''}
                          onChange={(e) => setChips((c) => ({ ...c, [row.entryId]: e.target.value }))}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter' && !row.bag) void bag(row)
                          }}
                        />
                        {!row.bag && (
                          <button data-testid={`bag-button-${row.number ?? row.entryId}`} onClick={() => void bag(row)}>
                            {t('multiDay.bag.bag')}
                          </button>
                        )}
                      </span>
                    )}
                    {row.bag && correcting === row.entryId && (
                      <ReasonForm
                        testId={`bag-reason-${row.number ?? row.entryId}`}
                        placeholder={t('multiDay.bag.reason')}
                        confirm={t('multiDay.bag.recordCorrection')}
                        onSubmit={(reason) => bag(row, reason)}
                        onCancel={() => setCorrecting(null)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.inPlay.length > 0 && chipsInPlay !== null && (
        <p className={view.toBag === 0 && bagged !== chipsInPlay ? 'warn' : 'muted'} data-testid="bag-totals">
          {t('multiDay.bag.totals', { bagged: num(bagged), inPlay: num(chipsInPlay) })}
        </p>
      )}
      {difference && !view.closed && (
        <div className="warning" role="alert" data-testid="bag-difference">
          <p>
            {t('multiDay.bag.differs', {
              bagged: num(difference.bagged),
              inPlay: num(difference.inPlay),
              difference: num(difference.bagged - difference.inPlay)
            })}
          </p>
          <ReasonForm
            testId="bag-difference-reason"
            placeholder={t('multiDay.bag.differenceReason')}
            confirm={t('multiDay.bag.closeAnyway')}
            onSubmit={(reason) =>
              send({ type: 'flight.close', tournamentId, difference }, t('multiDay.bag.closedDone'), reason).then(
                (ok) => {
                  if (ok) setDifference(null)
                  return ok
                }
              )
            }
            onCancel={() => setDifference(null)}
          />
        </div>
      )}
      <div className="row">
        {!view.closed ? (
          <button className="primary" data-testid="flight-close" onClick={() => void close()}>
            {t('multiDay.bag.close')}
          </button>
        ) : view.carried ? (
          <span className="muted">{t('multiDay.bag.carriedNoReopen')}</span>
        ) : reopening ? (
          <ReasonForm
            testId="flight-reopen-reason"
            placeholder={t('multiDay.bag.reopenReason')}
            confirm={t('multiDay.bag.reopen')}
            onSubmit={(reason) =>
              send({ type: 'flight.reopen', tournamentId }, t('multiDay.bag.reopenedDone'), reason).then((ok) => {
                if (ok) setReopening(false)
                return ok
              })
            }
            onCancel={() => setReopening(false)}
          />
        ) : (
          <button data-testid="flight-reopen" onClick={() => setReopening(true)}>
            {t('multiDay.bag.reopen')}…
          </button>
        )}
      </div>
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'} data-testid="bag-message">
          {message.text}
        </p>
      )}
    </section>
  )
}
