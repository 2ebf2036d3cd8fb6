import { z } from 'zod'
import type { StandingsEvent } from '../league'
import { Category, Membership, TeamsAnnouncement } from '../league'
import { Id, spec, TournamentRef, type EventOf, type EventSpecs } from './spec'

/** §5.4: the announced categories of a tournament and the memberships of a player, each with old and new list. */
export const standingsEvents = {
  'standings.categoriesSet': spec<EventOf<'standings.categoriesSet'>>()(
    1,
    z.strictObject({
      type: z.literal('standings.categoriesSet'),
      ...TournamentRef,
      from: z.array(Category),
      to: z.array(Category)
    })
  ),
  'player.membershipsSet': spec<EventOf<'player.membershipsSet'>>()(
    1,
    z.strictObject({
      type: z.literal('player.membershipsSet'),
      playerId: Id,
      from: z.array(Membership),
      to: z.array(Membership)
    })
  ),
  'standings.teamsSet': spec<EventOf<'standings.teamsSet'>>()(
    1,
    z.strictObject({
      type: z.literal('standings.teamsSet'),
      ...TournamentRef,
      from: TeamsAnnouncement.nullable(),
      to: TeamsAnnouncement.nullable()
    })
  )
} satisfies EventSpecs<StandingsEvent>
