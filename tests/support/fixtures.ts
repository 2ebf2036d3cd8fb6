import type { TournamentFields } from '../../src/shared/core/tournament/schemas'

export const mainEvent: TournamentFields = {
  name: 'Minsk Open — Main Event',
  date: '2026-11-28',
  time: '19:00',
  venue: 'Hall A',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
}
