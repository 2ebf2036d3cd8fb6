import type { DisputeFields } from '../../results'
import type { LayoutSection } from '../layout'
import { unpublishedNote, type LayoutContext } from './context'
import { cell, plain } from './spans'

/**
 * Appendix C.16, §27.4: disputed decisions — when, table and hand, who was involved, the facts, the ruling (appealed
 * to the director, §26.8; corrected, C.17) and who ruled. The public version shows published ones only (§25.14).
 */
export function disputesSection(c: LayoutContext): LayoutSection {
  const { doc, t, fmt, name, table } = c
  return {
    id: 'disputes',
    heading: t('protocol.section.disputes'),
    table: unpublishedNote(
      c,
      doc.unpublished.disputes,
      table(
        [
          'protocol.col.time',
          'protocol.col.tableHand',
          'protocol.col.participants',
          'protocol.col.facts',
          'protocol.col.ruling',
          'protocol.col.decidedBy'
        ],
        doc.disputes.map((d) => [
          [plain(fmt(d.ruledAt)), ...(d.enteredAfterTheFact ? c.enteredLater(d.ruledAt, d.recordedAt) : [])],
          cell(c.tableHand(d)),
          cell(d.entryIds.map((id) => name(id)).join(', ')),
          cell(d.facts),
          [
            plain(d.ruling),
            ...(d.appealedToDirector ? c.remark('protocol.appealed') : []),
            ...(d.history?.length ? c.remark('protocol.penaltyCorrected') : [])
          ],
          cell(disputeValue(c, d, 'ruledBy'))
        ])
      )
    )
  }
}

/** One field of a disputed decision as the protocol prints it (its row, and C.17's old → new). */
export function disputeValue({ t, fmt, name }: LayoutContext, f: DisputeFields, key: keyof DisputeFields): string {
  switch (key) {
    case 'entryIds':
      return f.entryIds.map((id) => name(id)).join(', ') || '—'
    case 'ruledBy':
      return `${f.ruledBy.name} (${t(`protocol.role.${f.ruledBy.role}`)})`
    case 'ruledAt':
      return fmt(f.ruledAt)
    case 'appealedToDirector':
      return f.appealedToDirector ? t('protocol.yes') : t('protocol.no')
    default:
      return String(f[key] ?? '—')
  }
}
