import type { PlayerFields } from './schemas'

/** Normalised forms kept by evolve so search and duplicate checks never re-normalise 50,000 records. */
export interface PlayerKeys {
  /** Lower-cased, accent-folded text of every searchable field (entry list filter). */
  searchText: string
  /** Words of every searchable field, for prefix search. */
  tokens: string[]
  /** Normalised display name (ranking: a name starting with the text comes first). */
  name: string
  /** Normalised display and full name, and each with its words sorted (duplicate check, §6.3). */
  names: string[]
  /** Words of the names (ranking). */
  nameTokens: string[]
  sortedNames: string[]
  clubId: string
  contact: string
}

export interface Player {
  readonly id: string
  fields: PlayerFields
  /** When each consent or the age check was recorded (§6.2); null while not given. */
  ageConfirmedAt: number | null
  rulesConsentAt: number | null
  dataConsentAt: number | null
  readonly createdAt: number
  readonly createdBy: string
  /** Set when this record was merged into another (§6.3); the record itself stays, with its history. */
  mergedInto: string | null
  /** Who merged this record, when and why (§28.9, §28.10: the series combine results on this record). */
  mergeRecord: { at: number; by: string; reason: string } | null
  /** Records merged into this one. */
  mergedFrom: string[]
  keys: PlayerKeys
}

/** The player database, shared by every tournament. */
export interface PlayerDatabase {
  byId: Map<string, Player>
  /** Search index: the first one and first two letters of every word → the players with such a word. */
  byPrefix: Map<string, Set<Player>>
  /** The same, for the words of names only: the candidates for the best-ranked hits. */
  byNamePrefix: Map<string, Set<Player>>
  /** The first two letters of the display name → the players: the candidates for "the name starts with the text". */
  byNameStart: Map<string, Set<Player>>
  count: number
}

export function emptyPlayerDatabase(): PlayerDatabase {
  return { byId: new Map(), byPrefix: new Map(), byNamePrefix: new Map(), byNameStart: new Map(), count: 0 }
}

/** The record a player id now stands for, following merges. */
export function resolvePlayer(db: PlayerDatabase, playerId: string): Player | undefined {
  let player = db.byId.get(playerId)
  for (let hops = 0; player?.mergedInto && hops < 100; hops += 1) player = db.byId.get(player.mergedInto)
  return player
}
