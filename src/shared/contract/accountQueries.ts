import { z } from 'zod'
import type { AccountsView } from '../core/accounts'

/** The floor staff's accounts and what each role may record. Admin only; never a PIN or its hash. */
export const accountQueries = [z.strictObject({ type: z.literal('accounts.list') })] as const

export interface AccountQueryResults {
  'accounts.list': AccountsView
}
