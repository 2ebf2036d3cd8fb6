import { versionOf } from '../../shared/core/eventSchemas'
import type { EventRecord } from '../../shared/core/record'
import type { PublishedRecord } from './body'

type SeriesFacts = { type: string; seriesId?: string }

/**
 * The rows a publication carries (docs/federation.md), from the hall's journal in its order: the tournament's own
 * stream but `tournament.displayed` (which screen showed it is the hall's fact, not the tournament's), and, when it is
 * attached to a series, that series' creation and formula versions (§28.1, §28.6) — the records its points and its fold
 * need. Never the player database: names and contacts stay in the hall (§27.11). Each row at the version this build
 * writes, its author by name only (an account's id is the hall's). The tournament export picks the same rows.
 */
export function publishedRecordsOf(journal: Iterable<EventRecord>, tournamentId: string): PublishedRecord[] {
  const all = [...journal]
  const own = all.filter((r) => r.stream === tournamentId && r.event.type !== 'tournament.displayed')
  const attached = own.find((r) => r.event.type === 'series.tournamentAttached')
  const seriesId = attached ? (attached.event as SeriesFacts).seriesId : undefined
  const series = seriesId
    ? all.filter((r) => {
        const e = r.event as SeriesFacts
        return (
          r.stream === 'series' &&
          e.seriesId === seriesId &&
          (e.type === 'series.created' || e.type === 'series.formulaAnnounced')
        )
      })
    : []
  return [...own, ...series]
    .sort((a, b) => a.seq - b.seq)
    .map((r) => ({
      seq: r.seq,
      stream: r.stream,
      type: r.event.type,
      v: versionOf(r.event.type),
      data: JSON.parse(JSON.stringify(portable(r.event))) as PublishedRecord['data'],
      actor: r.actor,
      recordedAt: r.recordedAt,
      occurredAt: r.occurredAt,
      reason: r.reason
    }))
}

/** Whether the tournament was imported into this hall is the installation's fact, not the tournament's (as exports). */
function portable(event: EventRecord['event']): EventRecord['event'] {
  if (event.type !== 'tournament.created' || !event.imported) return event
  const { imported: _imported, ...rest } = event
  return rest
}
