import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell } from './spans'

/** Appendix C.9: every move, oldest first — who, from which table and seat to which, who made it and why. */
export function movesSection({ doc, t, fmt, who, table }: LayoutContext): LayoutSection {
  return {
    id: 'moves',
    heading: t('protocol.section.moves'),
    table: table(
      [
        'protocol.col.time',
        'protocol.col.name',
        'protocol.col.from',
        'protocol.col.to',
        'protocol.col.by',
        'protocol.col.reason'
      ],
      doc.moves.map((m) => [
        cell(fmt(m.at)),
        who(m.entryId),
        cell(m.fromTable ? `${m.fromTable} / ${m.fromSeat ?? ''}` : ''),
        cell(`${m.toTable} / ${m.toSeat}`),
        cell(m.by),
        cell(m.reason ?? '')
      ])
    )
  }
}
