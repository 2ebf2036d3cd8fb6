import { createHash } from 'node:crypto'

/**
 * The one text a publication is hashed and signed as (Appendix C: the approved protocol, §28.14: its corrections), so
 * the hall that signs and the federation that checks agree byte for byte whatever order a JSON library wrote the keys
 * in. Object keys in ascending order of their UTF-16 code units (JavaScript's own sort), no whitespace, members whose
 * value is undefined left out; strings and numbers exactly as JSON.stringify writes them (-0 as 0). Anything JSON
 * cannot carry (NaN, Infinity, a bigint, a function, undefined inside a list) is refused rather than silently changed,
 * because a signature over a text the other side cannot rebuild would never verify.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false'
    case 'string':
      return JSON.stringify(value)
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`)
      return JSON.stringify(value)
    case 'object':
      if (Array.isArray(value))
        return `[${value
          .map((item) => {
            if (item === undefined) throw new TypeError('canonicalJson: undefined in a list')
            return canonicalJson(item)
          })
          .join(',')}]`
      return `{${Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`)
  }
}

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits (`printf %s TEXT | sha256sum`). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
