import type { TournamentFields } from './schemas'
import type { ClockState } from '../clock'
import type { Registration } from '../registration'
import type { TournamentSeating } from '../seating'
import type { ResultsState } from '../results'
import type { ChipRaceState } from '../chiprace'
import type { FlightState } from '../flights'

/** Announced: parameters may change freely. Started: changes are corrections and need a reason (§5.2, §5.3). */
export type TournamentStatus = 'announced' | 'started'

export interface Tournament {
  readonly id: string
  fields: TournamentFields
  status: TournamentStatus
  readonly createdAt: number
  readonly createdBy: string
  startedAt: number | null
  /** Number of corrections recorded after the start. */
  corrections: number
  /** The level structure and the clock. */
  clock: ClockState
  /** Entry terms, awards and entries. */
  registration: Registration
  /** Tables, seats, draws and moves; null until the room is set up. */
  seating: TournamentSeating | null
  /** Eliminations, places, approval. */
  results: ResultsState
  /** The chip set, colour-ups and chip races (§10.9–§10.13); absent until the first such record. */
  chipRace?: ChipRaceState
  /** Bags and closing of a flight, Day 2 entries carried into an event (§5.5); absent until such a record. */
  flights?: FlightState
}
