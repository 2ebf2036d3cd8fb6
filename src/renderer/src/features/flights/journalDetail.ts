import type { DomainEvent } from '../../../../shared/core/events'
import type { MessageKey, Params } from '../../../../shared/i18n'

/** The facts of a flights record for the journal line (§27.5, §27.8): the count, who counted, who saw. */
export function flightsJournalDetail(
  event: DomainEvent,
  t: (key: MessageKey, params?: Params) => string,
  num: (value: number) => string
): string | null {
  switch (event.type) {
    case 'flight.bagged':
      return t('multiDay.journal.bagged', {
        chips: num(event.chips),
        counted: event.countedBy,
        witnessed: event.witnessedBy
      })
    case 'flight.closed':
      // §27.5: closed with bags that did not add up to the chips in play, the difference confirmed (the reason beside).
      return event.bags
        ? t('multiDay.journal.closedDiffers', {
            bagged: num(event.bags.bagged),
            inPlay: num(event.bags.inPlay),
            difference: num(event.bags.bagged - event.bags.inPlay)
          })
        : null
    case 'day2.carried':
      return t('multiDay.journal.carried', { chips: num(event.chips) })
    default:
      return null
  }
}
