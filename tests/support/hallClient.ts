import WebSocket from 'ws'

/**
 * A minimal admin client for e2e set-up over the hall server's real WebSocket contract (the same frames the
 * renderer sends): records the many players and entries a seating scenario needs without typing them one by one.
 */
export class HallClient {
  private nextId = 1
  private readonly waiting = new Map<
    number,
    (result: { ok: boolean; value?: unknown; error?: { message: string } }) => void
  >()

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { kind: string; id?: number; result?: { ok: boolean } }
      if (frame.kind === 'result' && frame.id !== undefined) this.waiting.get(frame.id)?.(frame.result as never)
    })
  }

  static async open(baseUrl: string, pin: string, operator: string): Promise<HallClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ kind: 'hello', role: 'admin', token: pin, operator })))
      socket.once('message', (data) => {
        const frame = JSON.parse(String(data)) as { kind: string }
        if (frame.kind === 'welcome') resolve()
        else reject(new Error(String(data)))
      })
      socket.once('error', reject)
    })
    return new HallClient(socket)
  }

  /** Send a command envelope; resolves with the recorded events, throws on refusal. */
  async command(
    command: Record<string, unknown>,
    meta?: Record<string, unknown>
  ): Promise<Array<Record<string, unknown>>> {
    const id = this.nextId++
    const result = await new Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>((resolve) => {
      this.waiting.set(id, resolve)
      this.socket.send(JSON.stringify({ kind: 'command', id, envelope: meta ? { command, meta } : { command } }))
    })
    this.waiting.delete(id)
    if (!result.ok) throw new Error(result.error?.message ?? 'refused')
    return (result.value as { events: Array<Record<string, unknown>> }).events
  }

  close(): void {
    this.socket.close()
  }
}
