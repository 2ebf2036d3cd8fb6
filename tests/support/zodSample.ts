import type { z } from 'zod'

/**
 * A value a zod schema accepts, built from the schema itself (for tests that must cover every command and query of
 * the contract, including ones added later): each string field takes the first candidate its checks accept — the
 * value `known` gives for its key first (a real id of the test's world) — numbers the first candidate in range,
 * enums and literals their first value, unions the first option that parses. Optional fields are left out unless
 * `include` asks for them by key (then they are filled like required ones). `undefined` when nothing fits.
 */
export interface SampleOptions {
  /** A real value for a string field of this key (or for each element of an array of this key), if any. */
  readonly known: (key: string) => string | undefined
  /** Whether an optional field of this key is filled in. */
  readonly include: (key: string) => boolean
}

const STRINGS = ['Sample', '2026-11-28', '19:00', '#223344', 'sample-1234', 'x', 'ABCD1234', 'a'.repeat(12)]
const NUMBERS = [1, 0, 2, 10, 100, 1000, 30_000]

type Def = { type: string } & Record<string, unknown>
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def
const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success

export function sampleOf(schema: z.ZodType, options: SampleOptions, key = ''): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'string': {
      const known = options.known(key)
      return [...(known !== undefined ? [known] : []), ...STRINGS].find((s) => accepts(schema, s))
    }
    case 'number':
      return NUMBERS.find((n) => accepts(schema, n))
    case 'boolean':
      return false
    case 'literal':
      return (def.values as unknown[])[0]
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sampleOf(def.innerType as z.ZodType, options, key)
    case 'pipe':
      return sampleOf(def.in as z.ZodType, options, key)
    case 'lazy':
      return sampleOf((def.getter as () => z.ZodType)(), options, key)
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const optional = ['optional', 'default', 'prefault'].includes(defOf(field).type)
        if (optional && !options.include(k)) continue
        const value = sampleOf(field, options, k)
        if (value === undefined && !optional) return undefined
        if (value !== undefined) out[k] = value
      }
      return accepts(schema, out) ? out : undefined
    }
    case 'array': {
      const element = def.element as z.ZodType
      const min = minLength(def)
      const n = Math.max(min, options.known(key) !== undefined ? 1 : 0)
      const items = Array.from({ length: n }, () => sampleOf(element, options, key))
      if (items.some((i) => i === undefined)) return undefined
      // Numbers that must differ (table numbers, say): 1, 2, 3 …
      if (!accepts(schema, items) && items.every((i) => typeof i === 'number')) return items.map((_, i) => i + 1)
      return items
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => sampleOf(item, options, key))
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const value = sampleOf(option, options, key)
        if (value !== undefined && accepts(option, value)) return value
      }
      return undefined
    }
    case 'record':
      return {}
    case 'unknown':
    case 'any':
      return null
    default:
      return undefined
  }
}

function minLength(def: Def): number {
  let min = 0
  for (const check of (def.checks as Array<{ _zod: { def: { check: string; minimum?: number } } }>) ?? []) {
    const c = check._zod.def
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum)
  }
  return min
}
