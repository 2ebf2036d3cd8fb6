import { z } from 'zod'
import type { Rejection } from '../core/rejection'
import type { RecordProblemCode } from '../core/storedRecords'
import type { Result } from './result'

/**
 * The hall server's WebSocket frames. Every inbound frame is parsed with zod; payloads (command envelopes, queries,
 * subscriptions) are parsed again by the service with their own schemas, so both transports validate identically.
 */
export const Role = z.enum(['admin', 'display'])
export type Role = z.infer<typeof Role>

export const OperatorName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^\P{Cc}*$/u, { message: 'must not contain control characters' })

const RequestId = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/**
 * A command's own id, chosen by the client: a command retried with the same id (its answer was lost in
 * a disconnect) gets the original answer and writes nothing new.
 */
export const CommandId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8–64 letters, digits, - or _' })

export const ClientFrame = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('hello'),
    role: Role,
    token: z.string().max(200).optional(),
    operator: OperatorName.optional()
  }),
  z.strictObject({ kind: z.literal('command'), id: RequestId, commandId: CommandId.optional(), envelope: z.unknown() }),
  z.strictObject({ kind: z.literal('query'), id: RequestId, query: z.unknown() }),
  z.strictObject({ kind: z.literal('operation'), id: RequestId, operation: z.unknown() }),
  z.strictObject({ kind: z.literal('subscribe'), id: RequestId, subscription: z.unknown() }),
  z.strictObject({ kind: z.literal('unsubscribe'), id: RequestId, key: z.string().max(200) }),
  z.strictObject({ kind: z.literal('operator'), id: RequestId, name: z.unknown() }),
  z.strictObject({ kind: z.literal('ping'), id: RequestId }),
  /**
   * One part of a request too large for one frame (a tournament import, a 10,000-row player import, media): the
   * parts' texts joined are the request frame's JSON, which carries the same id. Admin sessions only.
   */
  z.strictObject({
    kind: z.literal('part'),
    id: RequestId,
    index: z.int().nonnegative().max(100_000),
    last: z.boolean(),
    total: z.int().positive().max(Number.MAX_SAFE_INTEGER),
    text: z.string().max(256 * 1024)
  })
])
export type ClientFrame = z.infer<typeof ClientFrame>

/**
 * The journal has a record that does not fold: the floor opened in safe mode, which records nothing.
 * Sent to admin connections so the admin shows what happened and how to restore; displays keep showing the clock.
 */
export interface SafeModeReport {
  /**
   * The first record that could not be read or folded: sequence number, type, when, who — as far as its row tells
   * (a damaged time column leaves that time null, a damaged type column the type empty).
   */
  readonly record: {
    readonly seq: number
    readonly type: string
    readonly stream: string
    readonly actor: string
    readonly recordedAt: number | null
    readonly occurredAt: number | null
    /** What is wrong with it in plain English, with what the parser or the fold said (the log, the console). */
    readonly problem: string
    /** The same for the reader's language: the message `safeMode.problem.<code>` with its parameters. */
    readonly reason: { readonly code: RecordProblemCode; readonly params: Readonly<Record<string, string | number>> }
  }
  /** The database file, kept exactly as it is. */
  readonly databaseFile: string
  readonly dataDir: string
  /** The newest backup whose journal folds, if there is one. */
  readonly backup: { readonly file: string; readonly takenAt: number } | null
  /** The exact command that restores it on the hall server (the damaged file is kept in backups/). */
  readonly restoreCommand: string | null
}

/**
 * Who an admin connection records as: a named account that signed in with its own PIN, or the director
 * with the installation PIN (or at the desktop app), under the name they gave.
 */
export interface SignedIn {
  readonly name: string
  readonly role: 'director' | 'floor' | 'desk'
  /** True for a named account (its name is fixed); false for the installation PIN or the desktop window. */
  readonly account: boolean
}

export type ServerFrame =
  | { kind: 'welcome'; role: Role; serverNow: number; safeMode?: SafeModeReport; signedIn?: SignedIn }
  | { kind: 'denied'; error: Rejection }
  | { kind: 'result'; id: number; result: Result<unknown> }
  | { kind: 'push'; key: string; value: unknown }
  | { kind: 'pong'; id: number; serverNow: number }
  /** How much of a request sent in parts has arrived (characters of its JSON), for a progress bar. */
  | { kind: 'progress'; id: number; received: number; total: number }
  /** A frame that could not be answered as asked; `id` names the request whenever the frame carried one. */
  | { kind: 'error'; id?: number; error: Rejection }

/** The frames' limits and the WebSocket's path live without zod, for the display's and the phone's small bundles. */
export { MAX_FRAME_BYTES, MAX_REQUEST_CHARS, WS_PATH } from './wire'
