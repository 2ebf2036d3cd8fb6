/**
 * Balancing, each rule once (§8.3–§8.14, BFSP §3.1, TDA R11): the threshold, the tables that give and receive, the
 * player and the seat. Proposals, the recheck of a pending proposal and the views all read them from here.
 */
export { exceedsTolerance, isUnbalanced, shortTables, spreadOf } from './threshold'
export { choosePlayer, highestOccupiedSeat, stalePlayerChoice } from './choosePlayer'
export { chooseSeat, staleSeatChoice } from './chooseSeat'
export { proposeBalance } from './proposeBalance'
