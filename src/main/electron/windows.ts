import path from 'node:path'
import { BrowserWindow, screen, type Display } from 'electron'
import { secureWebPreferences, isInternalUrl } from './security'

export type View = 'admin' | 'clock'

const PRELOAD = path.join(__dirname, '../preload/index.js')
const RENDERER_HTML = path.join(__dirname, '../renderer/index.html')
const DEV_SERVER = process.env.ELECTRON_RENDERER_URL

export function isTrustedUrl(url: string): boolean {
  return isInternalUrl(url, path.dirname(RENDERER_HTML), DEV_SERVER)
}

/** Create a window for one of the two views, with navigation and new windows locked down. */
export function createWindow(view: View, display?: Display): BrowserWindow {
  const bounds = display?.workArea
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    ...(bounds ? { x: bounds.x, y: bounds.y } : {}),
    show: false,
    backgroundColor: '#0b0d12',
    title: view === 'admin' ? 'Floorclock' : 'Floorclock — clock',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(PRELOAD)
  })
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  win.webContents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url)) event.preventDefault()
  })
  win.webContents.on('will-attach-webview', (event) => event.preventDefault())
  win.once('ready-to-show', () => {
    if (view === 'clock' && display) win.setFullScreen(true)
    win.show()
  })
  if (DEV_SERVER) void win.loadURL(`${DEV_SERVER}#/${view}`)
  else void win.loadFile(RENDERER_HTML, { hash: `/${view}` })
  return win
}

/**
 * The display for the clock: the remembered one if still connected, else the first that is not the primary
 * (the hall monitor), else none (the clock opens as a normal window on the only screen).
 */
export function chooseClockDisplay(rememberedId: number | undefined): Display | undefined {
  const displays = screen.getAllDisplays()
  const remembered = displays.find((d) => d.id === rememberedId)
  if (remembered) return remembered
  const primary = screen.getPrimaryDisplay()
  return displays.find((d) => d.id !== primary.id)
}
