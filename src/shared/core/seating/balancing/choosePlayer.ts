import { playerMethodNeedsButton } from '../buttons'
import { playerDueBigBlind } from '../positions'
import type { ProposedMove, RuleFallback } from '../proposal'
import { pick, type RandomInt } from '../random'
import type { PlayerMethod, Room, Table } from '../room'
import { buttonFallback } from './chooseSeat'

/**
 * The `by-seat` method: the player in the highest-numbered occupied seat of the source table. It is the announced
 * way for a game with no big blind (stud), where §8.4 а) and б) cannot apply; RULES.md names no seat rule for it,
 * so this is the product's announced choice.
 */
export function highestOccupiedSeat(table: Table): number | null {
  for (let s = table.seatCount; s >= 1; s -= 1) if (table.occupant[s - 1] !== null) return s
  return null
}

/** The method reads the source table's button (§8.4 а, б) and the game has one (stud has none: BFSP §5.4.3). */
function readsButton(room: Room): boolean {
  return playerMethodNeedsButton(room.rules.playerMethod) && !room.buttonless
}

/**
 * The player the announced method names at the source table, or null when it leaves the choice free: §8.4 а) and
 * BFSP §3.1 — the player due the big blind next hand (§8.4 б, the worst position, is the same player), once the
 * button is known; `by-seat` — the highest occupied seat.
 */
function ruledPlayer(
  room: Room,
  table: Table
): { entryId: string; choice: 'by-seat' | 'big-blind-next' | 'worst-position' } | null {
  const method = room.rules.playerMethod
  if (method === 'by-seat') {
    const seat = highestOccupiedSeat(table)
    return seat === null ? null : { entryId: table.occupant[seat - 1]!, choice: 'by-seat' }
  }
  if (readsButton(room)) {
    const due = playerDueBigBlind(table)
    return due === null ? null : { entryId: due, choice: method as 'big-blind-next' | 'worst-position' }
  }
  return null
}

/** The players at the table with the fewest previous moves, in seat order: a free choice moves nobody twice first. */
function fewestMoves(room: Room, table: Table): string[] {
  let fewest = Infinity
  const candidates: string[] = []
  for (const id of table.occupant) {
    if (id === null) continue
    const m = room.moves.get(id) ?? 0
    if (m < fewest) {
      fewest = m
      candidates.length = 0
    }
    if (m === fewest) candidates.push(id)
  }
  return candidates
}

/**
 * The player to move from the source table (§8.4): the one the announced method names; when it names none (random
 * §8.4 в, the operator's pick §8.4 г, or a button method while the button is unknown) one of the players with the
 * fewest previous moves, at random. A button method that could not be followed says why (`fallback`); in a game
 * with no button a button method left over from an earlier discipline draws at random, as announced for stud.
 */
export function choosePlayer(
  room: Room,
  table: Table,
  randomInt: RandomInt
): { entryId: string; choice: PlayerMethod; fallback?: RuleFallback } {
  const ruled = ruledPlayer(room, table)
  if (ruled) return ruled
  const entryId = pick(fewestMoves(room, table), randomInt)
  if (!readsButton(room)) return { entryId, choice: room.rules.playerMethod === 'operator' ? 'operator' : 'random' }
  return { entryId, choice: 'random', fallback: buttonFallback(room) }
}

/**
 * Why a proposed balancing move's player is no longer the one the method names at `table` (the source as it is
 * now), or null when it still is (§8.4, BFSP §3.1): by seat, the player must still hold the highest occupied seat;
 * by the big blind, a player drawn at random while the button was unknown is stale once it is known, and the player
 * must still be the one due the big blind.
 */
export function stalePlayerChoice(
  room: Room,
  table: Table,
  move: Pick<ProposedMove, 'entryId'> & Partial<Pick<ProposedMove, 'playerChoice'>>
): 'not-highest-seat' | 'button-now-known' | 'not-due-big-blind' | null {
  const ruled = ruledPlayer(room, table)
  if (!ruled) return null
  if (ruled.choice === 'by-seat')
    return move.playerChoice === 'by-seat' && ruled.entryId !== move.entryId ? 'not-highest-seat' : null
  if (move.playerChoice !== ruled.choice) return 'button-now-known'
  return ruled.entryId === move.entryId ? null : 'not-due-big-blind'
}
