import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto'

/**
 * A hall's key pair (Ed25519, RFC 8032, from Node's own crypto: no extra library). The public key travels as the
 * base64url text of its raw 32 bytes — short enough for a join code or a QR; the private key stays in the hall's data
 * folder as PKCS#8 PEM. What is signed is the 32 bytes of a publication's SHA-256 digest (its hash decoded from hex),
 * so any Ed25519 implementation can check a publication from its hash alone.
 */
export interface HallKeys {
  readonly publicKey: string
  readonly privateKeyPem: string
}

/** A hash as the publication writes it: SHA-256, 64 lowercase hex digits. */
export const HASH_PATTERN = /^[0-9a-f]{64}$/
/** A raw Ed25519 public key (32 bytes) in base64url without padding: 43 characters. */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** An Ed25519 signature (64 bytes) in base64url without padding: 86 characters. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{86}$/

export function generateHallKeys(): HallKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  return {
    publicKey: publicKeyText(publicKey),
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  }
}

/** The public key of a private key in PEM (a hall that kept only its private key can show its join code again). */
export function publicKeyOf(privateKeyPem: string): string {
  return publicKeyText(createPublicKey(createPrivateKey(privateKeyPem)))
}

/** Whether a text is an Ed25519 public key as halls show it (43 base64url characters that decode to a key). */
export function isPublicKey(text: string): boolean {
  if (!PUBLIC_KEY_PATTERN.test(text)) return false
  try {
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: text }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}

/** base64url of a signature by `privateKeyPem` over the 32 bytes of `hashHex`. */
export function signHash(hashHex: string, privateKeyPem: string): string {
  if (!HASH_PATTERN.test(hashHex)) throw new TypeError('signHash: not a SHA-256 hash in hex')
  return sign(null, Buffer.from(hashHex, 'hex'), createPrivateKey(privateKeyPem)).toString('base64url')
}

/** Whether `signature` is `publicKey`'s over `hashHex`. Anything malformed is simply not a valid signature. */
export function verifySignature(hashHex: string, signature: string, publicKey: string): boolean {
  if (!HASH_PATTERN.test(hashHex) || !SIGNATURE_PATTERN.test(signature) || !PUBLIC_KEY_PATTERN.test(publicKey))
    return false
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' })
    return verify(null, Buffer.from(hashHex, 'hex'), key, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

function publicKeyText(key: KeyObject): string {
  const x = key.export({ format: 'jwk' }).x
  if (typeof x !== 'string') throw new Error('not an Ed25519 key')
  return x
}
