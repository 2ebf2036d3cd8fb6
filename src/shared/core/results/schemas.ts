import { z } from 'zod'
import { patchOf } from '../patch'
import { DisqualificationPlaces } from './places/placesTable'
import { ExplicitOrder } from './eliminations/handOutcome'
import { TieRule } from './places/placeBasis'

/**
 * Results commands: eliminations and places, their corrections, the announced rules and the director's
 * approval. Built on registration's `entry.eliminate` / `entry.disqualify` (they stay the entry's status owners).
 */
const TournamentId = z.string().min(1).max(64)
const EntryId = z.string().min(1).max(64)
const Level = z.int().min(1).max(500)
const Who = z.string().trim().min(1).max(80)

/** §9.6, §24.9, §25.10, §25.11, §28.8: how equal stacks and disqualifications are treated, as the event announced. */
export const ResultsRules = z.strictObject({
  tieRule: TieRule.default('split'),
  disqualificationPlaces: DisqualificationPlaces.default('keep')
})
export type ResultsRules = z.infer<typeof ResultsRules>

export const SetResultsRules = z.strictObject({
  type: z.literal('results.setRules'),
  tournamentId: TournamentId,
  /** The rules that change; a rule left out keeps its value. */
  rules: patchOf(ResultsRules)
})

/**
 * §5.10: who eliminated the entry — one entry, or several when they split the pot that knocked it out (a split
 * knockout). The stored outcome always holds a list (Elimination.ts `Bust.eliminatedBy`), so records of
 * either shape read the same.
 */
export const Eliminators = z.union([EntryId, z.array(EntryId).min(1).max(20)])
export type Eliminators = z.infer<typeof Eliminators>

/** The eliminators as a list, in the order named (the first named gets a split bounty's remainder, §5.10). */
export function eliminatorsOf(by: Eliminators | readonly string[] | undefined): string[] {
  if (by === undefined) return []
  return typeof by === 'string' ? [by] : [...by]
}

/** One entry out in the hand (§27.6): start-of-hand stack (§24.7), table/seat if known, the knockout (§5.10). */
export const HandBust = z.strictObject({
  entryId: EntryId,
  startStack: z.int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  tableId: z.string().trim().min(1).max(64).optional(),
  seat: z.int().min(1).max(99).optional(),
  eliminatedBy: Eliminators.optional()
})

/**
 * §26.14, §24.7, §27.7: the director's explicit position of a hand entered after the fact, when its level and
 * happened-at time cannot order it: before this recorded hand, or (null) after every hand recorded.
 */
export const HandPosition = z.strictObject({
  before: z.string().min(1).max(64).nullable(),
  reason: z.string().trim().min(1).max(1000),
  decidedBy: Who
})
export type HandPosition = z.infer<typeof HandPosition>

const HandFields = {
  tournamentId: TournamentId,
  /** The level in which the hand was played (Appendix C.11). */
  level: Level,
  /** Who confirmed the elimination: dealer, floor or director (§27.6). */
  confirmedBy: Who,
  /** Everyone out in this hand — at one table, or at several tables of one hand-for-hand hand (§9.5, §9.6, §24.10). */
  busts: z.array(HandBust).min(1).max(200),
  /** For tie rule director/other: the order of the tied entries with its reason (§27.7). */
  tieOrder: ExplicitOrder.optional(),
  /** The director orders the whole hand explicitly (§24.7 "unless the rules say otherwise"). */
  override: ExplicitOrder.optional(),
  /** TDA RP-8A: the hand during which hand-for-hand was announced — everyone out shares the places. */
  handForHandAnnouncement: z.boolean().optional()
}

/** §27.6: record the eliminations of one hand after confirmation; places are assigned automatically. */
export const RecordHand = z.strictObject({
  type: z.literal('results.recordHand'),
  ...HandFields,
  /** §26.14: where the hand goes among those recorded, when the director decides it (see HandPosition). */
  position: HandPosition.optional()
})

/** §27.8: correct a recorded hand (stacks, order, level, knockouts) — same entries; needs a reason. */
export const CorrectHand = z.strictObject({
  type: z.literal('results.correctHand'),
  handId: z.string().min(1).max(64),
  ...HandFields,
  /** §27.8, §26.14: the corrected time the hand happened (epoch ms); absent = unchanged. */
  happenedAt: z.int().nonnegative().optional(),
  /** §26.14, §27.7: the director's position when the corrected level or time cannot order the hand. */
  position: HandPosition.optional()
})

/** §27.8: undo a recorded elimination (all of the hand, or some entries); needs a reason. The entry is back in. */
export const UndoHand = z.strictObject({
  type: z.literal('results.undoHand'),
  tournamentId: TournamentId,
  handId: z.string().min(1).max(64),
  entryIds: z.array(EntryId).min(1).max(200).optional()
})

/** §28.12, Appendix C.18: the director approves the results; later changes are corrections with a reason. */
export const ApproveResults = z.strictObject({ type: z.literal('results.approve'), tournamentId: TournamentId })

/** §28.12: approved results are reopened for corrections only explicitly, with a reason; a new approval follows. */
export const ReopenResults = z.strictObject({ type: z.literal('results.reopen'), tournamentId: TournamentId })

export const resultsCommands = [
  SetResultsRules,
  RecordHand,
  CorrectHand,
  UndoHand,
  ApproveResults,
  ReopenResults
] as const
