import type { MessageKey } from '../../i18n'
import type { z } from 'zod'
import { applyPatch } from '../patch'
import type { DecideContext } from '../context'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import type { RegistrationEvent } from '../registration'
import { decideEliminate, requireEntry, hasEntered, isIn } from '../registration'
import type { Bust, HandOutcome } from './eliminations/handOutcome'
import { diffPlaces, recomputePlaces, type ResultRecord } from './places/placesTable'
import type { FieldCorrection, ResultsEvent } from './events'
import { resolvePlayer } from '../players'
import type {
  ApproveResults,
  CorrectHand,
  HandBust,
  HandPosition,
  RecordHand,
  ReopenResults,
  SetResultsRules,
  UndoHand
} from './schemas'
import { eliminatorsOf } from './schemas'
import { placeAmong, requireEliminatorsInPlay } from './eliminations/eliminatorTimeline'
import { placedEntryIds, placesOf, type HandInfo } from './state'

type Cmd<T extends z.ZodType> = z.infer<T>

function requireReason(reason: string | null, code: MessageKey, what: string): void {
  if (!reason) reject(code, `${what} needs a recorded reason (§27.8)`, { field: 'meta.reason' })
}

/** §9.6, §25.10: the rules are announced; once a result is recorded a change is a correction with a reason. */
export function decideSetRules(
  command: Cmd<typeof SetResultsRules>,
  state: FloorState,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const rules = applyPatch(t.results.rules, command.rules) // a rule left out keeps its value
  if (t.results.records.length > 0)
    requireReason(reason, 'results.error.reasonRequired', 'Changing the announced rules after the first result')
  return [{ type: 'results.rulesSet', tournamentId: t.id, rules, previous: t.results.rules }]
}

function outcomeOf(t: Tournament, command: Cmd<typeof RecordHand> | Cmd<typeof CorrectHand>): HandOutcome {
  const ids = new Set(command.busts.map((b) => b.entryId))
  const busts = command.busts.map((b: z.infer<typeof HandBust>): Bust => {
    const by = eliminatorsOf(b.eliminatedBy)
    if (by.some((id) => ids.has(id))) {
      reject('results.error.eliminatorOut', 'The eliminating player went out in the same hand', {
        field: 'busts.eliminatedBy'
      })
    }
    // §5.10: a split knockout names each eliminator once.
    if (new Set(by).size !== by.length) {
      reject('results.error.eliminatorTwice', 'The same eliminating player is named twice', {
        field: 'busts.eliminatedBy'
      })
    }
    const bust: Bust = { entryId: b.entryId, startStack: b.startStack, level: command.level }
    if (b.tableId !== undefined) bust.tableId = b.tableId
    if (b.seat !== undefined) bust.seat = b.seat
    if (by.length > 0) bust.eliminatedBy = by
    return bust
  })
  const outcome: HandOutcome = { busts, tieRule: t.results.rules.tieRule }
  if (command.tieOrder) outcome.tieOrder = command.tieOrder
  if (command.override) outcome.override = command.override
  if (command.handForHandAnnouncement) outcome.handForHandAnnouncement = true
  return outcome
}

const MINUTE = 60_000
/** How far in the future a happened-at time may lie: a little clock skew between PCs (as core/decide.ts). */
const FUTURE_SLACK_MS = 60_000

/**
 * §26.14, §24.7, §27.7: where a new hand goes in the order of eliminations — after every hand of an earlier level
 * or an earlier minute of its level, before every later one (`placeAmong`, which the admin's forms use too). A hand
 * entered after the fact is placed by when it happened, and the places of later busts move. When neither the level
 * nor the happened-at time orders it the director gives the position explicitly: never a silent guess. Returns the
 * hand it goes before, or undefined for the end.
 */
export function positionOfHand(
  t: Tournament,
  level: number,
  occurredAt: number | undefined,
  position: HandPosition | undefined,
  moving?: string
): string | undefined {
  const live = t.results.handOrder
    .map((id) => t.results.hands.get(id))
    .filter((h): h is HandInfo => h !== undefined && h.entryIds.length > 0 && h.handId !== moving)
  const placed = placeAmong(live, level, occurredAt, position)
  if ('notFound' in placed)
    reject('results.error.handNotFound', `Hand ${placed.notFound} is not recorded`, {
      field: 'position.before',
      params: { handId: placed.notFound }
    })
  if ('unknown' in placed)
    reject(
      'results.error.orderUnknown',
      'Its level and time do not say where this elimination goes among those recorded: give the time it ' +
        'happened, or the director chooses its position',
      { field: placed.unknown, params: { level } }
    )
  return placed.before
}

/**
 * §26.14, Appendix C.11: a hand is played at a level the clock has reached — a paper record's level too: a level still
 * to come is a slip of the pen, refused with the level the clock is at. (Without a running clock nothing says.)
 */
export function requireLevelReached(t: Tournament, level: number, ctx: DecideContext, field = 'level'): void {
  const position = ctx.levelOf?.(t.id) ?? null
  if (position && level > position.level)
    reject(
      'results.error.levelNotReached',
      `Level ${level} has not been reached: the clock is at level ${position.level}`,
      {
        field,
        params: { level, current: position.level }
      }
    )
}

/**
 * §26.14: a happened-at time must be plausible — not before the tournament started, not before any of the entries
 * out in the hand registered (compared by the minute: the form gives HH:MM). The future is refused by core/decide.ts.
 */
export function requirePlausibleTime(t: Tournament, at: number, entryIds: readonly string[], field: string): void {
  const minute = Math.floor(at / MINUTE)
  if (t.startedAt !== null && minute < Math.floor(t.startedAt / MINUTE))
    reject('results.error.beforeStart', 'It cannot have happened before the tournament started', { field })
  for (const id of entryIds) {
    const entry = t.registration.entries.get(id)
    if (entry && minute < Math.floor(entry.registeredAt / MINUTE))
      reject('results.error.beforeEntry', `Entry ${entry.number ?? id} registered later than that`, {
        field,
        params: { number: entry.number ?? '—' }
      })
  }
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
 * §26.14: the entries out in the hands from `before` on — a hand entered after the fact and placed before them may name
 * one of them as its eliminator: they were still in play then.
 */
function outInOrFrom(t: Tournament, before: string | undefined): (entryId: string) => boolean {
  const out = new Set<string>()
  if (before !== undefined)
    for (const id of t.results.handOrder.slice(t.results.handOrder.indexOf(before)))
      for (const entryId of t.results.hands.get(id)?.entryIds ?? []) out.add(entryId)
  return (entryId) => out.has(entryId)
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
  reason: string | null,
  occurredAt?: number
): Array<ResultsEvent | RegistrationEvent> {
  const t = requireTournament(state, command.tournamentId)
  // Appendix C.18: after the approval, a new result is a correction and needs a reason.
  if (t.results.approval) requireReason(reason, 'results.error.sealed', 'A result after the approval')
  requireLevelReached(t, command.level, ctx)
  const handId = ctx.newId()
  const placedBefore = positionOfHand(t, command.level, occurredAt, command.position)
  const outLater = outInOrFrom(t, placedBefore)
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
          // Registration keeps the first named eliminator; the hand's outcome keeps them all (§5.10).
          ...(b.eliminatedBy !== undefined ? { eliminatedBy: eliminatorsOf(b.eliminatedBy)[0] } : {})
        },
        state,
        handId,
        outLater
      )
    )
    // §5.10: every other eliminator of a split knockout must be another entry still in, as the first must.
    for (const id of eliminatorsOf(b.eliminatedBy).slice(1)) {
      const by = requireEntry(t, id, 'busts.eliminatedBy')
      if (by.id === b.entryId || !(isIn(by) || outLater(by.id)))
        reject('error.entry.eliminatorNotIn', 'The eliminating player must be another entry still in', {
          field: 'busts.eliminatedBy'
        })
    }
  }
  if (occurredAt !== undefined)
    requirePlausibleTime(
      t,
      occurredAt,
      command.busts.map((b) => b.entryId),
      'meta.occurredAt'
    )
  const at = placedBefore !== undefined ? { before: placedBefore } : {}
  const previous = placesOf(t)
  let outcome = outcomeOf(t, command)
  requireEliminatorsInPlay(t, { handId, level: command.level, busts: outcome.busts, before: placedBefore }, (id) =>
    entryName(state, t, id)
  )
  outcome = withLots(t, handId, outcome, [...t.results.records, { type: 'hand', handId, outcome, ...at }], ctx)
  const after = placesOf(t, [...t.results.records, { type: 'hand', handId, outcome, ...at }])
  const inHand = new Set(command.busts.map((b) => b.entryId))
  const places = after.results
    .filter((r) => inHand.has(r.entryId))
    .map((r) => ({ entryId: r.entryId, place: r.place ?? 0, placeTo: r.placeTo ?? 0 }))
    .sort((a, b) => a.place - b.place)
  const changes = diffPlaces(previous, after).filter((c) => !inHand.has(c.entryId))
  return [
    {
      type: 'results.handRecorded',
      tournamentId: t.id,
      handId,
      level: command.level,
      confirmedBy: command.confirmedBy,
      outcome,
      places,
      changes,
      ...at
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

/** §28.12: after the approval, an undo or a correction needs the results reopened first (`results.reopen`). */
function requireOpen(t: Tournament): void {
  if (t.results.approval && !t.results.reopened)
    reject(
      'results.error.approvedReopen',
      'The results are approved: reopen them with a reason before changing them (§28.12)',
      { field: 'tournamentId' }
    )
}

/** §28.12: reopen approved results for corrections, with a reason; they need a new approval afterwards. */
export function decideReopen(
  command: Cmd<typeof ReopenResults>,
  state: FloorState,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const approval = t.results.approvals.at(-1)
  if (t.results.reopened)
    reject('results.error.alreadyReopened', 'The results are already reopened: approve them again when corrected', {
      field: 'tournamentId'
    })
  if (!approval)
    reject('results.error.notApproved', 'The results are not approved: there is nothing to reopen', {
      field: 'tournamentId'
    })
  requireReason(reason, 'results.error.reasonRequired', 'Reopening the approved results')
  return [{ type: 'results.reopened', tournamentId: t.id, approval: { by: approval.by, at: approval.at } }]
}

/** §27.8: correct a hand — the same entries, new stacks / order / level / knockouts; places after it recomputed. */
export function decideCorrectHand(
  command: Cmd<typeof CorrectHand>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireOpen(t)
  requireReason(reason, 'results.error.reasonRequired', 'A correction of an elimination')
  const hand = requireHand(t, command.handId)
  if (command.level !== hand.level) requireLevelReached(t, command.level, ctx)
  const ids = command.busts.map((b) => b.entryId)
  if (ids.length !== hand.entryIds.length || !hand.entryIds.every((id) => ids.includes(id))) {
    reject(
      'results.error.correctionEntries',
      'A correction keeps the same entries: undo an elimination, or record another one',
      { field: 'busts' }
    )
  }
  for (const b of command.busts) {
    for (const id of eliminatorsOf(b.eliminatedBy)) {
      const by = requireEntry(t, id, 'busts.eliminatedBy')
      if (by.id === b.entryId)
        reject('error.entry.eliminatorNotIn', 'An entry cannot eliminate itself', { field: 'busts.eliminatedBy' })
      // §5.6: an alternate still waiting, or an entry withdrawn or annulled, never played: no knockout of theirs.
      if (!hasEntered(by))
        reject('error.entry.eliminatorNotIn', 'The eliminating player never played in this tournament', {
          field: 'busts.eliminatedBy'
        })
    }
  }
  // §27.8, §26.14: a corrected level or happened-at time moves the hand to where it then belongs.
  const occurredAt = command.happenedAt ?? hand.occurredAt
  if (command.happenedAt !== undefined && command.happenedAt > ctx.now + FUTURE_SLACK_MS)
    reject('error.occurredInFuture', 'A record cannot have happened in the future', { field: 'happenedAt' })
  if (command.happenedAt !== undefined) requirePlausibleTime(t, command.happenedAt, hand.entryIds, 'happenedAt')
  const moves = command.level !== hand.level || occurredAt !== hand.occurredAt || command.position !== undefined
  const at: { before?: string | null } = {}
  if (moves) {
    const before = positionOfHand(t, command.level, occurredAt, command.position, hand.handId) ?? null
    const live = t.results.handOrder.filter(
      (id) => id === hand.handId || (t.results.hands.get(id)?.entryIds.length ?? 0) > 0
    )
    const now = live[live.indexOf(hand.handId) + 1] ?? null
    if (before !== now) at.before = before
  }
  let outcome = outcomeOf(t, command)
  requireEliminatorsInPlay(t, { handId: hand.handId, level: command.level, busts: outcome.busts, ...at }, (id) =>
    entryName(state, t, id)
  )
  const unchanged =
    at.before === undefined &&
    occurredAt === hand.occurredAt &&
    command.level === hand.level &&
    command.confirmedBy === hand.confirmedBy &&
    sameOutcome(outcome, hand.outcome)
  if (unchanged) reject('results.error.noChange', 'The correction changes nothing', { field: 'busts' })
  const record = (o: HandOutcome): ResultRecord => ({
    type: 'hand-corrected',
    handId: hand.handId,
    outcome: o,
    reason: reason!,
    by: ctx.actor,
    ...at
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
      changes,
      ...at,
      ...(occurredAt !== hand.occurredAt ? { occurredAt } : {}),
      fields: fieldChanges(state, t, hand, {
        level: command.level,
        confirmedBy: command.confirmedBy,
        occurredAt,
        outcome
      })
    }
  ]
}

/** §27.8: the name an eliminator is shown by in the corrections ("#12 Oleg"; the id when unknown). */
function entryName(state: FloorState, t: Tournament, entryId: string | undefined): string {
  if (entryId === undefined) return '—'
  const entry = t.registration.entries.get(entryId)
  const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
  const number = entry?.number !== null && entry?.number !== undefined ? `#${entry.number} ` : ''
  return player ? `${number}${player.fields.displayName}` : entryId
}

/** §5.10: the eliminators of a split knockout, named in order; a correction record holds at most 200 characters. */
function entryNames(state: FloorState, t: Tournament, ids: readonly string[] | undefined): string {
  if (!ids || ids.length === 0) return '—'
  return ids
    .map((id) => entryName(state, t, id))
    .join(', ')
    .slice(0, 200)
}

/** §27.8: each field a correction of an elimination changes — level, who confirmed, happened-at, and per bust. */
function fieldChanges(
  state: FloorState,
  t: Tournament,
  hand: HandInfo,
  next: { level: number; confirmedBy: string; occurredAt: number; outcome: HandOutcome }
): FieldCorrection[] {
  const fields: FieldCorrection[] = []
  const note = (entryId: string, field: string, from: string, to: string): void => {
    if (from !== to) fields.push({ entryId, field, from, to })
  }
  const iso = (ms: number): string => new Date(ms).toISOString()
  const seat = (n: number | undefined): string => (n !== undefined ? String(n) : '—')
  for (const b of next.outcome.busts) {
    const old = hand.outcome.busts.find((x) => x.entryId === b.entryId)
    if (!old) continue
    note(b.entryId, 'level', String(hand.level), String(next.level))
    note(b.entryId, 'confirmedBy', hand.confirmedBy, next.confirmedBy)
    note(b.entryId, 'occurredAt', iso(hand.occurredAt), iso(next.occurredAt))
    note(b.entryId, 'startStack', String(old.startStack), String(b.startStack))
    note(b.entryId, 'table', old.tableId ?? '—', b.tableId ?? '—')
    note(b.entryId, 'seat', seat(old.seat), seat(b.seat))
    note(b.entryId, 'eliminatedBy', entryNames(state, t, old.eliminatedBy), entryNames(state, t, b.eliminatedBy))
  }
  return fields
}

/** The fields a correction can change, compared bust by bust (lots drawn are kept by `withLots`). */
function sameOutcome(a: HandOutcome, b: HandOutcome): boolean {
  const key = (o: HandOutcome) =>
    JSON.stringify({
      busts: o.busts
        .map((x) => [x.entryId, x.startStack, x.tableId ?? null, x.seat ?? null, x.eliminatedBy ?? []])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      tieOrder: o.tieOrder ?? null,
      override: o.override ?? null,
      h4h: o.handForHandAnnouncement ?? false
    })
  return key(a) === key(b)
}

/** §27.8: undo an elimination recorded by mistake; the entry is back in and the places after it are recomputed. */
export function decideUndoHand(
  command: Cmd<typeof UndoHand>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): ResultsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  requireOpen(t)
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
  if (t.results.approval && !t.results.reopened)
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
