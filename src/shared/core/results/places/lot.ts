/**
 * A draw by lot (§24.9в, §28.7ж): the randomness is injected (DecideContext.randomInt) and the outcome is recorded,
 * so a later recomputation replays the same draw instead of drawing again.
 */
export interface LotDraw {
  /** The tied ids in the order the lot gave them, best first. */
  readonly order: readonly string[]
}

/** A uniform random integer in [0, n). */
export type RandomInt = (n: number) => number

/** Fisher–Yates with the injected source; returns a new array, best first. */
export function drawLot(ids: readonly string[], randomInt: RandomInt): LotDraw {
  const order = [...ids]
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`randomInt(${i + 1}) returned ${j}`)
    const tmp = order[i]!
    order[i] = order[j]!
    order[j] = tmp
  }
  return { order }
}

/** The recorded draw over exactly this set of ids, if there is one. */
export function findRecordedLot(lots: readonly LotDraw[] | undefined, ids: readonly string[]): LotDraw | undefined {
  if (!lots) return undefined
  const wanted = new Set(ids)
  return lots.find((lot) => lot.order.length === wanted.size && lot.order.every((id) => wanted.has(id)))
}
