import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { FlightEvent } from './events'
import { emptyFlightState } from './state'

/** Folds bags, closings and carried Day 2 entries into `t.flights` of the tournament they name. */
export function evolveFlights(state: FloorState, record: EventRecord<FlightEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  const s = (t.flights ??= emptyFlightState())
  switch (event.type) {
    case 'flight.bagged': {
      const before = s.bags.get(event.entryId)
      const count = {
        chips: event.chips,
        countedBy: event.countedBy,
        witnessedBy: event.witnessedBy,
        at: record.occurredAt,
        by: record.actor
      }
      s.bags.set(event.entryId, {
        ...count,
        entryId: event.entryId,
        playerId: event.playerId,
        history: before
          ? [
              ...before.history,
              {
                chips: before.chips,
                countedBy: before.countedBy,
                witnessedBy: before.witnessedBy,
                at: before.at,
                by: before.by,
                reason: record.reason ?? ''
              }
            ]
          : []
      })
      return
    }
    case 'flight.closed':
      s.closed = true
      s.closedAt = record.occurredAt
      return
    case 'flight.reopened':
      s.closed = false
      s.closedAt = null
      return
    case 'day2.carried':
      s.carried.set(event.entryId, {
        entryId: event.entryId,
        playerId: event.playerId,
        chips: event.chips,
        fromFlightId: event.fromFlightId,
        fromEntryId: event.fromEntryId,
        replacesEntryId: event.replacesEntryId ?? null,
        bounty: event.bounty ?? null,
        at: record.occurredAt
      })
      return
  }
}
