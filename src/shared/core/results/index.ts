/** The pure core of results: places (§24, §27.7), penalties (§25) and disputed decisions (§27.4). */
export * from './places/placeBasis'
export * from './places/lot'
export * from './eliminations/handOutcome'
export * from './places/placesTable'
export * from './penalties/penaltyRecord'
export * from './penalties/disputedDecision'
export { correctionGroup, countCorrections } from './corrections'
export {
  decideApprove,
  decideCorrectHand,
  decideRecordHand,
  decideReopen,
  decideSetRules,
  decideUndoHand,
  positionOfHand,
  requireLevelReached,
  requirePlausibleTime,
  requireUnsealed
} from './decide'
export { bountiesOf, bountyFormatOf } from './eliminations/bounties'
export { offeredEliminators } from './eliminations/eliminatorTimeline'
export { stopClockAtWinner } from './eliminations/stopAtWinner'
export type { ResultsEvent } from './events'
export { evolvePenalties, evolveResults, evolveResultsOfEntry } from './evolve'
export {
  decideCorrectDispute,
  decideCorrectPenalty,
  decidePublishDispute,
  decidePublishPenalty,
  decideRecordDispute,
  decideRecordPenalty,
  decideStartTimeAway,
  decideWithdrawPenalty
} from './penalties/decide'
export type { PenaltyEvent } from './penalties/events'
export { penaltyCommands } from './penalties/schemas'
export { penaltyLog, repeatCheck } from './penalties/views'
export type { PenaltyLog, RepeatCheck } from './penalties/views'
export { olympicStageName } from './places/olympicPlaces'
export { placeLabel } from './places/placeLabel'
export { eliminationRecord, requirePlacesHold } from './places/placesGuard'
export { ResultsRules, resultsCommands } from './schemas'
export { emptyResults, placedEntryIds, placesOf } from './state'
export type { ResultsState } from './state'
export { compareResultRows, handRow, indexPlaces, nameOf, publicBounties, publicResults, resultRow } from './views'
export type { HandRow, IndexedPlaces, PublicBounties, PublicResults, ResultRow, ResultsView } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { resultsDeciders, penaltyDeciders, resultsEvolvers } from './area'
