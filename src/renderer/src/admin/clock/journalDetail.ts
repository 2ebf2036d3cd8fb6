import type { DomainEvent } from '../../../../shared/core/events'
import { formatDuration } from '../../clock/format'

/** A short human detail of a clock record for the journal: what moved where, how many levels, which seat. */
export function clockJournalDetail(event: DomainEvent): string | null {
  switch (event.type) {
    case 'clock.structureSet':
      return `${event.structure.items.filter((i) => i.kind === 'level').length} × L, ${event.structure.items.filter((i) => i.kind === 'break').length} × ☕`
    case 'clock.scheduled':
      return new Date(event.startsAt).toLocaleString()
    case 'clock.moved':
      return `${event.cause}: ${formatDuration(event.from)} → ${formatDuration(event.position)}`
    case 'clock.paused':
    case 'clock.resumed':
    case 'clock.started':
      return formatDuration(event.position)
    case 'clock.handForHandSet':
      return `${event.on ? 'on' : 'off'} · ${event.mode}${event.mode === 'deduct' ? ` ${event.deductSeconds} s` : ''}`
    case 'clock.handCompleted':
      return `#${event.hand}`
    case 'clock.shotClockStarted':
      return `${event.table} / ${event.seat} · ${event.seconds} + ${event.countdownSeconds} s`
    case 'clock.announced':
      return event.text
    default:
      return null
  }
}
