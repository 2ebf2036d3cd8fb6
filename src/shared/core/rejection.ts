import type { MessageKey } from '../i18n'

/**
 * A typed refusal of a command. `code` is an i18n key (see src/shared/i18n), `params` fill it in, and `message` is
 * the English text for logs and API clients. A rejected command writes nothing.
 */
export interface Rejection {
  readonly code: MessageKey
  readonly message: string
  /** Dotted path of the offending field, where one is to blame. */
  readonly field?: string
  readonly params?: Readonly<Record<string, string | number>>
  /** Every problem found at once, each next to its field; the first is `code`/`field` above. */
  readonly issues?: readonly FieldIssue[]
}

/** One problem with one field: an i18n key and its parameters, shown beside the field it names. */
export interface FieldIssue {
  /** Dotted path, e.g. `command.fields.startingStack`; forms match it by its end. */
  readonly field: string
  readonly code: MessageKey
  readonly params: Readonly<Record<string, string | number>>
}

export class RejectedError extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.message)
    this.name = 'RejectedError'
  }
}

/** Refuse the command: throw from inside `decide`; the service turns it into an error result and writes nothing. */
export function reject(
  code: MessageKey,
  message: string,
  extra: { field?: string; params?: Record<string, string | number> } = {}
): never {
  throw new RejectedError({ code, message, ...extra })
}
