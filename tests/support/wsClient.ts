import WebSocket from 'ws'
import { PushReplicas } from '../../src/shared/contract/patch'
import type { ServerFrame } from '../../src/shared/contract/protocol'

/**
 * A bare WebSocket client for the hall server's contract, as a Node test (or a hostile LAN client) would use it.
 * Pushes carry patches: like the renderer's client, it rebuilds each view, so a `push` frame's `value` is
 * the whole view; what travelled is kept in `wire`, its size in `bytes`.
 */
export class TestSocket {
  readonly frames: Array<ServerFrame & { wire?: unknown; bytes?: number }> = []
  /** Pushes that could not be applied (a missed version): a test expects none. */
  lostPushes = 0
  private readonly replicas = new PushReplicas()
  private waiters: Array<{ match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }> = []
  private nextId = 1

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data)
      const frame = JSON.parse(text) as ServerFrame & { wire?: unknown; bytes?: number }
      if (frame.kind === 'push') {
        const view = this.replicas.receive(frame.key, frame.value, () => (this.lostPushes += 1))
        frame.wire = frame.value
        frame.bytes = Buffer.byteLength(text)
        if (!view) return
        frame.value = view.value
      }
      this.frames.push(frame)
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true
        w.resolve(frame)
        return false
      })
    })
  }

  /** `localAddress`: the address this client connects from (127.0.0.2 … on Linux: one device of the hall each). */
  static async open(baseUrl: string, headers: Record<string, string> = {}, localAddress?: string): Promise<TestSocket> {
    const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws', {
      headers,
      ...(localAddress ? { localAddress } : {})
    })
    // Listening before the socket opens: a frame the server sends at once (a refusal) arrives with the handshake.
    const socket = new TestSocket(ws)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    })
    return socket
  }

  next(match: (f: ServerFrame) => boolean, timeoutMs = 5000): Promise<ServerFrame> {
    const found = this.frames.find(match)
    if (found) {
      this.frames.splice(this.frames.indexOf(found), 1)
      return Promise.resolve(found)
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs)
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer)
          this.frames.splice(this.frames.indexOf(f), 1)
          resolve(f)
        }
      })
    })
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary })
  }

  /** Sign in; resolves with the answer, `welcome` or `denied` (`timeoutMs`: longer where the server makes guessers wait). */
  async hello(role: 'admin' | 'display', token?: string, operator?: string, timeoutMs = 5000): Promise<ServerFrame> {
    this.sendRaw(
      JSON.stringify({ kind: 'hello', role, ...(token ? { token } : {}), ...(operator ? { operator } : {}) })
    )
    return this.next((f) => f.kind === 'welcome' || f.kind === 'denied', timeoutMs)
  }

  /** Send a frame and wait for its result (`timeoutMs`: longer for work that is slow by nature, such as a big PDF). */
  async request(frame: Record<string, unknown>, timeoutMs = 5000): Promise<Extract<ServerFrame, { kind: 'result' }>> {
    const id = this.nextId++
    this.sendRaw(JSON.stringify({ ...frame, id }))
    return (await this.next((f) => f.kind === 'result' && f.id === id, timeoutMs)) as Extract<
      ServerFrame,
      { kind: 'result' }
    >
  }

  close(): void {
    this.ws.close()
  }
}
