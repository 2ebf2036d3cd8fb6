/** Seating (§8, §9): the room and its tables, the verifiable draw, balancing, table closing, moves and buttons. */
export { exceedsTolerance, spreadOf } from './balancing/threshold'
export { completeClosingOrder } from './closingOrder'
export {
  decideAddTables,
  decideButton,
  decideButtons,
  decideConfigure,
  decideConfirm,
  decideDismiss,
  decideDraw,
  decideHandForHand,
  decideMove,
  decidePropose,
  decideSeat,
  decideSetRules,
  decideShowList,
  lateSeatEvent
} from './decide'
export { spreadCounts, spreadSeats, startingButtons, tablesToOpen } from './draw'
export type { Placement } from './draw'
export type { SeatingEvent } from './events'
export { evolveSeating, followDiscipline, followMultiDay } from './evolve'
export { seatingFollowUps } from './followUps'
export { requireTablesFree } from './hallTables'
export { sealDraw, verifyDrawChain } from './hash'
export { seatLabel } from './label'
export { olympicStageName } from './olympic'
export type { OlympicStageName } from './olympic'
export type { MoveCause } from './proposal'
export { shuffled } from './random'
export { isUsableSeat } from './room'
export type { Room, Table } from './room'
export {
  ConfigureSeating,
  PLAYER_METHODS,
  SeatRefSchema,
  SeatingRulesSchema,
  TableSpecSchema,
  seatingCommands
} from './schemas'
export type { TournamentSeating } from './state'
export { drawRecordOf, verifyDrawRecord } from './verify'
export type { DrawRecord } from './verify'
export {
  bySeatingListOrder,
  publicSeating,
  hallTableNames,
  seatingList,
  seatingListName,
  seatingView,
  stageStats,
  tableRole,
  tableView,
  drawRow,
  tableWinner,
  unseatedRow
} from './views'
export type {
  MoveView,
  ProposalView,
  PublicSeating,
  RoomSummary,
  SeatMark,
  SeatView,
  SeatingListRow,
  SeatingView,
  SeatingViewParts,
  TableView
} from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { seatingDeciders, seatingEvolvers } from './area'
