import type { MessageKey } from '../../../i18n'
import { RejectedError, reject } from '../../rejection'
import type { Tournament } from '../../tournament'
import type { HandOutcome } from '../eliminations/handOutcome'
import { recomputePlaces, type ResultRecord } from './placesTable'
import { placedEntryIds } from '../state'
import { hasEntered } from '../../registration'

/** What a command is about to do to the places journal, before it is recorded. */
export interface PlacesChange {
  /** An entry that leaves the field (an entry annulled after play, §27.8). */
  readonly leaving?: string
  /** A record the fold will add (registration's own elimination or disqualification, see evolveResultsOfEntry). */
  readonly record?: ResultRecord
}

/**
 * Found by the stateful fuzzer: registration's `entry.eliminate`, `entry.disqualify` and
 * `entry.withdraw` change the places journal without the check `results.recordHand` makes, and could leave places
 * that cannot be computed (the winner out with nobody left; the winner annulled, so the last player out had nobody to
 * lose to). Every results and display view was refused from then on, and the hall display's push threw. Such a
 * command is refused here instead, with the reason the places give (§9.3, §24.7, §25.10, §27.8).
 */
export function requirePlacesHold(
  t: Tournament | undefined,
  change: PlacesChange,
  code: MessageKey = 'results.error.placesWouldBreak'
): void {
  if (!t) return
  if (holdsByCount(t, change)) return
  const entries = placedEntryIds(t).filter((id) => id !== change.leaving)
  const records = change.record ? [...t.results.records, change.record] : t.results.records
  if (records.length === 0) return
  try {
    recomputePlaces({ entries, records, declareWinner: true })
  } catch (error) {
    if (!(error instanceof RejectedError)) throw error
    if (code === error.rejection.code) throw error
    reject(
      code,
      `The recorded results could not be placed after this (${error.rejection.message}); correct or undo them first`,
      {
        field: 'entryId',
        params: { detail: error.rejection.message }
      }
    )
  }
}

/**
 * The common case, at any size of field: one more player out at the end of a journal of plain hands (no
 * correction, undo or disqualification). Replaying such a journal places every bust in turn, so the new hand is placed
 * last with the players still in — the entries that took a place less those already out — and holds exactly when the
 * player is one of them and at least one other remains (placeHand's rule, §9.3). Answers only when sure; otherwise the
 * full recomputation decides, and gives the refusal its reason. Equal to it: tests/unit/core/results/placesGuard.
 */
function holdsByCount(t: Tournament, change: PlacesChange): boolean {
  const record = change.record
  if (change.leaving !== undefined || !record || record.type !== 'hand' || record.before !== undefined) return false
  if (record.outcome.busts.length !== 1) return false
  const entryId = record.outcome.busts[0]!.entryId
  const entry = t.registration.entries.get(entryId)
  if (!entry || !hasEntered(entry)) return false
  let out = 0
  for (const r of t.results.records) {
    if (r.type !== 'hand') return false
    for (const bust of r.outcome.busts) {
      if (bust.entryId === entryId) return false
      out += 1
    }
  }
  return t.registration.enteredCount - out >= 2
}

/** The hand of one that registration's own `entry.eliminate` becomes in the places journal (evolveResultsOfEntry). */
export function eliminationRecord(
  t: Tournament,
  command: { entryId: string; level: number; eliminatedBy?: string }
): ResultRecord {
  const outcome: HandOutcome = {
    busts: [
      {
        entryId: command.entryId,
        startStack: 0,
        level: command.level,
        ...(command.eliminatedBy !== undefined ? { eliminatedBy: [command.eliminatedBy] } : {})
      }
    ],
    tieRule: t.results.rules.tieRule
  }
  return { type: 'hand', handId: `${command.entryId}:new`, outcome }
}
