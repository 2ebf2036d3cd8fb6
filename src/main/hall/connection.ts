import type { WebSocket } from 'ws'
import { ClientFrame, MAX_FRAME_BYTES, type ServerFrame } from '../../shared/contract/protocol'
import type { Result } from '../../shared/contract/result'
import type { FloorService, Session } from '../app/service'
import { invalid } from '../app/validation'
import { tokensEqual, type Lockout } from './auth'

export interface ConnectionDeps {
  readonly service: FloorService
  readonly operate: (input: unknown, session: Session) => Promise<Result<unknown>>
  readonly adminToken: () => string
  readonly lockout: Lockout
  readonly address: string
}

/**
 * One WebSocket client. The first frame must be `hello`: a display needs nothing, an admin needs the token.
 * Every frame is size-checked and parsed with zod; a bad frame gets an error and the connection stays up.
 */
export function handleConnection(socket: WebSocket, deps: ConnectionDeps): void {
  let session: Session | null = null
  const subscriptions = new Map<string, () => void>()

  const send = (frame: ServerFrame): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
  }

  socket.on('message', (data, isBinary) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength
    if (isBinary || size > MAX_FRAME_BYTES) {
      send({ kind: 'error', error: { code: 'error.frame', message: 'Frames must be UTF-8 JSON text under 256 KiB' } })
      return
    }
    let json: unknown
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data))
    } catch {
      send({ kind: 'error', error: { code: 'error.frame', message: 'A frame must be valid JSON' } })
      return
    }
    const parsed = ClientFrame.safeParse(json)
    if (!parsed.success) {
      send({ kind: 'error', error: invalid(parsed.error) })
      return
    }
    const frame = parsed.data
    if (frame.kind === 'hello') {
      session = hello(frame, deps, send)
      return
    }
    if (!session) {
      const error = { code: 'error.hello', message: 'Say hello first (and be welcomed)' }
      send('id' in frame ? { kind: 'result', id: frame.id, result: { ok: false, error } } : { kind: 'error', error })
      return
    }
    const { service } = deps
    switch (frame.kind) {
      case 'command':
        send({ kind: 'result', id: frame.id, result: service.execute(frame.envelope, session) })
        return
      case 'query':
        send({ kind: 'result', id: frame.id, result: service.query(frame.query, session) })
        return
      case 'operation': {
        const asked = session
        void deps.operate(frame.operation, asked).then(
          (result) => send({ kind: 'result', id: frame.id, result }),
          (error: unknown) =>
            send({ kind: 'result', id: frame.id, result: { ok: false, error: { code: 'error.unknown', message: String(error) } } })
        )
        return
      }
      case 'operator':
        send({ kind: 'result', id: frame.id, result: service.setOperator(session, frame.name) })
        return
      case 'ping':
        send({ kind: 'pong', id: frame.id, serverNow: service.now() })
        return
      case 'unsubscribe':
        subscriptions.get(frame.key)?.()
        subscriptions.delete(frame.key)
        send({ kind: 'result', id: frame.id, result: { ok: true, value: null } })
        return
      case 'subscribe': {
        const result = service.subscribe(frame.subscription, session, (key, value) =>
          send({ kind: 'push', key, value })
        )
        if (!result.ok) {
          send({ kind: 'result', id: frame.id, result })
          return
        }
        // Re-subscribing to the same view replaces the earlier listener.
        subscriptions.get(result.value.key)?.()
        subscriptions.set(result.value.key, result.value.remove)
        send({ kind: 'result', id: frame.id, result: { ok: true, value: result.value.key } })
        return
      }
    }
  })

  socket.on('close', () => {
    for (const remove of subscriptions.values()) remove()
    subscriptions.clear()
  })
  socket.on('error', () => socket.terminate())
}

function hello(
  frame: Extract<ClientFrame, { kind: 'hello' }>,
  deps: ConnectionDeps,
  send: (frame: ServerFrame) => void
): Session | null {
  if (frame.role === 'display') {
    send({ kind: 'welcome', role: 'display', serverNow: deps.service.now() })
    return { role: 'display', operator: 'display' }
  }
  const locked = deps.lockout.lockedFor(deps.address)
  if (locked > 0) {
    send({
      kind: 'denied',
      error: {
        code: 'error.lockedOut',
        message: `Too many wrong PINs: try again in ${Math.ceil(locked / 1000)} s`,
        params: { seconds: Math.ceil(locked / 1000) }
      }
    })
    return null
  }
  if (!frame.token || !tokensEqual(frame.token, deps.adminToken())) {
    deps.lockout.fail(deps.address)
    send({ kind: 'denied', error: { code: 'error.wrongPin', message: 'Wrong admin PIN', field: 'token' } })
    return null
  }
  deps.lockout.succeed(deps.address)
  send({ kind: 'welcome', role: 'admin', serverNow: deps.service.now() })
  return { role: 'admin', operator: frame.operator ?? 'admin' }
}

