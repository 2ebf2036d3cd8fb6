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
