/**
 * A canonical dump of a folded state that keeps everything a mutation could change: Map and Set iteration order,
 * object key order, array order, numbers and strings. Two dumps are equal only when nothing was changed, so a test
 * can prove that `decide` read the state without writing it (STYLE.md: "Decide reads, never writes").
 */
export function canonicalState(value: unknown): string {
  return JSON.stringify(walk(value, new Set()))
}

function walk(value: unknown, seen: Set<object>): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return `#${String(value)}`
    if (value === undefined) return '#undefined'
    return value
  }
  if (seen.has(value)) return '#cycle'
  seen.add(value)
  try {
    if (value instanceof Map) return { '#map': [...value.entries()].map(([k, v]) => [walk(k, seen), walk(v, seen)]) }
    if (value instanceof Set) return { '#set': [...value.values()].map((v) => walk(v, seen)) }
    if (Array.isArray(value)) return value.map((v) => walk(v, seen))
    if (ArrayBuffer.isView(value)) return { '#bytes': Array.from(value as unknown as ArrayLike<number>) }
    // Key order is part of the dump: deleting and re-adding a key is a change too.
    return { '#object': Object.keys(value).map((k) => [k, walk((value as Record<string, unknown>)[k], seen)]) }
  } finally {
    seen.delete(value)
  }
}
