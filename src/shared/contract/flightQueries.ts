import { z } from 'zod'
import type { EventView, FlightView } from '../core/flights'

/** Flights, bag-and-tag and Day 2 (§5.5, §27.5). Admin-only: real names, entry ids. */
export const flightQueries = [
  z.strictObject({ type: z.literal('flights.get'), tournamentId: z.string().min(1).max(64) })
] as const

export interface FlightQueryResults {
  /** A flight's panel, an event's flights and Day 2, or null for an ordinary tournament. */
  'flights.get': FlightView | EventView | null
}
