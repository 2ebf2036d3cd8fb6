import type { EventRecord } from './record'
import type { FloorState } from './state'
import { evolveTournament, type TournamentParts } from './tournament'
import { emptyRegistration, evolveRegistration, followPlayerMerge } from './registration'
import { emptyResults, evolvePenalties, evolveResults, evolveResultsOfEntry } from './results'
import type { TournamentEvent } from './tournament'
import { evolveClock } from './clock'
import type { ClockEvent } from './clock'
import { evolvePlayers } from './players'
import type { PlayerEvent } from './players'
import { evolveSeating, followDiscipline, followMultiDay } from './seating'
import type { SeatingEvent } from './seating'
import type { RegistrationEvent } from './registration'
import type { PenaltyEvent, ResultsEvent } from './results'
import { evolveSeries } from './series'
import type { SeriesEventRecord } from './series'
import { evolveAccounts } from './accounts'
import type { AccountEvent } from './accounts'
import { evolveDisplay } from './display'
import type { DisplayEvent } from './display'
import { evolveStandings } from './standings'
import type { StandingsEvent } from './standings'
import { evolveTickets } from './tickets'
import type { TicketEvent } from './tickets'
import { evolveChipRace } from './chiprace'
import type { ChipRaceEvent } from './chiprace'
import { evolveFlights } from './flights'
import type { FlightEvent } from './flights'

const NEW_TOURNAMENT_PARTS: TournamentParts = { registration: emptyRegistration, results: emptyResults }

/** evolve(state, event) → state. Updates the fold's own state in place (see FloorState) and returns it. */
export function evolve(state: FloorState, record: EventRecord): FloorState {
  const type = record.event.type
  switch (type) {
    case 'tournament.created':
    case 'tournament.edited':
    case 'tournament.started':
    case 'tournament.displayed': {
      evolveTournament(state, record as EventRecord<TournamentEvent>, NEW_TOURNAMENT_PARTS)
      // The seating follows the game: an edit to a game dealt without a button (stud) takes the buttons off the tables.
      const t = type === 'tournament.edited' ? state.tournaments.get(record.event.tournamentId) : undefined
      if (t?.seating) {
        followDiscipline(t.seating, t.fields.discipline)
        followMultiDay(t.seating, t.fields.multiDay) // a flight ends by bagging, not at a final table (§5.5)
      }
      break
    }
    case 'player.created':
    case 'player.edited':
    case 'player.merged':
      evolvePlayers(state, record as EventRecord<PlayerEvent>)
      if (type === 'player.merged') {
        const merged = record.event as Extract<PlayerEvent, { type: 'player.merged' }>
        followPlayerMerge(state, merged.duplicateId, merged.keepId)
      }
      break
    case 'registration.termsSet':
    case 'registration.awardsSet':
    case 'entry.registered':
    case 'entry.confirmed':
    case 'entry.admitted':
    case 'entry.withdrawn':
    case 'entry.eliminated':
    case 'entry.disqualified':
    case 'entry.disqualificationLifted':
    case 'entry.rebought':
    case 'entry.addedOn':
      evolveRegistration(state, record as EventRecord<RegistrationEvent>)
      // Eliminations and disqualifications also enter the results journal.
      if (type === 'entry.eliminated' || type === 'entry.disqualified' || type === 'entry.disqualificationLifted')
        evolveResultsOfEntry(state, record as EventRecord<RegistrationEvent>)
      break
    case 'results.rulesSet':
    case 'results.handRecorded':
    case 'results.handCorrected':
    case 'results.handUndone':
    case 'results.approved':
    case 'results.reopened':
      evolveResults(state, record as EventRecord<ResultsEvent>)
      break
    case 'penalty.recorded':
    case 'penalty.published':
    case 'penalty.timeAwayStarted':
    case 'dispute.recorded':
    case 'penalty.corrected':
    case 'penalty.withdrawn':
    case 'dispute.published':
    case 'dispute.corrected':
      evolvePenalties(state, record as EventRecord<PenaltyEvent>)
      break
    case 'series.created':
    case 'series.formulaAnnounced':
    case 'series.tournamentAttached':
    case 'series.lotsDrawn':
    case 'series.eventExcluded':
    case 'series.eventIncluded':
    case 'series.pointsAnnulled':
    case 'series.pointsRestored':
    case 'series.mergeConflictResolved':
      evolveSeries(state, record as EventRecord<SeriesEventRecord>)
      break
    case 'ticket.issued':
    case 'ticket.voided':
      evolveTickets(state, record as EventRecord<TicketEvent>)
      break
    case 'display.screenConfigured':
    case 'display.screenIdentified':
    case 'display.screenForgotten':
    case 'display.layoutSaved':
    case 'display.layoutDeleted':
      evolveDisplay(state, record as EventRecord<DisplayEvent>)
      break
    case 'chipRace.chipsSet':
    case 'chipRace.announced':
    case 'chipRace.tableRecorded':
    case 'chipRace.tableCorrected':
    case 'chipRace.tableUndone':
      evolveChipRace(state, record as EventRecord<ChipRaceEvent>)
      break
    case 'flight.bagged':
    case 'flight.closed':
    case 'flight.reopened':
    case 'day2.carried':
      evolveFlights(state, record as EventRecord<FlightEvent>)
      break
    case 'seating.configured':
    case 'seating.drawCommitted':
    case 'seating.drawn':
    case 'seating.seated':
    case 'seating.released':
    case 'seating.proposed':
    case 'seating.moved':
    case 'seating.proposalDismissed':
    case 'seating.buttonSet':
    case 'seating.handForHandSet':
    case 'seating.listShown':
    case 'seating.tablesAdded':
    case 'seating.rulesSet':
      evolveSeating(state, record as EventRecord<SeatingEvent>)
      break
    case 'account.created':
    case 'account.edited':
    case 'account.pinSet':
    case 'account.enabledSet':
    case 'roles.permissionsSet':
    case 'account.scopeSet':
      evolveAccounts(state, record as EventRecord<AccountEvent>)
      break
    case 'standings.categoriesSet':
    case 'player.membershipsSet':
    case 'standings.teamsSet':
      evolveStandings(state, record as EventRecord<StandingsEvent>)
      break
    case 'journal.restored':
      state.restoredFrom = (record.event as { backupFile: string }).backupFile
      break
    case 'clock.structureSet':
    case 'clock.scheduled':
    case 'clock.startCancelled':
    case 'clock.started':
    case 'clock.paused':
    case 'clock.resumed':
    case 'clock.moved':
    case 'clock.handForHandSet':
    case 'clock.handCompleted':
    case 'clock.shotClockStarted':
    case 'clock.shotClockCleared':
    case 'clock.announced':
    case 'clock.displaySet':
      evolveClock(state, record as EventRecord<ClockEvent>)
      break
    default:
      assertNever(type)
  }
  state.lastSeq = record.seq
  return state
}

export function fold(records: Iterable<EventRecord>, state: FloorState): FloorState {
  for (const record of records) evolve(state, record)
  return state
}

function assertNever(value: never): never {
  throw new Error(`Unhandled event type: ${String(value)}`)
}
