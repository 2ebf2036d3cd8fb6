import type { Rejection } from '../../rejection'

/**
 * The only error the formula language throws. `code` names an i18n message (`rating.formula.error.<code>`),
 * `position` is the 0-based character offset of the offending text, `params` fill the message.
 */
export type FormulaErrorCode =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'tooComplex'
  | 'tooManySteps'
  | 'unexpectedCharacter'
  | 'unexpectedToken'
  | 'unexpectedEnd'
  | 'expected'
  | 'propertyAccess'
  | 'unknownVariable'
  | 'unknownFunction'
  | 'notAFunction'
  | 'arity'
  | 'numberTooLarge'
  | 'badNumber'
  | 'divisionByZero'
  | 'domain'
  | 'notFinite'
  | 'missingVariable'

export class FormulaError extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    readonly position: number,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {}
  ) {
    super(`${message} (at position ${position + 1})`)
    this.name = 'FormulaError'
  }

  /** The i18n key of the message; the params include `position` (1-based, for people). */
  get key(): `rating.formula.error.${FormulaErrorCode}` {
    return `rating.formula.error.${this.code}`
  }

  get messageParams(): Record<string, string | number> {
    return { ...this.params, position: this.position + 1 }
  }

  /** The same refusal in the shape a rejected command carries (src/shared/core/rejection.ts). */
  toRejection(field = 'expression'): Rejection {
    return { code: this.key, message: this.message, field, params: this.messageParams }
  }
}
