import Papa from 'papaparse'
import { neutralizeFormula, restoreFormula } from './formula'

/**
 * The one CSV reader and writer of the app (players, results, structures), on Papa Parse: RFC 4180 quoting (doubled
 * quotes, separators and line breaks inside quotes), a UTF-8 BOM, CRLF or LF, and the separator detected among
 * `,` `;` and tab (spreadsheet programs in Russian and Swedish locales write `;`).
 */
export const SEPARATORS = [',', ';', '\t'] as const
export type Separator = (typeof SEPARATORS)[number]

export type CsvValue = string | number | boolean | null | undefined

export interface CsvRecord {
  /** The line of the file the record starts on (1 = the first line); a quoted line break makes a record span lines. */
  line: number
  cells: string[]
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * The separator of a file: the candidate found most often outside quotes in its first ten records (quotes in a
 * well-formed CSV open and close at cell edges, doubled quotes inside cancel out); `,` when none is found. Papa
 * Parse's own guess needs every record split, so a file whose first record has one cell would go undetected, and
 * it reads a stray quote as text, which lets a wrong candidate win.
 */
export function detectSeparator(text: string): Separator {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]))
  let quoted = false
  let records = 0
  for (let i = 0; i < text.length && records < 10; i += 1) {
    const ch = text[i]!
    if (ch === '"') quoted = !quoted
    else if (quoted) continue
    else if (ch === '\n') records += 1
    else if (counts.has(ch)) counts.set(ch, counts.get(ch)! + 1)
  }
  let best: Separator = ','
  for (const candidate of SEPARATORS) if (counts.get(candidate)! > counts.get(best)!) best = candidate
  return best
}

/**
 * The records of a file, blank lines skipped. With `restore`, cells the writer neutralised get their text back
 * (see `restoreFormula`).
 */
export function readCsv(
  input: string,
  options: { separator?: Separator; restore?: boolean } = {}
): { separator: Separator; records: CsvRecord[] } {
  const text = stripBom(input)
  const separator = options.separator ?? detectSeparator(text)
  const records: CsvRecord[] = []
  let line = 1
  let counted = 0
  const countLinesTo = (to: number): void => {
    for (let i = counted; i < to; i += 1) if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line += 1
    counted = Math.max(counted, to)
  }
  Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: 'greedy',
    step: (row) => {
      // The record's line is the line of its first visible character, after any blank lines the reader skipped —
      // a line of separators only (";;;;", as spreadsheets save an empty row) is blank too, and a record may begin
      // with empty cells, so separators are passed over as well (they never span a line).
      let first = counted
      while (first < row.meta.cursor && (/\s/.test(text[first]!) || text[first] === separator)) first += 1
      countLinesTo(first)
      const cells = options.restore ? row.data.map(restoreFormula) : row.data
      if (cells.some((cell) => cell.trim() !== '')) records.push({ line, cells })
      countLinesTo(row.meta.cursor)
    }
  })
  return { separator, records }
}

/** Rows of cells (the records without their line numbers). */
export function readCsvRows(input: string, options: { separator?: Separator; restore?: boolean } = {}): string[][] {
  return readCsv(input, options).records.map((record) => record.cells)
}

/**
 * Write rows as CSV: text cells neutralised against formulas (numbers never), a cell quoted when it holds a quote, a
 * line break, leading or trailing space or any of the three separators (so a reader that detects the separator
 * cannot mistake it), CRLF lines with a final one, and a BOM so spreadsheet programs read UTF-8 (Cyrillic names).
 */
export function writeCsv(
  rows: readonly (readonly CsvValue[])[],
  options: { separator?: Separator; bom?: boolean } = {}
): string {
  const separator = options.separator ?? ','
  const cells = rows.map((row) =>
    row.map((value) => (value == null ? '' : typeof value === 'string' ? neutralizeFormula(value) : String(value)))
  )
  const body = Papa.unparse(cells, {
    delimiter: separator,
    newline: '\r\n',
    escapeFormulae: false,
    quotes: (value: unknown) => /[,;\t]/.test(String(value))
  })
  return `${options.bom === false ? '' : '\ufeff'}${body}${rows.length > 0 ? '\r\n' : ''}`
}
