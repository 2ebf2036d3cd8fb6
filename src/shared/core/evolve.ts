import type { Evolvers } from './decider'
import type { DomainEvent } from './events'
import type { EventRecord } from './record'
import type { FloorState } from './state'
import { accountEvolvers } from './accounts'
import { playerEvolvers } from './players'
import { clockEvolvers } from './clock'
import { evolveTournament, type TournamentEvent, type TournamentParts } from './tournament'
import { emptyRegistration, followPlayerMerge, registrationEvolvers } from './registration'
import { followDiscipline, followMultiDay, seatingEvolvers } from './seating'
import { emptyResults, evolveResultsOfEntry, resultsEvolvers } from './results'
import { leagueEvolvers } from './league'
import { displayEvolvers } from './display'
import { ticketEvolvers } from './tickets'
import { chipRaceEvolvers } from './chiprace'
import { flightEvolvers } from './flights'

const NEW_TOURNAMENT_PARTS: TournamentParts = { registration: emptyRegistration, results: emptyResults }

const tournament = (state: FloorState, record: EventRecord<TournamentEvent>): void =>
  evolveTournament(state, record, NEW_TOURNAMENT_PARTS)

/**
 * Every event's fold, in one table: each area's own, and below them the few the root composes because an event of
 * one area changes another above it (an area reads only the areas below it).
 */
export const EVOLVERS: Evolvers<DomainEvent> = {
  ...accountEvolvers,
  ...playerEvolvers,
  ...clockEvolvers,
  ...registrationEvolvers,
  ...seatingEvolvers,
  ...resultsEvolvers,
  ...leagueEvolvers,
  ...displayEvolvers,
  ...ticketEvolvers,
  ...chipRaceEvolvers,
  ...flightEvolvers,

  // A tournament is made with the empty parts of the areas above it.
  'tournament.created': tournament,
  'tournament.started': tournament,
  'tournament.displayed': tournament,
  'tournament.edited': (state, record) => {
    tournament(state, record)
    // The seating follows the game: an edit to a game dealt without a button (stud) takes the buttons off the tables.
    const t = state.tournaments.get(record.event.tournamentId)
    if (t?.seating) {
      followDiscipline(t.seating, t.fields.discipline)
      followMultiDay(t.seating, t.fields.multiDay) // a flight ends by bagging, not at a final table (§5.5)
    }
  },
  // §28.9: a merge is followed by the entries of the duplicate.
  'player.merged': (state, record) => {
    playerEvolvers['player.merged'](state, record)
    followPlayerMerge(state, record.event.duplicateId, record.event.keepId)
  },
  // Eliminations and disqualifications also enter the results journal (§27.6, §25.10).
  'entry.eliminated': (state, record) => {
    registrationEvolvers['entry.eliminated'](state, record)
    evolveResultsOfEntry(state, record)
  },
  'entry.disqualified': (state, record) => {
    registrationEvolvers['entry.disqualified'](state, record)
    evolveResultsOfEntry(state, record)
  },
  'entry.disqualificationLifted': (state, record) => {
    registrationEvolvers['entry.disqualificationLifted'](state, record)
    evolveResultsOfEntry(state, record)
  },
  'journal.restored': (state, record) => {
    state.restoredFrom = record.event.backupFile
  }
}

/** evolve(state, event) → state. Updates the fold's own state in place (see FloorState) and returns it. */
export function evolve(state: FloorState, record: EventRecord): FloorState {
  const evolveOne = EVOLVERS[record.event.type] as ((state: FloorState, record: EventRecord) => void) | undefined
  if (!evolveOne) throw new Error(`Unhandled event type: ${record.event.type}`)
  evolveOne(state, record)
  state.lastSeq = record.seq
  return state
}

export function fold(records: Iterable<EventRecord>, state: FloorState): FloorState {
  for (const record of records) evolve(state, record)
  return state
}
