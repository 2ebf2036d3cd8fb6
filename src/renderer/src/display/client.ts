import type { FloorBridge } from '../../../shared/contract/bridge'
import type { FloorClient } from '../../../shared/contract/client'
import { PushReplicas } from '../../../shared/contract/patch'
import type { ServerFrame } from '../../../shared/contract/protocol'
import type { Result } from '../../../shared/contract/result'
import type { Rejection } from '../../../shared/core/rejection'
import { keyOf } from './subscriptionKeys'

/**
 * The hall display's own connection: read-only, public data only. It speaks the same frames as the admin's client
 * (over the hall server's WebSocket or the Electron bridge, one dispatcher behind both) but carries none of its
 * machinery and no zod, so the display bundle stays small. The server time is estimated NTP-style on
 * this page's monotonic clock, so a step of the TV's wall clock never moves the digits; a lost connection keeps the
 * last view, and the clock runs on from its anchor.
 */
const READ_ONLY: Rejection = { code: 'error.readOnly', message: 'A display records nothing' }
const DISCONNECTED: Rejection = { code: 'app.disconnected', message: 'Not connected to the hall server' }
const WS_PATH = '/ws'

interface Link {
  send(text: string): boolean
}
type Opener = (handlers: { onOpen(): void; onFrame(frame: ServerFrame): void; onClose(): void }) => Link

function socketOpener(): Opener {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
  return ({ onOpen, onFrame, onClose }) => {
    const socket = new WebSocket(url)
    socket.onopen = onOpen
    socket.onmessage = (message) => {
      try {
        onFrame(JSON.parse(String(message.data)) as ServerFrame)
      } catch {
        // not a frame: ignored
      }
    }
    socket.onclose = onClose
    return { send: (text) => (socket.readyState === WebSocket.OPEN ? (socket.send(text), true) : false) }
  }
}

function bridgeOpener(bridge: FloorBridge): Opener {
  return ({ onOpen, onFrame }) => {
    bridge.onFrame((frame) => onFrame(frame as ServerFrame))
    queueMicrotask(onOpen)
    return { send: (text) => (void bridge.send(text), true) }
  }
}

type Listener = (value: unknown) => void

export function connectDisplay(): FloorClient {
  const open = window.floorclock ? bridgeOpener(window.floorclock) : socketOpener()
  const subs = new Map<string, { subscription: unknown; listeners: Set<Listener>; last?: { value: unknown } }>()
  const connection = new Set<(connected: boolean) => void>()
  // Pushes carry the whole view once, then patches: each view is rebuilt here (patch.ts has no imports,
  // the bundle stays small); a push that does not follow the version held asks for the whole view again.
  const replicas = new PushReplicas()
  const pending = new Map<number, { resolve: (r: Result<unknown>) => void; sentAt: number }>()
  let link: Link | null = null
  let welcomed = false
  let stopped = false
  let nextId = 1
  let retryMs = 500
  let samples: Array<{ rtt: number; serverAt: number; perfAt: number }> = []
  let best = { rtt: Infinity, serverAt: Date.now(), perfAt: performance.now() }
  const serverOffsetMs = (): number => best.serverAt + (performance.now() - best.perfAt) - Date.now()

  const raw = (frame: object): boolean => !!link && link.send(JSON.stringify(frame))
  const request = (frame: Record<string, unknown>): Promise<Result<unknown>> =>
    new Promise((resolve) => {
      const id = nextId++
      if (!welcomed || !raw({ ...frame, id })) return resolve({ ok: false, error: DISCONNECTED })
      pending.set(id, { resolve, sentAt: performance.now() })
    })
  const ping = (): void => {
    const id = nextId++
    pending.set(id, { resolve: () => undefined, sentAt: performance.now() })
    raw({ kind: 'ping', id })
  }

  const onFrame = (frame: ServerFrame): void => {
    switch (frame.kind) {
      case 'welcome':
        welcomed = true
        retryMs = 500
        best = { rtt: Infinity, serverAt: frame.serverNow, perfAt: performance.now() }
        samples = []
        for (const { subscription } of subs.values()) void request({ kind: 'subscribe', subscription })
        for (const listener of connection) listener(true)
        // A burst of pings right after connecting (the estimate settles), then one every 30 s.
        for (let i = 0; i < 5; i += 1) setTimeout(() => welcomed && ping(), 150 * i)
        return
      case 'pong': {
        const entry = pending.get(frame.id)
        pending.delete(frame.id)
        if (!entry) return
        const perfAt = performance.now()
        const rtt = perfAt - entry.sentAt
        samples.push({ rtt, serverAt: frame.serverNow + rtt / 2, perfAt })
        if (samples.length > 8) samples.shift()
        best = samples.reduce((a, b) => (b.rtt < a.rtt ? b : a))
        return
      }
      case 'result': {
        const entry = pending.get(frame.id)
        pending.delete(frame.id)
        entry?.resolve(frame.result)
        return
      }
      case 'push': {
        const entry = subs.get(frame.key)
        if (!entry) return
        const view = replicas.receive(frame.key, frame.value, () => {
          if (welcomed) void request({ kind: 'subscribe', subscription: entry.subscription })
        })
        if (!view) return
        entry.last = view
        for (const listener of entry.listeners) listener(view.value)
        return
      }
      default:
        return
    }
  }

  const connect = (): void => {
    if (stopped) return
    link = open({
      onOpen: () => raw({ kind: 'hello', role: 'display' }),
      onFrame,
      onClose: () => {
        const was = welcomed
        welcomed = false
        link = null
        for (const entry of pending.values()) entry.resolve({ ok: false, error: DISCONNECTED })
        pending.clear()
        if (was) for (const listener of connection) listener(false)
        setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, 5000)
      }
    })
  }
  connect()
  const pinger = setInterval(() => welcomed && ping(), 30_000)

  const refuse = async (): Promise<Result<never>> => ({ ok: false, error: READ_ONLY })
  return {
    role: 'display',
    safeMode: null,
    signedIn: null,
    command: refuse,
    operate: refuse,
    setOperator: refuse,
    query: (query) => request({ kind: 'query', query }) as never,
    subscribe: (subscription, onValue) => {
      const key = keyOf(subscription as { topic: string })
      let entry = subs.get(key)
      if (!entry) {
        entry = { subscription, listeners: new Set() }
        subs.set(key, entry)
        if (welcomed) void request({ kind: 'subscribe', subscription })
      }
      const listener = onValue as Listener
      entry.listeners.add(listener)
      if (entry.last) listener(entry.last.value)
      return () => {
        const current = subs.get(key)
        if (!current) return
        current.listeners.delete(listener)
        if (current.listeners.size === 0) {
          subs.delete(key)
          replicas.forget(key)
          if (welcomed) void request({ kind: 'unsubscribe', key })
        }
      }
    },
    serverOffsetMs,
    onConnectionChange: (listener) => {
      connection.add(listener)
      return () => connection.delete(listener)
    },
    // A display needs no PIN: nothing to deny it.
    onDenied: () => () => undefined,
    close: () => {
      stopped = true
      clearInterval(pinger)
    }
  }
}
