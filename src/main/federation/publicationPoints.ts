/** What the outbox reads of a tournament's journal row to find where a publication is due. */
export interface PointRow {
  readonly seq: number
  readonly type: string
  readonly reason: string | null
  readonly actor: string
  readonly recordedAt: number
}

/** A record of the tournament's journal after which a version of its publication is due. */
export interface PublicationPoint {
  readonly seq: number
  readonly version: number
  /** Null for the first version; the reopening's or the correction's reason for every later one. */
  readonly reason: string | null
}

/** Installation-local records that never travel (the export leaves them out too): not a correction of anything. */
const LOCAL_TYPES = new Set(['tournament.displayed'])

/**
 * Where a tournament's publications are due, from its journal alone (so a restart finds the same versions):
 * - §28.12, Appendix C.18: the first approval is version 1;
 * - §28.12: approved results reopened with a reason and approved again publish the next version with the
 *   reopening's reason;
 * - Appendix C.18, §28.14: a correction recorded with a reason while the results stand approved (a discipline
 *   record after the approval, say) publishes the next version with its reason. The records one command wrote (the
 *   same moment, author and reason, one after another) are one correction.
 * Nothing before the first approval is published, nor anything while the results are reopened (the next approval
 * publishes it).
 */
export function publicationPoints(rows: Iterable<PointRow>): PublicationPoint[] {
  const points: PublicationPoint[] = []
  let approved = false
  let reopened: string | null | undefined
  let last: PointRow | null = null
  for (const row of rows) {
    const previous = last
    last = row
    if (row.type === 'results.approved') {
      const version = points.length + 1
      points.push({ seq: row.seq, version, reason: version === 1 ? null : (reopened ?? '') })
      approved = true
      reopened = undefined
      continue
    }
    if (row.type === 'results.reopened') {
      reopened = row.reason ?? ''
      continue
    }
    if (!approved || reopened !== undefined || row.reason === null || LOCAL_TYPES.has(row.type)) continue
    const point = points.at(-1)!
    const sameCommand =
      previous !== null &&
      previous.seq === point.seq &&
      previous.recordedAt === row.recordedAt &&
      previous.actor === row.actor &&
      previous.type !== 'results.approved' &&
      point.reason === row.reason
    if (sameCommand) points[points.length - 1] = { ...point, seq: row.seq }
    else points.push({ seq: row.seq, version: points.length + 1, reason: row.reason })
  }
  return points
}
