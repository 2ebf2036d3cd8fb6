import type { DomainEvent } from '../../../shared/core/events'
import { isMessageKey, type MessageKey, type Params } from '../../../shared/i18n'

type T = (key: MessageKey, params?: Params) => string
/** A word of the records in the chosen language when the dictionaries name it, else as recorded. */
const named = (t: T, key: string, raw: string): string => (isMessageKey(key) ? t(key) : raw)

/** What a seating record changed, in seats ("2/4 → 1/7"), for the journal line: both seats of every move (§27.2). */
export function seatingJournalDetail(event: DomainEvent, t: T): string | null {
  switch (event.type) {
    case 'seating.moved':
      return `${event.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')}${event.closes.length ? ` ✕ ${event.closes.join(', ')}` : ''}${event.overridden ? ` (${t('journal.overridden')})` : ''}`
    case 'seating.drawn':
    case 'seating.seated':
      return `${event.draw.placements.length} · ${event.draw.seal.hash.slice(0, 12)}…`
    case 'seating.released':
      return `${event.from.table}/${event.from.seat}`
    case 'seating.proposed':
      return `${named(t, `seating.kind.${event.proposal.kind}`, event.proposal.kind)}: ${event.proposal.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')}${event.proposal.buttonsAsked?.length ? t('seating.journal.buttonsAsked', { tables: event.proposal.buttonsAsked.join(', ') }) : ''}`
    case 'seating.buttonSet':
      return `${event.table}: ${event.previous ?? '—'} → ${event.seat}`
    case 'seating.configured':
      return `${event.tables.length} × ${event.tables[0]?.seats ?? ''} · ${named(t, `seating.closing.${event.closingKind}`, event.closingKind)}: ${event.closingOrder.slice(0, 12).join(' ')}${event.closingOrder.length > 12 ? '…' : ''}`
    default:
      return null
  }
}
