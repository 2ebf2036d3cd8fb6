import type { z } from 'zod'
import { invalidRejection } from '../../shared/core/issues'
import type { Rejection } from '../../shared/core/rejection'

/**
 * Turn a zod failure into a refusal a person understands: every issue, each an i18n key beside the
 * field it names; the English `message` is for logs and API clients.
 */
export function invalid(error: z.ZodError, prefix?: string): Rejection {
  return invalidRejection(error, prefix)
}
