import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as entry from './decideEntry'
import { decideSetAwards, decideSetEntryTerms } from './decideTerms'
import type { RegistrationEvent } from './events'
import { evolveRegistration } from './evolve'
import type { registrationCommands } from './schemas'

type RegistrationCommands = CommandsOf<typeof registrationCommands>

/**
 * The registration area's decisions as the root composes them. Registering an entry is the root's: it reads the
 * tickets (§6.13) and the seats the player holds in the hall's other tournaments (§6.9), areas above this one. An
 * elimination, a withdrawal and a disqualification are decided here and checked by the root against the places
 * (results, §27.8).
 */
export const registrationDeciders: Omit<Deciders<RegistrationCommands>, 'entry.register'> = {
  'registration.setTerms': (c, { state, ctx, reason }) => decideSetEntryTerms(c, state, ctx, reason),
  'registration.setAwards': (c, { state, ctx, reason }) => decideSetAwards(c, state, ctx, reason),
  'entry.confirm': (c, { state }) => entry.decideConfirm(c, state),
  'entry.admit': (c, { state, ctx, reason }) => entry.decideAdmit(c, state, ctx, reason),
  'entry.withdraw': (c, { state, ctx, reason }) => entry.decideWithdraw(c, state, ctx, reason),
  'entry.eliminate': (c, { state, ctx }) => entry.decideEliminate(c, state, ctx.newId()),
  'entry.disqualify': (c, { state, reason }) => entry.decideDisqualify(c, state, reason),
  'entry.liftDisqualification': (c, { state, reason }) => entry.decideLiftDisqualification(c, state, reason),
  'entry.rebuy': (c, { state, ctx }) => entry.decideRebuy(c, state, ctx),
  'entry.addon': (c, { state, ctx }) => entry.decideAddon(c, state, ctx)
}

/** Eliminations and disqualifications also enter the results journal: that follow-up is the root's. */
export const registrationEvolvers: Evolvers<RegistrationEvent> = {
  'registration.termsSet': evolveRegistration,
  'registration.awardsSet': evolveRegistration,
  'entry.registered': evolveRegistration,
  'entry.confirmed': evolveRegistration,
  'entry.admitted': evolveRegistration,
  'entry.withdrawn': evolveRegistration,
  'entry.eliminated': evolveRegistration,
  'entry.disqualified': evolveRegistration,
  'entry.disqualificationLifted': evolveRegistration,
  'entry.rebought': evolveRegistration,
  'entry.addedOn': evolveRegistration
}
