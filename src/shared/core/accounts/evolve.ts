import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { AccountEvent } from './events'

export function evolveAccounts(state: FloorState, record: EventRecord<AccountEvent>): void {
  const event = record.event
  const accounts = state.accounts
  switch (event.type) {
    case 'account.created':
      accounts.byId.set(event.accountId, {
        id: event.accountId,
        name: event.name,
        role: event.role,
        pinHash: event.pinHash,
        enabled: true,
        createdAt: record.occurredAt,
        createdBy: record.actor
      })
      return
    case 'account.edited': {
      const account = accounts.byId.get(event.accountId)
      if (!account) return
      if (event.name) account.name = event.name.to
      if (event.role) account.role = event.role.to
      return
    }
    case 'account.pinSet': {
      const account = accounts.byId.get(event.accountId)
      if (account) account.pinHash = event.pinHash
      return
    }
    case 'account.enabledSet': {
      const account = accounts.byId.get(event.accountId)
      if (account) account.enabled = event.enabled
      return
    }
    case 'account.scopeSet': {
      const account = accounts.byId.get(event.accountId)
      if (account) account.scope = event.scope ? event.scope.map((s) => ({ ...s })) : null
      return
    }
    case 'roles.permissionsSet':
      accounts.permissions[event.role] = [...event.areas]
      return
  }
}
