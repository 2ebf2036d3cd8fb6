import { useCallback, useEffect, useState } from 'react'
import type { Command } from '../../../../shared/core/commands'
import type { EventView, FlightView } from '../../../../shared/core/flights'
import { useClient } from '../../common/ClientContext'

export type { MultiDay, MultiDayEvent } from '../../../../shared/core/flights'
export type { EventPlaceRow, EventView, FlightInPlayRow, FlightView } from '../../../../shared/core/flights'
export type { CarryOver, Day2Seating, FlightBusts } from './draft'
export type FlightsView = FlightView | EventView

/** The flights commands (§5.5, §27.5). */
export type FlightCommand = Extract<
  Command,
  { type: 'flight.bag' | 'flight.close' | 'flight.reopen' | 'day2.advance' | 'day2.seatByStack' }
>

/**
 * `flights.get`: a flight's bag-and-tag, an event's flights and Day 2, or null for an ordinary one-day
 * tournament; asked again when `version` moves and after `reload()`.
 */
export function useFlightsView(tournamentId: string, version: unknown): [FlightsView | null | undefined, () => void] {
  const client = useClient()
  const [view, setView] = useState<FlightsView | null | undefined>(undefined)
  const [asked, setAsked] = useState(0)
  const key = JSON.stringify(version ?? null)
  useEffect(() => {
    let current = true
    void client.query({ type: 'flights.get', tournamentId }).then((r) => {
      if (current) setView(r.ok ? r.value : null)
    })
    return () => {
      current = false
    }
  }, [client, tournamentId, key, asked])
  const reload = useCallback(() => setAsked((n) => n + 1), [])
  return [view, reload]
}
