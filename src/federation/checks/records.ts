import { knows, upcast } from '../../shared/core/eventSchemas'
import type { DomainEvent } from '../../shared/core/events'
import type { EventRecord } from '../../shared/core/record'
import { initialState, type FloorState } from '../../shared/core/state'
import { eventShapeProblem, evolveStored, UnreadableRecordError } from '../../shared/core/storedRecords'
import type { Tournament } from '../../shared/core/tournament'
import type { PublicationBody, PublishedRecord } from '../publication'
import { pass, refuse, type Checked } from './refusal'

export interface Folded {
  readonly state: FloorState
  readonly tournament: Tournament
}

/**
 * Every row read and folded as the hall itself reads its journal (Appendix C: the protocol is the journal's, §27.8):
 * in the hall's order, of this tournament's stream or its series', each at a type and version this build knows,
 * upcast as the hall upcasts it, parsed by its own strict schema (eventSchemas), and folded with the hall's `evolve`
 * through `evolveStored`, which refuses a record naming what no earlier record made. The first refusal names its row.
 */
export function foldPublication(body: PublicationBody): Checked<Folded> {
  const state = initialState()
  let previous = 0
  let created = false
  for (const row of body.records) {
    const at = { seq: row.seq, type: row.type }
    if (row.seq <= previous || (row.stream !== body.tournamentId && row.stream !== 'series'))
      return refuse('federation.refused.recordOrder', { seq: row.seq, stream: row.stream })
    previous = row.seq
    const event = readEvent(row)
    if (!event.ok) return event
    if (row.stream === body.tournamentId && !created) {
      if (event.value.type !== 'tournament.created')
        return refuse('federation.refused.firstRecord', { tournamentId: body.tournamentId })
      created = true
    }
    const record: EventRecord = {
      seq: row.seq,
      stream: row.stream,
      event: event.value,
      actor: row.actor,
      recordedAt: row.recordedAt,
      occurredAt: row.occurredAt,
      reason: row.reason
    }
    try {
      evolveStored(state, record)
    } catch (error) {
      const detail = error instanceof UnreadableRecordError ? error.problem.detail : (error as Error).message
      return refuse('federation.refused.notFolding', { ...at, detail: detail.slice(0, 300) })
    }
  }
  const tournament = state.tournaments.get(body.tournamentId)
  if (!tournament) return refuse('federation.refused.firstRecord', { tournamentId: body.tournamentId })
  return pass({ state, tournament })
}

/** One row's event at this build's version, parsed by its schema and filed under its own stream. */
function readEvent(row: PublishedRecord): Checked<DomainEvent> {
  const at = { seq: row.seq, type: row.type }
  if (row.data.type !== row.type) return refuse('federation.refused.record', { ...at, path: 'data.type' })
  const unknown = knows(row.type, row.v)
  if (unknown) return refuse('federation.refused.recordVersion', { ...at, version: row.v })
  let event: DomainEvent
  try {
    event = upcast(row.type, row.v, structuredClone(row.data), row.seq)
  } catch {
    return refuse('federation.refused.record', { ...at, path: 'data' })
  }
  const problem = eventShapeProblem(event, row.stream)
  if (problem?.code === 'stream') return refuse('federation.refused.recordOrder', { seq: row.seq, stream: row.stream })
  if (problem) return refuse('federation.refused.record', { ...at, path: String(problem.params.path ?? 'data') })
  return pass(event)
}
