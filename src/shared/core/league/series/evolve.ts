import type { EventRecord } from '../../record'
import type { FloorState } from '../../state'
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
      lots: [],
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
  if (event.type === 'series.tournamentAttached') {
    series.events.push({
      tournamentId: event.tournamentId,
      versionId: event.versionId,
      coefficient: event.coefficient,
      buyinCategory: event.buyinCategory ?? null,
      sequence: series.events.length + 1,
      history: [],
      excluded: null,
      exclusionHistory: [],
      annulments: new Map()
    })
    return
  }
  if (event.type === 'series.lotsDrawn') {
    // §28.7ж: recorded so every later recomputation replays the same order for the same group.
    for (const lot of event.lots)
      series.lots.push({
        order: lot.order,
        drawnAt: record.recordedAt,
        drawnBy: record.actor,
        reason: event.reason,
        physicalBy: event.physical?.drawnBy ?? null
      })
    return
  }
  const binding = series.events.find((e) => e.tournamentId === event.tournamentId)
  if (!binding) return
  const decision = { reason: event.reason, by: record.actor, at: record.recordedAt }
  switch (event.type) {
    case 'series.eventExcluded':
      binding.excluded = decision
      binding.exclusionHistory.push({ ...decision, excluded: true })
      return
    case 'series.eventIncluded':
      binding.excluded = null
      binding.exclusionHistory.push({ ...decision, excluded: false })
      return
    case 'series.pointsAnnulled':
      binding.annulments.set(
        event.entryId,
        event.mode === 'full'
          ? { mode: 'full', reason: decision.reason, by: decision.by, at: decision.at }
          : {
              mode: 'partial',
              keptShare: event.keptShare ?? 0,
              reason: decision.reason,
              by: decision.by,
              at: decision.at
            }
      )
      return
    case 'series.pointsRestored':
      binding.annulments.delete(event.entryId)
      return
    case 'series.mergeConflictResolved':
      for (const entryId of event.dropEntryIds)
        binding.annulments.set(entryId, {
          mode: 'full',
          reason: decision.reason,
          by: decision.by,
          at: decision.at,
          keptEntryId: event.keepEntryId
        })
      return
  }
}
