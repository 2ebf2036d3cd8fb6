import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as results from './decide'
import { stopClockAtWinner } from './eliminations/stopAtWinner'
import type { ResultsEvent } from './events'
import { evolvePenalties, evolveResults } from './evolve'
import * as penalties from './penalties/decide'
import type { PenaltyEvent } from './penalties/events'
import type { penaltyCommands } from './penalties/schemas'
import type { resultsCommands } from './schemas'

/** The results area as the root composes it (§27: places; §25: penalties and disputes): decisions and folds. */
export const resultsDeciders: Deciders<CommandsOf<typeof resultsCommands>> = {
  'results.setRules': (c, { state, reason }) => results.decideSetRules(c, state, reason),
  // §9.3: the hand that leaves one entry in play stops the clock at the winner.
  'results.recordHand': (c, { state, ctx, reason, occurredAt }) =>
    stopClockAtWinner(results.decideRecordHand(c, state, ctx, reason, occurredAt), state, ctx),
  'results.correctHand': (c, { state, ctx, reason }) => results.decideCorrectHand(c, state, ctx, reason),
  'results.undoHand': (c, { state, ctx, reason }) => results.decideUndoHand(c, state, ctx, reason),
  'results.approve': (c, { state }) => results.decideApprove(c, state),
  'results.reopen': (c, { state, reason }) => results.decideReopen(c, state, reason)
}

export const penaltyDeciders: Deciders<CommandsOf<typeof penaltyCommands>> = {
  'penalty.record': (c, { state, ctx, reason, occurredAt }) =>
    penalties.decideRecordPenalty(c, state, ctx, reason, occurredAt),
  'penalty.publish': (c, { state, reason }) => penalties.decidePublishPenalty(c, state, reason),
  'penalty.startTimeAway': (c, { state, ctx }) => penalties.decideStartTimeAway(c, state, ctx),
  'penalty.correct': (c, { state, reason }) => penalties.decideCorrectPenalty(c, state, reason),
  'penalty.withdraw': (c, { state, reason }) => penalties.decideWithdrawPenalty(c, state, reason),
  'dispute.record': (c, { state, ctx, reason, occurredAt }) =>
    penalties.decideRecordDispute(c, state, ctx, reason, occurredAt),
  'dispute.publish': (c, { state, reason }) => penalties.decidePublishDispute(c, state, reason),
  'dispute.correct': (c, { state, reason }) => penalties.decideCorrectDispute(c, state, reason)
}

export const resultsEvolvers: Evolvers<ResultsEvent | PenaltyEvent> = {
  'results.rulesSet': evolveResults,
  'results.handRecorded': evolveResults,
  'results.handCorrected': evolveResults,
  'results.handUndone': evolveResults,
  'results.approved': evolveResults,
  'results.reopened': evolveResults,
  'penalty.recorded': evolvePenalties,
  'penalty.published': evolvePenalties,
  'penalty.timeAwayStarted': evolvePenalties,
  'dispute.recorded': evolvePenalties,
  'penalty.corrected': evolvePenalties,
  'penalty.withdrawn': evolvePenalties,
  'dispute.published': evolvePenalties,
  'dispute.corrected': evolvePenalties
}
