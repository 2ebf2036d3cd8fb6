import { z } from 'zod'
import { tournamentCommands } from './tournament'
import { clockCommands } from './clock'
import { playerCommands } from './players'
import { registrationCommands } from './registration'
import { seatingCommands } from './seating'
import { resultsCommands, penaltyCommands } from './results'
import { seriesCommands, standingsCommands } from './league'
import { accountCommands } from './accounts'
import { displayCommands } from './display'
import { ticketCommands } from './tickets'
import { chipRaceCommands } from './chiprace'
import { flightCommands } from './flights'

/**
 * Every command the core accepts, declared once with zod. Both transports (Electron IPC and the hall server's
 * WebSocket) parse inbound payloads with these schemas before anything else happens.
 * To add a domain area: declare its schemas in its folder and spread them here.
 */
export const Command = z.discriminatedUnion('type', [
  ...tournamentCommands,
  ...clockCommands,
  ...playerCommands,
  ...registrationCommands,
  ...seatingCommands,
  ...resultsCommands,
  ...penaltyCommands,
  ...seriesCommands,
  ...accountCommands,
  ...displayCommands,
  ...standingsCommands,
  ...chipRaceCommands,
  ...ticketCommands,
  ...flightCommands
])
export type Command = z.infer<typeof Command>
export type CommandType = Command['type']

/** Facts about the record itself rather than the domain: why it was made, and when it really happened. */
export const CommandMeta = z.strictObject({
  /** Required for corrections and overrides (§4.7, §27.8). */
  reason: z.string().trim().min(1).max(1000).optional(),
  /** When the fact happened, if earlier than now: records entered after the fact (§26.14, §29.79). */
  occurredAt: z.int().nonnegative().optional()
})
export type CommandMeta = z.infer<typeof CommandMeta>

export const CommandEnvelope = z.strictObject({
  command: Command,
  meta: CommandMeta.optional()
})
export type CommandEnvelope = z.infer<typeof CommandEnvelope>
