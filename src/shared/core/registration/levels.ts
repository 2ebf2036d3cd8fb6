/**
 * Where the clock stands, as registration needs it. The clock (issue 3) owns the truth; registration only reads
 * this. `level` is the current level number (1-based); during a break it is the level the break follows.
 * `breaksStarted` counts breaks begun so far, the current one included. null: the clock has not started.
 */
export type LevelPosition = { level: number; inBreak: boolean; breaksStarted: number } | null

/** How registration asks the clock where a tournament stands. */
export type LevelSource = (tournamentId: string) => LevelPosition

/** Until the clock is wired in, every tournament reads as "clock not started". */
export const clockNotStarted: LevelSource = () => null

/** Is a period "until level N" (inclusive: the whole of level N) still open at this position? */
export function openThroughLevel(untilLevel: number, position: LevelPosition): boolean {
  if (!position) return true
  if (position.level > untilLevel) return false
  // The break after level N is already past the end of level N.
  return !(position.level === untilLevel && position.inBreak)
}

/** Has the first break ended (§7.7 "after the first break")? */
export function firstBreakOver(position: LevelPosition): boolean {
  if (!position) return false
  return position.breaksStarted >= 2 || (position.breaksStarted >= 1 && !position.inBreak)
}
