import type { FederationMessageKey } from '../i18n'
import { publicationBodySchema, envelopeSchema, type Envelope, type PublicationBody } from './body'
import { canonicalJson, sha256Hex } from './canonicalJson'
import { signHash, verifySignature } from './keys'

/** The hash a body is signed by: SHA-256 of its canonical JSON. */
export function hashOf(body: PublicationBody): string {
  return sha256Hex(canonicalJson(body))
}

/** Seal a body: its hash and the hall's signature over it. The body is checked first, so a hall never signs nonsense. */
export function makeEnvelope(body: PublicationBody, privateKeyPem: string): Envelope {
  const parsed = publicationBodySchema.parse(body)
  const hash = hashOf(parsed)
  return { body: parsed, hash, signature: signHash(hash, privateKeyPem) }
}

export type EnvelopeCheck =
  | { readonly ok: true; readonly body: PublicationBody; readonly hash: string }
  | { readonly ok: false; readonly reason: FederationMessageKey; readonly params: Record<string, string | number> }

/**
 * An envelope on its own terms: well-formed, its hash the hash of its body, its signature the body's own hall key's.
 * Whether that key belongs to a registered, active hall is the federation's question (federation/checks); this one
 * anybody can answer with the envelope alone. The hash is recomputed from the body as parsed, so a field the schema
 * does not know is refused rather than dropped from the hash.
 */
export function checkEnvelope(envelope: unknown): EnvelopeCheck {
  const outer = envelopeSchema.safeParse(envelope)
  if (!outer.success)
    return { ok: false, reason: 'federation.refused.malformed', params: { path: pathOf(outer.error) } }
  const body = publicationBodySchema.safeParse(outer.data.body)
  if (!body.success)
    return { ok: false, reason: 'federation.refused.malformed', params: { path: `body.${pathOf(body.error)}` } }
  const hash = sha256Hex(canonicalJson(outer.data.body))
  if (hash !== outer.data.hash) return { ok: false, reason: 'federation.refused.hash', params: {} }
  if (!verifySignature(hash, outer.data.signature, body.data.hallKey))
    return { ok: false, reason: 'federation.refused.signature', params: {} }
  return { ok: true, body: body.data, hash }
}

function pathOf(error: {
  issues: readonly { path: readonly PropertyKey[]; code?: string; keys?: string[] }[]
}): string {
  const issue = error.issues[0]
  const keys = issue?.code === 'unrecognized_keys' ? (issue.keys ?? []).slice(0, 1) : []
  return [...(issue?.path ?? []), ...keys].map(String).join('.') || '(the whole)'
}
