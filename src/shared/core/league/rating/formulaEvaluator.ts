import { FormulaError } from './formulaError'
import { FORMULA_LIMITS } from './formulaLexer'
import type { FormulaNode } from './formulaParser'

/** Variable values by name; looked up in a Map, never on an object's prototype. */
export type FormulaScope = ReadonlyMap<string, number>

const truthy = (x: number): boolean => x !== 0
const bool = (b: boolean): number => (b ? 1 : 0)

/**
 * Evaluate a parsed formula. Every failure is a FormulaError with the position of the operation that failed:
 * division by zero, sqrt of a negative, log of a non-positive number, a result that is not a finite number.
 */
export function evaluateFormula(ast: FormulaNode, scope: FormulaScope): number {
  let steps = 0
  const finite = (value: number, position: number): number => {
    if (!Number.isFinite(value) || Math.abs(value) > 1e15)
      throw new FormulaError('notFinite', position, 'The result is too large or not a number')
    return value
  }
  const run = (n: FormulaNode): number => {
    steps += 1
    if (steps > FORMULA_LIMITS.maxSteps)
      throw new FormulaError('tooManySteps', n.position, 'The formula takes too many steps')
    switch (n.type) {
      case 'number':
        return n.value
      case 'variable': {
        const value = scope.get(n.name)
        if (value === undefined || !Number.isFinite(value)) {
          throw new FormulaError('missingVariable', n.position, `No value for "${n.name}"`, { name: n.name })
        }
        return value
      }
      case 'unary':
        return n.op === '-' ? -run(n.arg) : bool(!truthy(run(n.arg)))
      case 'binary': {
        if (n.op === 'and') return bool(truthy(run(n.left)) && truthy(run(n.right)))
        if (n.op === 'or') return bool(truthy(run(n.left)) || truthy(run(n.right)))
        const a = run(n.left)
        const b = run(n.right)
        switch (n.op) {
          case '+':
            return finite(a + b, n.position)
          case '-':
            return finite(a - b, n.position)
          case '*':
            return finite(a * b, n.position)
          case '/':
            if (b === 0) throw new FormulaError('divisionByZero', n.position, 'Division by zero')
            return finite(a / b, n.position)
          case '%':
            if (b === 0) throw new FormulaError('divisionByZero', n.position, 'Division by zero')
            return finite(a % b, n.position)
          case '^':
            return finite(a ** b, n.position)
          case '<':
            return bool(a < b)
          case '<=':
            return bool(a <= b)
          case '>':
            return bool(a > b)
          case '>=':
            return bool(a >= b)
          case '==':
            return bool(a === b)
          case '!=':
            return bool(a !== b)
        }
        break
      }
      case 'call': {
        const args = n.args
        switch (n.name) {
          case 'if':
            return truthy(run(args[0]!)) ? run(args[1]!) : run(args[2]!)
          case 'min':
            return Math.min(...args.map(run))
          case 'max':
            return Math.max(...args.map(run))
          case 'round': {
            const x = run(args[0]!)
            const digits = args[1] ? run(args[1]) : 0
            if (!Number.isInteger(digits) || digits < 0 || digits > 6) {
              throw new FormulaError('domain', n.position, 'round() keeps 0–6 decimals', { name: 'round' })
            }
            const f = 10 ** digits
            return finite(Math.round(x * f) / f, n.position)
          }
          case 'floor':
            return Math.floor(run(args[0]!))
          case 'ceil':
            return Math.ceil(run(args[0]!))
          case 'abs':
            return Math.abs(run(args[0]!))
          case 'sqrt': {
            const x = run(args[0]!)
            if (x < 0) throw new FormulaError('domain', n.position, 'sqrt() of a negative number', { name: 'sqrt' })
            return Math.sqrt(x)
          }
          case 'log': {
            const x = run(args[0]!)
            if (x <= 0)
              throw new FormulaError('domain', n.position, 'log() of a number that is not positive', { name: 'log' })
            if (!args[1]) return Math.log(x)
            const base = run(args[1])
            if (base <= 0 || base === 1)
              throw new FormulaError('domain', n.position, 'log() base must be positive and not 1', { name: 'log' })
            return finite(Math.log(x) / Math.log(base), n.position)
          }
        }
      }
    }
    /* c8 ignore next */
    throw new FormulaError('unexpectedToken', 0, 'Unknown node')
  }
  return finite(run(ast), ast.position)
}
