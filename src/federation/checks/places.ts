import { placesOf } from '../../shared/core/results'
import type { Tournament } from '../../shared/core/tournament'
import type { PublicProtocol } from './protocol'
import { pass, refuse, type Checked } from './refusal'

/**
 * §27.7, §27.8, §28.14: the places are the journal's, recomputed — never taken from the protocol. Every entry the
 * journal places, or the protocol places, must have the same place (and the same shared range, §24.7) in both.
 */
export function checkPlaces(tournament: Tournament, protocol: PublicProtocol): Checked<null> {
  const computed = new Map(placesOf(tournament).results.map((r) => [r.entryId, r]))
  const recorded = new Map(protocol.participants.map((p) => [p.entryId, p]))
  const text = (place: number | null, placeTo: number | null): string =>
    place === null ? '—' : placeTo !== null && placeTo !== place ? `${place}–${placeTo}` : String(place)
  for (const entryId of new Set([...computed.keys(), ...recorded.keys()])) {
    const c = computed.get(entryId)
    const r = recorded.get(entryId)
    const cPlace = c?.place ?? null
    const cTo = cPlace === null ? null : (c?.placeTo ?? cPlace)
    const rPlace = r?.place ?? null
    const rTo = rPlace === null ? null : (r?.placeTo ?? rPlace)
    if (cPlace !== rPlace || cTo !== rTo)
      return refuse('federation.refused.places', {
        entry: r?.number !== undefined ? `#${r.number}` : entryId,
        recorded: text(rPlace, rTo),
        computed: text(cPlace, cTo)
      })
  }
  return pass(null)
}
