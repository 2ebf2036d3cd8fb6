import { readCsv } from '../csv/codec'
import { isFormulaLike, neutralizeFormula } from '../csv/formula'
import type { DomainEvent } from '../events'
import { normalizeName } from '../players/normalize'
import { PlayerFields } from '../players/schemas'
import type { PlayerDatabase } from '../players/state'
import type { TournamentFields } from '../tournament/schemas'

/**
 * Issue 17.6: bringing a hall's past results in from a spreadsheet (the final standings most tools export: place,
 * name, club) — a preview with the column mapping guessed from the header row (English, Russian, Swedish words), the
 * players matched against the database, and every problem named; nothing is recorded here. The import itself is
 * the tournament's journal written as an export file (`resultsImportDocument`) and decided like any other import:
 * the players registered, then eliminated from the last place up, so places are the app's own (§27.7, §9.5).
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
  /** Problems of the whole list (places missing or shared, no winner). */
  readonly problems: readonly ResultsImportProblem[]
  readonly existing: number
  readonly created: number
  /** Every row readable, places 1…n each once: the list can be imported as it is. */
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
  const rows: ResultsImportRow[] = []
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
    const placeText = cell('place').replace(/[.)]$/, '')
    const place = /^\d{1,6}$/.test(placeText) ? Number(placeText) : null
    if (place === null || place < 1) errors.push({ code: 'resultsImport.error.place', params: { value: placeText } })
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
  // §9.5: one place each, 1…n: a shared place or a gap cannot be told apart from a typing error here.
  const places = rows.map((r) => r.place).filter((p): p is number => p !== null)
  const counts = new Map<number, number>()
  for (const p of places) counts.set(p, (counts.get(p) ?? 0) + 1)
  for (const [p, n] of [...counts].sort((a, b) => a[0] - b[0]))
    if (n > 1) problems.push({ code: 'resultsImport.error.sharedPlace', params: { place: p, count: n } })
  const missing: number[] = []
  for (let p = 1; p <= rows.length; p += 1) if (!counts.has(p)) missing.push(p)
  if (missing.length > 0)
    problems.push({ code: 'resultsImport.error.missingPlaces', params: { places: missing.slice(0, 20).join(', ') } })
  return {
    headers,
    separator,
    mapping: used,
    rows,
    problems,
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
 * imported, each player's entry, then the eliminations from the last place up — the one left is the winner.
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
    ...preview.rows
      .map((row, i) => ({ place: row.place!, i }))
      .sort((a, b) => b.place - a.place)
      .filter((x) => x.place > 1)
      .map((x) =>
        record({
          type: 'entry.eliminated',
          tournamentId,
          entryId: entryIds[x.i]!,
          level: 0,
          confirmedBy: options.actor,
          eliminatedBy: null,
          handId: options.newId()
        })
      )
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
