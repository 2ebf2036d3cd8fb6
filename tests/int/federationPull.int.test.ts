import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { FederationStatus } from '../../src/shared/contract/federation'
import type { FloorClient } from '../../src/shared/contract/client'
import type { CommandEnvelope } from '../../src/shared/core/commands'
import { generateHallKeys } from '../../src/federation/publication'
import { connectWs, type WebSocketConstructor } from '../../src/renderer/src/client/wsClient'
import { hallFloor, playTournament, publish } from '../federation/support/hallTournament'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { playerFields } from '../support/registration'
import { TestSocket } from '../support/wsClient'
import type { PhoneSeries } from '../../src/shared/core/phone'
import type { PublicDisplay } from '../../src/shared/core/views'

/**
 * §28, §28.9, §28.10: a hall pulls the federation's standings and its players' federation ids, keeps the last copy in
 * its SQLite and shows it with its date. Everything real: the federation is `npm run federation` as its own process on
 * PGlite in a temporary folder (stopped and started again at the same port to go offline), the hall is the hall server
 * process (out/main/serve.js) with its real SQLite, driven over its WebSocket contract. A second hall's publication is
 * signed in the test with a key of its own (played through the core, tests/federation/support/hallTournament.ts).
 * Pulls are made every 400 ms and retries short through the environment; nothing is mocked.
 */
const ROOT = path.resolve(__dirname, '../..')
const TOKEN = 'pull-test-admin-token'
const ENV = {
  FLOORCLOCK_FEDERATION_RETRY_MS: '300,1200',
  FLOORCLOCK_FEDERATION_TIMEOUT_MS: '3000',
  FLOORCLOCK_FEDERATION_PULL_MS: '400'
}
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-federation-pull-'))
const federations = new Set<ChildProcess>()
const halls: HallProcess[] = []
const clients: FloorClient[] = []
const phoneSockets: TestSocket[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) client.close()
  for (const socket of phoneSockets.splice(0)) socket.close()
  for (const hall of halls.splice(0)) await hall.stop()
  for (const child of federations) await stopFederation(child)
})
afterAll(() => fs.rmSync(dataRoot, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Its own process group, so stopping it stops npm, tsx and the service together (and nothing else). */
function stopFederation(child: ChildProcess): Promise<void> {
  federations.delete(child)
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

/** The federation's PGlite folder of one test (kept across its restarts). */
const federationData = (): string => fs.mkdtempSync(path.join(dataRoot, 'db-'))

async function startFederation(port: number, dataDir: string): Promise<ChildProcess> {
  const args = ['run', 'federation', '--', '--data', dataDir, '--port', String(port), '--admin-token', TOKEN]
  const child = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  federations.add(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the federation exited: ${output}`)
      if (!output.includes('federation listening on')) throw new Error(`not listening yet: ${output.slice(-500)}`)
    },
    // npm, tsx and PGlite's first start: seconds alone, much longer on a shared, busy machine.
    { timeout: 150_000, interval: 100 }
  )
  return child
}

async function call(base: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {})
  })
  const text = await response.text()
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`)
  return JSON.parse(text) as unknown
}

async function admin(at: HallProcess): Promise<FloorClient> {
  const client = await connectWs(
    { role: 'admin', token: at.pin, operator: 'Anna (TD)' },
    `${at.baseUrl.replace(/^http/, 'ws')}/ws`,
    WebSocket as unknown as WebSocketConstructor
  )
  clients.push(client)
  return client
}

async function run(client: FloorClient, command: Record<string, unknown>) {
  const result = await client.command({ command } as CommandEnvelope)
  if (!result.ok) throw new Error(`${String(command.type)}: ${result.error.message}`)
  return result.value.events as unknown as Array<Record<string, unknown>>
}

async function operate(client: FloorClient, operation: Record<string, unknown>): Promise<FederationStatus> {
  const result = await client.operate(operation as never)
  if (!result.ok) throw new Error(`${String(operation.type)}: ${result.error.message}`)
  return result.value as FederationStatus
}

const status = (client: FloorClient) => operate(client, { type: 'federation.status' })

/** The status once `ready` holds (pulls and pushes run on their own timers). */
function until(client: FloorClient, ready: (s: FederationStatus) => boolean): Promise<FederationStatus> {
  return vi.waitFor(
    async () => {
      const s = await status(client)
      if (!ready(s)) throw new Error(`not yet: ${JSON.stringify(s.points)} ${JSON.stringify(s.pullProblem)}`)
      return s
    },
    { timeout: 30_000, interval: 100 }
  )
}

/**
 * Three players (Anna, Boris and Vera by default) played to a winner (the first) and approved: the hall publishes it.
 * Resolves with the tournament's id; `seriesId`: an event of that series of the hall's own.
 */
async function playedAndApproved(
  client: FloorClient,
  names = ['Anna', 'Boris', 'Vera'],
  seriesId?: string
): Promise<string> {
  const tournamentId = (await run(client, { type: 'tournament.create', fields: mainEvent }))[0]!.tournamentId as string
  // An event of the hall's own series is attached before it starts (§28.1: the formula is announced first).
  if (seriesId) await run(client, { type: 'series.attach', seriesId, tournamentId })
  const entries: string[] = []
  for (const name of names) {
    const playerId = (await run(client, { type: 'player.create', fields: playerFields(name) }))[0]!.playerId as string
    entries.push((await run(client, { type: 'entry.register', tournamentId, playerId }))[0]!.entryId as string)
  }
  for (const entryId of [entries[2]!, entries[1]!])
    await run(client, {
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId }]
    })
  await run(client, { type: 'results.approve', tournamentId })
  return tournamentId
}

/** The newest phone series view the socket was pushed for the tournament (rebuilt whole), once `ready` holds. */
function phoneSeriesOf(
  phone: TestSocket,
  tournamentId: string,
  ready: (view: PhoneSeries) => boolean = () => true
): Promise<PhoneSeries> {
  return vi.waitFor(
    () => {
      const views = phone.frames
        .filter((f) => f.kind === 'push' && f.key === `phoneSeries:${tournamentId}`)
        .map((f) => (f as { value: PhoneSeries }).value)
      const view = views.at(-1)
      if (!view || !ready(view)) throw new Error(`not yet: ${JSON.stringify(view?.federation)}`)
      return view
    },
    { timeout: 30_000, interval: 100 }
  )
}

type Pull = { links: Array<{ localPlayerId: string; playerId: number; current: number }> }
type Standings = Array<{ series: { name: string }; rows: Array<{ playerId: string; name: string; points: number }> }>

describe('a hall pulls the federation’s standings and registry (§28, §28.9, §28.10)', { timeout: 600_000 }, () => {
  it('shows its players’ federation points as of the pull, follows a merge, and keeps the last copy offline', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const data = federationData()
    let federation = await startFederation(port, data)
    await call(base, 'POST', '/api/series', {
      name: 'Federation season',
      formula: { kind: 'preset', preset: 'sqrt', base: 10 }
    })

    const at = await startHall({ env: ENV })
    halls.push(at)
    const client = await admin(at)
    const joinCode = (await status(client)).joinCode
    // Nothing pulled yet: the page says so rather than showing zeros.
    expect((await status(client)).points).toBeNull()
    await call(base, 'POST', '/api/halls', { name: 'Hall A', publicKey: joinCode })
    // §12.13, §28.9: the tournament is an event of the hall's own series, so the players' phones have a series tab; a
    // second event of it has a player the federation never saw (Dina: not linked). A phone subscribes as a display.
    const local = await run(client, {
      type: 'series.create',
      name: 'Hall league',
      formula: { kind: 'table', points: [50, 30, 20], beyond: 1, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] }
    })
    const seriesId = local[0]!.seriesId as string
    const tournamentId = await playedAndApproved(client, undefined, seriesId)
    const unlinkedId = (await run(client, { type: 'tournament.create', fields: { ...mainEvent, name: 'Second' } }))[0]!
      .tournamentId as string
    await run(client, { type: 'series.attach', seriesId, tournamentId: unlinkedId })
    const dina = (await run(client, { type: 'player.create', fields: playerFields('Dina') }))[0]!.playerId as string
    await run(client, { type: 'entry.register', tournamentId: unlinkedId, playerId: dina })
    const phone = await TestSocket.open(at.baseUrl)
    phoneSockets.push(phone)
    await phone.hello('display')
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phoneSeries', tournamentId } })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phoneSeries', tournamentId: unlinkedId } })
    // Nothing pulled yet: no federation part (the phone shows no empty box).
    expect((await phoneSeriesOf(phone, tournamentId)).federation).toBeUndefined()
    // A freeroll of no series of the hall, where Anna plays again: no series tab on its phones before the pull.
    const freerollId = (
      await run(client, { type: 'tournament.create', fields: { ...mainEvent, name: 'Freeroll' } })
    )[0]!.tournamentId as string
    const found = await client.query({ type: 'players.search', text: 'Anna' } as never)
    if (!found.ok) throw new Error(found.error.message)
    const annaHere = (found.value as Array<{ id: string }>)[0]!
    await run(client, { type: 'entry.register', tournamentId: freerollId, playerId: annaHere.id })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phone', tournamentId: freerollId } })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phoneSeries', tournamentId: freerollId } })
    // The hall display of the freeroll: its federation panel comes with the pull (§28.9).
    await phone.request({ kind: 'subscribe', subscription: { topic: 'display', tournamentId: freerollId } })
    const freerollPhone = (ready: (v: { series?: true }) => boolean) =>
      vi.waitFor(
        () => {
          const view = phone.frames
            .filter((f) => f.kind === 'push' && f.key === `phone:${freerollId}`)
            .map((f) => (f as { value: { series?: true } }).value)
            .at(-1)
          if (!view || !ready(view)) throw new Error('not yet')
          return view
        },
        { timeout: 30_000, interval: 100 }
      )
    expect((await freerollPhone(() => true)).series).toBeUndefined()
    // §27.8: the hall's clock is in Tokyo, whatever zone the phones are set to: "as of" is told in the hall's time.
    expect(await client.operate({ type: 'hall.timeZone', set: 'Asia/Tokyo' } as never)).toMatchObject({ ok: true })

    await operate(client, { type: 'federation.setUrl', url: base })

    // Pulled after the publication counted: the three local players under their federation ids, with the points and
    // places the federation computed (the same as its public standings).
    const first = await until(client, (s) => (s.points?.series[0]?.rows.length ?? 0) === 3)
    const standings = (await call(base, 'GET', '/api/standings')) as Standings
    const table = standings[0]!
    expect(first.points!.hallName).toBe('Hall A')
    expect(first.points!.series[0]!.name).toBe('Federation season')
    expect(first.points!.series[0]!.events).toBe(1)
    const rows = first.points!.series[0]!.rows
    expect(rows.map((r) => [r.local, r.rank])).toEqual([
      [['Anna'], 1],
      [['Boris'], 2],
      [['Vera'], 3]
    ])
    for (const row of rows) {
      const theirs = table.rows.find((r) => Number(r.playerId) === row.federationId)!
      expect(theirs.name).toBe(row.local[0])
      expect(row.points).toBeCloseTo(theirs.points, 9)
      expect(row.points).toBeGreaterThan(0)
    }
    expect(first.points!.pulledAt).toBeGreaterThan(0)
    expect(first.pullProblem).toBeNull()

    // The phone was pushed the pull: each player's federation place and points as of the copy, by public name, and
    // nothing else of the copy (no federation ids, no merges, no other hall's players).
    const seen = await phoneSeriesOf(phone, tournamentId, (v) => v.federation?.pulledAt === first.points!.pulledAt)
    expect(seen.federation!.rows).toEqual(
      rows.map((r) => ({
        player: r.local[0],
        series: 'Federation season',
        points: r.points,
        rank: r.rank,
        rankTo: r.rankTo
      }))
    )
    expect(JSON.stringify(seen)).not.toMatch(/federationId|merges|Hall A/)
    expect(seen.federation!.timeZone).toBe('Asia/Tokyo')
    // §28.9: the freeroll belongs to no series of the hall, yet its phones get the series tab for Anna's federation
    // points, and the tab holds those alone.
    expect((await freerollPhone((v) => v.series === true)).series).toBe(true)
    const freeroll = await phoneSeriesOf(phone, freerollId, (v) => v?.federation !== undefined)
    expect(freeroll).toMatchObject({ ownSeries: false, standings: [], events: [], results: [] })
    expect(freeroll.federation!.rows).toEqual([
      expect.objectContaining({ player: 'Anna', series: 'Federation season', rank: 1 })
    ])
    // The hall display pushed the same points as the freeroll's federation panel: Anna, her place and points, told in
    // the hall's zone; nothing more of the copy.
    const display = await vi.waitFor(
      () => {
        const view = phone.frames
          .filter((f) => f.kind === 'push' && f.key === `display:${freerollId}`)
          .map((f) => (f as { value: PublicDisplay }).value)
          .at(-1)
        if (!view?.federation) throw new Error('not yet')
        return view
      },
      { timeout: 30_000, interval: 100 }
    )
    const annaRow = rows.find((r) => r.local[0] === 'Anna')!
    expect(display.federation).toEqual({
      pulledAt: first.points!.pulledAt,
      timeZone: 'Asia/Tokyo',
      series: [{ name: 'Federation season', rows: [{ name: 'Anna', points: annaRow.points, rank: 1, rankTo: 1 }] }]
    })
    // Dina is not linked to a federation id: her event's phones get no federation part.
    const unlinked = await phoneSeriesOf(phone, unlinkedId)
    expect(unlinked.standings.length + unlinked.events.length).toBeGreaterThan(0)
    expect(unlinked.federation).toBeUndefined()
    expect(phone.lostPushes).toBe(0)

    // Another hall's Anna, the same person: the federation's administrator merges this hall's Anna into that id with a
    // reason. The hall follows: its Anna shows under the id she counts under now, with both events' points summed.
    const keysB = generateHallKeys()
    await call(base, 'POST', '/api/halls', { name: 'Hall B', publicKey: keysB.publicKey })
    const b = playTournament(hallFloor('B'), ['Zoya', 'Anna', 'Lev', 'Mira'], {
      name: 'Hall B Saturday',
      date: '2026-11-29'
    })
    expect(await call(base, 'POST', '/api/publications', publish(b, keysB))).toMatchObject({ state: 'accepted' })
    const annaA = rows.find((r) => r.local[0] === 'Anna')!.federationId
    const registry = (await call(base, 'GET', '/api/players')) as { players: Array<{ id: number; name: string }> }
    const annaB = registry.players.find((p) => p.name === 'Anna' && p.id !== annaA)!.id
    const bStandings = ((await call(base, 'GET', '/api/standings')) as Standings)[0]!.rows
    const pointsB = bStandings.find((r) => Number(r.playerId) === annaB)!.points
    const pointsA = rows.find((r) => r.federationId === annaA)!.points
    const reason = 'One person: same date of birth, confirmed by both halls'
    await call(base, 'POST', '/api/players/merges', { from: annaA, into: annaB, reason, by: 'Federation admin' })
    const merged = await operate(client, { type: 'federation.pullNow' })
    const anna = merged.points!.series[0]!.rows.find((r) => r.local.includes('Anna'))!
    expect(anna.federationId).toBe(annaB)
    expect(anna.points).toBeCloseTo(pointsA + pointsB, 9)
    expect(anna.eventsPlayed).toBe(2)
    expect(merged.points!.series[0]!.events).toBe(2)
    expect(merged.points!.merges).toMatchObject([{ from: annaA, into: annaB, reason }])
    // Only this hall's players are listed: Hall B's Zoya is in the federation's table, not here.
    expect(merged.points!.series[0]!.rows.map((r) => r.local[0]).sort()).toEqual(['Anna', 'Boris', 'Vera'])
    const pull = (await call(base, 'GET', `/api/pull?hall=${encodeURIComponent(joinCode)}`)) as Pull
    expect(pull.links.find((l) => l.playerId === annaA)).toMatchObject({ current: annaB })

    // The federation goes away: the hall keeps the last copy with its date and says the last pull got nothing…
    const kept = merged.points!
    await stopFederation(federation)
    const offline = await operate(client, { type: 'federation.pullNow' })
    expect(offline.pullProblem).toEqual({ kind: 'unreachable' })
    expect(offline.points).toEqual(kept)
    // …also after a restart of the hall (the copy is in its SQLite, not in memory).
    client.close()
    await at.stop()
    halls.splice(halls.indexOf(at), 1)
    const again = await startHall({ env: ENV, dataDir: at.dataDir })
    halls.push(again)
    const after = await admin(again)
    expect((await status(after)).points).toEqual(kept)

    // Back at the same address: pulled again on its own, a newer copy.
    federation = await startFederation(port, data)
    const fresh = await until(after, (s) => s.points !== null && s.points.pulledAt > kept.pulledAt)
    expect(fresh.pullProblem).toBeNull()
    expect(fresh.points!.series[0]!.rows.find((r) => r.local.includes('Anna'))!.federationId).toBe(annaB)
    await stopFederation(federation)
  })

  it('rotates its key from the Federation page: refused while the federation does not know it, then accepted, the hall signing with the new key', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const federation = await startFederation(port, federationData())
    const at = await startHall({ env: ENV })
    halls.push(at)
    const client = await admin(at)
    const oldKey = (await status(client)).joinCode
    await operate(client, { type: 'federation.setUrl', url: base })

    // Not registered yet: the federation refuses, in words, and the hall keeps its key.
    const refused = await client.operate({ type: 'federation.rotateKey' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'federation.rotate.refused.unknownHall' } })
    expect((await status(client)).joinCode).toBe(oldKey)

    const hall = (await call(base, 'POST', '/api/halls', { name: 'Hall R', publicKey: oldKey })) as { id: number }
    await playedAndApproved(client)
    await until(client, (s) => s.publications.some((p) => p.state === 'accepted'))
    const rotated = await operate(client, { type: 'federation.rotateKey' })
    expect(rotated.joinCode).not.toBe(oldKey)
    expect(fs.existsSync(path.join(at.dataDir, 'federation-key.next.pem'))).toBe(false)
    const registered = (await call(base, 'GET', '/api/halls')) as Array<{ id: number; publicKey: string }>
    expect(registered.find((h) => h.id === hall.id)!.publicKey).toBe(rotated.joinCode)

    // The next approval is signed with the new key and accepted; the pull under the new key finds the same hall and
    // every player of both tournaments.
    await playedAndApproved(client, ['Gleb', 'Dina', 'Egor'])
    const both = await until(client, (s) => s.publications.filter((p) => p.state === 'accepted').length === 2)
    expect(both.publications.every((p) => p.refusal === null)).toBe(true)
    const pulled = await operate(client, { type: 'federation.pullNow' })
    expect(pulled.points!.hallName).toBe('Hall R')
    expect(pulled.points!.series).toEqual([])
    const pull = (await call(base, 'GET', `/api/pull?hall=${rotated.joinCode}`)) as Pull
    expect(pull.links).toHaveLength(6)
    await stopFederation(federation)
  })
})
