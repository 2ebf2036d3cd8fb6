import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

/**
 * Account PINs are kept only as salted scrypt hashes, in the journal record that set them:
 * `scrypt$<N>$<salt>$<hash>` in base64url. Verifying takes a few tens of milliseconds on purpose.
 */
const N = 16384
const KEY_BYTES = 32

export function hashSecret(secret: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(secret, salt, KEY_BYTES, { N, r: 8, p: 1 })
  return `scrypt$${N}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

export function verifySecret(secret: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false
  const n = Number(cost)
  if (!Number.isInteger(n) || n < 1024 || n > 2 ** 20) return false
  const expected = Buffer.from(hash, 'base64url')
  const given = scryptSync(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: n,
    r: 8,
    p: 1,
    maxmem: 256 * n * 8 * 2
  })
  return given.length === expected.length && timingSafeEqual(given, expected)
}

let dummy: string | undefined

/**
 * Checks a PIN against a hash nobody's PIN has, at the cost of a real check: the answer for a made-up name then
 * takes as long as a wrong PIN for a real account (timing must not tell who has an account).
 */
export function verifyAgainstNothing(secret: string): false {
  verifySecret(secret, (dummy ??= hashSecret(randomBytes(16).toString('base64url'))))
  return false
}

/** Builds the dummy hash ahead of the first sign-in, so that one is not twice as slow. */
export function warmSecretChecks(): void {
  dummy ??= hashSecret(randomBytes(16).toString('base64url'))
}
