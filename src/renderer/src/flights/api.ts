import { useCallback, useEffect, useState } from 'react'
import type { CommandAck, FloorClient } from '../../../shared/contract/client'
import type { Result } from '../../../shared/contract/result'
import { useClient } from '../common/ClientContext'

/**
 * The flights contract as the admin screens read it (issue 17.1, §5.5, §27.5; docs FLIGHTS_API): the announced
 * multi-day rules on a tournament's fields, the `multiDay.get` view of a flight or of its event, and the commands.
 */
export type CarryOver = 'best' | 'all'
export type Day2Seating = 'draw' | 'byStack'
export type FlightBusts = 'shared' | 'unplaced'
export interface EventRules {
  role: 'event'
  carryOver: CarryOver
  reentryAfterAdvance: boolean
  day2Seating: Day2Seating
  flightBusts: FlightBusts
}
export interface FlightOf {
  role: 'flight'
  eventId: string
  label: string
}
export type MultiDay = EventRules | FlightOf

export interface BagCount {
  chips: number
  countedBy: string
  witnessedBy: string
  at: number
  by: string
}
export interface Bag extends BagCount {
  /** The earlier counts of this entry, a correction each (§27.8). */
  history: BagCount[]
}
export interface InPlayRow {
  entryId: string
  number: number
  name: string
  table: number | null
  seat: number | null
  bag: Bag | null
}
export interface FlightView {
  role: 'flight'
  eventId: string
  eventName: string
  label: string
  closed: boolean
  inPlay: InPlayRow[]
  bagged: number
  toBag: number
  carried: boolean
}
export interface EventFlightRow {
  tournamentId: string
  name: string
  label: string
  status: 'announced' | 'playing' | 'closed'
  entries: number
  bagged: number
  carried: boolean
}
export interface CarryRow {
  playerId: string
  name: string
  chips: number
  fromFlightId: string
  label: string
  replaces?: string
}
export interface SkippedRow {
  name: string
  chips: number
  label: string
  why: 'smallerBag' | 'alreadyStarted'
}
export interface EventPlaceRow {
  place: number | null
  placeTo?: number | null
  name: string
  flight?: string | null
  label?: string | null
  chips?: number | null
}
export interface EventView {
  role: 'event'
  rules: EventRules
  flights: EventFlightRow[]
  toCarry: CarryRow[]
  skipped: SkippedRow[]
  places: EventPlaceRow[]
}
export type FlightsView = FlightView | EventView

/** The flights commands (the core's; sent as they are named in the contract). */
export type FlightCommand =
  | { type: 'flight.bag'; tournamentId: string; entryId: string; chips: number; countedBy: string; witnessedBy: string }
  | { type: 'flight.close'; tournamentId: string }
  | { type: 'flight.reopen'; tournamentId: string }
  | { type: 'day2.advance'; tournamentId: string }
  | { type: 'day2.seatByStack'; tournamentId: string }

export function sendFlightCommand(
  client: FloorClient,
  command: FlightCommand,
  reason?: string
): Promise<Result<CommandAck>> {
  return client.command({
    command: command as unknown as Parameters<FloorClient['command']>[0]['command'],
    ...(reason ? { meta: { reason } } : {})
  })
}

/** `multiDay.get` for a tournament: null for an ordinary one-day tournament; reloads when `version` moves. */
export function useFlightsView(tournamentId: string, version: unknown): [FlightsView | null | undefined, () => void] {
  const client = useClient()
  const [view, setView] = useState<FlightsView | null | undefined>(undefined)
  const [asked, setAsked] = useState(0)
  const key = JSON.stringify(version ?? null)
  useEffect(() => {
    let current = true
    const query = { type: 'flights.get', tournamentId } as unknown as Parameters<FloorClient['query']>[0]
    void client.query(query).then((r) => {
      if (current) setView(r.ok ? (r.value as FlightsView | null) : null)
    })
    return () => {
      current = false
    }
  }, [client, tournamentId, key, asked])
  const reload = useCallback(() => setAsked((n) => n + 1), [])
  return [view, reload]
}

/** The multi-day fields of a tournament's detail (absent = one day). */
export function multiDayOf(detail: object): MultiDay | null {
  return (detail as { multiDay?: MultiDay | null }).multiDay ?? null
}
