import type { DomainEvent } from '../../../../shared/core/events'
import { isMessageKey, type MessageKey, type Params } from '../../../../shared/i18n'

type T = (key: MessageKey, params?: Params) => string
/**
 * A word of the records in the chosen language when the dictionaries name it, else as recorded; `params` fill its
 * placeholders ("Breaking table {table}" names the table).
 */
const named = (t: T, key: string, raw: string, params?: Params): string => (isMessageKey(key) ? t(key, params) : raw)

/** What a seating record changed, in seats ("2/4 → 1/7"), for the journal line: both seats of every move (§27.2). */
export function seatingJournalDetail(event: DomainEvent, t: T): string | null {
  switch (event.type) {
    case 'seating.moved':
      return `${event.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')}${event.closes.length ? ` ✕ ${event.closes.join(', ')}` : ''}${event.overridden ? ` (${t('journal.overridden')})` : ''}`
    case 'seating.drawn':
    case 'seating.seated':
      return `${event.draw.placements.length} · ${event.draw.seal.hash.slice(0, 12)}…`
    case 'seating.released':
      return `${event.from.table}/${event.from.seat}`
    case 'seating.proposed': {
      const p = event.proposal
      // The proposal named as the floor reads it: the table broken, the stage, the final table (§9.1–§9.4, BFSP §3.2).
      const kind = named(t, `seating.kind.${p.kind}`, p.kind, {
        table: p.closes.join(', ') || (p.finalTable ?? ''),
        stage: p.stage ? stageWords(t, p.stage) : ''
      })
      const moves = p.moves.map((m) => `${m.from.table}/${m.from.seat} → ${m.to.table}/${m.to.seat}`).join('; ')
      const asked = p.buttonsAsked?.length
        ? t('seating.journal.buttonsAsked', { tables: p.buttonsAsked.join(', ') })
        : ''
      return `${kind}: ${[moves, asked].filter(Boolean).join(' · ')}`
    }
    case 'seating.buttonSet':
      return `${event.table}: ${event.previous ?? '—'} → ${event.seat}`
    case 'seating.configured':
      return `${event.tables.length} × ${event.tables[0]?.seats ?? ''} · ${named(t, `seating.closing.${event.closingKind}`, event.closingKind)}: ${event.closingOrder.slice(0, 12).join(' ')}${event.closingOrder.length > 12 ? '…' : ''}`
    default:
      return null
  }
}

/** An Olympic stage (BFSP §3.2) in the chosen language: "Semi-final", "Полуфинал", "1/8". */
function stageWords(t: T, stage: string): string {
  if (stage === 'final') return t('olympic.stage.final')
  if (stage === 'semi-final') return t('olympic.stage.semiFinal')
  return t('olympic.stage.fraction', { stage })
}
