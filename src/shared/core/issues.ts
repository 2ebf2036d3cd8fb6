import type { MessageKey } from '../i18n'
import type { z } from 'zod'
import { isMessageKey, translate } from '../i18n'
import { RejectedError, type FieldIssue, type Rejection } from './rejection'

type Issue = z.core.$ZodIssue

/** A schema's message that is itself an i18n key ("invalid.date") is used as it stands. */
function keyed(issue: Issue): { code: MessageKey; params: Record<string, string | number> } | null {
  if (!isMessageKey(issue.message)) return null
  const params = issue.code === 'custom' && issue.params ? (issue.params as Record<string, string | number>) : {}
  return { code: issue.message, params }
}

/**
 * What a person is told about one zod issue: an i18n key and its parameters, never the schema's
 * developer text or path ("Check command.fields.startingStack: Invalid input: expected number, received null").
 */
export function describeIssue(issue: Issue): { code: MessageKey; params: Record<string, string | number> } {
  const own = keyed(issue)
  if (own) return own
  switch (issue.code) {
    case 'invalid_type': {
      // What was received: the input where zod reports it, else as zod names it ("received null", "received NaN").
      const received =
        'input' in issue && issue.input !== undefined
          ? Number.isNaN(issue.input)
            ? 'NaN'
            : issue.input === null
              ? 'null'
              : typeof issue.input
          : ((issue as { received?: string }).received ?? /received (\w+)$/.exec(issue.message)?.[1])
      if (received === 'undefined' || received === 'null') return { code: 'invalid.required', params: {} }
      if (received === 'NaN') return { code: 'invalid.number', params: {} }
      if (issue.expected === 'int') return { code: 'invalid.wholeNumber', params: {} }
      if (issue.expected === 'number') return { code: 'invalid.number', params: {} }
      return { code: 'invalid.required', params: {} }
    }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string')
        return min <= 1 ? { code: 'invalid.empty', params: {} } : { code: 'invalid.tooShort', params: { min } }
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? { code: 'invalid.noneChosen', params: {} } : { code: 'invalid.fewItems', params: { min } }
      if (min === 0 && issue.inclusive === false) return { code: 'invalid.positive', params: {} }
      return { code: 'invalid.min', params: { min: issue.inclusive === false ? min + 1 : min } }
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return { code: 'invalid.tooLong', params: { max } }
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'invalid.manyItems', params: { max } }
      return { code: 'invalid.max', params: { max: issue.inclusive === false ? max - 1 : max } }
    }
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return { code: 'invalid.date', params: {} }
      if (issue.format === 'regex' && issue.pattern?.includes('[0-5]\\d')) return { code: 'invalid.time', params: {} }
      if (issue.format === 'regex' && issue.pattern?.startsWith('^data:')) return { code: 'invalid.file', params: {} }
      return { code: 'invalid.format', params: {} }
    case 'not_multiple_of':
      return { code: 'invalid.multipleOf', params: { divisor: issue.divisor } }
    case 'invalid_value':
    case 'invalid_union':
      return { code: 'invalid.choice', params: {} }
    case 'unrecognized_keys':
      return { code: 'invalid.unknownField', params: { fields: issue.keys.join(', ') } }
    default:
      return { code: 'invalid.generic', params: {} }
  }
}

/** Every issue of a failed parse, each naming its field (dotted path, `prefix` first): all at once. */
export function issuesOf(error: z.ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.')
    return { field, ...describeIssue(issue) }
  })
}

/**
 * The refusal for a failed parse (code `error.invalid`): every issue comes along, the first names `field`; readers
 * show the issues in their language. The English `message` (with paths) is for logs and API clients only.
 */
export function invalidRejection(error: z.ZodError, prefix?: string): Rejection {
  const issues = issuesOf(error, prefix)
  const english = issues.map((i) => `${i.field ? `${i.field}: ` : ''}${englishOf(i)}`).join('; ')
  const first = issues[0]
  return {
    code: 'error.invalid',
    message: english || 'invalid input',
    ...(first?.field ? { field: first.field } : {}),
    params: { field: first?.field || '-', detail: first ? englishOf(first) : 'invalid input' },
    issues
  }
}

function englishOf(issue: FieldIssue): string {
  return isMessageKey(issue.code) ? translate('en', issue.code, issue.params) : issue.code
}

/** Refuse inside `decide` when a merged value fails its schema (e.g. terms after an edit). */
export function rejectInvalid(error: z.ZodError, prefix?: string): never {
  throw new RejectedError(invalidRejection(error, prefix))
}
