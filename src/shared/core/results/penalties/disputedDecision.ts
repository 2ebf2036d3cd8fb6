import { z } from 'zod'
import { reject } from '../../rejection'

const Id = z.string().min(1).max(64)
const Text = (max: number) => z.string().trim().min(1).max(max)

/**
 * §27.4: a disputed hand may be recorded in the protocol, after the administration's ruling, for the history of the
 * tournament. §26.4, §26.8: the ruling is made by an authorised person; the director's ruling is final in the event.
 * Nothing here records cards or bets as a game function (§27.3): only the facts as described and the ruling.
 */
const Ruling = {
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
  appealedToDirector: z.boolean().default(false)
}

/** §27.8: the fields of a disputed decision a correction may change. */
export const DisputeFields = z.strictObject(Ruling)
export type DisputeFields = z.infer<typeof DisputeFields>

/** §27.8: one correction of a disputed decision — previous, new, reason, author, time. */
export const DisputeChange = z.strictObject({
  at: z.int().min(0),
  by: Text(120),
  reason: Text(1000),
  previous: DisputeFields,
  next: DisputeFields
})
export type DisputeChange = z.infer<typeof DisputeChange>

export const DisputedDecision = z.strictObject({
  id: Id,
  tournamentId: Id,
  ...Ruling,
  recordedAt: z.int().min(0),
  recordedBy: Text(120),
  published: z.boolean().default(false),
  /** Entered from the paper record after the app was down (§26.14): `ruledAt` is when it happened. */
  enteredAfterTheFact: z.boolean().optional(),
  /** §27.8: corrections, oldest first. */
  history: z.array(DisputeChange).optional()
})
export type DisputedDecision = z.infer<typeof DisputedDecision>

export function disputeFields(d: DisputedDecision): DisputeFields {
  const {
    id: _id,
    tournamentId: _t,
    recordedAt: _r,
    recordedBy: _b,
    published: _p,
    enteredAfterTheFact: _e,
    history: _h,
    ...fields
  } = d
  return fields
}

/** The decision with `fields` in place of its changeable ones (a hand or level not given is removed). */
export function withDisputeFields(d: DisputedDecision, fields: DisputeFields): DisputedDecision {
  const { hand: _hand, level: _level, ...rest } = d
  return { ...rest, ...fields }
}

/** §27.4: recorded only after the ruling; an appeal is decided by the director (§26.8). */
export function checkDisputedDecision(input: unknown): DisputedDecision {
  const d = DisputedDecision.parse(input)
  if (d.recordedAt < d.ruledAt) {
    reject('results.error.disputeBeforeRuling', 'A disputed decision is recorded after the ruling (§27.4).', {
      field: 'recordedAt'
    })
  }
  if (d.appealedToDirector && d.ruledBy.role !== 'director') {
    reject('results.error.appealNeedsDirector', 'An appealed decision is the director’s ruling (§26.8).', {
      field: 'ruledBy.role'
    })
  }
  return d
}
