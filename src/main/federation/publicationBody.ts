import { PUBLICATION_FORMAT, type PublicationBody } from '../../federation/publication'
import { publishedRecordsOf } from '../../federation/publication/records'
import { buildProtocol, protocolInput } from '../../shared/core/protocol'
import type { EventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'

export interface BodyInput {
  /** The folded state as it stood at the publication's record. */
  readonly state: FloorState
  readonly tournamentId: string
  /** The tournament's own records up to that record, oldest first. */
  readonly records: readonly EventRecord[]
  /** The series stream's records up to it (the publication takes its series' creation and formula versions). */
  readonly series: readonly EventRecord[]
  readonly hallKey: string
  readonly version: number
  readonly reason: string | null
  /** The moment of the approval or correction that made this version (its record's time). */
  readonly at: number
  readonly timeZone: string
}

/**
 * A tournament's publication (Appendix C, §28.12): its journal records and its series' in the hall's order, its
 * public protocol (§27.11: public names, points, statuses; unpublished discipline records counted, not shown), and
 * the draw's commitment with its revealed seed, so anyone can recompute the seating (§8.1). Made from the journal at
 * the publication's record and dated by it, so the same journal always gives the same body. Null when the
 * tournament is not in the state.
 */
export function publicationBody(input: BodyInput): PublicationBody | null {
  // What the hall display showed is this installation's, not the tournament's (as in an export): it does not travel.
  const own = input.records.filter((r) => r.event.type !== 'tournament.displayed')
  const protocolIn = protocolInput(input.state, input.tournamentId, own)
  if (!protocolIn) return null
  const protocol = buildProtocol(protocolIn, { audience: 'public', generatedAt: input.at, timeZone: input.timeZone })
  // The rows the federation folds, picked as the federation's format picks them (its series' records, §28.1, §28.6).
  const records = publishedRecordsOf([...own, ...input.series], input.tournamentId)
  // A JSON round trip: the body is exactly what the federation will parse (no undefined members, no class objects).
  return JSON.parse(
    JSON.stringify({
      format: PUBLICATION_FORMAT,
      hallKey: input.hallKey,
      tournamentId: input.tournamentId,
      version: input.version,
      reason: input.reason,
      publishedAt: new Date(input.at).toISOString(),
      records,
      protocol,
      draw: protocol.draw ? { commitment: protocol.draw.commitment, seed: protocol.draw.seed } : null
    })
  ) as PublicationBody
}
