import { describe, expect, it } from 'vitest'
import { FormulaError } from '../../../../../src/shared/core/league/rating/formulaError'
import { parseRatingExpression } from '../../../../../src/shared/core/league/rating/ratingFormula'

// Every reject() code is a dictionary key by its type (Rejection.code is a MessageKey): the compiler refuses a code
// with no message, so no test needs to read the source for them.
describe('a rating formula error is a refusal a person reads', () => {
  it('a formula error converts to a rejection the service can return', () => {
    try {
      parseRatingExpression('place.x')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(FormulaError)
      expect((error as FormulaError).toRejection()).toEqual({
        code: 'rating.formula.error.propertyAccess',
        message: 'Property access is not allowed in a formula (at position 6)',
        field: 'expression',
        params: { text: '.', position: 6 }
      })
    }
  })
})
