import { writeCsv, type CsvValue } from '../csv'
import { translate, type Language, type MessageKey } from '../../i18n'
import { placeBasisKey, placeLabel } from '../results'
import { type ProtocolDocument } from './document'
import { knockoutsLabel, stageLabel } from './labels'
import { localIso, zoneLabel } from './time'

/**
 * One CSV cell, as the app's codec (`core/csv`, Papa Parse) writes it: a text a spreadsheet would run as a formula
 * gets a leading apostrophe (numbers never: -5 stays -5), then RFC 4180 quoting.
 */
export function csvCell(value: CsvValue): string {
  return writeCsv([[value]], { bom: false }).replace(/\r\n$/, '')
}

const COLUMNS: MessageKey[] = [
  'protocol.col.place',
  'protocol.col.number',
  'protocol.col.name',
  'protocol.col.status',
  'protocol.col.table',
  'protocol.col.seat',
  'protocol.col.eliminationLevel',
  'protocol.col.basis',
  'protocol.col.points',
  'protocol.col.knockouts'
]

/** After the time of elimination (so older readers of the first columns keep working). */
const MORE_COLUMNS: MessageKey[] = [
  'protocol.col.stage',
  'protocol.col.rebuys',
  'protocol.col.rebuyChips',
  'protocol.col.addons',
  'protocol.col.addonChips',
  // §5.10, §27.6, §24.7: who eliminated whom, the bounty collected and on the head, the start-of-hand stack.
  'protocol.col.eliminatedBy',
  'protocol.col.bounty',
  'protocol.col.bountyHead',
  'protocol.col.startStack'
]

/**
 * The results as CSV (UTF-8 with a BOM so spreadsheets read Cyrillic; CRLF lines, RFC 4180). The level of elimination
 * as players count levels (§27.13); the time of elimination in the hall's local time, its zone in the header
 * (§27.8).
 */
export function renderResultsCsv(doc: ProtocolDocument, options: { language: Language; bom?: boolean }): string {
  const t = (key: MessageKey): string => translate(options.language, key)
  const zone = zoneLabel(doc.generatedAt, doc.timeZone)
  const rows: CsvValue[][] = [
    [...COLUMNS.map(t), translate(options.language, 'protocol.col.eliminatedAt', { zone }), ...MORE_COLUMNS.map(t)]
  ]
  const byId = new Map(doc.participants.map((p) => [p.entryId, p]))
  const named = (id: string): string => {
    const entry = byId.get(id)
    return entry ? `${entry.number !== undefined ? `#${entry.number} ` : ''}${entry.publicName}` : id
  }
  for (const p of doc.participants) {
    rows.push([
      placeLabel(p.place, p.placeTo),
      p.number ?? '',
      p.publicName,
      t(`protocol.status.${p.status}`),
      p.table ?? '',
      p.seat ?? '',
      p.eliminationLevel ?? '',
      p.basis ? t(placeBasisKey(p.basis)) : '',
      p.points ?? '',
      // §5.10: a split knockout is a share (0.5), to two decimals.
      p.knockouts !== undefined ? knockoutsLabel(p.knockouts) : '',
      p.eliminatedAt !== undefined ? localIso(p.eliminatedAt, doc.timeZone) : '',
      // The protocol's new columns — BFSP §3.2 stage, §5.7 rebuys, §5.8 add-ons.
      p.stage ? stageLabel(p.stage, options.language) : '',
      p.rebuys ?? 0,
      p.rebuyChips ?? 0,
      p.addons ?? 0,
      p.addonChips ?? 0,
      (p.eliminatedBy ?? []).map(named).join('; '),
      p.bounty ? p.bounty.collected : '',
      p.bounty ? p.bounty.head : '',
      p.startStack ?? ''
    ])
  }
  return writeCsv(rows, { bom: options.bom !== false })
}
