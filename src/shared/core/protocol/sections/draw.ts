import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { BREAK, cell, plain, SPACE } from './spans'

/**
 * §8.1, BFSP §5.2: the initial seat draw with what anyone needs to check it — the commitment shown before the draw,
 * the seed revealed with it, the number called out in the hall, and how to check. None without a verifiable draw.
 */
export function drawSection({ doc, t, fmt, table }: LayoutContext): LayoutSection | null {
  if (!doc.draw) return null
  return {
    id: 'draw',
    heading: t('protocol.section.draw'),
    table: table(
      ['protocol.col.what', 'protocol.col.value'],
      [
        [
          cell(t('protocol.draw.commitment')),
          [plain(doc.draw.commitment), SPACE, { text: `(${fmt(doc.draw.committedAt)})`, style: 'remark' }]
        ],
        [
          cell(t('protocol.draw.seed')),
          [plain(doc.draw.seed), SPACE, { text: `(${fmt(doc.draw.drawnAt)})`, style: 'remark' }]
        ],
        [cell(t('protocol.draw.hallNumber')), cell(doc.draw.hallNumber || '—')],
        [
          cell(t('protocol.draw.howTo')),
          (['protocol.draw.step1', 'protocol.draw.step2', 'protocol.draw.step3'] as const).flatMap((k, i) => [
            ...(i > 0 ? [BREAK] : []),
            plain(t(k))
          ])
        ]
      ]
    )
  }
}
