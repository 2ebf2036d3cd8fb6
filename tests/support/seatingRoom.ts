import { applyDraw } from '../../src/shared/core/seating/apply'
import { drawInitialSeats } from '../../src/shared/core/seating/draw'
import { GENESIS } from '../../src/shared/core/seating/hash'
import {
  createRoom,
  DEFAULT_RULES,
  openTable,
  type Room,
  type SeatingRules,
  type TableSpec
} from '../../src/shared/core/seating/room'

/** A deterministic random source for tests (an LCG; never Math.random()). */
export function lcg(seed = 42): (n: number) => number {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return Math.floor((s / 2 ** 32) * n)
  }
}

export function tables(count: number, seats = 10, from = 1): TableSpec[] {
  return Array.from({ length: count }, (_, i) => ({ number: from + i, seats }))
}

export function entries(n: number, prefix = 'e'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
}

/** A room with the given tables and rules; closing order = table numbers ascending (table 1 closes first). */
export function room(specs: TableSpec[], rules: Partial<SeatingRules> = {}, trackButtons = false): Room {
  return createRoom(
    specs,
    specs.map((s) => s.number),
    { ...DEFAULT_RULES, ...rules },
    trackButtons
  )
}

/** A room with everybody drawn in. */
export function drawnRoom(
  players: number,
  tableCount: number,
  seats = 10,
  rules: Partial<SeatingRules> = {},
  trackButtons = false,
  seed = 7
): Room {
  const r = room(tables(tableCount, seats), rules, trackButtons)
  const draw = drawInitialSeats(r, entries(players), lcg(seed), GENESIS)!
  applyDraw(r, draw.placements, draw.buttons)
  return r
}

/** Place players exactly: { 1: ['a', null, 'b'] } — table 1 seat 1 = a, seat 3 = b. */
export function placed(
  layout: Record<number, (string | null)[]>,
  seats = 10,
  rules: Partial<SeatingRules> = {},
  buttons: Record<number, number> = {}
): Room {
  const nums = Object.keys(layout).map(Number)
  const r = room(
    nums.map((n) => ({ number: n, seats })),
    rules,
    Object.keys(buttons).length > 0
  )
  const placements = nums.flatMap((n) =>
    layout[n]!.flatMap((id, i) => (id === null ? [] : [{ entryId: id, table: n, seat: i + 1 }]))
  )
  applyDraw(
    r,
    placements,
    Object.entries(buttons).map(([t, s]) => ({ table: Number(t), seat: s }))
  )
  for (const n of nums) openTable(r, n)
  return r
}

export function sizes(r: Room): number[] {
  return [...r.tables.values()].filter((t) => t.open).map((t) => t.count)
}
