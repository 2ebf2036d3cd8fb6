import { z } from 'zod'
import type { Rejection } from '../core/rejection'
import type { Result } from './result'

/**
 * The hall server's WebSocket frames. Every inbound frame is parsed with zod; payloads (command envelopes, queries,
 * subscriptions) are parsed again by the service with their own schemas, so both transports validate identically.
 */
export const Role = z.enum(['admin', 'display'])
export type Role = z.infer<typeof Role>

export const OperatorName = z.string().trim().min(1).max(80)

const RequestId = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER)

export const ClientFrame = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('hello'),
    role: Role,
    token: z.string().max(200).optional(),
    operator: OperatorName.optional()
  }),
  z.strictObject({ kind: z.literal('command'), id: RequestId, envelope: z.unknown() }),
  z.strictObject({ kind: z.literal('query'), id: RequestId, query: z.unknown() }),
  z.strictObject({ kind: z.literal('operation'), id: RequestId, operation: z.unknown() }),
  z.strictObject({ kind: z.literal('subscribe'), id: RequestId, subscription: z.unknown() }),
  z.strictObject({ kind: z.literal('unsubscribe'), id: RequestId, key: z.string().max(200) }),
  z.strictObject({ kind: z.literal('operator'), id: RequestId, name: z.unknown() }),
  z.strictObject({ kind: z.literal('ping'), id: RequestId })
])
export type ClientFrame = z.infer<typeof ClientFrame>

export type ServerFrame =
  | { kind: 'welcome'; role: Role; serverNow: number }
  | { kind: 'denied'; error: Rejection }
  | { kind: 'result'; id: number; result: Result<unknown> }
  | { kind: 'push'; key: string; value: unknown }
  | { kind: 'pong'; id: number; serverNow: number }
  | { kind: 'error'; error: Rejection }

/** Frames larger than this are refused before parsing. */
export const MAX_FRAME_BYTES = 256 * 1024

export const WS_PATH = '/ws'
