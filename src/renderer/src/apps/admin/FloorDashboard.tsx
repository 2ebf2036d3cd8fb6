import { useEffect, useState, type ReactNode } from 'react'
import { floorAlerts, timeLeftMs, type FloorAlert, type FloorLink, type FloorRow } from '../../../../shared/core/views'
import type { MessageKey } from '../../../../shared/i18n'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { formatDuration } from '../../features/clock/format'
import './floorDashboard.css'

/** The server's time as this page best knows it, a new value each second: the countdowns and the alerts' ages. */
function useServerNow(): number {
  const client = useClient()
  const read = (): number => Date.now() + client.serverOffsetMs()
  const [now, setNow] = useState(read)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + client.serverOffsetMs()), 1000)
    return () => clearInterval(timer)
  }, [client])
  return now
}

/**
 * The director's floor dashboard: every tournament in play or started today, the alerts on top. The view is pushed
 * when anything changes; the clocks count down here and the alerts that depend on how long something has lasted (a
 * proposal waiting over a minute, how long a clock has been paused) are recomputed each second from the pushed
 * moments (`floorAlerts`). A line or an alert opens the tournament's page where it is dealt with.
 */
export function FloorDashboard({ onOpen }: { onOpen: (link: FloorLink) => void }): ReactNode {
  const { t, num } = useI18n()
  const view = useSubscription({ topic: 'floor' })
  const now = useServerNow()
  if (view === undefined) return <p className="muted">{t('app.connecting')}</p>
  const alerts = floorAlerts(view, now)
  return (
    <section className="floor-board" data-testid="floor-board">
      <div className="section-head">
        <h1>{t('floor.title')}</h1>
      </div>
      <p className="muted">{t('floor.explain')}</p>
      <section className="floor-board__alerts" aria-labelledby="floor-alerts-title">
        <h2 id="floor-alerts-title">{t('floor.alerts')}</h2>
        {alerts.length === 0 ? (
          <p className="muted" data-testid="floor-no-alerts">
            {t('floor.noAlerts')}
          </p>
        ) : (
          <ul data-testid="floor-alerts">
            {alerts.map((alert) => (
              <li key={`${alert.kind}:${alert.tournamentId}`}>
                <button
                  className={`floor-board__alert floor-board__alert--${alert.kind}`}
                  data-testid={`floor-alert-${alert.kind}`}
                  onClick={() => onOpen(alert.link)}
                >
                  {alertText(alert, t, num)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.rows.length === 0 ? (
        <p className="muted" data-testid="floor-none">
          {t('floor.none')}
        </p>
      ) : (
        <table className="floor-board__table" data-testid="floor-rows">
          <thead>
            <tr>
              <th>{t('floor.col.tournament')}</th>
              <th>{t('floor.col.clock')}</th>
              <th className="num">{t('floor.col.left')}</th>
              <th className="num">{t('floor.col.players')}</th>
              <th className="num">{t('floor.col.tables')}</th>
              <th>{t('floor.col.seating')}</th>
              <th>{t('floor.col.waiting')}</th>
              <th>{t('floor.col.late')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <Row key={row.id} row={row} now={now} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

type T = ReturnType<typeof useI18n>['t']

function alertText(alert: FloorAlert, t: T, num: (n: number) => string): string {
  const tournament = alert.name
  switch (alert.kind) {
    case 'proposalWaiting':
      return t('floor.alert.proposalWaiting', {
        tournament,
        what: t(`floor.pending.${alert.proposal}` as MessageKey),
        time: formatDuration(alert.waitingMs)
      })
    case 'clockPaused':
      return t('floor.alert.clockPaused', { tournament, time: formatDuration(alert.pausedMs) })
    case 'handForHand':
      return t('floor.alert.handForHand', { tournament })
    case 'unbalanced':
      return t('floor.alert.unbalanced', {
        tournament,
        max: num(alert.max),
        min: num(alert.min),
        tolerance: num(alert.tolerance)
      })
    case 'waitingWithFreePlaces':
      return t('floor.alert.waitingWithFreePlaces', { tournament, waiting: alert.waiting, free: alert.free })
  }
}

function Row({ row, now, onOpen }: { row: FloorRow; now: number; onOpen: (link: FloorLink) => void }): ReactNode {
  const { t, num } = useI18n()
  const clock = row.clock
  const left = clock ? timeLeftMs(clock, now) : null
  const open = (tab: FloorLink['tab']) => () => onOpen({ tournamentId: row.id, tab })
  let item: ReactNode = t('floor.noStructure')
  if (clock)
    item =
      clock.kind === 'break' ? (
        t('floor.break')
      ) : (
        <>
          {t('floor.level', { level: clock.level ?? '—' })}
          <span className="floor-board__blinds">
            {t('floor.blinds', { small: num(clock.smallBlind ?? 0), big: num(clock.bigBlind ?? 0) })}
          </span>
        </>
      )
  let time = '—'
  if (clock && left) {
    if (clock.status === 'idle') time = t('floor.notStarted')
    else if (left.startsInMs !== null) time = t('floor.startsIn', { time: formatDuration(left.startsInMs) })
    else if (clock.ended) time = t('floor.ended')
    else time = formatDuration(left.leftMs)
  }
  return (
    <tr data-testid={`floor-row-${row.id}`} className={row.finished ? 'floor-board__row--finished' : undefined}>
      <td>
        <button className="link floor-board__name" onClick={open('overview')}>
          {row.name}
        </button>
        {row.finished && <span className="status">{t('floor.finished')}</span>}
        {row.handForHand && <span className="badge">{t('floor.handForHand')}</span>}
      </td>
      <td>{item}</td>
      <td className="num" data-testid="floor-time">
        {time}
        {row.pausedSince !== null && (
          <>
            {' '}
            <span className="badge floor-board__paused">{t('floor.paused')}</span>
          </>
        )}
      </td>
      <td className="num">
        {num(row.playersLeft)} / {num(row.entries)}
      </td>
      <td className="num">{num(row.tables)}</td>
      <td>
        {row.pending ? (
          <button className="link" onClick={open('seating')} data-testid="floor-pending">
            {t('floor.pendingSince', {
              what: t(`floor.pending.${row.pending.kind}` as MessageKey),
              time: formatDuration(Math.max(0, now - row.pending.since))
            })}
          </button>
        ) : (
          t('floor.nothingPending')
        )}
      </td>
      <td>
        {row.waiting > 0 ? (
          <button className="link" onClick={open('entries')}>
            {t('floor.waitingCount', { count: num(row.waiting) })}
          </button>
        ) : (
          '—'
        )}
      </td>
      <td>{t(`floor.late.${row.lateRegistration}`)}</td>
    </tr>
  )
}
