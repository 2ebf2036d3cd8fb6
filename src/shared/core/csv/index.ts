/** The one CSV reader and writer of the app (RFC 4180 quoting) and the neutralisation of spreadsheet formulas. */
export { detectSeparator, readCsv, readCsvRows, writeCsv } from './codec'
export type { CsvRecord, CsvValue, Separator } from './codec'
export { isFormulaLike, neutralizeFormula } from './formula'
