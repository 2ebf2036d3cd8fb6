import { bountiesOf, bountyFormatOf } from '../results'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'

/**
 * §5.10 with §5.5: a bounty or progressive-bounty event announces one bounty format for its flights and its Day 2, so
 * the head a player bagged with means the same on Day 2. Two formats are the same when both are absent, or of the same
 * kind, unit and starting bounty (and, for a progressive one, the same share the eliminator collects).
 */
export function sameBountyFormat(a: Tournament, b: Tournament): boolean {
  const x = bountyFormatOf(a)
  const y = bountyFormatOf(b)
  if (!x || !y) return x === y
  return (
    x.kind === y.kind &&
    x.unit === y.unit &&
    x.startingBounty === y.startingBounty &&
    (x.kind !== 'progressive' || x.collectedPercent === y.collectedPercent)
  )
}

/**
 * §5.10 with §5.5: the bounty on a bagged entry's head as its flight's bounty calculation gives it now; null: none.
 * The calculation runs over the whole flight, so it is done once per flight however many bags are asked for.
 */
export function headsAtBag(state: FloorState): (flightId: string, entryId: string) => number | null {
  const byFlight = new Map<string, Map<string, number> | null>()
  return (flightId, entryId) => {
    if (!byFlight.has(flightId)) {
      const flight = state.tournaments.get(flightId)
      const bounties = flight ? bountiesOf(flight) : null
      byFlight.set(flightId, bounties ? new Map(bounties.entries.map((e) => [e.entryId, e.head])) : null)
    }
    return byFlight.get(flightId)?.get(entryId) ?? null
  }
}
