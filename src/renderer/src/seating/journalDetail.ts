import type { DomainEvent } from '../../../shared/core/events'

/** What a seating record changed, in seats ("2/4 → 1/7"), for the journal line: both seats of every move (§27.2). */
export function seatingJournalDetail(event: DomainEvent): string | null {
  switch (event.type) {
    case 'seating.moved':
      return `${event.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')}${event.closes.length ? ` ✕ ${event.closes.join(', ')}` : ''}${event.overridden ? ' (override)' : ''}`
    case 'seating.drawn':
    case 'seating.seated':
      return `${event.draw.placements.length} · ${event.draw.seal.hash.slice(0, 12)}…`
    case 'seating.released':
      return `${event.from.table}/${event.from.seat}`
    case 'seating.proposed':
      return `${event.proposal.kind}: ${event.proposal.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')}`
    case 'seating.buttonSet':
      return `${event.table}: ${event.previous ?? '—'} → ${event.seat}`
    case 'seating.configured':
      return `${event.tables.length} × ${event.tables[0]?.seats ?? ''} · ${event.closingKind}: ${event.closingOrder.slice(0, 12).join(' ')}${event.closingOrder.length > 12 ? '…' : ''}`
    default:
      return null
  }
}
