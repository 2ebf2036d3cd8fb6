import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FloorDashboard } from '../../src/shared/core/views/floorDashboard'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * The director's floor dashboard over the real hall server process (out/main/serve.js) and its WebSocket: pushed to
 * the admin when a tournament changes; an account limited to named tournaments receives its tournaments only, under
 * the key it asked by, whatever account it names itself (§3); a display connection is refused it (internal data).
 */
let hall: HallProcess

beforeAll(async () => {
  hall = await startHall()
}, 30_000)
afterAll(async () => {
  await hall.stop()
})

async function connect(operator: string, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(hall.baseUrl)
  expect(await socket.hello('admin', token, operator)).toMatchObject({ kind: 'welcome' })
  return socket
}

async function ok<T>(socket: TestSocket, frame: Record<string, unknown>): Promise<T> {
  const reply = await socket.request(frame)
  if (!reply.result.ok) throw new Error(reply.result.error.message)
  return reply.result.value as T
}

const command = (socket: TestSocket, command: object) =>
  ok<{ events: Record<string, string>[] }>(socket, { kind: 'command', envelope: { command } })

/** The newest whole view pushed under `key` that satisfies `match`. */
async function pushed(socket: TestSocket, match: (view: FloorDashboard) => boolean): Promise<FloorDashboard> {
  const frame = await socket.next((f) => f.kind === 'push' && f.key === 'floor' && match(f.value as FloorDashboard))
  return (frame as { value: FloorDashboard }).value
}

/** A started tournament with three players at one table of its own. */
async function started(director: TestSocket, name: string, table: number): Promise<string> {
  const id = (await command(director, { type: 'tournament.create', fields: { ...mainEvent, name } })).events[0]!
    .tournamentId!
  for (let i = 0; i < 3; i += 1) {
    const playerId = (
      await command(director, { type: 'player.create', fields: { displayName: `${name} ${i}` }, allowDuplicate: true })
    ).events[0]!.playerId!
    await command(director, { type: 'entry.register', tournamentId: id, playerId })
  }
  await command(director, {
    type: 'clock.structure.set',
    tournamentId: id,
    structure: { items: [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }] }
  })
  await command(director, { type: 'clock.start', tournamentId: id })
  await command(director, {
    type: 'seating.configure',
    tournamentId: id,
    tables: [{ number: table, seats: 9 }],
    closingOrder: { kind: 'published', order: [table] },
    rules: {}
  })
  await command(director, { type: 'seating.draw', tournamentId: id })
  return id
}

describe('the floor dashboard over the hall server', () => {
  it('is pushed on changes; a scoped account sees its tournaments only; a display may not follow it', async () => {
    const director = await connect('Anna Director', hall.pin)
    const a = await started(director, 'NLH Deepstack', 1)
    const b = await started(director, 'PLO Bounty', 2)
    const olga = (
      await command(director, { type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' })
    ).events[0]!.accountId!
    await command(director, { type: 'account.setScope', accountId: olga, scope: [{ tournamentId: b, role: 'floor' }] })

    expect(await ok(director, { kind: 'subscribe', subscription: { topic: 'floor' } })).toBe('floor')
    const all = await pushed(director, (v) => v.rows.length === 2)
    expect(all.rows.map((r) => r.name).sort()).toEqual(['NLH Deepstack', 'PLO Bounty'])

    // Her account: B alone, even when she names the director's channel or another account.
    const floor = await connect('Olga Floor', 'olga-7788')
    expect(await ok(floor, { kind: 'subscribe', subscription: { topic: 'floor', accountId: 'someone-else' } })).toBe(
      'floor'
    )
    const hers = await pushed(floor, () => true)
    expect(hers.rows.map((r) => r.id)).toEqual([b])

    // A pause in A is pushed to the director; her view does not show A at all.
    await command(director, { type: 'clock.pause', tournamentId: a })
    const paused = await pushed(director, (v) => v.rows.find((r) => r.id === a)?.pausedSince !== null)
    expect(paused.rows.find((r) => r.id === a)!.pausedSince).toEqual(expect.any(Number))

    // The director widens her scope: the record of the accounts stream reaches her view.
    await command(director, {
      type: 'account.setScope',
      accountId: olga,
      scope: [
        { tournamentId: a, role: 'floor' },
        { tournamentId: b, role: 'floor' }
      ]
    })
    const wider = await pushed(floor, (v) => v.rows.length === 2)
    expect(wider.rows.map((r) => r.id).sort()).toEqual([a, b].sort())
    expect(floor.lostPushes).toBe(0)

    const display = await TestSocket.open(hall.baseUrl)
    await display.hello('display')
    const refused = await display.request({ kind: 'subscribe', subscription: { topic: 'floor' } })
    expect(refused.result.ok).toBe(false)
    director.close()
    floor.close()
    display.close()
  }, 30_000)
})
