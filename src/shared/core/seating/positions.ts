import { isUsableSeat, type Table } from './room'

/**
 * Positions at a table for the next hand, from the tracked button (BFSP §5.3): the small blind is the first occupied
 * seat clockwise after the button, the big blind the next one. Seats are numbered clockwise.
 */

/** The next occupied seat strictly clockwise after `seat`; null when nobody else sits there. */
export function nextOccupied(table: Table, seat: number): number | null {
  for (let step = 1; step <= table.seatCount; step += 1) {
    const s = ((seat - 1 + step) % table.seatCount) + 1
    if (table.occupant[s - 1] !== null) return s
  }
  return null
}

export interface Blinds {
  readonly button: number
  readonly smallBlind: number
  readonly bigBlind: number
}

/**
 * Button, small blind and big blind of the next hand, or null when the button is not tracked or too few play.
 * Heads-up (§21.6): the small blind is on the button, and the other player is the big blind.
 */
export function blindsOf(table: Table): Blinds | null {
  const ring = ringOf(table)
  if (!ring || table.count !== 2 || table.occupant[ring.button - 1] === null) return ring
  return { button: ring.button, smallBlind: ring.button, bigBlind: ring.smallBlind }
}

/**
 * The button and the next two players clockwise after it: the blinds at three or more players. The seat rules
 * (§8.7, §8.8, BFSP §3.1) read the table in this order even heads-up, so a newcomer at a table of two is never dealt
 * in between the button and the next player, the same as at a full table.
 */
function ringOf(table: Table): Blinds | null {
  if (table.button === null || table.count < 2) return null
  const smallBlind = nextOccupied(table, table.button)
  if (smallBlind === null) return null
  const bigBlind = nextOccupied(table, smallBlind)
  if (bigBlind === null) return null
  return { button: table.button, smallBlind, bigBlind }
}

/** Clockwise distance from seat a to seat b (0 when equal). */
export function clockwise(table: Table, a: number, b: number): number {
  return (b - a + table.seatCount) % table.seatCount
}

/**
 * §8.7, §8.8, TDA Rule 8: a new or moved player never sits on the button and is never dealt in between the small
 * blind and the button — that is, in a free seat clockwise after the button and before the small blind.
 */
export function isBetweenButtonAndSmallBlind(
  table: Table,
  seat: number,
  blinds: Blinds | null = ringOf(table)
): boolean {
  if (!blinds) return false
  if (seat === blinds.button) return true
  const toSeat = clockwise(table, blinds.button, seat)
  return toSeat > 0 && toSeat < clockwise(table, blinds.button, blinds.smallBlind)
}

/** Free seats a newcomer may take at this table, in seat order. */
export function allowedFreeSeats(table: Table, entryId: string | null = null): number[] {
  const blinds = ringOf(table)
  const seats: number[] = []
  for (let s = 1; s <= table.maxSeat; s += 1) {
    if (table.occupant[s - 1] !== null || !isUsableSeat(table, s, entryId)) continue
    if (isBetweenButtonAndSmallBlind(table, s, blinds)) continue
    seats.push(s)
  }
  return seats
}

/** Whether the table has at least one seat a newcomer may take (no allocation: the balancing hot path). */
export function hasAllowedFreeSeat(table: Table, entryId: string | null = null): boolean {
  if (table.count >= table.maxSeat) return false
  const blinds = ringOf(table)
  for (let s = 1; s <= table.maxSeat; s += 1) {
    if (table.occupant[s - 1] !== null || !isUsableSeat(table, s, entryId)) continue
    if (!isBetweenButtonAndSmallBlind(table, s, blinds)) return true
  }
  return false
}

/** BFSP §3.1, §8.4 а): the player who would be big blind next hand. */
export function playerDueBigBlind(table: Table): string | null {
  const blinds = blindsOf(table)
  return blinds ? table.occupant[blinds.bigBlind - 1]! : null
}

/**
 * BFSP §3.1: the free seat closest to the big blind, or the big blind itself when a free seat lies between the small
 * and the big blind (that seat is next hand's big blind). TDA Rule 11's "worst position" is the same seat: the one
 * that pays the big blind soonest, never the small blind. Null when the button is unknown.
 */
export function seatClosestToBigBlind(table: Table, allowed: readonly number[]): number | null {
  const blinds = ringOf(table)
  if (!blinds || allowed.length === 0) return null
  const toBigBlind = clockwise(table, blinds.smallBlind, blinds.bigBlind)
  let onto: number | null = null
  let ontoDistance = -1
  let after: number | null = null
  let afterDistance = Infinity
  for (const seat of allowed) {
    // Measured from the small blind: a free seat before the BB becomes next hand's big blind ("onto it"); the one
    // nearest the BB is taken. Otherwise the first free seat after the BB, which pays the big blind soonest.
    const d = clockwise(table, blinds.smallBlind, seat)
    if (d > 0 && d < toBigBlind && d > ontoDistance) {
      onto = seat
      ontoDistance = d
    } else if (d > toBigBlind && d < afterDistance) {
      after = seat
      afterDistance = d
    }
  }
  const best = onto ?? after
  return best
}

/** Move the button to the next occupied seat (the floor advances it after each hand). */
export function advancedButton(table: Table): number | null {
  if (table.button === null) return null
  return nextOccupied(table, table.button)
}

/** BFSP §5.3.1: at the start the button is with the player in the last seat. */
export function startingButton(table: Table): number | null {
  for (let s = table.seatCount; s >= 1; s -= 1) if (table.occupant[s - 1] !== null) return s
  return null
}
