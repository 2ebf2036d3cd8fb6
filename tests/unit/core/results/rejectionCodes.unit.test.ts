import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FormulaError } from '../../../../src/shared/core/rating/FormulaError'
import { parseRatingExpression } from '../../../../src/shared/core/rating/RatingFormula'
import { en } from '../../../../src/shared/i18n/en'

const root = path.resolve(__dirname, '../../../../src/shared/core')
const sources = ['results', 'rating'].flatMap((dir) =>
  fs.readdirSync(path.join(root, dir)).map((file) => fs.readFileSync(path.join(root, dir, file), 'utf8'))
)

describe('every refusal of the results and rating core has a message', () => {
  it('each reject() code is an i18n key in English (and so, by the dictionary test, in Russian)', () => {
    const codes = sources.flatMap((src) => [...src.matchAll(/reject\(\s*'([^']+)'/g)].map((m) => m[1]!))
    expect(codes.length).toBeGreaterThan(20)
    for (const code of codes) expect(code in en, code).toBe(true)
  })

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
