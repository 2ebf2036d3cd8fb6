import { translate, type Language } from '../../i18n'
import type { PointsExplanation } from './RatingFormula'

/**
 * §28.4: the explanation a participant reads, e.g.
 * "45.6 = coefficient * 100 * sqrt(entrants) / sqrt(place), with coefficient = 1, entrants = 120, place = 3".
 */
export function explainPoints(e: PointsExplanation, language: Language): string {
  const vars = e.used.map((name) => `${name} = ${e.variables[name]}`).join(', ')
  const first = e.perPlace[0]!
  if (e.shared) {
    const last = e.perPlace[e.perPlace.length - 1]!
    const values = e.perPlace.map((r) => String(r.points)).join(' + ')
    const each =
      e.kind === 'table'
        ? translate(language, 'rating.explain.table', { place: `${first.place}–${last.place}`, points: values })
        : translate(language, 'rating.explain.formula', { points: values, formula: e.formula, variables: vars })
    return `${each}. ${translate(language, 'rating.explain.shared', {
      from: first.place,
      to: last.place,
      values,
      count: e.perPlace.length,
      points: e.points
    })}`
  }
  if (e.kind === 'table') {
    const text = translate(language, 'rating.explain.table', { place: first.place, points: e.points })
    if (!e.used.includes('coefficient')) return text
    return `${text} (${translate(language, 'rating.explain.coefficient', { coefficient: e.variables.coefficient })})`
  }
  return translate(language, 'rating.explain.formula', { points: e.points, formula: e.formula, variables: vars })
}
