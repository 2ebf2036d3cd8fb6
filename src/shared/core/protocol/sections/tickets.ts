import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell, plain, SPACE } from './spans'

/** §5.12: the seats this satellite awarded, and what became of each (why one was voided: internal only). */
export function ticketsSection({ doc, t, fmt, table }: LayoutContext): LayoutSection | null {
  if (doc.tickets.length === 0) return null
  return {
    id: 'tickets',
    heading: t('protocol.section.tickets'),
    table: table(
      ['protocol.col.place', 'protocol.col.name', 'protocol.col.ticketFor', 'protocol.col.status', 'protocol.col.by'],
      doc.tickets.map((k) => [
        cell(k.place ?? t('protocol.ticket.leftInPlay')),
        cell(`${k.number != null ? `#${k.number} ` : ''}${k.publicName}`),
        cell(k.forTournament),
        [
          plain(t(`protocol.ticket.${k.status}`)),
          ...(k.voidReason ? [SPACE, { text: `(${k.voidReason})`, style: 'internal' as const }] : [])
        ],
        cell(`${k.issuedBy}, ${fmt(k.issuedAt)}`)
      ])
    )
  }
}
