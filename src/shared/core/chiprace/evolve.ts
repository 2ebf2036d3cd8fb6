import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { ChipRaceEvent } from './events'
import { emptyChipRace, type ChipRaceState } from './state'

/** Folds the chip set, colour-ups and races of a tournament into `t.chipRace`. */
export function evolveChipRace(state: FloorState, record: EventRecord<ChipRaceEvent>): void {
  const event = record.event
  const t = state.tournaments.get(event.tournamentId)
  if (!t) return
  const s: ChipRaceState = (t.chipRace ??= emptyChipRace())
  switch (event.type) {
    case 'chipRace.chipsSet':
      s.chips = [...event.chips]
      return
    case 'chipRace.announced': {
      const before = s.colourUps.get(event.breakIndex)
      s.colourUps.set(event.breakIndex, {
        breakIndex: event.breakIndex,
        leaving: [...event.leaving],
        newChip: event.newChip,
        decidedBy: event.decidedBy,
        announcedAt: record.occurredAt,
        announcedBy: record.actor,
        tables: before?.tables ?? new Map(),
        history: before?.history ?? []
      })
      return
    }
    case 'chipRace.tableRecorded': {
      const c = s.colourUps.get(event.race.breakIndex)
      c?.tables.set(event.race.table, { ...event.race, recordedAt: record.occurredAt, recordedBy: record.actor })
      return
    }
    case 'chipRace.tableCorrected': {
      const c = s.colourUps.get(event.next.breakIndex)
      if (!c) return
      c.history.push(change('corrected', record, event.previous))
      c.tables.set(event.next.table, { ...event.next, recordedAt: record.occurredAt, recordedBy: record.actor })
      return
    }
    case 'chipRace.tableUndone': {
      const c = s.colourUps.get(event.previous.breakIndex)
      if (!c) return
      c.history.push(change('undone', record, event.previous))
      c.tables.delete(event.previous.table)
      return
    }
  }
}

function change(
  kind: 'corrected' | 'undone',
  record: EventRecord,
  previous: Extract<ChipRaceEvent, { type: 'chipRace.tableUndone' }>['previous']
) {
  return { kind, table: previous.table, at: record.recordedAt, by: record.actor, reason: record.reason ?? '', previous }
}
