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

/**
 * A hash nobody's PIN has, in the format `hashSecret` writes: a random salt and a random digest of the same length and
 * cost. Checking a PIN against it is one scrypt exactly as costly as checking a real account's, and it never matches
 * (scrypt would have to give these 32 random bytes). Making it needs no scrypt, so the first sign-in of a made-up
 * name is not twice as slow as a real one's, and nothing pays for it ahead: the sign-in throttle is created on a
 * screen's first hello, and that screen's first clock used to wait 30–240 ms for a hash it never needs.
 */
function unmatchableHash(): string {
  return `scrypt$${N}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_BYTES).toString('base64url')}`
}

let dummy: string | undefined

/**
 * Checks a PIN against a hash nobody's PIN has, at the cost of a real check: the answer for a made-up name then
 * takes as long as a wrong PIN for a real account (timing must not tell who has an account).
 */
export function verifyAgainstNothing(secret: string): false {
  verifySecret(secret, (dummy ??= unmatchableHash()))
  return false
}
