import type { PlayerFields } from './schemas'

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
  /** Records merged into this one. */
  mergedFrom: string[]
  /** Lower-cased, accent-folded text of every searchable field, kept by evolve for search-as-you-type. */
  searchText: string
}

/** The player database, shared by every tournament. */
export interface PlayerDatabase {
  byId: Map<string, Player>
  /** Next participant number to suggest. */
  count: number
}

export function emptyPlayerDatabase(): PlayerDatabase {
  return { byId: new Map(), count: 0 }
}

/** The record a player id now stands for, following merges. */
export function resolvePlayer(db: PlayerDatabase, playerId: string): Player | undefined {
  let player = db.byId.get(playerId)
  for (let hops = 0; player?.mergedInto && hops < 100; hops += 1) player = db.byId.get(player.mergedInto)
  return player
}
