import type { JournalEvent } from './journal/events'
import type { TournamentEvent } from './tournament/events'
import type { ClockEvent } from './clock/events'
import type { PlayerEvent } from './players/events'
import type { RegistrationEvent } from './registration/events'
import type { SeatingEvent } from './seating/events'
import type { ResultsEvent } from './results/events'
import type { PenaltyEvent } from './results/penalties/events'
import type { SeriesEventRecord } from './series/events'
import { ACCOUNTS_STREAM, isAccountEvent, type AccountEvent } from './accounts/events'
import type { DisplayEvent } from './display/events'
import type { StandingsEvent } from './standings/events'
import type { TicketEvent } from './tickets/events'
import type { ChipRaceEvent } from './chiprace/events'
import type { FlightEvent } from './flights/events'

/** Every event the core records. `evolve` switches over it exhaustively. */
export type DomainEvent =
  | TournamentEvent
  | ClockEvent
  | JournalEvent
  | PlayerEvent
  | RegistrationEvent
  | SeatingEvent
  | ResultsEvent
  | PenaltyEvent
  | SeriesEventRecord
  | AccountEvent
  | DisplayEvent
  | StandingsEvent
  | TicketEvent
  | ChipRaceEvent
  | FlightEvent
export type DomainEventType = DomainEvent['type']

/** The stream an event belongs to: its tournament, or the shared player database. */
export function streamOf(event: DomainEvent): string {
  if ('tournamentId' in event) return event.tournamentId
  if (event.type.startsWith('journal.')) return 'journal'
  if (event.type.startsWith('series.')) return 'series'
  if (isAccountEvent(event)) return ACCOUNTS_STREAM
  if (event.type.startsWith('display.')) return 'display'
  return 'players'
}
