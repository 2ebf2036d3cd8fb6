import { useCallback, useState } from 'react'
import type { Command, CommandMeta } from '../../../../shared/core/commands'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/** Send a command and keep the last outcome in the operator's language. */
export function useRecord(): { record: (command: Command, meta?: CommandMeta) => Promise<boolean>; message: { ok: boolean; text: string } | null } {
  const client = useClient()
  const { t, explain } = useI18n()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const record = useCallback(
    async (command: Command, meta?: CommandMeta): Promise<boolean> => {
      const result = await client.command({ command, ...(meta ? { meta } : {}) })
      setMessage(result.ok ? { ok: true, text: t('tournament.recorded') } : { ok: false, text: explain(result.error) })
      return result.ok
    },
    [client, t, explain]
  )
  return { record, message }
}
