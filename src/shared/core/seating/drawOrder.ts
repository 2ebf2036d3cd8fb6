import type { Tournament } from '../tournament'

/**
 * The order the initial draw takes the entries in — by entry number (the numbers on the protocol), ids
 * breaking ties — so whoever recomputes the draw from the protocol gives the seeded shuffle the same list.
 */
export function byEntryNumber(t: Tournament, ids: readonly string[]): string[] {
  const number = (id: string): number => t.registration.entries.get(id)?.number ?? Number.MAX_SAFE_INTEGER
  return [...ids].sort((a, b) => number(a) - number(b) || (a < b ? -1 : a > b ? 1 : 0))
}
