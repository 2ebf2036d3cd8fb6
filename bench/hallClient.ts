import fs from 'node:fs'
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { PushReplicas } from '../src/shared/contract/patch'

export const SERVE_JS = path.resolve(__dirname, '../out/main/serve.js')

/** The real hall server (out/main/serve.js) on a data folder, as `npm run serve` runs it. */
export async function spawnHall(
  dataDir: string,
  pin: string,
  env: Record<string, string> = {},
  /** Flags for the server's node (the soak's `--inspect` to read its heap), before HALL_BENCH_NODE_ARGS. */
  nodeArgs: string[] = []
): Promise<{
  child: ChildProcess
  baseUrl: string
  startedAt: number
  readyAt: number
  /** Resolves once the server logged that a snapshot was written (false after `ms` without one). */
  snapshotWritten(ms: number): Promise<boolean>
  stop(): Promise<void>
}> {
  const startedAt = performance.now()
  const child = spawn(
    process.execPath,
    [
      ...(process.env.HALL_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HALL_BENCH_PROFILE}`] : []),
      ...nodeArgs,
      ...(process.env.HALL_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      SERVE_JS,
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--token',
      pin
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env }
    }
  )
  let output = ''
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hall server did not start:\n${output}`)), 120_000)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = /Clock:\s+(http:\/\/\S+)\/clock\b/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    if (process.env.HALL_BENCH_LOG)
      for (const stream of [child.stdout!, child.stderr!])
        stream.on('data', (c: Buffer) => fs.appendFileSync(process.env.HALL_BENCH_LOG!, c))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`hall server exited with ${code}:\n${output}`))
    })
  })
  const readyAt = performance.now()
  return {
    child,
    baseUrl,
    startedAt,
    readyAt,
    snapshotWritten: (ms) =>
      new Promise<boolean>((resolve) => {
        const seen = (): boolean => output.includes('"snapshot.written"')
        if (seen()) return resolve(true)
        const timer = setTimeout(() => {
          child.stderr!.off('data', look)
          resolve(false)
        }, ms)
        const look = (): void => {
          if (!seen()) return
          clearTimeout(timer)
          child.stderr!.off('data', look)
          resolve(true)
        }
        child.stderr!.on('data', look)
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
  }
}

/**
 * A client of the hall server's contract as the renderer is one: it rebuilds every pushed view from its patches,
 * and notes when each push arrived and how large it was.
 */
export class BenchSocket {
  private nextId = 1
  private readonly waiting = new Map<number, (frame: Record<string, unknown>) => void>()
  readonly replicas = new PushReplicas()
  readonly views = new Map<string, unknown>()
  pushBytes = 0
  pushes = 0
  lastPushAt = 0
  lost = 0
  /** Called on every push, after it is counted: lets a bench wait for pushes without polling. */
  onPush: (() => void) | null = null

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const at = performance.now()
      const text = data.toString()
      const frame = JSON.parse(text) as Record<string, unknown>
      if (frame.kind === 'push') {
        this.pushBytes += data.length
        this.pushes += 1
        this.lastPushAt = at
        const key = frame.key as string
        const view = this.replicas.receive(key, frame.value, () => (this.lost += 1))
        if (view) this.views.set(key, view.value)
        this.onPush?.()
        return
      }
      const id = frame.id as number | undefined
      if (id !== undefined) this.waiting.get(id)?.(frame)
      else if (frame.kind === 'welcome' || frame.kind === 'denied') this.waiting.get(0)?.(frame)
    })
  }

  static async open(baseUrl: string, hello: Record<string, unknown>): Promise<BenchSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    const socket = new BenchSocket(ws)
    const welcome = await socket.send({ kind: 'hello', ...hello }, 0)
    if (welcome.kind !== 'welcome') throw new Error(`not welcomed: ${JSON.stringify(welcome)}`)
    return socket
  }

  private send(frame: Record<string, unknown>, id: number): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id)
        resolve(reply)
      })
      this.ws.send(JSON.stringify(id === 0 ? frame : { ...frame, id }))
    })
  }

  request(frame: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.send(frame, this.nextId++)
  }

  async subscribe(subscription: Record<string, unknown>): Promise<void> {
    const reply = await this.request({ kind: 'subscribe', subscription })
    if (!(reply.result as { ok: boolean }).ok) throw new Error(`subscribe refused: ${JSON.stringify(reply)}`)
  }

  /** A command; resolves with its events (throws on refusal) and the time the answer arrived. */
  async command(command: Record<string, unknown>): Promise<{ events: Array<Record<string, unknown>>; at: number }> {
    const reply = await this.request({ kind: 'command', envelope: { command } })
    const at = performance.now()
    const result = reply.result as { ok: boolean; value?: { events: Array<Record<string, unknown>> }; error?: unknown }
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`)
    return { events: result.value!.events, at }
  }

  /** A round trip: every push caused by an earlier command has arrived once the pong does. */
  async ping(): Promise<void> {
    await this.request({ kind: 'ping' })
  }

  close(): void {
    this.ws.close()
  }
}
