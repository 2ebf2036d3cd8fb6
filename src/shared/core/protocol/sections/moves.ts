import type { ProtocolMove } from '../document'
import { stageLabel } from '../labels'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell } from './spans'

/**
 * Appendix C.9: every move, oldest first — who, from which table and seat to which, who made it and why: the cause
 * (balancing, a table broken, the final table, short-handed play, the Olympic draw of a stage, by hand) and the
 * operator's reason when they gave one.
 */
export function movesSection(c: LayoutContext): LayoutSection {
  const { doc, t, fmt, who, table } = c
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
        cell([causeText(c, m), m.reason].filter(Boolean).join('; '))
      ])
    )
  }
}

/** §8.3–§8.14, BFSP §3.1, §3.2: a move's cause in words ("table 5 broken", "Olympic draw: final"). */
function causeText({ t, language }: LayoutContext, m: ProtocolMove): string {
  switch (m.cause) {
    case undefined:
      return ''
    case 'break':
      return m.brokenTables?.length
        ? t('protocol.move.break', { tables: m.brokenTables.join(', '), count: m.brokenTables.length })
        : t('protocol.move.breakUnnamed')
    case 'olympic':
      return m.stage
        ? t('protocol.move.olympicStage', { stage: stageLabel(m.stage, language) })
        : t('protocol.move.olympic')
    default:
      return t(`protocol.move.${m.cause}`)
  }
}
