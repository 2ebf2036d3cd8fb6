import type { z } from 'zod'
import type { DecideContext } from '../context'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../tournament/decide'
import type { RegistrationEvent } from '../registration/events'
import { decideDisqualify, requireEntry } from '../registration/decideEntry'
import { checkDisputedDecision } from './DisputedDecision'
import { checkPenalty, roundsToHands, timeAwayEndsAt, type Measure } from './Penalty'
import type { PenaltyEvent } from './penaltyEvents'
import type { PublishPenalty, RecordDispute, RecordPenalty, StartTimeAway } from './penaltySchemas'
import { RejectedError } from '../rejection'
import { ZodError } from 'zod'

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
export function decideRecordPenalty(command: Cmd<typeof RecordPenalty>, state: FloorState, ctx: DecideContext, reason: string | null, occurredAt: number | undefined): Array<PenaltyEvent | RegistrationEvent> {
  const t = requireTournament(state, command.tournamentId)
  const entry = requireEntry(t, command.entryId)
  const measure: Measure =
    command.measure.kind === 'missed-rounds' && !('hands' in command.measure)
      ? { ...command.measure, hands: roundsToHands(command.measure.rounds, command.measure.playersAtTable) }
      : (command.measure as Measure)
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
      ...(command.hand !== undefined ? { hand: command.hand } : {}),
      ...(command.level !== undefined ? { level: command.level } : {}),
      violation: command.violation,
      measure,
      decidedBy: command.decidedBy,
      published: command.published,
      ...(occurredAt !== undefined && ctx.now - occurredAt > 5 * 60_000 ? { enteredAfterTheFact: true } : {})
    })
  )
  const events: Array<PenaltyEvent | RegistrationEvent> = [{ type: 'penalty.recorded', tournamentId: t.id, penalty }]
  if (measure.kind === 'disqualification' && measure.scope === 'tournament') {
    events.push(...decideDisqualify({ type: 'entry.disqualify', tournamentId: t.id, entryId: entry.id, ...(command.level ? { level: command.level } : {}) }, state, reason))
  }
  return events
}

/** §25.14: publication is the director's decision. */
export function decidePublishPenalty(command: Cmd<typeof PublishPenalty>, state: FloorState): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  if (!t.results.penalties.some((p) => p.id === command.penaltyId)) {
    reject('results.error.penaltyNotFound', `No penalty ${command.penaltyId}`, { field: 'penaltyId', params: { penaltyId: command.penaltyId } })
  }
  return [{ type: 'penalty.published', tournamentId: t.id, penaltyId: command.penaltyId, published: command.published }]
}

/** §25.1д: the countdown of a time-away measure starts when the floor says so. */
export function decideStartTimeAway(command: Cmd<typeof StartTimeAway>, state: FloorState, ctx: DecideContext): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const penalty = t.results.penalties.find((p) => p.id === command.penaltyId)
  const endsAt = penalty ? timeAwayEndsAt(penalty.measure, ctx.now) : null
  if (!penalty || endsAt === null) reject('results.error.notTimeAway', 'This record is not a time-away measure', { field: 'penaltyId' })
  if (t.results.timeAway.has(penalty.id)) reject('results.error.timeAwayStarted', 'The countdown has already started', { field: 'penaltyId' })
  return [{ type: 'penalty.timeAwayStarted', tournamentId: t.id, penaltyId: penalty.id, startedAt: ctx.now, endsAt }]
}

/** §27.4: a disputed decision is recorded after the ruling; an appeal is the director's (§26.8). */
export function decideRecordDispute(command: Cmd<typeof RecordDispute>, state: FloorState, ctx: DecideContext): PenaltyEvent[] {
  const t = requireTournament(state, command.tournamentId)
  for (const id of command.entryIds) requireEntry(t, id, 'entryIds')
  const { type: _type, ...fields } = command
  const decision = checked(() => checkDisputedDecision({ ...fields, id: ctx.newId(), recordedAt: ctx.now, recordedBy: ctx.actor }))
  return [{ type: 'dispute.recorded', tournamentId: t.id, decision }]
}
