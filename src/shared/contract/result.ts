import type { Rejection } from '../core/rejection'

/** Every answer across a transport: a value, or a clear error naming the field to blame. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: Rejection }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (error: Rejection): Result<never> => ({ ok: false, error })
