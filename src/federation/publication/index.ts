/**
 * The publication format shared by the hall that signs and the federation that checks (docs/federation.md). Pure and
 * Node-only: node:crypto for SHA-256 and Ed25519, zod for the shape.
 */
export { canonicalJson, sha256Hex } from './canonicalJson'
export {
  generateHallKeys,
  publicKeyOf,
  isPublicKey,
  signHash,
  verifySignature,
  HASH_PATTERN,
  PUBLIC_KEY_PATTERN,
  SIGNATURE_PATTERN,
  type HallKeys
} from './keys'
export {
  PUBLICATION_FORMAT,
  publicationBodySchema,
  publishedRecordSchema,
  publishedDrawSchema,
  envelopeSchema,
  type PublicationBody,
  type PublishedRecord,
  type Envelope
} from './body'
export { makeEnvelope, checkEnvelope, hashOf, type EnvelopeCheck } from './envelope'
export { publishedRecordsOf } from './records'
export {
  ROTATION_FORMAT,
  rotationBodySchema,
  rotationSchema,
  makeRotation,
  rotationSigned,
  type Rotation,
  type RotationBody
} from './rotation'
