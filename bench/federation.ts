import { fork } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase, type FederationDb } from '../src/federation/db/database'
import { migrate } from '../src/federation/db/migrate'
import { federationServer } from '../src/federation/http/server'
import { federationStandings } from '../src/federation/rating/standings'
import { correctAfterApproval, publish } from '../tests/federation/support/hallTournament'
import { bulkSeason, playHalls } from './federationHalls'
import type { PushReply, PushRequest } from './federationHallsChild'
import { atMost, info, percentile, tempDataDir, type Figure } from './harness'

const HALLS = 50
const PER_HALL = 4
const ENTRIES = 100
const READERS = 20
const READS_EACH = 10
/** The size for the recompute row: 10,000 players × 5,000 events (100 entrants each, 500,000 results). */
const BULK = { players: 10_000, events: 5_000, entrants: 100 }
const TOKEN = 'bench-admin-token'

/**
 * The federation (docs/federation.md): 50 halls publishing 200 tournaments of 100 entries through the real service
 * over HTTP; the standings recomputed after one correction in a season of 10,000 players × 5,000 events; the public
 * standings pages under 20 readers at once. The service runs in this process (its HTTP server on a local port); the
 * halls push from a process of their own, the readers are this process (both share the machine's two cores with it).
 * PGlite in a temporary folder, or the PostgreSQL of FLOORCLOCK_FEDERATION_DATABASE when it is set (an empty
 * database: the bench fills it).
 */
export async function federationBench(): Promise<Figure[]> {
  const url = process.env.FLOORCLOCK_FEDERATION_DATABASE
  const backend = url ? 'PostgreSQL' : 'PGlite'
  const dataDir = url ? null : tempDataDir('federation')
  const db = await openDatabase(url ? { url } : { dataDir: dataDir! })
  try {
    return await measure(db, backend)
  } finally {
    await db.close()
    // The season written for PGlite is some 100 MB: not left behind in the temporary folder.
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function measure(db: FederationDb, backend: string): Promise<Figure[]> {
  await migrate(db)
  const server = federationServer(db, { adminToken: TOKEN })
  // Readers keep their connections between pages; a page slower than Node's 5 s default would have them reset.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const post = async (path: string, body: unknown, token?: string) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
    return { status: r.status, body: (await r.json()) as Record<string, unknown> }
  }
  const where = `${backend}, in-process server`
  try {
    const generating = performance.now()
    const halls = playHalls(HALLS, PER_HALL, ENTRIES)
    const generated = (performance.now() - generating) / 1000
    for (const hall of halls) await post('/api/halls', { name: hall.name, publicKey: hall.keys.publicKey }, TOKEN)
    await post('/api/series', { name: 'Season', formula: { kind: 'preset', preset: 'sqrt', base: 10 } }, TOKEN)

    // (a) Every hall pushes its publications one after another, all halls at once (the evening's end everywhere),
    // from a process of their own (bench/federationHallsChild.ts), as halls are other machines.
    const file = path.join(tempDataDir('federation-envelopes'), 'halls.json')
    fs.writeFileSync(
      file,
      JSON.stringify(halls.map((hall) => hall.envelopes.map((envelope) => JSON.stringify(envelope))))
    )
    const pushed = await pushFromChild({ base, file }).finally(() =>
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
    )
    const latencies = pushed.latencies
    const publishSeconds = pushed.seconds
    process.stdout.write(`  played in ${generated.toFixed(0)} s, published in ${publishSeconds.toFixed(1)} s\n`)
    const total = HALLS * PER_HALL

    // (c) The public standings pages (GET /: every series' table, a page of 100 rows, and the tournaments) under 20
    // readers at once, each reading the first ten pages in turn from a different one.
    const pageMs: number[] = []
    let pageBytes = 0
    await Promise.all(
      Array.from({ length: READERS }, async (_, reader) => {
        for (let i = 0; i < READS_EACH; i += 1) {
          const t = performance.now()
          const r = await fetch(`${base}/?lang=ru&page=${1 + ((reader + i) % READS_EACH)}`)
          pageBytes = (await r.text()).length
          pageMs.push(performance.now() - t)
        }
      })
    )

    process.stdout.write(`  page p99 ${percentile(pageMs, 99).toFixed(0)} ms\n`)
    // (b) The large season and its table, then corrections of one real tournament (§28.14): each accepted, then the
    // table again.
    const bulkStart = performance.now()
    await bulkSeason(db, BULK.players, BULK.events, BULK.entrants)
    const bulkSeconds = (performance.now() - bulkStart) / 1000
    // The table as the site serves it before the correction arrives: computed once, from nothing.
    const fullStart = performance.now()
    await federationStandings(db)
    const fullMs = performance.now() - fullStart
    const hall = halls[0]!
    const played = hall.played[0]!
    const recompute: number[] = []
    const overHttp: number[] = []
    let rows = 0
    for (let version = 2; version <= 4; version += 1) {
      const reason = `Bench correction ${version}: the dealer's count of the third and fourth stacks`
      correctAfterApproval(played, reason)
      const r = await post('/api/publications', publish(played, hall.keys, version, reason))
      if (r.body.state !== 'accepted') throw new Error(`bench correction refused: ${JSON.stringify(r.body)}`)
      let t = performance.now()
      rows = (await federationStandings(db))[0]!.rows.length
      recompute.push(performance.now() - t)
      t = performance.now()
      await (await fetch(`${base}/api/standings`)).text()
      overHttp.push(performance.now() - t)
    }
    process.stdout.write(`  after each correction: ${recompute.map((ms) => ms.toFixed(0)).join(', ')} ms\n`)
    const size = `${BULK.players.toLocaleString('en')} players × ${(BULK.events + total).toLocaleString('en')} events`
    return [
      info(`halls' tournaments played and signed through the core (${total}×${ENTRIES} entries)`, generated, 's'),
      atMost(
        `publishing: ${HALLS} halls, ${total}×${ENTRIES} entries, over HTTP (${where}): total`,
        publishSeconds,
        's',
        120
      ),
      info('same: publications per second', total / publishSeconds, 'pub/s'),
      atMost('same: per publication, checked and stored (p99)', percentile(latencies, 99), 'ms', 5000),
      atMost(
        `public standings page, ${READERS} readers at once, ${total} events (${where}) (p99)`,
        percentile(pageMs, 99),
        'ms',
        2000
      ),
      info('same: median', percentile(pageMs, 50), 'ms'),
      info('same: page size (100 rows of the table)', Math.round(pageBytes / 1024), 'KiB'),
      info(`large season written by SQL (${size}, ${BULK.entrants} entrants each)`, bulkSeconds, 's'),
      atMost(
        `standings after one correction, ${size} (${backend}, in-process) (slowest of 3)`,
        Math.max(...recompute),
        'ms',
        500
      ),
      info('same: players in the table', rows, 'players'),
      info('same: the whole table from nothing (the first read after the season was written)', fullMs, 'ms'),
      info('same, over HTTP: GET /api/standings (slowest of 3)', Math.max(...overHttp), 'ms')
    ]
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** The halls' pushes, from their own process (fork() runs it under tsx as this one runs). */
async function pushFromChild(request: PushRequest): Promise<{ latencies: number[]; seconds: number }> {
  const child = fork(path.join(__dirname, 'federationHallsChild.ts'), { stdio: 'inherit' })
  try {
    const reply = await new Promise<PushReply>((resolve, reject) => {
      child.once('message', (message: PushReply) => resolve(message))
      child.once('exit', (code) => reject(new Error(`the halls' process exited (${code})`)))
      child.send(request)
    })
    if (reply.kind === 'error') throw new Error(reply.message)
    return reply
  } finally {
    child.kill()
  }
}
