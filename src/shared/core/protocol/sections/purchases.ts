import { isEnteredAfterTheFact } from '../../record'
import type { ProtocolDocument } from '../document'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell, plain } from './spans'

/** §5.7, §5.8: the event offers rebuys or add-ons, or an entry has one — the results then show them in a column. */
export function purchasesShown(doc: ProtocolDocument): boolean {
  return (
    doc.tournament.format?.rebuy != null ||
    doc.tournament.format?.addon != null ||
    doc.participants.some((p) => (p.rebuys ?? 0) + (p.addons ?? 0) > 0)
  )
}

/**
 * §5.7, §5.8: each rebuy and add-on — who, what, chips, the stack it was taken at, when (§26.14: entered later shows
 * both times), who recorded it. Oldest first; none where the event offers neither and nobody took one.
 */
export function purchasesSection(c: LayoutContext): LayoutSection | null {
  const { doc, t, fmt, chips, table } = c
  const purchases = doc.participants
    .flatMap((p) =>
      (p.purchases ?? []).map((x, i, all) => ({
        p,
        x,
        n: all.slice(0, i + 1).filter((y) => y.kind === 'rebuy').length
      }))
    )
    .sort((a, b) => a.x.at - b.x.at)
  if (!purchasesShown(doc) && purchases.length === 0) return null
  return {
    id: 'purchases',
    heading: t('protocol.section.purchases'),
    table: table(
      [
        'protocol.col.time',
        'protocol.col.name',
        'protocol.col.what',
        'protocol.col.chips',
        'protocol.col.stackBefore',
        'protocol.col.by'
      ],
      purchases.map(({ p, x, n }) => [
        [
          plain(fmt(x.at)),
          ...(isEnteredAfterTheFact({ occurredAt: x.at, recordedAt: x.recordedAt })
            ? c.enteredLater(x.at, x.recordedAt)
            : [])
        ],
        cell(`${p.number != null ? `#${p.number} ` : ''}${p.publicName}`),
        cell(x.kind === 'rebuy' ? t('protocol.purchase.rebuy', { n }) : t('protocol.purchase.addon')),
        cell(`+${chips(x.chips)}`),
        cell(x.stack != null ? chips(x.stack) : ''),
        cell(x.by)
      ])
    )
  }
}
