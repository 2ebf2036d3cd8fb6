import { translate, type Language } from '../../../i18n'
import { roundTo, type PointsExplanation } from './ratingFormula'

/** Intermediate values are shown to 4 decimals: enough to check, without floating-point noise. */
const show = (x: number): string => String(roundTo(x, 4))

/**
 * §28.4: the explanation a participant reads, e.g.
 * "45.6 = coefficient * 100 * sqrt(entrants) / sqrt(place), with coefficient = 1, entrants = 120, place = 3".
 */
export function explainPoints(e: PointsExplanation, language: Language): string {
  const first = e.perPlace[0]!
  const lastPlace = e.perPlace[e.perPlace.length - 1]!.place
  // In a shared range the formula is evaluated once per place: show the range rather than the first place only.
  const vars = e.used
    .map((name) => `${name} = ${name === 'place' && e.shared ? `${first.place}–${lastPlace}` : e.variables[name]}`)
    .join(', ')
  if (e.shared) {
    const last = e.perPlace[e.perPlace.length - 1]!
    const values = e.perPlace.map((r) => show(r.points)).join(' + ')
    // The formula once per place of the range, each with its value, then the share.
    const perPlace = e.perPlace.map((r) => `place = ${r.place}: ${show(r.points)}`).join('; ')
    const others = e.used.filter((name) => name !== 'place').map((name) => `${name} = ${e.variables[name]}`)
    const each =
      e.kind === 'table'
        ? translate(language, 'rating.explain.table', { place: `${first.place}–${last.place}`, points: values })
        : others.length
          ? translate(language, 'rating.explain.formulaShared', {
              formula: e.formula,
              variables: others.join(', '),
              perPlace
            })
          : `${e.formula}: ${perPlace}`
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
