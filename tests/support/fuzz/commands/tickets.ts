import type { CommandSpec } from './context'
import { tournamentId, withReason } from './context'

/**
 * §5.12 satellite tickets: issued from the places, voided with a reason (mostly). Issuing outweighs a
 * new tournament once tickets are due (the focus moves on when the satellite has its winner); a ticket to void is
 * one the focus issued, or one issued earlier by another satellite, now and then one that does not exist.
 */
export const ticketCommands: Record<string, CommandSpec> = {
  'tickets.issue': {
    weight: (s) => ((s.views?.tickets?.toIssue ?? 0) > 0 ? 40 : 0.3),
    generate: (g) => withReason(g, { type: 'tickets.issue', tournamentId: tournamentId(g) }, 0.05)
  },
  'tickets.void': {
    weight: (s) => ((s.views?.tickets?.issued ?? []).some((k) => k.status !== 'void') ? 1.5 : 0.1),
    generate: (g) => {
      const issued = (g.s.views?.tickets?.issued ?? []).filter((k) => k.status !== 'void' || g.rng.chance(0.1))
      const earlier = g.world.tickets
      const r = g.rng.next()
      if (issued.length > 0 && r < 0.9)
        return withReason(
          g,
          { type: 'tickets.void', tournamentId: tournamentId(g), ticketId: g.rng.pick(issued).id },
          0.85
        )
      if (earlier.length > 0 && r < 0.95) return withReason(g, { type: 'tickets.void', ...g.rng.pick(earlier) }, 0.85)
      return withReason(g, { type: 'tickets.void', tournamentId: tournamentId(g), ticketId: 'no-such-ticket' }, 0.85)
    }
  }
}
