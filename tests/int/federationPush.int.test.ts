import fs from 'node:fs'
import path from 'node:path'
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HALL_KEY_FILE } from '../../src/main/federation/hallKeys'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import type { FederationStatus, PublicationSummary } from '../../src/shared/contract/federation'
import type { FloorClient } from '../../src/shared/contract/client'
import type { CommandEnvelope } from '../../src/shared/core/commands'
import { connectWs, type WebSocketConstructor } from '../../src/renderer/src/client/wsClient'
import { FederationService, secretParts } from '../support/federationService'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { playerFields } from '../support/registration'

/**
 * Publishing to the federation from the real hall server process (out/main/serve.js, real SQLite in a temp folder),
 * over its real WebSocket contract, to the federation's real service (src/federation's HTTP server, checks and store
 * on PGlite, run in the test's process so it can go down and come back at its address:
 * tests/support/federationService.ts). Retries are made short for the test through FLOORCLOCK_FEDERATION_RETRY_MS
 * (300 ms doubling to 1.2 s instead of 5 s to 10 min); everything else is as a hall runs.
 */
const RETRY = { first: 300, max: 1200 }
const ENV = { FLOORCLOCK_FEDERATION_RETRY_MS: `${RETRY.first},${RETRY.max}`, FLOORCLOCK_FEDERATION_TIMEOUT_MS: '3000' }

const running: Array<{ stop(): Promise<void> }> = []
const clients: FloorClient[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) client.close()
  for (const thing of running.splice(0).reverse()) await thing.stop()
})

async function hall(dataDir?: string): Promise<HallProcess> {
  const started = await startHall({ env: ENV, ...(dataDir ? { dataDir } : {}) })
  running.push(started)
  return started
}

// One federation for the file (its PGlite takes seconds to start); each test's hall has its own key and tournaments.
let shared: FederationService
beforeAll(async () => {
  shared = await FederationService.start()
}, 60_000)
afterAll(async () => {
  await shared?.stop()
})

/** The federation, up, with what this test sees of it counted from now. */
async function federation(): Promise<FederationService & { requests(): number }> {
  await shared.up()
  const before = shared.publicationRequests
  return Object.assign(shared, { requests: () => shared.publicationRequests - before })
}

async function admin(at: HallProcess): Promise<FloorClient> {
  const url = `${at.baseUrl.replace(/^http/, 'ws')}/ws`
  const client = await connectWs(
    { role: 'admin', token: at.pin, operator: 'Anna (TD)' },
    url,
    WebSocket as unknown as WebSocketConstructor
  )
  clients.push(client)
  return client
}

async function run(client: FloorClient, command: Record<string, unknown>, meta?: Record<string, unknown>) {
  const result = await client.command((meta ? { command, meta } : { command }) as CommandEnvelope)
  if (!result.ok) throw new Error(`${String(command.type)}: ${result.error.message}`)
  return result.value.events as unknown as Array<Record<string, unknown>>
}

async function operate<T>(client: FloorClient, operation: Record<string, unknown>): Promise<T> {
  const result = await client.operate(operation as never)
  if (!result.ok) throw new Error(`${String(operation.type)}: ${result.error.message}`)
  return result.value as T
}

const status = (client: FloorClient) => operate<FederationStatus>(client, { type: 'federation.status' })

/** The one publication of `version` of the tournament, as the admin sees it once `ready` holds. */
async function publication(
  client: FloorClient,
  tournamentId: string,
  version: number,
  ready: (p: PublicationSummary) => boolean
): Promise<PublicationSummary> {
  return vi.waitFor(
    async () => {
      const found = (await status(client)).publications.find(
        (p) => p.tournamentId === tournamentId && p.version === version
      )
      if (!found || !ready(found)) throw new Error(`not yet: ${JSON.stringify(found)}`)
      return found
    },
    { timeout: 20_000, interval: 50 }
  )
}

/** Three entries played to a winner over the hall's contract; not yet approved. */
async function played(client: FloorClient): Promise<{ tournamentId: string; entries: string[]; hands: string[] }> {
  const tournamentId = (await run(client, { type: 'tournament.create', fields: mainEvent }))[0]!.tournamentId as string
  const entries: string[] = []
  for (const name of ['Anna', 'Boris', 'Vera']) {
    const playerId = (await run(client, { type: 'player.create', fields: playerFields(name) }))[0]!.playerId as string
    entries.push((await run(client, { type: 'entry.register', tournamentId, playerId }))[0]!.entryId as string)
  }
  const hands: string[] = []
  for (const entryId of [entries[2]!, entries[1]!]) {
    const events = await run(client, {
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId }]
    })
    hands.push(events[0]!.handId as string)
  }
  return { tournamentId, entries, hands }
}

describe(
  'publishing approved tournaments from the hall server (Appendix C, §28.12, §28.14)',
  { timeout: 90_000 },
  () => {
    it('approved with no federation address: kept waiting; refused by the federation with its reason; sent again once registered — accepted', async () => {
      const fed = await federation()
      const at = await hall()
      const client = await admin(at)
      const { tournamentId } = await played(client)
      await run(client, { type: 'results.approve', tournamentId })
      const queued = await publication(client, tournamentId, 1, () => true)
      expect(queued).toMatchObject({ state: 'waiting', attempts: 0, reason: null, lastAttemptAt: null })
      expect(fed.requests()).toBe(0)

      // An address that is not one is refused in words, and changes nothing.
      const bad = await client.operate({ type: 'federation.setUrl', url: 'ftp://example.org' })
      expect(bad).toMatchObject({ ok: false, error: { issues: [{ field: 'url', code: 'federation.error.url' }] } })
      expect((await status(client)).url).toBe('')

      // The federation does not know this hall yet: refused, with its reason in the director's language.
      await operate(client, { type: 'federation.setUrl', url: fed.url })
      const refused = await publication(client, tournamentId, 1, (p) => p.state === 'refused')
      expect(refused.refusal).toMatchObject({
        reason: 'federation.refused.unknownHall',
        texts: {
          en: 'The publication is signed by a key no registered hall holds.',
          ru: 'Публикация подписана ключом, которого нет ни у одного зарегистрированного зала.'
        }
      })
      expect(refused.nextAttemptAt).toBeNull()

      // The federation's administrator registers the hall by its join code; "Send now" sends it again.
      await fed.register('Hall A', (await status(client)).joinCode)
      await operate(client, { type: 'federation.sendNow' })
      const accepted = await publication(client, tournamentId, 1, (p) => p.state === 'accepted')
      expect(accepted).toMatchObject({ hash: queued.hash, attempts: 2, refusal: null, nextAttemptAt: null })
      expect(fed.requests()).toBe(2)
      expect((await fed.accepted()).filter((row) => row.tournamentId === tournamentId)).toEqual([
        { tournamentId, version: 1, hash: queued.hash, correctionReason: null }
      ])
    })

    it('the federation down: retried with doubling waits (capped), then delivered once it is back — once', async () => {
      const fed = await federation()
      const at = await hall()
      const client = await admin(at)
      await fed.register('Hall A', (await status(client)).joinCode)
      await fed.down()
      await operate(client, { type: 'federation.setUrl', url: fed.url })
      const { tournamentId } = await played(client)
      await run(client, { type: 'results.approve', tournamentId })
      // After each failed attempt n the admin shows the next one: the first wait doubled n−1 times, capped, plus up to a
      // fifth (so halls that lost the federation together do not all come back in the same second).
      const waits = new Map<number, number>()
      await vi.waitFor(
        async () => {
          const p = (await status(client)).publications[0]!
          if (p.state === 'waiting' && p.attempts > 0) {
            expect(p.problem).toEqual({ kind: 'unreachable' })
            waits.set(p.attempts, p.nextAttemptAt! - p.lastAttemptAt!)
          }
          if (p.attempts < 5) throw new Error(`${p.attempts} attempts so far`)
        },
        { timeout: 20_000, interval: 40 }
      )
      expect(waits.size).toBeGreaterThanOrEqual(3)
      // The cap was reached: attempt 4 waits 1.2 s, not 2.4 s.
      expect([...waits.keys()].some((attempt) => attempt >= 4)).toBe(true)
      for (const [attempt, wait] of waits) {
        const expected = Math.min(RETRY.first * 2 ** (attempt - 1), RETRY.max)
        expect(wait).toBeGreaterThanOrEqual(expected)
        expect(wait).toBeLessThanOrEqual(Math.round(expected * 1.2))
      }
      // The floor went on meanwhile: commands are answered as ever.
      await run(client, { type: 'tournament.edit', tournamentId, changes: { notes: 'Federation down tonight' } })

      await fed.up()
      const accepted = await publication(client, tournamentId, 1, (p) => p.state === 'accepted')
      expect(fed.requests()).toBe(1)
      expect((await fed.accepted()).filter((row) => row.tournamentId === tournamentId)).toMatchObject([
        { tournamentId, version: 1, hash: accepted.hash }
      ])
    })

    it('restarted while waiting for the federation: the next start sends it, once, as it was kept', async () => {
      const fed = await federation()
      const first = await hall()
      const client = await admin(first)
      await fed.register('Hall A', (await status(client)).joinCode)
      await fed.down()
      await operate(client, { type: 'federation.setUrl', url: fed.url })
      const { tournamentId } = await played(client)
      await run(client, { type: 'results.approve', tournamentId })
      const before = await publication(client, tournamentId, 1, (p) => p.attempts >= 1)
      client.close()
      await first.stop()

      await fed.up()
      const second = await hall(first.dataDir)
      const again = await admin(second)
      const accepted = await publication(again, tournamentId, 1, (p) => p.state === 'accepted')
      expect(accepted.hash).toBe(before.hash)
      expect(accepted.attempts).toBeGreaterThan(before.attempts)
      expect(fed.requests()).toBe(1)
      expect((await fed.accepted()).filter((row) => row.tournamentId === tournamentId)).toMatchObject([
        { tournamentId, version: 1, hash: before.hash }
      ])
      expect((await status(again)).publications).toHaveLength(1)
    })

    it('§28.12, §28.14: a correction after the approval publishes version 2 with its reason; version 1 stays accepted as it was', async () => {
      const fed = await federation()
      const at = await hall()
      const client = await admin(at)
      await fed.register('Hall A', (await status(client)).joinCode)
      await operate(client, { type: 'federation.setUrl', url: fed.url })
      const { tournamentId, entries, hands } = await played(client)
      await run(client, { type: 'results.approve', tournamentId })
      const v1 = await publication(client, tournamentId, 1, (p) => p.state === 'accepted')

      const reason = 'Boris and Vera busted in the other order'
      await run(client, { type: 'results.reopen', tournamentId }, { reason })
      for (const handId of [hands[1]!, hands[0]!])
        await run(client, { type: 'results.undoHand', tournamentId, handId }, { reason: 'Wrong order' })
      for (const entryId of [entries[1]!, entries[2]!])
        await run(
          client,
          { type: 'results.recordHand', tournamentId, level: 1, confirmedBy: 'Floor Ivan', busts: [{ entryId }] },
          { reason: 'Wrong order' }
        )
      await run(client, { type: 'results.approve', tournamentId })
      const v2 = await publication(client, tournamentId, 2, (p) => p.state === 'accepted')
      expect(v2.reason).toBe(reason)
      expect(v2.hash).not.toBe(v1.hash)
      expect(await publication(client, tournamentId, 1, () => true)).toMatchObject({ state: 'accepted', hash: v1.hash })
      // The federation keeps both, the second with its reason (§28.14: nothing is overwritten).
      expect((await fed.accepted()).filter((row) => row.tournamentId === tournamentId)).toEqual([
        { tournamentId, version: 1, hash: v1.hash, correctionReason: null },
        { tournamentId, version: 2, hash: v2.hash, correctionReason: reason }
      ])
    })

    it('the private key never leaves its file: not in a query, an operation, an export, a backup, a push or the log', async () => {
      const fed = await federation()
      const at = await hall()
      const client = await admin(at)
      const joinCode = (await status(client)).joinCode
      await fed.register('Hall A', joinCode)
      await operate(client, { type: 'federation.setUrl', url: fed.url })
      const { tournamentId } = await played(client)
      await run(client, { type: 'results.approve', tournamentId })
      await publication(client, tournamentId, 1, (p) => p.state === 'accepted')

      const pem = fs.readFileSync(path.join(at.dataDir, HALL_KEY_FILE), 'utf8')
      expect(await readJoinCode(at.dataDir)).toBe(joinCode)
      const journal = await client.query({ type: 'journal.list', limit: 500 })
      const protocol = await client.query({
        type: 'results.protocol',
        tournamentId,
        format: 'document',
        audience: 'internal',
        language: 'en'
      })
      const exported = await operate(client, { type: 'tournament.export', tournamentId })
      const backup = await operate<{ file: string }>(client, { type: 'backup.create' })
      const seen: Record<string, string> = {
        status: JSON.stringify(await status(client)),
        journal: JSON.stringify(journal),
        protocol: JSON.stringify(protocol),
        export: JSON.stringify(exported),
        federation: await fed.stored(),
        backup: fs.readFileSync(path.join(at.dataDir, 'backups', backup.file)).toString('latin1'),
        database: filesOf(at.dataDir, (name) => name.startsWith(DATABASE_FILE)),
        log: at.output()
      }
      for (const [where, text] of Object.entries(seen))
        for (const part of secretParts(pem)) expect(text.includes(part), `${where} holds the private key`).toBe(false)
      // The public key does travel: it is how the federation knows the hall.
      expect(seen.federation).toContain(joinCode)
    })
  }
)

/** The public key of the hall whose data folder this is, from its key file (what the join code shows). */
async function readJoinCode(dataDir: string): Promise<string> {
  const { publicKeyOf } = await import('../../src/federation/publication')
  return publicKeyOf(fs.readFileSync(path.join(dataDir, HALL_KEY_FILE), 'utf8'))
}

function filesOf(dir: string, wanted: (name: string) => boolean): string {
  return fs
    .readdirSync(dir)
    .filter(wanted)
    .map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n')
}
