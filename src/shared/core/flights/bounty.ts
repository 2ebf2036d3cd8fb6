import { bountiesOf, bountyFormatOf } from '../results/Bounties'
import type { Tournament } from '../tournament/state'

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

/** §5.10 with §5.5: the bounty on a bagged entry's head as the flight's bounty calculation gives it now; null: none. */
export function headAtBag(flight: Tournament, entryId: string): number | null {
  return bountiesOf(flight)?.entries.find((e) => e.entryId === entryId)?.head ?? null
}
