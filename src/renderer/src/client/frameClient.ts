import type { CommandAck, FloorClient, RequestOptions } from '../../../shared/contract/client'
import type { Role, ServerFrame } from '../../../shared/contract/protocol'
import type { Operation, OperationResults } from '../../../shared/contract/operations'
import { PushReplicas } from '../../../shared/contract/patch'
import type { QueryInput, QueryResults } from '../../../shared/contract/queries'
import type { Result } from '../../../shared/contract/result'
import { subscriptionKey } from '../../../shared/contract/subscriptionKey'
import type { PushValue, Subscription } from '../../../shared/contract/subscriptions'
import type { CommandEnvelope } from '../../../shared/core/commands'
import type { Rejection } from '../../../shared/core/rejection'

/** One open link of a transport: frames out (false when it cannot send now), and hanging up. */
export interface Link {
  send(text: string): boolean
  close(): void
}

/**
 * What carries the frames: the hall server's WebSocket, or the Electron preload bridge. Both carry the same client
 * and server frames to the same dispatcher in the main process; this client is the same over both.
 */
export interface FrameTransport {
  connect(handlers: { onOpen(): void; onFrame(frame: ServerFrame): void; onClose(): void }): Link
  /** Frames above this many UTF-8 bytes are sent in parts (WebSocket); absent: any size (IPC). */
  readonly maxFrameBytes?: number
}

export interface ClientOptions {
  role: Role
  token?: string
  operator?: string
}

/** A view this client follows: its listeners, the latest value, and the server's refusal if it refused it. */
interface Sub {
  readonly subscription: Subscription
  readonly listeners: Set<(value: unknown) => void>
  readonly refusals: Set<(error: Rejection) => void>
  last?: { value: unknown }
  refused?: Rejection
}

export const DISCONNECTED: Rejection = { code: 'app.disconnected', message: 'Not connected to the hall server' }

/** What a display (a hall screen, a player's phone) is told when asked to record: it records nothing. */
export const READ_ONLY: Rejection = { code: 'error.readOnly', message: 'A display records nothing' }

/** A command sent but not answered when the connection dropped, and not answered after reconnecting either. */
export const UNCONFIRMED: Rejection = {
  code: 'app.unconfirmed',
  message: 'The connection dropped before the answer came; check the journal before entering it again'
}

/** How long a command whose answer was lost waits for the connection to come back (then it is sent again). */
export const RESEND_WINDOW_MS = 60_000

/**
 * How often a connection pings: each pong is a sample of the server's clock, and a silent link is found out. A display
 * (there may be hundreds on the hall's network) pings less often than an admin, whose pings also give up on commands
 * whose answer was lost.
 */
const PING_EVERY_MS: Record<Role, number> = { admin: 10_000, display: 30_000 }

/** Part size: well under the hall server's frame limit even when every character needs escaping. */
const PART_CHARS = 32 * 1024

const encoder = new TextEncoder()

/** A command id of 32 hex digits (getRandomValues works on plain HTTP, where randomUUID does not). */
export function newCommandId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

interface Pending {
  resolve: (r: Result<unknown>) => void
  sentAt: number
  /** The frame, kept for commands: sent again with the same command id after a reconnect. */
  frame?: Record<string, unknown>
  onProgress?: (received: number, total: number) => void
  giveUpAt?: number
}

/** Told when the main process first welcomes the client, and when it refuses it before any welcome. */
export interface ClientHooks {
  welcomed?(client: FloorClient): void
  refused?(error: Rejection): void
}

/**
 * The renderer's one client, for the admin, the hall display and the player's phone alike, over either transport.
 * It reconnects by itself and re-subscribes; the server time is estimated NTP-style on this page's monotonic clock,
 * so a step of the computer's wall clock never moves the displayed seconds. A request made while disconnected fails
 * at once rather than queue, so the operator never believes something was recorded when it was not; a command
 * already sent when the connection drops is sent again with the same command id once it is back, and the server
 * answers it once. A wrong PIN stops an admin reconnecting: the sign-in asks again. A display (role `display`: a hall
 * screen, a phone) records nothing — its commands are refused here, without a round trip — and is never asked for a
 * PIN, so a refusal (the hall's limit of connections) only makes it try again later; it keeps its last views meanwhile.
 * This module and everything it imports carry no zod, so the display and phone bundles stay small.
 */
export function openClient(transport: FrameTransport, options: ClientOptions, hooks: ClientHooks = {}): FloorClient {
  const readOnly = options.role === 'display'
  let link: Link | null = null
  let nextId = 1
  let welcomed = false
  let stopped = false
  let everWelcomed = false
  let denial: Rejection | null = null
  // Server-time samples, anchored on this page's monotonic clock: a step of this computer's wall clock (NTP, a
  // manual change) then cannot move the displayed seconds.
  let best: { rtt: number; serverAt: number; perfAt: number } = {
    rtt: Infinity,
    serverAt: Date.now(),
    perfAt: performance.now()
  }
  const samples: (typeof best)[] = []
  const serverOffsetMs = (): number => best.serverAt + (performance.now() - best.perfAt) - Date.now()
  let operator = options.operator
  const pending = new Map<number, Pending>()
  const subs = new Map<string, Sub>()
  const connectionListeners = new Set<(connected: boolean) => void>()
  const deniedListeners = new Set<(error: Rejection) => void>()
  // Pushes carry the whole view once, then patches; each view is rebuilt whole here, over either
  // transport. A push that does not follow the version this client holds asks for the whole view again.
  const replicas = new PushReplicas()
  let retryMs = 500

  const sendFrame = (frame: Record<string, unknown>): boolean => {
    if (!link) return false
    const text = JSON.stringify(frame)
    const limit = transport.maxFrameBytes
    if (limit === undefined || text.length * 3 < limit || encoder.encode(text).byteLength <= limit)
      return link.send(text)
    // Too large for one frame: in parts, each carrying the request's id (a tournament import, a player list).
    const id = frame.id as number
    for (let at = 0; at < text.length; at += PART_CHARS) {
      const part = {
        id,
        kind: 'part',
        index: at / PART_CHARS,
        last: at + PART_CHARS >= text.length,
        total: text.length
      }
      if (!link.send(JSON.stringify({ ...part, text: text.slice(at, at + PART_CHARS) }))) return false
    }
    return true
  }

  /**
   * Ask the server for a view. A refusal from the server (a display may follow only tournaments that exist) is told
   * to those who subscribed, so a page can say so instead of waiting for a view that never comes.
   */
  const follow = (entry: Sub): void => {
    void request({ kind: 'subscribe', subscription: entry.subscription }).then((result) => {
      if (result.ok) entry.refused = undefined
      else if (result.error.code !== DISCONNECTED.code && subs.get(subscriptionKey(entry.subscription)) === entry) {
        entry.refused = result.error
        for (const listener of entry.refusals) listener(result.error)
      }
    })
  }

  const request = <T>(
    frame: Record<string, unknown>,
    requestOptions: RequestOptions = {},
    resend = false
  ): Promise<Result<T>> => {
    const id = nextId++
    // The id first: an error about a frame too large to read still names its request.
    const full = { id, ...frame }
    return new Promise((done) => {
      // A session the main process ended (an account switched off, a lockout): every later request gets that
      // reason, not "disconnected" — the person sees why.
      if (denial) {
        done({ ok: false, error: denial })
        return
      }
      if (!welcomed || !sendFrame(full)) {
        done({ ok: false, error: DISCONNECTED })
        return
      }
      pending.set(id, {
        resolve: done as (r: Result<unknown>) => void,
        sentAt: performance.now(),
        ...(resend ? { frame: full } : {}),
        ...(requestOptions.onProgress ? { onProgress: requestOptions.onProgress } : {})
      })
    })
  }

  const ping = (): void => {
    const id = nextId++
    pending.set(id, { resolve: () => undefined, sentAt: performance.now() })
    sendFrame({ id, kind: 'ping' })
  }

  const refuse = async (): Promise<Result<never>> => ({ ok: false, error: READ_ONLY })

  const client: FloorClient = {
    role: options.role,
    safeMode: null,
    signedIn: null,
    command: (envelope: CommandEnvelope, requestOptions?: RequestOptions) =>
      readOnly
        ? refuse()
        : request<CommandAck>(
            { kind: 'command', commandId: requestOptions?.commandId ?? newCommandId(), envelope },
            requestOptions,
            true
          ),
    query: <Q extends QueryInput>(query: Q) => request<QueryResults[Q['type']]>({ kind: 'query', query }),
    operate: <O extends Operation>(operation: O, requestOptions?: RequestOptions) =>
      readOnly ? refuse() : request<OperationResults[O['type']]>({ kind: 'operation', operation }, requestOptions),
    subscribe: <S extends Subscription>(
      subscription: S,
      onValue: (value: PushValue<S>) => void,
      onRefused?: (error: Rejection) => void
    ) => {
      const key = subscriptionKey(subscription)
      let entry = subs.get(key)
      const listener = onValue as (value: unknown) => void
      if (!entry) {
        entry = { subscription, listeners: new Set(), refusals: new Set() }
        subs.set(key, entry)
        if (welcomed) follow(entry)
      }
      entry.listeners.add(listener)
      if (onRefused) entry.refusals.add(onRefused)
      // A second subscriber to a view already pushed gets the latest value at once (or the refusal).
      if (entry.last) listener(entry.last.value)
      else if (entry.refused && onRefused) onRefused(entry.refused)
      return () => {
        const current = subs.get(key)
        if (!current) return
        current.listeners.delete(listener)
        if (onRefused) current.refusals.delete(onRefused)
        if (current.listeners.size === 0) {
          subs.delete(key)
          replicas.forget(key)
          if (welcomed) void request({ kind: 'unsubscribe', key })
        }
      }
    },
    setOperator: async (name: string) => {
      if (readOnly) return refuse()
      const result = await request<null>({ kind: 'operator', name })
      if (result.ok) operator = name
      return result
    },
    serverOffsetMs,
    onConnectionChange: (listener) => {
      connectionListeners.add(listener)
      return () => connectionListeners.delete(listener)
    },
    onDenied: (listener) => {
      deniedListeners.add(listener)
      return () => deniedListeners.delete(listener)
    },
    close: () => {
      stopped = true
      clearInterval(timer)
      link?.close()
    }
  }

  const onWelcome = (frame: Extract<ServerFrame, { kind: 'welcome' }>): void => {
    ;(client as { safeMode: FloorClient['safeMode'] }).safeMode = frame.safeMode ?? null
    ;(client as { signedIn: FloorClient['signedIn'] }).signedIn = frame.signedIn ?? null
    // A named account records under its own name; the hello of a reconnect says the same.
    if (frame.signedIn?.account) operator = frame.signedIn.name
    welcomed = true
    everWelcomed = true
    retryMs = 500
    best = { rtt: Infinity, serverAt: frame.serverNow, perfAt: performance.now() }
    samples.length = 0
    // Commands whose answer was lost: the same frame again, the same command id; the server answers it once.
    for (const [id, entry] of pending) {
      if (entry.frame && !sendFrame(entry.frame)) {
        pending.delete(id)
        entry.resolve({ ok: false, error: UNCONFIRMED })
      }
    }
    for (const entry of subs.values()) follow(entry)
    for (const listener of connectionListeners) listener(true)
    hooks.welcomed?.(client)
    // A burst of pings right after connecting (the estimate settles), then one every PING_EVERY_MS.
    for (let i = 0; i < 5; i += 1) setTimeout(() => welcomed && ping(), 150 * i)
  }

  const onFrame = (frame: ServerFrame): void => {
    switch (frame.kind) {
      case 'welcome':
        onWelcome(frame)
        return
      case 'denied':
        // A wrong PIN or a lockout: stop here, and ask the person again rather than retry the same PIN. A display
        // has no PIN to ask for: it hangs up and tries again later.
        if (!readOnly) stopped = true
        if (everWelcomed && !readOnly) denial = frame.error
        // A session ended by the main process (an account switched off): what is still waiting gets the reason.
        for (const [id, entry] of pending) {
          pending.delete(id)
          entry.resolve({ ok: false, error: frame.error })
        }
        link?.close()
        if (!everWelcomed) hooks.refused?.(frame.error)
        for (const listener of deniedListeners) listener(frame.error)
        return
      case 'pong': {
        const entry = pending.get(frame.id)
        pending.delete(frame.id)
        if (entry) {
          // NTP-style: of the recent samples, trust the one with the shortest round trip (least queueing), so one
          // slow pong during page load cannot shift the clock view's seconds (they stay within a frame).
          const perfAt = performance.now()
          const rtt = perfAt - entry.sentAt
          samples.push({ rtt, serverAt: frame.serverNow + rtt / 2, perfAt })
          if (samples.length > 8) samples.shift()
          best = samples.reduce((a, b) => (b.rtt < a.rtt ? b : a))
        }
        return
      }
      case 'result': {
        const entry = pending.get(frame.id)
        pending.delete(frame.id)
        entry?.resolve(frame.result)
        return
      }
      case 'progress':
        pending.get(frame.id)?.onProgress?.(frame.received, frame.total)
        return
      case 'push': {
        const entry = subs.get(frame.key)
        if (!entry) return
        const view = replicas.receive(frame.key, frame.value, () => {
          if (welcomed) follow(entry)
        })
        if (!view) return
        entry.last = view
        for (const listener of entry.listeners) listener(view.value)
        return
      }
      case 'error': {
        // An error about one request answers it; others are only logged.
        const entry = frame.id === undefined ? undefined : pending.get(frame.id)
        if (entry && frame.id !== undefined) {
          pending.delete(frame.id)
          entry.resolve({ ok: false, error: frame.error })
        } else console.warn('Floorclock:', frame.error.message)
        return
      }
    }
  }

  const open = (): void => {
    if (stopped) return
    link = transport.connect({
      onOpen: () => sendFrame({ kind: 'hello', role: options.role, token: options.token, operator }),
      onFrame,
      onClose: () => {
        const wasWelcomed = welcomed
        welcomed = false
        const now = performance.now()
        for (const [id, entry] of pending) {
          // Commands wait for the connection to come back; everything else fails now.
          if (entry.frame && !stopped) {
            entry.giveUpAt ??= now + RESEND_WINDOW_MS
            continue
          }
          pending.delete(id)
          entry.resolve({ ok: false, error: entry.frame ? UNCONFIRMED : DISCONNECTED })
        }
        if (wasWelcomed) for (const listener of connectionListeners) listener(false)
        if (stopped) return
        setTimeout(open, retryMs)
        retryMs = Math.min(retryMs * 2, 5000)
      }
    })
  }
  open()
  // Declared last, read by close() (which runs only after this function returned).
  const timer = setInterval(() => {
    if (welcomed) ping()
    const now = performance.now()
    for (const [id, entry] of pending) {
      if (entry.giveUpAt !== undefined && now > entry.giveUpAt && !welcomed) {
        pending.delete(id)
        entry.resolve({ ok: false, error: UNCONFIRMED })
      }
    }
  }, PING_EVERY_MS[options.role])
  ;(timer as { unref?: () => void }).unref?.()
  return client
}

/** The admin's way in: resolves once the main process welcomes the client, rejects with the reason if it refuses. */
export function connectClient(transport: FrameTransport, options: ClientOptions): Promise<FloorClient> {
  return new Promise((resolve, reject) => {
    openClient(transport, options, { welcomed: resolve, refused: reject })
  })
}
