import type { CommandAck, FloorClient } from '../../../shared/contract/client'
import { WS_PATH, type Role, type ServerFrame } from '../../../shared/contract/protocol'
import type { Operation, OperationResults } from '../../../shared/contract/operations'
import type { QueryInput, QueryResults } from '../../../shared/contract/queries'
import type { Result } from '../../../shared/contract/result'
import { subscriptionKey, type PushValue, type Subscription } from '../../../shared/contract/subscriptions'
import type { CommandEnvelope } from '../../../shared/core/commands'
import type { Rejection } from '../../../shared/core/rejection'

export interface WsClientOptions {
  role: Role
  token?: string
  operator?: string
}

const DISCONNECTED: Rejection = { code: 'app.disconnected', message: 'Not connected to the hall server' }

/**
 * The hall-server transport. Resolves once the server welcomes us (rejects with the server's reason if it denies).
 * Reconnects by itself and re-subscribes; requests made while disconnected fail at once rather than queue, so the
 * operator never believes something was recorded when it was not.
 */
export function connectWs(options: WsClientOptions): Promise<FloorClient> {
  return new Promise((resolve, reject) => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
    let socket: WebSocket
    let nextId = 1
    let welcomed = false
    let offset = 0
    let operator = options.operator
    const pending = new Map<number, { resolve: (r: Result<unknown>) => void; sentAt: number }>()
    const subs = new Map<
      string,
      { subscription: Subscription; listeners: Set<(value: unknown) => void>; last?: { value: unknown } }
    >()
    const connectionListeners = new Set<(connected: boolean) => void>()
    let retryMs = 500

    const sendFrame = (frame: object): boolean => {
      if (socket.readyState !== WebSocket.OPEN) return false
      socket.send(JSON.stringify(frame))
      return true
    }

    const request = <T>(frame: Record<string, unknown>): Promise<Result<T>> => {
      const id = nextId++
      return new Promise((done) => {
        if (!welcomed || !sendFrame({ ...frame, id })) {
          done({ ok: false, error: DISCONNECTED })
          return
        }
        pending.set(id, { resolve: done as (r: Result<unknown>) => void, sentAt: performance.now() })
      })
    }

    const ping = (): void => {
      const id = nextId++
      pending.set(id, { resolve: () => undefined, sentAt: performance.now() })
      sendFrame({ kind: 'ping', id })
    }

    const client: FloorClient = {
      role: options.role,
      command: (envelope: CommandEnvelope) => request<CommandAck>({ kind: 'command', envelope }),
      query: <Q extends QueryInput>(query: Q) => request<QueryResults[Q['type']]>({ kind: 'query', query }),
      operate: <O extends Operation>(operation: O) => request<OperationResults[O['type']]>({ kind: 'operation', operation }),
      subscribe: <S extends Subscription>(subscription: S, onValue: (value: PushValue<S>) => void) => {
        const key = subscriptionKey(subscription)
        let entry = subs.get(key)
        const listener = onValue as (value: unknown) => void
        if (!entry) {
          entry = { subscription, listeners: new Set() }
          subs.set(key, entry)
          if (welcomed) void request({ kind: 'subscribe', subscription })
        }
        entry.listeners.add(listener)
        // A second subscriber to a view already pushed gets the latest value at once.
        if (entry.last) listener(entry.last.value)
        return () => {
          const current = subs.get(key)
          if (!current) return
          current.listeners.delete(listener)
          if (current.listeners.size === 0) {
            subs.delete(key)
            if (welcomed) void request({ kind: 'unsubscribe', key })
          }
        }
      },
      setOperator: async (name: string) => {
        const result = await request<null>({ kind: 'operator', name })
        if (result.ok) operator = name
        return result
      },
      serverOffsetMs: () => offset,
      onConnectionChange: (listener) => {
        connectionListeners.add(listener)
        return () => connectionListeners.delete(listener)
      }
    }

    const onFrame = (frame: ServerFrame): void => {
      switch (frame.kind) {
        case 'welcome':
          welcomed = true
          retryMs = 500
          offset = frame.serverNow - Date.now()
          for (const { subscription } of subs.values()) void request({ kind: 'subscribe', subscription })
          for (const listener of connectionListeners) listener(true)
          resolve(client)
          ping()
          return
        case 'denied':
          socket.close()
          reject(frame.error)
          return
        case 'pong': {
          const entry = pending.get(frame.id)
          pending.delete(frame.id)
          if (entry) {
            const rtt = performance.now() - entry.sentAt
            offset = frame.serverNow + rtt / 2 - Date.now()
          }
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
          entry.last = { value: frame.value }
          for (const listener of entry.listeners) listener(frame.value)
          return
        }
        case 'error':
          console.warn('hall server:', frame.error.message)
          return
      }
    }

    const open = (): void => {
      socket = new WebSocket(url)
      socket.onopen = () => sendFrame({ kind: 'hello', role: options.role, token: options.token, operator })
      socket.onmessage = (message) => onFrame(JSON.parse(String(message.data)) as ServerFrame)
      socket.onclose = () => {
        const wasWelcomed = welcomed
        welcomed = false
        for (const entry of pending.values()) entry.resolve({ ok: false, error: DISCONNECTED })
        pending.clear()
        if (wasWelcomed) for (const listener of connectionListeners) listener(false)
        setTimeout(open, retryMs)
        retryMs = Math.min(retryMs * 2, 5000)
      }
    }
    open()
    setInterval(() => welcomed && ping(), 30_000)
  })
}
