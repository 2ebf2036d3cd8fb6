import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase, type FederationDb } from '../../src/federation/db/database'
import { migrate } from '../../src/federation/db/migrate'
import { federationServer } from '../../src/federation/http/server'

const ADMIN_TOKEN = 'hall-tests-admin-token'

/** What the federation kept of an accepted publication. */
export interface AcceptedRow {
  readonly tournamentId: string
  readonly version: number
  readonly hash: string
  readonly correctionReason: string | null
}

/**
 * The federation's real service — src/federation's HTTP server, checks and store over PGlite kept in memory — in the
 * test's own process, at an address it keeps: it can go down and come back there, as a hall sees a federation do.
 * Only the requests are counted on the way in (`publicationRequests`); everything else is the service's own.
 */
export class FederationService {
  /** How many POST /api/publications arrived (sent again or not). */
  publicationRequests = 0
  private listening = false

  private constructor(
    private readonly db: FederationDb,
    private readonly server: http.Server,
    private port: number
  ) {}

  static async start(): Promise<FederationService> {
    const db = await openDatabase({ dataDir: 'memory://' })
    await migrate(db)
    const service = federationServer(db, { adminToken: ADMIN_TOKEN })
    const handle = service.listeners('request')[0] as http.RequestListener
    let started: FederationService | null = null
    const server = http.createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/api/publications') started!.publicationRequests += 1
      handle(req, res)
    })
    started = new FederationService(db, server, 0)
    await started.up()
    return started
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** The federation's administrator registers a hall by the join code its admin shows. */
  async register(name: string, publicKey: string): Promise<void> {
    const response = await fetch(`${this.url}/api/halls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ name, publicKey })
    })
    if (response.status !== 201) throw new Error(`registering ${name}: ${await response.text()}`)
  }

  /** The publications it accepted, oldest first. */
  accepted(): Promise<AcceptedRow[]> {
    return this.db.query<AcceptedRow>(
      `SELECT tournament_id AS "tournamentId", version, hash, correction_reason AS "correctionReason"
         FROM publications WHERE state = 'accepted' ORDER BY id`
    )
  }

  /** Everything it stored about publications, accepted and refused, as text. */
  async stored(): Promise<string> {
    return JSON.stringify(await this.db.query('SELECT * FROM publications ORDER BY id'))
  }

  /** The federation goes away (connections cut, nothing listening); what it stored stays. */
  down(): Promise<void> {
    if (!this.listening) return Promise.resolve()
    this.listening = false
    return new Promise((resolve) => {
      this.server.closeAllConnections()
      this.server.close(() => resolve())
    })
  }

  /** Back at the same address (up already: nothing to do). */
  async up(): Promise<void> {
    if (this.listening) return
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.listening = true
    this.port = (this.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    await this.down()
    await this.db.close()
  }
}

/** What would give a hall's private key away: its PEM body and its raw 32 bytes (base64url, base64, hex). */
export function secretParts(pem: string): string[] {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
  const raw = Buffer.from(body, 'base64').subarray(-32)
  return [body, raw.toString('base64url'), raw.toString('base64').replace(/=+$/, ''), raw.toString('hex')]
}
