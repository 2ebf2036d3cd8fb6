import { z } from 'zod'

/**
 * Named accounts of the floor staff: the director creates them, each with its own PIN and role, and a
 * record's author is the account that signed in. The installation PIN stays the director's own login.
 */
export const AccountRole = z.enum(['director', 'floor', 'desk'])
export type AccountRole = z.infer<typeof AccountRole>

/** The roles whose rights the director chooses (a director may record everything). */
export const GrantableRole = z.enum(['floor', 'desk'])
export type GrantableRole = z.infer<typeof GrantableRole>

/** What a role may record, by area of the records (see permissions.ts for the commands of each). */
export const PermissionArea = z.enum([
  'tournament',
  'clock',
  'players',
  'registration',
  'results',
  'seating',
  'series',
  'backups'
])
export type PermissionArea = z.infer<typeof PermissionArea>

export const AccountName = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(80)
  .regex(/^\P{Cc}*$/u, { message: 'must not contain control characters' })

/** A PIN of 4–32 characters; it is stored only as a salted hash, never in the journal as typed. */
export const Pin = z
  .string()
  .min(4, { message: 'must be at least 4 characters' })
  .max(32, { message: 'must be at most 32 characters' })
  .regex(/^\S+$/, { message: 'must not contain spaces' })

export const AccountId = z.string().min(1).max(64)

export const CreateAccount = z.strictObject({
  type: z.literal('account.create'),
  name: AccountName,
  role: AccountRole,
  pin: Pin
})

export const EditAccount = z.strictObject({
  type: z.literal('account.edit'),
  accountId: AccountId,
  name: AccountName.optional(),
  role: AccountRole.optional()
})

export const SetAccountPin = z.strictObject({ type: z.literal('account.setPin'), accountId: AccountId, pin: Pin })

/** Switch an account off (it can no longer sign in; its records stay its records) or on again. */
export const SetAccountEnabled = z.strictObject({
  type: z.literal('account.setEnabled'),
  accountId: AccountId,
  enabled: z.boolean()
})

/** The director's choice of what a role may record. */
export const SetRolePermissions = z.strictObject({
  type: z.literal('roles.setPermissions'),
  role: GrantableRole,
  areas: z.array(PermissionArea).max(20)
})

/**
 * The tournaments an account is limited to, each with the role it has there (§3: a floor judge or a desk for one
 * event of a festival). An account without a scope works for the whole hall.
 */
export const AccountScope = z
  .array(z.strictObject({ tournamentId: AccountId, role: AccountRole }))
  .min(1)
  .max(200)
  .refine((scope) => new Set(scope.map((s) => s.tournamentId)).size === scope.length, {
    message: 'names a tournament twice'
  })
export type AccountScope = z.infer<typeof AccountScope>

/** The director limits an account to named tournaments with a role in each, or (null) gives it the whole hall. */
export const SetAccountScope = z.strictObject({
  type: z.literal('account.setScope'),
  accountId: AccountId,
  scope: AccountScope.nullable()
})

export const accountCommands = [
  CreateAccount,
  EditAccount,
  SetAccountPin,
  SetAccountEnabled,
  SetRolePermissions,
  SetAccountScope
] as const
