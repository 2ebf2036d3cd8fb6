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
      if (!reply.result.ok)
        throw Object.assign(new Error(`${String(command.type)}: ${reply.result.error.message}`), {
          code: reply.result.error.code as string
        })
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

/**
 * Scene set over the socket: one table of nine configured for the tournament and the seats drawn. Two tournaments in
 * play at once take different numbers (§8.1: the hall's tables are one room).
 */
export async function drawOneTable(
  socket: { cmd(command: Record<string, unknown>): Promise<unknown> },
  tournamentId: string,
  number = 1
): Promise<void> {
  await socket.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [{ number, seats: 9 }],
    closingOrder: { kind: 'published', order: [number] },
    rules: {}
  })
  await socket.cmd({ type: 'seating.draw', tournamentId })
}
