import type { z } from 'zod'
import type { DecideContext } from '../../context'
import { reject, RejectedError } from '../../rejection'
import type { FloorState } from '../../state'
import { requireTournament } from '../../guards'
import type { RegistrationEvent } from '../../registration'
import { decideDisqualify, requireEntry } from '../../registration'
import {
  checkDisputedDecision,
  disputeFields,
  withDisputeFields,
  type DisputeFields,
  type DisputedDecision
} from './disputedDecision'
import {
  checkPenalty,
  isTournamentDisqualification,
  penaltyFields,
  roundsToHands,
  timeAwayEndsAt,
  withPenaltyFields,
  type Measure,
  type PenaltyFields,
  type PenaltyRecord
} from './penaltyRecord'
import type { PenaltyEvent } from './events'
import type {
  CorrectDispute,
  CorrectPenalty,
  PublishDispute,
  PublishPenalty,
  RecordDispute,
  RecordPenalty,
  StartTimeAway,
  WithdrawPenalty
} from './schemas'
import { ZodError } from 'zod'
import { isEnteredAfterTheFact } from '../../record'
import type { Tournament } from '../../tournament'
import { requireUnsealed } from '../decide'

type Cmd<T extends z.ZodType> = z.infer<T>

/** The library's checks throw zod errors for inconsistent records: turn them into refusals. */
function checked<T>(f: () => T): T {
  try {
    return f()
  } catch (error) {
    if (error instanceof RejectedError) throw error
    if (error instanceof ZodError) {
      const issue = error.issues[0]
      const field = issue?.path.join('.') ?? ''
      reject('results.error.penaltyInvalid', issue?.message ?? 'invalid record', { field, params: { field } })
    }
    throw error
  }
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/**
 * §25.13: a penalty or warning with date, tournament, participant, table, hand or level, violation, measure and who
 * decided. Rounds become hands (BFSP §7.1.2 note). A floor may not impose what is the director's (BFSP §7.2). A
 * disqualification also removes the entry, with the recorded reason (§25.10, §25.11).
 */
export function decideRecordPenalty(
  command: Cmd<typeof RecordPenalty>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null,
  occurredAt: number | undefined
): Array<PenaltyEvent | RegistrationEvent> {
  const t = requireTournament(state, command.tournamentId)
  // Appendix C.18: after the approval every record needs a reason.
  requireUnsealed(state, t.id, reason)
  const entry = requireEntry(t, command.entryId)
  const measure = measureOf(command.measure)
  const penalty = checked(() =>
    checkPenalty({
      id: ctx.newId(),
      date: isoDate(occurredAt ?? ctx.now),
      recordedAt: ctx.now,
      recordedBy: ctx.actor,
      tournamentId: t.id,
      entryId: entry.id,
      playerId: entry.playerId,
      tableId: command.tableId,
      ...(command.seat !== undefined ? { seat: command.seat } : {}),
      ...(command.hand !== undefined ? { hand: command.hand } : {}),
      ...(command.level !== undefined ? { level: command.level } : {}),
      violation: command.violation,
      measure,
      decidedBy: command.decidedBy,
      published: command.published,
      // §26.14: entered later from the paper record — both times kept.
      ...(occurredAt !== undefined && isEnteredAfterTheFact({ recordedAt: ctx.now, occurredAt })
        ? { enteredAfterTheFact: true, occurredAt }
        : {})
    })
  )
  const events: Array<PenaltyEvent | RegistrationEvent> = [{ type: 'penalty.recorded', tournamentId: t.id, penalty }]
  if (measure.kind === 'disqualification' && measure.scope === 'tournament') {
    events.push(
      ...decideDisqualify(
        {
          type: 'entry.disqualify',
          tournamentId: t.id,
          entryId: entry.id,
          ...(command.level ? { level: command.level } : {})
        },
        state,
        reason
      )
    )
  }
  return events
}

type MeasureInput = Cmd<typeof RecordPenalty>['measure']

/** BFSP §7.1.2 note: rounds given with the players at the table become hands. */
function measureOf(input: MeasureInput): Measure {
  return input.kind === 'missed-rounds' && !('hands' in input)
    ? { ...input, hands: roundsToHands(input.rounds, input.playersAtTable) }
    : (input as Measure)
}

function requirePenalty(t: Tournament, penaltyId: string): PenaltyRecord {
  const penalty = t.results.penalties.find((p) => p.id === penaltyId)
  if (!penalty)
    reject('results.error.penaltyNotFound', `No penalty ${penaltyId}`, { field: 'penaltyId', params: { penaltyId } })
  return penalty
}

function requireActivePenalty(t: Tournament, penaltyId: string): PenaltyRecord {
  const penalty = requirePenalty(t, penaltyId)
  if (penalty.withdrawn)
    reject('results.error.penaltyWithdrawn', 'This penalty was withdrawn', {
      field: 'penaltyId',
      params: { penaltyId }
    })
  return penalty
}

function requireCorrectionReason(reason: string | null): void {
  if (!reason)
    reject('results.error.penaltyReasonRequired', 'A correction or withdrawal needs a recorded reason (§27.8)', {
      field: 'meta.reason'
    })
}

/** JSON with sorted keys: two records with the same values compare equal whatever order their fields came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        )
      : v
  )
}

/** `null` removes an optional number, `undefined` keeps the current one. */
const patch = <T>(next: T | null | undefined, current: T | undefined): T | undefined =>
  next === null ? undefined : next !== undefined ? next : current

/**
 * §27.8, §25.13: correct a penalty with a reason; previous and new values are kept. A tournament disqualification
 * is not made or unmade by editing the record: it removed the entry (§25.10), so that goes through the
 * disqualification itself.
 */
export function decideCorrectPenalty(
  command: Cmd<typeof CorrectPenalty>,
  state: FloorState,
  reason: string | null
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireCorrectionReason(reason)
  const penalty = requireActivePenalty(t, command.penaltyId)
  const previous = penaltyFields(penalty)
  const seat = patch(command.seat, previous.seat)
  const hand = patch(command.hand, previous.hand)
  const level = patch(command.level, previous.level)
  const wanted: PenaltyFields = {
    tableId: command.tableId ?? previous.tableId,
    ...(seat !== undefined ? { seat } : {}),
    ...(hand !== undefined ? { hand } : {}),
    ...(level !== undefined ? { level } : {}),
    violation: command.violation ?? previous.violation,
    measure: command.measure ? measureOf(command.measure) : previous.measure,
    decidedBy: command.decidedBy ?? previous.decidedBy
  }
  if (isTournamentDisqualification(previous.measure) !== isTournamentDisqualification(wanted.measure)) {
    reject(
      'results.error.penaltyDisqualificationChange',
      'A tournament disqualification is not made or lifted by correcting the penalty record (§25.10)',
      {
        field: 'measure'
      }
    )
  }
  const next = penaltyFields(checked(() => checkPenalty(withPenaltyFields(penalty, wanted))))
  if (canonical(next) === canonical(previous))
    reject('results.error.noChange', 'The correction changes nothing', { field: 'penaltyId' })
  return [{ type: 'penalty.corrected', tournamentId: t.id, penaltyId: penalty.id, previous, next }]
}

/** §27.8: a penalty recorded by mistake is withdrawn with a reason; the record stays in the protocol, marked. */
export function decideWithdrawPenalty(
  command: Cmd<typeof WithdrawPenalty>,
  state: FloorState,
  reason: string | null
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireCorrectionReason(reason)
  const penalty = requireActivePenalty(t, command.penaltyId)
  // The disqualification is lifted first (entry.liftDisqualification, §27.8); then its penalty record may be withdrawn.
  if (
    isTournamentDisqualification(penalty.measure) &&
    t.registration.entries.get(penalty.entryId)?.status === 'disqualified'
  ) {
    reject(
      'results.error.penaltyDisqualificationChange',
      'A tournament disqualification is not lifted by withdrawing the penalty record (§25.10)',
      { field: 'penaltyId' }
    )
  }
  return [{ type: 'penalty.withdrawn', tournamentId: t.id, penaltyId: penalty.id }]
}

/** §25.14: publication is the director's decision; a withdrawn record is never published. */
export function decidePublishPenalty(
  command: Cmd<typeof PublishPenalty>,
  state: FloorState,
  reason: string | null
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireUnsealed(state, t.id, reason)
  if (command.published) requireActivePenalty(t, command.penaltyId)
  else requirePenalty(t, command.penaltyId)
  return [{ type: 'penalty.published', tournamentId: t.id, penaltyId: command.penaltyId, published: command.published }]
}

/** §25.1д: the countdown of a time-away measure starts when the floor says so. */
export function decideStartTimeAway(
  command: Cmd<typeof StartTimeAway>,
  state: FloorState,
  ctx: DecideContext
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const penalty = t.results.penalties.find((p) => p.id === command.penaltyId && !p.withdrawn)
  const endsAt = penalty ? timeAwayEndsAt(penalty.measure, ctx.now) : null
  if (!penalty || endsAt === null)
    reject('results.error.notTimeAway', 'This record is not a time-away measure', { field: 'penaltyId' })
  if (t.results.timeAway.has(penalty.id))
    reject('results.error.timeAwayStarted', 'The countdown has already started', { field: 'penaltyId' })
  return [{ type: 'penalty.timeAwayStarted', tournamentId: t.id, penaltyId: penalty.id, startedAt: ctx.now, endsAt }]
}

/** §27.4: a disputed decision is recorded after the ruling; an appeal is the director's (§26.8). */
export function decideRecordDispute(
  command: Cmd<typeof RecordDispute>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null,
  occurredAt: number | undefined
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireUnsealed(state, t.id, reason)
  for (const id of command.entryIds) requireEntry(t, id, 'entryIds')
  const { type: _type, ...fields } = command
  // §26.14: entered later from the paper record.
  const later = occurredAt !== undefined && isEnteredAfterTheFact({ recordedAt: ctx.now, occurredAt })
  const decision = checked(() =>
    checkDisputedDecision({
      ...fields,
      id: ctx.newId(),
      recordedAt: ctx.now,
      recordedBy: ctx.actor,
      ...(later ? { enteredAfterTheFact: true } : {})
    })
  )
  return [{ type: 'dispute.recorded', tournamentId: t.id, decision }]
}

function requireDispute(t: Tournament, disputeId: string): DisputedDecision {
  const d = t.results.disputes.find((x) => x.id === disputeId)
  if (!d)
    reject('results.error.disputeNotFound', `No disputed decision ${disputeId}`, {
      field: 'disputeId',
      params: { disputeId }
    })
  return d
}

/** §25.14 applied to disputed decisions: internal unless the director publishes them. */
export function decidePublishDispute(
  command: Cmd<typeof PublishDispute>,
  state: FloorState,
  reason: string | null
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireUnsealed(state, t.id, reason)
  const d = requireDispute(t, command.disputeId)
  return [{ type: 'dispute.published', tournamentId: t.id, disputeId: d.id, published: command.published }]
}

/** §27.8: correct a disputed decision with a reason, previous and new values kept; still recorded after the ruling (§27.4). */
export function decideCorrectDispute(
  command: Cmd<typeof CorrectDispute>,
  state: FloorState,
  reason: string | null
): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireCorrectionReason(reason)
  const d = requireDispute(t, command.disputeId)
  for (const id of command.entryIds ?? []) requireEntry(t, id, 'entryIds')
  const previous = disputeFields(d)
  const hand = patch(command.hand, previous.hand)
  const level = patch(command.level, previous.level)
  const wanted: DisputeFields = {
    tableId: command.tableId ?? previous.tableId,
    ...(hand !== undefined ? { hand } : {}),
    ...(level !== undefined ? { level } : {}),
    entryIds: command.entryIds ?? previous.entryIds,
    facts: command.facts ?? previous.facts,
    ruling: command.ruling ?? previous.ruling,
    ruledBy: command.ruledBy ?? previous.ruledBy,
    ruledAt: command.ruledAt ?? previous.ruledAt,
    appealedToDirector: command.appealedToDirector ?? previous.appealedToDirector
  }
  const next = disputeFields(checked(() => checkDisputedDecision(withDisputeFields(d, wanted))))
  if (canonical(next) === canonical(previous))
    reject('results.error.noChange', 'The correction changes nothing', { field: 'disputeId' })
  return [{ type: 'dispute.corrected', tournamentId: t.id, disputeId: d.id, previous, next }]
}
