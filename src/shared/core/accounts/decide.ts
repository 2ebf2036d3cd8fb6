import type { z } from 'zod'
import type { DecideContext } from '../context'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import type { AccountEvent } from './events'
import { accountNamed } from './state'
import type {
  CreateAccount,
  EditAccount,
  SetAccountEnabled,
  SetAccountPin,
  SetAccountScope,
  SetRolePermissions
} from './schemas'

function hashOf(ctx: DecideContext, pin: string): string {
  if (!ctx.hashSecret) reject('error.account.noHashing', 'Accounts can be recorded only by the Floorclock main process')
  return ctx.hashSecret(pin)
}

function accountOf(state: FloorState, accountId: string) {
  const account = state.accounts.byId.get(accountId)
  if (!account) reject('error.account.notFound', 'No such account', { field: 'command.accountId' })
  return account
}

function requireFreeName(state: FloorState, name: string, except?: string): void {
  const other = accountNamed(state.accounts, name)
  if (other && other.id !== except)
    reject('error.account.nameTaken', 'Another account already has this name', {
      field: 'command.name',
      params: { name: other.name }
    })
}

export function decideCreateAccount(
  command: z.infer<typeof CreateAccount>,
  state: FloorState,
  ctx: DecideContext
): AccountEvent[] {
  requireFreeName(state, command.name)
  return [
    {
      type: 'account.created',
      accountId: ctx.newId(),
      name: command.name,
      role: command.role,
      pinHash: hashOf(ctx, command.pin)
    }
  ]
}

export function decideEditAccount(command: z.infer<typeof EditAccount>, state: FloorState): AccountEvent[] {
  const account = accountOf(state, command.accountId)
  const event: Extract<AccountEvent, { type: 'account.edited' }> = { type: 'account.edited', accountId: account.id }
  if (command.name !== undefined && command.name !== account.name) {
    requireFreeName(state, command.name, account.id)
    event.name = { from: account.name, to: command.name }
  }
  if (command.role !== undefined && command.role !== account.role) event.role = { from: account.role, to: command.role }
  if (!event.name && !event.role) reject('error.account.noChange', 'The account is already so', { field: 'command' })
  return [event]
}

export function decideSetAccountPin(
  command: z.infer<typeof SetAccountPin>,
  state: FloorState,
  ctx: DecideContext
): AccountEvent[] {
  const account = accountOf(state, command.accountId)
  return [{ type: 'account.pinSet', accountId: account.id, pinHash: hashOf(ctx, command.pin) }]
}

export function decideSetAccountEnabled(command: z.infer<typeof SetAccountEnabled>, state: FloorState): AccountEvent[] {
  const account = accountOf(state, command.accountId)
  if (account.enabled === command.enabled)
    reject('error.account.noChange', 'The account is already so', { field: 'command.enabled' })
  if (command.enabled) requireFreeName(state, account.name, account.id)
  return [{ type: 'account.enabledSet', accountId: account.id, enabled: command.enabled }]
}

export function decideSetRolePermissions(
  command: z.infer<typeof SetRolePermissions>,
  state: FloorState
): AccountEvent[] {
  const previous = state.accounts.permissions[command.role]
  const areas = [...new Set(command.areas)].sort()
  if (JSON.stringify(areas) === JSON.stringify([...previous].sort()))
    reject('error.account.noChange', 'The role may already record exactly this', { field: 'command.areas' })
  return [{ type: 'roles.permissionsSet', role: command.role, areas, previous: [...previous] }]
}

/** Limit an account to named tournaments with a role in each, or give it the whole hall again (scope.ts). */
export function decideSetAccountScope(command: z.infer<typeof SetAccountScope>, state: FloorState): AccountEvent[] {
  const account = accountOf(state, command.accountId)
  command.scope?.forEach((s, i) => {
    if (!state.tournaments.has(s.tournamentId))
      reject('error.tournament.notFound', `No tournament with id ${s.tournamentId}`, {
        field: `command.scope.${i}.tournamentId`,
        params: { tournamentId: s.tournamentId }
      })
  })
  const previous = account.scope ?? null
  if (JSON.stringify(command.scope) === JSON.stringify(previous))
    reject('error.account.noChange', 'The account is already so', { field: 'command.scope' })
  return [{ type: 'account.scopeSet', accountId: account.id, scope: command.scope, previous }]
}
