import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { ADDRESS_LIMITS, DEFAULT_LIMITS } from '../../src/main/app/dispatch/limits'
import { memoryLogger } from '../../src/main/app/log'
import { operate } from '../../src/main/app/operations'
import { REMEMBERED_GONE } from '../../src/main/app/screens'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import type { ScreensView, ScreenView } from '../../src/shared/core/display/views'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor, type TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

/**
 * A screen storm must cost the floor nothing (hostile input): a display may follow only tournaments that exist, one
 * network address may hold only so many connections and views, and whatever a dropped connection followed is freed.
 * The hall server runs in this process (the real server, store and WebSocket clients; nothing mocked), so the test
 * can read the server's own counts after a drop. Clients connect from several loopback addresses (127.0.0.2, …:
 * Linux answers the whole of 127.0.0.0/8), as devices of the hall do. No timing is asserted here: the storm's cost is
 * the bench row `npm run bench storm`.
 */
const tempDir = useTempDir()
const PIN = 'pin-storm-31'
let floor: Floor & { testClock: TestClock }
let server: HallServer
const sockets: TestSocket[] = []

async function start(): Promise<string> {
  await open()
  return create()
}

/** The hall server on an empty floor. */
async function open(): Promise<void> {
  floor = openTestFloor(tempDir())
  server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: path.resolve(__dirname, '../../out/renderer'),
    port: 0,
    adminToken: () => PIN,
    log: memoryLogger()
  })
}

/** A tournament recorded by the director (the first one goes on the hall display). */
function create(): string {
  const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
  if (!created.ok) throw new Error(JSON.stringify(created.error))
  return (created.value.events[0] as { tournamentId: string }).tournamentId
}

async function connect(localAddress?: string): Promise<TestSocket> {
  const socket = await TestSocket.open(server.baseUrl, {}, localAddress)
  sockets.push(socket)
  return socket
}

async function displayFrom(localAddress: string): Promise<TestSocket> {
  const socket = await connect(localAddress)
  expect(await socket.hello('display')).toMatchObject({ kind: 'welcome' })
  return socket
}

/** Views the hub keeps (its channels): read from the running server, as a diagnostics page would. */
function channels(): number {
  return (floor.service as unknown as { hub: { channelCount: number } }).hub.channelCount
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server?.close()
  floor?.close()
})

describe('a display follows only tournaments that exist', () => {
  it('a view of a tournament nobody created is refused with error.tournament.notFound; a real one is followed', async () => {
    const tournamentId = await start()
    const shown = await displayFrom('127.0.0.2')
    const views = (id: string): Array<Record<string, unknown>> => [
      { topic: 'display', tournamentId: id },
      { topic: 'phone', tournamentId: id },
      { topic: 'phoneCard', tournamentId: id, card: 1 },
      { topic: 'phoneSeries', tournamentId: id },
      { topic: 'charts', tournamentId: id }
    ]
    const before = channels()
    for (const subscription of views('made-up-tournament')) {
      const reply = await shown.request({ kind: 'subscribe', subscription })
      expect(reply.result, subscription.topic as string).toMatchObject({
        ok: false,
        error: { code: 'error.tournament.notFound', field: 'tournamentId' }
      })
    }
    expect(channels()).toBe(before)
    for (const subscription of views(tournamentId))
      expect((await shown.request({ kind: 'subscribe', subscription })).result.ok).toBe(true)
  })

  it('a hall screen bookmarked to a tournament that does not exist shows its waiting screen, then the hall tournament', async () => {
    await open()
    const shown = await displayFrom('127.0.0.2')
    const subscription = { topic: 'screen', screenId: 'screen-bookmark-1', tournamentId: 'deleted-or-not-yet' }
    expect((await shown.request({ kind: 'subscribe', subscription })).result.ok).toBe(true)
    const first = (await shown.next((f) => f.kind === 'push')) as { value: ScreenView }
    // Nothing on the hall display yet: the waiting screen (no tournament), and the screen is listed for the director.
    expect(first.value.display.tournament).toBeNull()
    expect(floor.service.screens.list().map((s) => s.screenId)).toContain('screen-bookmark-1')
    const tournamentId = create()
    floor.service.flushViews()
    const next = (await shown.next((f) => f.kind === 'push')) as { value: ScreenView }
    expect(next.value.display.tournament?.id).toBe(tournamentId)
  })

  it('an admin may still open a view of any id (the admin pages say "not in the records" themselves)', async () => {
    await start()
    const director = await connect()
    await director.hello('admin', PIN, 'Anna')
    const reply = await director.request({
      kind: 'subscribe',
      subscription: { topic: 'tournament', tournamentId: 'made-up-tournament' }
    })
    expect(reply.result.ok).toBe(true)
  })
})

describe("a hall screen's view", () => {
  it("follows the director's changes and its own tournament's records, and is not recomputed for another's", async () => {
    const shownId = await start()
    const otherId = create()
    floor.service.execute({ command: { type: 'tournament.display', tournamentId: shownId } }, admin())
    const shown = await displayFrom('127.0.0.2')
    const subscription = { topic: 'screen', screenId: 'screen-bar-tv-1' }
    expect((await shown.request({ kind: 'subscribe', subscription })).result.ok).toBe(true)
    let pings = 0
    const latest = async (): Promise<ScreenView> => {
      floor.service.flushViews()
      // Every push sent before the pong has arrived once it has.
      shown.sendRaw(JSON.stringify({ kind: 'ping', id: ++pings }))
      await shown.next((f) => f.kind === 'pong')
      const pushes = shown.frames.filter((f) => f.kind === 'push')
      return (pushes.at(-1) as { value: ScreenView }).value
    }
    expect((await latest()).display.tournament?.id).toBe(shownId)
    // The views the hub computes, counted where the service computes them.
    const views = (floor.service as unknown as { views: { compute: (s: { topic: string }) => unknown } }).views
    const compute = vi.spyOn(views, 'compute')
    const run = (command: Record<string, unknown>): void => {
      const done = floor.service.execute({ command }, admin())
      if (!done.ok) throw new Error(JSON.stringify(done.error))
      floor.service.flushViews()
    }
    for (let i = 0; i < 5; i += 1) run({ type: 'tournament.edit', tournamentId: otherId, changes: { notes: `n${i}` } })
    expect(compute.mock.calls.filter(([s]) => s.topic === 'screen')).toHaveLength(0)
    // Its own tournament, and each of the director's settings of the screen, are shown.
    run({ type: 'tournament.edit', tournamentId: shownId, changes: { venue: 'Hall B' } })
    expect((await latest()).display.tournament?.venue).toBe('Hall B')
    run({ type: 'display.screen.configure', screenId: 'screen-bar-tv-1', name: 'Bar TV' })
    expect((await latest()).screen.name).toBe('Bar TV')
    run({ type: 'display.screen.identify', screenId: 'screen-bar-tv-1' })
    expect((await latest()).screen.identifyUntil).toBeGreaterThan(0)
    run({ type: 'display.screen.configure', screenId: 'screen-bar-tv-1', tournamentId: otherId })
    expect((await latest()).display.tournament?.id).toBe(otherId)
    run({ type: 'tournament.edit', tournamentId: otherId, changes: { venue: 'Hall C' } })
    expect((await latest()).display.tournament?.venue).toBe('Hall C')
  })
})

describe('the director first', () => {
  it("an admin's frame is answered while a storm of display frames waits its turn", async () => {
    await start()
    const director = await connect()
    await director.hello('admin', PIN, 'Anna')
    const screens: TestSocket[] = []
    for (let i = 0; i < 8; i += 1) screens.push(await displayFrom(`127.0.0.${10 + i}`))
    // The order frames reach this process in, across all sockets.
    let seen = 0
    const at = new Map<string, number>()
    screens.forEach((screen, i) =>
      screen.ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { kind: string; id?: number }
        seen += 1
        if (frame.kind === 'result' && frame.id === 150) at.set(`screen ${i}`, seen)
      })
    )
    director.ws.on('message', (data) => {
      seen += 1
      if ((JSON.parse(String(data)) as { kind: string }).kind === 'pong') at.set('pong', seen)
    })
    // 8 × 150 subscriptions to tournaments nobody created: each one refused, but each to be read and answered.
    for (const screen of screens)
      for (let id = 1; id <= 150; id += 1)
        screen.sendRaw(
          JSON.stringify({ kind: 'subscribe', id, subscription: { topic: 'display', tournamentId: `made-up-${id}` } })
        )
    // Once the server is busy with them, the director pings.
    await screens[0]!.next((f) => f.kind === 'result')
    director.sendRaw(JSON.stringify({ kind: 'ping', id: 1 }))
    await vi.waitFor(() => expect(at.size).toBe(9), { timeout: 30_000 })
    const lastScreen = Math.max(...screens.map((_, i) => at.get(`screen ${i}`)!))
    expect(at.get('pong')!).toBeLessThan(lastScreen)
  })
})

describe('per network address: connections and views are capped, and a drop frees them', () => {
  it('the view over the cap is refused for that address only; dropping every connection frees every view', async () => {
    const tournamentId = await start()
    const perConnection = DEFAULT_LIMITS.display.subscriptions
    const { subscriptions: cap } = ADDRESS_LIMITS
    const before = channels()
    // Seat cards by number: views of a tournament that exists, each a channel of its own.
    const card = (n: number): Record<string, unknown> => ({ topic: 'phoneCard', tournamentId, card: n })
    const storm: TestSocket[] = []
    let next = 1
    for (let c = 0; c < cap / perConnection; c += 1) {
      const socket = await displayFrom('127.0.0.2')
      storm.push(socket)
      const replies = await Promise.all(
        Array.from({ length: perConnection }, () => socket.request({ kind: 'subscribe', subscription: card(next++) }))
      )
      expect(replies.every((r) => r.result.ok)).toBe(true)
    }
    expect(channels()).toBe(before + cap)
    expect(server.dispatcher.addresses.of('127.0.0.2')).toEqual({
      connections: cap / perConnection,
      subscriptions: cap
    })

    const over = await displayFrom('127.0.0.2')
    storm.push(over)
    expect((await over.request({ kind: 'subscribe', subscription: card(next++) })).result).toMatchObject({
      ok: false,
      error: { code: 'error.tooManyAddressSubscriptions', params: { limit: cap } }
    })
    // Another device of the hall is not held back by that address.
    const neighbour = await displayFrom('127.0.0.3')
    expect((await neighbour.request({ kind: 'subscribe', subscription: card(1) })).result.ok).toBe(true)

    // Dropped at once, as a storm ends: everything the address followed is freed.
    for (const socket of storm) socket.ws.terminate()
    await vi.waitFor(() =>
      expect(server.dispatcher.addresses.of('127.0.0.2')).toEqual({ connections: 0, subscriptions: 0 })
    )
    expect(channels()).toBe(before + 1) // the neighbour's card 1
    const again = await displayFrom('127.0.0.2')
    const replies = await Promise.all(
      Array.from({ length: perConnection }, (_, i) => again.request({ kind: 'subscribe', subscription: card(i + 1) }))
    )
    expect(replies.every((r) => r.result.ok)).toBe(true)
  })

  it('the connection over the cap is turned away with error.tooManyConnections; another address is let in', async () => {
    await start()
    const { connections: cap } = ADDRESS_LIMITS
    const held = await Promise.all(Array.from({ length: cap }, () => connect('127.0.0.4')))
    await vi.waitFor(() => expect(server.dispatcher.addresses.of('127.0.0.4').connections).toBe(cap))
    const turnedAway = await connect('127.0.0.4')
    const closed = new Promise<number>((resolve) => turnedAway.ws.once('close', (code) => resolve(code)))
    expect(await turnedAway.next((f) => f.kind === 'denied')).toMatchObject({
      kind: 'denied',
      error: { code: 'error.tooManyConnections', params: { limit: cap } }
    })
    expect(await closed).toBe(1013)
    expect(await (await connect('127.0.0.5')).hello('display')).toMatchObject({ kind: 'welcome' })
    // One of the address's connections closes: there is room again.
    held[0]!.close()
    await vi.waitFor(() => expect(server.dispatcher.addresses.of('127.0.0.4').connections).toBe(cap - 1))
    expect(await (await connect('127.0.0.4')).hello('display')).toMatchObject({ kind: 'welcome' })
  })

  it("screens that left are remembered for the director's list only up to a bound", async () => {
    await start()
    const left = REMEMBERED_GONE + 50
    const screens: TestSocket[] = []
    for (let i = 0; i < left; i += 1) {
      const socket = await displayFrom(`127.0.1.${1 + (i % 200)}`)
      const screenId = `storm-screen-${String(i).padStart(4, '0')}`
      expect((await socket.request({ kind: 'subscribe', subscription: { topic: 'screen', screenId } })).result.ok).toBe(
        true
      )
      screens.push(socket)
    }
    // The first 50 leave, then the others: the 50 that left longest ago are forgotten.
    for (const socket of screens.slice(0, 50)) socket.ws.terminate()
    await vi.waitFor(() => expect(server.dispatcher.addresses.addresses).toBe(left - 50))
    for (const socket of screens.slice(50)) socket.ws.terminate()
    await vi.waitFor(() => expect(server.dispatcher.addresses.addresses).toBe(0))
    const director = await connect()
    await director.hello('admin', PIN, 'Anna')
    await director.request({ kind: 'subscribe', subscription: { topic: 'screens' } })
    const push = (await director.next((f) => f.kind === 'push')) as { value: ScreensView }
    const listed = push.value.screens.map((s) => s.id).sort()
    expect(listed).toEqual(screens.slice(50).map((_, i) => `storm-screen-${String(50 + i).padStart(4, '0')}`))
  })
})
