import { EventEmitter } from 'node:events'

/**
 * The Electron binary cannot be downloaded here, so tests that run the IPC transport use this in-process stand-in
 * (tests/support/fakeElectron.ts is the shell's fuller one, for the window lifecycle)
 * for the few pieces of `electron` it touches: `ipcMain.handle` / `ipcRenderer.invoke` as a pair of channels, and
 * `webContents.send` / `ipcRenderer.on` for pushes. Payloads are structured-cloned both ways, as Electron does.
 */
export interface FakeFrame {
  url: string
}

let contentsIds = 0

export class FakeWebContents extends EventEmitter {
  readonly id = ++contentsIds
  readonly mainFrame: FakeFrame
  destroyed = false
  /** What the renderer side receives (`ipcRenderer.on`). */
  readonly renderer = new EventEmitter()

  constructor(url: string) {
    super()
    this.mainFrame = { url }
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  send(channel: string, ...args: unknown[]): void {
    const copied = structuredClone(args)
    // Electron delivers asynchronously.
    setImmediate(() => this.renderer.emit(channel, { sender: this }, ...copied))
  }

  destroy(): void {
    this.destroyed = true
    this.emit('destroyed')
  }
}

type Handler = (event: { sender: FakeWebContents; senderFrame: FakeFrame | null }, ...args: unknown[]) => unknown

export class FakeIpcMain {
  readonly handlers = new Map<string, Handler>()

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }

  /** What `ipcRenderer.invoke` does from one window: clone in, run the handler, clone the answer out. */
  async invoke(contents: FakeWebContents, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    const result = await handler({ sender: contents, senderFrame: contents.mainFrame }, ...structuredClone(args))
    return structuredClone(result)
  }
}

/** An `ipcRenderer` bound to one window's contents. */
export function fakeIpcRenderer(ipcMain: FakeIpcMain, contents: FakeWebContents) {
  return {
    invoke: (channel: string, ...args: unknown[]) => ipcMain.invoke(contents, channel, ...args),
    on: (channel: string, listener: (...args: unknown[]) => void) => contents.renderer.on(channel, listener),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      contents.renderer.removeListener(channel, listener)
  }
}

/**
 * The module `electron` as the IPC tests see it. Every Electron window runs its own preload bound to its own
 * webContents; here the one loaded preload's `ipcRenderer` sends from `fakeIpc.window`, which `forWindow` sets
 * before each call a window's bridge makes. `contextBridge.exposeInMainWorld` hands the bridge to `exposed`.
 */
export const fakeIpc = {
  ipcMain: new FakeIpcMain(),
  window: null as FakeWebContents | null,
  exposed: new Map<string, unknown>()
}

const current = (): FakeWebContents => {
  if (!fakeIpc.window) throw new Error('no window is sending')
  return fakeIpc.window
}

export function electronModule() {
  return {
    // The stand-in is the app as shipped: packaged, so windows.ts trusts only app://floorclock.
    app: { isPackaged: true },
    ipcMain: fakeIpc.ipcMain,
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) => fakeIpc.ipcMain.invoke(current(), channel, ...args),
      on: (channel: string, listener: (...args: unknown[]) => void) => current().renderer.on(channel, listener),
      removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
        current().renderer.removeListener(channel, listener)
    },
    contextBridge: {
      exposeInMainWorld: (name: string, api: unknown) => fakeIpc.exposed.set(name, api)
    }
  }
}

/** The preload's bridge as one window sees it: every call is made from that window's webContents. */
export function forWindow<T extends Record<string, (...args: never[]) => unknown>>(
  bridge: T,
  contents: FakeWebContents
): T {
  const bound: Record<string, unknown> = {}
  for (const [name, fn] of Object.entries(bridge)) {
    bound[name] = (...args: never[]) => {
      fakeIpc.window = contents
      return fn(...args)
    }
  }
  return bound as T
}
