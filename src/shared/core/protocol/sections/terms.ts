import { translate } from '../../../i18n'
import { stakesCell } from '../../clock'
import type { ProtocolLevel, ProtocolTermsChange } from '../document'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { entryTermsText } from './header'
import { lines, cell } from './spans'

/**
 * §5.2, §5.3: the announced terms changed after the start — entry terms (late registration, re-entry, rebuy, add-on,
 * cap) and the level structure — each with what changed old → new, who, when and why. Listed whenever the journal
 * was read, "none recorded" when nothing changed: the reader learns the terms held.
 */
export function termsSection(c: LayoutContext): LayoutSection | null {
  const { doc, t, fmt, table } = c
  if (doc.termsChanges.length === 0 && doc.clockLog.length === 0) return null
  return {
    id: 'terms',
    heading: t('protocol.section.terms'),
    table: table(
      ['protocol.col.time', 'protocol.col.field', 'protocol.col.change', 'protocol.col.reason', 'protocol.col.by'],
      doc.termsChanges.map((x) => [
        cell(fmt(x.at)),
        cell(t(x.kind === 'structure' ? 'protocol.terms.structure' : 'protocol.terms.entry')),
        lines(changes(c, x)),
        cell(x.reason ?? ''),
        cell(x.by)
      ])
    )
  }
}

/** Each part that changed, old → new: a phrase of the terms, or a level of the structure. */
function changes(c: LayoutContext, x: ProtocolTermsChange): string[] {
  if (x.kind === 'structure') return (x.levels ?? []).map((l) => `${levelText(c, l.from)} → ${levelText(c, l.to)}`)
  const before = x.from ? entryTermsText(c, x.from) : []
  const after = x.to ? entryTermsText(c, x.to) : []
  const gone = before.filter((p) => !after.includes(p))
  const added = after.filter((p) => !before.includes(p))
  // Phrases paired in order (a closing moment replaced by another); the rest stand alone.
  const out: string[] = []
  for (let i = 0; i < Math.max(gone.length, added.length); i += 1)
    out.push(`${gone[i] ?? c.t('protocol.terms.none')} → ${added[i] ?? c.t('protocol.terms.none')}`)
  return out
}

/** A level or break as the structure table prints it: "Level 5: 400 / 800, BB ante 800, 20 min". */
function levelText({ t, language, chips }: LayoutContext, l: ProtocolLevel | undefined): string {
  if (!l) return t('protocol.terms.none')
  const minutes = t('protocol.minutes', { count: l.durationMinutes })
  if (l.kind === 'break') return `${t('protocol.break')}, ${minutes}`
  const stakes = l.text
    ? stakesCell(l.text, (k, p) => translate(language, k, p), chips, true)
    : `${l.smallBlind ?? ''} / ${l.bigBlind ?? ''}`
  const ante = l.ante
    ? `, ${t(l.anteKind === 'big-blind' ? 'protocol.ante.bigBlind' : 'protocol.ante.everyPlayer', { value: chips(l.ante) })}`
    : ''
  return `${t('protocol.level', { level: l.number ?? l.index })}: ${stakes}${ante}, ${minutes}`
}
