/**
 * Formula neutralisation (CSV injection): a text cell a spreadsheet would run as a formula gets a leading apostrophe,
 * which spreadsheets read as "this is text". Numbers are never touched (-5 stays -5), and neither are texts made only
 * of digits, spaces, brackets, dots and dashes (phone numbers such as +375 29 111-22-33): with no letters they cannot
 * call a function.
 */
export function isFormulaLike(value: string): boolean {
  if (!/^[=+\-@\t\r]/.test(value)) return false
  return !/^[+-]?[\d\s().-]+$/.test(value)
}

/** True when the text needs the apostrophe: formula-like, or already an apostrophe before a text that needs one. */
function needsApostrophe(value: string): boolean {
  return isFormulaLike(value) || (value.startsWith("'") && needsApostrophe(value.slice(1)))
}

/**
 * Neutralise a text cell. Exactly reversible by `restoreFormula`: a text that already starts with an apostrophe
 * before a formula gets one more, so what was written reads back as it was.
 */
export function neutralizeFormula(value: string): string {
  return needsApostrophe(value) ? `'${value}` : value
}

/** The text a neutralised cell stands for (the inverse of `neutralizeFormula`; other cells are returned as read). */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && needsApostrophe(cell.slice(1)) ? cell.slice(1) : cell
}
