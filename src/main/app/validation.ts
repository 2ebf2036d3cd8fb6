import type { z } from 'zod'
import type { Rejection } from '../../shared/core/rejection'

/** Turn a zod failure into a clear rejection naming the field. */
export function invalid(error: z.ZodError, prefix?: string): Rejection {
  const issue = error.issues[0]
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.')
  const what = issue?.message ?? 'invalid input'
  return {
    code: 'error.invalid',
    message: path ? `${path}: ${what}` : what,
    ...(path ? { field: path } : {}),
    params: { field: path || '-', detail: what }
  }
}
