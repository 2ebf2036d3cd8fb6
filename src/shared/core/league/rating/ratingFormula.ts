import { z } from 'zod'
import { reject } from '../../rejection'
import { evaluateFormula } from './formulaEvaluator'
import { FormulaError } from './formulaError'
import { parseFormula, type ParsedFormula } from './formulaParser'

/**
 * §28.2: what a rating may depend on — place, number of participants, buy-in category, difficulty coefficient, final
 * table, wins (knockouts for bounty formats, §5.10). These are the only names a custom formula may use.
 */
export const FORMULA_VARIABLES = [
  'place',
  'entrants',
  'finalTableSize',
  'coefficient',
  'buyinCategory',
  'knockouts',
  'reentries',
  'isWinner',
  'inFinalTable'
] as const
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number]
const ALLOWED: ReadonlySet<string> = new Set(FORMULA_VARIABLES)

export const RatingPreset = z.enum([
  'linear', // coefficient × base × (entrants − place + 1) / entrants
  'sqrt', // coefficient × base × √entrants / √place
  'log' // coefficient × base × log((entrants + 1) / place)
])
export type RatingPreset = z.infer<typeof RatingPreset>

const Points = z.number().min(-1_000_000).max(1_000_000)

/** §28.1–§28.5: the announced formula of a series. */
export const RatingFormula = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('table'),
    /** Points for place 1, 2, 3, … */
    points: z.array(Points).min(1).max(1000),
    /** Points for places beyond the table. */
    beyond: Points.default(0),
    /** Multiply by the event's category coefficient (§28.2г). */
    applyCoefficient: z.boolean().default(false),
    decimals: z.int().min(0).max(4).default(2)
  }),
  z.strictObject({
    kind: z.literal('preset'),
    preset: RatingPreset,
    base: z.number().positive().max(1_000_000),
    finalTableBonus: Points.default(0),
    knockoutPoints: Points.default(0),
    decimals: z.int().min(0).max(4).default(2)
  }),
  z.strictObject({
    kind: z.literal('custom'),
    expression: z.string().min(1).max(2000),
    decimals: z.int().min(0).max(4).default(2)
  })
])
export type RatingFormula = z.infer<typeof RatingFormula>
export type RatingFormulaInput = z.input<typeof RatingFormula>

/** What the formula is evaluated with, for one participant's result in one event. */
export interface PointsInput {
  readonly place: number
  /** Last place of a shared range (§24.9а): points of the places are split equally. */
  readonly placeTo?: number
  readonly entrants: number
  readonly finalTableSize: number
  readonly coefficient?: number
  readonly buyinCategory?: number
  readonly knockouts?: number
  readonly reentries?: number
}

/** §28.4: everything a participant needs to check their points. */
export interface PointsExplanation {
  readonly kind: RatingFormula['kind']
  /** The formula as announced: the expression text, or "table". */
  readonly formula: string
  readonly variables: Readonly<Record<FormulaVariable, number>>
  /** The variables the formula actually uses, in order of first use (what the explanation shows). */
  readonly used: readonly FormulaVariable[]
  /** Points of each place of a shared range, before the split; one row when the place is not shared. */
  readonly perPlace: ReadonlyArray<{ readonly place: number; readonly points: number }>
  readonly shared: boolean
  readonly decimals: number
  readonly points: number
}

export interface PointsResult {
  readonly points: number
  readonly explanation: PointsExplanation
}

export interface CompiledRatingFormula {
  readonly formula: RatingFormula
  /** The expression text evaluated (presets are expanded to their expression), or null for a table. */
  readonly expression: string | null
  readonly parsed: ParsedFormula | null
  points(input: PointsInput): PointsResult
}

/** A preset as the expression it stands for, so its explanation reads like any other formula. */
export function presetExpression(f: Extract<RatingFormula, { kind: 'preset' }>): string {
  const core = {
    linear: `coefficient * ${f.base} * (entrants - place + 1) / entrants`,
    sqrt: `coefficient * ${f.base} * sqrt(entrants) / sqrt(place)`,
    log: `coefficient * ${f.base} * log((entrants + 1) / place)`
  }[f.preset]
  const bonus = f.finalTableBonus !== 0 ? ` + ${f.finalTableBonus} * inFinalTable` : ''
  const kos = f.knockoutPoints !== 0 ? ` + ${f.knockoutPoints} * knockouts` : ''
  return `${core}${bonus}${kos}`
}

/** Check a custom expression (at announcement): parse errors come back as FormulaError with a position. */
export function parseRatingExpression(expression: string): ParsedFormula {
  return parseFormula(expression, ALLOWED)
}

/** Parse once; evaluate many times. Throws FormulaError for a bad expression, zod errors for a bad shape. */
export function compileRatingFormula(input: RatingFormulaInput): CompiledRatingFormula {
  const formula = RatingFormula.parse(input)
  const expression =
    formula.kind === 'custom' ? formula.expression : formula.kind === 'preset' ? presetExpression(formula) : null
  const parsed = expression === null ? null : parseRatingExpression(expression)

  const scope = new Map<string, number>()
  const onePlace = (place: number, vars: Record<FormulaVariable, number>): number => {
    if (formula.kind === 'table') {
      const raw = formula.points[place - 1] ?? formula.beyond
      return formula.applyCoefficient ? raw * vars.coefficient : raw
    }
    // One scope per compiled formula, refilled for each place: evaluation is synchronous and never escapes.
    for (const name of FORMULA_VARIABLES) scope.set(name, vars[name])
    // Within a shared range each place is evaluated as itself (§24.9а).
    scope.set('place', place)
    scope.set('isWinner', place === 1 ? 1 : 0)
    scope.set('inFinalTable', place <= vars.finalTableSize ? 1 : 0)
    return evaluateFormula(parsed!.ast, scope)
  }

  const used: FormulaVariable[] = parsed
    ? (parsed.variables as FormulaVariable[])
    : formula.kind === 'table' && formula.applyCoefficient
      ? ['place', 'coefficient']
      : ['place']

  return {
    formula,
    expression,
    parsed,
    points(input: PointsInput): PointsResult {
      const placeTo = input.placeTo ?? input.place
      checkInput(input, placeTo)
      const vars: Record<FormulaVariable, number> = {
        place: input.place,
        entrants: input.entrants,
        finalTableSize: input.finalTableSize,
        coefficient: input.coefficient ?? 1,
        buyinCategory: input.buyinCategory ?? 0,
        knockouts: input.knockouts ?? 0,
        reentries: input.reentries ?? 0,
        isWinner: input.place === 1 && placeTo === 1 ? 1 : 0,
        inFinalTable: input.place <= input.finalTableSize ? 1 : 0
      }
      const perPlace: Array<{ place: number; points: number }> = []
      for (let p = input.place; p <= placeTo; p += 1) perPlace.push({ place: p, points: onePlace(p, vars) })
      // §24.9а: shared places split the points of the places they cover equally.
      const total = perPlace.reduce((sum, row) => sum + row.points, 0)
      const points = roundTo(total / perPlace.length, formula.decimals)
      return {
        points,
        explanation: {
          kind: formula.kind,
          formula: expression ?? 'table',
          variables: vars,
          used,
          perPlace,
          shared: placeTo > input.place,
          decimals: formula.decimals,
          points
        }
      }
    }
  }
}

function checkInput(input: PointsInput, placeTo: number): void {
  const bad = (field: string): never =>
    reject('rating.error.badInput', `Invalid ${field} for the rating formula.`, { field, params: { field } })
  if (!Number.isInteger(input.entrants) || input.entrants < 1 || input.entrants > 100_000) bad('entrants')
  if (!Number.isInteger(input.place) || input.place < 1 || input.place > input.entrants) bad('place')
  if (!Number.isInteger(placeTo) || placeTo < input.place || placeTo > input.entrants) bad('placeTo')
  if (!Number.isInteger(input.finalTableSize) || input.finalTableSize < 1) bad('finalTableSize')
  for (const f of ['coefficient', 'buyinCategory', 'knockouts', 'reentries'] as const) {
    const v = input[f]
    if (v !== undefined && (!Number.isFinite(v) || Math.abs(v) > 1e9)) bad(f)
  }
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals
  const r = Math.round(value * f) / f
  return Object.is(r, -0) ? 0 : r
}

/**
 * Try a formula over every place of fields from 2 to `maxEntrants` (at announcement, §28.1): the first failure
 * (division by zero, sqrt of a negative…) is reported with the values that caused it, before any event uses it.
 */
export function checkFormulaOverFields(
  formula: RatingFormulaInput,
  {
    maxEntrants = 200,
    finalTableSize = 9,
    coefficient = 1
  }: { maxEntrants?: number; finalTableSize?: number; coefficient?: number } = {}
): { ok: true } | { ok: false; error: FormulaError; place: number; entrants: number } {
  const compiled = compileRatingFormula(formula)
  for (let entrants = 2; entrants <= maxEntrants; entrants += 1) {
    for (let place = 1; place <= entrants; place += 1) {
      try {
        compiled.points({ place, entrants, finalTableSize, coefficient })
      } catch (error) {
        if (error instanceof FormulaError) return { ok: false, error, place, entrants }
        throw error
      }
    }
  }
  return { ok: true }
}
