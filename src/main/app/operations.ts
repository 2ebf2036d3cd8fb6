import { Operation, TournamentExport, EXPORT_FORMAT, type OperationResults } from '../../shared/contract/operations'
import { fail, ok, type Result } from '../../shared/contract/result'
import { streamOf, type DomainEvent } from '../../shared/core/events'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'
import { DatabaseRefusedError } from '../store/database'
import type { Floor } from './bootstrap'
import type { Session } from './service'
import { invalid } from './validation'

const ADMIN_ONLY = { code: 'error.readOnly', message: 'Only the admin may manage backups, exports and imports' } as const

/** Backups, restore, export and import: admin-only operations on the installation, answered in the main process. */
export async function operate(floor: Floor, input: unknown, session: Session): Promise<Result<unknown>> {
  if (session.role !== 'admin') return fail(ADMIN_ONLY)
  const parsed = Operation.safeParse(input)
  if (!parsed.success) return fail(invalid(parsed.error))
  const operation = parsed.data
  switch (operation.type) {
    case 'backup.list':
      return ok(floor.backups.list())
    case 'backup.create':
      return ok(await floor.backups.take(floor.db, 'manual'))
    case 'backup.restore':
      return restore(floor, operation.file, operation.reason, session)
    case 'tournament.export':
      return exportTournament(floor, operation.tournamentId)
    case 'tournament.import':
      return importTournament(floor, operation.document)
  }
}

async function restore(floor: Floor, file: string, reason: string, session: Session): Promise<Result<OperationResults['backup.restore']>> {
  if (!floor.backups.resolve(file)) {
    return fail({ code: 'error.backup.notFound', message: `No backup named ${file}`, field: 'file', params: { file } })
  }
  try {
    const result = await floor.restore(file)
    const now = floor.clock.now()
    floor.service.appendRecords([
      {
        stream: 'journal',
        event: { type: 'journal.restored', backupFile: result.restoredFrom, replacedFile: result.replacedFile },
        actor: session.operator,
        recordedAt: now,
        occurredAt: now,
        reason
      }
    ])
    return ok(result)
  } catch (error) {
    const message = error instanceof DatabaseRefusedError ? error.message : String(error)
    return fail({ code: 'error.backup.unusable', message, field: 'file', params: { file } })
  }
}

/** The tournament's whole journal, without sequence numbers: importing it elsewhere and exporting again gives the same file. */
export function exportTournament(floor: Floor, tournamentId: string): Result<TournamentExport> {
  const records = floor.service.streamRecords(tournamentId)
  if (records.length === 0) {
    return fail({ code: 'error.tournament.notFound', message: `No tournament with id ${tournamentId}`, field: 'tournamentId' })
  }
  const named = new Set<string>()
  for (const record of records) {
    const playerId = (record.event as { playerId?: unknown }).playerId
    if (typeof playerId === 'string') named.add(playerId)
  }
  for (const entry of floor.service.current.tournaments.get(tournamentId)?.registration.entries.values() ?? []) named.add(entry.playerId)
  const players = floor.service.streamRecords('players').filter((record) => {
    const event = record.event as { type: string; playerId?: string; duplicateId?: string; keepId?: string }
    if (event.type === 'player.merged') return named.has(event.duplicateId ?? '') && named.has(event.keepId ?? '')
    return event.playerId !== undefined && named.has(event.playerId)
  })
  return ok({ format: EXPORT_FORMAT, version: 1, tournamentId, players: players.map(portable), records: records.map(portable) })
}

function portable(r: EventRecord): TournamentExport['records'][number] {
  return {
    event: r.event as unknown as TournamentExport['records'][number]['event'],
    actor: r.actor,
    recordedAt: r.recordedAt,
    occurredAt: r.occurredAt,
    reason: r.reason
  }
}

export function importTournament(floor: Floor, document: unknown): Result<OperationResults['tournament.import']> {
  const parsed = TournamentExport.safeParse(document)
  if (!parsed.success) return fail(invalid(parsed.error, 'document'))
  const doc = parsed.data
  if (floor.service.current.tournaments.has(doc.tournamentId)) {
    return fail({
      code: 'error.import.exists',
      message: 'This tournament is already in the records',
      field: 'document.tournamentId',
      params: { tournamentId: doc.tournamentId }
    })
  }
  if (doc.records[0]?.event.type !== 'tournament.created') {
    return fail({ code: 'error.import.unreadable', message: 'An export must begin with the tournament being recorded', field: 'document.records' })
  }
  // Players this installation already knows keep their own records; the others arrive with the tournament.
  const known = floor.service.current.players
  const records: NewEventRecord[] = []
  for (const record of doc.players) {
    const event = record.event as unknown as DomainEvent & { playerId?: string; keepId?: string }
    if (streamOf(event) !== 'players') {
      return fail({ code: 'error.import.unreadable', message: 'A player record is not a player record', field: 'document.players' })
    }
    if (knowsPlayer(known, event.playerId ?? event.keepId)) continue
    records.push({ stream: 'players', event, actor: record.actor, recordedAt: record.recordedAt, occurredAt: record.occurredAt, reason: record.reason })
  }
  for (const [i, record] of doc.records.entries()) {
    const event = record.event as unknown as DomainEvent
    if (streamOf(event) !== doc.tournamentId) {
      return fail({
        code: 'error.import.unreadable',
        message: `Record ${i + 1} belongs to another tournament`,
        field: `document.records.${i}`
      })
    }
    records.push({ stream: doc.tournamentId, event, actor: record.actor, recordedAt: record.recordedAt, occurredAt: record.occurredAt, reason: record.reason })
  }
  const appended = floor.service.appendRecords(records)
  if (!appended.ok) return appended
  return ok({ tournamentId: doc.tournamentId, records: doc.records.length })
}

function knowsPlayer(players: FloorState['players'], playerId: string | undefined): boolean {
  return playerId !== undefined && players.byId.has(playerId)
}
