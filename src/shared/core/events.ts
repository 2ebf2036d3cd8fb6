import type { JournalEvent } from './journal'
import type { TournamentEvent } from './tournament'
import type { ClockEvent } from './clock'
import type { PlayerEvent } from './players'
import type { RegistrationEvent } from './registration'
import type { SeatingEvent } from './seating'
import type { ResultsEvent, PenaltyEvent } from './results'
import type { SeriesEventRecord, StandingsEvent } from './league'
import { ACCOUNTS_STREAM, isAccountEvent, type AccountEvent } from './accounts'
import type { DisplayEvent } from './display'
import type { TicketEvent } from './tickets'
import type { ChipRaceEvent } from './chiprace'
import type { FlightEvent } from './flights'

/** Every event the core records. `evolve` has a fold for each (its table is mapped over this union). */
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
