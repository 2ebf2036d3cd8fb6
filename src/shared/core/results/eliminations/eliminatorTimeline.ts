import { reject } from '../../rejection'
import type { Tournament } from '../../tournament/state'

/** One hand as the order of eliminations reads it: the entries out in it and who eliminated each. */
interface HandLine {
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

/** The order of eliminations with the proposed hand in its place (undone entries left out of their hands). */
function orderWith(t: Tournament, proposed: ProposedHand): HandLine[] {
  const live: HandLine[] = []
  for (const id of t.results.handOrder) {
    const hand = t.results.hands.get(id)
    if (!hand || (hand.entryIds.length === 0 && id !== proposed.handId)) continue
    live.push(
      id === proposed.handId
        ? proposed
        : { handId: id, level: hand.level, busts: hand.outcome.busts.filter((b) => hand.entryIds.includes(b.entryId)) }
    )
  }
  const kept = live.findIndex((h) => h.handId === proposed.handId)
  if (proposed.before === undefined && kept >= 0) return live
  const others = live.filter((h) => h.handId !== proposed.handId)
  const at = proposed.before ? others.findIndex((h) => h.handId === proposed.before) : -1
  if (at < 0) return [...others, proposed]
  return [...others.slice(0, at), proposed, ...others.slice(at)]
}

/**
 * §27.6, §26.14, §27.8, §5.10: the order of eliminations is one story. Nobody is named as the eliminating player in a
 * hand placed after the one they went out in — a hand entered after the fact at an earlier level, or a correction
 * that moves a hand or changes an eliminator, would otherwise put a player out before the knockout they made (their
 * place below the player they knocked out, and the bounty passed onto a head no longer in play). Only what the
 * proposed hand changes is checked: its eliminators, and the players it puts out.
 */
export function requireEliminatorsInPlay(
  t: Tournament,
  proposed: ProposedHand,
  nameOf: (entryId: string) => string
): void {
  const order = orderWith(t, proposed)
  const at = order.findIndex((h) => h.handId === proposed.handId)
  const outBefore = new Map<string, HandLine>()
  for (const hand of order.slice(0, at)) for (const b of hand.busts) outBefore.set(b.entryId, hand)
  for (const b of proposed.busts)
    for (const id of b.eliminatedBy ?? []) {
      const out = outBefore.get(id)
      if (out)
        reject('results.error.eliminatorOutBefore', 'The eliminating player went out in an earlier hand', {
          field: 'busts.eliminatedBy',
          params: { name: nameOf(id), level: out.level }
        })
    }
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
