import type { CommandSpec } from './context'
import { tournamentId, withReason } from './context'

/** §5.12 satellite tickets (issue 17.5): issued from the places, voided with a reason (mostly). */
export const ticketCommands: Record<string, CommandSpec> = {
  'tickets.issue': {
    weight: (s) => ((s.views?.tickets?.toIssue ?? 0) > 0 ? 5 : 0.3),
    generate: (g) => withReason(g, { type: 'tickets.issue', tournamentId: tournamentId(g) }, 0.05)
  },
  'tickets.void': {
    weight: (s) => ((s.views?.tickets?.issued ?? []).some((k) => k.status !== 'void') ? 0.8 : 0.1),
    generate: (g) => {
      const issued = g.s.views?.tickets?.issued ?? []
      const ticketId = issued.length > 0 && g.rng.chance(0.95) ? g.rng.pick(issued).id : 'no-such-ticket'
      return withReason(g, { type: 'tickets.void', tournamentId: tournamentId(g), ticketId }, 0.85)
    }
  }
}
