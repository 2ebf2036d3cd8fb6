import { normalizeName } from './normalize'
import type { Player, PlayerDatabase } from './state'

/** The text search-as-you-type looks in: names, participant number, club ID and contact. */
export function searchTextOf(player: Pick<Player, 'fields'>): string {
  const f = player.fields
  return normalizeName([f.displayName, f.fullName, f.participantNumber, f.clubId, f.contact].join(' | '))
}

/**
 * Players matching every word typed (in any field), best first: a name starting with the text, then a word
 * starting with it, then anywhere. Merged records are left out. One linear pass over precomputed search text.
 */
export function searchPlayers(db: PlayerDatabase, text: string, limit = 20): Player[] {
  const query = normalizeName(text)
  if (!query) return []
  const words = query.split(' ')
  // Up to `limit` candidates per rank, so a one-letter query over 50,000 players stays a single cheap pass.
  const buckets: Player[][] = [[], [], []]
  for (const player of db.byId.values()) {
    if (player.mergedInto) continue
    const haystack = player.searchText
    let all = true
    for (const word of words) {
      if (!haystack.includes(word)) {
        all = false
        break
      }
    }
    if (!all) continue
    const rank = haystack.startsWith(query) ? 0 : haystack.includes(` ${words[0]}`) ? 1 : 2
    const bucket = buckets[rank]!
    if (bucket.length < limit) bucket.push(player)
    if (buckets[0]!.length >= limit) break
  }
  const byName = (a: Player, b: Player): number => a.fields.displayName.localeCompare(b.fields.displayName)
  return buckets.flatMap((bucket) => bucket.sort(byName)).slice(0, limit)
}
