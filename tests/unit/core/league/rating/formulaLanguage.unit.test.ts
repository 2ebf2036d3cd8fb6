import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateFormula } from '../../../../../src/shared/core/league/rating/formulaEvaluator'
import { FormulaError } from '../../../../../src/shared/core/league/rating/formulaError'
import { FORMULA_LIMITS } from '../../../../../src/shared/core/league/rating/formulaLexer'
import { parseFormula } from '../../../../../src/shared/core/league/rating/formulaParser'
import { translate } from '../../../../../src/shared/i18n'

const VARS = new Set(['place', 'entrants', 'finalTableSize', 'coefficient', 'knockouts', 'isWinner', 'inFinalTable'])
const scope = new Map(
  Object.entries({
    place: 3,
    entrants: 120,
    finalTableSize: 9,
    coefficient: 1.5,
    knockouts: 2,
    isWinner: 0,
    inFinalTable: 1
  })
)
const run = (source: string, values = scope): number => evaluateFormula(parseFormula(source, VARS).ast, values)

function formulaError(fn: () => unknown): FormulaError {
  try {
    fn()
  } catch (error) {
    if (error instanceof FormulaError) return error
    throw error
  }
  throw new Error('expected a FormulaError')
}

describe('the rating formula language (§28.4: understandable, checkable)', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['10 % 4', 2],
    ['7 / 2', 3.5],
    ['place', 3],
    ['entrants - place + 1', 118],
    ['place < 5', 1],
    ['place >= 5', 0],
    ['place = 3', 1],
    ['place == 3 and entrants > 100', 1],
    ['place != 3 or isWinner', 0],
    ['not isWinner', 1],
    ['!isWinner && inFinalTable', 1],
    ['true + false', 1],
    ['if(place <= finalTableSize, 100, 10)', 100],
    ['min(place, 2, 9)', 2],
    ['max(place, 2, 9)', 9],
    ['round(2.5)', 3],
    ['round(10 / 3, 2)', 3.33],
    ['floor(2.7) + ceil(2.1)', 5],
    ['sqrt(16)', 4],
    ['round(log(100, 10), 6)', 2],
    ['abs(-4)', 4],
    [
      'coefficient * 100 * sqrt(entrants) / sqrt(place) + 5 * knockouts',
      (1.5 * 100 * Math.sqrt(120)) / Math.sqrt(3) + 10
    ],
    ['  .5 + 1.25 ', 1.75]
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBeCloseTo(expected, 10)
  })

  it('if() evaluates only the branch it takes (no error from the other)', () => {
    expect(run('if(place > 0, 1, 1 / 0)')).toBe(1)
  })

  it('lists the variables a formula uses, in order of first use', () => {
    expect(parseFormula('place * coefficient + place / entrants', VARS).variables).toEqual([
      'place',
      'coefficient',
      'entrants'
    ])
  })
})

describe('refusals with their position (§28.4)', () => {
  it.each([
    ['', 'empty', 0],
    ['1 +', 'unexpectedEnd', 3],
    ['1 + * 2', 'unexpectedToken', 4],
    ['(1 + 2', 'unexpectedEnd', 6],
    ['1 2', 'unexpectedToken', 2],
    ['place $ 2', 'unexpectedCharacter', 6],
    ['plaec + 1', 'unknownVariable', 0],
    ['foo(1)', 'unknownFunction', 0],
    ['place(1)', 'notAFunction', 0],
    ['sqrt', 'expected', 4],
    ['min()', 'arity', 0],
    ['if(1, 2)', 'arity', 0],
    ['1 < 2 < 3', 'unexpectedToken', 6],
    ['1e5', 'badNumber', 1],
    ['1.2.3', 'badNumber', 0],
    ['12abc', 'badNumber', 0]
  ])('%j → %s at %i', (source, code, position) => {
    const error = formulaError(() => parseFormula(source, VARS))
    expect(error.code).toBe(code)
    expect(error.position).toBe(position)
  })

  it.each([
    ['1 / (place - 3)', 'divisionByZero', 2],
    ['5 % 0', 'divisionByZero', 2],
    ['sqrt(0 - place)', 'domain', 0],
    ['log(0)', 'domain', 0],
    ['log(5, 1)', 'domain', 0],
    ['999999999999 * 999999999999', 'notFinite', 13],
    ['10 ^ 400', 'notFinite', 3],
    ['round(1, 9)', 'domain', 0]
  ])('evaluating %j → %s at %i', (source, code, position) => {
    const error = formulaError(() => run(source))
    expect(error.code).toBe(code)
    expect(error.position).toBe(position)
  })

  it('a missing variable value is a clear error, not NaN', () => {
    expect(formulaError(() => run('knockouts * 2', new Map([['place', 1]]))).code).toBe('missingVariable')
  })

  it('error messages are translated with the 1-based position', () => {
    const error = formulaError(() => parseFormula('place + $', VARS))
    expect(translate('en', error.key, error.messageParams)).toBe('Unexpected character "$" at position 9.')
    expect(translate('ru', error.key, error.messageParams)).toBe('Неожиданный символ «$» в позиции 9.')
  })
})

describe('unsafe and malicious input is refused (no eval, no property access)', () => {
  it.each([
    ['constructor', 'unknownVariable'],
    ['__proto__', 'unknownVariable'],
    ['toString', 'unknownVariable'],
    ['hasOwnProperty(1)', 'unknownFunction'],
    ['constructor.constructor("return process")()', 'propertyAccess'],
    ['place.constructor', 'propertyAccess'],
    ['place["constructor"]', 'propertyAccess'],
    ['min.call(1)', 'propertyAccess'],
    ['process', 'unknownVariable'],
    ['globalThis', 'unknownVariable'],
    ['eval(1)', 'unknownFunction'],
    ['Function(1)', 'unknownFunction'],
    ['"a"', 'unexpectedCharacter'],
    ['`x`', 'unexpectedCharacter'],
    ['place; 1', 'unexpectedCharacter'],
    ['x => 1', 'unknownVariable'],
    ['place = 1 ? 2 : 3', 'unexpectedCharacter'],
    ['99999999999999999999', 'numberTooLarge']
  ])('%j → %s', (source, code) => {
    expect(formulaError(() => parseFormula(source, VARS)).code).toBe(code)
  })

  it('refuses deeply nested input without overflowing the stack', () => {
    expect(formulaError(() => parseFormula('('.repeat(200) + '1' + ')'.repeat(200), VARS)).code).toBe('tooDeep')
    expect(formulaError(() => parseFormula('('.repeat(1100) + '1' + ')'.repeat(1100), VARS)).code).toBe('tooLong')
    expect(formulaError(() => parseFormula('-'.repeat(500) + '1', VARS)).code).toBe('tooDeep')
    expect(formulaError(() => parseFormula('not '.repeat(300) + '1', VARS)).code).toBe('tooDeep')
    expect(formulaError(() => parseFormula('abs('.repeat(100) + '1' + ')'.repeat(100), VARS)).code).toBe('tooDeep')
  })

  it('refuses input that is too long or has too many parts', () => {
    expect(formulaError(() => parseFormula('1+'.repeat(1500) + '1', VARS)).code).toBe('tooLong')
    expect(formulaError(() => parseFormula('1+'.repeat(600) + '1', VARS)).code).toBe('tooComplex')
    expect(FORMULA_LIMITS.maxLength).toBeLessThanOrEqual(2000)
  })

  it('property: the parser throws nothing but FormulaError on random strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (source) => {
        try {
          const parsed = parseFormula(source, VARS)
          const value = evaluateFormula(parsed.ast, scope)
          expect(Number.isFinite(value)).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError)
        }
      }),
      { numRuns: 2000 }
    )
  })

  it('property: random token soups from the language alphabet never escape the sandbox', () => {
    const token = fc.constantFrom(
      'place',
      'entrants',
      '(',
      ')',
      ',',
      '+',
      '-',
      '*',
      '/',
      '^',
      '<',
      '=',
      'and',
      'not',
      'if',
      'min',
      'sqrt',
      'log',
      '0',
      '1',
      '2.5',
      '.',
      '[',
      'constructor',
      ' '
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (parts) => {
        try {
          const value = evaluateFormula(parseFormula(parts.join(' '), VARS).ast, scope)
          expect(typeof value).toBe('number')
          expect(Number.isFinite(value)).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError)
        }
      }),
      { numRuns: 2000 }
    )
  })
})

describe('precedence and associativity (property: differential against direct arithmetic)', () => {
  type Expr = { text: string; value: number }
  const leaf = fc.integer({ min: 0, max: 9 }).map((n): Expr => ({ text: String(n), value: n }))
  const expr: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.tuple(tie('e'), fc.constantFrom('+', '-', '*'), tie('e')).map(([a, op, b]): Expr => ({
        text: `(${a.text} ${op} ${b.text})`,
        value: op === '+' ? a.value + b.value : op === '-' ? a.value - b.value : a.value * b.value
      })),
      tie('e').map((a): Expr => ({ text: `-${a.text}`, value: -a.value }))
    )
  })).e

  it('a fully parenthesised random expression evaluates to the arithmetic it spells', () => {
    fc.assert(
      fc.property(expr, (e) => {
        fc.pre(e.text.length < FORMULA_LIMITS.maxLength)
        const value = evaluateFormula(parseFormula(e.text, VARS).ast, scope)
        expect(value + 0).toBe(e.value + 0) // -0 and 0 are the same points
      }),
      { numRuns: 500 }
    )
  })

  it('without parentheses, * binds tighter than + and −, and both are left-associative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('+', '-', '*'), fc.integer({ min: 0, max: 9 })), { maxLength: 12 }),
        fc.integer({ min: 0, max: 9 }),
        (rest, first) => {
          const text = [String(first), ...rest.map(([op, n]) => `${op} ${n}`)].join(' ')
          // Reference: fold products first, then sums left to right.
          const terms: number[] = [first]
          const signs: number[] = [1]
          for (const [op, n] of rest) {
            if (op === '*') terms[terms.length - 1] = terms[terms.length - 1]! * n
            else {
              terms.push(n)
              signs.push(op === '+' ? 1 : -1)
            }
          }
          const expected = terms.reduce((sum, t, i) => sum + signs[i]! * t, 0)
          expect(evaluateFormula(parseFormula(text, VARS).ast, scope)).toBe(expected)
        }
      ),
      { numRuns: 500 }
    )
  })
})
