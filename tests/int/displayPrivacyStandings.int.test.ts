import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import type { PhoneView } from '../../src/shared/core/phone/views'
import { mainEvent } from '../support/fixtures'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

/**
 * §5.4е, §27.11: who belongs to a separate standing (women, a named group) is personal data recorded on the player.
 * A display or a phone gets the standings only — public names with their category places once they have one — never
 * the membership itself: not the list, not a player still in play under a category, not the setup query.
 */
const tempDir = useTempDir()
const PIN = 'standings-pin'
let floor: Floor
let server: HallServer
const sockets: TestSocket[] = []

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server?.close()
  floor?.close()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

describe('§5.4е separate standings on public connections', () => {
  it('§5.4е, §27.11 membership never reaches a display or a phone; placed members appear by public name and category place', async () => {
    floor = openTestFloor(tempDir())
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => PIN
    })
    const admin = await TestSocket.open(server.baseUrl)
    sockets.push(admin)
    await admin.hello('admin', PIN, 'Anna')
    const run = async (command: Record<string, unknown>): Promise<Array<Record<string, unknown>>> => {
      const reply = await admin.request({ kind: 'command', envelope: { command } })
      if (!reply.result.ok) throw new Error(`${String(command.type)}: ${reply.result.error.message}`)
      return (reply.result.value as { events: Array<Record<string, unknown>> }).events
    }
    const tournamentId = (await run({ type: 'tournament.create', fields: mainEvent }))[0]!.tournamentId as string
    const shown = await TestSocket.open(server.baseUrl)
    const phone = await TestSocket.open(server.baseUrl)
    sockets.push(shown, phone)
    await shown.hello('display')
    await phone.hello('display')
    await shown.request({ kind: 'subscribe', subscription: { topic: 'display' } })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phone', tournamentId } })
    await run({
      type: 'standings.setCategories',
      tournamentId,
      categories: [{ kind: 'women' }, { kind: 'group', name: 'Students' }]
    })
    const people: Record<string, Array<Record<string, unknown>>> = {
      'Alpha W': [{ kind: 'women' }],
      'Beta W': [{ kind: 'women' }, { kind: 'group', name: 'Students' }],
      'Gamma M': [],
      'Delta M': [{ kind: 'group', name: 'students' }]
    }
    const entry: Record<string, string> = {}
    for (const [displayName, memberships] of Object.entries(people)) {
      const playerId = (await run({ type: 'player.create', fields: { displayName }, allowDuplicate: true }))[0]!
        .playerId as string
      if (memberships.length > 0) await run({ type: 'player.setMemberships', playerId, memberships })
      entry[displayName] = (await run({ type: 'entry.register', tournamentId, playerId })).find(
        (e) => e.type === 'entry.registered'
      )!.entryId as string
    }
    const eliminate = (name: string) =>
      run({ type: 'entry.eliminate', tournamentId, entryId: entry[name], level: 1, confirmedBy: 'Floor' })
    await eliminate('Beta W')
    await settle()

    const phoneViews = () =>
      phone.frames
        .filter((f) => f.kind === 'push' && f.key === `phone:${tournamentId}`)
        .map((f) => (f as unknown as { value: PhoneView }).value)
    const standingsNow = () =>
      phoneViews()
        .at(-1)!
        .categories!.map((c) => [c.kind, c.name, c.rows.map((r) => [r.name, r.place])])
    // Beta is out (4th of 4): 2nd of the two women, 2nd of the two students. Nobody in play is listed under one.
    expect(standingsNow()).toEqual([
      ['women', null, [['Beta W', 2]]],
      ['group', 'Students', [['Beta W', 2]]]
    ])
    for (const view of phoneViews())
      for (const c of view.categories ?? [])
        for (const r of c.rows) expect(['Alpha W', 'Delta M'], `${r.name} listed while in play`).not.toContain(r.name)

    // The setup (who belongs) is an admin query: a display connection is refused it.
    const asked = await phone.request({ kind: 'query', query: { type: 'standings.get', tournamentId } })
    expect(asked.result.ok).toBe(false)

    await eliminate('Delta M')
    await eliminate('Gamma M')
    await settle()
    expect(standingsNow()).toEqual([
      [
        'women',
        null,
        [
          ['Alpha W', 1],
          ['Beta W', 2]
        ]
      ],
      [
        'group',
        'Students',
        [
          ['Delta M', 1],
          ['Beta W', 2]
        ]
      ]
    ])
    // No frame to a public connection ever carries the membership lists or the setup's shape.
    for (const socket of [shown, phone]) {
      const text = JSON.stringify(socket.frames.map((f) => (f.kind === 'push' ? [f.wire, f.value] : f)))
      expect(text).not.toContain('memberships')
      expect(text).not.toContain('"playerId"')
    }
    // The hall display's own view carries no standings at all.
    expect(JSON.stringify(shown.frames)).not.toContain('Students')
    expect(phone.lostPushes).toBe(0)
  })
})
