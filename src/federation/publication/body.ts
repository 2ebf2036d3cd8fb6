import { z } from 'zod'
import { HASH_PATTERN, PUBLIC_KEY_PATTERN, SIGNATURE_PATTERN } from './keys'

/** The format every publication names; a later format gets a new name and both are read. */
export const PUBLICATION_FORMAT = 'floorclock.publication/1'

/**
 * One row of the hall's journal as it travels (src/main/store/eventStore.ts keeps the same columns): `seq` its place
 * in the hall's journal (the hall's own numbering: it orders the rows and reproduces the ids old records derived from
 * it), `stream` the tournament's id or `series`, `type` and `v` the event type and the version it is written in
 * (eventSchemas), `data` the event itself as the journal reads it at that version, then who recorded it (the name
 * only, never an account id), when it was recorded, when it happened (§26.14) and why. The federation parses `data`
 * by the schema of its type and version and folds the rows with the hall's own `evolve`.
 */
export const publishedRecordSchema = z.strictObject({
  seq: z.int().min(1),
  stream: z.string().min(1).max(64),
  type: z.string().min(1).max(80),
  v: z.int().min(1).max(1000),
  data: z.record(z.string(), z.json()),
  actor: z.string().max(200),
  recordedAt: z.int().min(0),
  occurredAt: z.int().min(0),
  reason: z.string().max(1000).nullable()
})
export type PublishedRecord = z.infer<typeof publishedRecordSchema>

/** The draw's commitment shown before it and the seed revealed after (§8.1): what anyone recomputes the seating from. */
export const publishedDrawSchema = z.strictObject({
  commitment: z.string().regex(HASH_PATTERN),
  seed: z.string().min(1).max(200)
})

/**
 * What a hall signs when its director approves a tournament (Appendix C.18) and again for each correction after it
 * (§28.14): version 1 at the approval, +1 per correction, each later version with its reason. Nothing is overwritten:
 * the federation keeps every version and counts the latest.
 */
export const publicationBodySchema = z
  .strictObject({
    format: z.literal(PUBLICATION_FORMAT),
    /** The signing hall's public key (keys.ts): the federation finds the hall by it. */
    hallKey: z.string().regex(PUBLIC_KEY_PATTERN),
    tournamentId: z.string().min(1).max(64),
    version: z.int().min(1).max(100_000),
    reason: z.string().min(1).max(1000).regex(/\S/).nullable(),
    publishedAt: z.iso.datetime({ offset: true }),
    /** The tournament's own journal rows and its series' (created, formula versions), in the hall's order. */
    records: z.array(publishedRecordSchema).min(1).max(2_000_000),
    /** The public protocol (audience 'public', §27.11) exactly as the hall shows it: any JSON. */
    protocol: z.json(),
    draw: publishedDrawSchema.nullable()
  })
  .refine((body) => body.version === 1 || body.reason !== null, {
    path: ['reason'],
    message: 'a correction after the approval (version 2 on) states its reason'
  })
export type PublicationBody = z.infer<typeof publicationBodySchema>

/** A publication as sent: the body, the SHA-256 of its canonical JSON, and the hall's signature over that hash. */
export const envelopeSchema = z.strictObject({
  body: z.unknown(),
  hash: z.string().regex(HASH_PATTERN),
  signature: z.string().regex(SIGNATURE_PATTERN)
})
export interface Envelope {
  readonly body: PublicationBody
  readonly hash: string
  readonly signature: string
}
