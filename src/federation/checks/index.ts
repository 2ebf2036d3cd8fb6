import { toSeriesResults, type SeriesEventResult } from '../../shared/core/league'
import { placesOf } from '../../shared/core/results'
import type { PublicationBody } from '../publication'
import { checkDraw } from './draw'
import { checkPlaces } from './places'
import { readProtocol } from './protocol'
import { foldPublication } from './records'
import { pass, refuse, type Checked } from './refusal'

export type { Refusal, Checked } from './refusal'

/** What an accepted publication contributes: its name and date, its results by the hall's local players. */
export interface PublicationFacts {
  readonly name: string
  readonly date: string
  readonly entrants: number
  /** §28.4: the results the rating reads, by the hall's local player id (the id the entry was registered as). */
  readonly results: SeriesEventResult[]
  /** The public name (§27.11) of each local player, from the public protocol, for the federation's registry. */
  readonly publicNames: Record<string, string>
}

/**
 * The federation checks before it counts (the signature was checked before this): the records parse and fold, the
 * results were approved (Appendix C.18), the protocol is this tournament's public one, its places are the journal's,
 * its draw is the seed's. The first failing check is the reason; nothing of a refused publication is counted.
 */
export function checkContents(body: PublicationBody): Checked<PublicationFacts> {
  try {
    return checkFolded(body)
  } catch (error) {
    // A journal every record of which folds can still hold what no hall's commands make (an entry eliminated by one
    // never registered): the core refuses to compute from it, and so does the federation, saying what the core said.
    return refuse('federation.refused.notComputable', { detail: String((error as Error).message).slice(0, 300) })
  }
}

function checkFolded(body: PublicationBody): Checked<PublicationFacts> {
  const folded = foldPublication(body)
  if (!folded.ok) return folded
  const { tournament } = folded.value
  if (!tournament.results.approval) return refuse('federation.refused.notApproved')
  const protocol = readProtocol(body.protocol, body.tournamentId)
  if (!protocol.ok) return protocol
  const places = checkPlaces(tournament, protocol.value)
  if (!places.ok) return places
  const draw = checkDraw(tournament, body, protocol.value)
  if (!draw.ok) return draw
  const table = placesOf(tournament)
  // §28.9: each result stays under the record it was registered as; the federation links that record once.
  const playerOf = (entryId: string): string => tournament.registration.entries.get(entryId)?.registeredAs ?? entryId
  const publicNames: Record<string, string> = {}
  for (const p of protocol.value.participants) publicNames[playerOf(p.entryId)] ??= p.publicName
  return pass({
    name: tournament.fields.name,
    date: tournament.fields.date,
    entrants: table.results.length,
    results: toSeriesResults(table, playerOf),
    publicNames
  })
}
