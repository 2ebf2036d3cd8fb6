import { isMessageKey, type MessageKey } from '../../../shared/i18n'
import type { TournamentExport } from '../../../shared/contract/operations'
import { fail, ok, type Result } from '../../../shared/contract/result'
import type { Rejection } from '../../../shared/core/rejection'
import { streamOf, type DomainEvent } from '../../../shared/core/events'
import { knows, specOf, upcastAt } from '../../../shared/core/eventSchemas'
import { evolve } from '../../../shared/core/evolve'
import type { NewEventRecord } from '../../../shared/core/record'
import { initialState, type FloorState } from '../../../shared/core/state'
import { checkReferences, type ImportProblem } from './importReferences'

type Exported = TournamentExport['records'][number]
type ListName = 'players' | 'series' | 'records'

/** One record of an export, read at the version this build writes. */
export interface ReadRecord {
  readonly event: DomainEvent
  readonly source: Exported
  readonly list: ListName
  /** Its place in its list, from 1. */
  readonly index: number
}

export interface ImportOptions {
  /** The director's reason for merges the file makes of players recorded here; without it they refuse. */
  readonly mergeReason?: string
  /** Who imports: the actor of the merges the director confirms here. */
  readonly operator: string
  readonly newId: () => string
}

/** Where a refusal points in the file. */
const fieldOf = (r: Pick<ReadRecord, 'list' | 'index'>, path = ''): string =>
  `document.${r.list}.${r.index - 1}${path ? `.${path}` : ''}`

function refuse(
  r: Pick<ReadRecord, 'list' | 'index'> & { type: string },
  code: MessageKey,
  message: string,
  params: Record<string, string | number> = {},
  path = ''
): Result<never> {
  const rejection: Rejection = {
    code,
    message: `Record ${r.index} (${r.type}): ${message}; nothing was imported`,
    field: fieldOf(r, path),
    params: { record: r.index, type: r.type, ...params }
  }
  return fail(rejection)
}

/**
 * An import is decided, not trusted. Every record is read at this build's version, parsed by its own
 * schema, and checked against the state it lands in — what the file recorded before it and what this installation
 * already has: every id it names exists, nothing it creates is already recorded, no merge of a player recorded here
 * without the director's reason. The records are then folded into a scratch state, in the order they will be
 * appended, so a record that does not fit the ones before it is refused by name. What displays show never changes:
 * the file's choices of the displayed tournament are dropped and its tournament does not take the display over.
 * Returns the records to append, or the refusal of the first record that does not pass (nothing is written).
 */
export function decideImport(
  state: Readonly<FloorState>,
  doc: TournamentExport,
  options: ImportOptions
): Result<NewEventRecord[]> {
  if (state.tournaments.has(doc.tournamentId)) {
    return fail({
      code: 'error.import.exists',
      message: 'This tournament is already in the records',
      field: 'document.tournamentId',
      params: { tournamentId: doc.tournamentId }
    })
  }
  const players = readExported(doc, doc.players, 'players', options.newId)
  if (!players.ok) return players
  const series = readExported(doc, doc.series, 'series', options.newId)
  if (!series.ok) return series
  const own = readExported(doc, doc.records, 'records', options.newId)
  if (!own.ok) return own
  const first = own.value[0]?.event
  if (first?.type !== 'tournament.created' || first.tournamentId !== doc.tournamentId) {
    return fail({
      code: 'error.import.unreadable',
      message: 'An export must begin with the tournament being recorded',
      field: 'document.records.0'
    })
  }

  const scratch = scratchFor(state, doc)
  const out: NewEventRecord[] = []
  const land = (read: ReadRecord, record: NewEventRecord): Result<null> => {
    const problem = checkReferences(scratch, record.event, state)
    if (problem) return refuseProblem(read, problem)
    try {
      evolve(scratch, { ...record, seq: out.length + 1 })
    } catch {
      return refuse(
        { ...read, type: record.event.type },
        'error.import.notFolding',
        'it does not fit the records before it'
      )
    }
    out.push(record)
    return ok(null)
  }

  // Player and series records land among the tournament's records where they happened (`afterRecords`).
  const playerAt = (i: number) => players.value.filter((r) => (doc.players[r.index - 1]!.afterRecords ?? 0) === i)
  const landPlayers = (i: number): Result<null> => {
    for (const read of playerAt(i)) {
      const decided = decidePlayerRecord(state, scratch, read, options)
      if (!decided.ok) return decided
      if (decided.value) {
        const landed = land(read, decided.value)
        if (!landed.ok) return landed
      }
    }
    return ok(null)
  }
  const tooLate = players.value.find((r) => (doc.players[r.index - 1]!.afterRecords ?? 0) > doc.records.length)
  if (tooLate)
    return refuse(
      { ...tooLate, type: tooLate.event.type },
      'error.import.invalidRecord',
      'it is placed after the end',
      { path: 'afterRecords' },
      'afterRecords'
    )
  const seriesRecords: Array<{ read: ReadRecord; afterRecords: number; record: NewEventRecord }> = []
  for (const read of series.value) {
    const decided = decideSeriesRecord(state, read)
    if (!decided.ok) return decided
    if (decided.value)
      seriesRecords.push({ read, afterRecords: doc.series[read.index - 1]!.afterRecords, record: decided.value })
  }
  const seriesAt = (i: number) => seriesRecords.filter((r) => r.afterRecords === i)
  for (const [i, read] of own.value.entries()) {
    const people = landPlayers(i)
    if (!people.ok) return people
    for (const s of seriesAt(i)) {
      const landed = land(s.read, s.record)
      if (!landed.ok) return landed
    }
    if (streamOf(read.event) !== doc.tournamentId)
      return refuse(
        { ...read, type: read.event.type },
        'error.import.otherStream',
        'it does not belong to the tournament of this file'
      )
    // What the hall display shows is the director's choice here, never the file's.
    if (read.event.type === 'tournament.displayed') continue
    const event: DomainEvent = read.event.type === 'tournament.created' ? { ...read.event, imported: true } : read.event
    const landed = land(read, { ...recordOf(read.source, doc.tournamentId), event })
    if (!landed.ok) return landed
  }
  const people = landPlayers(doc.records.length)
  if (!people.ok) return people
  for (const s of seriesAt(doc.records.length)) {
    const landed = land(s.read, s.record)
    if (!landed.ok) return landed
  }
  return ok(out)
}

function recordOf(source: Exported, stream: string): Omit<NewEventRecord, 'event'> {
  return {
    stream,
    actor: source.actor,
    recordedAt: source.recordedAt,
    occurredAt: source.occurredAt,
    reason: source.reason
  }
}

function refuseProblem(read: ReadRecord, problem: ImportProblem): Result<never> {
  return refuse(
    { ...read, type: read.event.type },
    // The reference checks name their problems by dictionary keys; a key the dictionary lost still refuses, in words.
    isMessageKey(problem.code) ? problem.code : 'error.import.invalidRecord',
    problem.message,
    { id: problem.id, ...(problem.params ?? {}) },
    `event.${problem.path}`
  )
}

/**
 * The scratch state an import is checked in: empty but for the players and series of this installation the file
 * names (copies: the live state is never touched). The imported tournament is new, so nothing else can be reached.
 */
function scratchFor(state: Readonly<FloorState>, doc: TournamentExport): FloorState {
  const scratch = initialState()
  const ids = new Set<string>()
  const note = (value: unknown) => {
    if (typeof value === 'string') ids.add(value)
  }
  for (const r of [...doc.players, ...doc.records, ...doc.series]) {
    const e = r.event as Record<string, unknown>
    for (const key of ['playerId', 'keepId', 'duplicateId', 'seriesId']) note(e[key])
    note((e.penalty as Record<string, unknown> | undefined)?.playerId)
  }
  for (const id of ids) {
    const player = state.players.byId.get(id)
    if (player) scratch.players.byId.set(id, structuredClone(player))
    const series = state.series.get(id)
    if (series) scratch.series.set(id, structuredClone(series))
  }
  // Merges recorded here name other records here: the chain of a named player comes along.
  for (const player of [...scratch.players.byId.values()])
    for (const id of [player.mergedInto, ...player.mergedFrom]) {
      const other = id ? state.players.byId.get(id) : undefined
      if (other && !scratch.players.byId.has(other.id)) scratch.players.byId.set(other.id, structuredClone(other))
    }
  return scratch
}

/**
 * A player record of the file: players this installation already has keep their own records (the file's record of
 * them is not appended); a merge that names a player recorded here needs the director's reason, and is then recorded
 * as the director's decision here (who: the operator; why: the reason given).
 */
function decidePlayerRecord(
  state: Readonly<FloorState>,
  scratch: FloorState,
  read: ReadRecord,
  options: ImportOptions
): Result<NewEventRecord | null> {
  const event = read.event
  const at = { ...read, type: event.type }
  if (streamOf(event) !== 'players')
    return refuse(at, 'error.import.otherStream', 'it is not a record of the player database')
  const here = (id: string) => state.players.byId.get(id)
  switch (event.type) {
    case 'player.created':
    case 'player.edited':
    case 'player.membershipsSet': // §5.4е: a player recorded here keeps what this installation says they belong to
      if (here(event.playerId)) return ok(null)
      return ok({ ...recordOf(read.source, 'players'), event })
    case 'player.merged': {
      const [duplicate, keep] = [here(event.duplicateId), here(event.keepId)]
      if (!duplicate && !keep) return ok({ ...recordOf(read.source, 'players'), event })
      // Already merged the same way here: nothing new.
      if (duplicate?.mergedInto === event.keepId) return ok(null)
      const name = (id: string) => scratch.players.byId.get(id)?.fields.displayName ?? id
      if (!options.mergeReason)
        return refuse(
          at,
          'error.import.mergesLocal',
          'it merges a player recorded in this installation; the director must confirm it with a reason',
          { duplicate: name(event.duplicateId), keep: name(event.keepId) }
        )
      return ok({
        ...recordOf(read.source, 'players'),
        event,
        actor: options.operator,
        reason: options.mergeReason
      })
    }
    default:
      return refuse(at, 'error.import.otherStream', 'it is not a record of the player database')
  }
}

/**
 * A series record of the file (§28.1, §28.6): the series and its formula versions only. A series this installation
 * already has keeps its own records; the tournament joins it only if every formula version it names is the same one
 * here, otherwise nothing is imported.
 */
function decideSeriesRecord(state: Readonly<FloorState>, read: ReadRecord): Result<NewEventRecord | null> {
  const event = read.event
  const at = { ...read, type: event.type }
  if (event.type !== 'series.created' && event.type !== 'series.formulaAnnounced')
    return refuse(at, 'error.import.otherStream', 'it is not the record of a series or of its formula')
  const known = state.series.get(event.seriesId)
  if (!known) return ok({ ...recordOf(read.source, 'series'), event })
  const here = known.versions.find((v) => v.id === event.version.id)
  if (!here || JSON.stringify(here) !== JSON.stringify(event.version)) {
    return fail({
      code: 'error.import.seriesDiffers',
      message: 'The series of this tournament differs from the one recorded here',
      field: fieldOf(read),
      params: { series: known.name, record: read.index, type: event.type }
    })
  }
  return ok(null)
}

/**
 * The events of one list of an export at this build's versions, each parsed by its own schema.
 * Format 3 names each record's version; earlier files are of version 1. A type or version this build does not
 * know, or a record its schema refuses, refuses the whole file, naming the record.
 */
export function readExported(
  doc: TournamentExport,
  list: readonly Exported[],
  name: ListName,
  newId: () => string
): Result<ReadRecord[]> {
  const out: ReadRecord[] = []
  for (const [i, source] of list.entries()) {
    const at = { list: name, index: i + 1, type: source.event.type }
    const version = doc.version >= 3 ? source.v : 1
    const type = source.event.type
    if (version === undefined) return refuse(at, 'error.import.noVersion', 'it does not say its version')
    const why = knows(type, version)
    if (why)
      return refuse(at, 'error.import.newerEvent', `version ${version} is not known to this Floorclock`, { version })
    let event: DomainEvent
    try {
      event = upcastAt(type, version, { ...source.event }, { seq: null, newId })
    } catch {
      return refuse(at, 'error.import.invalidRecord', 'it cannot be read', { path: '' })
    }
    const parsed = specOf(type)!.schema.safeParse(event)
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('.') ?? ''
      return refuse(at, 'error.import.invalidRecord', `“${path}” is not valid`, { path }, `event.${path}`)
    }
    // The record as the file has it when its schema reads it unchanged (the same file exports again byte for byte);
    // what the schema made of it otherwise.
    const kept = sortedJson(parsed.data) === sortedJson(event) ? event : parsed.data
    out.push({ event: kept, source, list: name, index: i + 1 })
  }
  if (name !== 'records') return ok(out)
  const joined = joinRecordedHands(out)
  return ok(doc.version < 3 ? bindLegacyHandIds(joined) : joined)
}

/**
 * results.recordHand writes registration's elimination of each entry of the hand with the hand's id. Records of
 * version 1 had no id and were upcast to their journal position, which the fold never used for them (the entry is
 * already out in the recorded hand): they take the hand's id, so a file says what the fold means. Applied to exports
 * and imports alike.
 */
export function joinRecordedHands<R extends { readonly event: DomainEvent }>(records: readonly R[]): R[] {
  const handOf = new Map<string, string>()
  return records.map((record) => {
    const event = record.event
    if (event.type === 'results.handRecorded') for (const b of event.outcome.busts) handOf.set(b.entryId, event.handId)
    else if (event.type === 'results.handUndone') for (const id of event.entryIds) handOf.delete(id)
    else if (event.type === 'entry.eliminated') {
      const hand = handOf.get(event.entryId)
      if (hand && hand !== event.handId) return { ...record, event: { ...event, handId: hand } }
      handOf.set(event.entryId, event.handId)
    }
    return record
  })
}

/**
 * Files written before `entry.eliminated` version 2 name the hands of registration's eliminations by their position
 * in the journal they came from ("e" + seq), which the file does not carry. Each such elimination got a new id when
 * read; a later correction or undo that names a hand the file never recorded, for an entry out in such an
 * elimination, names that elimination: the elimination takes the name the references use.
 */
function bindLegacyHandIds(records: ReadRecord[]): ReadRecord[] {
  const out = [...records]
  const known = new Set<string>()
  /** entryId → index in `out` of its elimination with a new id, still unnamed by any reference. */
  const unnamed = new Map<string, number>()
  for (const [i, record] of out.entries()) {
    const event = record.event
    switch (event.type) {
      case 'results.handRecorded':
        known.add(event.handId)
        break
      case 'entry.eliminated':
        if (!known.has(event.handId)) {
          known.add(event.handId)
          unnamed.set(event.entryId, i)
        }
        break
      case 'results.handCorrected':
      case 'results.handUndone': {
        if (known.has(event.handId)) break
        const entries = event.type === 'results.handUndone' ? event.entryIds : event.outcome.busts.map((b) => b.entryId)
        const at = entries.map((id) => unnamed.get(id)).find((x) => x !== undefined)
        if (at === undefined) break
        const elimination = out[at]!.event as Extract<DomainEvent, { type: 'entry.eliminated' }>
        out[at] = { ...out[at]!, event: { ...elimination, handId: event.handId } }
        known.add(event.handId)
        unnamed.delete(elimination.entryId)
        break
      }
      default:
        break
    }
  }
  return out
}

/** JSON with object keys sorted: equal for two values that differ only in the order of their keys. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        )
      : v
  )
}
