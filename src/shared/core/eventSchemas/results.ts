import { z } from 'zod'
import type { ResultsEvent } from '../results'
import { HandOutcome, PlaceBasis, ResultsRules } from '../results'
import { Id, spec, Text, TournamentRef, type EventOf, type EventSpecs } from './spec'

const HandPlace = z.strictObject({ entryId: Id, place: z.int().min(0), placeTo: z.int().min(0) })
const PlaceValue = z.strictObject({
  status: z.enum(['in', 'eliminated', 'winner', 'disqualified']),
  place: z.int().min(0).nullable(),
  placeTo: z.int().min(0).nullable(),
  basis: PlaceBasis.nullable()
})
const PlaceChange = z.strictObject({ entryId: Id, from: PlaceValue, to: PlaceValue })
const Changes = z.array(PlaceChange).max(100_000)
/** v2: a place change may have the basis 'olympic-stage' (BFSP §3.2); v1 records read as they are. */
const OLYMPIC_BASIS = { 1: (event: Record<string, unknown>) => event }
/** v3: a hand may name its position (`before`), a correction its new happened-at; v2 reads as it is. */
const POSITIONED = { ...OLYMPIC_BASIS, 2: (event: Record<string, unknown>) => event }
const Hand = {
  ...TournamentRef,
  handId: Id,
  level: z.int().min(0).max(500),
  confirmedBy: Text(120),
  outcome: HandOutcome
}

export const resultsEvents = {
  'results.rulesSet': spec<EventOf<'results.rulesSet'>>()(
    1,
    z.strictObject({
      type: z.literal('results.rulesSet'),
      ...TournamentRef,
      rules: ResultsRules,
      previous: ResultsRules
    })
  ),
  'results.handRecorded': spec<EventOf<'results.handRecorded'>>()(
    3,
    z.strictObject({
      type: z.literal('results.handRecorded'),
      ...Hand,
      places: z.array(HandPlace).max(10_000),
      changes: Changes,
      before: Id.optional()
    }),
    POSITIONED
  ),
  'results.handCorrected': spec<EventOf<'results.handCorrected'>>()(
    3,
    z.strictObject({
      type: z.literal('results.handCorrected'),
      ...Hand,
      previous: HandOutcome,
      changes: Changes,
      before: Id.nullable().optional(),
      occurredAt: z.int().nonnegative().optional(),
      fields: z
        .array(z.strictObject({ entryId: Id, field: Text(40), from: Text(200), to: Text(200) }))
        .max(10_000)
        .optional()
    }),
    POSITIONED
  ),
  'results.handUndone': spec<EventOf<'results.handUndone'>>()(
    2,
    z.strictObject({
      type: z.literal('results.handUndone'),
      ...TournamentRef,
      handId: Id,
      entryIds: z.array(Id).min(1).max(10_000),
      changes: Changes
    }),
    OLYMPIC_BASIS
  ),
  'results.approved': spec<EventOf<'results.approved'>>()(
    1,
    z.strictObject({ type: z.literal('results.approved'), ...TournamentRef, places: z.array(HandPlace).max(100_000) })
  ),
  'results.reopened': spec<EventOf<'results.reopened'>>()(
    1,
    z.strictObject({
      type: z.literal('results.reopened'),
      ...TournamentRef,
      approval: z.strictObject({ by: Text(120), at: z.int().nonnegative() })
    })
  )
} satisfies EventSpecs<ResultsEvent>
