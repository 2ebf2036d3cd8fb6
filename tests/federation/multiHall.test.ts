import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isFederationKey } from '../../src/federation/i18n'
import {
  canonicalJson,
  generateHallKeys,
  makeEnvelope,
  sha256Hex,
  type Envelope
} from '../../src/federation/publication'
import type { SeriesTable } from '../../src/federation/rating/standings'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { HALL_KEY_FILE } from '../../src/main/federation/hallKeys'
import { EventStore } from '../../src/main/store/eventStore'
import { connectWs, type WebSocketConstructor } from '../../src/renderer/src/client/wsClient'
import type { FloorClient } from '../../src/shared/contract/client'
import type { FederationStatus, PublicationSummary } from '../../src/shared/contract/federation'
import type { CommandEnvelope } from '../../src/shared/core/commands'
import { fold } from '../../src/shared/core/evolve'
import { resolvePlayer } from '../../src/shared/core/players/state'
import { recomputeSeries, toSeriesResults, type SeriesEvent, type StandingRow } from '../../src/shared/core/league'
import { placesOf } from '../../src/shared/core/results/state'
import { initialState } from '../../src/shared/core/state'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { playerFields } from '../support/registration'

/**
 * A federation and five halls, each a separate process, as they run in the world (§28, Appendix C.18, §28.12, §28.14):
 * the federation service (`src/federation/main.ts` under tsx, PGlite in a temp folder) and five hall servers
 * (out/main/serve.js, each its own data folder, SQLite and Ed25519 key), registered at the federation by their public
 * keys. Each hall plays small real tournaments over its admin WebSocket — register, the verifiable draw (§8.1),
 * eliminations to a winner, the director's approval — and publishes them; meanwhile the federation is stopped and
 * started again on the same port, a hall is pointed at a dead address and back, a hall is killed (SIGKILL) while its
 * publication is being retried and started again on its data folder, a correction after the approval publishes
 * version 2, the same publication arrives twice and version 2 before version 1, and tampered, conflicting and
 * unregistered publications are posted. At the end the federation's standings equal the standings computed here from
 * the halls' own journals (read from their SQLite files, folded by the core) by the same pure code the federation
 * uses (`toSeriesResults`, `recomputeSeries`); every publication any hall kept is accepted once; every refusal names
 * its reason. Nothing is mocked. Hall retries are made short through FLOORCLOCK_FEDERATION_RETRY_MS.
 */
const ROOT = path.resolve(__dirname, '../..')
const ADMIN_TOKEN = 'multi-hall-admin-token'
const HALL_ENV = { FLOORCLOCK_FEDERATION_RETRY_MS: '200,800', FLOORCLOCK_FEDERATION_TIMEOUT_MS: '3000' }
const SEASON = { name: 'Baltic season', formula: { kind: 'preset', preset: 'sqrt', base: 10 } } as const
/** The series' rules as the federation defaults them (src/federation/admin.ts CreateSeries). */
const RULES = { tieBreaks: ['wins', 'best-place', 'shared'] as const, finalTableSize: 9 }
const WAIT = { timeout: 40_000, interval: 100 }

const HALLS = [
  { name: 'Nevsky Card Club', players: ['Anna Petrova', 'Boris Ivanov', 'Vera Sokolova', 'Gleb Orlov'] },
  { name: 'Göteborg Poker Hall', players: ['Astrid Berg', 'Erik Lund', 'Freja Holm', 'Gustav Ek'] },
  { name: 'Minsk Open Floor', players: ['Dmitri Volkov', 'Elena Kozlova', 'Fedor Belov', 'Galina Zueva'] },
  { name: 'Riga Riverside', players: ['Janis Ozols', 'Liga Berzina', 'Martins Kalns', 'Ilze Liepa'] },
  { name: 'Tallinn Old Town', players: ['Kadri Tamm', 'Lauri Saar', 'Maarja Kask', 'Priit Mets'] }
]

/** The federation as a process of its own: stopped and started again on the same port and data folder. */
class FederationProcess {
  private child: ChildProcess | null = null
  port = 0

  constructor(readonly dataDir: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/federation/main.ts', '--data', this.dataDir, '--port', String(this.port)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FLOORCLOCK_FEDERATION_ADMIN_TOKEN: ADMIN_TOKEN }
      }
    )
    this.child = child
    let output = ''
    const port = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer): void => {
        output += chunk.toString()
        const found = /federation listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
        if (found) resolve(Number(found[1]))
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      child.once('exit', (code) => reject(new Error(`the federation exited with ${code}: ${output}`)))
    })
    this.port = port
  }

  /** At the end: its folder is thrown away, no orderly stop needed. */
  kill(): Promise<void> {
    const child = this.child
    this.child = null
    return child ? killed(child) : Promise.resolve()
  }

  /** SIGTERM: the service closes its server and its database, as an operator's stop does. */
  stop(): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  async call(method: string, route: string, body?: unknown, admin = false): Promise<{ status: number; json: unknown }> {
    const response = await fetch(this.url + route, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(admin ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {})
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {})
    })
    return { status: response.status, json: await response.json() }
  }

  post(envelope: unknown): Promise<{ status: number; json: unknown }> {
    return this.call('POST', '/api/publications', envelope)
  }

  async standings(): Promise<SeriesTable[]> {
    return (await this.call('GET', '/api/standings')).json as SeriesTable[]
  }
}

/** One hall: its server process (replaced when restarted), its admin connection, the players it has registered. */
interface Hall {
  readonly name: string
  readonly names: readonly string[]
  process: HallProcess
  client: FloorClient
  readonly players: Map<string, string>
  /** Table numbers handed out so far: each tournament sits at a table of its own in the hall's one room (§8.1). */
  tables: number
}

const federation = new FederationProcess(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-multihall-federation-')))
const halls: Hall[] = []
const processes = new Set<HallProcess>()

async function adminOf(at: HallProcess): Promise<FloorClient> {
  return connectWs(
    { role: 'admin', token: at.pin, operator: 'Anna (TD)' },
    `${at.baseUrl.replace(/^http/, 'ws')}/ws`,
    WebSocket as unknown as WebSocketConstructor
  )
}

async function openHall(name: string, names: readonly string[]): Promise<Hall> {
  const started = await startHall({ env: HALL_ENV, startTimeoutMs: 40_000 })
  processes.add(started)
  return { name, names, process: started, client: await adminOf(started), players: new Map(), tables: 0 }
}

async function run(hall: Hall, command: Record<string, unknown>, reason?: string) {
  const result = await hall.client.command((reason ? { command, meta: { reason } } : { command }) as CommandEnvelope)
  if (!result.ok) throw new Error(`${hall.name} ${String(command.type)}: ${result.error.message}`)
  return result.value.events as unknown as Array<Record<string, string>>
}

async function operate<T>(hall: Hall, operation: Record<string, unknown>): Promise<T> {
  const result = await hall.client.operate(operation as never)
  if (!result.ok) throw new Error(`${hall.name} ${String(operation.type)}: ${result.error.message}`)
  return result.value as T
}

const statusOf = (hall: Hall) => operate<FederationStatus>(hall, { type: 'federation.status' })

/** What the hall's outbox shows of every publication, once `ready` holds for all of them (polled, with a deadline). */
async function publications(
  hall: Hall,
  ready: (all: readonly PublicationSummary[]) => boolean
): Promise<readonly PublicationSummary[]> {
  return vi.waitFor(async () => {
    const all = (await statusOf(hall)).publications
    if (!ready(all)) throw new Error(`${hall.name} not yet: ${JSON.stringify(all.map((p) => [p.version, p.state]))}`)
    return all
  }, WAIT)
}

const allAccepted = (count: number) => (all: readonly PublicationSummary[]) =>
  all.length === count && all.every((p) => p.state === 'accepted')

/** A tournament played to its winner and approved (Appendix C.18): entries by the draw, one elimination a hand. */
interface Played {
  readonly tournamentId: string
  /** Entry ids in registration order (the first registered wins). */
  readonly entries: string[]
  /** The hands in the order recorded: the last registered out first. */
  readonly hands: string[]
}

async function play(hall: Hall, name: string, date: string): Promise<Played> {
  const tournamentId = (await run(hall, { type: 'tournament.create', fields: { ...mainEvent, name, date } }))[0]!
    .tournamentId!
  const entries: string[] = []
  for (const player of hall.names) {
    let playerId = hall.players.get(player)
    if (!playerId) {
      playerId = (await run(hall, { type: 'player.create', fields: playerFields(player) }))[0]!.playerId!
      hall.players.set(player, playerId)
    }
    entries.push((await run(hall, { type: 'entry.register', tournamentId, playerId }))[0]!.entryId!)
  }
  const table = (hall.tables += 1)
  await run(hall, {
    type: 'seating.configure',
    tournamentId,
    tables: [{ number: table, seats: 6 }],
    closingOrder: { kind: 'published', order: [table] },
    rules: { finalTableSize: 6 }
  })
  await run(hall, { type: 'seating.draw', tournamentId, hallNumber: '17' })
  const hands: string[] = []
  for (const entryId of entries.slice(1).reverse())
    hands.push(
      (
        await run(hall, {
          type: 'results.recordHand',
          tournamentId,
          level: 1,
          confirmedBy: 'Floor Ivan',
          busts: [{ entryId }]
        })
      )[0]!.handId!
    )
  await run(hall, { type: 'results.approve', tournamentId })
  return { tournamentId, entries, hands }
}

/**
 * §28.12, §28.14: reopened with a reason after the approval, the last two eliminations recorded again the other way
 * round (second and third swap), approved again — version 2 of the publication, with the reason.
 */
async function correct(hall: Hall, played: Played, reason: string): Promise<void> {
  const { tournamentId, entries, hands } = played
  await run(hall, { type: 'results.reopen', tournamentId }, reason)
  for (const handId of [hands.at(-1)!, hands.at(-2)!])
    await run(hall, { type: 'results.undoHand', tournamentId, handId }, reason)
  for (const entryId of [entries[1]!, entries[2]!])
    await run(
      hall,
      { type: 'results.recordHand', tournamentId, level: 1, confirmedBy: 'Floor Ivan', busts: [{ entryId }] },
      reason
    )
  await run(hall, { type: 'results.approve', tournamentId })
}

/** The hall's kept envelopes, read from its own SQLite file (what its pusher sends), by tournament and version. */
function envelopesOf(hall: Hall): Map<string, Envelope> {
  const db = new Database(path.join(hall.process.dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare('SELECT tournament_id AS t, version AS v, envelope AS e FROM federation_outbox')
      .all() as Array<{
      t: string
      v: number
      e: string
    }>
    return new Map(rows.map((r) => [`${r.t}#${r.v}`, JSON.parse(r.e) as Envelope]))
  } finally {
    db.close()
  }
}

/**
 * The standings computed straight from the halls' journals, not from anything the federation received: each hall's
 * SQLite journal read by the hall's own EventStore and folded by the core; every tournament approved now counts by
 * its places now (§28.14: the latest version), its results under the hall's own player records (§28.9), each player
 * by a key of their own hall; points and the table by the same pure code the federation uses.
 */
function standingsFromJournals(): { rows: unknown[]; events: string[] } {
  const events: Array<SeriesEvent & { name: string }> = []
  const names = new Map<string, string>()
  for (const [h, hall] of halls.entries()) {
    const db = new Database(path.join(hall.process.dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true })
    try {
      const state = fold(new EventStore(db).readAll(), initialState())
      for (const [tournamentId, tournament] of state.tournaments) {
        if (!tournament.results.approval) continue
        const table = placesOf(tournament)
        const playerOf = (entryId: string) => `${h}:${tournament.registration.entries.get(entryId)!.registeredAs}`
        for (const r of table.results) {
          const local = tournament.registration.entries.get(r.entryId)!.registeredAs
          names.set(playerOf(r.entryId), resolvePlayer(state.players, local)!.fields.displayName)
        }
        events.push({
          eventId: `${h}:${tournamentId}`,
          name: tournament.fields.name,
          sequence: 0,
          date: tournament.fields.date,
          formula: SEASON.formula,
          entrants: table.results.length,
          finalTableSize: RULES.finalTableSize,
          results: toSeriesResults(table, playerOf)
        })
      }
    } finally {
      db.close()
    }
  }
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const sequenced = events.map((e, i) => ({ ...e, sequence: i + 1 }))
  const eventName = new Map(sequenced.map((e) => [e.eventId, e.name]))
  const computed = recomputeSeries(sequenced, { tieBreaks: [...RULES.tieBreaks] })
  return {
    rows: comparable(
      computed.standings.rows,
      (id) => names.get(id)!,
      (id) => eventName.get(id)!
    ),
    events: sequenced.map((e) => e.name)
  }
}

/** A table's rows with players and events by name (the federation's ids and the halls' differ; the names are unique). */
function comparable(
  rows: readonly StandingRow[],
  nameOf: (playerId: string) => string,
  eventOf: (eventId: string) => string
): unknown[] {
  // Rows sharing a rank (§28.7) are in no particular order among themselves: by name here.
  return rows
    .map(({ playerId, counted, results, ...row }) => ({
      ...row,
      name: nameOf(playerId),
      counted: counted.map(eventOf),
      results: results.map((r) => ({ ...r, eventId: eventOf(r.eventId) }))
    }))
    .sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** SIGKILL, and wait until it is gone. */
function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

beforeAll(async () => {
  // The federation's first start initialises its PGlite folder (seconds): the halls start meanwhile.
  const [, ...opened] = await Promise.all([federation.start(), ...HALLS.map((h) => openHall(h.name, h.players))])
  halls.push(...opened)
  expect((await federation.call('POST', '/api/series', SEASON, true)).status).toBe(201)
  for (const hall of halls) {
    const { joinCode } = await statusOf(hall)
    const registered = await federation.call('POST', '/api/halls', { name: hall.name, publicKey: joinCode }, true)
    expect(registered.status).toBe(201)
    await operate(hall, { type: 'federation.setUrl', url: federation.url })
  }
}, 120_000)

afterAll(async () => {
  for (const hall of halls) hall.client.close()
  // Their folders are thrown away: no orderly shutdown needed.
  await Promise.all([federation.kill(), ...[...processes].map((p) => killed(p.child))])
  for (const dir of [federation.dataDir, ...[...processes].map((p) => p.dataDir)])
    fs.rmSync(dir, { recursive: true, force: true })
})

describe(
  'a federation and five halls as separate processes (§28, Appendix C.18, §28.12, §28.14)',
  { timeout: 120_000 },
  () => {
    const played = new Map<Hall, Played[]>()
    const keep = (hall: Hall, p: Played) => played.set(hall, [...(played.get(hall) ?? []), p])

    it('each hall plays a tournament to its winner and approves it: all five accepted, once each', async () => {
      await Promise.all(
        halls.map(async (hall, h) =>
          keep(hall, await play(hall, `${hall.name} — Friday Deepstack`, `2026-11-0${h + 1}`))
        )
      )
      await Promise.all(halls.map((hall) => publications(hall, allAccepted(1))))
      expect((await federation.call('GET', '/health')).json).toMatchObject({ accepted: 5, refused: 0 })
    })

    it('links drop and come back: the federation stopped and started again on its port, a hall pointed at a dead address and back, a hall killed (SIGKILL) while retrying and started again on its data folder — every publication delivered once', async () => {
      const [h1, h2, h3, h4] = halls as [Hall, Hall, Hall, Hall]
      // A dead address: a port nothing listens on (the federation's own after it stopped is taken below).
      await operate(h4, { type: 'federation.setUrl', url: 'http://127.0.0.1:9' })
      await federation.stop()
      await Promise.all(
        [h1, h2, h3, h4].map(async (hall) =>
          keep(hall, await play(hall, `${hall.name} — Sunday Turbo`, `2026-11-1${halls.indexOf(hall) + 1}`))
        )
      )
      // Each hall keeps its publication and retries it, the floor unharmed: unreachable, attempts counted.
      for (const hall of [h1, h2, h3, h4]) {
        const waiting = await publications(hall, (all) =>
          all.some((p) => p.version === 1 && p.state !== 'accepted' && p.attempts >= 2)
        )
        expect(waiting.find((p) => p.state !== 'accepted')!.problem).toEqual({ kind: 'unreachable' })
      }

      // Hall 2 dies mid-retry (no shutdown at all) and starts again on the same data folder, while the federation
      // comes back on its port and data folder.
      h2.client.close()
      await killed(h2.process.child)
      const restart = async (): Promise<void> => {
        h2.process = await startHall({ dataDir: h2.process.dataDir, env: HALL_ENV, startTimeoutMs: 40_000 })
        processes.add(h2.process)
        h2.client = await adminOf(h2.process)
      }
      await Promise.all([restart(), federation.start()])
      await operate(h4, { type: 'federation.setUrl', url: federation.url })
      await Promise.all([h1, h2, h3, h4].map((hall) => publications(hall, allAccepted(2))))
      expect((await federation.call('GET', '/health')).json).toMatchObject({ accepted: 9, refused: 0 })
    })

    it('§28.12, §28.14: a correction after the approval is published as version 2 with its reason', async () => {
      const h5 = halls[4]!
      const reason = 'Erik and Freja went out in the other order'
      await correct(h5, played.get(h5)![0]!, reason)
      const all = await publications(h5, allAccepted(2))
      expect(all.find((p) => p.version === 2)).toMatchObject({ reason, state: 'accepted' })
    })

    it('out of order and twice: version 2 before version 1 is accepted and counts; the same again is accepted once; version 1 late changes nothing', async () => {
      const h3 = halls[2]!
      await operate(h3, { type: 'federation.setUrl', url: '' })
      const late = await play(h3, `${h3.name} — Monday Freezeout`, '2026-11-23')
      keep(h3, late)
      await correct(h3, late, 'Elena and Fedor went out in the other order')
      await publications(h3, (all) => all.filter((p) => p.tournamentId === late.tournamentId).length === 2)
      const kept = envelopesOf(h3)
      const [v1, v2] = [kept.get(`${late.tournamentId}#1`)!, kept.get(`${late.tournamentId}#2`)!]

      expect(await federation.post(v2)).toMatchObject({
        status: 200,
        json: { state: 'accepted', already: false, version: 2 }
      })
      expect(await federation.post(v2)).toMatchObject({
        status: 200,
        json: { state: 'accepted', already: true, version: 2 }
      })
      const withV2 = await federation.standings()
      expect(withV2[0]!.events).toContainEqual(expect.objectContaining({ name: `${h3.name} — Monday Freezeout` }))
      expect(await federation.post(v1)).toMatchObject({
        status: 200,
        json: { state: 'accepted', already: false, version: 1 }
      })
      // Version 1 arriving late is history, not the count: the table is the same (§28.14).
      expect(await federation.standings()).toEqual(withV2)

      // The hall itself sends both when its address comes back: answered as already accepted, stored nothing twice.
      await operate(h3, { type: 'federation.setUrl', url: federation.url })
      await publications(h3, allAccepted(4))
      expect((await federation.call('GET', '/health')).json).toMatchObject({ accepted: 12, refused: 0 })
    })

    it('tampered, conflicting and unregistered publications are refused, each with its named reason, and count for nothing', async () => {
      const h1 = halls[0]!
      const first = played.get(h1)![0]!
      const real = envelopesOf(h1).get(`${first.tournamentId}#1`)!
      const before = await federation.standings()
      const expectRefused = async (envelope: unknown, status: number, reason: string) => {
        const answer = await federation.post(envelope)
        expect(answer).toMatchObject({ status, json: { state: 'refused', reason: `federation.refused.${reason}` } })
        const { messages } = answer.json as { messages: Record<string, string> }
        for (const language of ['en', 'ru', 'sv']) expect(messages[language]).toMatch(/\S/)
      }

      // A hand taken out of the journal (a bust that never happened, as far as it tells): the body changed under its
      // hash and signature.
      const tampered = structuredClone(real)
      const hand = tampered.body.records.findIndex((r) => r.type === 'results.handRecorded')
      expect(hand).toBeGreaterThan(0)
      tampered.body.records.splice(hand, 1)
      await expectRefused(tampered, 403, 'hash')
      // The hash made to match the changed body; the signature is still the original's.
      await expectRefused({ ...tampered, hash: sha256Hex(canonicalJson(tampered.body)) }, 403, 'signature')
      // Signed by the hall's own key but a different text for version 1: a correction is a new version.
      const hallPem = fs.readFileSync(path.join(h1.process.dataDir, HALL_KEY_FILE), 'utf8')
      await expectRefused(
        makeEnvelope({ ...real.body, publishedAt: new Date().toISOString() }, hallPem),
        409,
        'conflict'
      )
      // Well signed, by a key no registered hall holds.
      const stranger = generateHallKeys()
      await expectRefused(
        makeEnvelope({ ...real.body, hallKey: stranger.publicKey }, stranger.privateKeyPem),
        403,
        'unknownHall'
      )
      expect(await federation.standings()).toEqual(before)
    })

    it('invariants: the standings are the halls’ journals’; nothing accepted lost, nothing counted twice, every refusal named', async () => {
      // Every publication each hall kept is accepted, and the federation holds exactly that many.
      let kept = 0
      for (const hall of halls) {
        const all = await statusOf(hall)
        expect(all.publications.every((p) => p.state === 'accepted' && p.refusal === null)).toBe(true)
        kept += all.publications.length
      }
      const health = (await federation.call('GET', '/health')).json as { accepted: number; refused: number }
      expect(health.accepted).toBe(kept)

      // The federation's table equals the one computed from the journals; each tournament counted once.
      const expected = standingsFromJournals()
      const [table] = (await federation.standings()) as [SeriesTable]
      const eventName = new Map(table.events.map((e) => [String(e.eventId), e.name]))
      expect(table.events.map((e) => e.name)).toEqual(expected.events)
      expect(new Set(expected.events).size).toBe(expected.events.length)
      expect(
        comparable(
          table.rows,
          (id) => table.rows.find((r) => r.playerId === id)!.name,
          (id) => eventName.get(id)!
        )
      ).toEqual(expected.rows)

      // Every refusal is logged with a reason the federation names in every language.
      const refusals = (await federation.call('GET', '/api/refusals', undefined, true)).json as Array<{
        reason: string
      }>
      expect(refusals).toHaveLength(health.refused)
      expect(refusals.map((r) => r.reason).sort()).toEqual(
        ['conflict', 'hash', 'signature', 'unknownHall'].map((r) => `federation.refused.${r}`)
      )
      for (const r of refusals) expect(isFederationKey(r.reason)).toBe(true)
    })
  }
)
