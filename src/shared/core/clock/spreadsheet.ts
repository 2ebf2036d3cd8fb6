import type { CsvRecord } from '../csv'

/**
 * Reading a level structure from a spreadsheet a hall already keeps: the columns other clocks and
 * spreadsheets use, in Russian, English or Swedish, found by their headers — "Уровень; Блайнды; Анте; Время",
 * "Level, Small Blind, Big Blind, Ante, Minutes", "Nivå; Mörkar; Ante; Minuter" — with blinds in one cell ("100/200",
 * "100-200/25") or two, durations as minutes ("20", "20 мин") or as the clock shows them ("20:00", "1:00:00"), and a
 * break as a row the level column calls a break ("Перерыв", "Break", "Paus") or a break column marks. Nothing is
 * guessed silently: the caller gets which header became which column and which rows were skipped, and shows both
 * before anything is saved (the editor's draft is a preview until "Save").
 */
export type SpreadsheetColumn = 'level' | 'smallBlind' | 'bigBlind' | 'blinds' | 'ante' | 'minutes' | 'break' | 'note'

export interface SpreadsheetReading {
  /** The file's header, and what each header was read as (null: not used). */
  columns: Array<{ header: string; as: SpreadsheetColumn | null }>
  /** Rows with text that are neither a level nor a break ("Итого", "Total"), by their line in the file. */
  skipped: Array<{ line: number; text: string }>
}

export type SpreadsheetResult =
  | { ok: true; items: unknown[]; lines: number[]; reading: SpreadsheetReading }
  | { ok: false; line: number; message: string; code: SpreadsheetRefusal; value?: string }

/** Why a spreadsheet was refused, for the director's language (the message is the English one). */
export type SpreadsheetRefusal = 'noColumns' | 'badDuration' | 'badNumber' | 'noRows'

const HEADERS: ReadonlyArray<readonly [SpreadsheetColumn, readonly string[]]> = [
  [
    'smallBlind',
    ['small blind', 'sb', 'small', 'малый блайнд', 'малый', 'мб', 'мал блайнд', 'lilla mörken', 'liten mörk']
  ],
  [
    'bigBlind',
    ['big blind', 'bb', 'big', 'большой блайнд', 'большой', 'бб', 'бол блайнд', 'stora mörken', 'stor mörk']
  ],
  ['blinds', ['blinds', 'blind', 'блайнды', 'блайнд', 'ставки', 'mörkar', 'blinder', 'sb bb', 'sb/bb', 'мб/бб']],
  ['ante', ['ante', 'анте', 'bb ante', 'big blind ante', 'анте бб']],
  [
    'minutes',
    [
      'minutes',
      'minute',
      'min',
      'mins',
      'duration',
      'time',
      'length',
      'минуты',
      'минут',
      'мин',
      'длительность',
      'продолжительность',
      'время',
      'minuter',
      'tid',
      'längd'
    ]
  ],
  ['level', ['level', 'lvl', 'round', 'уровень', 'раунд', 'nivå', 'niva', 'runda', '#', '№', 'no', 'nr']],
  ['break', ['break', 'перерыв', 'paus', 'is break']],
  ['note', ['note', 'notes', 'comment', 'примечание', 'комментарий', 'anteckning', 'colour up', 'color up', 'колор ап']]
]

const BREAK_WORD = /^(break|перерыв|paus|пауза)(?!\p{L})/iu
const YES = /^(yes|y|x|да|д|ja|j|true|1|✓|\+)$/i

function normalise(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[._:-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** What each header is read as: the first column a name fits, each name used once. */
export function mapHeaders(header: readonly string[]): Array<SpreadsheetColumn | null> {
  const used = new Set<SpreadsheetColumn>()
  return header.map((raw) => {
    const h = normalise(raw)
    if (h === '') return null
    const found = HEADERS.find(([column, names]) => !used.has(column) && names.includes(h))
    if (!found) return null
    used.add(found[0])
    return found[0]
  })
}

/** A chip count as spreadsheets write it: "1 000", "1,000", "1.000", "2k", "2,5k". NaN when it is not one. */
export function chipCount(text: string): number {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').toLowerCase()
  if (t === '') return NaN
  const k = /^(\d+(?:[.,]\d+)?)k$/.exec(t)
  if (k) return Math.round(Number(k[1]!.replace(',', '.')) * 1000)
  if (/^\d{1,3}([,.]\d{3})+$/.test(t)) return Number(t.replace(/[,.]/g, ''))
  return /^\d+$/.test(t) ? Number(t) : NaN
}

/** "100/200", "100 - 200", "100/200/25" (the third the ante). */
function blindsCell(text: string): { small: number; big: number; ante?: number } | null {
  const parts = text.split(/\s*[/\\–—-]\s*/).filter((p) => p.trim() !== '')
  if (parts.length < 2 || parts.length > 3) return null
  const [small, big, ante] = parts.map(chipCount)
  if (!Number.isFinite(small) || !Number.isFinite(big)) return null
  if (ante !== undefined && !Number.isFinite(ante)) return null
  return { small: small!, big: big!, ...(ante !== undefined ? { ante } : {}) }
}

/** Seconds from "20", "20 мин", "20 min", "12.5", "20:00" (minutes:seconds) or "1:00:00". NaN when unreadable. */
export function durationSeconds(text: string): number {
  const t = text.trim().toLowerCase()
  const clock = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(t)
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3]]
    return c === undefined ? a * 60 + b : a * 3600 + b * 60 + Number(c)
  }
  const minutes = /^(\d+(?:[.,]\d+)?)\s*(m|min|mins|minutes|мин|минут|минуты|minuter)?\.?$/.exec(t)
  return minutes ? Math.round(Number(minutes[1]!.replace(',', '.')) * 60) : NaN
}

/**
 * The structure items of a spreadsheet with a header row (records[0]), or a refusal naming the line. A level needs
 * its blinds and its duration; a break its duration.
 */
export function structureItemsFromSpreadsheet(records: readonly CsvRecord[]): SpreadsheetResult {
  const header = records[0]!.cells
  const as = mapHeaders(header)
  const col = (c: SpreadsheetColumn): number => as.indexOf(c)
  const hasBlinds = col('blinds') >= 0 || (col('smallBlind') >= 0 && col('bigBlind') >= 0) || col('bigBlind') >= 0
  if (!hasBlinds || col('minutes') < 0)
    return {
      ok: false,
      line: records[0]!.line,
      code: 'noColumns',
      message:
        'the header names no blinds or no duration: use the columns kind and minutes of a Floorclock CSV, or headers such as Level, Blinds (or Small blind, Big blind), Ante, Minutes'
    }
  const items: unknown[] = []
  const lines: number[] = []
  const skipped: SpreadsheetReading['skipped'] = []
  for (const record of records.slice(1)) {
    const cells = record.cells.map((c) => c.trim())
    const get = (c: SpreadsheetColumn): string => (col(c) >= 0 ? (cells[col(c)] ?? '') : '')
    if (cells.every((c) => c === '')) continue
    const seconds = durationSeconds(get('minutes'))
    const isBreak = YES.test(get('break')) || BREAK_WORD.test(get('level')) || BREAK_WORD.test(get('blinds'))
    const fail = (code: SpreadsheetRefusal, value: string, message: string): SpreadsheetResult => ({
      ok: false,
      line: record.line,
      code,
      value,
      message
    })
    if (isBreak) {
      if (!Number.isFinite(seconds))
        return fail('badDuration', get('minutes'), `the break's duration "${get('minutes')}" is not minutes`)
      const note = get('note')
      items.push({ kind: 'break', seconds, label: '', ...(note ? { colorUp: note } : {}) })
      lines.push(record.line)
      continue
    }
    const pair =
      col('blinds') >= 0 && get('blinds') !== ''
        ? blindsCell(get('blinds'))
        : get('bigBlind') !== ''
          ? { small: get('smallBlind') === '' ? NaN : chipCount(get('smallBlind')), big: chipCount(get('bigBlind')) }
          : null
    if (!pair) {
      skipped.push({ line: record.line, text: cells.filter((c) => c !== '').join(' · ') })
      continue
    }
    const small = Number.isFinite(pair.small) ? pair.small : Math.floor(pair.big / 2)
    if (!Number.isFinite(pair.big))
      return fail('badNumber', get('bigBlind'), `the big blind "${get('bigBlind')}" is not a number`)
    if (!Number.isFinite(seconds))
      return fail('badDuration', get('minutes'), `the duration "${get('minutes')}" is not minutes`)
    const anteText = get('ante')
    const ante = 'ante' in pair && pair.ante !== undefined ? pair.ante : anteText === '' ? 0 : chipCount(anteText)
    if (!Number.isFinite(ante)) return fail('badNumber', anteText, `the ante "${anteText}" is not a number`)
    const bbAnte = /bb|бб|big blind/.test(normalise(header[col('ante')] ?? ''))
    items.push({
      kind: 'level',
      seconds,
      smallBlind: small,
      bigBlind: pair.big,
      ante,
      anteKind: ante > 0 ? (bbAnte ? 'big-blind' : 'every-player') : 'none'
    })
    lines.push(record.line)
  }
  if (items.length === 0)
    return { ok: false, line: records[0]!.line, code: 'noRows', message: 'no level or break rows under the header' }
  return {
    ok: true,
    items,
    lines,
    reading: { columns: header.map((h, i) => ({ header: h, as: as[i] ?? null })), skipped }
  }
}
