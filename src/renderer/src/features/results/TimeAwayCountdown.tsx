import { useEffect, useState, type ReactNode } from 'react'
import { useI18n } from '../../i18n/I18n'
import { useServerNow } from './AfterTheFact'

/** mm:ss, rounding up so "0:00" shows only when the time is over. */
export function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * §25.1д: the time away left, from the server's `endsAt` and this screen's server-time offset (as the clock view
 * reads its level). One timeout aimed at the next displayed second; nothing counts ticks. Admin only (§25.14).
 */
export function TimeAwayCountdown({ endsAt }: { endsAt: number }): ReactNode {
  const { t, time } = useI18n()
  const serverNow = useServerNow()
  const [now, setNow] = useState(serverNow)
  const left = endsAt - now
  useEffect(() => {
    if (left <= 0) return
    const id = setTimeout(() => setNow(serverNow()), (left % 1000 || 1000) + 5)
    return () => clearTimeout(id)
  }, [now, left, serverNow])
  return left > 0 ? (
    <span className="badge" data-testid="time-away-left" title={time(endsAt, true)}>
      {t('results.penalties.timeAwayLeft', { time: formatRemaining(left) })}
    </span>
  ) : (
    <span className="badge" data-testid="time-away-over">
      {t('results.penalties.timeAwayOver')}
    </span>
  )
}
