import { readCsv, writeCsv, type CsvValue } from '../csv'
import { translate, type Language } from '../../i18n'
import { formatNumber } from '../../i18n/format'
import { itemLine, type LevelContext } from './levelText'
import { levelNumbers, Structure, type StructureItem } from './structure'
import { structureItemsFromSpreadsheet, type SpreadsheetReading, type SpreadsheetRefusal } from './spreadsheet'

/** JSON and CSV interchange for structures: open data, unlike the undocumented formats of other clocks. */
export const CSV_COLUMNS = [
  'kind',
  'minutes',
  'small_blind',
  'big_blind',
  'ante',
  'ante_kind',
  'small_bet',
  'big_bet',
  'bring_in',
  'complete',
  'point_value',
  'game',
  'label',
  'color_up',
  'late_registration_ends',
  'add_on',
  'betting',
  /** What the row holds in words, by the one level formatter (read back never: the columns above are). */
  'stakes'
] as const

export function structureToJson(structure: Structure): string {
  return JSON.stringify({ format: 'floorclock-structure', version: 1, ...structure }, null, 2)
}

export type ParseResult =
  | { ok: true; structure: Structure; reading?: SpreadsheetReading }
  | { ok: false; line: number; message: string; code?: SpreadsheetRefusal; value?: string }

export function structureFromJson(text: string): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, line: 0, message: error instanceof Error ? error.message : 'not JSON' }
  }
  const items = (data as { items?: unknown } | null)?.items
  const parsed = Structure.safeParse({ items })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, line: Number(issue.path[1] ?? -1) + 1, message: `${issue.path.join('.')}: ${issue.message}` }
  }
  return { ok: true, structure: parsed.data }
}

function csvValue(value: string | number | boolean | undefined): CsvValue {
  if (value === undefined || value === false) return ''
  return value === true ? 'yes' : value
}

/**
 * The structure as CSV (one row per level or break), written by the app's one codec (`core/csv`, Papa Parse). The last
 * column says each row in the director's language — "Level 3 · Stud · Ante 25 · Bring-in 25 · Complete 100 · Small
 * bet 100 / Big bet 200" (BFSP §4.7, §5.4) — for a person reading the file; reading it back uses the columns before.
 */
export function structureToCsv(structure: Structure, language: Language = 'en', context: LevelContext = {}): string {
  const numbers = levelNumbers(structure)
  const words = (item: StructureItem, index: number): string =>
    itemLine(
      item,
      numbers[index] ?? null,
      (k, p) => translate(language, k, p),
      (n) => formatNumber(n, language),
      context
    )
  const rows = structure.items.map((item, index) => {
    const minutes = item.seconds / 60
    if (item.kind === 'break') {
      return [
        'break',
        minutes,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        item.label,
        item.colorUp,
        '',
        item.addOn,
        '',
        words(item, index)
      ].map(csvValue)
    }
    return [
      'level',
      minutes,
      item.smallBlind,
      item.bigBlind,
      item.ante,
      item.anteKind,
      item.smallBet,
      item.bigBet,
      item.bringIn,
      item.complete,
      item.pointValue,
      item.game,
      '',
      '',
      item.lateRegistrationEnds,
      '',
      item.betting,
      words(item, index)
    ].map(csvValue)
  })
  return writeCsv([[...CSV_COLUMNS], ...rows])
}

/**
 * Read a structure CSV: any of `,` `;` tab, quotes and line breaks inside cells (a colour-up note on two lines), a
 * BOM. A refusal names the line of the file the bad row starts on.
 */
export function structureFromCsv(text: string): ParseResult {
  const { records } = readCsv(text, { restore: true })
  if (records.length < 2) return { ok: false, line: 1, message: 'no rows' }
  const header = records[0]!.cells.map((h) => h.trim().toLowerCase())
  const col = (name: (typeof CSV_COLUMNS)[number]): number => header.indexOf(name)
  // Not a Floorclock CSV: a hall's own spreadsheet, read by its headers.
  if (col('kind') < 0) return fromSpreadsheet(records)
  if (col('minutes') < 0) return { ok: false, line: 1, message: 'the header needs at least kind and minutes' }
  const items: unknown[] = []
  for (let i = 1; i < records.length; i += 1) {
    const cells = records[i]!.cells.map((c) => c.trim())
    const get = (name: (typeof CSV_COLUMNS)[number]): string => (col(name) >= 0 ? (cells[col(name)] ?? '') : '')
    const num = (name: (typeof CSV_COLUMNS)[number]): number | undefined =>
      get(name) === '' ? undefined : Number(get(name))
    const yes = (name: (typeof CSV_COLUMNS)[number]): boolean | undefined =>
      /^(yes|true|1)$/i.test(get(name)) ? true : undefined
    const seconds = Math.round((num('minutes') ?? NaN) * 60)
    const kind = get('kind').toLowerCase()
    const drop = (o: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))
    const item: Record<string, unknown> =
      kind === 'break'
        ? drop({ kind, seconds, label: get('label'), colorUp: get('color_up') || undefined, addOn: yes('add_on') })
        : drop({
            kind,
            seconds,
            smallBlind: num('small_blind') ?? 0,
            bigBlind: num('big_blind') ?? 0,
            ante: num('ante') ?? 0,
            anteKind: get('ante_kind') || undefined,
            smallBet: num('small_bet'),
            bigBet: num('big_bet'),
            bringIn: num('bring_in'),
            complete: num('complete'),
            pointValue: num('point_value'),
            game: get('game') || undefined,
            betting: get('betting') || undefined,
            lateRegistrationEnds: yes('late_registration_ends')
          })
    items.push(item)
  }
  const parsed = Structure.safeParse({ items })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return {
      ok: false,
      line: records[Number(issue.path[1] ?? -1) + 1]?.line ?? 1,
      message: `${issue.path.slice(2).join('.') || 'row'}: ${issue.message}`
    }
  }
  return { ok: true, structure: parsed.data as Structure }
}

function fromSpreadsheet(records: Parameters<typeof structureItemsFromSpreadsheet>[0]): ParseResult {
  const read = structureItemsFromSpreadsheet(records)
  if (!read.ok) return read
  const parsed = Structure.safeParse({ items: read.items })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const index = Number(issue.path[1] ?? -1)
    return {
      ok: false,
      line: read.lines[index] ?? 1,
      message: `${issue.path.slice(2).join('.') || 'row'}: ${issue.message}`
    }
  }
  return { ok: true, structure: parsed.data as Structure, reading: read.reading }
}

export type { StructureItem }
