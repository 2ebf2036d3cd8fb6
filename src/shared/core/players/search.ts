import { latinName, normalizeContact, normalizeName } from './normalize'
import type { Player, PlayerDatabase, PlayerKeys } from './state'
import type { PlayerFields } from './schemas'

/** Words of a normalised text: letters and digits, split at anything else. */
export function tokensOf(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0)
}

export function keysOf(f: PlayerFields): PlayerKeys {
  const name = normalizeName(f.displayName)
  const full = normalizeName(f.fullName)
  // Names in Cyrillic also in Latin letters: the desk finds Петров by "petrov", and the duplicate check sees them.
  const latin = [name, full].map((n) => (n ? latinName(n) : null)).filter((n): n is string => n !== null)
  const searchText = [
    name,
    full,
    normalizeName(f.participantNumber),
    normalizeName(f.clubId),
    normalizeName(f.contact),
    ...latin
  ].join(' | ')
  const names = [...(full ? [name, full] : [name]), ...latin]
  return {
    searchText,
    tokens: [...new Set(tokensOf(searchText))],
    name,
    names,
    nameTokens: names.flatMap(tokensOf),
    sortedNames: names.map((n) => n.split(' ').sort().join(' ')),
    clubId: f.clubId.trim().toLowerCase(),
    contact: f.contact ? normalizeContact(f.contact) : ''
  }
}

function prefixesOf(token: string): string[] {
  return token.length >= 2 ? [token.slice(0, 1), token.slice(0, 2)] : [token]
}

function addTo(index: Map<string, Set<Player>>, tokens: readonly string[], player: Player): void {
  for (const token of tokens) {
    for (const prefix of prefixesOf(token)) {
      let set = index.get(prefix)
      if (!set) index.set(prefix, (set = new Set()))
      set.add(player)
    }
  }
}

function removeFrom(index: Map<string, Set<Player>>, tokens: readonly string[], player: Player): void {
  for (const token of tokens) for (const prefix of prefixesOf(token)) index.get(prefix)?.delete(player)
}

export function indexPlayer(db: PlayerDatabase, player: Player): void {
  addTo(db.byPrefix, player.keys.tokens, player)
  addTo(db.byNamePrefix, player.keys.nameTokens, player)
  addTo(db.byNameStart, [player.keys.name], player)
}

export function unindexPlayer(db: PlayerDatabase, player: Player): void {
  removeFrom(db.byPrefix, player.keys.tokens, player)
  removeFrom(db.byNamePrefix, player.keys.nameTokens, player)
  removeFrom(db.byNameStart, [player.keys.name], player)
}

const NONE: ReadonlySet<Player> = new Set()

/** Players with a word starting with the first two letters of `word` (one letter if that is all there is). */
export function candidatesFor(db: PlayerDatabase, word: string): ReadonlySet<Player> {
  return db.byPrefix.get(word.slice(0, 2)) ?? NONE
}

/**
 * Search-as-you-type: players having, for every word typed, a word (in any name, number, club ID or contact)
 * starting with it. Best first: the name starts with the text (rank 0), then a name word starts with the first word
 * typed (rank 1), then the rest (numbers, club IDs, contacts). Both passes read candidates from prefix indexes and
 * stop as soon as the page is full, so a keystroke never compares 50,000 records.
 */
export function searchPlayers(db: PlayerDatabase, text: string, limit = 20): Player[] {
  const query = normalizeName(text)
  const words = tokensOf(query)
  if (words.length === 0) return []
  const first = words[0]!
  const matches = (p: Player): boolean => !p.mergedInto && words.every((w) => hasWordStarting(p.keys.tokens, w))
  const rankOf = (p: Player): number =>
    p.keys.name.startsWith(query) ? 0 : hasWordStarting(p.keys.nameTokens, first) ? 1 : 2
  const byName = (a: Player, b: Player): number => a.fields.displayName.localeCompare(b.fields.displayName)

  // Rank 0, complete: every display name starting with the text comes from one small index bucket.
  const best: Player[] = []
  for (const player of db.byNameStart.get(query.slice(0, 2)) ?? NONE) {
    if (best.length >= limit) break
    if (player.keys.name.startsWith(query) && matches(player)) best.push(player)
  }
  // Rank 1: a name word starts with the first word typed; stop as soon as the page is full.
  const named: Player[] = []
  for (const player of db.byNamePrefix.get(first.slice(0, 2)) ?? NONE) {
    if (best.length + named.length >= limit) break
    if (rankOf(player) === 1 && matches(player)) named.push(player)
  }
  const out = [...best.sort(byName), ...named.sort(byName)].slice(0, limit)
  if (out.length >= limit) return out

  let smallest: ReadonlySet<Player> | null = null
  for (const w of words) {
    const set = candidatesFor(db, w)
    if (!smallest || set.size < smallest.size) smallest = set
  }
  const rest: Player[] = []
  for (const player of smallest ?? NONE) {
    if (out.length + rest.length >= limit) break
    if (matches(player) && rankOf(player) === 2) rest.push(player)
  }
  return [...out, ...rest.sort(byName)]
}

function hasWordStarting(tokens: readonly string[], prefix: string): boolean {
  for (let i = 0; i < tokens.length; i += 1) if (tokens[i]!.startsWith(prefix)) return true
  return false
}
