import type { ChipRaceDecider } from './schemas'
import type { TableRace } from './state'

export type ChipRaceEvent =
  | { type: 'chipRace.chipsSet'; tournamentId: string; chips: number[] }
  | {
      type: 'chipRace.announced'
      tournamentId: string
      breakIndex: number
      leaving: number[]
      newChip: number
      decidedBy: ChipRaceDecider
    }
  | { type: 'chipRace.tableRecorded'; tournamentId: string; race: TableRace }
  /** §27.8: previous and new values; who, when and why are the record's actor, recordedAt and reason. */
  | { type: 'chipRace.tableCorrected'; tournamentId: string; previous: TableRace; next: TableRace }
  | { type: 'chipRace.tableUndone'; tournamentId: string; previous: TableRace }
