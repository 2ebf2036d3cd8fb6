import { useCallback } from 'react'
import type { CommandAck } from '../../../shared/contract/client'
import type { Result } from '../../../shared/contract/result'
import type { Command, CommandMeta } from '../../../shared/core/commands'
import { useClient } from '../common/ClientContext'

/** Send one command; the answer is the recorded events or the refusal. */
export function useCommand(): (command: Command, meta?: CommandMeta) => Promise<Result<CommandAck>> {
  const client = useClient()
  return useCallback((command, meta) => client.command(meta ? { command, meta } : { command }), [client])
}
