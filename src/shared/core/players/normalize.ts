/** Lower case, accents removed, ё→е, whitespace collapsed: what search and duplicate checks compare. */
export function normalizeName(value: string): string {
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
