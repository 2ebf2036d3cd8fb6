import { translate } from '../../../i18n'
import { stakesCell } from '../../clock'
import type { ProtocolLevel } from '../document'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell } from './spans'

/** Appendix C.5: the level structure — each level's stakes by the one level formatter, and its duration. */
export function structureSection({ doc, language, t, table, chips }: LayoutContext): LayoutSection {
  return {
    id: 'structure',
    heading: t('protocol.section.structure'),
    table: table(
      ['protocol.col.level', 'protocol.col.blinds', 'protocol.col.ante', 'protocol.col.duration'],
      doc.levels.map((l) => [
        // §27.13: 1, 2, 3, 4, Break, 5 — the numbers of the clock and of the eliminations' "level N".
        cell(l.kind === 'break' ? t('protocol.break') : (l.number ?? l.index)),
        cell(
          l.kind === 'break'
            ? ''
            : l.text
              ? stakesCell(l.text, (k, p) => translate(language, k, p), String, true)
              : `${l.smallBlind ?? ''}/${l.bigBlind ?? ''}${l.game ? ` ${l.game}` : ''}`
        ),
        // BFSP §13.6: a big blind ante is the table's one ante, posted by the big blind — said so, never read as per player.
        cell(
          l.ante
            ? t(bigBlindAnte(l) ? 'protocol.ante.bigBlind' : 'protocol.ante.everyPlayer', {
                value: chips(l.ante)
              })
            : ''
        ),
        cell(t('protocol.minutes', { count: l.durationMinutes }))
      ])
    )
  }
}

/** The kind of a level's ante; a document without it says so in the level's text (its ante part). */
function bigBlindAnte(l: ProtocolLevel): boolean {
  return l.anteKind
    ? l.anteKind === 'big-blind'
    : (l.text?.stakes.some((p) => p.kind === 'ante' && p.bigBlind) ?? false)
}
