import { z } from 'zod'
import type { AccountEvent } from '../accounts'
import { AccountRole, AccountScope, GrantableRole, PermissionArea } from '../accounts'
import { Id, spec, Text, type EventOf, type EventSpecs } from './spec'

/** The accounts' records: an account's PIN appears only as its salted hash. */
const PinHash = z.string().min(1).max(300)

export const accountEvents = {
  'account.created': spec<EventOf<'account.created'>>()(
    1,
    z.strictObject({
      type: z.literal('account.created'),
      accountId: Id,
      name: Text(80),
      role: AccountRole,
      pinHash: PinHash
    })
  ),
  'account.edited': spec<EventOf<'account.edited'>>()(
    1,
    z.strictObject({
      type: z.literal('account.edited'),
      accountId: Id,
      name: z.strictObject({ from: Text(80), to: Text(80) }).optional(),
      role: z.strictObject({ from: AccountRole, to: AccountRole }).optional()
    })
  ),
  'account.pinSet': spec<EventOf<'account.pinSet'>>()(
    1,
    z.strictObject({ type: z.literal('account.pinSet'), accountId: Id, pinHash: PinHash })
  ),
  'account.enabledSet': spec<EventOf<'account.enabledSet'>>()(
    1,
    z.strictObject({ type: z.literal('account.enabledSet'), accountId: Id, enabled: z.boolean() })
  ),
  'roles.permissionsSet': spec<EventOf<'roles.permissionsSet'>>()(
    1,
    z.strictObject({
      type: z.literal('roles.permissionsSet'),
      role: GrantableRole,
      areas: z.array(PermissionArea).max(20),
      previous: z.array(PermissionArea).max(20)
    })
  ),
  'account.scopeSet': spec<EventOf<'account.scopeSet'>>()(
    1,
    z.strictObject({
      type: z.literal('account.scopeSet'),
      accountId: Id,
      scope: AccountScope.nullable(),
      previous: AccountScope.nullable()
    })
  )
} satisfies EventSpecs<AccountEvent>
