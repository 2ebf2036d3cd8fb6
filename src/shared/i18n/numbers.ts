/**
 * Reading what a person types into a number field: "30 000", "30,000", "30.000", "30k", "1,5k",
 * "2 500 000", "30 000" (a no-break space) all mean what they say, whatever the chosen language.
 * Returns null for an empty field and NaN for text that is no number, so the schema can say which.
 */
export function parseNumber(text: string): number | null {
  let s = text.trim().replace(/[\s\u00a0\u202f\u2009'’_]/g, '')
  if (s === '') return null
  let factor = 1
  const suffix = /([kKкК]|[mMмМ])$/.exec(s)
  if (suffix) {
    factor = /[kKкК]/.test(suffix[1]!) ? 1_000 : 1_000_000
    s = s.slice(0, -1)
  }
  const sign = s.startsWith('-') || s.startsWith('−') ? -1 : 1
  if (sign < 0) s = s.slice(1)
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return NaN
  const lastDot = s.lastIndexOf('.')
  const lastComma = s.lastIndexOf(',')
  let normal: string
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal mark, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ','
    const group = decimal === '.' ? ',' : '.'
    normal = s.split(group).join('').replace(decimal, '.')
  } else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null
    if (mark === null) normal = s
    else if (new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(s) && factor === 1) normal = s.split(mark).join('')
    else if (s.split(mark).length === 2) normal = s.replace(mark, '.')
    else return NaN
  }
  const value = Number(normal) * factor * sign
  return Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : NaN
}

/**
 * A duration typed as minutes ("5"), minutes and seconds ("5:00", "4:30") or hours, minutes and seconds
 * ("1:05:00"), in seconds; null when empty, NaN when it is no duration.
 */
export function parseDuration(text: string): number | null {
  const s = text.trim()
  if (s === '') return null
  const m = /^(\d{1,4})(?:[:.](\d{1,2}))?(?:[:.](\d{1,2}))?$/.exec(s)
  if (!m) return NaN
  const parts = [m[1], m[2], m[3]].filter((p): p is string => p !== undefined).map(Number)
  if (parts.slice(1).some((p) => p > 59)) return NaN
  if (parts.length === 1) return parts[0]! * 60
  if (parts.length === 2) return parts[0]! * 60 + parts[1]!
  return parts[0]! * 3600 + parts[1]! * 60 + parts[2]!
}
