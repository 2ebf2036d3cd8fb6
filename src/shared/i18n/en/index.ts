import { app } from './app'
import { backup } from './backup'
import { clock } from './clock'
import { results } from './results'
import { tournament } from './tournament'
import { registration } from './registration'
import { seating } from './seating'
import { history } from './history'
import { series } from './series'
import { discipline } from './discipline'
import { safety } from './safety'
import { safeMode } from './safeMode'
import { accounts } from './accounts'
import { validation } from './validation'
import { controls } from './controls'
import { sharing } from './sharing'
import { federation } from './federation'
import { shell } from './shell'
import { hall } from './hall'
import { stakes } from './stakes'
import { tickets } from './tickets'
import { flights } from './flights'
import { resultsImport } from './resultsImport'
import { displays } from './displays'
import { standings } from './standings'
import { chiprace } from './chiprace'
import { multiDay } from './multiDay'
import { floor } from './floor'

/**
 * English, the reference dictionary: every key the interface uses is here, and Russian must have all of them.
 * One file per area of the product; add an area's file here.
 */
export const en = {
  ...app,
  ...tournament,
  ...clock,
  ...registration,
  ...seating,
  ...backup,
  ...results,
  ...history,
  ...series,
  ...discipline,
  ...safety,
  ...safeMode,
  ...validation,
  ...sharing,
  ...federation,
  ...controls,
  ...shell,
  ...hall,
  ...stakes,
  ...tickets,
  ...flights,
  ...resultsImport,
  ...accounts,
  ...displays,
  ...standings,
  ...chiprace,
  ...multiDay,
  ...floor
}

export type MessageKey = keyof typeof en
