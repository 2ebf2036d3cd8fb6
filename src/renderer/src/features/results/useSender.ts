import { useState } from 'react'
import type { Command } from '../../../../shared/core/commands'
import { useFieldErrors, type FieldErrors } from '../../common/fieldErrors'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'

/** Send a command with its reason and, for a record entered after the fact, when it happened (§26.14). */
export type Send = (command: Command, reason?: string, occurredAt?: number) => Promise<boolean>

/**
 * A panel's own sender: the refusal is shown in the panel that sent the command, next to the form — in the reader's
 * language, every problem at once, never a schema path; `errors` places them by field.
 */
export function useSender(): {
  send: Send
  error: string | null
  setError: (e: string | null) => void
  errors: FieldErrors
} {
  const { explain } = useI18n()
  const run = useCommand()
  const errors = useFieldErrors()
  const [error, setError] = useState<string | null>(null)
  const send: Send = (command, reason, occurredAt) =>
    run(
      command,
      reason || occurredAt !== undefined
        ? { ...(reason ? { reason } : {}), ...(occurredAt !== undefined ? { occurredAt } : {}) }
        : undefined
    ).then((r) => {
      setError(r.ok ? null : explain(r.error))
      if (r.ok) errors.clear()
      else errors.fromRejection(r.error)
      return r.ok
    })
  return { send, error, setError, errors }
}
