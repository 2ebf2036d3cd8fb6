import { readCsv, isFormulaLike, neutralizeFormula } from '../csv'
import type { DomainEvent } from '../events'
import { normalizeName, PlayerFields } from '../players'
import type { PlayerDatabase } from '../players'
import type { TournamentFields } from '../tournament'
import { checkPlaceList, readPlaceCell, type PlaceCell } from './resultsPlaces'

/**
 * Bringing a hall's past results in from a spreadsheet (the final standings most tools export: place,
 * name, club) — a preview with the column mapping guessed from the header row (English, Russian, Swedish words), the
 * players matched against the database, and every problem named; nothing is recorded here. The import itself is
 * the tournament's journal written as an export file (`resultsImportDocument`) and decided like any other import:
 * the players registered, then eliminated from the last place up, so places are the app's own (§27.7, §9.5). A shared
 * place ("5, 5, 7" or "5–6", resultsPlaces.ts) is one hand with equal stacks split, as a live tie is recorded.
 */
export type ResultsField = 'place' | 'displayName' | 'fullName' | 'clubId'
export const RESULTS_FIELDS: readonly ResultsField[] = ['place', 'displayName', 'fullName', 'clubId']
export type ResultsMapping = Partial<Record<ResultsField, number>>

const HEADER_WORDS: Record<ResultsField, string[]> = {
  place: ['place', 'rank', 'position', 'pos', 'finish', 'место', 'занятое место', 'позиция', 'plats', 'placering'],
  displayName: [
    'name',
    'player',
    'display name',
    'nickname',
    'nick',
    'имя',
    'игрок',
    'участник',
    'ник',
    'namn',
    'spelare'
  ],
  fullName: ['full name', 'real name', 'фио', 'ф.и.о.', 'полное имя', 'fullständigt namn'],
  clubId: ['club id', 'club', 'member id', 'клуб', 'клубный номер', 'id клуба', 'medlemsnummer', 'klubb']
}

export interface ResultsImportProblem {
  readonly code: string
  readonly params: Readonly<Record<string, string | number>>
}

export interface ResultsImportRow {
  readonly line: number
  readonly place: number | null
  /** The last place this row shares ("5–6" → 6); `place` when not shared; null with `place`. */
  readonly placeTo: number | null
  readonly displayName: string
  readonly fullName: string
  readonly clubId: string
  /** The player of the database this row is (same public name, and club ID where both have one), or a new one. */
  readonly player: { readonly kind: 'existing'; readonly playerId: string } | { readonly kind: 'new' } | null
  readonly errors: readonly ResultsImportProblem[]
  readonly warnings: readonly ResultsImportProblem[]
}

export interface ResultsImportPreview {
  readonly headers: readonly string[]
  readonly separator: string
  readonly mapping: ResultsMapping
  readonly rows: readonly ResultsImportRow[]
  /** Problems of the whole list (places missing, the winner shared, a shared place not as written, too few rows). */
  readonly problems: readonly ResultsImportProblem[]
  /** Notes on the whole list that do not stop the import: each shared place, for the director to confirm. */
  readonly warnings: readonly ResultsImportProblem[]
  readonly existing: number
  readonly created: number
  /** Every row readable, places 1…n each taken once (a shared place by its k rows): importable as it is. */
  readonly importable: boolean
}

/** Guess the mapping from the header row; the operator corrects it in the preview. */
export function suggestResultsMapping(headers: readonly string[]): ResultsMapping {
  const mapping: ResultsMapping = {}
  const used = new Set<number>()
  const names = headers.map((h) => h.trim().toLowerCase())
  for (const field of RESULTS_FIELDS) {
    const index = names.findIndex(
      (h, i) => !used.has(i) && (h === field.toLowerCase() || HEADER_WORDS[field].includes(h))
    )
    if (index >= 0) {
      mapping[field] = index
      used.add(index)
    }
  }
  return mapping
}

function playerOf(
  db: PlayerDatabase,
  displayName: string,
  clubId: string
): { player: ResultsImportRow['player']; problem?: ResultsImportProblem } {
  const key = normalizeName(displayName)
  const same = [...db.byId.values()].filter(
    (p) =>
      !p.mergedInto &&
      normalizeName(p.fields.displayName) === key &&
      (!clubId || !p.fields.clubId || p.fields.clubId.toLowerCase() === clubId.toLowerCase())
  )
  if (same.length === 0) return { player: { kind: 'new' } }
  if (same.length === 1) return { player: { kind: 'existing', playerId: same[0]!.id } }
  return {
    player: null,
    problem: { code: 'resultsImport.error.ambiguous', params: { name: displayName, count: same.length } }
  }
}

/** Read the file into a preview; records nothing. */
export function previewResultsImport(db: PlayerDatabase, csv: string, mapping?: ResultsMapping): ResultsImportPreview {
  const { separator, records } = readCsv(csv)
  const headers = records[0]?.cells ?? []
  const used = mapping ?? suggestResultsMapping(headers)
  const problems: ResultsImportProblem[] = []
  for (const field of ['place', 'displayName'] as const)
    if (used[field] === undefined || used[field]! < 0)
      problems.push({ code: 'resultsImport.error.noColumn', params: { field } })
  const rows: Array<Omit<ResultsImportRow, 'placeTo'>> = []
  const cells: Array<{ line: number; cell: PlaceCell | null }> = []
  const seen = new Map<string, number>()
  for (const record of records.slice(1)) {
    const cell = (field: ResultsField): string => {
      const col = used[field]
      return col === undefined || col < 0 ? '' : (record.cells[col] ?? '').trim()
    }
    const errors: ResultsImportProblem[] = []
    const warnings: ResultsImportProblem[] = []
    const text = (field: 'displayName' | 'fullName' | 'clubId'): string => {
      const value = cell(field)
      if (!isFormulaLike(value)) return value
      warnings.push({ code: 'playerImport.warning.formula', params: { field } })
      return neutralizeFormula(value)
    }
    const displayName = text('displayName')
    const fullName = text('fullName')
    const clubId = text('clubId')
    const placeCell = readPlaceCell(cell('place'))
    const place = placeCell?.place ?? null
    cells.push({ line: record.line, cell: placeCell })
    if (!placeCell) errors.push({ code: 'resultsImport.error.place', params: { value: cell('place') } })
    const fields = PlayerFields.safeParse({ displayName, fullName, clubId, ageConfirmed: true })
    if (!fields.success) errors.push({ code: 'resultsImport.error.name', params: { value: displayName } })
    const key = `${normalizeName(displayName)}|${clubId.toLowerCase()}`
    const earlier = seen.get(key)
    if (earlier !== undefined) errors.push({ code: 'playerImport.error.repeated', params: { line: earlier } })
    else seen.set(key, record.line)
    const matched = fields.success ? playerOf(db, displayName, clubId) : { player: null }
    if (matched.problem) errors.push(matched.problem)
    if (matched.player?.kind === 'existing')
      warnings.push({ code: 'resultsImport.warning.existing', params: { name: displayName } })
    rows.push({ line: record.line, place, displayName, fullName, clubId, player: matched.player, errors, warnings })
  }
  if (rows.length < 2) problems.push({ code: 'resultsImport.error.tooFew', params: { count: rows.length } })
  // §9.5, §27.7: places 1…n, a place shared by k rows taking p…p+k−1; the director confirms each shared place.
  const places = checkPlaceList(cells, rows.length)
  problems.push(...places.problems)
  const sharedTo = new Map(places.shared.map((s) => [s.place, s.placeTo]))
  const warnings = places.shared.map((s) => ({
    code: 'resultsImport.warning.sharedPlace',
    params: { place: s.place, placeTo: s.placeTo, count: s.lines.length, lines: s.lines.join(', ') }
  }))
  const withPlaceTo = rows.map((row, i): ResultsImportRow => {
    const to = row.place === null ? null : (sharedTo.get(row.place) ?? cells[i]!.cell!.rangeTo ?? row.place)
    return { ...row, placeTo: to }
  })
  return {
    headers,
    separator,
    mapping: used,
    rows: withPlaceTo,
    problems,
    warnings,
    existing: rows.filter((r) => r.player?.kind === 'existing').length,
    created: rows.filter((r) => r.player?.kind === 'new').length,
    importable: problems.length === 0 && rows.every((r) => r.errors.length === 0)
  }
}

interface Recorded {
  readonly event: DomainEvent
  readonly actor: string
  readonly recordedAt: number
  readonly occurredAt: number
  readonly reason: string | null
}

/**
 * The journal of the imported tournament as an export file (format 3): the new players, the tournament marked as
 * imported, each player's entry, then the eliminations from the last place up — the one left is the winner. The rows
 * of a shared place go out in one hand with equal stacks and the tie rule 'split', as results.recordHand records a
 * live tie (§27.7: `results.handRecorded`, then each entry's `entry.eliminated` with the hand's id), so the places,
 * the protocol's basis and the rating points are the app's own.
 * `playedAt`: when the event was played (its records are dated then); `recordedAt`: now.
 */
export function resultsImportDocument(
  preview: ResultsImportPreview,
  options: {
    readonly fields: TournamentFields
    readonly playedAt: number
    readonly recordedAt: number
    readonly actor: string
    readonly newId: () => string
    readonly versionOf: (type: DomainEvent['type']) => number
  }
) {
  if (!preview.importable) throw new Error('the preview is not importable')
  const tournamentId = options.newId()
  const base = { actor: options.actor, recordedAt: options.recordedAt, occurredAt: options.playedAt, reason: null }
  const record = (event: DomainEvent): Recorded & { v: number } => ({
    event,
    v: options.versionOf(event.type),
    ...base
  })
  const players: Array<Recorded & { v: number }> = []
  const playerIds = preview.rows.map((row) => {
    if (row.player?.kind === 'existing') return row.player.playerId
    const playerId = options.newId()
    const fields = PlayerFields.parse({
      displayName: row.displayName,
      fullName: row.fullName,
      clubId: row.clubId,
      ageConfirmed: true,
      notes: ''
    })
    players.push(record({ type: 'player.created', playerId, fields, source: 'import' }))
    return playerId
  })
  const entryIds = preview.rows.map(() => options.newId())
  const records: Array<Recorded & { v: number }> = [
    record({ type: 'tournament.created', tournamentId, fields: options.fields }),
    ...preview.rows.map((row, i) =>
      record({
        type: 'entry.registered',
        tournamentId,
        entryId: entryIds[i]!,
        playerId: playerIds[i]!,
        kind: 'entry',
        status: 'registered',
        number: i + 1,
        chips: options.fields.startingStack,
        late: false,
        override: null
      })
    ),
    ...eliminations(preview, entryIds, tournamentId, options).flatMap((events) => events.map(record))
  ]
  return {
    format: 'floorclock.tournament' as const,
    version: 3 as const,
    tournamentId,
    players: players.map((p) => ({ ...p, afterRecords: 0 })),
    series: [],
    records
  }
}

/** From the last place up, one hand per place: a single elimination, or the rows sharing the place split (§27.7). */
function eliminations(
  preview: ResultsImportPreview,
  entryIds: readonly string[],
  tournamentId: string,
  options: { readonly actor: string; readonly newId: () => string }
): DomainEvent[][] {
  const byPlace = new Map<number, string[]>()
  preview.rows.forEach((row, i) => byPlace.set(row.place!, [...(byPlace.get(row.place!) ?? []), entryIds[i]!]))
  const places = [...byPlace.keys()].filter((p) => p > 1).sort((a, b) => b - a)
  return places.map((place) => {
    const ids = byPlace.get(place)!
    const handId = options.newId()
    const eliminated = ids.map((entryId): DomainEvent => ({
      type: 'entry.eliminated',
      tournamentId,
      entryId,
      level: 0,
      confirmedBy: options.actor,
      eliminatedBy: null,
      handId
    }))
    if (ids.length === 1) return eliminated
    const placeTo = place + ids.length - 1
    const hand: DomainEvent = {
      type: 'results.handRecorded',
      tournamentId,
      handId,
      level: 0,
      confirmedBy: options.actor,
      // The stacks are not in the file: equal by construction, as the sheet says the places were shared.
      outcome: { busts: ids.map((entryId) => ({ entryId, startStack: 0, level: 0 })), tieRule: 'split' },
      places: ids.map((entryId) => ({ entryId, place, placeTo })),
      changes: []
    }
    return [hand, ...eliminated]
  })
}
