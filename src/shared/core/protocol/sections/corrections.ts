import type { MessageKey } from '../../../i18n'
import { correctionGroup, type ProtocolCorrection } from '../document'
import { translateOr } from '../labels'
import type { Cell, LayoutSection, LayoutTable } from '../layout'
import type { LayoutContext } from './context'
import { disputeValue } from './disputes'
import { measureText, penaltyValue } from './penalties'
import { BREAK, cell, lines, plain } from './spans'

const PENALTY_KEYS = ['tableId', 'seat', 'hand', 'level', 'violation', 'measure', 'decidedBy'] as const
const DISPUTE_KEYS = [
  'tableId',
  'hand',
  'level',
  'entryIds',
  'facts',
  'ruling',
  'ruledBy',
  'ruledAt',
  'appealedToDirector'
] as const

/**
 * Appendix C.17, §27.8: the history of corrections, oldest first — one row per correction of the results (one record,
 * each change in it as old → new with its participant; marked when after the approval or entered later), each
 * correction and withdrawal of a penalty and each correction of a disputed decision, with the reason, who and when.
 * The public version leaves out the discipline records' history and says when corrections are not published.
 */
export function correctionsSection(c: LayoutContext): LayoutSection {
  const { doc, t, fmt, name, who, table } = c
  // §27.8: "Boris — stack at the start of the hand: 9000 → 3000"; statuses and field names in the reader's language.
  const valueText = (field: string, v: string): string =>
    field === 'occurredAt' && !Number.isNaN(Date.parse(v))
      ? fmt(Date.parse(v))
      : translateOr(c.language, `protocol.value.${v}`, v)
  const changeText = (x: ProtocolCorrection, named: boolean): string =>
    `${named && x.entryId ? `${name(x.entryId)} — ` : ''}${translateOr(c.language, `protocol.change.${x.field}`, x.field)}: ${valueText(x.field, x.from)} → ${valueText(x.field, x.to)}`
  return {
    id: 'corrections',
    heading: t('protocol.section.corrections'),
    table: withNote(
      doc.unpublished.corrections > 0 ? t('protocol.correctionsNotPublished') : null,
      table(
        [
          'protocol.col.time',
          'protocol.col.name',
          'protocol.col.field',
          'protocol.col.change',
          'protocol.col.reason',
          'protocol.col.by'
        ],
        [
          // §27.8: one row per correction (one record), each change in it as old → new with the participant.
          ...groupCorrections(doc.corrections).map((group) => {
            const first = group[0]!
            const names = [...new Set(group.map((x) => name(x.entryId)))]
            return {
              at: first.at,
              cells: [
                [
                  plain(fmt(first.at)),
                  // §27.8: a correction after the approval is marked as such.
                  ...(doc.approval && first.at > doc.approval.at ? c.remark('protocol.afterApproval') : []),
                  ...(first.enteredAfterTheFact ? c.remark('protocol.afterTheFact') : [])
                ],
                lines(names),
                cell(t('protocol.correction.results')),
                // Each line names its participant when the correction concerns several.
                lines(group.map((x) => changeText(x, names.length > 1))),
                cell(first.reason),
                cell(first.by)
              ]
            }
          }),
          // §27.8: corrections and withdrawals of discipline records (internal protocol only: the public one drops the history).
          ...doc.penalties.flatMap((p) => [
            ...(p.history ?? []).map((h) => ({
              at: h.at,
              cells: [
                cell(fmt(h.at)),
                who(p.entryId),
                cell(t('protocol.correction.penalty')),
                changed(c, h.previous, h.next, PENALTY_KEYS, (f, k) => penaltyValue(c, f, k)),
                cell(h.reason),
                cell(h.by)
              ]
            })),
            ...(p.withdrawn
              ? [
                  {
                    at: p.withdrawn.at,
                    cells: [
                      cell(fmt(p.withdrawn.at)),
                      who(p.entryId),
                      cell(t('protocol.correction.penaltyWithdrawn')),
                      cell(`${measureText(c, p.measure)} → ${t('protocol.withdrawn')}`),
                      cell(p.withdrawn.reason),
                      cell(p.withdrawn.by)
                    ]
                  }
                ]
              : [])
          ]),
          ...doc.disputes.flatMap((d) =>
            (d.history ?? []).map((h) => ({
              at: h.at,
              cells: [
                cell(fmt(h.at)),
                cell(''),
                cell(`${t('protocol.correction.dispute')} (${c.tableHand(d)})`),
                changed(c, h.previous, h.next, DISPUTE_KEYS, (f, k) => disputeValue(c, f, k)),
                cell(h.reason),
                cell(h.by)
              ]
            }))
          )
        ]
          .sort((a, b) => a.at - b.at)
          .map((row) => row.cells)
      )
    )
  }
}

/** §27.8: the fields a correction changed, each as old → new, one per line. */
function changed<F extends object>(
  { t }: LayoutContext,
  previous: F,
  next: F,
  keys: ReadonlyArray<keyof F & string>,
  value: (f: F, k: keyof F & string) => string
): Cell {
  return keys
    .filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(next[k]))
    .flatMap((k, i) => [
      ...(i > 0 ? [BREAK] : []),
      plain(`${t(`protocol.field.${k}` as MessageKey)}: ${value(previous, k)} → ${value(next, k)}`)
    ])
}

/** A line under the table, or in its place when it has no rows. */
function withNote(note: string | null, base: LayoutTable): LayoutTable {
  return note === null ? base : base.rows.length === 0 ? { ...base, empty: note } : { ...base, note }
}

/** §27.8: the rows of one record together (a hand correction: places moved, stack, knockout), oldest first. */
function groupCorrections(corrections: readonly ProtocolCorrection[]): ProtocolCorrection[][] {
  const groups = new Map<string, ProtocolCorrection[]>()
  for (const c of corrections) {
    const key = correctionGroup(c)
    const group = groups.get(key)
    if (group) group.push(c)
    else groups.set(key, [c])
  }
  // What was corrected (a stack, a knockout) before what it moved (places, statuses).
  const consequence = (c: ProtocolCorrection): number => (c.field === 'place' || c.field === 'status' ? 1 : 0)
  return [...groups.values()].map((g) => [...g].sort((a, b) => consequence(a) - consequence(b)))
}
