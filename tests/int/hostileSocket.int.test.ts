import { EventEmitter } from 'node:events'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { Lockout } from '../../src/main/app/dispatch/lockout'
import { FaultPolicy, installFaultHandlers } from '../../src/main/app/start/faults'
import { memoryLogger } from '../../src/main/app/log'
import { operate } from '../../src/main/app/operations'
import { LevelTimer } from '../../src/main/app/timer/timer'
import { startHallServer, type HallServer, type HallServerOptions } from '../../src/main/hall/server'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor, type TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

/**
 * "every boundary holds", at the WebSocket and the timer: per-connection limits, faults caught where they
 * happen (an error frame with the request id, the command's type in the log), the process-level policy. The hall
 * server runs in this process so a fault can be injected where no real input reaches one (said at each test).
 */
const tempDir = useTempDir()
const PIN = 'pin-4711'
let floor: Floor & { testClock: TestClock }
let server: HallServer
const sockets: TestSocket[] = []
const logger = memoryLogger()

async function start(extra: Partial<HallServerOptions> = {}): Promise<void> {
  floor = openTestFloor(tempDir())
  server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: path.resolve(__dirname, '../../out/renderer'),
    port: 0,
    adminToken: () => PIN,
    log: logger,
    ...extra
  })
}

async function connect(): Promise<TestSocket> {
  const socket = await TestSocket.open(server.baseUrl)
  sockets.push(socket)
  return socket
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server?.close()
  floor?.close()
  logger.lines.length = 0
  vi.restoreAllMocks()
})

describe('per-connection limits', () => {
  it('a display may follow 16 views; the 17th is refused with its request id, re-subscribing still works', async () => {
    await start()
    const shown = await connect()
    await shown.hello('display')
    // Screens by their own ids: a display may follow only tournaments that exist (screenStorm.int.test.ts).
    const screen = (id: string): Record<string, string> => ({ topic: 'screen', screenId: `screen-${id}` })
    for (let i = 0; i < 16; i += 1) {
      const reply = await shown.request({ kind: 'subscribe', subscription: screen(`t${i}-0000`) })
      expect(reply.result.ok).toBe(true)
    }
    const refused = await shown.request({
      kind: 'subscribe',
      subscription: screen('one-more')
    })
    expect(refused.result).toMatchObject({
      ok: false,
      error: { code: 'error.tooManySubscriptions', params: { limit: 16 } }
    })
    const again = await shown.request({ kind: 'subscribe', subscription: screen('t3-0000') })
    expect(again.result.ok).toBe(true)
    // Unsubscribing makes room.
    await shown.request({ kind: 'unsubscribe', key: (again.result as { value: string }).value })
    const room = await shown.request({
      kind: 'subscribe',
      subscription: screen('one-more')
    })
    expect(room.result.ok).toBe(true)
  })

  it('an admin connection may follow 64 views, not 100,000', async () => {
    await start()
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    let refused = 0
    for (let i = 0; i < 70; i += 1) {
      const reply = await socket.request({
        kind: 'subscribe',
        subscription: { topic: 'seating', tournamentId: `t${i}` }
      })
      if (!reply.result.ok) refused += 1
    }
    expect(refused).toBe(6)
  })

  it('frames over the rate get an error naming their id; a connection that keeps flooding is closed, others stay', async () => {
    await start({ limits: { display: { burst: 20, perSecond: 1, strikes: 30 } } })
    const flood = await connect()
    await flood.hello('display')
    const closed = new Promise<number>((resolve) => flood.ws.once('close', (code) => resolve(code)))
    for (let id = 1; id <= 25; id += 1) flood.sendRaw(JSON.stringify({ kind: 'ping', id }))
    const limited = await flood.next((f) => f.kind === 'error' && f.error.code === 'error.rateLimited')
    // The 20 of the burst are answered; the 21st is the first refused (hello came from the connection's first bucket).
    expect(limited).toMatchObject({ kind: 'error', id: 21, error: { code: 'error.rateLimited' } })
    for (let id = 26; id <= 80; id += 1) flood.sendRaw(JSON.stringify({ kind: 'ping', id }))
    expect(await closed).toBe(1008)
    const other = await connect()
    expect(await other.hello('display')).toMatchObject({ kind: 'welcome' })
    for (let id = 1; id <= 20; id += 1) other.sendRaw(JSON.stringify({ kind: 'ping', id }))
    expect(await other.next((f) => f.kind === 'pong' && f.id === 20)).toMatchObject({ kind: 'pong' })
    other.sendRaw(JSON.stringify({ kind: 'ping', id: 21 }))
    expect(await other.next((f) => f.kind === 'error')).toMatchObject({ id: 21, error: { code: 'error.rateLimited' } })
    // Time refills the bucket: after a pause the same connection is served again.
    floor.testClock.advance(5_000)
    other.sendRaw(JSON.stringify({ kind: 'ping', id: 22 }))
    expect(await other.next((f) => f.kind === 'pong' && f.id === 22)).toMatchObject({ kind: 'pong' })
  })

  it('the lockout forgets failures older than its window (four wrong, a pause, one wrong is not a lockout)', () => {
    let now = 0
    const lockout = new Lockout(() => now)
    for (let i = 0; i < 4; i += 1) lockout.fail('10.0.0.9')
    now += 11 * 60_000
    lockout.fail('10.0.0.9')
    expect(lockout.lockedFor('10.0.0.9')).toBe(0)
    for (let i = 0; i < 4; i += 1) lockout.fail('10.0.0.9')
    expect(lockout.lockedFor('10.0.0.9')).toBe(60_000)
  })
})

describe('faults are caught where they happen', () => {
  it('an operation that throws gets an error result with its id; the log names its type; the server keeps serving', async () => {
    // Fault injection: no real operation throws on purpose, so this server's `operate` does.
    await start({
      operate: (input, session) => {
        if ((input as { type?: string }).type === 'backup.list') throw new Error('disk on fire')
        return operate(floor, input, session)
      }
    })
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    const reply = await socket.request({ kind: 'operation', operation: { type: 'backup.list' } })
    expect(reply.result).toMatchObject({ ok: false, error: { code: 'error.internal' } })
    expect(logger.lines).toContainEqual(expect.objectContaining({ event: 'dispatch.fault', asked: 'backup.list' }))
    const created = await socket.request({
      kind: 'command',
      envelope: { command: { type: 'tournament.create', fields: mainEvent } }
    })
    expect(created.result.ok).toBe(true)
  })

  it('a view that throws while subscribing gets an error with the id; the log names the topic, not the data', async () => {
    await start()
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    // Fault injection into the real service: a view computation that throws.
    vi.spyOn(floor.service, 'subscribe').mockImplementationOnce(() => {
      throw new Error('view bug')
    })
    socket.sendRaw(JSON.stringify({ kind: 'subscribe', id: 77, subscription: { topic: 'tournaments' } }))
    expect(await socket.next((f) => f.kind === 'error')).toMatchObject({ id: 77, error: { code: 'error.internal' } })
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        event: 'dispatch.fault',
        frame: 'subscribe',
        asked: 'tournaments',
        message: 'view bug'
      })
    )
    expect((await socket.request({ kind: 'subscribe', subscription: { topic: 'tournaments' } })).result.ok).toBe(true)
  })

  it('a malformed frame with an id gets an error frame naming that id', async () => {
    await start()
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    socket.sendRaw(JSON.stringify({ kind: 'command', id: 41, envelope: {}, extra: true }))
    expect(await socket.next((f) => f.kind === 'error')).toMatchObject({ id: 41, error: { code: 'error.invalid' } })
  })

  it('the level timer logs a fault at a boundary and keeps serving the next one', async () => {
    floor = openTestFloor(tempDir())
    server = undefined as unknown as HallServer
    const { service } = floor
    const created = service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
    if (!created.ok) throw new Error('setup')
    const tournamentId = service.current.displayedTournamentId!
    const structure = TEMPLATES['nlhe-regular']()
    expect(service.execute({ command: { type: 'clock.structure.set', tournamentId, structure } }, admin()).ok).toBe(
      true
    )
    expect(service.execute({ command: { type: 'clock.start', tournamentId } }, admin()).ok).toBe(true)
    vi.useFakeTimers()
    try {
      const timer = new LevelTimer(service, logger)
      const due = timer.nextDueAt!
      // Fault injection: the first boundary's push throws.
      const refresh = vi.spyOn(service, 'refreshViews').mockImplementationOnce(() => {
        throw new Error('push bug')
      })
      floor.testClock.time = due
      vi.advanceTimersByTime(due - floor.testClock.time + 60 * 60_000)
      expect(logger.lines).toContainEqual(expect.objectContaining({ event: 'timer.boundary', message: 'push bug' }))
      // It re-armed for the following boundary and serves it.
      expect(timer.nextDueAt).toBeGreaterThan(due)
      floor.testClock.time = timer.nextDueAt!
      vi.advanceTimersByTime(60 * 60_000)
      expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(2)
      timer.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('process-level faults', () => {
  it('an uncaught exception or unhandled rejection is logged and the process keeps serving', () => {
    const source = new EventEmitter()
    const log = memoryLogger()
    const exit = vi.fn()
    installFaultHandlers(source, log, exit)
    source.emit('uncaughtException', new TypeError('x is undefined'))
    source.emit('unhandledRejection', new Error('lost promise'))
    expect(exit).not.toHaveBeenCalled()
    expect(log.lines.map((l) => l.event)).toEqual(['process.uncaughtException', 'process.unhandledRejection'])
    expect(log.lines[0]).toMatchObject({ message: 'x is undefined' })
  })

  it('a storm of faults is logged once a second, and out of memory ends the process', () => {
    let now = 0
    const policy = new FaultPolicy(() => now, 3)
    const logged = Array.from({ length: 10 }, () => policy.decide('uncaughtException', new Error('again')).logIt)
    expect(logged.filter(Boolean).length).toBe(3)
    now = 1500
    expect(policy.decide('uncaughtException', new Error('again')).logIt).toBe(true)
    expect(policy.decide('uncaughtException', new RangeError('Array buffer allocation failed')).action).toBe('exit')
    expect(policy.decide('uncaughtException', new RangeError('Invalid array length')).action).toBe('continue')
  })
})
