import { FormulaError } from './formulaError'

/** Limits that keep any input cheap to refuse or evaluate. */
export const FORMULA_LIMITS = {
  maxLength: 2000,
  maxTokens: 1000,
  maxDepth: 40,
  maxNodes: 500,
  maxSteps: 10_000,
  /** Literals above this are refused: points are human-sized numbers. */
  maxLiteral: 1e12
} as const

export type TokenKind = 'number' | 'identifier' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'end'

export interface Token {
  readonly kind: TokenKind
  readonly text: string
  readonly position: number
  readonly value?: number
}

const OPERATORS = ['<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '%', '^', '<', '>', '=', '!'] as const

const isDigit = (c: string) => c >= '0' && c <= '9'
const isIdentStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_'
const isIdentPart = (c: string) => isIdentStart(c) || isDigit(c)

/** Split a formula into tokens; refuses anything outside the small language, with the position. */
export function tokenize(source: string): Token[] {
  if (typeof source !== 'string') throw new FormulaError('empty', 0, 'The formula is empty')
  if (source.length > FORMULA_LIMITS.maxLength) {
    throw new FormulaError(
      'tooLong',
      FORMULA_LIMITS.maxLength,
      `The formula is longer than ${FORMULA_LIMITS.maxLength} characters`,
      {
        max: FORMULA_LIMITS.maxLength
      }
    )
  }
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i += 1
      continue
    }
    if (tokens.length >= FORMULA_LIMITS.maxTokens) {
      throw new FormulaError('tooComplex', i, 'The formula is too complex', { max: FORMULA_LIMITS.maxNodes })
    }
    const start = i
    if (isDigit(c) || (c === '.' && isDigit(source[i + 1] ?? ''))) {
      while (isDigit(source[i] ?? '')) i += 1
      if (source[i] === '.') {
        i += 1
        while (isDigit(source[i] ?? '')) i += 1
      }
      if (source[i] === 'e' || source[i] === 'E') {
        throw new FormulaError('badNumber', i, 'Write numbers without exponents', { text: source.slice(start, i + 1) })
      }
      if (source[i] === '.' || isIdentStart(source[i] ?? '')) {
        throw new FormulaError('badNumber', start, 'This is not a number', { text: source.slice(start, i + 1) })
      }
      const text = source.slice(start, i)
      const value = Number(text)
      if (!Number.isFinite(value) || value > FORMULA_LIMITS.maxLiteral) {
        throw new FormulaError('numberTooLarge', start, `Numbers above ${FORMULA_LIMITS.maxLiteral} are not allowed`, {
          text: text.slice(0, 30)
        })
      }
      tokens.push({ kind: 'number', text, position: start, value })
      continue
    }
    if (isIdentStart(c)) {
      while (isIdentPart(source[i] ?? '')) i += 1
      const text = source.slice(start, i)
      if (text.length > 64)
        throw new FormulaError('unknownVariable', start, 'Unknown name', { name: text.slice(0, 64) })
      tokens.push({ kind: 'identifier', text, position: start })
      continue
    }
    if (c === '.' || c === '[' || c === ']') {
      // No property or index access, ever: the language has names and numbers only.
      throw new FormulaError('propertyAccess', i, 'Property access is not allowed in a formula', { text: c })
    }
    if (c === '(') {
      tokens.push({ kind: 'lparen', text: c, position: i })
      i += 1
      continue
    }
    if (c === ')') {
      tokens.push({ kind: 'rparen', text: c, position: i })
      i += 1
      continue
    }
    if (c === ',') {
      tokens.push({ kind: 'comma', text: c, position: i })
      i += 1
      continue
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i))
    if (op) {
      tokens.push({ kind: 'operator', text: op, position: i })
      i += op.length
      continue
    }
    const shown = String.fromCodePoint(source.codePointAt(i) ?? 63)
    throw new FormulaError('unexpectedCharacter', i, `Unexpected character "${shown}"`, { text: shown })
  }
  tokens.push({ kind: 'end', text: '', position: source.length })
  return tokens
}
