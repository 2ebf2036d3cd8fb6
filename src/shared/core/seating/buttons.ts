import { clockAt } from '../clock'
import type { Discipline, Tournament } from '../tournament'
import type { PlayerMethod, Room, Table } from './room'

/**
 * Seven Card Stud (and Razz, announced as stud) has no dealer button and no blinds — the lowest up-card
 * brings in (BFSP §5.4.2, §5.4.3). Its seating tracks no button and asks for none. A mixed event (HORSE) keeps the
 * button: its flop games are dealt from it, and the button moves on through the stud rounds, so 'mixed' is left as
 * hold'em is. OFC and the others keep the button as before.
 */
export function gameHasNoButton(discipline: Discipline): boolean {
  return discipline === 'stud'
}

/**
 * Buttons without the chore. The floor need not record the dealer button every hand: when a balancing
 * move is due, the proposal asks for the button at the tables involved, and names the player only once it is known
 * (§8.4 а, BFSP §3.1: the player due the big blind; the seat closest to it; §8.7, §8.8: never between the button and
 * the small blind). Recording it every hand (`seating.button` advance) stays possible and answers the ask as well.
 *
 * BFSP §5.3: the button is remembered as the floor recorded it. Once answered in a level, it is not asked again in
 * that level — the next balancing reads it as recorded, whatever happened at its table since (a director answers the
 * question once a level, not at every move); a new level asks again, since many hands have passed. `level` is the
 * level being played when the question would be asked (`buttonLevelAt`), null when the clock has not started.
 *
 * Without that (a button from the draw, or the clock not running), a button is current when it was recorded
 *  - after the last change of players at its table (an elimination, a withdrawal, a move in or out, a late seat:
 *    a hand has ended there since), and
 *  - after the tables became unbalanced (the move became due; hands have gone on at every table since the button
 *    was last seen). While the room stays unbalanced, changes at other tables do not ask again.
 * A button from the draw (BFSP §5.3.1) is current until the first change, like any other record.
 */
export function isButtonCurrent(room: Room, table: Table, level: number | null = null): boolean {
  if (table.button === null || table.buttonStamp === null) return false
  if (level !== null && table.buttonLevel === level) return true
  if (table.buttonStamp <= table.changedStamp) return false
  return room.dueSince === null || table.buttonStamp > room.dueSince
}

/**
 * The level a button recorded now belongs to (BFSP §5.3): the clock's level number — during a break, the level that
 * comes next (no hand is dealt in a break, so an answer then stands for that level). Null before the clock starts.
 */
export function buttonLevelAt(t: Pick<Tournament, 'clock'>, now: number): number | null {
  const reading = clockAt(t, now)
  return reading.status === 'running' || reading.status === 'paused' ? reading.levelNumber : null
}

/** The player method needs the source table's button (§8.4 а, б); the seat at the destination always does (BFSP §3.1). */
export function playerMethodNeedsButton(method: PlayerMethod): boolean {
  return method === 'big-blind-next' || method === 'worst-position'
}

/**
 * Of `tables` (numbers), those whose button must be recorded before a balancing move names anyone, in order;
 * `level`: the level being played (`buttonLevelAt`), whose answers stand.
 */
export function buttonsToAsk(room: Room, tables: Iterable<number>, level: number | null = null): number[] {
  if (!room.trackButtons || room.buttonless) return []
  const asked = new Set<number>()
  for (const n of tables) {
    const table = room.tables.get(n)
    if (table?.open && !isButtonCurrent(room, table, level)) asked.add(n)
  }
  return [...asked].sort((a, b) => a - b)
}

/** The tables a balancing move's rule reads the button at: the source (by a button method) and the destination. */
export function tablesReadFor(
  room: Room,
  moves: readonly { from: { table: number }; to: { table: number } }[]
): number[] {
  const byButton = playerMethodNeedsButton(room.rules.playerMethod)
  const tables: number[] = []
  for (const m of moves) {
    if (byButton) tables.push(m.from.table)
    tables.push(m.to.table)
  }
  return tables
}
