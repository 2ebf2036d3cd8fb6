import { z } from 'zod'
import { reject } from '../rejection'

const Id = z.string().min(1).max(64)
const Text = (max: number) => z.string().trim().min(1).max(max)

/**
 * §27.4: a disputed hand may be recorded in the protocol, after the administration's ruling, for the history of the
 * tournament. §26.4, §26.8: the ruling is made by an authorised person; the director's ruling is final in the event.
 * Nothing here records cards or bets as a game function (§27.3): only the facts as described and the ruling.
 */
export const DisputedDecision = z.strictObject({
  id: Id,
  tournamentId: Id,
  tableId: Id,
  hand: z.int().min(1).optional(),
  level: z.int().min(0).optional(),
  entryIds: z.array(Id).max(12).default([]),
  /** The facts as the floor established them (§26.2б–д). */
  facts: Text(4000),
  ruling: Text(4000),
  ruledBy: z.strictObject({ name: Text(120), role: z.enum(['floor', 'director']) }),
  ruledAt: z.int().min(0),
  /** §26.8: the floor's ruling was taken to the director. */
  appealedToDirector: z.boolean().default(false),
  recordedAt: z.int().min(0),
  recordedBy: Text(120),
  published: z.boolean().default(false)
})
export type DisputedDecision = z.infer<typeof DisputedDecision>

/** §27.4: recorded only after the ruling; an appeal is decided by the director (§26.8). */
export function checkDisputedDecision(input: unknown): DisputedDecision {
  const d = DisputedDecision.parse(input)
  if (d.recordedAt < d.ruledAt) {
    reject('results.error.disputeBeforeRuling', 'A disputed decision is recorded after the ruling (§27.4).', { field: 'recordedAt' })
  }
  if (d.appealedToDirector && d.ruledBy.role !== 'director') {
    reject('results.error.appealNeedsDirector', 'An appealed decision is the director’s ruling (§26.8).', { field: 'ruledBy.role' })
  }
  return d
}
