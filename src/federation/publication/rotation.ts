import { z } from 'zod'
import { canonicalJson, sha256Hex } from './canonicalJson'
import { publicKeyOf, PUBLIC_KEY_PATTERN, SIGNATURE_PATTERN, signHash, verifySignature } from './keys'

/** A hall's own key rotation (docs/federation.md): a new key announced under the old key's signature. */
export const ROTATION_FORMAT = 'floorclock.rotation/1'

export const rotationBodySchema = z.strictObject({
  format: z.literal(ROTATION_FORMAT),
  /** The key the federation knows the hall by now: it signs the request. */
  oldKey: z.string().regex(PUBLIC_KEY_PATTERN),
  /** The hall's new key: it signs the request too, so nobody announces a key they do not hold. */
  newKey: z.string().regex(PUBLIC_KEY_PATTERN),
  /** When the hall asked (ISO 8601). */
  at: z.iso.datetime({ offset: true })
})
export type RotationBody = z.infer<typeof rotationBodySchema>

export const rotationSchema = z.strictObject({
  body: rotationBodySchema,
  oldSignature: z.string().regex(SIGNATURE_PATTERN),
  newSignature: z.string().regex(SIGNATURE_PATTERN)
})
export type Rotation = z.infer<typeof rotationSchema>

/** The request a hall sends: the body's hash signed by its current key and by the new one. */
export function makeRotation(oldPem: string, newPem: string, at: string): Rotation {
  const body = rotationBodySchema.parse({
    format: ROTATION_FORMAT,
    oldKey: publicKeyOf(oldPem),
    newKey: publicKeyOf(newPem),
    at
  })
  const hash = sha256Hex(canonicalJson(body))
  return { body, oldSignature: signHash(hash, oldPem), newSignature: signHash(hash, newPem) }
}

/** Whether both signatures are the named keys' over the body as received. */
export function rotationSigned(rotation: Rotation): boolean {
  const hash = sha256Hex(canonicalJson(rotation.body))
  return (
    verifySignature(hash, rotation.oldSignature, rotation.body.oldKey) &&
    verifySignature(hash, rotation.newSignature, rotation.body.newKey)
  )
}
