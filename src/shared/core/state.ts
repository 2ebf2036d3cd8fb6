import type { Series } from './league'
import type { Tournament } from './tournament'
import { emptyPlayerDatabase, type PlayerDatabase } from './players'
import { emptyAccounts, type AccountsState } from './accounts'
import { emptyDisplayState, type DisplayState } from './display'
import { emptyStandings, type StandingsState } from './league'

/**
 * Everything the journal says, folded. The state object belongs to the fold: `evolve` updates it in place (a copy
 * per event would make rebuilding a 100,000-event journal quadratic), and nothing outside the fold may mutate it.
 */
export interface FloorState {
  /** Sequence number of the last event folded in. */
  lastSeq: number
  tournaments: Map<string, Tournament>
  /** The tournament the hall display shows. */
  displayedTournamentId: string | null
  /** The player database shared by all tournaments (stream 'players'). */
  players: PlayerDatabase
  /** The backup the journal was last restored from, if it ever was. */
  restoredFrom: string | null
  /** Series (leagues, seasons) with their rating formulas (stream 'series'). */
  series: Map<string, Series>
  /** Named accounts of the floor staff and what each role may record (stream 'accounts'). */
  accounts: AccountsState
  /** The hall displays and their layouts (stream 'display'). */
  display: DisplayState
  /** §5.4: the separate standings announced per tournament, and what each player belongs to (internal). */
  standings: StandingsState
  /**
   * §5.12: where each satellite ticket is: its satellite and the event it is a seat in. An index, so a
   * desk finds a ticket without reading every tournament (finished ones stay in their snapshot parts).
   */
  tickets: Map<string, { readonly satelliteId: string; readonly forTournamentId: string }>
  /**
   * §5.5: each flight's Day 2 (flight id → event id). An index, so an event finds its flights without
   * reading every tournament (finished ones stay in their snapshot parts).
   */
  flightEvent: Map<string, string>
}

export function initialState(): FloorState {
  return {
    lastSeq: 0,
    tournaments: new Map(),
    displayedTournamentId: null,
    players: emptyPlayerDatabase(),
    restoredFrom: null,
    series: new Map(),
    accounts: emptyAccounts(),
    display: emptyDisplayState(),
    standings: emptyStandings(),
    tickets: new Map(),
    flightEvent: new Map()
  }
}
