import type { MessageKey } from '../en'
import { history } from './history'
import { discipline } from './discipline'
import { results } from './results'
import { hall } from './hall'
import { stakes } from './stakes'
import { standings } from './standings'
import { chiprace } from './chiprace'
import { safety } from './safety'
import { flights } from './flights'
import { safeMode } from './safeMode'

/** Svenska: välkommen men inte komplett; saknade nycklar visas på engelska. */
export const sv: Partial<Record<MessageKey, string>> = {
  'app.tagline': 'Turneringsklocka och protokoll för golvet',
  'app.about': 'Om',
  'app.close': 'Stäng',
  'app.language': 'Språk',
  'signin.title': 'Inloggning för administratör',
  'signin.pin': 'Admin-PIN',
  'signin.submit': 'Logga in',
  'tournaments.title': 'Turneringar',
  'tournaments.create': 'Ny turnering',
  'tournament.name': 'Namn',
  'tournament.date': 'Datum',
  'tournament.venue': 'Plats',
  'tournament.startingStack': 'Startstack',
  'tournament.status.announced': 'Utlyst',
  'tournament.status.started': 'Startad',
  'clock.noTournament': 'Ingen turnering på skärmen ännu',
  ...history,
  ...discipline,
  ...results,
  ...flights,
  ...hall,
  ...stakes,
  ...standings,
  ...chiprace,
  ...safety,
  ...safeMode
}
