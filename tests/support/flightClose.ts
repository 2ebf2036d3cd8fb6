import type { Command, CommandMeta } from '../../src/shared/core/commands'
import { baggedChips } from '../../src/shared/core/flights/decide'
import type { FloorState } from '../../src/shared/core/state'
import { tournamentStats } from '../../src/shared/core/views/stats'

/**
 * `flight.close` as a director sends it after reading the warning (§27.5): when the bags do not add up to the chips in
 * play, the very figures shown are confirmed with a reason. For tests whose made-up bags are not about that check (it
 * has its own tests); with bags that agree it is the plain command.
 */
export function closeFlight(state: FloorState, tournamentId: string): { command: Command; meta?: CommandMeta } {
  const t = state.tournaments.get(tournamentId)
  const bagged = t ? baggedChips(t) : 0
  const inPlay = t ? tournamentStats(t).totalChips : 0
  if (!t || bagged === inPlay) return { command: { type: 'flight.close', tournamentId } }
  return {
    command: { type: 'flight.close', tournamentId, difference: { bagged, inPlay } },
    meta: { reason: 'The counted chips are the record' }
  }
}
