import type { BrowserWindowConstructorOptions } from 'electron'

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
 * Is `url` part of the app? In production the renderer is loaded from file:// under `appRoot`; in development from
 * the electron-vite dev server at `devServer`. Anything else (remote sites, other files) is refused.
 */
export function isInternalUrl(url: string, appRoot: string, devServer?: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (devServer) {
    try {
      const dev = new URL(devServer)
      if (parsed.origin === dev.origin) return true
    } catch {
      // a malformed dev-server URL grants nothing
    }
  }
  if (parsed.protocol !== 'file:') return false
  const root = new URL(appRoot.endsWith('/') ? appRoot : appRoot + '/', 'file://')
  const rootPath = decodeURIComponent(root.pathname)
  const filePath = decodeURIComponent(parsed.pathname)
  return filePath.startsWith(rootPath) && !filePath.includes('/../')
}
