import type { HandOutcome } from './eliminations/handOutcome'
import type { PlaceChange } from './places/placesTable'
import type { ResultsRules } from './schemas'

/** §27.8: one field of an elimination a correction changed: level, confirmedBy, occurredAt, startStack, table, … */
export interface FieldCorrection {
  readonly entryId: string
  readonly field: string
  readonly from: string
  readonly to: string
}

export interface HandPlace {
  readonly entryId: string
  readonly place: number
  readonly placeTo: number
}

export type ResultsEvent =
  | { type: 'results.rulesSet'; tournamentId: string; rules: ResultsRules; previous: ResultsRules }
  | {
      type: 'results.handRecorded'
      tournamentId: string
      handId: string
      level: number
      confirmedBy: string
      /** The outcome as stored: start-of-hand stacks, tie rule, any lot drawn now (§24.9в, §27.7). */
      outcome: HandOutcome
      /** The places it gave when recorded (provisional during late registration). */
      places: HandPlace[]
      /** Places of others that moved (a late hand, an earlier correction). */
      changes: PlaceChange[]
      /** §26.14, §24.7: entered after the fact, it goes before this hand in the order of eliminations. */
      before?: string
    }
  | {
      type: 'results.handCorrected'
      tournamentId: string
      handId: string
      level: number
      confirmedBy: string
      outcome: HandOutcome
      previous: HandOutcome
      changes: PlaceChange[]
      /** §27.8: the corrected level or happened-at moves the hand (before this hand, null = after every other). */
      before?: string | null
      /** §27.8: the corrected happened-at time (epoch ms), when it changed. */
      occurredAt?: number
      /** §27.8: each field the correction changed, old → new (v3; older records name only the places moved). */
      fields?: FieldCorrection[]
    }
  | { type: 'results.handUndone'; tournamentId: string; handId: string; entryIds: string[]; changes: PlaceChange[] }
  | { type: 'results.approved'; tournamentId: string; places: HandPlace[] }
  /** §28.12: the approval lifted for corrections, with the reason in the record; the approval it lifted. */
  | { type: 'results.reopened'; tournamentId: string; approval: { by: string; at: number } }
