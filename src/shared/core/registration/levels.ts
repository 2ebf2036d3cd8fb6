/**
 * Where the clock stands, as registration needs it. The clock owns the truth; registration only reads
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

/**
 * Adapter for the clock's reading (`clockAt(tournament, now)`): registration's position from the reading's
 * status, current item index and break flag, and the kinds of the structure's items in order. Counting items keeps
 * it right where the clock's own level number differs (during a break the clock names the level that comes next;
 * here `level` is the number of levels begun so far, i.e. the level the break follows).
 */
export function levelPositionFromClock(
  reading: { status: string; index: number; inBreak: boolean },
  itemKinds: readonly string[]
): LevelPosition {
  if (reading.status === 'idle' || reading.status === 'scheduled') return null
  let levels = 0
  let breaks = 0
  for (let i = 0; i <= reading.index && i < itemKinds.length; i += 1) {
    if (itemKinds[i] === 'level') levels += 1
    else if (itemKinds[i] === 'break') breaks += 1
  }
  return { level: Math.max(1, levels), inBreak: reading.inBreak, breaksStarted: breaks }
}
