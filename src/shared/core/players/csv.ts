import { detectSeparator, readCsvRows, writeCsv, type Separator } from '../csv'

/**
 * The player import and export read and write CSV with the app's one codec (`core/csv`, Papa Parse): quotes, line
 * breaks in cells, a BOM, `;` `,` or tab detected (Russian Excel writes `;`), formula cells neutralised.
 */
export { detectSeparator }
export { isFormulaLike, neutralizeFormula } from '../csv'

/** Rows of cells; blank lines are dropped; cells this app neutralised on export read back as their text. */
export function parseCsv(input: string, separator: string = detectSeparator(input)): string[][] {
  return readCsvRows(input, { separator: separator as Separator, restore: true })
}

export function toCsv(rows: readonly (readonly string[])[], separator: Separator = ','): string {
  return writeCsv(rows, { separator })
}
