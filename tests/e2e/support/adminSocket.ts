import type { HallProcess } from '../../support/hallProcess'
import { TestSocket } from '../../support/wsClient'

/** The events a command recorded, with the ids the specs pick up. */
export interface Recorded {
  events: Array<{ type: string; tournamentId?: string; playerId?: string; entryId?: string; seriesId?: string }>
}

/**
 * The floor's PC as a spec uses it to set a scene fast: an admin connection to the real hall server that records
 * commands and asks queries, throwing on a refusal (the scene must be set exactly).
 */
export async function adminSocket(hall: HallProcess, operator = 'TD') {
  const socket = await TestSocket.open(hall.baseUrl)
  await socket.hello('admin', hall.pin, operator)
  return {
    async cmd(command: Record<string, unknown>, meta?: Record<string, unknown>): Promise<Recorded> {
      const reply = await socket.request({ kind: 'command', envelope: { command, ...(meta ? { meta } : {}) } })
      if (!reply.result.ok) throw new Error(`${String(command.type)}: ${reply.result.error.message}`)
      return reply.result.value as Recorded
    },
    async query<T>(query: Record<string, unknown>): Promise<T> {
      const reply = await socket.request({ kind: 'query', query })
      if (!reply.result.ok) throw new Error(reply.result.error.message)
      return reply.result.value as T
    },
    close: () => socket.close()
  }
}

/** Scene set over the socket: one table of nine configured for the tournament and the seats drawn. */
export async function drawOneTable(
  socket: { cmd(command: Record<string, unknown>): Promise<unknown> },
  tournamentId: string
): Promise<void> {
  await socket.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [{ number: 1, seats: 9 }],
    closingOrder: { kind: 'published', order: [1] },
    rules: {}
  })
  await socket.cmd({ type: 'seating.draw', tournamentId })
}
