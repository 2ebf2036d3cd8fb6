/** Lower case, accents removed, ё→е, whitespace collapsed: what search and duplicate checks compare. */
const ASCII = /^[\x20-\x7e]*$/

export function normalizeName(value: string): string {
  // Most records are plain ASCII: skip the Unicode decomposition (rebuilding 50,000 players at start-up).
  if (ASCII.test(value)) return value.toLowerCase().replace(/\s+/g, ' ').trim()
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A contact as compared for duplicates: e-mail lower case, phone digits only. */
export function normalizeContact(value: string): string {
  const trimmed = value.trim().toLowerCase()
  if (trimmed.includes('@')) return trimmed
  const digits = trimmed.replace(/\D/g, '')
  return digits.length >= 6 ? digits.slice(-9) : trimmed
}
