import { proposeBalance } from './balancing'
import { proposeBreak, proposeFinalTable, proposeShortHanded } from './breaking'
import { proposeOlympicStage } from './olympic'
import type { SeatingProposal } from './proposal'
import type { RandomInt } from './random'
import { forkRoom, unseat, type Room } from './room'

/**
 * What the floor must do now, after an elimination, a late entry or a confirmed move: in order, the next Olympic
 * stage (BFSP §3.2), the final table (§9.3), the 9-max pre-final (BFSP §3.1), breaking a table (§9.1), balancing
 * (§8.3). Null when nothing is due. Pure. `level`: the clock's level being played, whose recorded buttons a balancing
 * move reads without asking again (BFSP §5.3, `buttons.ts`).
 */
export function proposeSeating(room: Room, randomInt: RandomInt, level: number | null = null): SeatingProposal | null {
  return (
    proposeOlympicStage(room, randomInt) ??
    proposeFinalTable(room, randomInt) ??
    proposeShortHanded(room, randomInt) ??
    proposeBreak(room, randomInt) ??
    proposeBalance(room, randomInt, level)
  )
}

/** The proposal as it will stand once `entryId` is out (for deciding an elimination before it is folded). */
export function proposeAfterElimination(
  room: Room,
  entryId: string,
  randomInt: RandomInt,
  level: number | null = null
): SeatingProposal | null {
  const trial = forkRoom(room)
  unseat(trial, entryId)
  return proposeSeating(trial, randomInt, level)
}
