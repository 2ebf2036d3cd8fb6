import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import {
  announceSeriesFormula,
  createSeries,
  registerHall,
  rotateHallKey,
  rotateOwnKey,
  setHall,
  type AdminResult
} from '../admin'
import type { FederationDb } from '../db/database'
import { inEveryLanguage, type FederationMessageKey } from '../i18n'
import { currentStandings } from '../rating/standings'
import { mergePlayers, possibleDuplicates, publicRegistry } from '../registry'
import { hallPull } from '../hallPull'
import { receivePublication } from '../service'
import { languageOf, renderIndex, renderTournament } from '../site/pages'
import { renderPlayer } from '../site/playerPage'
import { listHalls } from '../store/halls'
import { countPublications, refusals } from '../store/publications'
import { readText, TooLargeError } from './body'

export interface ServerOptions {
  /** The administrator's token: `Authorization: Bearer <token>` on every /api/halls and /api/series request. */
  readonly adminToken: string
  /** The largest publication accepted, in bytes (a tournament of thousands of records is a few MB). */
  readonly publicationLimit?: number
  /** Rows of a standings page and of the tournaments' list (100; the screenshots ask for a few to show the paging). */
  readonly pageRows?: number
}

const ADMIN_LIMIT = 64 * 1024
const PUBLICATION_LIMIT = 64 * 1024 * 1024

/** Headers of every answer: no framing, no sniffing, no scripts on the pages (they are plain server-rendered HTML). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
}

function send(res: ServerResponse, status: number, type: string, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store' })
  res.end(text)
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value))

function error(res: ServerResponse, status: number, code: FederationMessageKey, params = {}): void {
  json(res, status, { error: code, params, messages: inEveryLanguage(code, params) })
}

function answer<T>(res: ServerResponse, result: AdminResult<T>, status = 200): void {
  if (result.ok) json(res, status, result.value)
  else error(res, result.status, result.code, result.params)
}

/** Compared as SHA-256 digests in constant time, so neither the token's length nor its prefix leaks by timing. */
function isAdmin(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return given !== '' && timingSafeEqual(digest(given), digest(token))
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req, ADMIN_LIMIT)
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The federation's HTTP service: the halls' publications, the administrator's API, the public pages. Plain node:http:
 * a handful of routes needs no framework.
 */
export function federationServer(db: FederationDb, options: ServerOptions): Server {
  const limit = options.publicationLimit ?? PUBLICATION_LIMIT
  let standingsJson: { version: string; text: string } | null = null
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://federation')
    const path = url.pathname
    const method = req.method ?? 'GET'
    if (method === 'POST' && path === '/api/publications') {
      let text: string
      try {
        text = await readText(req, limit)
      } catch (e) {
        if (!(e instanceof TooLargeError)) throw e
        const params = { limit: Math.round(limit / 1024 / 1024) }
        json(res, 413, {
          state: 'refused',
          reason: 'federation.refused.tooLarge',
          params,
          messages: inEveryLanguage('federation.refused.tooLarge', params)
        })
        req.destroy()
        return
      }
      const { status, answer: body } = await receivePublication(db, text)
      return json(res, status, body)
    }
    if (method === 'GET' && path === '/api/standings') {
      // The same for every hall until the counts move: serialised once per state (some 0.3 s at 17,500 rows).
      const { version, standings } = await currentStandings(db)
      if (standingsJson?.version !== version)
        standingsJson = { version, text: JSON.stringify(standings.map((s) => s.table)) }
      return send(res, 200, 'application/json; charset=utf-8', standingsJson.text)
    }
    if (method === 'GET' && path === '/api/players') return json(res, 200, await publicRegistry(db))
    // What a hall pulls: the tables and its own players' links and merges, by its public key (read-only).
    if (method === 'GET' && path === '/api/pull')
      return json(res, 200, await hallPull(db, url.searchParams.get('hall') ?? '', new Date()))
    // A hall rotating its own key: signed by the old key and the new (no administrator).
    if (method === 'POST' && path === '/api/keys/rotate')
      return answer(res, await rotateOwnKey(db, await jsonBody(req)))
    if (method === 'GET' && path === '/health') return json(res, 200, { ok: true, ...(await countPublications(db)) })
    const adminOnly = ['/api/refusals', '/api/players/duplicates', '/api/players/merges']
    if (path.startsWith('/api/halls') || path.startsWith('/api/series') || adminOnly.includes(path)) {
      if (!isAdmin(req, options.adminToken)) return error(res, 401, 'federation.error.unauthorized')
      return admin(req, res, method, path)
    }
    if (method === 'GET' && path === '/') {
      const language = languageOf(url, req.headers['accept-language'])
      const number = (name: string): number | undefined => {
        const text = url.searchParams.get(name)
        return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined
      }
      const query = {
        page: number('page'),
        events: number('events'),
        find: url.searchParams.get('find') ?? '',
        ...(options.pageRows !== undefined ? { pageRows: options.pageRows } : {})
      }
      return send(res, 200, 'text/html; charset=utf-8', await renderIndex(db, language, query))
    }
    const page = /^\/([tp])\/(\d{1,9})$/.exec(path)
    if (method === 'GET' && page) {
      const language = languageOf(url, req.headers['accept-language'])
      const render = page[1] === 't' ? renderTournament : renderPlayer
      const html = await render(db, Number(page[2]), language)
      return send(res, html.found ? 200 : 404, 'text/html; charset=utf-8', html.text)
    }
    return error(res, 404, 'federation.error.notFound')
  }
  const admin = async (req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<void> => {
    if (method === 'GET' && path === '/api/halls') return json(res, 200, await listHalls(db))
    if (method === 'GET' && path === '/api/refusals') return json(res, 200, await refusals(db))
    if (method === 'GET' && path === '/api/players/duplicates') return json(res, 200, await possibleDuplicates(db))
    if (method !== 'POST') return error(res, 404, 'federation.error.notFound')
    if (path === '/api/players/merges') return answer(res, await mergePlayers(db, await jsonBody(req)), 201)
    if (path === '/api/halls') return answer(res, await registerHall(db, await jsonBody(req)), 201)
    if (path === '/api/series') return answer(res, await createSeries(db, await jsonBody(req)), 201)
    const hall = /^\/api\/halls\/(\d{1,9})\/(suspend|activate|keys)$/.exec(path)
    if (hall) {
      const id = Number(hall[1])
      if (hall[2] === 'keys') return answer(res, await rotateHallKey(db, id, await jsonBody(req)))
      return answer(res, await setHall(db, id, hall[2] === 'suspend' ? 'suspended' : 'active'))
    }
    const formula = /^\/api\/series\/(\d{1,9})\/formula$/.exec(path)
    if (formula) return answer(res, await announceSeriesFormula(db, Number(formula[1]), await jsonBody(req)))
    return error(res, 404, 'federation.error.notFound')
  }
  return createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      // A fault is logged without the request's contents and answered as one; nothing half-done stays (transactions).
      console.error(`federation: ${req.method} ${new URL(req.url ?? '/', 'http://f').pathname} failed:`, e)
      if (!res.headersSent) error(res, 500, 'federation.error.internal')
      else res.end()
    })
  })
}
