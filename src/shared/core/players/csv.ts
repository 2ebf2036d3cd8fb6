/**
 * A small CSV reader and writer for the player import and export. Reads RFC 4180 quoting ("" inside quotes,
 * separators and line breaks inside quotes), a UTF-8 BOM, CRLF or LF, and detects ; , or tab as the separator
 * (Russian Excel writes ;).
 */
export function detectSeparator(text: string): string {
  const firstLine = stripBom(text).split(/\r?\n/, 1)[0] ?? ''
  let best = ','
  let bestCount = -1
  for (const candidate of [';', ',', '\t']) {
    let count = 0
    let quoted = false
    for (const ch of firstLine) {
      if (ch === '"') quoted = !quoted
      else if (!quoted && ch === candidate) count += 1
    }
    if (count > bestCount) {
      best = candidate
      bestCount = count
    }
  }
  return best
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** Rows of cells; blank lines are dropped. */
export function parseCsv(input: string, separator = detectSeparator(input)): string[][] {
  const text = stripBom(input)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i += 1
        } else quoted = false
      } else cell += ch
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === separator) {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
    i += 1
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''))
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) — phone numbers and plain numbers excepted. */
export function isFormulaLike(value: string): boolean {
  if (!/^[=+\-@\t\r]/.test(value)) return false
  return !/^[+-]?[\d\s().-]+$/.test(value)
}

/** Neutralise a formula-like cell (CSV injection) by prefixing an apostrophe, as spreadsheets read it: as text. */
export function neutralizeFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value
}

export function toCsv(rows: readonly (readonly string[])[], separator = ','): string {
  const quote = (value: string): string => {
    const safe = neutralizeFormula(value)
    return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  // A BOM so Excel opens UTF-8 (Cyrillic names) correctly.
  return `\ufeff${rows.map((r) => r.map(quote).join(separator)).join('\r\n')}\r\n`
}
