import { Operation, TournamentExport, EXPORT_FORMAT, type OperationResults } from '../../shared/contract/operations'
import { fail, ok, type Result } from '../../shared/contract/result'
import { streamOf, type DomainEvent } from '../../shared/core/events'
import type { EventRecord, NewEventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'
import { DatabaseRefusedError } from '../store/database'
import type { Floor } from './bootstrap'
import type { Session } from './service'
import { invalid } from './validation'
import type { ProtocolPdfFile } from '../../shared/contract/resultsQueries'
import type { ProtocolDocument } from '../../shared/core/results/Protocol'
import { renderProtocolPdfInWorker } from '../protocol/pdfInWorker'

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
    case 'protocol.pdf':
      return protocolPdf(floor, operation, session)
  }
}

/** §27.12: the protocol as PDF, made in a worker; a missing font or a rendering failure is a refusal, not a crash. */
async function protocolPdf(floor: Floor, op: Extract<Operation, { type: 'protocol.pdf' }>, session: Session): Promise<Result<ProtocolPdfFile>> {
  const asked = floor.service.query({ type: 'results.protocol', tournamentId: op.tournamentId, format: 'document', audience: op.audience, language: op.language }, session)
  if (!asked.ok) return asked
  if (!asked.value) return fail({ code: 'error.tournament.notFound', message: `No tournament with id ${op.tournamentId}`, field: 'tournamentId' })
  try {
    const { bytes, pages } = await renderProtocolPdfInWorker(asked.value as ProtocolDocument, op.language)
    return ok({ format: 'pdf', contentBase64: bytes.toString('base64'), pages })
  } catch (error) {
    return fail({ code: 'results.error.pdf', message: `The PDF could not be made: ${(error as Error).message}` })
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
  const series = seriesRecordsOf(floor, tournamentId, records)
  return ok({ format: EXPORT_FORMAT, version: 2, tournamentId, players: players.map(portable), series, records: records.map(portable) })
}

type SeriesEvent = { type: string; seriesId?: string; tournamentId?: string; version?: { id: string } }

/**
 * The series records a tournament needs elsewhere: its series and formula versions (§28.1, §28.6). The decisions about
 * this tournament in the series (attachment, exclusion, annulments) name it and already travel in its own records.
 */
function seriesRecordsOf(floor: Floor, tournamentId: string, own: readonly EventRecord[]): TournamentExport['series'] {
  const attached = own.find((r) => (r.event as SeriesEvent).type === 'series.tournamentAttached')
  if (!attached) return []
  const seriesId = (attached.event as SeriesEvent).seriesId
  return floor.service
    .streamRecords('series')
    .filter((r) => {
      const e = r.event as SeriesEvent
      // The lots of the standings belong to the series as a whole, not to this event.
      return e.seriesId === seriesId && (e.type === 'series.created' || e.type === 'series.formulaAnnounced')
    })
    .map((r) => ({ ...portable(r), afterRecords: own.filter((o) => o.seq < r.seq).length }))
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
  const series = importableSeries(floor.service.current, doc)
  if (!series.ok) return series
  const seriesAt = (i: number): NewEventRecord[] => series.value.filter((r) => r.afterRecords === i).map((r) => r.record)
  for (const [i, record] of doc.records.entries()) {
    records.push(...seriesAt(i))
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
  records.push(...seriesAt(doc.records.length))
  const appended = floor.service.appendRecords(records)
  if (!appended.ok) return appended
  return ok({ tournamentId: doc.tournamentId, records: doc.records.length })
}

/**
 * The series records to append (§28.1, §28.6). A series this installation already has keeps its own records; the
 * tournament joins it only if every formula version it names is the same one here, otherwise nothing is imported.
 */
function importableSeries(state: FloorState, doc: TournamentExport): Result<Array<{ afterRecords: number; record: NewEventRecord }>> {
  const out: Array<{ afterRecords: number; record: NewEventRecord }> = []
  for (const [i, record] of doc.series.entries()) {
    const event = record.event as unknown as SeriesEvent
    const field = `document.series.${i}`
    if (streamOf(record.event as unknown as DomainEvent) !== 'series' || !event.seriesId) {
      return fail({ code: 'error.import.unreadable', message: 'A series record is not a series record', field })
    }
    if (event.type !== 'series.created' && event.type !== 'series.formulaAnnounced') {
      return fail({ code: 'error.import.unreadable', message: `Series record ${i + 1} is not a series or formula record`, field })
    }
    const known = state.series.get(event.seriesId)
    if (known) {
      const here = known.versions.find((v) => v.id === event.version?.id)
      if (!here || JSON.stringify(here) !== JSON.stringify(event.version)) {
        return fail({ code: 'error.import.seriesDiffers', message: 'The series of this tournament differs from the one recorded here', field, params: { series: known.name } })
      }
      continue
    }
    out.push({
      afterRecords: record.afterRecords,
      record: { stream: 'series', event: record.event as unknown as DomainEvent, actor: record.actor, recordedAt: record.recordedAt, occurredAt: record.occurredAt, reason: record.reason }
    })
  }
  return ok(out)
}

function knowsPlayer(players: FloorState['players'], playerId: string | undefined): boolean {
  return playerId !== undefined && players.byId.has(playerId)
}
