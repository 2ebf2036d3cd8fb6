import {
  Operation,
  TournamentExport,
  EXPORT_FORMAT,
  type BackupPreview,
  type DiscardedRecord,
  type HallTimeZone,
  type OperationResults
} from '../../shared/contract/operations'
import { fail, ok, type Result } from '../../shared/contract/result'
import { versionOf } from '../../shared/core/eventSchemas'
import { decideImport, joinRecordedHands } from './imports/tournamentImport'
import type { EventRecord } from '../../shared/core/record'
import type { FloorState } from '../../shared/core/state'
import type { DomainEvent } from '../../shared/core/events'
import { DatabaseRefusedError } from '../store/database'
import type { Floor } from './bootstrap'
import type { Session } from './service'
import { invalid } from './validation'
import type { ProtocolPdfFile } from '../../shared/contract/resultsQueries'
import type { ProtocolDocument } from '../../shared/core/protocol'
import { renderProtocolPdfInWorker } from '../protocol/pdfInWorker'
import { shareOperation } from './sharing'
import { HALL_ZONE_SETTING, hallTimeZone, machineTimeZone, validTimeZone } from './hallZone'
import { previewResultsImport, resultsImportDocument } from '../../shared/core/history'

const ADMIN_ONLY = {
  code: 'error.readOnly',
  message: 'Only the admin may manage backups, exports and imports'
} as const

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
    case 'backup.preview':
      return previewRestore(floor, operation.file)
    case 'backup.restore':
      return restore(floor, operation.file, operation.reason, session)
    case 'tournament.export':
      return exportTournament(floor, operation.tournamentId)
    case 'tournament.import':
      return importTournament(floor, operation.document, session, operation.mergeReason)
    case 'results.importCsv':
      return importResultsCsv(floor, operation, session)
    case 'protocol.pdf':
      return protocolPdf(floor, operation, session)
    case 'sharing.status':
    case 'sharing.start':
    case 'sharing.stop':
    case 'sharing.newPin':
      return shareOperation(floor, operation)
    case 'hall.timeZone':
      return hallZoneOperation(floor, operation)
    case 'federation.status':
    case 'federation.setUrl':
    case 'federation.sendNow':
    case 'federation.pullNow':
    case 'federation.rotateKey':
      // Publishing to the federation (Appendix C, §28.14); none in safe mode, where nothing is approved.
      return floor.federation ? floor.federation.handle(operation) : fail(FEDERATION_UNAVAILABLE)
  }
}

const FEDERATION_UNAVAILABLE = {
  code: 'federation.error.unavailable',
  message: 'Publishing to the federation is not available while the journal is open read-only'
} as const

/**
 * §27.8: the hall's time zone for the protocol's times — read, or set by the director (a zone this build knows; null
 * goes back to the computer's own). An unknown name is refused and changes nothing.
 */
function hallZoneOperation(floor: Floor, op: Extract<Operation, { type: 'hall.timeZone' }>): Result<HallTimeZone> {
  if (op.set !== undefined) {
    const zone = op.set === null ? null : validTimeZone(op.set)
    if (op.set !== null && zone === null)
      return fail({
        code: 'error.hall.timeZoneUnknown',
        message: `Unknown time zone ${op.set}: give an IANA name such as Europe/Stockholm`,
        field: 'set',
        params: { zone: op.set }
      })
    floor.settings.set(HALL_ZONE_SETTING, zone, floor.clock.now())
  }
  return ok({
    zone: hallTimeZone(floor.settings),
    machine: machineTimeZone(),
    chosen: validTimeZone(floor.settings.get<string>(HALL_ZONE_SETTING))
  })
}

/** §27.12: the protocol as PDF, made in a worker; a missing font or a rendering failure is a refusal, not a crash. */
async function protocolPdf(
  floor: Floor,
  op: Extract<Operation, { type: 'protocol.pdf' }>,
  session: Session
): Promise<Result<ProtocolPdfFile>> {
  const asked = floor.service.query(
    {
      type: 'results.protocol',
      tournamentId: op.tournamentId,
      format: 'document',
      audience: op.audience,
      language: op.language
    },
    session
  )
  if (!asked.ok) return asked
  if (!asked.value)
    return fail({
      code: 'error.tournament.notFound',
      message: `No tournament with id ${op.tournamentId}`,
      field: 'tournamentId'
    })
  try {
    const { bytes, pages } = await renderProtocolPdfInWorker(asked.value as ProtocolDocument, op.language)
    return ok({ format: 'pdf', contentBase64: bytes.toString('base64'), pages })
  } catch (error) {
    return fail({ code: 'results.error.pdf', message: `The PDF could not be made: ${(error as Error).message}` })
  }
}

/** Before a restore, which live records it would set aside (the journals agree up to `agreeUpTo`). */
function previewRestore(floor: Floor, file: string): Result<BackupPreview> {
  const path = floor.backups.resolve(file)
  if (!path) {
    return fail({ code: 'error.backup.notFound', message: `No backup named ${file}`, field: 'file', params: { file } })
  }
  try {
    const end = floor.backups.journalEnd(path)
    const key = (r: EventRecord): string => `${r.event.type}@${r.recordedAt}`
    let atEnd: EventRecord | undefined
    for (const record of floor.store.readAll(Math.max(0, end.lastSeq - 1))) {
      atEnd = record // the first only; leaving the loop closes the statement
      break
    }
    let agreeUpTo = end.lastSeq
    if (
      end.lastSeq > 0 &&
      (!atEnd ||
        atEnd.seq !== end.lastSeq ||
        floor.backups.recordKeys(path, end.lastSeq - 1).get(end.lastSeq) !== key(atEnd))
    ) {
      // The journals parted earlier (e.g. after another restore): find the first record that differs.
      const theirs = floor.backups.recordKeys(path, 0)
      agreeUpTo = 0
      for (const record of floor.store.readAll(0)) {
        if (theirs.get(record.seq) !== key(record)) break
        agreeUpTo = record.seq
      }
    }
    const names = new Map([...floor.service.current.tournaments.values()].map((t) => [t.id, t.fields.name]))
    const discarded: DiscardedRecord[] = []
    let discardedCount = 0
    let liveLastSeq = agreeUpTo
    for (const record of floor.store.readAll(agreeUpTo)) {
      discardedCount += 1
      liveLastSeq = record.seq
      if (discarded.length < 500)
        discarded.push({
          seq: record.seq,
          type: record.event.type,
          actor: record.actor,
          recordedAt: record.recordedAt,
          where: names.get(record.stream) ?? record.stream
        })
    }
    return ok({
      file,
      backupRecords: end.records,
      backupLastSeq: end.lastSeq,
      liveLastSeq: Math.max(liveLastSeq, floor.service.current.lastSeq),
      agreeUpTo,
      discardedCount,
      discarded
    })
  } catch (error) {
    const message = error instanceof DatabaseRefusedError ? error.message : String(error)
    return fail({ code: 'error.backup.unusable', message, field: 'file', params: { file } })
  }
}

async function restore(
  floor: Floor,
  file: string,
  reason: string,
  session: Session
): Promise<Result<OperationResults['backup.restore']>> {
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
        ...(session.accountId ? { actorAccountId: session.accountId } : {}),
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
export async function exportTournament(floor: Floor, tournamentId: string): Promise<Result<TournamentExport>> {
  // The streams are read from the (stream, seq) index in chunks, with the event loop free between them
  // (the clock and the floor never wait for an export), up to the record the state had when the export began.
  const upTo = floor.service.current.lastSeq
  const readStream = (stream: string): Promise<EventRecord[]> => streamUpTo(floor, stream, upTo)
  // What the hall display showed is this installation's, not the tournament's: it does not travel.
  const records = joinRecordedHands(
    (await readStream(tournamentId)).filter((r) => r.event.type !== 'tournament.displayed')
  )
  if (records.length === 0) {
    return fail({
      code: 'error.tournament.notFound',
      message: `No tournament with id ${tournamentId}`,
      field: 'tournamentId'
    })
  }
  const named = namedPlayers(floor.service.current, tournamentId, records)
  const players = (await readStream('players')).filter((record) => {
    const event = record.event as { type: string; playerId?: string; duplicateId?: string; keepId?: string }
    if (event.type === 'player.merged') return named.has(event.duplicateId ?? '') && named.has(event.keepId ?? '')
    return event.playerId !== undefined && named.has(event.playerId)
  })
  const series = seriesRecordsOf(await readStream('series'), records)
  return ok({
    format: EXPORT_FORMAT,
    version: 3,
    tournamentId,
    // Each player record among the tournament's records as it happened (a merge during the event moves its entries).
    players: players.map((r) => ({ ...portable(r), afterRecords: recordsBefore(records, r.seq) })),
    series,
    records: records.map(portable)
  })
}

/** Records per chunk of an export's read: a few milliseconds of parsing each. */
const EXPORT_CHUNK = 500

/** One stream's records up to `upTo`, read from the index a chunk at a time, yielding to the event loop between. */
async function streamUpTo(floor: Floor, stream: string, upTo: number): Promise<EventRecord[]> {
  const out: EventRecord[] = []
  let after = 0
  for (;;) {
    const chunk = floor.store.streamChunk(stream, after, upTo, EXPORT_CHUNK)
    for (const record of chunk) out.push(record)
    if (chunk.length < EXPORT_CHUNK) return out
    after = chunk[chunk.length - 1]!.seq
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/**
 * The players a tournament names — in its records, and each entry's chain of merges from the player it was registered
 * as to the one it counts as now (§6.3: a chain travels whole, so the entry arrives pointing at the same record).
 */
function namedPlayers(state: Readonly<FloorState>, tournamentId: string, records: readonly EventRecord[]): Set<string> {
  const named = new Set<string>()
  for (const record of records) {
    const playerId = (record.event as { playerId?: unknown }).playerId
    if (typeof playerId === 'string') named.add(playerId)
    if (record.event.type === 'penalty.recorded') named.add(record.event.penalty.playerId)
  }
  for (const entry of state.tournaments.get(tournamentId)?.registration.entries.values() ?? []) {
    named.add(entry.playerId)
    let player = state.players.byId.get(entry.registeredAs)
    for (let hops = 0; player && hops < 100; hops += 1) {
      named.add(player.id)
      player = player.mergedInto ? state.players.byId.get(player.mergedInto) : undefined
    }
  }
  return named
}

/** How many of `records` (in journal order) came before the record at `seq`. */
function recordsBefore(records: readonly EventRecord[], seq: number): number {
  let [lo, hi] = [0, records.length]
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (records[mid]!.seq < seq) lo = mid + 1
    else hi = mid
  }
  return lo
}

type SeriesEvent = { type: string; seriesId?: string; tournamentId?: string; version?: { id: string } }

/**
 * The series records a tournament needs elsewhere: its series and formula versions (§28.1, §28.6). The decisions about
 * this tournament in the series (attachment, exclusion, annulments) name it and already travel in its own records.
 */
function seriesRecordsOf(
  seriesStream: readonly EventRecord[],
  own: readonly EventRecord[]
): TournamentExport['series'] {
  const attached = own.find((r) => (r.event as SeriesEvent).type === 'series.tournamentAttached')
  if (!attached) return []
  const seriesId = (attached.event as SeriesEvent).seriesId
  return seriesStream
    .filter((r) => {
      const e = r.event as SeriesEvent
      // The lots of the standings belong to the series as a whole, not to this event.
      return e.seriesId === seriesId && (e.type === 'series.created' || e.type === 'series.formulaAnnounced')
    })
    .map((r) => ({ ...portable(r), afterRecords: recordsBefore(own, r.seq) }))
}

function portable(r: EventRecord): TournamentExport['records'][number] {
  // Whether the tournament was imported here is this installation's fact, not the tournament's.
  const event = r.event.type === 'tournament.created' && r.event.imported ? withoutImported(r.event) : r.event
  return {
    event: event as unknown as TournamentExport['records'][number]['event'],
    v: versionOf(r.event.type),
    actor: r.actor,
    recordedAt: r.recordedAt,
    occurredAt: r.occurredAt,
    reason: r.reason
  }
}

/**
 * The tournament of an export file, decided against this installation (tournamentImport.ts) and appended
 * in one transaction, or refused naming the record and why with nothing written.
 */
export function importTournament(
  floor: Floor,
  document: unknown,
  session: Session,
  mergeReason?: string
): Result<OperationResults['tournament.import']> {
  const parsed = TournamentExport.safeParse(document)
  if (!parsed.success) return fail(invalid(parsed.error, 'document'))
  const doc = parsed.data
  const decided = decideImport(floor.service.current, doc, {
    operator: session.operator,
    newId: floor.service.newId,
    ...(mergeReason ? { mergeReason } : {})
  })
  if (!decided.ok) return decided
  const appended = floor.service.appendRecords(decided.value)
  if (!appended.ok) return appended
  return ok({ tournamentId: doc.tournamentId, records: doc.records.length })
}

/** Past results from a spreadsheet — the preview, and on `confirm` the import of its journal. */
function importResultsCsv(
  floor: Floor,
  operation: Extract<Operation, { type: 'results.importCsv' }>,
  session: Session
): Result<OperationResults['results.importCsv']> {
  const preview = previewResultsImport(floor.service.current.players, operation.csv, operation.mapping)
  if (!operation.confirm || !preview.importable) return ok({ preview, imported: null })
  const document = resultsImportDocument(preview, {
    fields: operation.fields,
    playedAt: operation.playedAt,
    recordedAt: floor.clock.now(),
    actor: session.operator,
    newId: floor.service.newId,
    versionOf
  })
  const imported = importTournament(floor, document, session)
  return imported.ok ? ok({ preview, imported: imported.value }) : imported
}

function withoutImported(event: Extract<DomainEvent, { type: 'tournament.created' }>): DomainEvent {
  const { imported: _, ...rest } = event
  return rest
}
