import { drawRecordOf, verifyDrawRecord } from '../../shared/core/seating'
import type { Tournament } from '../../shared/core/tournament'
import type { PublicationBody } from '../publication'
import type { PublicProtocol } from './protocol'
import { pass, refuse, type Checked } from './refusal'

/**
 * §8.1: the initial draw is the one its seed gives. The commitment and the seed the publication reveals must be the
 * ones its journal recorded (the commitment before the draw), and the protocol must show the same; then the seating is
 * recomputed from the seed, the hall's number, the tables and the entries (`verifyDrawRecord`, the hall's own checker)
 * and must equal the seating the journal recorded. A journal without a verifiable draw publishes none.
 */
export function checkDraw(tournament: Tournament, body: PublicationBody, protocol: PublicProtocol): Checked<null> {
  const initial = tournament.seating?.initialDraw ?? null
  const proof = initial?.proof ?? null
  if (!initial || !proof) return body.draw === null ? pass(null) : refuse('federation.refused.drawUnrecorded')
  if (body.draw === null) return refuse('federation.refused.drawMissing')
  const same = (d: { commitment: string; seed: string }): boolean =>
    d.commitment === proof.commitment && d.seed === proof.seed
  if (!same(body.draw) || (protocol.draw !== null && !same(protocol.draw)))
    return refuse('federation.refused.drawCommitment')
  const entryLabel = (entryId: string): { entry: string; name: string } => ({
    entry: `#${tournament.registration.entries.get(entryId)?.number ?? entryId}`,
    name: ''
  })
  const record = drawRecordOf(initial, entryLabel)
  if (!record) return refuse('federation.refused.drawMissing')
  const check = verifyDrawRecord(record)
  if (!check.ok) return refuse('federation.refused.drawSeed', { problem: check.problems[0] ?? '' })
  return pass(null)
}
