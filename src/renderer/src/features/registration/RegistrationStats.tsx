import type { ReactNode } from 'react'
import type { RegistrationSummary } from '../../../../shared/core/views'
import { useI18n } from '../../i18n/I18n'

/** The totals line and the late-registration state (§7.7), shown above the desk and the entry list. */
export function RegistrationStats({ summary }: { summary: RegistrationSummary }): ReactNode {
  const { t, num } = useI18n()
  const s = summary.stats
  const close = summary.terms.lateRegistration
  const closeText =
    close.kind === 'level-end'
      ? t('registration.close.level-end', { level: close.level })
      : close.kind === 'rebuy-end'
        ? t('registration.close.rebuy-end', { level: summary.terms.rebuy?.untilLevel ?? 0 })
        : t(`registration.close.${close.kind}`)
  const items: [string, string | number][] = [
    [t('stats.entries'), s.entries],
    [t('stats.uniquePlayers'), s.uniquePlayers],
    [t('stats.playersLeft'), s.playersLeft],
    [t('stats.reentries'), s.reentries],
    [t('stats.rebuys'), s.rebuys],
    [t('stats.addons'), s.addons],
    [t('stats.waiting'), summary.waiting],
    [t('stats.preRegistered'), summary.preRegistered],
    [t('stats.totalChips'), num(s.totalChips)],
    [t('stats.averageStack'), s.averageStack === null ? '—' : num(s.averageStack)]
  ]
  return (
    <div className="reg-stats" data-testid="registration-stats">
      <span className={`late late--${summary.lateRegistration.status}`} data-testid="late-registration">
        {summary.lateRegistration.status === 'open'
          ? `${t('late.open')} · ${t('late.closes', { when: closeText })}`
          : `${t('late.closed')} · ${t('late.closedAt', { when: closeText })}`}
      </span>
      {items.map(([label, value]) => (
        <span key={label} className="reg-stats__item">
          <b>{value}</b> {label}
        </span>
      ))}
    </div>
  )
}
