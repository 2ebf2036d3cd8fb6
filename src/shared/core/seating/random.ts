/** A uniform random integer in [0, n): ctx.randomInt, cryptographic in production (§6.4, §8.1). */
export type RandomInt = (n: number) => number

/** Fisher–Yates: a uniform permutation, n − 1 draws. Returns a new array. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    const tmp = out[i]!
    out[i] = out[j]!
    out[j] = tmp
  }
  return out
}

export function pick<T>(items: readonly T[], randomInt: RandomInt): T {
  if (items.length === 0) throw new Error('pick from nothing')
  return items[items.length === 1 ? 0 : randomInt(items.length)]!
}
