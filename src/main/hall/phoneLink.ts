import os from 'node:os'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describeError, type Logger } from '../app/log'
import { clockPageUrl, phonePageUrl, type PhoneLink } from '../../shared/contract/phoneLink'
import { qrSvg } from '../../shared/qr'
import { CONTENT_SECURITY_POLICY, sendStatus } from './static'

/** Tournament ids are ours (short, URL-safe); anything else is not a tournament of this server. */
const TOURNAMENT_ID = /^[A-Za-z0-9_.:-]{1,64}$/

function lanAddress(): string | null {
  for (const infos of Object.values(os.networkInterfaces()))
    for (const info of infos ?? []) if (info.family === 'IPv4' && !info.internal) return info.address
  return null
}

/**
 * The address phones use: the one the hall server was started for. Bound to every interface, the first LAN address of
 * this computer (a phone cannot reach "localhost"); bound to one address, that one; on loopback only, the name the
 * asking page used (the Host header, already checked against the host policy).
 */
export function phoneBase(boundHost: string, port: number, hostHeader: string | undefined): string {
  const everywhere = boundHost === '0.0.0.0' || boundHost === '::'
  const loopback = boundHost === '127.0.0.1' || boundHost === 'localhost' || boundHost === '::1'
  const chosen = everywhere ? lanAddress() : loopback ? null : boundHost
  if (chosen) return `http://${chosen.includes(':') ? `[${chosen}]` : chosen}:${port}`
  return `http://${hostHeader ?? `127.0.0.1:${port}`}`
}

const cache = new Map<string, PhoneLink>()

export async function phoneLink(base: string, tournamentId: string): Promise<PhoneLink> {
  return linkOf(phonePageUrl(base, tournamentId))
}

async function linkOf(url: string): Promise<PhoneLink> {
  const known = cache.get(url)
  if (known) return known
  // Made here, on the server, so no QR code ships in the hall display's bundle.
  const link = { url, svg: await qrSvg(url) }
  if (cache.size > 200) cache.clear()
  cache.set(url, link)
  return link
}

/** `GET /phone-link?t=<tournament id>` → `{ url, svg }` (public: the address of a public page). */
export function servePhoneLink(
  req: IncomingMessage,
  res: ServerResponse,
  boundHost: string,
  port: number,
  log: Logger
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendStatus(res, 405, { Allow: 'GET, HEAD' })
    return
  }
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('t') ?? ''
  if (!TOURNAMENT_ID.test(id)) {
    sendStatus(res, 400)
    return
  }
  send(req, res, phoneLink(phoneBase(boundHost, port, req.headers.host), id), log)
}

/**
 * `GET /clock-link` → `{ url, svg }`: the clock's address as screens and phones of the hall reach it (the address the
 * server was started for, as for the phone page) and its QR code, for the "Hall network" page (public: the clock is).
 */
export function serveClockLink(
  req: IncomingMessage,
  res: ServerResponse,
  boundHost: string,
  port: number,
  log: Logger
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendStatus(res, 405, { Allow: 'GET, HEAD' })
    return
  }
  send(req, res, linkOf(clockPageUrl(phoneBase(boundHost, port, req.headers.host))), log)
}

function send(req: IncomingMessage, res: ServerResponse, made: Promise<PhoneLink>, log: Logger): void {
  made.then(
    (link) => {
      const body = Buffer.from(JSON.stringify(link))
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
        'Content-Length': String(body.length)
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    },
    (fault: unknown) => {
      log.error('http.phoneLink', describeError(fault))
      sendStatus(res, 500)
    }
  )
}
