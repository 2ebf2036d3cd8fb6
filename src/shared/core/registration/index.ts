/** Registration (§5.6–§5.9, §6–§7): entry terms, entries, re-entries, late registration and the desk's totals. */
export { levelPositionOf } from './clockLevel'
export {
  decideAddon,
  decideAdmit,
  decideConfirm,
  decideDisqualify,
  decideEliminate,
  decideLiftDisqualification,
  decideRebuy,
  decideRegister,
  decideWithdraw,
  requireEntry,
  requireReason
} from './decideEntry'
export type { TicketCheck } from './decideEntry'
export { decideSetAwards, decideSetEntryTerms } from './decideTerms'
export { playerHits } from './deskSearch'
export { entriesToSeat } from './entries'
export type { RegistrationEvent } from './events'
export { evolveRegistration, followPlayerMerge } from './evolve'
export { lateCloseInStructure } from './lateRegistration'
export { clockNotStarted } from './levels'
export type { LevelPosition, LevelSource } from './levels'
export { isInPlay, liveSeatsElsewhere } from './liveElsewhere'
export { reentryOpen } from './reentry'
export { registrationCommands } from './schemas'
export { emptyRegistration, hasEntered, isIn, setStatus } from './state'
export type { Entry, EntryKind, EntryStatus, Registration } from './state'
export { Awards, EntryTerms } from './terms'
export { lateRegistrationStatus, prizeTable, publicAwards } from './totals'

// What the root composes: a decision per command (and a fold per event) of this area.
export { registrationDeciders, registrationEvolvers } from './area'
