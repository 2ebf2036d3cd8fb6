import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import { mainEvent } from '../support/fixtures'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

const tempDir = useTempDir()
const PIN = 'pin-4711'
let floor: Floor
let server: HallServer
const sockets: TestSocket[] = []

async function connect(headers?: Record<string, string>): Promise<TestSocket> {
  const socket = await TestSocket.open(server.baseUrl, headers)
  sockets.push(socket)
  return socket
}

beforeEach(async () => {
  floor = openTestFloor(tempDir())
  server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: path.resolve(__dirname, '../../out/renderer'),
    port: 0,
    adminToken: () => PIN
  })
})
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server.close()
  floor.close()
})

describe('hall server: who may do what', () => {
  it('binds to 127.0.0.1 by default', () => {
    expect(server.host).toBe('127.0.0.1')
  })

  it('refuses a wrong admin PIN', async () => {
    const socket = await connect()
    expect(await socket.hello('admin', 'nope')).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
    const after = await socket.request({
      kind: 'command',
      envelope: { command: { type: 'tournament.create', fields: mainEvent } }
    })
    expect(after.result).toMatchObject({ ok: false })
    expect(floor.store.count()).toBe(0)
  })

  it('locks out an address after five wrong PINs, even for the right one', async () => {
    for (let i = 0; i < 5; i += 1) {
      const socket = await connect()
      await socket.hello('admin', `wrong-${i}`)
    }
    const socket = await connect()
    expect(await socket.hello('admin', PIN)).toMatchObject({ kind: 'denied', error: { code: 'error.lockedOut' } })
  })

  it('refuses a WebSocket from a page of another origin', async () => {
    await expect(connect({ Origin: 'http://evil.example' })).rejects.toThrow(/403/)
  })

  it('lets a display subscribe to the public view but not record, query the journal or see admin views', async () => {
    const admin = await connect()
    await admin.hello('admin', PIN, 'Anna')
    await admin.request({
      kind: 'command',
      envelope: { command: { type: 'tournament.create', fields: { ...mainEvent, notes: 'INTERNAL-NOTE' } } }
    })
    const shown = await connect()
    expect(await shown.hello('display')).toMatchObject({ kind: 'welcome', role: 'display' })
    expect(
      (
        await shown.request({
          kind: 'command',
          envelope: { command: { type: 'tournament.create', fields: mainEvent } }
        })
      ).result
    ).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    expect((await shown.request({ kind: 'subscribe', subscription: { topic: 'tournaments' } })).result).toMatchObject({
      ok: false
    })
    expect((await shown.request({ kind: 'query', query: { type: 'journal.list' } })).result).toMatchObject({
      ok: false
    })
    expect((await shown.request({ kind: 'subscribe', subscription: { topic: 'display' } })).result).toMatchObject({
      ok: true
    })
    const push = await shown.next((f) => f.kind === 'push')
    expect(JSON.stringify(push)).toContain(mainEvent.name)
    expect(JSON.stringify(push)).not.toContain('INTERNAL-NOTE')
    expect(floor.store.count()).toBe(1)
  })
})

describe('hall server: pushes', () => {
  it('pushes a changed view to subscribers without being asked', async () => {
    const shown = await connect()
    await shown.hello('display')
    await shown.request({ kind: 'subscribe', subscription: { topic: 'display' } })
    expect(await shown.next((f) => f.kind === 'push')).toMatchObject({ value: { tournament: null } })
    const admin = await connect()
    await admin.hello('admin', PIN, 'Anna')
    await admin.request({ kind: 'command', envelope: { command: { type: 'tournament.create', fields: mainEvent } } })
    expect(await shown.next((f) => f.kind === 'push')).toMatchObject({
      value: { tournament: { name: mainEvent.name } }
    })
  })
})

describe('hall server: hostile and broken input', () => {
  const hostile: Array<[string, string | Buffer, boolean]> = [
    ['invalid JSON', '{"kind": "command", ', false],
    ['a binary frame', Buffer.from([0, 1, 2, 255]), true],
    ['an unknown frame kind', JSON.stringify({ kind: 'sudo', id: 1 }), false],
    ['an oversized frame', JSON.stringify({ kind: 'ping', id: 1, pad: 'x'.repeat(300_000) }), false],
    ['a frame with unknown fields', JSON.stringify({ kind: 'ping', id: 1, admin: true }), false],
    ['a wrong id type', JSON.stringify({ kind: 'ping', id: 'one' }), false]
  ]
  it.each(hostile)(
    'answers %s with an error, records nothing and keeps the connection',
    async (_what, data, binary) => {
      const socket = await connect()
      await socket.hello('admin', PIN, 'Anna')
      socket.sendRaw(data, binary)
      expect(await socket.next((f) => f.kind === 'error')).toMatchObject({ kind: 'error' })
      expect(floor.store.count()).toBe(0)
      // The connection survives and still works.
      const ok = await socket.request({
        kind: 'command',
        envelope: { command: { type: 'tournament.create', fields: mainEvent } }
      })
      expect(ok.result).toMatchObject({ ok: true })
    }
  )

  it('refuses a malformed command naming the field, and writes nothing', async () => {
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    const before = floor.store.count()
    const reply = await socket.request({
      kind: 'command',
      envelope: { command: { type: 'tournament.create', fields: { ...mainEvent, startingStack: 'lots' } } }
    })
    expect(reply.result).toMatchObject({
      ok: false,
      error: { code: 'error.invalid', field: 'command.fields.startingStack' }
    })
    expect(floor.store.count()).toBe(before)
  })

  it('closes a text frame of invalid UTF-8 cleanly (1007) and stays up for others', async () => {
    const socket = await connect()
    await socket.hello('admin', PIN, 'Anna')
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)))
    socket.sendRaw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), false)
    expect(await closed).toBe(1007)
    const next = await connect()
    expect(await next.hello('display')).toMatchObject({ kind: 'welcome' })
    expect(floor.store.count()).toBe(0)
  })

  it('needs hello before anything else', async () => {
    const socket = await connect()
    const reply = await socket.request({ kind: 'query', query: { type: 'tournaments.list' } })
    expect(reply.result).toMatchObject({ ok: false, error: { code: 'error.hello' } })
  })
})
