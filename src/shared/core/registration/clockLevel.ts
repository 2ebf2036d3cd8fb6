import { clockAt } from '../clock'
import type { FloorState } from '../state'
import { levelPositionFromClock, type LevelPosition } from './levels'

/** Where a tournament's clock stands at `now`, as registration reads it (§7.7 closing moments). */
export function levelPositionOf(state: Readonly<FloorState>, tournamentId: string, now: number): LevelPosition {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  return levelPositionFromClock(clockAt(t, now), t.clock.structure?.items.map((item) => item.kind) ?? [])
}
