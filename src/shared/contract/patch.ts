/**
 * Pushed views travel as patches. The server keeps the last value of each pushed view with a version;
 * after a change it sends only what differs from the version before (`{ v, base, patch }`); a new subscriber gets
 * the whole value (`{ v, full }`). The client keeps one replica per view and rebuilds the whole value, so the
 * renderer's consumers keep receiving whole views. A client whose replica is not at `base` (it missed a push) drops
 * the patch and asks for the whole view again.
 *
 * The format is JSON and generic: it works on any JSON value, so a view may change shape without touching this file.
 * - `{ s: value }` — the value is replaced.
 * - `{ o: { key: patch… }, d: [key…] }` — an object: changed keys patched, `d` the keys removed.
 * - `{ a: [segment…], e: [edit…] }` — an array rebuilt from segments: `[from, count]` copies elements of the old
 *   array, `{ v: [value…] }` are new elements; then each edit `[patch, first, gap, gap…]` patches the elements at
 *   those positions of the new array. One edit carries a change many rows share: the role of 1,000 tables flipping
 *   when the room becomes unbalanced costs a few bytes per table. Rows are matched by identity first, then by a key
 *   field (an id, an entry, a table or seat number), so a row that moves (an eliminated entry leaving the players
 *   still in) costs a few segments, not the rows between its two places.
 * `undefined` is treated as JSON treats it: a missing key, `null` in an array.
 */

export type Patch = { s: unknown } | { o: Record<string, Patch>; d?: string[] } | { a: Segment[]; e?: Edit[] }
export type Segment = [from: number, count: number] | { v: unknown[] }
/** A patch and the positions (in the new array) it applies to, as gaps: the first position, then the distances. */
export type Edit = [patch: Patch, ...gaps: number[]]

/** What a push carries: the whole view, or the patch from version `base` to version `v`. */
export type PushPayload = { v: number; full: unknown } | { v: number; base: number; patch: Patch }

/** Fields that identify a row, tried in this order; the first one present and unique on both sides is used. */
const KEY_FIELDS = ['id', 'entryId', 'handId', 'tournamentId', 'number', 'seat', 'table', 'place', 'key'] as const

type Obj = Record<string, unknown>

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Patches between objects nobody changes in place, remembered for one flush: a display view shared by the display,
 * phone and tournament channels is compared once, not once per channel. `shared` says which objects
 * are such (the hub's kept rows); only pairs of them are remembered.
 */
export interface DiffMemo {
  readonly shared: (value: object) => boolean
  readonly patches: WeakMap<object, WeakMap<object, Patch | null>>
  /** The patches remembered here, and the JSON of those written so far: once for every view that carries one. */
  readonly remembered: WeakSet<Patch>
  readonly texts: WeakMap<Patch, string>
}

export function diffMemo(shared: (value: object) => boolean): DiffMemo {
  return { shared, patches: new WeakMap(), remembered: new WeakSet(), texts: new WeakMap() }
}

/**
 * `JSON.stringify(patch)`, where a patch the memo handed out (a shared part's, and those one level down) is written
 * once per flush: 20 screens whose views changed only in the display they share carry the same display patch,
 * serialised once instead of 20 times.
 */
export function patchJson(patch: Patch, memo?: DiffMemo): string {
  if (!memo) return JSON.stringify(patch)
  const known = memo.texts.get(patch)
  if (known !== undefined) return known
  let text: string
  if ('o' in patch && !patch.d) {
    text = '{"o":{'
    let first = true
    for (const key of Object.keys(patch.o)) {
      text += `${first ? '' : ','}${JSON.stringify(key)}:${rememberedJson(patch.o[key]!, memo)}`
      first = false
    }
    text += '}}'
  } else text = JSON.stringify(patch)
  if (memo.remembered.has(patch)) memo.texts.set(patch, text)
  return text
}

function rememberedJson(patch: Patch, memo: DiffMemo): string {
  let text = memo.texts.get(patch)
  if (text === undefined) {
    text = JSON.stringify(patch)
    if (memo.remembered.has(patch)) memo.texts.set(patch, text)
  }
  return text
}

/** The patch that turns `base` into `next` (both JSON values), or null when they are equal as JSON. */
export function diff(base: unknown, next: unknown, memo?: DiffMemo): Patch | null {
  if (base === next) return null
  if (memo && typeof base === 'object' && base !== null && typeof next === 'object' && next !== null) {
    if (memo.shared(base) && memo.shared(next)) {
      let byNext = memo.patches.get(base)
      if (!byNext) memo.patches.set(base, (byNext = new WeakMap()))
      const known = byNext.get(next)
      if (known !== undefined) return known
      const patch = diffValues(base, next, memo)
      byNext.set(next, patch)
      if (patch) memo.remembered.add(patch)
      return patch
    }
  }
  return diffValues(base, next, memo)
}

function diffValues(base: unknown, next: unknown, memo: DiffMemo | undefined): Patch | null {
  if (Array.isArray(base) && Array.isArray(next)) return diffArray(base, next, memo)
  if (isObject(base) && isObject(next)) return diffObject(base, next, memo)
  const value = asJson(next)
  return asJson(base) === value ? null : { s: value }
}

/** A primitive as JSON writes it: `undefined` and non-finite numbers are null. */
function asJson(value: unknown): unknown {
  if (value === undefined) return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  return value
}

/** True when `a` and `b` are the same JSON value (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  return diff(a, b) === null
}

function diffObject(base: Obj, next: Obj, memo: DiffMemo | undefined): Patch | null {
  let changed: Record<string, Patch> | undefined
  let removed: string[] | undefined
  for (const key of Object.keys(next)) {
    const value = next[key]
    const old = Object.prototype.hasOwnProperty.call(base, key) ? base[key] : undefined
    if (value === undefined) {
      if (old !== undefined) (removed ??= []).push(key)
      continue
    }
    if (old === value) continue
    const patch = old === undefined ? { s: value } : diff(old, value, memo)
    if (patch) setOwn((changed ??= {}), key, patch)
  }
  for (const key of Object.keys(base)) {
    if (base[key] !== undefined && !Object.prototype.hasOwnProperty.call(next, key)) (removed ??= []).push(key)
  }
  if (!changed && !removed) return null
  return removed ? { o: changed ?? {}, d: removed } : { o: changed! }
}

/** Characters of a row's patch below which it is sent as a patch without comparing it with the row's own length. */
const SHORT_PATCH = 48

function sameElement(a: unknown, b: unknown): boolean {
  return a === b || (!isObject(a) && !Array.isArray(a) && asJson(a) === asJson(b))
}

function diffArray(base: readonly unknown[], next: readonly unknown[], memo: DiffMemo | undefined): Patch | null {
  const made = LIST_EDITS.get(next)
  if (made && made.base === base) {
    const patch = editedPatch(base, next, made.steps, memo)
    if (patch !== undefined) return patch
  }
  const n = base.length
  const m = next.length
  // Rows that kept their identity at both ends cost nothing; only the middle is compared.
  let start = 0
  while (start < n && start < m && sameElement(base[start], next[start])) start += 1
  let endBase = n
  let endNext = m
  while (endBase > start && endNext > start && sameElement(base[endBase - 1], next[endNext - 1])) {
    endBase -= 1
    endNext -= 1
  }
  if (start === endBase && start === endNext) return null
  const middle: Middle = {
    start,
    endBase,
    endNext,
    from: new Int32Array(endNext - start).fill(-1),
    paired: new Int32Array(endNext - start).fill(-1),
    freeBase: [],
    freeNext: []
  }
  matchInOrder(base, next, middle)
  if (middle.freeBase.length > 0 && middle.freeNext.length > 0) pairRest(base, next, middle)
  return arrayPatch(base, next, middle, memo)
}

/**
 * The middle of two arrays being compared, positions of `next` counted from `start`: `from` the old position of a row
 * that kept its identity, `paired` the old row a changed one is patched from (-1: none), the rows of each side left.
 * The differ is split in small functions with plain, same-shaped values so that V8 keeps each optimised: one large
 * function deoptimised by a shape it had not met was compiled again whole, at a cost of many commands.
 */
interface Middle {
  readonly start: number
  readonly endBase: number
  readonly endNext: number
  readonly from: Int32Array
  readonly paired: Int32Array
  readonly freeBase: number[]
  readonly freeNext: number[]
}

/**
 * 1. Rows of the middle that kept their identity, matched in one pass: a row that left or arrived shifts the rest by
 *    one (an entry moving from "in play" to its place); rows changed in place are left to be paired.
 */
function matchInOrder(base: readonly unknown[], next: readonly unknown[], middle: Middle): void {
  const { start, endBase, endNext, from, freeBase, freeNext } = middle
  let i = start
  let j = start
  while (i < endBase && j < endNext) {
    if (sameElement(base[i], next[j])) from[j++ - start] = i++
    else if (i + 1 < endBase && sameElement(base[i + 1], next[j])) freeBase.push(i++)
    else if (j + 1 < endNext && sameElement(base[i], next[j + 1])) freeNext.push(j++)
    else {
      freeBase.push(i++)
      freeNext.push(j++)
    }
  }
  while (i < endBase) freeBase.push(i++)
  while (j < endNext) freeNext.push(j++)
}

/**
 * 2. The others are paired by identity first (a kept row that moved further than one place: the oldest moves of a
 *    window leaving at its front), then by their key (an id, an entry, a table number), or in order.
 */
function pairRest(base: readonly unknown[], next: readonly unknown[], middle: Middle): void {
  const { start, paired, freeBase, freeNext } = middle
  let restBase = freeBase
  let restNext = freeNext
  const byIdentity = new Map<unknown, number>()
  for (const i of freeBase) {
    const row = base[i]
    if (typeof row === 'object' && row !== null) byIdentity.set(row, i)
  }
  if (byIdentity.size > 0) {
    const used = new Set<number>()
    for (const j of freeNext) {
      const i = byIdentity.get(next[j])
      if (i === undefined || used.has(i)) continue
      paired[j - start] = i
      used.add(i)
    }
    if (used.size > 0) {
      restBase = freeBase.filter((i) => !used.has(i))
      restNext = freeNext.filter((j) => paired[j - start]! < 0)
    }
  }
  if (restBase.length === 0 || restNext.length === 0) return
  const field = chooseKey(base, restBase, next, restNext)
  if (field !== null) {
    const byKey = new Map<unknown, number>()
    for (const i of restBase) byKey.set((base[i] as Obj)[field], i)
    for (const j of restNext) {
      const i = byKey.get((next[j] as Obj)[field])
      if (i !== undefined) paired[j - start] = i
    }
  } else {
    for (let k = 0; k < restNext.length && k < restBase.length; k += 1) paired[restNext[k]! - start] = restBase[k]!
  }
}

/** The segments of a new array as they are built: the open run of old rows, or the open run of new rows. */
class Segments {
  readonly list: Segment[] = []
  /** Elements of the new array so far. */
  length = 0
  private runFrom = 0
  private runCount = 0
  private values: unknown[] | null = null

  /** `count` elements of the old array from position `i`. */
  copy(i: number, count: number): void {
    if (count <= 0) return
    this.length += count
    if (this.runCount > 0 && this.runFrom + this.runCount === i) {
      this.runCount += count
      return
    }
    this.close()
    this.runFrom = i
    this.runCount = count
  }

  /** A new element. */
  add(value: unknown): void {
    this.length += 1
    if (this.values === null) {
      this.close()
      this.values = []
    }
    this.values.push(asJson(value))
  }

  close(): void {
    if (this.runCount > 0) {
      this.list.push([this.runFrom, this.runCount])
      this.runCount = 0
    }
    if (this.values !== null) {
      this.list.push({ v: this.values })
      this.values = null
    }
  }
}

interface PendingEdit {
  readonly patch: Patch
  readonly at: number[]
}

/** 3. The new array, in order: runs copied from the old one, new rows; then the patches of rows, grouped. */
function arrayPatch(
  base: readonly unknown[],
  next: readonly unknown[],
  middle: Middle,
  memo: DiffMemo | undefined
): Patch | null {
  const { start, endBase, endNext, from, paired } = middle
  const n = base.length
  const segments = new Segments()
  const edits = new Map<string, PendingEdit>()
  segments.copy(0, start)
  for (let j = start; j < endNext; j += 1) {
    const kept = from[j - start]!
    if (kept >= 0) {
      segments.copy(kept, 1)
      continue
    }
    const pairedWith = paired[j - start]!
    const patch = pairedWith < 0 ? undefined : diff(base[pairedWith], next[j], memo)
    if (patch === undefined || (patch !== null && 's' in patch)) {
      segments.add(next[j])
      continue
    }
    if (patch !== null) {
      const text = JSON.stringify(patch)
      const edit = edits.get(text)
      // A row paired with one it shares nothing with (by position, or by a field that only looked like a key) is
      // sent as the row, when its patch would be no shorter; a patch many rows share always pays, and a short one is
      // kept without serialising the row (10,000 places shifted by a correction stay 10,000 small patches).
      if (!edit && text.length > SHORT_PATCH && text.length >= (JSON.stringify(next[j]) ?? 'null').length) {
        segments.add(next[j])
        continue
      }
      if (edit) edit.at.push(segments.length)
      else edits.set(text, { patch, at: [segments.length] })
    }
    segments.copy(pairedWith, 1)
  }
  segments.copy(endBase, n - endBase)
  segments.close()
  const list = segments.list
  if (edits.size === 0) {
    // Equal as JSON after all (rows rebuilt with the same content).
    if (n === next.length && list.length === 1 && isWholeRun(list[0]!, n)) return null
    if (n === 0 && next.length === 0) return null
    return { a: list }
  }
  const e: Edit[] = []
  for (const { patch, at } of edits.values()) {
    const edit: Edit = [patch, at[0]!]
    for (let k = 1; k < at.length; k += 1) edit.push(at[k]! - at[k - 1]!)
    e.push(edit)
  }
  return { a: list, e }
}

function isWholeRun(segment: Segment, n: number): boolean {
  return Array.isArray(segment) && segment[0] === 0 && segment[1] === n
}

/** A key field shared by the rows to pair (each side unique, every row an object), or null to pair them in order. */
function chooseKey(
  base: readonly unknown[],
  freeBase: readonly number[],
  next: readonly unknown[],
  freeNext: readonly number[]
): string | null {
  const sample = next[freeNext[0]!]
  if (!isObject(sample)) return null
  for (const field of KEY_FIELDS) {
    const key = sample[field]
    if (typeof key !== 'string' && typeof key !== 'number') continue
    if (uniqueBy(base, freeBase, field) && uniqueBy(next, freeNext, field)) return field
  }
  return null
}

function uniqueBy(values: readonly unknown[], indices: readonly number[], field: string): boolean {
  const seen = new Set<unknown>()
  for (const i of indices) {
    const value = values[i]
    if (!isObject(value)) return false
    const key = value[field]
    if ((typeof key !== 'string' && typeof key !== 'number') || seen.has(key)) return false
    seen.add(key)
  }
  return true
}

/**
 * How a list was made from the list before it: rows taken out and rows put in, in this order, each at its position in
 * the list as it was at that step (`out`: the row there taken out; `in`: the row of the new list put there). A view
 * model that moves one row of 10,000 (an eliminated player's row, from the players still in to the places) says so,
 * and the patch is made from the steps instead of a walk over every row the move passed.
 */
export type ListStep = { readonly out: number } | { readonly in: number }

const LIST_EDITS = new WeakMap<readonly unknown[], { readonly base: readonly unknown[]; readonly steps: ListStep[] }>()

/** `next` was made from `base` by `steps` (see ListStep); both are kept lists nobody changes in place. */
export function madeFrom<T>(next: T[], base: readonly T[], steps: ListStep[]): T[] {
  LIST_EDITS.set(next, { base, steps })
  return next
}

/** A run of the new list: rows of the old list, or one row put in (`from` -1). */
interface Piece {
  from: number
  count: number
}

/**
 * The patch of a list made by steps: the new list as runs of the old one and rows put in, a row put in paired with
 * a row taken out that has the same key (the same entry, moved and changed) and sent as its patch. `undefined` when the
 * steps do not add up to `next` (the generic differ then compares the lists).
 */
function editedPatch(
  base: readonly unknown[],
  next: readonly unknown[],
  steps: readonly ListStep[],
  memo: DiffMemo | undefined
): Patch | null | undefined {
  if (base.length === 0 && next.length === 0) return null
  const pieces: Piece[] = base.length > 0 ? [{ from: 0, count: base.length }] : []
  const out: number[] = []
  for (const step of steps) {
    const at = 'out' in step ? step.out : step.in
    // The piece holding position `at` (for `in`: the one it goes before), and the position inside it.
    let k = 0
    let inside = at
    while (k < pieces.length && inside >= pieces[k]!.count) inside -= pieces[k++]!.count
    if (inside < 0) return undefined
    if ('out' in step) {
      const piece = pieces[k]
      if (!piece) return undefined
      if (piece.from >= 0) out.push(piece.from + inside)
      const rest: Piece[] = []
      if (inside > 0) rest.push({ from: piece.from, count: inside })
      if (inside + 1 < piece.count) rest.push({ from: piece.from + inside + 1, count: piece.count - inside - 1 })
      pieces.splice(k, 1, ...rest)
    } else {
      if (k === pieces.length && inside > 0) return undefined
      const piece = pieces[k]
      const added: Piece = { from: -1, count: 1 }
      if (!piece || inside === 0) pieces.splice(k, 0, added)
      else
        pieces.splice(k, 1, { from: piece.from, count: inside }, added, {
          from: piece.from + inside,
          count: piece.count - inside
        })
    }
  }
  let length = 0
  for (const piece of pieces) length += piece.count
  if (length !== next.length) return undefined
  // The rows taken out, by key: a row put in with the same key is that row, moved (and perhaps changed).
  const byKey = new Map<string, number>()
  for (const i of out) {
    const key = rowKey(base[i])
    if (key !== null) byKey.set(key, i)
  }
  const segments = new Segments()
  const edits: Edit[] = []
  let j = 0
  for (const piece of pieces) {
    if (piece.from >= 0) {
      segments.copy(piece.from, piece.count)
      j += piece.count
      continue
    }
    const row = next[j]
    const key = rowKey(row)
    const i = key === null ? undefined : byKey.get(key)
    if (i !== undefined) byKey.delete(key!)
    const patch = i === undefined ? undefined : diff(base[i], row, memo)
    if (patch === undefined || (patch !== null && 's' in patch)) segments.add(row)
    else {
      segments.copy(i!, 1)
      if (patch !== null) edits.push([patch, j])
    }
    j += 1
  }
  segments.close()
  const list = segments.list
  if (edits.length === 0 && base.length === next.length && list.length === 1 && isWholeRun(list[0]!, base.length))
    return null
  return edits.length > 0 ? { a: list, e: edits } : { a: list }
}

/** A row's identity across two lists: the first of KEY_FIELDS it has, with its value. */
function rowKey(row: unknown): string | null {
  if (!isObject(row)) return null
  for (const field of KEY_FIELDS) {
    const value = row[field]
    if (typeof value === 'string' || typeof value === 'number') return `${field}\u0000${value}`
  }
  return null
}

/** A patch that does not fit the value it is applied to. */
export class PatchError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PatchError'
  }
}

/**
 * Apply a patch made by `diff` to the value it was made from. Pure: `base` is not changed, and what the patch does
 * not touch keeps its identity in the result (React re-renders only what changed).
 */
export function applyPatch(base: unknown, patch: Patch): unknown {
  if (!isObject(patch)) throw new PatchError('a patch must be an object')
  if ('s' in patch) return patch.s
  if ('o' in patch) {
    if (!isObject(base)) throw new PatchError('an object patch needs an object')
    const out: Obj = {}
    for (const key of Object.keys(base)) setOwn(out, key, base[key])
    const changes = patch.o
    if (!isObject(changes)) throw new PatchError('malformed object patch')
    for (const key of Object.keys(changes)) setOwn(out, key, applyPatch(out[key], changes[key] as Patch))
    if (patch.d !== undefined) {
      if (!Array.isArray(patch.d)) throw new PatchError('malformed object patch')
      for (const key of patch.d) delete out[key]
    }
    return out
  }
  if ('a' in patch) {
    if (!Array.isArray(base) || !Array.isArray(patch.a)) throw new PatchError('an array patch needs an array')
    const out: unknown[] = []
    for (const segment of patch.a as unknown[]) {
      if (Array.isArray(segment)) {
        const [from, count] = segment as [number, number]
        if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 0 || from + count > base.length)
          throw new PatchError('array segment out of range')
        for (let i = from; i < from + count; i += 1) out.push(base[i])
      } else if (isObject(segment) && Array.isArray(segment.v)) {
        for (const value of segment.v) out.push(value)
      } else throw new PatchError('malformed array segment')
    }
    if (patch.e !== undefined) {
      if (!Array.isArray(patch.e)) throw new PatchError('malformed array edits')
      for (const edit of patch.e as unknown[]) {
        if (!Array.isArray(edit) || edit.length < 2) throw new PatchError('malformed array edit')
        let k = -1
        for (let t = 1; t < edit.length; t += 1) {
          const gap = edit[t] as number
          k = t === 1 ? gap : k + gap
          if (!Number.isInteger(gap) || k < 0 || k >= out.length || (t > 1 && gap < 1))
            throw new PatchError('array edit out of range')
          out[k] = applyPatch(out[k], edit[0] as Patch)
        }
      }
    }
    return out
  }
  throw new PatchError('unknown patch')
}

/** `__proto__` and friends are plain keys here, never a prototype. */
/** `target[key] = value` as JSON means it: a key `__proto__` (from parsed JSON) is an own field, not the prototype. */
export function setOwn(target: Obj, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

interface Replica {
  version: number
  value: unknown
}

/**
 * The client's side: one replica per pushed view. `receive` turns a push into the whole view value, or returns null
 * when the push cannot be applied (a missed version, a malformed patch); then it calls `resync` once, which asks the
 * server for the whole view again (by subscribing again), and drops patches until the whole view arrives.
 */
export class PushReplicas {
  private readonly replicas = new Map<string, Replica | 'resyncing'>()

  receive(key: string, payload: unknown, resync: () => void): { value: unknown } | null {
    if (!isObject(payload) || typeof payload.v !== 'number') return this.lost(key, resync)
    if ('full' in payload) {
      this.replicas.set(key, { version: payload.v, value: payload.full })
      return { value: payload.full }
    }
    const replica = this.replicas.get(key)
    if (replica === 'resyncing') return null
    if (!replica || replica.version !== payload.base) return this.lost(key, resync)
    let value: unknown
    try {
      value = applyPatch(replica.value, payload.patch as Patch)
    } catch {
      return this.lost(key, resync)
    }
    this.replicas.set(key, { version: payload.v, value })
    return { value }
  }

  /** The view was unsubscribed: its replica is no longer kept. */
  forget(key: string): void {
    this.replicas.delete(key)
  }

  private lost(key: string, resync: () => void): null {
    this.replicas.set(key, 'resyncing')
    resync()
    return null
  }
}
