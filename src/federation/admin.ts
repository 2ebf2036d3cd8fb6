import { z } from 'zod'
import { compileRatingFormula, RatingFormula, TieBreak } from '../shared/core/league'
import type { FederationDb } from './db/database'
import type { FederationMessageKey } from './i18n'
import { isPublicKey, rotationSchema, rotationSigned } from './publication'
import { hallById, insertHall, keyOf, keyTaken, rotateKey, setHallState, type Hall } from './store/halls'
import { announceFormula, insertSeries, seriesExists } from './store/series'

/** An administrator's request answered: its value, or a message key with its parameters and an HTTP status. */
export type AdminResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false
      readonly status: number
      readonly code: FederationMessageKey
      readonly params: Record<string, string | number>
    }

export const fail = (status: number, code: FederationMessageKey, params: Record<string, string | number> = {}) =>
  ({ ok: false, status, code, params }) as const

const PublicKey = z.string().refine(isPublicKey, { message: 'not an Ed25519 public key' })
const Day = z.iso.date()

export const RegisterHall = z.strictObject({ name: z.string().trim().min(1).max(120), publicKey: PublicKey })
export const RotateKey = z.strictObject({ publicKey: PublicKey })
export const CreateSeries = z.strictObject({
  name: z.string().trim().min(1).max(120),
  formula: RatingFormula,
  tieBreaks: z.array(TieBreak).min(1).max(8).default(['wins', 'best-place', 'shared']),
  finalTableSize: z.int().min(2).max(12).default(9),
  countBest: z.int().min(1).max(1000).optional(),
  from: Day.optional(),
  to: Day.optional()
})
export const AnnounceFormula = z.strictObject({ formula: RatingFormula, from: Day })

export function parse<S extends z.ZodType>(schema: S, input: unknown): AdminResult<z.output<S>> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []
  return fail(400, 'federation.error.badRequest', {
    path: [...(issue?.path ?? []), ...keys].map(String).join('.') || '(the request)'
  })
}

/** A formula the hall's own compiler refuses (§28.3) is refused here too, before it is stored. */
function formulaProblem(formula: z.output<typeof RatingFormula>): AdminResult<never> | null {
  try {
    compileRatingFormula(formula)
    return null
  } catch {
    return fail(400, 'federation.error.badRequest', { path: 'formula' })
  }
}

/** Register a hall by the public key its admin shows (its join code) and a name. A key is one hall's, forever. */
export async function registerHall(db: FederationDb, input: unknown): Promise<AdminResult<Hall>> {
  const req = parse(RegisterHall, input)
  if (!req.ok) return req
  const id = await db.transaction(async (tx) => {
    if (await keyTaken(tx, req.value.publicKey)) return null
    return insertHall(tx, req.value.name, req.value.publicKey)
  })
  if (id === null) return fail(409, 'federation.error.hallKeyTaken')
  return { ok: true, value: (await hallById(db, id))! }
}

/** Suspend a hall (its new publications are refused; what it published stays) or make it active again. */
export async function setHall(db: FederationDb, hallId: number, state: Hall['state']): Promise<AdminResult<Hall>> {
  if (!(await setHallState(db, hallId, state))) return fail(404, 'federation.error.hallUnknown', { hallId })
  return { ok: true, value: (await hallById(db, hallId))! }
}

/** Rotate a hall's key: the old one verifies what was published before now, the new one signs from now on. */
export async function rotateHallKey(db: FederationDb, hallId: number, input: unknown): Promise<AdminResult<Hall>> {
  const req = parse(RotateKey, input)
  if (!req.ok) return req
  const outcome = await db.transaction(async (tx) => {
    if (!(await hallById(tx, hallId))) return 'unknown' as const
    if (await keyTaken(tx, req.value.publicKey)) return 'taken' as const
    await rotateKey(tx, hallId, req.value.publicKey)
    return 'done' as const
  })
  if (outcome === 'unknown') return fail(404, 'federation.error.hallUnknown', { hallId })
  if (outcome === 'taken') return fail(409, 'federation.error.hallKeyTaken')
  return { ok: true, value: (await hallById(db, hallId))! }
}

/**
 * A hall rotates its own key (no administrator): the request names the current key and the new one and is signed by
 * both — the old key is the hall's authority, the new one proves the hall holds it. The old key stops signing now and
 * still verifies what it signed before (`keyRetired`). Sent again (its answer lost), it is answered as done, with
 * nothing changed. Refused, changing nothing: malformed, a signature that is not both keys', a key no hall holds, a
 * suspended hall, an old key already retired, a new key already registered.
 */
export async function rotateOwnKey(
  db: FederationDb,
  input: unknown
): Promise<AdminResult<{ hallId: number; publicKey: string; already: boolean }>> {
  const parsed = rotationSchema.safeParse(input)
  if (!parsed.success)
    return fail(400, 'federation.refused.malformed', { path: parsed.error.issues[0]?.path.join('.') ?? '' })
  const rotation = parsed.data
  if (!rotationSigned(rotation)) return fail(403, 'federation.refused.signature')
  const { oldKey, newKey } = rotation.body
  return db.transaction(async (tx) => {
    const old = await keyOf(tx, oldKey)
    if (!old) return fail(403, 'federation.refused.unknownHall')
    if (old.hallState === 'suspended') return fail(403, 'federation.refused.suspendedHall')
    const next = await keyOf(tx, newKey)
    if (next && next.hallId === old.hallId && next.validUntil === null && old.validUntil !== null)
      return { ok: true as const, value: { hallId: old.hallId, publicKey: newKey, already: true } }
    if (next) return fail(409, 'federation.error.hallKeyTaken')
    if (old.validUntil !== null) return fail(403, 'federation.refused.keyRetired', { retiredAt: old.validUntil })
    await rotateKey(tx, old.hallId, newKey)
    return { ok: true as const, value: { hallId: old.hallId, publicKey: newKey, already: false } }
  })
}

/** §28.1: a federation series with its formula (the hall's formula language), tie-breaks (§28.7) and season. */
export async function createSeries(db: FederationDb, input: unknown): Promise<AdminResult<{ id: number }>> {
  const req = parse(CreateSeries, input)
  if (!req.ok) return req
  const bad = formulaProblem(req.value.formula)
  if (bad) return bad
  const { from, to, ...rest } = req.value
  const id = await db.transaction((tx) => insertSeries(tx, { ...rest, fromDate: from, toDate: to }))
  return { ok: true, value: { id } }
}

/** §28.6: a new formula version for events dated from `from`; events before keep theirs. */
export async function announceSeriesFormula(
  db: FederationDb,
  seriesId: number,
  input: unknown
): Promise<AdminResult<{ id: number }>> {
  const req = parse(AnnounceFormula, input)
  if (!req.ok) return req
  const bad = formulaProblem(req.value.formula)
  if (bad) return bad
  if (!(await seriesExists(db, seriesId))) return fail(404, 'federation.error.notFound')
  await announceFormula(db, seriesId, req.value.formula, req.value.from)
  return { ok: true, value: { id: seriesId } }
}
