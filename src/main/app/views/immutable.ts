import { setOwn } from '../../../shared/contract/patch'

/**
 * The hub diffs each new view against the one it pushed last and skips any part that kept its identity. That
 * is only sound for parts nobody changes in place: the folded state is updated in place by evolve (a
 * hand counted on `clock.handForHand`), and a view that holds such an object would see its "previous" value change
 * with it, so the change would never be pushed. The hub therefore keeps a copy of each pushed view (`snapshot`),
 * sharing only the rows the view models built themselves and never change (`kept`): the 10,000 rows that did not
 * change cost nothing, everything else is compared by content.
 *
 * A kept row is frozen, deeply, and that is its mark: nothing else the views meet is frozen (the state is changed in
 * place), so "not extensible" says "kept", and a change in place throws where it is made instead of going unpushed.
 * The mark is a bit of the object's own shape: asking costs no lookup, and keeping costs no entry in a table the
 * collector must walk (a WeakSet of every kept row was a tenth of the hall server's CPU per command).
 */

/**
 * A row a view model keeps and will never change in place (it builds a new row instead): a private copy of `row`,
 * so nothing the state holds is shared with it.
 */
export function kept<T>(row: T): T {
  if (typeof row !== 'object' || row === null) return row
  const copy = snapshot(row) as T & object
  keepAll(copy)
  return copy
}

/**
 * `kept(next)` for a view recomputed whole when any of its inputs changed (the public display: its clock, its
 * totals, its moves): every part equal as JSON to the same part of `before` (the previous kept value) is that very
 * part, so only what the change touched is copied and kept, and the hub's diff of the unchanged parts is an identity
 * check instead of a walk over the whole view (at every command, for a view whose clock alone is most of it).
 */
export function keptFrom<T>(before: T | undefined, next: T): T {
  return reuse(next, before) as T
}

function reuse(next: unknown, before: unknown): unknown {
  if (typeof next !== 'object' || next === null || isKept(next)) return next
  if (Array.isArray(next)) {
    const old = Array.isArray(before) && isKept(before) ? (before as unknown[]) : null
    const copy = new Array<unknown>(next.length)
    let same = old !== null && old.length === next.length
    for (let i = 0; i < next.length; i += 1) {
      const part = reuse(next[i], old?.[i])
      copy[i] = part
      if (same && part !== old![i]) same = false
    }
    return same ? old : keepNew(copy)
  }
  const old =
    typeof before === 'object' && before !== null && !Array.isArray(before) && isKept(before)
      ? (before as Record<string, unknown>)
      : null
  const copy: Record<string, unknown> = {}
  let same = old !== null
  let count = 0
  for (const key in next) {
    if (!Object.prototype.hasOwnProperty.call(next, key)) continue
    const v = (next as Record<string, unknown>)[key]
    if (v === undefined) continue
    count += 1
    const oldPart = old && Object.prototype.hasOwnProperty.call(old, key) ? old[key] : undefined
    const part = reuse(v, oldPart)
    setOwn(copy, key, part)
    if (same && (oldPart === undefined || part !== oldPart)) same = false
  }
  if (same && old) {
    let oldCount = 0
    for (const key in old) if (Object.prototype.hasOwnProperty.call(old, key) && old[key] !== undefined) oldCount += 1
    if (oldCount === count) return old
  }
  return keepNew(copy)
}

/** A new part of a kept value (its own parts are kept already). */
function keepNew<T extends object>(value: T): T {
  return Object.freeze(value)
}

/**
 * A list of kept rows the model built itself and never changes after returning it (it builds a new list instead):
 * kept as it is, without a copy, so 10,000 unchanged rows cost nothing at all.
 */
export function keptList<T>(list: T[]): T[] {
  return Object.freeze(list) as T[]
}

/** True for an object a view model keeps and never changes in place: patches between two of them can be remembered. */
export function isKept(value: object): boolean {
  return !Object.isExtensible(value)
}

/** Every part of a private copy is kept too: a row built from a kept row shares its unchanged parts. */
function keepAll(value: unknown): void {
  if (typeof value !== 'object' || value === null || isKept(value)) return
  Object.freeze(value)
  for (const key of Object.keys(value)) keepAll((value as Record<string, unknown>)[key])
}

/** A copy of a view that shares nothing the state or anyone else may change in place (only kept rows). */
export function snapshot(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || isKept(value)) return value
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i += 1) copy[i] = snapshot(value[i])
    return copy
  }
  const copy: Record<string, unknown> = {}
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue
    const v = (value as Record<string, unknown>)[key]
    if (v === undefined) continue
    setOwn(copy, key, snapshot(v))
  }
  return copy
}
