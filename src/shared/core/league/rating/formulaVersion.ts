import { z } from 'zod'
import { reject } from '../../rejection'
import { RatingFormula } from './ratingFormula'

const Id = z.string().min(1).max(64)
const Text = (max: number) => z.string().trim().min(1).max(max)

/** One announced version of a series' formula (§28.1): versions are never edited, only superseded. */
export const FormulaVersion = z.strictObject({
  id: Id,
  seriesId: Id,
  version: z.int().min(1),
  formula: RatingFormula,
  announcedAt: z.int().min(0),
  announcedBy: Text(120)
})
export type FormulaVersion = z.infer<typeof FormulaVersion>

/**
 * The formula attached to one event. Frozen once the event starts (§28.5, §28.6): the same algorithm for everyone,
 * no retroactive change except an obvious technical error, recorded with its reason.
 */
export interface EventFormula {
  readonly eventId: string
  readonly versionId: string
  readonly frozenAt: number | null
  readonly history: ReadonlyArray<{
    readonly from: string
    readonly to: string
    readonly at: number
    readonly by: string
    readonly reason: string
    readonly technicalError: boolean
  }>
}

export function attachFormula(eventId: string, version: FormulaVersion): EventFormula {
  return { eventId, versionId: version.id, frozenAt: null, history: [] }
}

/** §28.1, §28.6: at the start the formula must already be announced; from then on it is frozen. */
export function freezeFormula(binding: EventFormula, version: FormulaVersion, startedAt: number): EventFormula {
  if (binding.frozenAt !== null) return binding
  if (version.id !== binding.versionId)
    reject('rating.error.wrongVersion', 'That is not the formula attached to this event.')
  if (version.announcedAt > startedAt) {
    reject('rating.error.formulaNotAnnounced', 'The formula must be announced before the event starts (§28.1).')
  }
  return { ...binding, frozenAt: startedAt }
}

/**
 * Change the event's formula. Before the start: freely (still recorded). After: only to fix an obvious technical
 * error, with a reason (§28.6); everything depending on it is then recomputed (§28.14).
 */
export function changeEventFormula(
  binding: EventFormula,
  to: FormulaVersion,
  change: { at: number; by: string; reason: string; obviousTechnicalError?: boolean }
): EventFormula {
  if (to.id === binding.versionId) reject('rating.error.noChange', 'The event already uses that formula.')
  const reason = change.reason.trim()
  if (binding.frozenAt !== null) {
    if (!change.obviousTechnicalError) {
      reject('rating.error.formulaFrozen', 'The formula is frozen for this event since its start (§28.6).')
    }
    if (reason === '')
      reject('rating.error.reasonRequired', 'Give the reason for the correction (§28.6).', { field: 'reason' })
  }
  return {
    ...binding,
    versionId: to.id,
    history: [
      ...binding.history,
      {
        from: binding.versionId,
        to: to.id,
        at: change.at,
        by: change.by,
        reason,
        technicalError: !!change.obviousTechnicalError
      }
    ]
  }
}
