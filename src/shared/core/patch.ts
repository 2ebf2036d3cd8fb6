import { z } from 'zod'

type Undefaulted<T> = T extends z.ZodDefault<infer Inner> ? Inner : T
type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Undefaulted<S[K]>> }

/**
 * The schema of an edit: every field optional and none defaulted. zod fills a `.default()` value in
 * for a missing field, so `PlayerFields.partial()` turned "change the notes" into "reset the name, phone and consents
 * to their defaults". A field given is taken whole (a nested object or list is one value); a field left out keeps
 * its value. The object's own refinements are not carried over: check the merged result with the full schema.
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<PatchShape<S>, z.core.$strict> {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)
    shape[key] = inner.optional()
  }
  return z.strictObject(shape) as unknown as z.ZodObject<PatchShape<S>, z.core.$strict>
}

/** The fields of `after` that differ from `before` (compared by value): what an edit form sends. */
export function patchBetween<T extends object>(before: T, after: T): Partial<T> {
  const patch: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!sameValue(before[key], after[key])) patch[key] = after[key]
  }
  return patch
}

/** Apply a patch: the fields it names change, every other keeps its value; `undefined` in the patch keeps too. */
export function applyPatch<T extends object>(current: T, patch: Partial<T>): T {
  const next = { ...current }
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key]
    if (value !== undefined) next[key] = value as T[keyof T]
  }
  return next
}

/** Equal as data: key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b)
}

export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          )
        : v
    ) ?? 'undefined'
  )
}
