import { detectSeparator, isFormulaLike, neutralizeFormula, parseCsv } from './csv'
import { normalizeContact, normalizeName } from './normalize'
import { PlayerFields } from './schemas'
import type { PlayerDatabase } from './state'

export type ImportField = keyof PlayerFields
export const IMPORT_FIELDS: readonly ImportField[] = [
  'displayName',
  'fullName',
  'participantNumber',
  'clubId',
  'contact',
  'ageConfirmed',
  'rulesConsent',
  'dataConsent',
  'notes'
]

/** Column index for each field, or -1 for "not imported". */
export type ColumnMapping = Partial<Record<ImportField, number>>

const HEADER_WORDS: Record<ImportField, string[]> = {
  displayName: ['display name', 'name', 'alias', 'nickname', 'nick', 'имя', 'ник', 'псевдоним', 'namn', 'alias'],
  fullName: ['full name', 'real name', 'фио', 'полное имя', 'ф.и.о.', 'fullständigt namn'],
  participantNumber: ['participant number', 'number', 'no', '№', 'номер', 'номер участника', 'nummer'],
  clubId: ['club id', 'club', 'member id', 'клуб', 'id клуба', 'клубный номер', 'medlemsnummer'],
  contact: ['contact', 'phone', 'email', 'e-mail', 'телефон', 'контакт', 'почта', 'telefon'],
  ageConfirmed: ['18+', 'age', 'age confirmed', 'возраст', '18 лет', 'ålder'],
  rulesConsent: ['rules', 'rules consent', 'правила', 'согласие с правилами', 'regler'],
  dataConsent: ['data consent', 'gdpr', 'consent', 'персональные данные', 'согласие на обработку', 'samtycke'],
  notes: ['notes', 'note', 'comment', 'заметки', 'примечания', 'комментарий', 'anteckningar']
}

/** Guess the mapping from the header row; the operator corrects it in the preview. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {}
  const used = new Set<number>()
  for (const field of IMPORT_FIELDS) {
    const words = HEADER_WORDS[field]
    // The app's own export names its columns by field (displayName, clubId…): it re-imports without a manual mapping.
    const own = field.toLowerCase()
    const index = headers.findIndex(
      (h, i) => !used.has(i) && (words.includes(normalizeName(h)) || normalizeName(h) === own)
    )
    if (index >= 0) {
      mapping[field] = index
      used.add(index)
    }
  }
  if (mapping.displayName === undefined && headers.length > 0 && !used.has(0)) mapping.displayName = 0
  return mapping
}

const YES = new Set(['1', 'yes', 'y', 'true', 'x', '+', 'да', 'д', 'ja', 'j'])

export interface ImportRowProblem {
  /** i18n key. */
  code: string
  params?: Record<string, string | number>
}

export interface ImportPreviewRow {
  /** 1-based line in the file. */
  line: number
  fields: PlayerFields | null
  errors: ImportRowProblem[]
  warnings: ImportRowProblem[]
}

export interface ImportPreview {
  headers: string[]
  separator: string
  mapping: ColumnMapping
  rows: ImportPreviewRow[]
  /** Rows that can be imported as they are (no errors, no duplicate warnings). */
  importable: number
}

/**
 * Read a CSV into a preview: each row mapped, validated with the same zod schema as the command, checked for
 * duplicates in the database and within the file, formula cells neutralised. Nothing is recorded here.
 */
export function previewImport(db: PlayerDatabase, csv: string, mapping?: ColumnMapping): ImportPreview {
  const separator = detectSeparator(csv)
  const table = parseCsv(csv, separator)
  const headers = table[0] ?? []
  const used = mapping ?? suggestMapping(headers)
  const index = duplicateIndex(db)
  const seen = new Map<string, number>()
  const rows: ImportPreviewRow[] = []
  for (let r = 1; r < table.length; r += 1) {
    const cells = table[r]!
    const errors: ImportRowProblem[] = []
    const warnings: ImportRowProblem[] = []
    const raw: Record<string, unknown> = {}
    for (const field of IMPORT_FIELDS) {
      const col = used[field]
      if (col === undefined || col < 0) continue
      let value = (cells[col] ?? '').trim()
      // A file in another encoding (e.g. Windows-1251 read as UTF-8) shows up as replacement characters or controls.
      if (unreadable(value)) {
        errors.push({ code: 'playerImport.error.encoding', params: { field } })
        continue
      }
      if (isFormulaLike(value)) {
        value = neutralizeFormula(value)
        warnings.push({ code: 'playerImport.warning.formula', params: { field } })
      }
      raw[field] =
        field === 'ageConfirmed' || field === 'rulesConsent' || field === 'dataConsent'
          ? YES.has(value.toLowerCase())
          : value
    }
    const parsed = PlayerFields.safeParse(raw)
    let fields: PlayerFields | null = null
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '')
        if (issue.code === 'too_small') errors.push({ code: 'playerImport.error.required', params: { field } })
        else if (issue.code === 'too_big')
          errors.push({ code: 'playerImport.error.tooLong', params: { field, max: Number(issue.maximum) } })
        else errors.push({ code: 'playerImport.error.field', params: { field, detail: issue.message } })
      }
    } else {
      fields = parsed.data
      const dup = index.match(fields)
      if (dup) warnings.push({ code: 'playerImport.warning.duplicate', params: { name: dup.name, basis: dup.basis } })
      const key = normalizeName(fields.displayName) + '|' + fields.clubId.toLowerCase()
      const earlier = seen.get(key)
      if (earlier !== undefined) errors.push({ code: 'playerImport.error.repeated', params: { line: earlier } })
      else seen.set(key, r + 1)
    }
    rows.push({ line: r + 1, fields, errors, warnings })
  }
  return {
    headers,
    separator,
    mapping: used,
    rows,
    importable: rows.filter(
      (row) => row.errors.length === 0 && !row.warnings.some((w) => w.code === 'playerImport.warning.duplicate')
    ).length
  }
}

/** Exact-match indexes over the database (club ID, contact, normalised name): O(1) per imported row. */
function duplicateIndex(db: PlayerDatabase) {
  const club = new Map<string, string>()
  const contact = new Map<string, string>()
  const name = new Map<string, string>()
  for (const p of db.byId.values()) {
    if (p.mergedInto) continue
    if (p.keys.clubId) club.set(p.keys.clubId, p.fields.displayName)
    if (p.keys.contact) contact.set(p.keys.contact, p.fields.displayName)
    for (const n of p.keys.names) name.set(n, p.fields.displayName)
  }
  return {
    match(fields: PlayerFields): { name: string; basis: string } | null {
      const byClub = fields.clubId ? club.get(fields.clubId.trim().toLowerCase()) : undefined
      if (byClub) return { name: byClub, basis: 'clubId' }
      const byContact = fields.contact ? contact.get(normalizeContact(fields.contact)) : undefined
      if (byContact) return { name: byContact, basis: 'contact' }
      const byName =
        name.get(normalizeName(fields.displayName)) ??
        (fields.fullName ? name.get(normalizeName(fields.fullName)) : undefined)
      if (byName) return { name: byName, basis: 'name' }
      return null
    }
  }
}

/** Replacement characters or control characters (other than tab and line breaks): text read in the wrong encoding. */
function unreadable(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i)
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true
  }
  return false
}
