import { z } from 'zod'
import type { PlayerEvent, PlayerChanges } from '../players'
import { PlayerFields } from '../players'
import { Id, spec, type EventOf, type EventSpecs } from './spec'
import { fieldChanges } from './tournament'

export const playerEvents = {
  'player.created': spec<EventOf<'player.created'>>()(
    1,
    z.strictObject({
      type: z.literal('player.created'),
      playerId: Id,
      fields: PlayerFields,
      source: z.enum(['desk', 'import'])
    })
  ),
  'player.edited': spec<EventOf<'player.edited'>>()(
    1,
    z.strictObject({
      type: z.literal('player.edited'),
      playerId: Id,
      changes: fieldChanges<PlayerChanges>(PlayerFields)
    })
  ),
  'player.merged': spec<EventOf<'player.merged'>>()(
    1,
    z.strictObject({ type: z.literal('player.merged'), duplicateId: Id, keepId: Id })
  )
} satisfies EventSpecs<PlayerEvent>
