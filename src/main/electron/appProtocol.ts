import fs from 'node:fs'
import path from 'node:path'
import type { CustomScheme, Protocol } from 'electron'

/**
 * The renderer is loaded from `app://floorclock/…`, a custom protocol answered from the built renderer
 * folder, instead of `file://`: the pages get a real origin (so `'self'` in the CSP means the app and nothing else on
 * the disk), and the `grantFileProtocolExtraPrivileges` fuse can be off. Nothing outside the folder is served.
 */
export const APP_SCHEME = 'app'
export const APP_HOST = 'floorclock'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** Registered before the app is ready: standard (real origin, relative URLs), secure (like https), fetch and media. */
export const PRIVILEGED_SCHEMES: CustomScheme[] = [
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true }
  }
]

export function appUrl(view: string): string {
  return `${APP_ORIGIN}/index.html#/${view}`
}

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

export type AppRequest = { file: string; type: string } | { status: 400 | 403 | 404 }

/** Which file of `root` answers `url`, or why none does. */
export function resolveAppRequest(url: string, root: string): AppRequest {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { status: 400 }
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return { status: 403 }
  let pathname: string
  try {
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return { status: 400 }
  }
  if (pathname.includes('\0')) return { status: 400 }
  if (pathname === '/' || pathname === '') pathname = '/index.html'
  const base = path.resolve(root)
  const file = path.resolve(base, '.' + pathname)
  if (!file.startsWith(base + path.sep)) return { status: 403 }
  return { file, type: TYPES[path.extname(file)] ?? 'application/octet-stream' }
}

/** The answer to one request: the file with the app's CSP, or an empty error response. */
export async function answerAppRequest(request: Request, root: string, csp: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 })
  const resolved = resolveAppRequest(request.url, root)
  if ('status' in resolved) return new Response(null, { status: resolved.status })
  let body: Buffer
  try {
    body = await fs.promises.readFile(resolved.file)
  } catch {
    return new Response(null, { status: 404 })
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': resolved.type,
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache'
    }
  })
}

export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, root: string, csp: string): void {
  protocol.handle(APP_SCHEME, (request) => answerAppRequest(request, root, csp))
}
