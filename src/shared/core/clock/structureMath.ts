import type { Structure } from './structure'

/** Level numbers as players know them: breaks are not counted. null for a break. */
export function levelNumbers(structure: Structure): (number | null)[] {
  let n = 0
  return structure.items.map((item) => (item.kind === 'level' ? ++n : null))
}

/** Start offset of each item in structure time (ms from the start of level 1). */
export function itemStarts(structure: Structure): number[] {
  const starts: number[] = []
  let at = 0
  for (const item of structure.items) {
    starts.push(at)
    at += item.seconds * 1000
  }
  return starts
}

export function totalMs(structure: Structure): number {
  return structure.items.reduce((sum, item) => sum + item.seconds * 1000, 0)
}
