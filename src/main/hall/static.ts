import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describeError, type Logger } from '../app/log'
import { chooseEncoding, CompressionCache } from './compression'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ico': 'image/x-icon'
}

/** The same policy the Electron windows use: nothing remote, no eval, sockets only back to this server. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join('; ')

/** Longest request target we answer: the renderer's own paths are short; anything longer is not ours. */
export const MAX_URL_LENGTH = 1024

/** Where a request may lead: a file under the root, or a refusal with its HTTP status. */
export type StaticTarget = { ok: true; file: string; pathname: string } | { ok: false; status: 400 | 404 | 414 }

/**
 * Addresses that answer with a page of the built renderer. `/clock` is the clock's printed address and its QR code's
 * (`clockPageUrl`): it answers the hall display's own page at once, so a smart TV loads no admin entry and takes no
 * redirect first (one round trip less on slow hall Wi-Fi). Its scripts are named `./assets/…`, which from `/clock`
 * is `/assets/…` as from `/display.html`. Old `/#/clock` addresses still work: index.html's boot script sends them
 * on to display.html.
 */
const PAGES: Readonly<Record<string, string>> = { '': '/index.html', '/': '/index.html', '/clock': '/display.html' }

/** Characters a built renderer file name uses (Vite's hashed assets, sounds, fonts); anything else is not ours. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * Validate a request target before any file access: over-long targets, bad percent-encodings, null bytes
 * and other control characters, backslashes and dot segments are refused; only plain file names under `root` pass.
 */
export function resolveStaticPath(root: string, rawUrl: string | undefined): StaticTarget {
  const url = rawUrl ?? '/'
  if (url.length > MAX_URL_LENGTH) return { ok: false, status: 414 }
  if (!url.startsWith('/')) return { ok: false, status: 400 }
  const rawPath = url.split(/[?#]/, 1)[0]!
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400 }
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return { ok: false, status: 400 }
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, status: 400 }
  pathname = PAGES[pathname] ?? pathname
  if (!SAFE_PATH.test(pathname)) return { ok: false, status: 404 }
  const base = path.resolve(root)
  const file = path.resolve(base, '.' + pathname)
  if (!file.startsWith(base + path.sep)) return { ok: false, status: 400 }
  return { ok: true, file, pathname }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  414: 'Request target too long',
  500: 'Internal error'
}

/** A plain-text error answer; never throws (the socket may already be gone). */
export function sendStatus(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  try {
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(STATUS_TEXT[status] ?? '')
  } catch {
    res.destroy()
  }
}

const compressed = new CompressionCache()

/** Serve the built renderer. Only GET/HEAD, only validated file names inside `root`; text compressed when asked. */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, log: Logger): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendStatus(res, 405, { Allow: 'GET, HEAD' })
    return
  }
  const target = resolveStaticPath(root, req.url)
  if (!target.ok) {
    sendStatus(res, target.status)
    return
  }
  const { file, pathname } = target
  fs.readFile(file, (error, body) => {
    if (error) {
      const expected = error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR'
      if (!expected) log.error('http.static.read', { code: error.code, ...describeError(error) })
      sendStatus(res, expected ? 404 : 500)
      return
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], file)
    const ready = encoding === 'identity' ? Promise.resolve(body) : compressed.encode(file, body, encoding)
    ready.then(
      (payload) => {
        try {
          res.writeHead(200, {
            'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
            'Content-Security-Policy': CONTENT_SECURITY_POLICY,
            'X-Content-Type-Options': 'nosniff',
            'Referrer-Policy': 'no-referrer',
            'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            Vary: 'Accept-Encoding',
            'Content-Length': String(payload.length),
            ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding })
          })
          res.end(req.method === 'HEAD' ? undefined : payload)
        } catch (fault) {
          log.error('http.static.answer', describeError(fault))
          sendStatus(res, 500)
        }
      },
      (fault: unknown) => {
        log.error('http.static.compress', describeError(fault))
        sendStatus(res, 500)
      }
    )
  })
}
