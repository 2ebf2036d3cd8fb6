import { reject } from '../../rejection'
import type { Tournament } from '../../tournament'

/** One hand as the order of eliminations reads it: the entries out in it and who eliminated each. */
export interface HandLine {
  readonly handId: string
  readonly level: number
  readonly busts: ReadonlyArray<{ readonly entryId: string; readonly eliminatedBy?: readonly string[] }>
}

/**
 * A hand about to be recorded or corrected, and where it goes in the order of eliminations: before the hand `before`
 * names, at the end (null), or — `before` left out — where a corrected hand already stands (a new hand: at the end).
 */
export interface ProposedHand extends HandLine {
  readonly before?: string | null
}

/** The hands recorded, in the order of eliminations, with only the entries still out in each (an undo removes them). */
export function liveHands(t: Tournament): HandLine[] {
  const live: HandLine[] = []
  for (const id of t.results.handOrder) {
    const hand = t.results.hands.get(id)
    if (!hand || hand.entryIds.length === 0) continue
    live.push({
      handId: id,
      level: hand.level,
      busts: hand.outcome.busts.filter((b) => hand.entryIds.includes(b.entryId))
    })
  }
  return live
}

/**
 * The order of eliminations with the proposed hand in its place. `live` is the order as recorded (the admin's form
 * reads it from the results view, newest hand last), so the core and the form place a hand the same way.
 */
export function orderWith(live: readonly HandLine[], proposed: ProposedHand): HandLine[] {
  const kept = live.findIndex((h) => h.handId === proposed.handId)
  if (proposed.before === undefined && kept >= 0) return live.map((h, i) => (i === kept ? proposed : h))
  const others = live.filter((h) => h.handId !== proposed.handId)
  const at = proposed.before ? others.findIndex((h) => h.handId === proposed.before) : -1
  if (at < 0) return [...others, proposed]
  return [...others.slice(0, at), proposed, ...others.slice(at)]
}

/** Why an entry may not be named as the eliminating player of a bust; null when it may. */
export type EliminatorBar =
  { readonly why: 'self' } | { readonly why: 'sameHand' } | { readonly why: 'outBefore'; readonly level: number }

/**
 * §27.6, §26.14, §5.10: who may be named as the eliminating player of `bustEntryId` in the hand `handId`, the order of
 * eliminations read with that hand in its place (`orderWith`). Not the player out themself, not a player out in the
 * same hand, and nobody out in a hand placed before it: they were no longer in play. A player out in a later hand may
 * be named (a paper record entered after the fact, §26.14). Only entries that played are candidates at all (the caller
 * asks about those). The one rule for the core's check and for the choices the admin's forms offer.
 */
export function eliminatorBar(
  order: readonly HandLine[],
  handId: string,
  bustEntryId: string,
  candidateId: string
): EliminatorBar | null {
  if (candidateId === bustEntryId) return { why: 'self' }
  for (const hand of order) {
    if (hand.handId === handId) return hand.busts.some((b) => b.entryId === candidateId) ? { why: 'sameHand' } : null
    if (hand.busts.some((b) => b.entryId === candidateId)) return { why: 'outBefore', level: hand.level }
  }
  return null
}

/** A hand's level and when it happened: what places a hand in the order of eliminations (§26.14, §24.7). */
export interface TimedHand {
  readonly handId: string
  readonly level: number
  readonly occurredAt: number
}

const MINUTE = 60_000

/** Where a hand goes: before the hand named (undefined: at the end), or why its level and time do not say. */
export type Placement =
  | { readonly before: string | undefined }
  | { readonly unknown: 'meta.occurredAt' | 'position'; readonly level: number }
  | { readonly notFound: string }

/**
 * §26.14, §24.7, §27.7: where a hand goes among the live hands (in the order of eliminations, the hand itself left
 * out) — after every hand of an earlier level or an earlier minute of its level, before every later one; or where the
 * director placed it (`position`). When neither the level nor the time orders it (no time given while later levels are
 * recorded, or the same minute as another hand of its level) the answer says so: never a silent guess.
 */
export function placeAmong(
  live: readonly TimedHand[],
  level: number,
  occurredAt: number | undefined,
  position?: { readonly before: string | null }
): Placement {
  if (position) {
    if (position.before === null) return { before: undefined }
    if (!live.some((h) => h.handId === position.before)) return { notFound: position.before }
    return { before: position.before }
  }
  const minute = occurredAt === undefined ? null : Math.floor(occurredAt / MINUTE)
  const laterLevels = live.some((h) => h.level > level)
  let before: string | undefined
  for (const h of live) {
    const sameLevel = h.level === level
    const hMinute = Math.floor(h.occurredAt / MINUTE)
    if (sameLevel && (minute === null ? laterLevels : hMinute === minute))
      return { unknown: minute === null ? 'meta.occurredAt' : 'position', level }
    const later = h.level > level || (sameLevel && minute !== null && hMinute > minute)
    if (later && before === undefined) before = h.handId
  }
  return { before }
}

/** A recorded hand as the results view shows it (`HandRow`: newest first, the entries still out). */
export interface ShownHand {
  readonly handId: string
  readonly level: number
  readonly occurredAt: number
  readonly entries: ReadonlyArray<{ readonly entryId: string; readonly eliminatedByIds: readonly string[] }>
}

/** A hand a form is about to send: a correction of a recorded hand, or a new one (a fresh id). */
export interface FormHand {
  readonly handId: string
  readonly level: number
  /** When it happened; undefined: now (a live record) or unchanged. */
  readonly occurredAt?: number
  /** The director's explicit position (§27.7), or undefined: by level and time. */
  readonly position?: { readonly before: string | null }
  /** A correction whose level, time and position are as recorded stays where it is. */
  readonly inPlace?: boolean
  readonly busts: ReadonlyArray<{ readonly entryId: string; readonly eliminatedBy?: readonly string[] }>
}

/**
 * §27.6, §26.14, §5.10: the eliminating players a form may offer for each bust of the hand it is about to send —
 * the `candidates` that `eliminatorBar` lets through, the hand placed in the order of eliminations as the core places
 * it (`placeAmong`, `orderWith`). Where its level and time do not order it the core will ask for a position; until
 * then the form reads it at the end (a new hand) or where it stands (a correction). Bust id → the candidate ids, in
 * the order given.
 */
export function offeredEliminators(
  shown: readonly ShownHand[],
  hand: FormHand,
  candidates: readonly string[]
): Map<string, string[]> {
  const recorded = [...shown].reverse()
  const live: Array<HandLine & TimedHand> = recorded.map((h) => ({
    handId: h.handId,
    level: h.level,
    occurredAt: h.occurredAt,
    busts: h.entries.map((e) => ({ entryId: e.entryId, eliminatedBy: e.eliminatedByIds }))
  }))
  let before: string | null | undefined
  if (!hand.inPlace) {
    const placed = placeAmong(
      live.filter((h) => h.handId !== hand.handId),
      hand.level,
      hand.occurredAt ?? live.find((h) => h.handId === hand.handId)?.occurredAt,
      hand.position
    )
    if ('before' in placed) before = placed.before ?? null
  }
  const order = orderWith(live, { handId: hand.handId, level: hand.level, busts: hand.busts, before })
  return new Map(
    hand.busts.map((b) => [
      b.entryId,
      candidates.filter((id) => eliminatorBar(order, hand.handId, b.entryId, id) === null)
    ])
  )
}

/**
 * §27.6, §26.14, §27.8, §5.10: the order of eliminations is one story. Nobody is named as the eliminating player in a
 * hand placed after the one they went out in — a hand entered after the fact at an earlier level, or a correction
 * that moves a hand or changes an eliminator, would otherwise put a player out before the knockout they made (their
 * place below the player they knocked out, and the bounty passed onto a head no longer in play). Only what the
 * proposed hand changes is checked: its eliminators (by `eliminatorBar`), and the players it puts out.
 */
export function requireEliminatorsInPlay(
  t: Tournament,
  proposed: ProposedHand,
  nameOf: (entryId: string) => string
): void {
  const order = orderWith(liveHands(t), proposed)
  proposed.busts.forEach((b, i) => {
    for (const id of b.eliminatedBy ?? []) {
      const bar = eliminatorBar(order, proposed.handId, b.entryId, id)
      const field = `busts.${i}.eliminatedBy`
      if (bar?.why === 'outBefore')
        reject('results.error.eliminatorOutBefore', 'The eliminating player went out in an earlier hand', {
          field,
          params: { name: nameOf(id), level: bar.level }
        })
      if (bar?.why === 'sameHand')
        reject('results.error.eliminatorOut', 'The eliminating player went out in the same hand', { field })
      if (bar?.why === 'self') reject('error.entry.eliminatorNotIn', 'An entry cannot eliminate itself', { field })
    }
  })
  const at = order.findIndex((h) => h.handId === proposed.handId)
  const outHere = new Set(proposed.busts.map((b) => b.entryId))
  for (const hand of order.slice(at + 1))
    for (const b of hand.busts)
      for (const id of b.eliminatedBy ?? [])
        if (outHere.has(id))
          reject('results.error.eliminatorLater', 'A player out in this hand eliminated a player in a later hand', {
            field: 'level',
            params: { name: nameOf(id), level: hand.level }
          })
}
