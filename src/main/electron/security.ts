import type { BrowserWindowConstructorOptions } from 'electron'
import { APP_HOST, APP_SCHEME } from './appProtocol'

/**
 * The security settings of every Floorclock window, in one place so a test can read them (tests/unit/security).
 * Pure data and functions: no Electron runtime import, so it type-checks and tests without the Electron binary.
 */
export function secureWebPreferences(preload: string): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false
  }
}

/**
 * Is `url` part of the app? In production the renderer is loaded from `app://floorclock/` (appProtocol.ts); in
 * development from the electron-vite dev server at `devServer`. Anything else (remote sites, files) is refused.
 */
export function isInternalUrl(url: string, devServer?: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password)
    return true
  if (devServer) {
    try {
      if (parsed.origin === new URL(devServer).origin) return true
    } catch {
      // a malformed dev-server URL grants nothing
    }
  }
  return false
}

/** The environment variable electron-vite's dev command sets to its dev server's address. */
export const DEV_SERVER_ENV = 'ELECTRON_RENDERER_URL'

export interface RendererSource {
  /** The dev server the windows load their pages from, or null: the built renderer at app://floorclock. */
  readonly devServer: string | null
  /** Why an address given in the environment is not used, for the log; null when none was given or it is used. */
  readonly refused: string | null
}

/**
 * Where the windows' pages come from. A packaged app loads only itself: whatever the environment says, its pages are
 * the built renderer at app://floorclock — otherwise anyone who can start it with one variable set could load a site
 * of theirs as the admin window, with its IPC rights and no PIN (what the NODE_OPTIONS fuse exists to prevent). In
 * development (`npm start`, not packaged) electron-vite's dev server is used, and only on this machine: an http(s)
 * address on a loopback host (localhost, 127.x.x.x, [::1]) without a user name or password. Anything else is refused
 * with its reason, and the built renderer is loaded instead.
 */
export function rendererSource(value: string | undefined, isPackaged: boolean): RendererSource {
  if (value === undefined || value === '') return { devServer: null, refused: null }
  // The value is someone's input: quoted, and cut short, so it cannot write lines of its own into the log.
  const shown = JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)
  const refuse = (why: string): RendererSource => ({
    devServer: null,
    refused: `${DEV_SERVER_ENV}=${shown} is not used (${why}): the windows load the built pages at app://${APP_HOST}`
  })
  if (isPackaged) return refuse('the packaged app loads only its own pages')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return refuse('not a web address')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(`${url.protocol} is not http or https`)
  if (url.username || url.password) return refuse('it carries a user name or password')
  if (!isLoopbackHost(url.hostname))
    return refuse(`${url.hostname} is not this machine; only localhost, 127.x.x.x or [::1] is`)
  url.hash = ''
  url.search = ''
  return { devServer: url.href, refused: null }
}

/** `hostname` as the WHATWG URL parser leaves it (IPv4 numbers normalised, IPv6 in brackets, lower case). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}
