import type { z } from 'zod'
import { applyPatch } from '../patch'
import type { DecideContext } from '../context'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../tournament/decide'
import type { Tournament } from '../tournament/state'
import type { RegistrationEvent } from '../registration/events'
import { decideEliminate, requireEntry } from '../registration/decideEntry'
import { isIn } from '../registration/state'
import type { Bust, HandOutcome } from './Elimination'
import { diffPlaces, recomputePlaces, type ResultRecord } from './Places'
import type { ResultsEvent } from './events'
import type { ApproveResults, CorrectHand, HandBust, RecordHand, SetResultsRules, UndoHand } from './schemas'
import { placedEntryIds, placesOf, type HandInfo } from './state'

type Cmd<T extends z.ZodType> = z.infer<T>

function requireReason(reason: string | null, code: string, what: string): void {
  if (!reason) reject(code, `${what} needs a recorded reason (§27.8)`, { field: 'meta.reason' })
}

/** §9.6, §25.10: the rules are announced; once a result is recorded a change is a correction with a reason. */
export function decideSetRules(
  command: Cmd<typeof SetResultsRules>,
  state: FloorState,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const rules = applyPatch(t.results.rules, command.rules) // issue 14.1: a rule left out keeps its value
  if (t.results.records.length > 0)
    requireReason(reason, 'results.error.reasonRequired', 'Changing the announced rules after the first result')
  return [{ type: 'results.rulesSet', tournamentId: t.id, rules, previous: t.results.rules }]
}

function outcomeOf(t: Tournament, command: Cmd<typeof RecordHand> | Cmd<typeof CorrectHand>): HandOutcome {
  const ids = new Set(command.busts.map((b) => b.entryId))
  const busts = command.busts.map((b: z.infer<typeof HandBust>): Bust => {
    if (b.eliminatedBy !== undefined && ids.has(b.eliminatedBy)) {
      reject('results.error.eliminatorOut', 'The eliminating player went out in the same hand', {
        field: 'busts.eliminatedBy'
      })
    }
    const bust: Bust = { entryId: b.entryId, startStack: b.startStack, level: command.level }
    if (b.tableId !== undefined) bust.tableId = b.tableId
    if (b.seat !== undefined) bust.seat = b.seat
    if (b.eliminatedBy !== undefined) bust.eliminatedBy = [b.eliminatedBy]
    return bust
  })
  const outcome: HandOutcome = { busts, tieRule: t.results.rules.tieRule }
  if (command.tieOrder) outcome.tieOrder = command.tieOrder
  if (command.override) outcome.override = command.override
  if (command.handForHandAnnouncement) outcome.handForHandAnnouncement = true
  return outcome
}

/** Store the lots drawn now with the hand, so every later recomputation replays them (§24.9в). */
function withLots(t: Tournament, handId: string, outcome: HandOutcome, records: ResultRecord[], ctx: DecideContext) {
  const after = recomputePlaces({ entries: placedEntryIds(t), records, randomInt: ctx.randomInt })
  const drawn = after.newLots.find((l) => l.handId === handId)
  return drawn
    ? { ...outcome, lots: [...(outcome.lots ?? []), ...drawn.lots.map((l) => ({ order: [...l.order] }))] }
    : outcome
}

/**
 * §27.6, §9.5, §9.6, §24.7–§24.10: the eliminations of one hand, after confirmation. Each bust goes through
 * registration's `entry.eliminate` (the entry must be in; the eliminator another entry still in), then the results
 * library places them by start-of-hand stack and the announced tie rule. The last entry left is the winner.
 */
export function decideRecordHand(
  command: Cmd<typeof RecordHand>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): Array<ResultsEvent | RegistrationEvent> {
  const t = requireTournament(state, command.tournamentId)
  // Appendix C.18: after the approval, a new result is a correction and needs a reason.
  if (t.results.approval) requireReason(reason, 'results.error.sealed', 'A result after the approval')
  const handId = ctx.newId()
  const eliminated: RegistrationEvent[] = []
  for (const b of command.busts) {
    eliminated.push(
      ...decideEliminate(
        {
          type: 'entry.eliminate',
          tournamentId: t.id,
          entryId: b.entryId,
          level: command.level,
          confirmedBy: command.confirmedBy,
          ...(b.eliminatedBy !== undefined ? { eliminatedBy: b.eliminatedBy } : {})
        },
        state,
        handId
      )
    )
  }
  const before = placesOf(t)
  let outcome = outcomeOf(t, command)
  outcome = withLots(t, handId, outcome, [...t.results.records, { type: 'hand', handId, outcome }], ctx)
  const after = placesOf(t, [...t.results.records, { type: 'hand', handId, outcome }])
  const inHand = new Set(command.busts.map((b) => b.entryId))
  const places = after.results
    .filter((r) => inHand.has(r.entryId))
    .map((r) => ({ entryId: r.entryId, place: r.place ?? 0, placeTo: r.placeTo ?? 0 }))
    .sort((a, b) => a.place - b.place)
  const changes = diffPlaces(before, after).filter((c) => !inHand.has(c.entryId))
  return [
    {
      type: 'results.handRecorded',
      tournamentId: t.id,
      handId,
      level: command.level,
      confirmedBy: command.confirmedBy,
      outcome,
      places,
      changes
    },
    ...eliminated
  ]
}

/** Appendix C.18: after the approval, registration's own `entry.eliminate` is a correction too and needs a reason. */
export function requireUnsealed(state: FloorState, tournamentId: string, reason: string | null): void {
  const t = state.tournaments.get(tournamentId)
  if (t?.results.approval) requireReason(reason, 'results.error.sealed', 'A result after the approval')
}

function requireHand(t: Tournament, handId: string): HandInfo {
  const hand = t.results.hands.get(handId)
  if (!hand || hand.entryIds.length === 0)
    reject('results.error.handNotFound', `Hand ${handId} is not recorded`, { field: 'handId', params: { handId } })
  return hand
}

/** §27.8: correct a hand — the same entries, new stacks / order / level / knockouts; places after it recomputed. */
export function decideCorrectHand(
  command: Cmd<typeof CorrectHand>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireReason(reason, 'results.error.reasonRequired', 'A correction of an elimination')
  const hand = requireHand(t, command.handId)
  const ids = command.busts.map((b) => b.entryId)
  if (ids.length !== hand.entryIds.length || !hand.entryIds.every((id) => ids.includes(id))) {
    reject(
      'results.error.correctionEntries',
      'A correction keeps the same entries: undo an elimination, or record another one',
      { field: 'busts' }
    )
  }
  for (const b of command.busts) {
    if (b.eliminatedBy !== undefined) {
      const by = requireEntry(t, b.eliminatedBy, 'busts.eliminatedBy')
      if (by.id === b.entryId)
        reject('error.entry.eliminatorNotIn', 'An entry cannot eliminate itself', { field: 'busts.eliminatedBy' })
    }
  }
  let outcome = outcomeOf(t, command)
  const record = (o: HandOutcome): ResultRecord => ({
    type: 'hand-corrected',
    handId: hand.handId,
    outcome: o,
    reason: reason!,
    by: ctx.actor
  })
  outcome = withLots(t, hand.handId, outcome, [...t.results.records, record(outcome)], ctx)
  const changes = diffPlaces(placesOf(t), placesOf(t, [...t.results.records, record(outcome)]))
  return [
    {
      type: 'results.handCorrected',
      tournamentId: t.id,
      handId: hand.handId,
      level: command.level,
      confirmedBy: command.confirmedBy,
      outcome,
      previous: hand.outcome,
      changes
    }
  ]
}

/** §27.8: undo an elimination recorded by mistake; the entry is back in and the places after it are recomputed. */
export function decideUndoHand(
  command: Cmd<typeof UndoHand>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireReason(reason, 'results.error.reasonRequired', 'Undoing an elimination')
  const hand = requireHand(t, command.handId)
  const entryIds = command.entryIds ?? hand.entryIds
  for (const id of entryIds) {
    if (!hand.entryIds.includes(id))
      reject('results.error.notInHand', `${id} is not out in this hand`, { field: 'entryIds', params: { entryId: id } })
    const entry = requireEntry(t, id, 'entryIds')
    // §5.6: a player who has re-entered since holds another entry; two entries of one player cannot both be in.
    const reentered = (t.registration.entriesByPlayer.get(entry.playerId) ?? []).some((other) => {
      const e = t.registration.entries.get(other)
      return other !== id && e !== undefined && isIn(e)
    })
    if (reentered)
      reject('results.error.reentered', 'The player has re-entered since: withdraw the re-entry first', {
        field: 'entryIds',
        params: { entryId: id }
      })
  }
  const record: ResultRecord = {
    type: 'hand-undone',
    handId: hand.handId,
    entryIds: [...entryIds],
    reason: reason!,
    by: ctx.actor
  }
  const changes = diffPlaces(placesOf(t), placesOf(t, [...t.results.records, record]))
  return [{ type: 'results.handUndone', tournamentId: t.id, handId: hand.handId, entryIds: [...entryIds], changes }]
}

/** §28.12, Appendix C.18: the director approves the results once a winner is known; they are sealed from then on. */
export function decideApprove(command: Cmd<typeof ApproveResults>, state: FloorState): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  if (t.results.approval)
    reject('results.error.alreadyApproved', 'The results are already approved', { field: 'tournamentId' })
  const table = placesOf(t)
  if (table.remaining > 1) {
    reject('results.error.notFinished', `${table.remaining} entries are still in: no winner yet`, {
      field: 'tournamentId',
      params: { remaining: table.remaining }
    })
  }
  const places = table.results
    .filter((r) => r.place !== null)
    .map((r) => ({ entryId: r.entryId, place: r.place!, placeTo: r.placeTo ?? r.place! }))
  return [{ type: 'results.approved', tournamentId: t.id, places }]
}
