/** Issue 6, the pure core of rating: the formula language, formulas and their versions, series standings. */
export * from './FormulaError'
export * from './FormulaLexer'
export * from './FormulaParser'
export * from './FormulaEvaluator'
export * from './RatingFormula'
export * from './FormulaVersion'
export * from './PointsExplanationText'
export * from './SeriesStandings'
