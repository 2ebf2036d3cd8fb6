import { z } from 'zod'

/** The string schema inside optional / default / nullable wrappers, if it is one. */
function innerString(schema: z.ZodType): z.ZodString | null {
  let s: z.ZodType = schema
  for (let i = 0; i < 5; i += 1) {
    if (s instanceof z.ZodString) return s
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      s = s.unwrap() as z.ZodType
    else return null
  }
  return null
}

/** The longest text the schema accepts: the field's `maxLength`, so nobody types 10,000 characters to be refused. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  return innerString(schema)?.maxLength ?? undefined
}

/** `maxLength` of every text field of an object schema, by field name. */
export function maxLengths<S extends z.ZodRawShape>(schema: z.ZodObject<S>): Partial<Record<keyof S, number>> {
  const out: Partial<Record<keyof S, number>> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as z.ZodType)
    if (max !== undefined) out[key as keyof S] = max
  }
  return out
}
