import type { DrawSeal } from './hash'
import type { ClosingOrderKind } from './breaking'
import type { SeatingProposal } from './proposal'
import type { Room, SeatRef } from './room'
import type { Placement } from './draw'

/** A move as the hall display announces it ("Ivanov → table 3, seat 5"). */
export interface MoveAnnouncement {
  readonly entryId: string
  readonly to: SeatRef
  readonly at: number
}

/** The seating of one tournament, folded from its seating events. */
export interface TournamentSeating {
  room: Room
  closingKind: ClosingOrderKind
  /** Every draw with its seal, in order: the chain a verifier replays (§8.1). */
  draws: { kind: string; placements: readonly Placement[]; seal: DrawSeal; at: number; by: string }[]
  lastHash: string
  drawn: boolean
  pending: { id: string; proposal: SeatingProposal; at: number } | null
  /** Recent moves for the hall display, newest last (bounded). */
  announcements: MoveAnnouncement[]
  showList: boolean
  /** The seat each player held when they left play (protocol, Appendix C.8). */
  lastSeat: Map<string, SeatRef>
  /** Every move with both seats, oldest first (protocol, Appendix C.9; §27.2). */
  moveHistory: { entryId: string; from: SeatRef; to: SeatRef; at: number; by: string; reason: string | null }[]
  /** Final table formed (§9.3), for the display. */
  finalTable: number | null
  version: number
}

export const ANNOUNCEMENTS_KEPT = 40
