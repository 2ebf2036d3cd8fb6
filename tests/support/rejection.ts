import { RejectedError } from '../../src/shared/core/rejection'

/** The i18n code of the refusal `fn` throws; fails the test when it throws anything else or nothing. */
export function rejectionCode(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    if (error instanceof RejectedError) return error.rejection.code
    throw error
  }
  throw new Error('expected a rejection, nothing was thrown')
}

/** A small deterministic source of randomness: tests never depend on Math.random(). */
export function seededRandomInt(seed = 42): (n: number) => number {
  let s = seed
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s % n
  }
}
