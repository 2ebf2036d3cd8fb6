import type { FormulaVersion } from '../rating/FormulaVersion'
import type { SeriesRules } from '../rating/SeriesStandings'
import type { Tournament } from '../tournament/state'

export interface SeriesEventBinding {
  readonly tournamentId: string
  /** The formula version of the event: follows new announcements until the event starts, then frozen (§28.6). */
  versionId: string
  readonly coefficient: number | null
  readonly sequence: number
  history: Array<{ from: string; to: string; at: number; by: string }>
}

export interface Series {
  readonly id: string
  name: string
  versions: FormulaVersion[]
  rules: SeriesRules
  finalTableSize: number
  events: SeriesEventBinding[]
  readonly createdAt: number
  readonly createdBy: string
}

/** Frozen once the event has started: the clock started it, or a result was recorded (§28.5, §28.6). */
export function hasStarted(t: Tournament): boolean {
  return t.status === 'started' || t.startedAt !== null || t.results.handOrder.length > 0
}
