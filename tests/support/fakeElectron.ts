import { EventEmitter } from 'node:events'
import type { Rectangle } from 'electron'
import { displayMatching, type DisplayInfo } from '../../src/main/electron/displays'

/**
 * A fake `electron` module for tests in Node: the Electron binary cannot be downloaded on this machine, so the
 * shell's glue runs over these stand-ins (vi.mock('electron', …)). They keep what a test needs to see (windows,
 * their bounds and fullscreen, loaded URLs, listeners, the menu, dialogs, power blockers) and emit the events the
 * real ones emit, when the test says so.
 */
export interface FakeDisplay extends DisplayInfo {
  label: string
  size: { width: number; height: number }
}

export function display(id: number, x: number, width = 1920, height = 1080, label = ''): FakeDisplay {
  const bounds = { x, y: 0, width, height }
  return { id, label, bounds, workArea: { ...bounds, height: height - 40 }, size: { width, height } }
}

type Listener = (...args: unknown[]) => unknown

/** An Electron-style event: `preventDefault()` and `defaultPrevented`. */
export function fakeEvent(): { preventDefault: () => void; defaultPrevented: boolean } {
  const event = {
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true
    }
  }
  return event
}

export class FakeWebContents extends EventEmitter {
  static nextId = 1
  readonly id = FakeWebContents.nextId++
  readonly loaded: string[] = []
  reloads = 0
  crashesForced = 0
  destroyed = false
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  readonly sent: unknown[][] = []
  readonly mainFrame = { url: '' }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler
  }
  reload(): void {
    this.reloads += 1
  }
  forcefullyCrashRenderer(): void {
    this.crashesForced += 1
    this.emit('render-process-gone', fakeEvent(), { reason: 'killed', exitCode: 9 })
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  send(...args: unknown[]): void {
    this.sent.push(args)
  }
  /** What a real page would do: ask to navigate; returns whether the app let it. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const e = fakeEvent()
    this.emit(event, e, url)
    return !e.defaultPrevented
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static all: FakeBrowserWindow[] = []
  readonly webContents = new FakeWebContents()
  bounds: Rectangle
  fullscreen = false
  visible = false
  minimized = false
  focused = false
  destroyed = false
  url: string | null = null

  constructor(readonly options: Record<string, unknown>) {
    super()
    this.bounds = {
      x: (options.x as number) ?? 0,
      y: (options.y as number) ?? 0,
      width: (options.width as number) ?? 800,
      height: (options.height as number) ?? 600
    }
    FakeBrowserWindow.all.push(this)
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.all.filter((w) => !w.destroyed)
  }
  loadURL(url: string): Promise<void> {
    this.url = url
    this.webContents.loaded.push(url)
    this.webContents.mainFrame.url = url
    return Promise.resolve()
  }
  getBounds(): Rectangle {
    return { ...this.bounds }
  }
  setBounds(bounds: Partial<Rectangle>): void {
    this.bounds = { ...this.bounds, ...bounds }
    this.emit('move')
  }
  isFullScreen(): boolean {
    return this.fullscreen
  }
  setFullScreen(flag: boolean): void {
    if (this.fullscreen === flag) return
    this.fullscreen = flag
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen')
  }
  show(): void {
    this.visible = true
  }
  focus(): void {
    this.focused = true
  }
  isMinimized(): boolean {
    return this.minimized
  }
  minimize(): void {
    this.minimized = true
    this.focused = false
  }
  restore(): void {
    this.minimized = false
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** The user closes the window: 'close' (which the app may prevent), then 'closed'. */
  close(): void {
    const e = fakeEvent()
    this.emit('close', e)
    if (e.defaultPrevented) return
    this.destroy()
  }
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
  /** The page has loaded (Electron's 'ready-to-show'). */
  ready(): void {
    this.emit('ready-to-show')
  }
  /** The user drags the window to `x`: Linux sends only 'move', never 'moved'. */
  dragTo(x: number, y = 0): void {
    this.bounds = { ...this.bounds, x, y }
    this.emit('move')
  }
}

export class FakeScreen extends EventEmitter {
  constructor(
    public displays: FakeDisplay[],
    public primaryId: number
  ) {
    super()
  }
  getAllDisplays(): FakeDisplay[] {
    return [...this.displays]
  }
  getPrimaryDisplay(): FakeDisplay {
    return this.displays.find((d) => d.id === this.primaryId)!
  }
  getDisplayMatching(rect: Rectangle): FakeDisplay {
    return (displayMatching(this.displays, rect) as FakeDisplay | undefined) ?? this.getPrimaryDisplay()
  }
  plug(d: FakeDisplay): void {
    this.displays.push(d)
    this.emit('display-added', fakeEvent(), d)
  }
  unplug(id: number): void {
    const d = this.displays.find((x) => x.id === id)!
    this.displays = this.displays.filter((x) => x.id !== id)
    this.emit('display-removed', fakeEvent(), d)
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's screen has one overload per event
  override on(event: string, listener: (...args: any[]) => void): this {
    return super.on(event, listener)
  }
}

export class FakeApp extends EventEmitter {
  singleInstance = true
  readonly quits: number[] = []
  exitCode: number | null = null
  locale = 'en-US'
  isPackaged = false
  private readyResolve: (() => void) | null = null
  private readonly readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve))

  constructor(private readonly userData: string) {
    super()
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstance
  }
  whenReady(): Promise<void> {
    return this.readyPromise
  }
  /** The test says: Electron is ready. */
  ready(): void {
    this.readyResolve?.()
  }
  getPath(): string {
    return this.userData
  }
  getLocale(): string {
    return this.locale
  }
  /** Like Electron's: 'before-quit' (preventable), then every window is closed (each may refuse), then 'will-quit'. */
  quit(): void {
    this.quits.push(Date.now())
    const e = fakeEvent()
    this.emit('before-quit', e)
    if (e.defaultPrevented) return
    for (const win of FakeBrowserWindow.getAllWindows()) {
      win.close()
      if (!win.isDestroyed()) return
    }
    this.emit('will-quit', fakeEvent())
  }
  exit(code: number): void {
    this.exitCode = code
  }
}

export interface FakeElectron {
  app: FakeApp
  screen: FakeScreen
  BrowserWindow: typeof FakeBrowserWindow
  dialog: {
    errors: Array<{ title: string; content: string }>
    answers: number[]
    asked: Array<Record<string, unknown>>
    showErrorBox(title: string, content: string): void
    showMessageBox(win: unknown, options: Record<string, unknown>): Promise<{ response: number }>
    showMessageBoxSync(options: Record<string, unknown>): number
  }
  Menu: {
    current: { template: unknown[] } | null
    buildFromTemplate(template: unknown[]): { template: unknown[] }
    setApplicationMenu(menu: { template: unknown[] } | null): void
  }
  powerSaveBlocker: { active: Map<number, string>; next: number; start(type: string): number; stop(id: number): void }
  powerMonitor: EventEmitter
  protocol: {
    privileged: unknown[]
    handlers: Map<string, (request: Request) => Promise<Response>>
    registerSchemesAsPrivileged(schemes: unknown[]): void
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void
  }
  session: {
    defaultSession: {
      headers: ((details: unknown, callback: (r: unknown) => void) => void) | null
      permissionRequest: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null
      permissionCheck: ((...args: unknown[]) => boolean) | null
      webRequest: { onHeadersReceived(fn: (details: unknown, callback: (r: unknown) => void) => void): void }
      setPermissionRequestHandler(fn: (c: unknown, p: string, cb: (granted: boolean) => void) => void): void
      setPermissionCheckHandler(fn: (...args: unknown[]) => boolean): void
    }
  }
  ipcMain: { handlers: Map<string, (...args: unknown[]) => unknown>; handle(channel: string, fn: Listener): void }
}

export function fakeElectron(userData: string, displays: FakeDisplay[] = [display(1, 0)], primaryId = 1): FakeElectron {
  FakeBrowserWindow.all = []
  const defaultSession: FakeElectron['session']['defaultSession'] = {
    headers: null,
    permissionRequest: null,
    permissionCheck: null,
    webRequest: {
      onHeadersReceived: (fn) => {
        defaultSession.headers = fn
      }
    },
    setPermissionRequestHandler: (fn) => {
      defaultSession.permissionRequest = fn
    },
    setPermissionCheckHandler: (fn) => {
      defaultSession.permissionCheck = fn
    }
  }
  const dialog: FakeElectron['dialog'] = {
    errors: [],
    answers: [],
    asked: [],
    showErrorBox: (title, content) => void dialog.errors.push({ title, content }),
    showMessageBox: (_win, options) => {
      dialog.asked.push(options)
      return Promise.resolve({ response: dialog.answers.shift() ?? (options.cancelId as number) ?? 0 })
    },
    showMessageBoxSync: (options) => {
      dialog.asked.push(options)
      return dialog.answers.shift() ?? (options.cancelId as number) ?? 0
    }
  }
  const Menu: FakeElectron['Menu'] = {
    current: null,
    buildFromTemplate: (template) => ({ template }),
    setApplicationMenu: (menu) => {
      Menu.current = menu
    }
  }
  const powerSaveBlocker: FakeElectron['powerSaveBlocker'] = {
    active: new Map(),
    next: 1,
    start: (type) => {
      const id = powerSaveBlocker.next++
      powerSaveBlocker.active.set(id, type)
      return id
    },
    stop: (id) => void powerSaveBlocker.active.delete(id)
  }
  const protocol: FakeElectron['protocol'] = {
    privileged: [],
    handlers: new Map(),
    registerSchemesAsPrivileged: (schemes) => void protocol.privileged.push(...schemes),
    handle: (scheme, handler) => void protocol.handlers.set(scheme, handler)
  }
  const ipcMain: FakeElectron['ipcMain'] = {
    handlers: new Map(),
    handle: (channel, fn) => void ipcMain.handlers.set(channel, fn)
  }
  return {
    app: new FakeApp(userData),
    screen: new FakeScreen(displays, primaryId),
    BrowserWindow: FakeBrowserWindow,
    dialog,
    Menu,
    powerSaveBlocker,
    powerMonitor: new EventEmitter(),
    protocol,
    session: { defaultSession },
    ipcMain
  }
}
