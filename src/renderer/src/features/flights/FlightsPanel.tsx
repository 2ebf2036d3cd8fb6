import { useState, type ReactNode } from 'react'
import { useAdminPath } from '../../common/useAdminPath'
import { useCommand } from '../../common/useCommand'
import { useI18n } from '../../i18n/I18n'
import { NO_ADMIN_PATH } from '../../route'
import type { EventView, FlightCommand } from './api'
import { EventPlaces } from './EventPlaces'
import './flights.css'

/**
 * The event's flights (§5.5): each flight with its status and counts, the stacks its closed flights
 * will carry to Day 2 by the announced carry-over rule (and those that will not, with why), bringing the bags in,
 * then the Day 2 seating as announced — by stack, or the ordinary draw — and the places across the whole event.
 */
export function FlightsPanel({
  tournamentId,
  view,
  seated,
  onRecorded
}: {
  tournamentId: string
  view: EventView
  /** The Day 2's seats are drawn (by stack or by the draw): the seating is then the Tables and seats tab's. */
  seated: boolean
  onRecorded: () => void
}): ReactNode {
  const { t, explain, num } = useI18n()
  const sendCommand = useCommand()
  const [, go] = useAdminPath()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const answer = (ok: boolean, text: string): void => {
    setMessage({ ok, text })
    if (ok) onRecorded()
  }
  const run = (command: FlightCommand, done: (carried: number) => string): void =>
    void sendCommand(command).then((r) =>
      r.ok
        ? answer(true, done(r.value.events.filter((e) => e.type === 'day2.carried').length))
        : answer(false, explain(r.error))
    )
  const draw = (): void => {
    void sendCommand({ type: 'seating.draw', tournamentId }).then((r) =>
      r.ok ? answer(true, t('multiDay.event.drawn')) : answer(false, explain(r.error))
    )
  }
  const carriedAny = view.flights.some((f) => f.carried)
  // §5.10 with §5.5: in a bounty event each stack shows the head it brings to Day 2.
  const withBounty = view.toCarry.some((row) => row.bounty !== null)

  return (
    <section className="card flights-panel" data-testid="flights-panel">
      <h2>{t('multiDay.event.title')}</h2>
      <RulesLine rules={view.rules} />
      {view.flights.length === 0 ? (
        <p className="muted">{t('multiDay.event.noFlights')}</p>
      ) : (
        <table className="grid" data-testid="flights-list">
          <thead>
            <tr>
              <th>{t('multiDay.event.flight')}</th>
              <th>{t('multiDay.event.status')}</th>
              <th>{t('multiDay.event.entries')}</th>
              <th>{t('multiDay.event.bagged')}</th>
              <th>{t('multiDay.event.carried')}</th>
            </tr>
          </thead>
          <tbody>
            {view.flights.map((f) => (
              <tr key={f.tournamentId} data-testid={`flights-row-${f.label}`}>
                <td>
                  <button
                    className="link"
                    onClick={() => go({ ...NO_ADMIN_PATH, tournamentId: f.tournamentId })}
                    title={f.name}
                  >
                    {t('multiDay.event.flightName', { label: f.label, name: f.name })}
                  </button>
                </td>
                <td>{t(`multiDay.status.${f.status}`)}</td>
                <td className="num">{num(f.entries)}</td>
                <td className="num">{num(f.bagged)}</td>
                <td>{f.carried ? t('multiDay.event.yes') : t('multiDay.event.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('multiDay.event.toCarry')}</h3>
      {view.bountyMismatch.length > 0 && (
        <p className="error" role="alert" data-testid="flights-bounty-mismatch">
          {t('multiDay.event.bountyMismatch', { labels: view.bountyMismatch.join(', ') })}
        </p>
      )}
      {view.toCarry.length === 0 ? (
        <p className="muted" data-testid="flights-nothing">
          {t('multiDay.event.nothingToCarry')}
        </p>
      ) : (
        <table className="grid" data-testid="flights-to-carry">
          <thead>
            <tr>
              <th>{t('multiDay.bag.player')}</th>
              <th>{t('multiDay.bag.chips')}</th>
              <th>{t('multiDay.event.flight')}</th>
              {withBounty && <th>{t('multiDay.event.bounty')}</th>}
              <th />
            </tr>
          </thead>
          <tbody>
            {view.toCarry.map((row) => (
              <tr key={`${row.playerId}-${row.fromFlightId}`}>
                <td>{row.name}</td>
                <td className="num">{num(row.chips)}</td>
                <td>{row.label}</td>
                {withBounty && <td className="num">{row.bounty === null ? '—' : num(row.bounty)}</td>}
                <td className="muted">{row.replaces ? t('multiDay.event.replaces') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.skipped.length > 0 && (
        <table className="grid" data-testid="flights-skipped">
          <caption className="muted">{t('multiDay.event.skipped')}</caption>
          <tbody>
            {view.skipped.map((row, i) => (
              <tr key={i}>
                <td>{row.name}</td>
                <td className="num">{num(row.chips)}</td>
                <td>{row.label}</td>
                <td className="muted">{t(`multiDay.event.why.${row.why}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="row">
        <button
          className="primary"
          data-testid="flights-advance"
          disabled={view.toCarry.length === 0}
          onClick={() =>
            run({ type: 'day2.advance', tournamentId }, (count) => t('multiDay.event.advanced', { count }))
          }
        >
          {t('multiDay.event.advance')}
        </button>
        {carriedAny && seated && (
          <span className="muted" data-testid="flights-seated">
            {t('multiDay.event.seatedAlready')}
          </span>
        )}
        {carriedAny &&
          !seated &&
          (view.rules.day2Seating === 'byStack' ? (
            <button
              data-testid="flights-seat-by-stack"
              onClick={() => run({ type: 'day2.seatByStack', tournamentId }, () => t('multiDay.event.seated'))}
            >
              {t('multiDay.event.seatByStack')}
            </button>
          ) : (
            <button data-testid="flights-draw" onClick={draw}>
              {t('multiDay.event.draw')}
            </button>
          ))}
        {carriedAny && !seated && <span className="muted">{t('multiDay.event.tablesHint')}</span>}
      </div>
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'} data-testid="flights-message">
          {message.text}
        </p>
      )}
      {view.carried.length > 0 && (
        <>
          <h3>{t('multiDay.event.carriedList')}</h3>
          <table className="grid" data-testid="flights-carried">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('multiDay.bag.player')}</th>
                <th>{t('multiDay.bag.chips')}</th>
                <th>{t('multiDay.event.flight')}</th>
              </tr>
            </thead>
            <tbody>
              {view.carried.map((row) => (
                <tr key={row.entryId}>
                  <td className="num">{row.number ?? '—'}</td>
                  <td>
                    {row.withdrawn ? <s>{row.name}</s> : row.name}
                    {row.withdrawn && <span className="muted"> · {t('multiDay.event.withdrawn')}</span>}
                  </td>
                  <td className="num">{num(row.chips)}</td>
                  <td>{row.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {view.carried.length > 0 ? (
        <EventPlaces rows={view.places} />
      ) : (
        <p className="muted" data-testid="event-places-later">
          {t('multiDay.places.later')}
        </p>
      )}
    </section>
  )
}

/** The announced rules of the event, one per line (§5.5 а–д): what the form asked, and what was chosen. */
export function RulesLine({ rules }: { rules: EventView['rules'] }): ReactNode {
  const { t } = useI18n()
  const lines: [string, string][] = [
    [t('multiDay.form.carryOver'), t(`multiDay.rules.carryOver.${rules.carryOver}`)],
    [t('multiDay.form.reentryAfterAdvance'), t(`multiDay.rules.reentry.${rules.reentryAfterAdvance ? 'yes' : 'no'}`)],
    [t('multiDay.form.day2Seating'), t(`multiDay.rules.seating.${rules.day2Seating}`)],
    [t('multiDay.form.flightBusts'), t(`multiDay.rules.busts.${rules.flightBusts}`)]
  ]
  return (
    <ul className="muted multi-day-rules" data-testid="flights-rules">
      {lines.map(([label, choice]) => (
        <li key={label}>
          {label}: {choice}
        </li>
      ))}
    </ul>
  )
}
