import type { Room, SeatingRules } from '../room'

/** The most and the fewest players seated at one open table. */
export interface Spread {
  readonly max: number
  readonly min: number
}

/** The spread of the open tables; null when no table is open. Reads the per-count buckets, never the tables. */
export function spreadOf(room: Room): Spread | null {
  let max = -1
  let min = -1
  for (let c = room.byCount.length - 1; c >= 0; c -= 1)
    if (room.byCount[c]!.size > 0) {
      max = c
      break
    }
  if (max < 0) return null
  for (let c = 0; c <= max; c += 1)
    if (room.byCount[c]!.size > 0) {
      min = c
      break
    }
  return { max, min }
}

/**
 * The one balancing threshold (§8.3; BFSP §3.1: at the start of any hand table sizes differ by at most one, two by
 * the chief judge's decision — the announced `tolerance`): the tables need balancing when the fullest and the
 * shortest open table differ by more than it. Never in a shootout: each table plays down to its winner (BFSP §3.2).
 */
export function exceedsTolerance(spread: Spread | null, rules: Pick<SeatingRules, 'tolerance' | 'format'>): boolean {
  return rules.format !== 'olympic' && spread !== null && spread.max - spread.min > rules.tolerance
}

/** Whether a balancing move is due now (the threshold above, on the room's open tables). */
export function isUnbalanced(room: Room): boolean {
  return exceedsTolerance(spreadOf(room), room.rules)
}

/**
 * TDA Rule 11-D: the open tables three or more players short of the fullest, where play halts until they are
 * balanced; lowest number first. None in a shootout (BFSP §3.2).
 */
export function shortTables(room: Room): number[] {
  const spread = spreadOf(room)
  if (!spread || room.rules.format === 'olympic') return []
  const result: number[] = []
  for (let c = spread.min; c <= spread.max - 3; c += 1) for (const n of room.byCount[c]!) result.push(n)
  return result.sort((a, b) => a - b)
}
