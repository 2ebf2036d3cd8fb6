import type { PlayerMethod, SeatRef } from './room'

/** Why a player moves. */
export type MoveCause = 'balance' | 'break' | 'final' | 'short-handed' | 'olympic'

/** How the seat at the destination was chosen. */
export type SeatChoice = 'big-blind' | 'worst-position' | 'random'

/** One move the product proposes; the operator confirms or overrides it with a reason (§27.2, App. C.9). */
export interface ProposedMove {
  readonly entryId: string
  readonly from: SeatRef
  readonly to: SeatRef
  readonly cause: MoveCause
  /** The method that actually chose the player (a button-based method falls back to random when the button is unknown). */
  readonly playerChoice: PlayerMethod | 'draw'
  readonly seatChoice: SeatChoice
  /** Moves this player had before this one (TDA/PokerStars practice: avoid moving the same player twice). */
  readonly previousMoves: number
  /**
   * The only free seats lie between the button and the small blind: the player takes the seat but is dealt in only
   * after the button passes (§8.8). Never set for balancing, which waits instead.
   */
  readonly waitsForButton: boolean
  /**
   * The announced rule needs the button (the player due the big blind, the seat closest to it, §8.4, BFSP §3.1) but
   * the button is not tracked at all, or not known at this table yet: the choice was random, and the proposal says so.
   */
  readonly fallback?: RuleFallback
}

/** Why a button rule fell back to a random choice. */
export type RuleFallback = 'buttons-not-tracked' | 'button-unknown'

export interface SeatingProposal {
  readonly kind: MoveCause
  readonly moves: readonly ProposedMove[]
  /** Tables that close when the moves are done (a broken table; all but the final table). */
  readonly closes: readonly number[]
  /** Tables whose top seats leave play (9-max pre-final and final, BFSP §3.1). */
  readonly maxSeats: readonly { table: number; maxSeat: number }[]
  /** TDA Rule 11-D: tables three or more short of the fullest — play halts there until balanced. */
  readonly shortTables: readonly number[]
  /** §8.14: in hand-for-hand, ask before moving. */
  readonly askFirst: boolean
  /** §8.4 г): the announced method is the operator's pick; the proposal is only a suggestion. */
  readonly operatorPick: boolean
  /** Some move could not be proposed now (no allowed seat until a button moves): propose again after the hand. */
  readonly deferred: boolean
  /** For the Olympic format: the stage the moves start (1/8, 1/4, semi-final, final). */
  readonly stage?: string
  /** For the final table. */
  readonly finalTable?: number
  /**
   * §8.4, BFSP §3.1: balancing waits for the current button at these tables; until it is recorded the
   * proposal names nobody (`moves` is empty) and `legs` says only which table gives a player to which.
   */
  readonly buttonsAsked?: readonly number[]
  readonly legs?: readonly { readonly from: number; readonly to: number }[]
  /**
   * BFSP §5.3: the clock's level the balancing was proposed in; buttons the floor recorded in that level stand for it
   * (`buttons.ts`). Absent before the clock started, and in records made before buttons were remembered by level.
   */
  readonly level?: number
}

export const NO_FLAGS = { shortTables: [], askFirst: false, operatorPick: false, deferred: false } as const
