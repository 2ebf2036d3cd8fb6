import { TestSocket } from './wsClient'

/**
 * A minimal admin client for e2e set-up over the hall server's real WebSocket contract (the same frames the
 * renderer sends): records the many players and entries a seating scenario needs without typing them one by one.
 * It speaks through the tests' one socket client (`TestSocket`).
 */
export class HallClient {
  private constructor(private readonly socket: TestSocket) {}

  static async open(baseUrl: string, pin: string, operator: string): Promise<HallClient> {
    const socket = await TestSocket.open(baseUrl)
    const answer = await socket.hello('admin', pin, operator)
    if (answer.kind !== 'welcome') {
      socket.close()
      throw new Error(JSON.stringify(answer))
    }
    return new HallClient(socket)
  }

  /** Send a command envelope; resolves with the recorded events, throws on refusal. */
  async command(
    command: Record<string, unknown>,
    meta?: Record<string, unknown>
  ): Promise<Array<Record<string, unknown>>> {
    // Set-up commands wait as long as the server takes (a shared machine can be slow): no short timeout here.
    const reply = await this.socket.request(
      { kind: 'command', envelope: meta ? { command, meta } : { command } },
      60_000
    )
    if (!reply.result.ok) throw new Error(reply.result.error?.message ?? 'refused')
    return (reply.result.value as { events: Array<Record<string, unknown>> }).events
  }

  close(): void {
    this.socket.close()
  }
}
