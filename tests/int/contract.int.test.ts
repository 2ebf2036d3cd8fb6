import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import type { FloorBridge } from '../../src/shared/contract/bridge'
import type { FloorClient } from '../../src/shared/contract/client'
import { EXPORT_FORMAT } from '../../src/shared/contract/operations'
import type { Role } from '../../src/shared/contract/protocol'
import { CommandEnvelope } from '../../src/shared/core/commands'
import { decide } from '../../src/shared/core/decide'
import type { DomainEvent } from '../../src/shared/core/events'
import { evolve } from '../../src/shared/core/evolve'
import { initialState } from '../../src/shared/core/state'
import type { EventRecord } from '../../src/shared/core/record'
import type { Rejection } from '../../src/shared/core/rejection'
import { connectIpc } from '../../src/renderer/src/client/ipcClient'
import { connectWs, type WebSocketConstructor } from '../../src/renderer/src/client/wsClient'
import { FakeWebContents, fakeIpc, forWindow } from '../support/fakeIpc'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * one contract, one dispatcher, the same suite over both transports.
 * - IPC: the real preload bridge (src/main/preload/index.ts) and the real renderer client (client/ipcClient.ts)
 *   talk to the real IPC handler (src/main/electron/ipc.ts) over an in-process pair of fake ipcMain/ipcRenderer
 *   channels (tests/support/fakeIpc.ts), because the Electron binary cannot run here; the service is the real one
 *   on a real SQLite file.
 * - WebSocket: the real renderer client (client/wsClient.ts, with the `ws` package as its WebSocket) talks to the
 *   real hall server process (out/main/serve.js).
 */
vi.mock('electron', async () => (await import('../support/fakeIpc')).electronModule())

interface Transport {
  name: string
  connect(role: Role, operator?: string, token?: string): Promise<FloorClient>
  /** A second connection of the same client (a reload, a reconnect). */
  reconnect(role: Role, operator?: string): Promise<FloorClient>
}

const clients: FloorClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.close()
})
const keep = (client: FloorClient): FloorClient => (clients.push(client), client)

// --- IPC ------------------------------------------------------------------------------------------------------
let desktop: Floor
const desktopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-contract-ipc-'))

async function ipcWindow(role: Role, operator?: string, token?: string): Promise<FloorClient> {
  const contents = new FakeWebContents(`app://floorclock/index.html#/${role === 'admin' ? 'admin' : 'clock'}`)
  // The real preload (loaded once); each window's calls come from its own webContents.
  await import('../../src/main/preload/index')
  const bridge = forWindow(fakeIpc.exposed.get('floorclock') as FloorBridge & Record<string, never>, contents)
  const client = keep(
    await connectIpc(bridge, { role, ...(operator ? { operator } : {}), ...(token ? { token } : {}) })
  )
  // Closing the client is the window going away.
  const close = client.close.bind(client)
  return Object.assign(client, { close: () => (close(), contents.destroy()) })
}

// --- WebSocket ------------------------------------------------------------------------------------------------
let hall: HallProcess
let wsUrl = ''
let socketsOpened = 0
const CountingSocket = class extends WebSocket {
  constructor(url: string) {
    super(url)
    socketsOpened += 1
  }
} as unknown as WebSocketConstructor

async function wsClient(role: Role, operator?: string, token: string | undefined = hall.pin): Promise<FloorClient> {
  const options = { role, ...(role === 'admin' && token ? { token } : {}), ...(operator ? { operator } : {}) }
  return keep(await connectWs(options, wsUrl, CountingSocket))
}

beforeAll(async () => {
  const { registerIpc } = await import('../../src/main/electron/ipc')
  desktop = openFloor(desktopDir)
  registerIpc(
    desktop.service,
    (url) => url.startsWith('app://floorclock/'),
    (contents) => ((contents as unknown as FakeWebContents).mainFrame.url.endsWith('#/admin') ? 'admin' : 'display'),
    (input, session) => operate(desktop, input, session)
  )
  hall = await startHall()
  wsUrl = `${hall.baseUrl.replace(/^http/, 'ws')}/ws`
}, 30_000)
afterAll(async () => {
  desktop.close()
  fs.rmSync(desktopDir, { recursive: true, force: true })
  await hall.stop()
})

const transports: Transport[] = [
  { name: 'IPC (fake ipcMain/ipcRenderer, real preload and client)', connect: ipcWindow, reconnect: ipcWindow },
  {
    name: 'WebSocket (real hall server)',
    connect: (r, o, token) => wsClient(r, o, token ?? hall.pin),
    reconnect: (r, o) => wsClient(r, o)
  }
]

async function journal(client: FloorClient, limit = 5): Promise<EventRecord[]> {
  const result = await client.query({ type: 'journal.list', limit })
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

function created(result: Awaited<ReturnType<FloorClient['command']>>): string {
  if (!result.ok) throw new Error(result.error.message)
  return (result.value.events[0] as { tournamentId: string }).tournamentId
}

/** A tournament's export of `count` records, decided and folded by the real core (a created and its edits). */
function exportOf(count: number): unknown {
  const state = initialState()
  const records: Array<{ event: DomainEvent; actor: string; recordedAt: number; occurredAt: number; reason: null }> = []
  let n = 0
  let tournamentId = ''
  for (let i = 0; i < count; i += 1) {
    const command =
      i === 0
        ? { type: 'tournament.create', fields: { ...mainEvent, name: 'Imported event' } }
        : { type: 'tournament.edit', tournamentId, changes: { notes: `note ${i}` } }
    const at = Date.UTC(2026, 0, 1) + i * 1000
    const events = decide(CommandEnvelope.parse({ command }), state, {
      now: at,
      actor: 'Elsewhere',
      newId: () => `imported-${++n}`,
      randomInt: () => 0
    })
    for (const event of events) {
      evolve(state, {
        seq: records.length + 1,
        stream: 'x',
        event,
        actor: 'Elsewhere',
        recordedAt: at,
        occurredAt: at,
        reason: null
      })
      records.push({ event, actor: 'Elsewhere', recordedAt: at, occurredAt: at, reason: null })
      if (event.type === 'tournament.created') tournamentId = event.tournamentId
    }
  }
  return { format: EXPORT_FORMAT, version: 2, tournamentId, players: [], series: [], records }
}

const PNG = 'data:image/png;base64,' + 'iVBORw0KGgo'.padEnd(140_000, 'A')
const OGG = 'data:audio/ogg;base64,' + 'T2dnUw'.padEnd(140_000, 'B')

describe.each(transports)('the contract over $name', (transport) => {
  it('records name the signed-in person, and the person they change to', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    created(await admin.command({ command: { type: 'tournament.create', fields: mainEvent } }))
    expect((await journal(admin, 1))[0]).toMatchObject({
      actor: 'Anna Director',
      event: { type: 'tournament.created' }
    })
    expect(await admin.setOperator('Boris Floor')).toEqual({ ok: true, value: null })
    created(await admin.command({ command: { type: 'tournament.create', fields: mainEvent } }))
    expect((await journal(admin, 1))[0]).toMatchObject({ actor: 'Boris Floor' })
  })

  it('a named account signs in with its own PIN; records carry its name and id; it records only what the director allows', async () => {
    const director = await transport.connect('admin', 'Anna Director')
    const made = await director.command({
      command: { type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' }
    })
    expect(made.ok).toBe(true)
    const olgaId = made.ok ? (made.value.events[0] as { accountId: string }).accountId : ''
    // The creation names who made it.
    expect((await journal(director, 1))[0]).toMatchObject({
      actor: 'Anna Director',
      event: { type: 'account.created' }
    })
    const tournamentId = created(await director.command({ command: { type: 'tournament.create', fields: mainEvent } }))
    // The account's PIN is not in the journal as typed, nor as its hash.
    const records = JSON.stringify(await journal(director, 5))
    expect(records).not.toContain('olga-7788')
    expect(records).not.toContain('scrypt$')

    // The name is matched without case; the records carry the account's own name and its id.
    const olga = await transport.connect('admin', 'olga floor', 'olga-7788')
    expect(olga.signedIn).toEqual({ name: 'Olga Floor', role: 'floor', account: true })
    const structure = { items: [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }] }
    expect(
      (await olga.command({ command: { type: 'clock.structure.set', tournamentId, structure } } as never)).ok
    ).toBe(true)
    expect((await journal(olga, 1))[0]).toMatchObject({
      actor: 'Olga Floor',
      actorAccountId: olgaId,
      event: { type: 'clock.structureSet' }
    })
    const edit = { command: { type: 'tournament.edit' as const, tournamentId, changes: { venue: 'Hall B' } } }
    expect(await olga.command(edit)).toMatchObject({ ok: false, error: { code: 'error.account.notPermitted' } })
    expect(await olga.setOperator('Someone Else')).toMatchObject({
      ok: false,
      error: { code: 'error.account.nameFixed' }
    })
    expect(
      await olga.command({ command: { type: 'account.create', name: 'Mallory', role: 'director', pin: 'evil-0000' } })
    ).toMatchObject({ ok: false, error: { code: 'error.account.notPermitted' } })
    expect(await olga.operate({ type: 'backup.create' })).toMatchObject({
      ok: false,
      error: { code: 'error.account.notPermitted' }
    })
    // Nobody else takes the account's name without its PIN: neither by renaming nor at sign-in.
    expect(await director.setOperator('Olga Floor')).toMatchObject({
      ok: false,
      error: { code: 'error.account.pinNeeded' }
    })
    await expect(transport.connect('admin', 'Olga Floor')).rejects.toMatchObject({ code: 'error.account.pinNeeded' })

    // The director lets the floor edit tournaments: a record, and Olga may now.
    const allowed = ['clock', 'seating', 'results', 'registration', 'tournament'] as const
    expect(
      (await director.command({ command: { type: 'roles.setPermissions', role: 'floor', areas: [...allowed] } })).ok
    ).toBe(true)
    expect(await olga.command(edit)).toMatchObject({ ok: true })
    expect((await journal(olga, 1))[0]).toMatchObject({
      actor: 'Olga Floor',
      actorAccountId: olgaId,
      event: { type: 'tournament.edited' }
    })

    // A wrong PIN does not sign in.
    await expect(transport.connect('admin', 'Olga Floor', 'wrong-pin')).rejects.toMatchObject({
      code: 'error.wrongPin'
    })
    // Switched off: the open session ends at its next request, and the right PIN no longer signs in.
    const off = await director.command({ command: { type: 'account.setEnabled', accountId: olgaId, enabled: false } })
    expect(off.ok).toBe(true)
    const before = (await journal(director, 1))[0]!.seq
    expect(await olga.command(edit)).toMatchObject({ ok: false, error: { code: 'error.account.disabled' } })
    await expect(transport.connect('admin', 'Olga Floor', 'olga-7788')).rejects.toMatchObject({
      code: 'error.account.disabled'
    })
    expect((await journal(director, 1))[0]!.seq).toBe(before)
  }, 30_000)

  it('a desk account registers a player in its own name and is refused an elimination, in words', async () => {
    const director = await transport.connect('admin', 'Anna Director')
    expect(
      (
        await director.command({
          command: { type: 'account.create', name: 'Ivan Desk', role: 'desk', pin: 'desk-4455' }
        })
      ).ok
    ).toBe(true)
    const tournamentId = created(await director.command({ command: { type: 'tournament.create', fields: mainEvent } }))
    const ivan = await transport.connect('admin', 'Ivan Desk', 'desk-4455')
    expect(ivan.signedIn).toEqual({ name: 'Ivan Desk', role: 'desk', account: true })
    const fields = { displayName: 'Pyotr', ageConfirmed: true, rulesConsent: true, dataConsent: true }
    const player = await ivan.command({ command: { type: 'player.create', fields, allowDuplicate: true } } as never)
    if (!player.ok) throw new Error(player.error.message)
    const playerId = (player.value.events[0] as { playerId: string }).playerId
    const entry = await ivan.command({ command: { type: 'entry.register', tournamentId, playerId } } as never)
    if (!entry.ok) throw new Error(entry.error.message)
    const entryId = (entry.value.events[0] as { entryId: string }).entryId
    const [registered] = await journal(director, 1)
    expect(registered).toMatchObject({ actor: 'Ivan Desk', event: { type: 'entry.registered', entryId } })
    expect(registered!.actorAccountId).toMatch(/.+/)

    const elimination = { type: 'entry.eliminate' as const, tournamentId, entryId, level: 1, confirmedBy: 'Dealer' }
    const refused = await ivan.command({ command: elimination })
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'error.account.notPermitted', params: { role: 'desk', type: 'entry.eliminate' } }
    })
    expect((await journal(director, 1))[0]!.seq).toBe(registered!.seq)
  }, 30_000)

  it('refuses a malformed command naming the field, and a display recording or reading the journal', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    const bad = await admin.command({
      command: { type: 'tournament.create', fields: { ...mainEvent, date: '2026-02-30' } }
    } as never)
    expect(bad).toMatchObject({ ok: false, error: { code: 'error.invalid', field: 'command.fields.date' } })
    const shown = await transport.connect('display')
    expect(await shown.command({ command: { type: 'tournament.create', fields: mainEvent } })).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    expect(await shown.query({ type: 'journal.list', limit: 1 })).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
  })

  it('pushes a changed view to a display without being asked', async () => {
    const shown = await transport.connect('display')
    const names: string[] = []
    shown.subscribe({ topic: 'display' }, (view) => names.push(view.tournament?.name ?? '-'))
    const admin = await transport.connect('admin', 'Anna Director')
    const name = `Pushed ${transport.name.slice(0, 3)}`
    const tournamentId = created(
      await admin.command({ command: { type: 'tournament.create', fields: { ...mainEvent, name } } })
    )
    // A new tournament never takes the hall display over: the director puts it there.
    await admin.command({ command: { type: 'tournament.display', tournamentId } })
    await vi.waitFor(() => expect(names).toContain(name), { timeout: 5000 })
  })

  it('a retried command with the same id gets the original answer and writes nothing new, across a reconnect', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    const envelope = { command: { type: 'tournament.create' as const, fields: { ...mainEvent, name: 'Once only' } } }
    const first = await admin.command(envelope, { commandId: 'retry-0000000001' })
    const before = (await journal(admin, 1))[0]!.seq
    const again = await admin.command(envelope, { commandId: 'retry-0000000001' })
    expect(again).toEqual(first)
    admin.close()
    const reconnected = await transport.reconnect('admin', 'Anna Director')
    expect(await reconnected.command(envelope, { commandId: 'retry-0000000001' })).toEqual(first)
    expect((await journal(reconnected, 1))[0]!.seq).toBe(before)
    const other = await reconnected.command(
      { command: { type: 'tournament.create', fields: mainEvent } },
      { commandId: 'retry-0000000001' }
    )
    expect(other).toMatchObject({ ok: false, error: { code: 'error.commandIdReused' } })
    expect((await journal(reconnected, 1))[0]!.seq).toBe(before)
  })

  it('imports a 2,000-record tournament in parts, with progress', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    const progress: number[] = []
    const imported = await admin.operate(
      { type: 'tournament.import', document: exportOf(2000) },
      { onProgress: (received, total) => progress.push(received / total) }
    )
    expect(imported).toMatchObject({ ok: true, value: { records: 2000 } })
    // Both transports send it in parts, with progress.
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.at(-1)).toBe(1)
    const list = await admin.query({ type: 'tournaments.list' })
    expect(list.ok && list.value.some((t) => t.name === 'Imported event')).toBe(true)
  }, 60_000)

  it('imports 10,000 players in one command, and the answer (10,000 events) comes back', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      displayName: `Игрок ${i}`,
      fullName: `Полное Имя ${i}`,
      contact: `player${i}@example.org`,
      ageConfirmed: true,
      rulesConsent: true,
      dataConsent: true
    }))
    const result = await admin.command({ command: { type: 'player.import', rows } } as never)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value.events).toHaveLength(10_000)
  }, 60_000)

  it('records the director’s logo and sounds (media larger than one frame) and serves them back', async () => {
    const admin = await transport.connect('admin', 'Anna Director')
    const tournamentId = created(await admin.command({ command: { type: 'tournament.create', fields: mainEvent } }))
    const set = await admin.command({
      command: { type: 'clock.display', tournamentId, settings: { logo: PNG, sounds: { level: OGG, warning: OGG } } }
    })
    expect(set.ok).toBe(true)
    const shown = await transport.connect('display')
    const view = await shown.query({ type: 'display.get', tournamentId })
    if (!view.ok) throw new Error(view.error.message)
    const ref = (view.value as { clock: { display: { logo: string } } }).clock.display.logo
    expect(await shown.query({ type: 'display.media', ref })).toEqual({ ok: true, value: PNG })
  })
})

describe('the hall server transport only', () => {
  it('a wrong PIN stops the client: no reconnect loop, and the right PIN is not locked out', async () => {
    socketsOpened = 0
    const denied = await wsClient('admin', 'Anna', 'wrong-pin').then(
      () => null,
      (error: Rejection) => error
    )
    expect(denied).toMatchObject({ code: 'error.wrongPin' })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(socketsOpened).toBe(1)
    const admin = await wsClient('admin', 'Anna')
    expect(admin.role).toBe('admin')
  })

  it('every error frame names its request id, a frame too large to read included', async () => {
    const socket = await TestSocket.open(hall.baseUrl)
    await socket.hello('admin', hall.pin, 'Anna')
    socket.sendRaw(JSON.stringify({ id: 9, kind: 'command', envelope: { pad: 'x'.repeat(300_000) } }))
    expect(await socket.next((f) => f.kind === 'error')).toMatchObject({
      id: 9,
      error: { code: 'error.frameTooLarge' }
    })
    socket.sendRaw('{"id": 10, "kind": "query", ')
    expect(await socket.next((f) => f.kind === 'error')).toMatchObject({ id: 10, error: { code: 'error.frame' } })
    socket.close()
  })

  it('a display cannot send requests in parts', async () => {
    const socket = await TestSocket.open(hall.baseUrl)
    await socket.hello('display')
    const reply = await socket.request({ kind: 'part', index: 0, last: true, total: 2, text: '{}' })
    expect(reply.result).toMatchObject({ ok: false, error: { code: 'error.parts' } })
    socket.close()
  })

  it('command ids survive a restart of the hall server', async () => {
    const admin = await wsClient('admin', 'Anna')
    const envelope = {
      command: { type: 'tournament.create' as const, fields: { ...mainEvent, name: 'Across a restart' } }
    }
    const first = await admin.command(envelope, { commandId: 'restart-000000001' })
    admin.close()
    await hall.stop()
    hall = await startHall({ dataDir: hall.dataDir })
    wsUrl = `${hall.baseUrl.replace(/^http/, 'ws')}/ws`
    const again = await wsClient('admin', 'Anna')
    expect(await again.command(envelope, { commandId: 'restart-000000001' })).toEqual(first)
    const list = await again.query({ type: 'tournaments.list' })
    expect(list.ok && list.value.filter((t) => t.name === 'Across a restart')).toHaveLength(1)
  }, 30_000)
})
