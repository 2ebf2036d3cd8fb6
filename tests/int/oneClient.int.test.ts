import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FloorClient } from '../../src/shared/contract/client'
import type { PushValue } from '../../src/shared/contract/subscriptions'
import { connect, connectDisplay } from '../../src/renderer/src/client'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'

/**
 * The admin, the hall display and the player's phone are served by one client (client/frameClient.ts): the same
 * functions the three pages call — `connect` for the admin, `connectDisplay` for display.html and phone.html — talk
 * here to the real hall server process (out/main/serve.js). The browser's globals the pages read are stood in for:
 * `window` without the Electron bridge, `location` at the hall server, and the `ws` package as the WebSocket.
 */
let hall: HallProcess
const clients: FloorClient[] = []

beforeAll(async () => {
  hall = await startHall()
  vi.stubGlobal('window', {})
  vi.stubGlobal('location', { protocol: 'http:', host: new URL(hall.baseUrl).host })
  vi.stubGlobal('WebSocket', WebSocket)
}, 30_000)
afterAll(async () => {
  for (const client of clients) client.close()
  vi.unstubAllGlobals()
  await hall.stop()
})

function latest<T>(client: FloorClient, subscription: Parameters<FloorClient['subscribe']>[0]): () => T | undefined {
  let value: T | undefined
  client.subscribe(subscription, (next) => {
    value = next as T
  })
  return () => value
}

/** A display's client is returned at once and connects by itself: resolves once it is welcomed. */
function welcomed(client: FloorClient): Promise<void> {
  return new Promise((resolve) => {
    const stop = client.onConnectionChange((connected) => {
      if (!connected) return
      stop()
      resolve()
    })
  })
}

describe('one client for the admin, the hall display and the phone', () => {
  it('the admin records; the hall screen and the phone, connected by the same client as displays, see it pushed', async () => {
    const admin = await connect('admin', hall.pin, 'Anna')
    const screen = connectDisplay()
    const phone = connectDisplay()
    clients.push(admin, screen, phone)
    await Promise.all([welcomed(screen), welcomed(phone)])
    expect([admin.role, screen.role, phone.role]).toEqual(['admin', 'display', 'display'])

    const created = await admin.command({
      command: { type: 'tournament.create', fields: { ...mainEvent, name: 'One Cup' } }
    })
    if (!created.ok) throw new Error(created.error.message)
    const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
    expect((await admin.command({ command: { type: 'tournament.display', tournamentId } })).ok).toBe(true)

    const shown = latest<PushValue<{ topic: 'display' }>>(screen, { topic: 'display' })
    const onPhone = latest<PushValue<{ topic: 'phone'; tournamentId: string }>>(phone, { topic: 'phone', tournamentId })
    await expect.poll(() => shown()?.tournament?.name, { timeout: 10_000 }).toBe('One Cup')
    await expect.poll(() => onPhone()?.display.tournament?.name, { timeout: 10_000 }).toBe('One Cup')

    // A change the admin records reaches both displays as a push (a patch of the view each holds).
    const renamed = await admin.command({
      command: { type: 'tournament.edit', tournamentId, changes: { name: 'One Cup — Day 1' } }
    })
    expect(renamed.ok).toBe(true)
    await expect.poll(() => shown()?.tournament?.name, { timeout: 10_000 }).toBe('One Cup — Day 1')
    await expect.poll(() => onPhone()?.display.tournament?.name, { timeout: 10_000 }).toBe('One Cup — Day 1')

    // A public query answers a display as it answers the admin.
    const asked = await phone.query({ type: 'display.get', tournamentId })
    expect(asked.ok && asked.value.tournament?.name).toBe('One Cup — Day 1')
  })

  it('a display records nothing: its command and operation are refused in the reader’s words, and the journal is unchanged', async () => {
    const admin = await connect('admin', hall.pin, 'Anna')
    const screen = connectDisplay()
    clients.push(admin, screen)
    await welcomed(screen)
    const before = await admin.query({ type: 'journal.list', limit: 1 })
    if (!before.ok) throw new Error(before.error.message)

    const command = await screen.command({ command: { type: 'tournament.create', fields: mainEvent } })
    expect(command).toMatchObject({ ok: false, error: { code: 'error.readOnly' } })
    const operation = await screen.operate({ type: 'backup.list' })
    expect(operation).toMatchObject({ ok: false, error: { code: 'error.readOnly' } })

    const after = await admin.query({ type: 'journal.list', limit: 1 })
    if (!after.ok) throw new Error(after.error.message)
    expect(after.value.map((r) => r.seq)).toEqual(before.value.map((r) => r.seq))
  })
})
