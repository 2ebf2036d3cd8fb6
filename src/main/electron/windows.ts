import path from 'node:path'
import { app, BrowserWindow, type WebContents } from 'electron'
import { appUrl } from './appProtocol'
import { WINDOW_SIZE, type Placement } from './displays'
import { DEV_SERVER_ENV, isInternalUrl, rendererSource, secureWebPreferences } from './security'

export type View = 'admin' | 'clock'

const PRELOAD = path.join(__dirname, '../preload/index.js')
/** The built renderer, answered as app://floorclock/ (appProtocol.ts). */
export const RENDERER_DIR = path.join(__dirname, '../renderer')
/**
 * Where the pages come from, decided once when the shell starts: the built renderer, or in development (never when
 * packaged) electron-vite's dev server on this machine (security.ts, `rendererSource`). main.ts logs a refusal.
 */
export const RENDERER_SOURCE = rendererSource(process.env[DEV_SERVER_ENV], app.isPackaged)
const DEV_SERVER = RENDERER_SOURCE.devServer ?? undefined

/** Is `url` one of the app's own pages? Navigation and IPC (ipc.ts) trust nothing else. */
export function isTrustedUrl(url: string): boolean {
  return isInternalUrl(url, DEV_SERVER)
}

/**
 * Lock a page's navigation down: it may not open windows, attach webviews, navigate or be redirected anywhere but
 * the app's own pages. Applied to every web contents the app creates (main.ts, `web-contents-created`).
 */
export function guardContents(contents: WebContents, log: (line: string) => void = () => {}): void {
  contents.setWindowOpenHandler(({ url }) => {
    log(`refused to open a window for ${url}`)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event, url) => {
    if (isTrustedUrl(url)) return
    event.preventDefault()
    log(`refused to navigate to ${url}`)
  })
  contents.on('will-redirect', (event, url) => {
    if (isTrustedUrl(url)) return
    event.preventDefault()
    log(`refused a redirect to ${url}`)
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/** Create a window for one of the two views at `placement` (fullscreen once shown, if asked), and load its page. */
export function createWindow(view: View, placement?: Placement, log?: (line: string) => void): BrowserWindow {
  const bounds = placement?.fullscreen ? { ...placement.bounds, ...WINDOW_SIZE } : placement?.bounds
  const win = new BrowserWindow({
    width: WINDOW_SIZE.width,
    height: WINDOW_SIZE.height,
    ...(bounds ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height } : {}),
    show: false,
    backgroundColor: '#0b0d12',
    title: view === 'admin' ? 'Floorclock' : 'Floorclock — clock',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(PRELOAD)
  })
  guardContents(win.webContents, log)
  win.once('ready-to-show', () => {
    if (placement?.fullscreen) win.setFullScreen(true)
    win.show()
  })
  void win.loadURL(DEV_SERVER ? `${DEV_SERVER}#/${view}` : appUrl(view))
  return win
}
