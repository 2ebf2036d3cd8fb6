import { translate, type Language, type MessageKey } from '../../i18n'
import { placeBasisKey } from './PlaceBasis'
import { placeLabel, type ProtocolDocument } from './Protocol'

/**
 * One CSV cell. Formula injection: a cell a spreadsheet would read as a formula (starting with = + - @, or a tab
 * or carriage return) gets a leading apostrophe; then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',')
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

/** The results as CSV (UTF-8 with a BOM so spreadsheets read Cyrillic; CRLF lines, RFC 4180). */
export function renderResultsCsv(doc: ProtocolDocument, options: { language: Language; bom?: boolean }): string {
  const t = (key: MessageKey): string => translate(options.language, key)
  const lines = [csvRow(COLUMNS.map(t))]
  for (const p of doc.participants) {
    lines.push(
      csvRow([
        placeLabel(p.place, p.placeTo),
        p.number ?? '',
        p.publicName,
        t(`protocol.status.${p.status}`),
        p.table ?? '',
        p.seat ?? '',
        p.eliminationLevel ?? '',
        p.basis ? t(placeBasisKey(p.basis)) : '',
        p.points ?? '',
        p.knockouts ?? ''
      ])
    )
  }
  return `${options.bom === false ? '' : '\uFEFF'}${lines.join('\r\n')}\r\n`
}
