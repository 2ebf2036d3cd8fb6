import type { Tournament } from '../tournament'
import type { ClockState } from './state'
import type { Level, Structure, StructureItem } from './structure'
import { itemStarts, levelNumbers, totalMs } from './structureMath'

/** Just the anchor: enough, with the structure and "now", to know everything about the clock. */
export interface ClockAnchor {
  status: ClockState['status']
  anchorAt: number
  anchorPosition: number
}

/**
 * What the clock shows at a moment. Derived purely from (structure, anchor, now) — never by counting ticks.
 * - idle: never started; `scheduled`: a start time is set and not yet reached (`startsInMs` counts down).
 * - `ended`: the structure's last item has run out; the last level goes on (the director adds levels).
 */
export interface ClockReading {
  status: 'idle' | 'scheduled' | 'running' | 'paused'
  /** ms of structure time since the start of level 1 (negative before a scheduled start). */
  position: number
  /** Index of the current item in the structure (0 before the start). */
  index: number
  item: StructureItem | null
  inBreak: boolean
  /** The level being played, or during a break the level that comes next. */
  levelNumber: number | null
  /** Time left in the current item (0 once the structure has ended). */
  remainingMs: number
  startsInMs: number | null
  ended: boolean
  /** The next level after the current item, if any. */
  nextLevel: Level | null
  /** Structure time until the next break starts; null during a break or when no break lies ahead. */
  nextBreakInMs: number | null
}

export function positionAt(anchor: ClockAnchor, now: number): number {
  return anchor.status === 'running' ? anchor.anchorPosition + (now - anchor.anchorAt) : anchor.anchorPosition
}

/** The index of the item containing `position` (the last item once past the end). */
export function itemIndexAt(structure: Structure, position: number): number {
  const starts = itemStarts(structure)
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= position) lo = mid
    else hi = mid - 1
  }
  return lo
}

export function readClock(structure: Structure | null, anchor: ClockAnchor, now: number): ClockReading {
  const position = anchor.status === 'idle' ? 0 : positionAt(anchor, now)
  const status: ClockReading['status'] =
    anchor.status === 'idle' ? 'idle' : anchor.status === 'running' && position < 0 ? 'scheduled' : anchor.status
  if (!structure || structure.items.length === 0) {
    return {
      status,
      position,
      index: 0,
      item: null,
      inBreak: false,
      levelNumber: null,
      remainingMs: 0,
      startsInMs: status === 'scheduled' ? -position : null,
      ended: false,
      nextLevel: null,
      nextBreakInMs: null
    }
  }
  const starts = itemStarts(structure)
  const clamped = Math.max(0, position)
  const index = itemIndexAt(structure, clamped)
  const item = structure.items[index]!
  const end = starts[index]! + item.seconds * 1000
  const ended = clamped >= totalMs(structure)
  const numbers = levelNumbers(structure)
  const nextLevelIndex = structure.items.findIndex((it, i) => i > index && it.kind === 'level')
  const levelNumber = numbers[index] ?? (nextLevelIndex >= 0 ? numbers[nextLevelIndex]! : lastLevelNumber(numbers))
  const nextBreakIndex =
    item.kind === 'break' ? -1 : structure.items.findIndex((it, i) => i > index && it.kind === 'break')
  return {
    status,
    position,
    index,
    item,
    inBreak: item.kind === 'break' && !ended,
    levelNumber,
    remainingMs: ended ? 0 : status === 'scheduled' ? item.seconds * 1000 : end - clamped,
    startsInMs: status === 'scheduled' ? -position : null,
    ended,
    nextLevel: nextLevelIndex >= 0 ? (structure.items[nextLevelIndex] as Level) : null,
    nextBreakInMs: nextBreakIndex >= 0 ? starts[nextBreakIndex]! - clamped : null
  }
}

function lastLevelNumber(numbers: (number | null)[]): number | null {
  for (let i = numbers.length - 1; i >= 0; i -= 1) if (numbers[i] !== null) return numbers[i]!
  return null
}

/**
 * THE clock query for every area: which level is current, are we in a break, how long is left.
 * Registration uses it to close late registration after level N (§7.7).
 */
export function clockAt(tournament: Pick<Tournament, 'clock'>, now: number): ClockReading {
  return readClock(tournament.clock.structure, tournament.clock, now)
}

/**
 * The next moment (epoch ms) at which the reading changes without any command: the scheduled start or the end of
 * the current item. null when nothing will change by itself (idle, paused, or past the end of the structure).
 */
export function nextBoundaryAt(structure: Structure | null, anchor: ClockAnchor, now: number): number | null {
  if (anchor.status !== 'running') return null
  const position = positionAt(anchor, now)
  if (position < 0) return anchor.anchorAt - anchor.anchorPosition
  if (!structure) return null
  const starts = itemStarts(structure)
  const index = itemIndexAt(structure, position)
  const end = starts[index]! + structure.items[index]!.seconds * 1000
  if (position >= end) return null
  return anchor.anchorAt + (end - anchor.anchorPosition)
}

/** Structure position at which item `index` starts. */
export function startOfItem(structure: Structure, index: number): number {
  return itemStarts(structure)[index] ?? 0
}

/**
 * Has level `levelNumber` (as players count levels, breaks excluded) ended at `now`? For "late registration closes
 * after level N" (§7.7). False when the structure has no such level or the clock has not reached its end.
 */
export function hasLevelEnded(tournament: Pick<Tournament, 'clock'>, levelNumber: number, now: number): boolean {
  const structure = tournament.clock.structure
  if (!structure || tournament.clock.status === 'idle') return false
  const index = levelNumbers(structure).indexOf(levelNumber)
  if (index < 0) return false
  return positionAt(tournament.clock, now) >= itemStarts(structure)[index]! + structure.items[index]!.seconds * 1000
}

/** Has play reached the first break (§7.7: "after the first break" closes late registration)? */
export function hasReachedFirstBreak(tournament: Pick<Tournament, 'clock'>, now: number): boolean {
  const structure = tournament.clock.structure
  if (!structure || tournament.clock.status === 'idle') return false
  const index = structure.items.findIndex((i) => i.kind === 'break')
  if (index < 0) return false
  return positionAt(tournament.clock, now) >= itemStarts(structure)[index]!
}
