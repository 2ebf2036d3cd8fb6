/**
 * Maps and sets written over a base without touching it: reads fall through to the base, writes stay in the
 * overlay. Iteration order is the order the same writes would give on a copy of the base (a key deleted and set
 * again moves to the end), so a "what if" on a fork behaves exactly like the same steps on a real copy, at the cost
 * of the changes only. The base must not change while an overlay is in use (decide runs on a fixed state).
 * Values are never undefined. `fork()` of an overlay is one more overlay on the same base (never two layers deep).
 */
export interface WritableMap<K, V> extends ReadonlyMap<K, V> {
  set(key: K, value: V): this
  delete(key: K): boolean
}

export interface WritableSet<T> extends ReadonlySet<T> {
  add(value: T): this
  delete(value: T): boolean
}

export class OverlayMap<K, V> implements WritableMap<K, V> {
  constructor(
    protected readonly base: ReadonlyMap<K, V>,
    /** New values of base keys still in place. */
    protected readonly over = new Map<K, V>(),
    /** Base keys deleted here (some may be set again, then they live in `tail`). */
    protected readonly gone = new Set<K>(),
    /** Keys set here that are not live base keys, in insertion order. */
    protected readonly tail = new Map<K, V>()
  ) {}

  /** An independent overlay with the same base and a copy of these changes. */
  fork(): OverlayMap<K, V> {
    return new OverlayMap(this.base, new Map(this.over), new Set(this.gone), new Map(this.tail))
  }

  private untouched(): boolean {
    return this.over.size === 0 && this.tail.size === 0 && this.gone.size === 0
  }

  get size(): number {
    return this.base.size - this.gone.size + this.tail.size
  }

  has(key: K): boolean {
    if (this.over.size > 0 && this.over.has(key)) return true
    if (this.tail.size > 0 && this.tail.has(key)) return true
    if (this.gone.size > 0 && this.gone.has(key)) return false
    return this.base.has(key)
  }

  // The hot path of every proposal: as few lookups as the changes allow (`over` holds live base keys only, `tail`
  // the others, so the order of the checks is free).
  get(key: K): V | undefined {
    if (this.over.size > 0) {
      const mine = this.over.get(key)
      if (mine !== undefined) return mine
    }
    if (this.tail.size > 0) {
      const added = this.tail.get(key)
      if (added !== undefined) return added
    }
    if (this.gone.size > 0 && this.gone.has(key)) return undefined
    return this.base.get(key)
  }

  set(key: K, value: V): this {
    if (this.tail.has(key) || this.gone.has(key) || !this.base.has(key)) this.tail.set(key, value)
    else this.over.set(key, value)
    return this
  }

  delete(key: K): boolean {
    if (this.tail.delete(key)) return true
    if (this.gone.has(key) || !this.base.has(key)) return false
    this.gone.add(key)
    this.over.delete(key)
    return true
  }

  entries(): MapIterator<[K, V]> {
    if (this.untouched()) return this.base.entries()
    const out: [K, V][] = []
    for (const [key, value] of this.base) {
      if (this.gone.has(key)) continue
      out.push([key, this.over.get(key) ?? value])
    }
    for (const entry of this.tail) out.push(entry)
    return out.values() as unknown as MapIterator<[K, V]>
  }

  keys(): MapIterator<K> {
    if (this.untouched()) return this.base.keys()
    return Array.from(this.entries(), ([key]) => key).values() as unknown as MapIterator<K>
  }

  values(): MapIterator<V> {
    if (this.untouched()) return this.base.values()
    return Array.from(this.entries(), ([, value]) => value).values() as unknown as MapIterator<V>
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries()
  }

  forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.entries()) fn(value, key, this)
  }
}

/**
 * An overlay that shares the base's values for reading and hands out a private copy the first time a value is to
 * be written (`writable`). Code that holds a value across a write to it must read it again afterwards.
 */
export class CopyOnWriteMap<K, V> extends OverlayMap<K, V> {
  /** Keys whose value is this overlay's own copy (inherited values of a fork are not: they are copied again). */
  private readonly owned = new Set<K>()

  constructor(
    base: ReadonlyMap<K, V>,
    private readonly copy: (value: V) => V,
    ...changes: [Map<K, V>?, Set<K>?, Map<K, V>?]
  ) {
    super(base, ...changes)
  }

  override fork(): CopyOnWriteMap<K, V> {
    return new CopyOnWriteMap(this.base, this.copy, new Map(this.over), new Set(this.gone), new Map(this.tail))
  }

  /** The value to write: this overlay's own copy (made now when it is still shared). */
  writable(key: K): V | undefined {
    const value = this.get(key)
    if (value === undefined || this.owned.has(key)) return value
    const mine = this.copy(value)
    this.set(key, mine)
    this.owned.add(key)
    return mine
  }
}

/** The same for a set. */
export class OverlaySet<T> implements WritableSet<T> {
  constructor(
    private readonly base: ReadonlySet<T>,
    private readonly gone = new Set<T>(),
    private readonly tail = new Set<T>()
  ) {}

  fork(): OverlaySet<T> {
    return new OverlaySet(this.base, new Set(this.gone), new Set(this.tail))
  }

  get size(): number {
    return this.base.size - this.gone.size + this.tail.size
  }

  has(value: T): boolean {
    if (this.tail.size > 0 && this.tail.has(value)) return true
    if (this.gone.size > 0 && this.gone.has(value)) return false
    return this.base.has(value)
  }

  add(value: T): this {
    if (!this.has(value)) this.tail.add(value)
    return this
  }

  delete(value: T): boolean {
    if (this.tail.delete(value)) return true
    if (this.gone.has(value) || !this.base.has(value)) return false
    this.gone.add(value)
    return true
  }

  // A plain loop into an array beats a generator on the hot path (a break scans the emptiest tables per player).
  values(): SetIterator<T> {
    if (this.gone.size === 0 && this.tail.size === 0) return this.base.values()
    const out: T[] = []
    for (const value of this.base) if (!this.gone.has(value)) out.push(value)
    for (const value of this.tail) out.push(value)
    return out.values() as unknown as SetIterator<T>
  }

  keys(): SetIterator<T> {
    return this.values()
  }

  entries(): SetIterator<[T, T]> {
    return Array.from(this.values(), (value): [T, T] => [value, value]).values() as unknown as SetIterator<[T, T]>
  }

  [Symbol.iterator](): SetIterator<T> {
    return this.values()
  }

  forEach(fn: (value: T, key: T, set: ReadonlySet<T>) => void): void {
    for (const value of this.values()) fn(value, value, this)
  }
}

/** An overlay on `map`; on an overlay, a fork of it (one layer over the same base). */
export function overlayOf<K, V>(map: ReadonlyMap<K, V>): OverlayMap<K, V> {
  return map instanceof OverlayMap ? (map as OverlayMap<K, V>).fork() : new OverlayMap(map)
}

export function overlaySetOf<T>(set: ReadonlySet<T>): OverlaySet<T> {
  return set instanceof OverlaySet ? (set as OverlaySet<T>).fork() : new OverlaySet(set)
}

export function copyOnWriteOf<K, V>(map: ReadonlyMap<K, V>, copy: (value: V) => V): CopyOnWriteMap<K, V> {
  return map instanceof CopyOnWriteMap ? (map as CopyOnWriteMap<K, V>).fork() : new CopyOnWriteMap(map, copy)
}
