import { useCallback } from 'react'
import type { CommandAck } from '../../../shared/contract/client'
import type { Result } from '../../../shared/contract/result'
import type { Command, CommandMeta } from '../../../shared/core/commands'
import { useClient } from './ClientContext'

export type SendCommand = (command: Command, meta?: CommandMeta) => Promise<Result<CommandAck>>

/**
 * The one way a component sends a command: with its reason and, for a record entered after the fact, when it
 * happened (§26.14, §27.8); the answer is the recorded events or the refusal. How a panel shows the outcome is its
 * own (`admin/clock/useRecord.ts`: a line under the controls; `results/useSender.ts`: the refusal beside the fields).
 */
export function useCommand(): SendCommand {
  const client = useClient()
  return useCallback((command, meta) => client.command(meta ? { command, meta } : { command }), [client])
}
