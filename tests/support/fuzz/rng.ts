/**
 * The fuzzer's source of chance: a small seeded generator (sfc32), so a seed reproduces the same choices. Tests never
 * use Math.random().
 */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(readonly seed: number) {
    // splitmix32 spreads the seed over the four words of state.
    let s = seed >>> 0
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    for (let i = 0; i < 12; i += 1) this.next()
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0
    this.c = (this.c + t) >>> 0
    return t / 2 ** 32
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  /** Uniform integer in [lo, hi], both included. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing')
    return items[this.int(items.length)]!
  }

  /** One of the items, or undefined when there are none. */
  maybe<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : this.pick(items)
  }

  weighted<T>(items: ReadonlyArray<readonly [number, T]>): T {
    const total = items.reduce((sum, [w]) => sum + Math.max(0, w), 0)
    let x = this.next() * total
    for (const [w, item] of items) {
      x -= Math.max(0, w)
      if (x < 0) return item
    }
    return items[items.length - 1]![1]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1)
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }

  /** A few distinct items, between min and max of them. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    return this.shuffle(items).slice(0, Math.min(items.length, this.range(min, max)))
  }

  /** An independent generator for a named purpose, so adding choices in one place does not shift all others. */
  fork(label: string): Rng {
    let h = this.seed >>> 0
    for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0
    return new Rng(h ^ this.int(2 ** 31))
  }
}
