import type { DomainEvent } from '../../../../shared/core/events'
import type { MessageKey, Params } from '../../../../shared/i18n'

/** The facts of a registration record for the journal line: entry number, kind, level, who confirmed, stack. */
export function registrationJournalDetail(
  event: DomainEvent,
  t: (key: MessageKey, params?: Params) => string
): string | null {
  switch (event.type) {
    case 'entry.registered':
      return [
        event.number !== null ? `#${event.number}` : t('entry.status.waiting'),
        t(`entry.kind.${event.kind}`),
        event.status === 'pre-registered' ? t('entry.status.pre-registered') : null,
        event.late ? t('entries.late') : null,
        event.override ? t('journal.override') : null,
        event.ticket ? t('tickets.status') : null
      ]
        .filter(Boolean)
        .join(' · ')
    case 'entry.admitted':
      return `#${event.number}`
    case 'entry.eliminated':
      return `${t('entries.atLevel', { level: event.level })} · ${t('journal.confirmedBy', { name: event.confirmedBy })}`
    case 'entry.disqualified':
      return event.level !== null ? t('entries.atLevel', { level: event.level }) : null
    case 'entry.rebought':
      return t('journal.rebuy', { stack: event.stack, chips: event.chips })
    case 'entry.addedOn':
      return t('journal.addon', { chips: event.chips })
    case 'ticket.issued':
      return event.place !== null ? `${t('tickets.place')} ${event.place}` : t('tickets.leftInPlay')
    default:
      return null
  }
}
