import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { SeriesEventRecord } from './events'
import { hasStarted } from './state'

export function evolveSeries(state: FloorState, record: EventRecord<SeriesEventRecord>): void {
  const event = record.event
  if (event.type === 'series.created') {
    state.series.set(event.seriesId, {
      id: event.seriesId,
      name: event.name,
      versions: [event.version],
      rules: event.rules,
      finalTableSize: event.finalTableSize,
      events: [],
      createdAt: record.recordedAt,
      createdBy: record.actor
    })
    return
  }
  const series = state.series.get(event.seriesId)
  if (!series) return
  if (event.type === 'series.formulaAnnounced') {
    series.versions.push(event.version)
    // §28.6: events not started yet follow the new announcement; started ones keep their frozen formula.
    for (const binding of series.events) {
      const t = state.tournaments.get(binding.tournamentId)
      if (t && !hasStarted(t)) {
        binding.history.push({ from: binding.versionId, to: event.version.id, at: record.recordedAt, by: record.actor })
        binding.versionId = event.version.id
      }
    }
    return
  }
  series.events.push({ tournamentId: event.tournamentId, versionId: event.versionId, coefficient: event.coefficient, sequence: series.events.length + 1, history: [] })
}
