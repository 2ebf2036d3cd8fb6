import type { DrawSeal } from './hash'
import type { ClosingOrderKind } from './breaking'
import type { MoveCause, SeatingProposal } from './proposal'
import type { DrawProof } from './commitment'
import type { Room, SeatRef, TableSpec } from './room'
import type { Placement } from './draw'

/** Why a recorded move was made: a proposal's cause, or a move by hand. */
export type MoveKind = MoveCause | 'manual'

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
  /**
   * Every move with both seats, oldest first (protocol, Appendix C.9; §27.2), and its cause: the kind of the move
   * (balancing, a table broken — `closes` names it —, the final table, short-handed, the Olympic stage's draw —
   * `stage` names the stage it starts — or by hand). A player drawn to the seat they already held did not move.
   */
  moveHistory: {
    entryId: string
    from: SeatRef
    to: SeatRef
    at: number
    by: string
    reason: string | null
    cause?: MoveKind
    closes?: readonly number[]
    stage?: string
  }[]
  /** Final table formed (§9.3), for the display. */
  finalTable: number | null
  /** The commitment of the next draw, with its secret seed (never shown before the draw). */
  commitment: { commitment: string; seed: string; at: number } | null
  /** The initial draw as its inputs were, so anyone can recompute it (seating/verify.ts). */
  initialDraw: InitialDrawRecord | null
  /** Olympic format (BFSP §3.2): the stages played so far, and where each player who left play was then. */
  olympic: OlympicTrack
  version: number
}

/** BFSP §3.2: stage 1 is the initial draw; each Olympic redraw of the table winners starts the next stage. */
export interface OlympicTrack {
  /** Tables open at the start of each stage, stage 1 first (their count names the stage: 1/4, semi-final, final). */
  stageTables: number[]
  /** Players at the start of each stage (chips in play per stage: each starts again with equal stacks). */
  stagePlayers: number[]
  /** entryId → the stage and the table they left play at (the latest time, if they came back and left again). */
  out: Map<string, { stage: number; table: number }>
}

/** What the initial draw took and gave: the room, the entries in the order drawn from, the seats, the proof. */
export interface InitialDrawRecord {
  readonly tables: readonly TableSpec[]
  readonly closingOrder: readonly number[]
  readonly trackButtons: boolean
  /** Entry ids in the order the draw took them (by entry number). */
  readonly entries: readonly string[]
  readonly placements: readonly Placement[]
  readonly proof: DrawProof | null
  readonly at: number
  readonly by: string
}

export const ANNOUNCEMENTS_KEPT = 40
