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

/** Russian and Ukrainian letters in the Latin spelling a passport or a club list most often uses. */
// prettier-ignore
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g'
}
const CYRILLIC = /[\u0400-\u04ff]/

/**
 * A normalised name in Latin letters, or null when it has no Cyrillic: Петров and Petrov are one person to the
 * desk (§6.3). Small spelling differences (Sergey / Sergei) are left to the duplicate check's edit distance.
 */
export function latinName(normalized: string): string | null {
  if (!CYRILLIC.test(normalized)) return null
  let out = ''
  for (const ch of normalized) out += LATIN[ch] ?? ch
  return out
}
