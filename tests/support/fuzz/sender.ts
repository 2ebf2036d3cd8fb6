import type { CommandAck } from '../../../src/shared/contract/client'
import type { Result } from '../../../src/shared/contract/result'
import type { Rejection } from '../../../src/shared/core/rejection'
import type { FloorService, Session } from '../../../src/main/app/service'
import { TestSocket } from '../wsClient'

/** One request of the contract: a command envelope (any shape: malformed ones too) or a query. */
export type FloorRequest = { kind: 'command'; envelope: unknown } | { kind: 'query'; query: unknown }

/** The process behind the sender is gone (the hall server exited, or the service threw). */
export class ServerGone extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ServerGone'
  }
}

/**
 * What the fuzzer drives: the contract's commands and queries, as a FloorClient sends them. Implemented over the hall
 * server's WebSocket and over an in-process FloorService, so the same histories run against both.
 */
export interface FloorSender {
  /** Requests answered in order (pipelined on one connection): a command and the queries about its outcome. */
  batch(requests: readonly FloorRequest[]): Promise<Result<unknown>[]>
  /** The server's clock now (epoch ms): for fields that must lie in the past. */
  now(): number
  /** Requests refused for the rate (the hall server's per-connection limit), resent after a pause. */
  readonly rateLimited: number
  /**
   * Keep the tournament's pushed views subscribed, as the admin screens and a hall display do: every record then
   * recomputes them on the server (a view that throws there takes the push path down, not a query).
   */
  follow?(tournamentId: string): Promise<void>
}

export async function sendCommand(sender: FloorSender, envelope: unknown): Promise<Result<CommandAck>> {
  const [result] = await sender.batch([{ kind: 'command', envelope }])
  return result as Result<CommandAck>
}

export async function sendQuery<T>(sender: FloorSender, query: Record<string, unknown>): Promise<Result<T>> {
  const [result] = await sender.batch([{ kind: 'query', query }])
  return result as Result<T>
}

/** A query that must be answered: throws with the refusal otherwise. */
export async function ask<T>(sender: FloorSender, query: Record<string, unknown>): Promise<T> {
  const result = await sendQuery<T>(sender, query)
  if (!result.ok) throw new Error(`query ${String(query.type)} refused: ${result.error.code} ${result.error.message}`)
  return result.value
}

const RATE_LIMITED = 'error.rateLimited'

/**
 * The hall server's admin WebSocket (tests/support/wsClient.ts), a few connections at once as a hall has several
 * admin screens: each batch goes on one connection (in order), batches take turns, so no single connection comes
 * near the server's per-connection frame rate. A closed connection fails every request waiting on it.
 */
export class SocketSender implements FloorSender {
  rateLimited = 0
  private turn = 0
  private nextId = 1_000_000
  private offset = 0
  private gone: string | null = null

  private followed: string[] = []

  private constructor(
    private readonly sockets: TestSocket[],
    private readonly display: TestSocket
  ) {}

  static async open(baseUrl: string, pin: string, connections = 3, operator = 'Fuzz (TD)'): Promise<SocketSender> {
    const sockets: TestSocket[] = []
    const display = await TestSocket.open(baseUrl)
    const hello = await display.hello('display')
    if (hello.kind !== 'welcome') throw new Error(`display hello refused: ${JSON.stringify(hello)}`)
    let offset = 0
    for (let i = 0; i < connections; i += 1) {
      const socket = await TestSocket.open(baseUrl)
      const welcome = await socket.hello('admin', pin, operator)
      if (welcome.kind !== 'welcome') throw new Error(`admin hello refused: ${JSON.stringify(welcome)}`)
      offset = welcome.serverNow - Date.now()
      sockets.push(socket)
    }
    const sender = new SocketSender(sockets, display)
    sender.offset = offset
    for (const socket of [...sockets, display]) {
      socket.ws.setMaxListeners(100)
      socket.ws.once('close', (code, reason) => {
        sender.gone ??= `connection closed (${code} ${String(reason)})`
      })
    }
    // The hall display shows the displayed tournament, as a screen in the room does.
    await sender.request(display, { kind: 'subscribe', subscription: { topic: 'display' } })
    return sender
  }

  now(): number {
    return Date.now() + this.offset
  }

  async follow(tournamentId: string): Promise<void> {
    // A hall display shows the tournament being run (the one before is let go): every record then recomputes and
    // pushes its view on the server, the path the queries do not take. (The admin's views are the queries'.)
    const old = this.followed.pop()
    if (old) await this.request(this.display, { kind: 'unsubscribe', key: `display:${old}` })
    this.followed.push(tournamentId)
    await this.request(this.display, { kind: 'subscribe', subscription: { topic: 'display', tournamentId } })
  }

  async batch(requests: readonly FloorRequest[]): Promise<Result<unknown>[]> {
    this.drainPushes()
    const socket = this.sockets[this.turn++ % this.sockets.length]!
    const frames = requests.map((r) =>
      r.kind === 'command' ? { kind: 'command', envelope: r.envelope } : { kind: 'query', query: r.query }
    )
    const results = await Promise.all(frames.map((frame) => this.request(socket, frame)))
    for (let i = 0; i < results.length; i += 1) {
      // Over the rate: this request was not carried out; wait for the bucket to refill and send it again.
      for (let tries = 0; !results[i]!.ok && errorCode(results[i]!) === RATE_LIMITED && tries < 50; tries += 1) {
        this.rateLimited += 1
        await new Promise((resolve) => setTimeout(resolve, 50))
        results[i] = await this.request(socket, frames[i]!)
      }
    }
    return results
  }

  private request(socket: TestSocket, frame: Record<string, unknown>): Promise<Result<unknown>> {
    if (socket.ws.readyState !== socket.ws.OPEN) this.gone ??= 'connection closed'
    if (this.gone) return Promise.reject(new ServerGone(this.gone))
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const onClose = (): void => reject(new ServerGone(this.gone ?? 'connection closed'))
      socket.ws.once('close', onClose)
      // The answer is a result, or an error frame naming the request (a request the server could not carry out).
      socket
        .next((f) => (f.kind === 'result' || f.kind === 'error') && 'id' in f && f.id === id, 30_000)
        .then(
          (answer) => {
            socket.ws.off('close', onClose)
            resolve(
              answer.kind === 'result' ? answer.result : { ok: false, error: (answer as { error: Rejection }).error }
            )
          },
          (error: unknown) => {
            socket.ws.off('close', onClose)
            reject(this.gone ? new ServerGone(this.gone) : error)
          }
        )
      socket.sendRaw(JSON.stringify({ ...frame, id }))
    })
  }

  /** Pushed views are not read (the queries are); drop them so they do not pile up. */
  private drainPushes(): void {
    for (const socket of [...this.sockets, this.display]) {
      if (socket.frames.length === 0) continue
      const kept = socket.frames.filter((f) => f.kind !== 'push')
      socket.frames.length = 0
      socket.frames.push(...kept)
    }
  }

  close(): void {
    for (const socket of [...this.sockets, this.display]) socket.close()
  }
}

function errorCode(result: Result<unknown>): string | null {
  return result.ok ? null : result.error.code
}

/**
 * An in-process FloorService (tests/support/floor.ts, or openFuzzFloor): the same contract without a socket. Time
 * moves on by `stepMs` with every command, as it would between a director's clicks. A service that throws is gone.
 */
export class ServiceSender implements FloorSender {
  readonly rateLimited = 0
  private gone: string | null = null

  constructor(
    private readonly service: FloorService,
    private readonly clock: { now(): number; advance(ms: number): void },
    private readonly session: Session = { role: 'admin', operator: 'Fuzz (TD)' },
    private readonly stepMs = 1000
  ) {}

  now(): number {
    return this.clock.now()
  }

  batch(requests: readonly FloorRequest[]): Promise<Result<unknown>[]> {
    if (this.gone) return Promise.reject(new ServerGone(this.gone))
    const results: Result<unknown>[] = []
    try {
      for (const r of requests) {
        if (r.kind === 'command') {
          this.clock.advance(this.stepMs)
          results.push(this.service.execute(r.envelope, this.session))
        } else results.push(this.service.query(r.query, this.session))
      }
    } catch (error) {
      this.gone = `the service threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
      return Promise.reject(new ServerGone(this.gone))
    }
    return Promise.resolve(results)
  }
}
