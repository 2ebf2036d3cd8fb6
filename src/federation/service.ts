import { checkContents, type Refusal } from './checks'
import type { FederationDb } from './db/database'
import { inEveryLanguage, type FederationMessageKey } from './i18n'
import { checkEnvelope, sha256Hex, type Envelope } from './publication'
import { keyOf } from './store/halls'
import { acceptedHash, insertAccepted, insertRefused, type RefusedNames } from './store/publications'
import { linkPlayers } from './store/registry'

/** The answer to a publication: counted, or refused with its reason in every language (a hall of any build shows it). */
export type PublicationAnswer =
  | { readonly state: 'accepted'; readonly already: boolean; readonly version: number }
  | {
      readonly state: 'refused'
      readonly reason: FederationMessageKey
      readonly params: Refusal['params']
      readonly messages: ReturnType<typeof inEveryLanguage>
    }

export interface Answered {
  readonly status: number
  readonly answer: PublicationAnswer
}

/** The HTTP status of a refusal: what was sent is unreadable (400), not this hall's to send (403), taken (409), wrong (422). */
const STATUS: Partial<Record<FederationMessageKey, number>> = {
  'federation.refused.notJson': 400,
  'federation.refused.malformed': 400,
  'federation.refused.tooLarge': 413,
  'federation.refused.hash': 403,
  'federation.refused.signature': 403,
  'federation.refused.unknownHall': 403,
  'federation.refused.suspendedHall': 403,
  'federation.refused.keyRetired': 403,
  'federation.refused.conflict': 409
}

/**
 * Receive one publication (Appendix C.18, §28.14), in the order a stranger would check it: readable, its hash its
 * contents', signed by its own key; that key a registered hall's, the hall active, the key valid when it was published;
 * not a different text for a version already accepted; then the contents (checks/). Accepted: stored once with its
 * facts and its players linked, in one transaction. An identical re-send is answered `accepted` again and stores
 * nothing. Refused: the reason is logged once per (hash, reason), nothing else is kept and nothing is counted.
 */
export async function receivePublication(db: FederationDb, text: string): Promise<Answered> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refused(db, namesOf(undefined, sha256Hex(text)), { reason: 'federation.refused.notJson', params: {} })
  }
  const envelope = checkEnvelope(parsed)
  if (!envelope.ok) return refused(db, namesOf(parsed, sha256Hex(text)), envelope)
  const body = envelope.body
  const names = namesOf(parsed, envelope.hash)
  const key = await keyOf(db, body.hallKey)
  if (!key) return refused(db, names, { reason: 'federation.refused.unknownHall', params: {} })
  const known = { ...names, hallId: key.hallId }
  if (key.hallState === 'suspended')
    return refused(db, known, { reason: 'federation.refused.suspendedHall', params: {} })
  if (key.validUntil !== null && Date.parse(body.publishedAt) >= Date.parse(key.validUntil))
    return refused(db, known, { reason: 'federation.refused.keyRetired', params: { retiredAt: key.validUntil } })
  const before = await sameVersion(db, known)
  if (before) return before
  const contents = checkContents(body)
  if (!contents.ok) return refused(db, known, contents)
  const stored: Envelope = { body, hash: envelope.hash, signature: (parsed as Envelope).signature }
  const inserted = await db.transaction(async (tx) => {
    if (!(await insertAccepted(tx, key.hallId, stored, contents.value))) return false
    await linkPlayers(tx, key.hallId, contents.value.publicNames)
    return true
  })
  if (!inserted) {
    // The same version was stored by a push that ran at the same time: answered as that one was.
    const meanwhile = await sameVersion(db, known)
    if (meanwhile) return meanwhile
  }
  return { status: 200, answer: { state: 'accepted', already: false, version: body.version } }
}

/** An accepted version of the same number: the same hash is a re-send, another hash a conflict. */
async function sameVersion(db: FederationDb, names: RefusedNames & { hallId: number }): Promise<Answered | null> {
  const { hallId, tournamentId, version, hash } = names
  const existing = await acceptedHash(db, hallId, tournamentId, version)
  if (existing === null) return null
  if (existing === hash) return { status: 200, answer: { state: 'accepted', already: true, version } }
  return refused(db, names, { reason: 'federation.refused.conflict', params: { version } })
}

async function refused(db: FederationDb, names: RefusedNames, refusal: Refusal): Promise<Answered> {
  await insertRefused(db, names, refusal)
  return {
    status: STATUS[refusal.reason] ?? 422,
    answer: {
      state: 'refused',
      reason: refusal.reason,
      params: refusal.params,
      messages: inEveryLanguage(refusal.reason, refusal.params)
    }
  }
}

/** What a refusal row can say of a publication it could not fully read. */
function namesOf(parsed: unknown, hash: string): RefusedNames {
  const body = (parsed as { body?: Record<string, unknown> } | undefined)?.body
  const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '')
  const version = body?.version
  return {
    hallId: null,
    hallKey: text(body?.hallKey, 64),
    tournamentId: text(body?.tournamentId, 64),
    version: Number.isSafeInteger(version) && (version as number) >= 0 ? Math.min(version as number, 2 ** 31 - 1) : 0,
    hash
  }
}
