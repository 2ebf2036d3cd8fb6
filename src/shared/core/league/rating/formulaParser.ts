import { FormulaError } from './formulaError'
import { FORMULA_LIMITS, tokenize, type Token } from './formulaLexer'

/** The syntax tree. Values are numbers only; comparisons and logic give 1 or 0. */
export type FormulaNode =
  | { readonly type: 'number'; readonly value: number; readonly position: number }
  | { readonly type: 'variable'; readonly name: string; readonly position: number }
  | { readonly type: 'unary'; readonly op: '-' | 'not'; readonly arg: FormulaNode; readonly position: number }
  | {
      readonly type: 'binary'
      readonly op: BinaryOp
      readonly left: FormulaNode
      readonly right: FormulaNode
      readonly position: number
    }
  | {
      readonly type: 'call'
      readonly name: FunctionName
      readonly args: readonly FormulaNode[]
      readonly position: number
    }

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=' | 'and' | 'or'

/** The functions of the language and how many arguments each takes. */
export const FUNCTIONS = {
  if: [3, 3],
  min: [1, 20],
  max: [1, 20],
  round: [1, 2],
  floor: [1, 1],
  ceil: [1, 1],
  sqrt: [1, 1],
  log: [1, 2],
  abs: [1, 1]
} as const satisfies Record<string, readonly [number, number]>
export type FunctionName = keyof typeof FUNCTIONS

const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false'])
const FUNCTION_NAMES: ReadonlyMap<string, FunctionName> = new Map(
  Object.keys(FUNCTIONS).map((k) => [k, k as FunctionName])
)

export interface ParsedFormula {
  readonly source: string
  readonly ast: FormulaNode
  /** Variable names the formula uses, in order of first use. */
  readonly variables: readonly string[]
}

/**
 * Parse a formula (recursive descent, bounded depth and size). `allowedVariables` are the only names it may use;
 * anything else — `constructor`, `__proto__`, a typo — is refused with its position.
 */
export function parseFormula(source: string, allowedVariables: ReadonlySet<string>): ParsedFormula {
  if (typeof source !== 'string' || source.trim() === '') throw new FormulaError('empty', 0, 'The formula is empty')
  const tokens = tokenize(source)
  let index = 0
  let depth = 0
  let nodes = 0
  const variables: string[] = []

  const peek = (): Token => tokens[index]!
  const advance = (): Token => tokens[index++]!
  const node = <N extends FormulaNode>(n: N): N => {
    nodes += 1
    if (nodes > FORMULA_LIMITS.maxNodes)
      throw new FormulaError('tooComplex', n.position, 'The formula is too complex', { max: FORMULA_LIMITS.maxNodes })
    return n
  }
  const enter = (position: number): void => {
    depth += 1
    if (depth > FORMULA_LIMITS.maxDepth)
      throw new FormulaError('tooDeep', position, 'The formula is nested too deeply', { max: FORMULA_LIMITS.maxDepth })
  }
  const isOp = (...ops: string[]): boolean => {
    const t = peek()
    return (t.kind === 'operator' && ops.includes(t.text)) || (t.kind === 'identifier' && ops.includes(t.text))
  }
  const unexpected = (t: Token): never => {
    if (t.kind === 'end') throw new FormulaError('unexpectedEnd', t.position, 'The formula ends too early')
    throw new FormulaError('unexpectedToken', t.position, `Unexpected "${t.text}"`, { text: t.text })
  }
  const expect = (kind: Token['kind'], text: string): Token => {
    const t = peek()
    if (t.kind !== kind) {
      if (t.kind === 'end')
        throw new FormulaError('unexpectedEnd', t.position, `The formula ends too early: "${text}" expected`, {
          expected: text
        })
      throw new FormulaError('expected', t.position, `"${text}" expected, found "${t.text}"`, {
        expected: text,
        text: t.text
      })
    }
    return advance()
  }

  const parseOr = (): FormulaNode => {
    enter(peek().position)
    let left = parseAnd()
    while (isOp('or', '||')) {
      const t = advance()
      left = node({ type: 'binary', op: 'or', left, right: parseAnd(), position: t.position })
    }
    depth -= 1
    return left
  }
  const parseAnd = (): FormulaNode => {
    let left = parseNot()
    while (isOp('and', '&&')) {
      const t = advance()
      left = node({ type: 'binary', op: 'and', left, right: parseNot(), position: t.position })
    }
    return left
  }
  const parseNot = (): FormulaNode => {
    if (isOp('not', '!')) {
      const t = advance()
      enter(t.position)
      const arg = parseNot()
      depth -= 1
      return node({ type: 'unary', op: 'not', arg, position: t.position })
    }
    return parseComparison()
  }
  const parseComparison = (): FormulaNode => {
    const left = parseAdditive()
    if (isOp('<', '<=', '>', '>=', '==', '!=', '=')) {
      const t = advance()
      const op = (t.text === '=' ? '==' : t.text) as BinaryOp
      const right = parseAdditive()
      if (isOp('<', '<=', '>', '>=', '==', '!=', '=')) unexpected(peek()) // comparisons do not chain
      return node({ type: 'binary', op, left, right, position: t.position })
    }
    return left
  }
  const parseAdditive = (): FormulaNode => {
    let left = parseMultiplicative()
    while (isOp('+', '-')) {
      const t = advance()
      left = node({ type: 'binary', op: t.text as BinaryOp, left, right: parseMultiplicative(), position: t.position })
    }
    return left
  }
  const parseMultiplicative = (): FormulaNode => {
    let left = parseUnary()
    while (isOp('*', '/', '%')) {
      const t = advance()
      left = node({ type: 'binary', op: t.text as BinaryOp, left, right: parseUnary(), position: t.position })
    }
    return left
  }
  const parseUnary = (): FormulaNode => {
    if (isOp('-', '+')) {
      const t = advance()
      enter(t.position)
      const arg = parseUnary()
      depth -= 1
      return t.text === '+' ? arg : node({ type: 'unary', op: '-', arg, position: t.position })
    }
    return parsePower()
  }
  const parsePower = (): FormulaNode => {
    const base = parsePrimary()
    if (isOp('^')) {
      const t = advance()
      enter(t.position)
      const exponent = parseUnary() // right-associative: 2^3^2 = 2^(3^2)
      depth -= 1
      return node({ type: 'binary', op: '^', left: base, right: exponent, position: t.position })
    }
    return base
  }
  const parsePrimary = (): FormulaNode => {
    const t = peek()
    if (t.kind === 'number') {
      advance()
      return node({ type: 'number', value: t.value!, position: t.position })
    }
    if (t.kind === 'lparen') {
      advance()
      const inner = parseOr()
      expect('rparen', ')')
      return inner
    }
    if (t.kind === 'identifier') {
      advance()
      if (t.text === 'true' || t.text === 'false')
        return node({ type: 'number', value: t.text === 'true' ? 1 : 0, position: t.position })
      if (KEYWORDS.has(t.text)) unexpected(t)
      if (peek().kind === 'lparen') {
        const name = FUNCTION_NAMES.get(t.text)
        if (!name) {
          if (allowedVariables.has(t.text))
            throw new FormulaError('notAFunction', t.position, `"${t.text}" is a variable, not a function`, {
              name: t.text
            })
          throw new FormulaError('unknownFunction', t.position, `Unknown function "${t.text}"`, { name: t.text })
        }
        advance()
        enter(t.position)
        const args: FormulaNode[] = []
        if (peek().kind !== 'rparen') {
          args.push(parseOr())
          while (peek().kind === 'comma') {
            advance()
            args.push(parseOr())
          }
        }
        expect('rparen', ')')
        depth -= 1
        const [least, most] = FUNCTIONS[name]
        if (args.length < least || args.length > most) {
          const wanted = least === most ? String(least) : `${least}–${most}`
          throw new FormulaError('arity', t.position, `${name}() takes ${wanted} arguments, got ${args.length}`, {
            name,
            expected: wanted,
            count: args.length
          })
        }
        return node({ type: 'call', name, args, position: t.position })
      }
      if (!allowedVariables.has(t.text)) {
        if (FUNCTION_NAMES.has(t.text))
          throw new FormulaError('expected', peek().position, `"(" expected after ${t.text}`, {
            expected: '(',
            text: peek().text
          })
        throw new FormulaError('unknownVariable', t.position, `Unknown name "${t.text}"`, { name: t.text })
      }
      if (!variables.includes(t.text)) variables.push(t.text)
      return node({ type: 'variable', name: t.text, position: t.position })
    }
    return unexpected(t)
  }

  const ast = parseOr()
  if (peek().kind !== 'end') unexpected(peek())
  return { source, ast, variables }
}
