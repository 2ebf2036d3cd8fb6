import type { RatingFormulaInput, TieBreak } from '../../shared/core/league'
import type { Sql } from '../db/database'

export interface FederationSeries {
  readonly id: number
  readonly name: string
  readonly tieBreaks: TieBreak[]
  readonly finalTableSize: number
  readonly countBest: number | null
  /** The season: events dated from … to … (inclusive, YYYY-MM-DD); null is open. */
  readonly fromDate: string | null
  readonly toDate: string | null
}

export interface FormulaVersion {
  readonly seriesId: number
  readonly formula: RatingFormulaInput
  readonly effectiveFrom: string
}

export interface NewSeries {
  readonly name: string
  readonly formula: RatingFormulaInput
  readonly tieBreaks: readonly TieBreak[]
  readonly finalTableSize: number
  readonly countBest?: number | undefined
  readonly fromDate?: string | undefined
  readonly toDate?: string | undefined
}

/** §28.1: a series with its rules and its first formula, in force from the season's start. */
export async function insertSeries(db: Sql, s: NewSeries): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO series (name, tie_breaks, final_table_size, count_best, from_date, to_date)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6) RETURNING id`,
    [s.name, JSON.stringify(s.tieBreaks), s.finalTableSize, s.countBest ?? null, s.fromDate ?? null, s.toDate ?? null]
  )
  await announceFormula(db, row!.id, s.formula, s.fromDate ?? '0000-01-01')
  return row!.id
}

/** §28.6: a new version of the formula, for events dated from `effectiveFrom`; earlier events keep theirs. */
export async function announceFormula(
  db: Sql,
  seriesId: number,
  formula: RatingFormulaInput,
  effectiveFrom: string
): Promise<void> {
  await db.query('INSERT INTO series_formulas (series_id, formula, effective_from) VALUES ($1, $2::jsonb, $3)', [
    seriesId,
    JSON.stringify(formula),
    effectiveFrom
  ])
}

export async function allSeries(db: Sql): Promise<FederationSeries[]> {
  return db.query<FederationSeries>(
    `SELECT id, name, tie_breaks AS "tieBreaks", final_table_size AS "finalTableSize", count_best AS "countBest",
            from_date AS "fromDate", to_date AS "toDate" FROM series ORDER BY id`
  )
}

export async function seriesExists(db: Sql, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM series WHERE id = $1', [id])).length > 0
}

/** Every formula version, in the order announced. */
export async function formulaVersions(db: Sql): Promise<FormulaVersion[]> {
  return db.query<FormulaVersion>(
    `SELECT series_id AS "seriesId", formula, effective_from AS "effectiveFrom" FROM series_formulas ORDER BY id`
  )
}
