import type { Tournament } from '../tournament'
import { lateRegistrationOpen } from './lateRegistration'
import { openThroughLevel, type LevelPosition } from './levels'
import { isIn, type Entry } from './state'

/**
 * Would the desk take a re-entry of this player now, without the director's override (§5.6, §5.9, §6.10, §7.7)?
 * The checks `decideRegister` makes of a re-entry, in its order, answered yes or no: a player out (eliminated, not
 * disqualified: that needs the director), re-entry announced, the per-player limit not used up, the re-entry
 * period open, and a place free with no alternate waiting (else the player would join the waiting list).
 * `previous`: every entry of the player in the tournament, in order.
 */
export function reentryOpen(t: Tournament, previous: readonly Entry[], position: LevelPosition): boolean {
  if (previous.some((e) => isIn(e) || e.status === 'waiting' || e.status === 'disqualified')) return false
  if (!previous.some((e) => e.status === 'eliminated')) return false
  const reg = t.registration
  const reentry = reg.terms.reentry
  if (!reentry) return false
  const used = previous.filter((e) => e.kind === 'reentry' && e.status !== 'withdrawn').length
  if (used >= reentry.maxPerPlayer) return false
  const open =
    reentry.untilLevel === null ? lateRegistrationOpen(t, position) : openThroughLevel(reentry.untilLevel, position)
  if (!open) return false
  const cap = reg.terms.playerCap
  return (cap === null || reg.inCount < cap) && reg.waiting.length === 0
}
