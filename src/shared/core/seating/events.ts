import type { Placement, SeatDraw } from './draw'
import type { SeatingProposal } from './proposal'
import type { SeatingRules, SeatRef, TableSpec } from './room'
import type { ClosingOrderKind } from './breaking'
import type { DrawSeal } from './hash'

/** A move as recorded: both seats; the record's occurredAt and recordedAt give the times (§27.2, App. C.9). */
export interface RecordedMove {
  readonly entryId: string
  readonly from: SeatRef
  readonly to: SeatRef
}

export type SeatingEvent =
  | {
      type: 'seating.configured'
      tournamentId: string
      tables: TableSpec[]
      closingKind: ClosingOrderKind
      /** The resolved order (a random order is drawn when configured, and recorded, §9.2 б). */
      closingOrder: number[]
      rules: SeatingRules
      trackButtons: boolean
    }
  | {
      /**
       * The secret seed of the next draw and its commitment (SHA-256 of the seed). Only the commitment is
       * shown (hall display, admin) until the draw reveals the seed.
       */
      type: 'seating.drawCommitted'
      tournamentId: string
      commitment: string
      seed: string
    }
  | { type: 'seating.drawn'; tournamentId: string; draw: SeatDraw }
  | { type: 'seating.seated'; tournamentId: string; draw: SeatDraw }
  | { type: 'seating.released'; tournamentId: string; entryId: string; from: SeatRef }
  | { type: 'seating.proposed'; tournamentId: string; proposalId: string; proposal: SeatingProposal }
  | {
      type: 'seating.moved'
      tournamentId: string
      proposalId: string | null
      kind: SeatingProposal['kind'] | 'manual'
      moves: RecordedMove[]
      closes: number[]
      maxSeats: { table: number; maxSeat: number }[]
      /** The operator changed the proposal (reason on the record). */
      overridden: boolean
      /** Random draws (break, final table, Olympic stage, 9-max) are sealed into the draw chain (§8.9, §9.4). */
      seal?: DrawSeal
    }
  | { type: 'seating.proposalDismissed'; tournamentId: string; proposalId: string }
  | {
      type: 'seating.buttonSet'
      tournamentId: string
      table: number
      seat: number
      previous: number | null
      /** BFSP §5.3: the clock's level the floor recorded it in (absent before the start, and in older records). */
      level?: number
    }
  | { type: 'seating.handForHandSet'; tournamentId: string; on: boolean }
  | { type: 'seating.listShown'; tournamentId: string; on: boolean }
  | { type: 'seating.tablesAdded'; tournamentId: string; tables: TableSpec[] }
  | { type: 'seating.rulesSet'; tournamentId: string; rules: SeatingRules; previous: SeatingRules }

export type { Placement }
