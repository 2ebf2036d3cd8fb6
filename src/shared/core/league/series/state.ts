import type { FormulaVersion, PointsAnnulment, SeriesRules } from '../rating'
import type { LotDraw } from '../../results'
import type { Tournament } from '../../tournament'

export interface SeriesEventBinding {
  readonly tournamentId: string
  /** The formula version of the event: follows new announcements until the event starts, then frozen (§28.6). */
  versionId: string
  readonly coefficient: number | null
  /** §28.2б: the buy-in category set at attachment (null: not set, the formula reads 0). */
  readonly buyinCategory: number | null
  readonly sequence: number
  history: Array<{ from: string; to: string; at: number; by: string }>
  /** §28.15в: excluded from the rating by the administration (null: counts); its points stay on record. */
  excluded: AdminDecision | null
  /** Every exclusion and re-inclusion, in order (§27.8: the old and new state with who, when and why). */
  exclusionHistory: Array<AdminDecision & { excluded: boolean }>
  /**
   * §28.8: the administration's decision on a disqualified entry's points, by entry id; §28.10: a result set aside
   * for another result of the same merged person in this event (`keptEntryId`).
   */
  annulments: Map<string, PointsAnnulment & { by: string; at: number; keptEntryId?: string }>
}

/** Who decided, when and why (§27.8). */
export interface AdminDecision {
  readonly reason: string
  readonly by: string
  readonly at: number
}

/** §28.7ж: a recorded draw for a tie in the standings, replayed on every recomputation. */
export interface SeriesLot extends LotDraw {
  readonly drawnAt: number
  readonly drawnBy: string
  readonly reason: string | null
  /** A physical draw and who drew it (a person in the hall); null when the computer drew (`drawnBy` recorded it). */
  readonly physicalBy: string | null
}

export interface Series {
  readonly id: string
  name: string
  versions: FormulaVersion[]
  rules: SeriesRules
  finalTableSize: number
  events: SeriesEventBinding[]
  /** §28.7ж: lots drawn by `series.drawLots`; a lot applies only to exactly the group it was drawn for. */
  lots: SeriesLot[]
  readonly createdAt: number
  readonly createdBy: string
}

/** Frozen once the event has started: the clock started it, or a result was recorded (§28.5, §28.6). */
export function hasStarted(t: Tournament): boolean {
  return t.status === 'started' || t.startedAt !== null || t.results.handOrder.length > 0
}
