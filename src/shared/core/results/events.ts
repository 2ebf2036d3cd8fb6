import type { HandOutcome } from './Elimination'
import type { PlaceChange } from './Places'
import type { ResultsRules } from './schemas'

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
    }
  | { type: 'results.handUndone'; tournamentId: string; handId: string; entryIds: string[]; changes: PlaceChange[] }
  | { type: 'results.approved'; tournamentId: string; places: HandPlace[] }
