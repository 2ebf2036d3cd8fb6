import { measureKey, violationKey, type Measure, type PenaltyFields } from '../../results'
import type { LayoutSection } from '../layout'
import { unpublishedNote, type LayoutContext } from './context'
import { cell, plain, SPACE } from './spans'

/**
 * Appendix C.15, §25.13: penalties and warnings — date, participant, table and hand, violation, measure, who decided.
 * §27.8: a withdrawn one stays, struck through and marked; a corrected one points to its history (C.17). The public
 * version shows published ones only and says when more exist (§25.14).
 */
export function penaltiesSection(c: LayoutContext): LayoutSection {
  const { doc, t, fmt, who, table } = c
  return {
    id: 'penalties',
    heading: t('protocol.section.penalties'),
    table: unpublishedNote(
      c,
      doc.unpublished.penalties,
      table(
        [
          'protocol.col.date',
          'protocol.col.name',
          'protocol.col.tableHand',
          'protocol.col.violation',
          'protocol.col.measure',
          'protocol.col.decidedBy'
        ],
        doc.penalties.map((p) => [
          [
            plain(p.date),
            ...(p.enteredAfterTheFact
              ? p.occurredAt !== undefined
                ? c.enteredLater(p.occurredAt, p.recordedAt)
                : c.remark('protocol.afterTheFact')
              : [])
          ],
          who(p.entryId),
          cell(c.tableHand(p)),
          cell(penaltyValue(c, p, 'violation')),
          [
            ...(p.withdrawn
              ? [
                  { text: measureText(c, p.measure), style: 'struck' as const },
                  SPACE,
                  {
                    text: t('protocol.penaltyWithdrawn', {
                      at: fmt(p.withdrawn.at),
                      by: p.withdrawn.by,
                      reason: p.withdrawn.reason
                    }),
                    style: 'withdrawn' as const
                  }
                ]
              : [plain(measureText(c, p.measure))]),
            ...(p.history?.length ? c.remark('protocol.penaltyCorrected') : [])
          ],
          cell(penaltyValue(c, p, 'decidedBy'))
        ])
      )
    )
  }
}

/** §25.1: a measure in words — "Missed hands: 3 hands", "Chip removal: 2,500". */
export function measureText({ t, chips }: LayoutContext, m: Measure): string {
  const label = t(measureKey(m.kind))
  switch (m.kind) {
    case 'missed-hands':
      return `${label}: ${t('protocol.hands', { count: m.hands })}`
    case 'missed-rounds':
      return `${label}: ${t('protocol.roundsAsHands', { rounds: m.rounds, players: m.playersAtTable, hands: m.hands })}`
    case 'time-away':
      return `${label}: ${t('protocol.minutes', { count: m.minutes })}`
    case 'chip-removal':
      return `${label}: ${chips(m.chips)}`
    default:
      return label
  }
}

/** One field of a penalty as the protocol prints it (its row, and C.17's old → new). */
export function penaltyValue(c: LayoutContext, f: PenaltyFields, key: keyof PenaltyFields): string {
  const { t } = c
  switch (key) {
    case 'violation':
      return `${t(violationKey(f.violation.code))}${f.violation.description ? `: ${f.violation.description}` : ''}`
    case 'measure':
      return measureText(c, f.measure)
    case 'decidedBy':
      return `${f.decidedBy.name} (${t(`protocol.role.${f.decidedBy.role}`)})`
    default:
      return String(f[key] ?? '—')
  }
}
