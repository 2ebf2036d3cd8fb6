import { useCallback, useState } from 'react'
import type { Command, CommandMeta } from '../../../../../shared/core/commands'
import type { DomainEvent } from '../../../../../shared/core/events'
import type { MessageKey, Params } from '../../../../../shared/i18n'
import { useCommand } from '../../../common/useCommand'
import { useI18n } from '../../../i18n/I18n'

export interface RecordOutcome {
  ok: boolean
  events: DomainEvent[]
}

/**
 * Send a command and keep the last outcome in the operator's language. Every control answers: a
 * refusal says why, a command that changed nothing says so, and `describe` may word what was recorded.
 */
export function useRecord(): {
  record: (
    command: Command,
    meta?: CommandMeta,
    describe?: (events: DomainEvent[]) => { key: MessageKey; params?: Params } | null
  ) => Promise<boolean>
  message: { ok: boolean; text: string } | null
  setMessage: (message: { ok: boolean; text: string } | null) => void
} {
  const send = useCommand()
  const { t, explain } = useI18n()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const record = useCallback(
    async (
      command: Command,
      meta?: CommandMeta,
      describe?: (events: DomainEvent[]) => { key: MessageKey; params?: Params } | null
    ): Promise<boolean> => {
      const result = await send(command, meta)
      if (!result.ok) setMessage({ ok: false, text: explain(result.error) })
      else if (result.value.events.length === 0) setMessage({ ok: true, text: t('control.nothingChanged') })
      else {
        const said = describe?.(result.value.events)
        setMessage({ ok: true, text: said ? t(said.key, said.params) : t('tournament.recorded') })
      }
      return result.ok
    },
    [send, t, explain]
  )
  return { record, message, setMessage }
}
