import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as decide from './decide'
import type { AccountEvent } from './events'
import { evolveAccounts } from './evolve'
import type { accountCommands } from './schemas'

/** The accounts area as the root composes it (§3: who may record what): a decision per command, a fold per event. */
export const accountDeciders: Deciders<CommandsOf<typeof accountCommands>> = {
  'account.create': (c, { state, ctx }) => decide.decideCreateAccount(c, state, ctx),
  'account.edit': (c, { state }) => decide.decideEditAccount(c, state),
  'account.setPin': (c, { state, ctx }) => decide.decideSetAccountPin(c, state, ctx),
  'account.setEnabled': (c, { state }) => decide.decideSetAccountEnabled(c, state),
  'roles.setPermissions': (c, { state }) => decide.decideSetRolePermissions(c, state),
  'account.setScope': (c, { state }) => decide.decideSetAccountScope(c, state)
}

export const accountEvolvers: Evolvers<AccountEvent> = {
  'account.created': evolveAccounts,
  'account.edited': evolveAccounts,
  'account.pinSet': evolveAccounts,
  'account.enabledSet': evolveAccounts,
  'roles.permissionsSet': evolveAccounts,
  'account.scopeSet': evolveAccounts
}
