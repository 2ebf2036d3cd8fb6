import type { DomainEvent } from '../../../../../shared/core/events'
import type { MessageKey, Params } from '../../../../../shared/i18n'
import { formatDuration } from '../../../features/clock/format'

/**
 * A short human detail of a clock record for the journal: what moved where, how many levels, which seat. Times in
 * the app's chosen language (`dateTime` from useI18n), never the computer's locale.
 */
export function clockJournalDetail(
  event: DomainEvent,
  dateTime: (ms: number) => string,
  t: (key: MessageKey, params?: Params) => string
): string | null {
  switch (event.type) {
    case 'clock.structureSet':
      return `${event.structure.items.filter((i) => i.kind === 'level').length} × L, ${event.structure.items.filter((i) => i.kind === 'break').length} × ☕`
    case 'clock.scheduled':
      return dateTime(event.startsAt)
    case 'clock.moved':
      return `${t(`journal.clockCause.${event.cause}`)}: ${formatDuration(event.from)} → ${formatDuration(event.position)}`
    case 'clock.paused':
    case 'clock.resumed':
    case 'clock.started':
      return formatDuration(event.position)
    case 'clock.handForHandSet':
      return `${t(event.on ? 'journal.hfh.on' : 'journal.hfh.off')} · ${t(`journal.hfh.${event.mode}`)}${event.mode === 'deduct' ? ` ${t('journal.seconds', { seconds: event.deductSeconds })}` : ''}`
    case 'clock.handCompleted':
      return `#${event.hand}`
    case 'clock.shotClockStarted':
      return `${event.table} / ${event.seat} · ${event.seconds} + ${t('journal.seconds', { seconds: event.countdownSeconds })}`
    case 'clock.announced':
      return event.text
    default:
      return null
  }
}
