import { z } from 'zod'
import type { TournamentEvent, FieldChanges } from '../tournament'
import { TournamentFields } from '../tournament'
import { spec, TournamentRef, type EventOf, type EventSpecs } from './spec'

/** Old and new value of each changed field; a value that was absent (an optional field) is absent here too. */
export function fieldChanges<T>(fields: z.ZodObject): z.ZodType<T> {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(fields.shape as Record<string, z.ZodType>)) {
    // A default or optionality of the command's field is not the event's: a change names both values as they were.
    const value =
      field instanceof z.ZodDefault || field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field
    shape[key] = z.strictObject({ from: value.optional(), to: value.optional() }).optional()
  }
  return z.strictObject(shape) as unknown as z.ZodType<T>
}

/*
 * `fields.bounty` (§5.10) is an optional part of the fields that records written before it simply lack —
 * they read as they are, so no new version (as `displayKept`).
 */
export const tournamentEvents = {
  'tournament.created': spec<EventOf<'tournament.created'>>()(
    1,
    z.strictObject({
      type: z.literal('tournament.created'),
      ...TournamentRef,
      fields: TournamentFields,
      imported: z.literal(true).optional(),
      displayKept: z.literal(true).optional()
    })
  ),
  'tournament.edited': spec<EventOf<'tournament.edited'>>()(
    1,
    z.strictObject({
      type: z.literal('tournament.edited'),
      ...TournamentRef,
      changes: fieldChanges<FieldChanges>(TournamentFields)
    })
  ),
  'tournament.started': spec<EventOf<'tournament.started'>>()(
    1,
    z.strictObject({ type: z.literal('tournament.started'), ...TournamentRef })
  ),
  'tournament.displayed': spec<EventOf<'tournament.displayed'>>()(
    1,
    z.strictObject({ type: z.literal('tournament.displayed'), ...TournamentRef })
  )
} satisfies EventSpecs<TournamentEvent>
