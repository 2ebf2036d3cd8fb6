import type { DomainEvent } from '../events'
import { resolvePlayer } from '../players'
import type { FloorState } from '../state'

/**
 * §4.7, §27.8: who a journal record is about — the entries it names (`entryId`, `entryIds`,
 * `eliminatorEntryId`, the busts of a hand, …) and the players (`playerId`), in the order they appear, each once.
 * Read from the record itself, so a row can say "Elimination recorded: Vera, Gleb" instead of only the level.
 */
export function subjectsOf(event: DomainEvent): { entryIds: string[]; playerIds: string[] } {
  const entryIds: string[] = []
  const playerIds: string[] = []
  const add = (list: string[], v: unknown): void => {
    if (typeof v === 'string' && v && !list.includes(v)) list.push(v)
  }
  const walk = (value: unknown, depth: number): void => {
    if (depth > 3 || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1)
      return
    }
    for (const [key, v] of Object.entries(value)) {
      if (/entryId$/i.test(key)) add(entryIds, v)
      else if (/entryIds$/i.test(key) && Array.isArray(v)) for (const x of v) add(entryIds, x)
      else if (key === 'playerId' || key === 'keepId' || key === 'duplicateId') add(playerIds, v)
      else if (key !== 'changes' && key !== 'previous') walk(v, depth + 1)
    }
  }
  walk(event, 0)
  return { entryIds, playerIds }
}

/** The names a journal needs for these tournaments: each tournament, each of its entries, each player in them. */
export interface JournalNames {
  tournaments: Record<string, string>
  /** Entry id → the player's name now (after merges, §28.9). */
  entries: Record<string, string>
  players: Record<string, string>
  /**
   * With the `display` stream asked for: each display's name and each saved layout's, so a record of the display
   * settings reads "Hall monitor · layout: Sponsors", never their ids.
   */
  screens?: Record<string, string>
  layouts?: Record<string, string>
}

export function journalNames(
  state: FloorState,
  tournamentIds: readonly string[],
  playerIds: readonly string[] = []
): JournalNames {
  // Keyed by ids from the records (an imported tournament's may be any text, `__proto__` too): objects without a
  // prototype, so every id is an own key and none is lost to, or found on, Object.prototype.
  const out: JournalNames = { tournaments: byId(), entries: byId(), players: byId() }
  const nameOf = (playerId: string): string => resolvePlayer(state.players, playerId)?.fields.displayName ?? '?'
  for (const id of playerIds) if (state.players.byId.has(id)) out.players[id] = nameOf(id)
  for (const id of new Set(tournamentIds)) {
    const t = state.tournaments.get(id)
    if (!t) continue
    out.tournaments[id] = t.fields.name
    for (const entry of t.registration.entries.values()) {
      out.entries[entry.id] = nameOf(entry.playerId)
      out.players[entry.playerId] = nameOf(entry.playerId)
    }
  }
  if (tournamentIds.includes('display') && !state.tournaments.has('display')) {
    out.screens = byId()
    out.layouts = byId()
    for (const screen of state.display.screens.values()) if (screen.name) out.screens[screen.id] = screen.name
    for (const saved of state.display.layouts.values()) out.layouts[saved.id] = saved.layout.name
  }
  return out
}

function byId(): Record<string, string> {
  return Object.create(null) as Record<string, string>
}
