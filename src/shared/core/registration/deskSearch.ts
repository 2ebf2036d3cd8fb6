import type { FloorState } from '../state'
import type { Player } from '../players'
import { searchPlayers, playerRow, type PlayerHit } from '../players'
import { isIn } from './state'
import { lateRegistrationOpen } from './lateRegistration'
import { openThroughLevel, type LevelPosition } from './levels'

/** The most recently recorded players (the players page before anything is typed). */
function recentPlayers(state: FloorState, limit: number): Player[] {
  const all = [...state.players.byId.values()].filter((p) => !p.mergedInto)
  return all.slice(-limit).reverse()
}

/**
 * Search-as-you-type, as a query (never a pushed view): each keystroke asks once. Empty text: the newest records.
 * `position`: where the tournament's clock stands, so a player out is told whether the re-entry period is still open.
 */
export function playerHits(
  state: FloorState,
  text: string,
  limit: number,
  tournamentId?: string,
  position: LevelPosition = null
): PlayerHit[] {
  const tournament = tournamentId ? state.tournaments.get(tournamentId) : undefined
  const found = text.trim() ? searchPlayers(state.players, text, limit) : recentPlayers(state, limit)
  return found.map((p) => {
    let entry: PlayerHit['entry'] = null
    const ids = tournament?.registration.entriesByPlayer.get(p.id)
    if (tournament && ids && ids.length > 0) {
      const entries = ids.map((id) => tournament.registration.entries.get(id)!)
      const current = entries.find((e) => isIn(e) || e.status === 'waiting') ?? entries[entries.length - 1]!
      entry = { id: current.id, number: current.number, status: current.status }
      if (current.status === 'eliminated' || current.status === 'disqualified') {
        // §5.6: the desk must not say "may re-enter" once the limit is reached or the period has ended — the same
        // period `decideRegister` checks: until the end of level N, or with late registration.
        const terms = tournament.registration.terms.reentry
        const used = entries.filter((e) => e.kind === 'reentry' && e.status !== 'withdrawn').length
        const open =
          terms &&
          (terms.untilLevel === null
            ? lateRegistrationOpen(tournament, position)
            : openThroughLevel(terms.untilLevel, position))
        entry.reentry = !terms ? 'none' : used >= terms.maxPerPlayer ? 'limit' : open ? 'open' : 'closed'
      }
    }
    return { ...playerRow(p), entry }
  })
}
