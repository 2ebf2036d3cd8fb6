import { z } from 'zod'
import type { ChipRaceView } from '../core/chiprace'

/** The chip-race panel. Admin-only: it carries entry ids. */
export const chipRaceQueries = [
  z.strictObject({ type: z.literal('chipRace.get'), tournamentId: z.string().min(1).max(64) })
] as const

export interface ChipRaceQueryResults {
  'chipRace.get': ChipRaceView | null
}
