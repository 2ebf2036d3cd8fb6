import { isEnteredAfterTheFact, type EventRecord } from '../record'
import type { RegistrationEvent } from '../registration'
import { setStatus } from '../registration'
import type { FloorState } from '../state'
import type { PlaceChange } from './places/placesTable'
import { placeLabel } from './places/placeLabel'
import type { ResultsEvent } from './events'
import type { PenaltyEvent } from './penalties/events'
import type { ResultsState } from './state'
import { timeAwayEndsAt, withPenaltyFields } from './penalties/penaltyRecord'
import { withDisputeFields } from './penalties/disputedDecision'

function label(v: PlaceChange['from']): string {
  return v.place !== null ? placeLabel(v.place, v.placeTo) : v.status
}

/** Appendix C.17, §27.8: each changed place as old → new, with who, when and why. */
function noteChanges(
  results: ResultsState,
  record: EventRecord,
  changes: readonly PlaceChange[],
  reason: string
): void {
  for (const c of changes) {
    results.corrections.push({
      at: record.recordedAt,
      by: record.actor,
      entryId: c.entryId,
      field: 'place',
      from: label(c.from),
      to: label(c.to),
      reason,
      ...(isEnteredAfterTheFact(record) ? { enteredAfterTheFact: true } : {})
    })
  }
}

export function evolveResults(state: FloorState, record: EventRecord<ResultsEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  const results = t.results
  results.version += 1
  switch (event.type) {
    case 'results.rulesSet':
      results.rules = event.rules
      return
    case 'results.handRecorded': {
      results.records.push({
        type: 'hand',
        handId: event.handId,
        outcome: event.outcome,
        ...(event.before !== undefined ? { before: event.before } : {})
      })
      const entryIds = event.outcome.busts.map((b) => b.entryId)
      results.hands.set(event.handId, {
        handId: event.handId,
        level: event.level,
        confirmedBy: event.confirmedBy,
        outcome: event.outcome,
        recordedAt: record.recordedAt,
        occurredAt: record.occurredAt,
        recordedBy: record.actor,
        entryIds
      })
      // §26.14, §24.7: a hand entered after the fact stands where it happened in the order of eliminations.
      const at = event.before !== undefined ? results.handOrder.indexOf(event.before) : -1
      if (at >= 0) results.handOrder.splice(at, 0, event.handId)
      else results.handOrder.push(event.handId)
      for (const id of entryIds) results.handOf.set(id, event.handId)
      // After the approval every record is a correction (Appendix C.18).
      if (results.approval) {
        const changes = event.places.map((p): PlaceChange => ({
          entryId: p.entryId,
          from: { status: 'in', place: null, placeTo: null, basis: null },
          to: { status: 'eliminated', place: p.place, placeTo: p.placeTo, basis: null }
        }))
        noteChanges(results, record, [...changes, ...event.changes], record.reason ?? '')
      } else if (event.before !== undefined) {
        // §27.8: the places of later busts that a hand entered later moved, each old → new in the corrections. A hand
        // recorded in its turn corrects nothing: what it moves is the app's own placing (BFSP §3.2: an Olympic stage
        // ranks its players anew as each table finishes), not a correction anyone made.
        const moved = event.changes.filter((c) => c.from.place !== null)
        noteChanges(results, record, moved, record.reason ?? '')
      }
      return
    }
    case 'results.handCorrected': {
      const hand = results.hands.get(event.handId)
      if (!hand) return
      const reason = record.reason ?? ''
      results.records.push({
        type: 'hand-corrected',
        handId: event.handId,
        outcome: event.outcome,
        reason,
        by: record.actor,
        ...(event.before !== undefined ? { before: event.before } : {})
      })
      // §27.8: every corrected field of the elimination, old → new, before the places it moved.
      const later = isEnteredAfterTheFact(record) ? { enteredAfterTheFact: true } : {}
      for (const f of event.fields ?? [])
        results.corrections.push({ at: record.recordedAt, by: record.actor, ...f, reason, ...later })
      hand.outcome = event.outcome
      hand.level = event.level
      hand.confirmedBy = event.confirmedBy
      if (event.occurredAt !== undefined) hand.occurredAt = event.occurredAt
      if (event.before !== undefined) {
        results.handOrder.splice(results.handOrder.indexOf(event.handId), 1)
        const at = event.before === null ? -1 : results.handOrder.indexOf(event.before)
        if (at >= 0) results.handOrder.splice(at, 0, event.handId)
        else results.handOrder.push(event.handId)
      }
      // Registration's record of the elimination follows the correction (Appendix C.11).
      for (const b of event.outcome.busts) {
        const entry = t.registration.entries.get(b.entryId)
        if (entry?.elimination) {
          entry.elimination.level = event.level
          entry.elimination.confirmedBy = event.confirmedBy
          entry.elimination.eliminatedBy = b.eliminatedBy?.[0] ?? null
        }
      }
      noteChanges(results, record, event.changes, reason)
      return
    }
    case 'results.handUndone': {
      const hand = results.hands.get(event.handId)
      if (!hand) return
      const reason = record.reason ?? ''
      results.records.push({
        type: 'hand-undone',
        handId: event.handId,
        entryIds: event.entryIds,
        reason,
        by: record.actor
      })
      hand.entryIds = hand.entryIds.filter((id) => !event.entryIds.includes(id))
      for (const id of event.entryIds) {
        results.handOf.delete(id)
        const entry = t.registration.entries.get(id)
        if (entry && entry.status === 'eliminated') {
          entry.elimination = null
          setStatus(t.registration, entry, 'registered')
        }
      }
      t.registration.version += 1
      noteChanges(results, record, event.changes, reason)
      return
    }
    case 'results.approved':
      // §28.12: the first approval seals the results; a later one closes a reopening.
      results.approvals.push({ by: record.actor, at: record.recordedAt })
      results.approval ??= results.approvals[0]!
      results.reopened = null
      return
    case 'results.reopened': {
      // §28.12: the results are open for corrections again until a new approval; the reopening is in the history.
      const reason = record.reason ?? ''
      results.reopened = { by: record.actor, at: record.recordedAt, reason, approval: event.approval }
      results.reopenings.push(results.reopened)
      results.corrections.push({
        at: record.recordedAt,
        by: record.actor,
        field: 'approval',
        from: 'approved',
        to: 'reopened',
        reason
      })
      return
    }
  }
}

/**
 * Registration's own `entry.eliminate` (a single elimination without a stack) and `entry.disqualify` also enter the
 * results journal, so places stay consistent whichever command recorded them (§25.10, §25.11, §28.8).
 */
export function evolveResultsOfEntry(state: FloorState, record: EventRecord<RegistrationEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  const results = t.results
  if (event.type === 'entry.eliminated') {
    if (results.handOf.has(event.entryId)) return // recorded by results.recordHand just before
    // The id was chosen when decided (records of version 1 are upcast to the old "e" + seq when read).
    const handId = event.handId
    const outcome = {
      busts: [
        {
          entryId: event.entryId,
          startStack: 0,
          level: event.level,
          ...(event.eliminatedBy ? { eliminatedBy: [event.eliminatedBy] } : {})
        }
      ],
      tieRule: results.rules.tieRule
    }
    evolveResults(state, {
      ...record,
      event: {
        type: 'results.handRecorded',
        tournamentId: t.id,
        handId,
        level: event.level,
        confirmedBy: event.confirmedBy,
        outcome,
        places: [],
        changes: []
      }
    })
    return
  }
  if (event.type !== 'entry.disqualified' && event.type !== 'entry.disqualificationLifted') return
  // §25.10, §27.8: a disqualification and its lifting both enter the places journal and the corrections history.
  results.version += 1
  const reason = record.reason ?? ''
  const lifted = event.type === 'entry.disqualificationLifted'
  results.records.push(
    lifted
      ? { type: 'disqualification-lifted', entryId: event.entryId, reason, by: record.actor }
      : {
          type: 'disqualified',
          entryId: event.entryId,
          places: results.rules.disqualificationPlaces,
          reason,
          by: record.actor
        }
  )
  results.corrections.push({
    at: record.recordedAt,
    by: record.actor,
    entryId: event.entryId,
    field: 'status',
    from: lifted ? 'disqualified' : 'in',
    to: lifted ? 'in' : 'disqualified',
    reason
  })
}

/** Penalties, time away and disputed decisions (§25.13, §25.14, §27.4). */
export function evolvePenalties(state: FloorState, record: EventRecord<PenaltyEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  const results = t.results
  results.version += 1
  switch (event.type) {
    case 'penalty.recorded':
      results.penalties.push(event.penalty)
      return
    case 'penalty.published': {
      const i = results.penalties.findIndex((p) => p.id === event.penaltyId)
      if (i >= 0) results.penalties[i] = { ...results.penalties[i]!, published: event.published }
      return
    }
    case 'penalty.timeAwayStarted':
      results.timeAway.set(event.penaltyId, { startedAt: event.startedAt, endsAt: event.endsAt })
      return
    case 'dispute.recorded':
      results.disputes.push(event.decision)
      return
    case 'penalty.corrected': {
      const i = results.penalties.findIndex((p) => p.id === event.penaltyId)
      const current = results.penalties[i]
      if (!current) return
      const change = {
        at: record.recordedAt,
        by: record.actor,
        reason: record.reason ?? '',
        previous: event.previous,
        next: event.next
      }
      results.penalties[i] = {
        ...withPenaltyFields(current, event.next),
        history: [...(current.history ?? []), change]
      }
      // §25.1д: a countdown already started follows the corrected minutes, or ends if the measure is no longer time away.
      const away = results.timeAway.get(event.penaltyId)
      if (away) {
        const endsAt = timeAwayEndsAt(event.next.measure, away.startedAt)
        if (endsAt === null) results.timeAway.delete(event.penaltyId)
        else results.timeAway.set(event.penaltyId, { startedAt: away.startedAt, endsAt })
      }
      return
    }
    case 'penalty.withdrawn': {
      const i = results.penalties.findIndex((p) => p.id === event.penaltyId)
      const current = results.penalties[i]
      if (!current) return
      // §25.14: a withdrawn record is never published; the countdown of time away ends with it.
      results.penalties[i] = {
        ...current,
        published: false,
        withdrawn: { at: record.recordedAt, by: record.actor, reason: record.reason ?? '' }
      }
      results.timeAway.delete(event.penaltyId)
      return
    }
    case 'dispute.published': {
      const i = results.disputes.findIndex((d) => d.id === event.disputeId)
      if (i >= 0) results.disputes[i] = { ...results.disputes[i]!, published: event.published }
      return
    }
    case 'dispute.corrected': {
      const i = results.disputes.findIndex((d) => d.id === event.disputeId)
      const current = results.disputes[i]
      if (!current) return
      const change = {
        at: record.recordedAt,
        by: record.actor,
        reason: record.reason ?? '',
        previous: event.previous,
        next: event.next
      }
      results.disputes[i] = { ...withDisputeFields(current, event.next), history: [...(current.history ?? []), change] }
      return
    }
  }
}
