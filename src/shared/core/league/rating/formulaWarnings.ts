import { compileRatingFormula, type RatingFormulaInput } from './ratingFormula'

/**
 * §28.2, §28.3: a rating rewards a better place — a formula whose points rise with a worse place ("100, 120, 60",
 * `place ^ 2`) or that takes points away (negative points) is most likely a typing error. It is not refused (a
 * federation may mean it), but the director is warned in the preview and has to confirm to keep it.
 */
export type FormulaWarning =
  | {
      readonly kind: 'rises'
      readonly entrants: number
      /** The worse place that gets more points than the place above it. */
      readonly place: number
      readonly points: number
      readonly abovePoints: number
    }
  | { readonly kind: 'negative'; readonly entrants: number; readonly place: number; readonly points: number }

export interface WarningContext {
  readonly finalTableSize: number
  /** Field sizes checked, each with places 1…entrants; by default 2…60 as the announcement check does. */
  readonly entrants?: readonly number[]
  readonly coefficient?: number
  readonly buyinCategory?: number
}

const DEFAULT_FIELDS = Array.from({ length: 59 }, (_, i) => i + 2)

/**
 * The first place (over the field sizes checked, smallest first) whose points rise above the place before it, and
 * the first place with negative points; at most one warning of each kind. A formula that cannot be evaluated has
 * no warnings here (the announcement check refuses it).
 */
export function formulaWarnings(formula: RatingFormulaInput, context: WarningContext): FormulaWarning[] {
  let compiled
  try {
    compiled = compileRatingFormula(formula)
  } catch {
    return []
  }
  let rises: FormulaWarning | null = null
  let negative: FormulaWarning | null = null
  for (const entrants of context.entrants ?? DEFAULT_FIELDS) {
    let above: number | null = null
    for (let place = 1; place <= entrants; place += 1) {
      let points: number
      try {
        points = compiled.points({
          place,
          entrants,
          finalTableSize: context.finalTableSize,
          ...(context.coefficient !== undefined ? { coefficient: context.coefficient } : {}),
          ...(context.buyinCategory !== undefined ? { buyinCategory: context.buyinCategory } : {})
        }).points
      } catch {
        return []
      }
      if (!rises && above !== null && points > above)
        rises = { kind: 'rises', entrants, place, points, abovePoints: above }
      if (!negative && points < 0) negative = { kind: 'negative', entrants, place, points }
      above = points
    }
    if (rises && negative) break
  }
  return [rises, negative].filter((w): w is FormulaWarning => w !== null)
}
