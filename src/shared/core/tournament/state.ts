import type { TournamentFields } from './schemas'
import type { Registration } from '../registration/state'

/** Announced: parameters may change freely. Started: changes are corrections and need a reason (§5.2, §5.3). */
export type TournamentStatus = 'announced' | 'started'

export interface Tournament {
  readonly id: string
  fields: TournamentFields
  status: TournamentStatus
  readonly createdAt: number
  readonly createdBy: string
  startedAt: number | null
  /** Number of corrections recorded after the start. */
  corrections: number
  /** Entry terms, awards and entries (issue 4). */
  registration: Registration
}
