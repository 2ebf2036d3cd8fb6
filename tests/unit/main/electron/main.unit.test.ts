import fs from 'node:fs'
import path from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openFloor } from '../../../../src/main/app/bootstrap'
import { BACKUP_FOLDER } from '../../../../src/main/store/backups'
import { lockDataFolder } from '../../../../src/main/store/lock'
import { IPC } from '../../../../src/shared/contract/bridge'
import { LOG_FOLDER, SHELL_LOG } from '../../../../src/main/electron/log'
import { admin as adminSession } from '../../../support/floor'
import { mainEvent } from '../../../support/fixtures'
import { display, fakeElectron, FakeBrowserWindow, type FakeElectron } from '../../../support/fakeElectron'
import { useTempDir } from '../../../support/tempDir'

/**
 * The desktop app's main process (src/main/electron/main.ts) run in Node over a fake `electron` module: the Electron
 * binary cannot be downloaded here, so tests/support/fakeElectron.ts stands in for app, BrowserWindow, screen,
 * dialog, Menu, protocol, session and powerSaveBlocker. Everything else is real: the data folder, its lock, SQLite,
 * the backups, the service.
 */
const tempDir = useTempDir()
let electron: FakeElectron
let dataDir: string
/** The app got as far as 'will-quit' (its data folder closed). */
let quitted = false

const laptop = display(1, 0, 1440, 900, 'Built-in')
const hall = display(2, 1440, 1920, 1080, 'Hall TV')

async function startApp(displays = [laptop, hall], packaged = false): Promise<void> {
  electron = fakeElectron(dataDir, displays, 1)
  electron.app.isPackaged = packaged
  quitted = false
  electron.app.on('will-quit', () => (quitted = true))
  vi.doMock('electron', () => electron)
  vi.resetModules()
  await import('../../../../src/main/electron/main')
  electron.app.ready()
  await new Promise((resolve) => setTimeout(resolve, 10))
}

const windows = (): FakeBrowserWindow[] => FakeBrowserWindow.getAllWindows()
const adminWindow = (): FakeBrowserWindow => windows().find((w) => w.url?.endsWith('#/admin'))!
const clockWindow = (): FakeBrowserWindow | undefined => windows().find((w) => w.url?.endsWith('#/clock'))

function menuItem(...labels: string[]): MenuItemConstructorOptions {
  let items = electron.Menu.current!.template as MenuItemConstructorOptions[]
  let found: MenuItemConstructorOptions | undefined
  for (const label of labels) {
    found = items.find((i) => i.label === label)
    items = (found?.submenu as MenuItemConstructorOptions[]) ?? []
  }
  if (!found) throw new Error(`no menu item ${labels.join(' › ')}`)
  return found
}
const click = (item: MenuItemConstructorOptions): void => item.click!(undefined as never, undefined, undefined as never)

async function quitAndWait(): Promise<void> {
  if (electron.app.exitCode !== null || quitted) return
  electron.app.quit()
  await vi.waitFor(() => expect(quitted).toBe(true), { timeout: 15_000 })
}

beforeEach(() => {
  dataDir = tempDir()
  process.env.FLOORCLOCK_DATA_DIR = dataDir
})
afterEach(async () => {
  if (electron) await quitAndWait()
  vi.doUnmock('electron')
  delete process.env.FLOORCLOCK_DATA_DIR
  delete process.env.ELECTRON_RENDERER_URL
})

describe('the desktop app’s main process, over a fake electron', () => {
  it('opens the admin and, fullscreen on the hall monitor, the clock, both from app://floorclock, locked down', async () => {
    await startApp()
    expect(electron.protocol.privileged).toEqual([expect.objectContaining({ scheme: 'app' })])
    expect(electron.protocol.handlers.has('app')).toBe(true)
    expect(windows()).toHaveLength(2)
    expect(adminWindow().url).toBe('app://floorclock/index.html#/admin')
    const clock = clockWindow()!
    expect(clock.url).toBe('app://floorclock/index.html#/clock')
    clock.ready()
    expect(clock.isFullScreen()).toBe(true)
    expect(clock.getBounds().x).toBe(hall.bounds.x)
    for (const win of windows()) {
      expect(win.options.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false
      })
      expect(win.webContents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
      expect(win.webContents.navigate('https://evil.example/')).toBe(false)
      expect(win.webContents.navigate('file:///etc/passwd', 'will-redirect')).toBe(false)
      expect(win.webContents.navigate('app://floorclock/index.html#/clock')).toBe(true)
    }
    let granted: boolean | null = null
    electron.session.defaultSession.permissionRequest!(null, 'media', (g) => (granted = g))
    expect(granted).toBe(false)
    expect(electron.session.defaultSession.permissionCheck!()).toBe(false)
    expect(menuItem('Clock', 'Show the clock window').accelerator).toBe('CmdOrCtrl+Shift+K')
    expect(fs.readFileSync(path.join(dataDir, LOG_FOLDER, SHELL_LOG), 'utf8')).toContain(
      'clock window opened on display 2, fullscreen'
    )
  })

  it('a second start of the app brings the running one forward', async () => {
    await startApp()
    adminWindow().minimize()
    electron.app.emit('second-instance')
    expect(adminWindow().isMinimized()).toBe(false)
    expect(adminWindow().focused).toBe(true)
  })

  it('a crashed clock page is reloaded and logged; a closed clock window comes back from the menu', async () => {
    await startApp()
    const clock = clockWindow()!
    clock.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 5 })
    expect(clock.webContents.reloads).toBe(1)
    expect(fs.readFileSync(path.join(dataDir, LOG_FOLDER, SHELL_LOG), 'utf8')).toContain(
      "the clock window's page ended (oom, exit code 5"
    )
    clock.close()
    expect(clockWindow()).toBeUndefined()
    click(menuItem('Clock', 'Show the clock window'))
    expect(clockWindow()).toBeDefined()
    expect(clockWindow()).not.toBe(clock)
  })

  it('the clock goes fullscreen to a hall monitor plugged in later, and the menu lists it', async () => {
    await startApp([laptop])
    const clock = clockWindow()!
    clock.ready()
    expect(clock.isFullScreen()).toBe(false)
    electron.screen.plug(hall)
    expect(clock.isFullScreen()).toBe(true)
    expect(clock.getBounds().x).toBe(hall.bounds.x)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const displays = menuItem('Clock', 'Clock on display').submenu as MenuItemConstructorOptions[]
    expect(displays.map((d) => [d.label, d.checked])).toEqual([
      ['Built-in — 1440 × 900 (this screen)', false],
      ['Hall TV — 1920 × 1080', true]
    ])
    click(displays[0]!)
    expect(clock.isFullScreen()).toBe(false)
    expect(clock.getBounds().x).toBeLessThan(hall.bounds.x)
  })

  it('quitting takes a backup first, then closes the data folder', async () => {
    await startApp()
    electron.app.quit()
    // The first quit is held back for the backup, then quit again.
    expect(electron.app.quits).toHaveLength(1)
    await vi.waitFor(() => expect(quitted).toBe(true), { timeout: 15_000 })
    expect(electron.app.quits).toHaveLength(2)
    const backups = fs.readdirSync(path.join(dataDir, BACKUP_FOLDER))
    expect(backups.some((f) => /-quit\.sqlite$/.test(f))).toBe(true)
    // Closed: the folder can be taken again.
    lockDataFolder(dataDir).release()
  })

  it('closing the admin window asks first: keep running, or quit (with the backup)', async () => {
    await startApp()
    electron.dialog.answers.push(1)
    adminWindow().close()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(adminWindow().isDestroyed()).toBe(false)
    expect(electron.dialog.asked.at(-1)).toMatchObject({ message: 'Quit Floorclock?' })
    expect(electron.app.quits).toHaveLength(0)
    electron.dialog.answers.push(0)
    adminWindow().close()
    await vi.waitFor(() => expect(quitted).toBe(true), { timeout: 15_000 })
    expect(windows()).toHaveLength(0)
  })

  it('a data folder held by the hall server: says who holds it, opens no window, exits', async () => {
    const held = lockDataFolder(dataDir, { kind: 'hall server' })
    try {
      await startApp()
      expect(electron.dialog.errors).toEqual([
        {
          title: 'Floorclock is already running',
          content: expect.stringContaining(`the Floorclock hall server (process ${process.pid})`)
        }
      ])
      expect(electron.app.exitCode).toBe(4)
      expect(windows()).toHaveLength(0)
      expect(fs.existsSync(path.join(dataDir, 'floorclock.sqlite'))).toBe(false)
    } finally {
      held.release()
    }
  })

  it('keeps the display awake from a scheduled start’s countdown, and not when nothing is under way', async () => {
    const floor = openFloor(dataDir)
    const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, adminSession())
    if (!created.ok) throw new Error(created.error.message)
    const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
    const items = [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }]
    floor.service.execute(
      { command: { type: 'clock.structure.set', tournamentId, structure: { items } } },
      adminSession()
    )
    const at = Date.now() + 3_600_000
    const scheduled = floor.service.execute({ command: { type: 'clock.start', tournamentId, at } }, adminSession())
    expect(scheduled.ok).toBe(true)
    floor.close()

    await startApp()
    expect([...electron.powerSaveBlocker.active.values()]).toEqual(['prevent-display-sleep'])
    await quitAndWait()
    expect(electron.powerSaveBlocker.active.size).toBe(0)

    dataDir = tempDir()
    process.env.FLOORCLOCK_DATA_DIR = dataDir
    await startApp()
    expect(electron.powerSaveBlocker.active.size).toBe(0)
  })
})

/**
 * Where the windows' pages come from. electron-vite's dev command sets ELECTRON_RENDERER_URL; anyone can set it when
 * starting the installed app. A packaged app loads only itself; in development only a dev server on this machine.
 */
describe('the pages the windows load (ELECTRON_RENDERER_URL)', () => {
  const shellLogText = (): string => fs.readFileSync(path.join(dataDir, LOG_FOLDER, SHELL_LOG), 'utf8')
  /** A frame from the admin window as if its page were at `url`: accepted, or refused as foreign. */
  async function adminFrameFrom(url: string): Promise<unknown> {
    const contents = adminWindow().webContents
    contents.mainFrame.url = url
    const handler = electron.ipcMain.handlers.get(IPC.frame)!
    return handler({ sender: contents, senderFrame: contents.mainFrame }, JSON.stringify({ kind: 'ping', id: 1 }))
  }

  it('packaged: a remote site in the variable is not loaded, not navigable, gets no IPC, and the log says why', async () => {
    process.env.ELECTRON_RENDERER_URL = 'https://evil.example/'
    await startApp([laptop], true)
    expect(windows().map((w) => w.url)).toEqual([
      'app://floorclock/index.html#/admin',
      'app://floorclock/index.html#/clock'
    ])
    expect(adminWindow().webContents.navigate('https://evil.example/#/admin')).toBe(false)
    expect(await adminFrameFrom('https://evil.example/#/admin')).toMatchObject({
      ok: false,
      error: { code: 'error.foreignFrame' }
    })
    expect(await adminFrameFrom('app://floorclock/index.html#/admin')).toEqual({ ok: true, value: null })
    expect(shellLogText()).toContain(
      'ELECTRON_RENDERER_URL="https://evil.example/" is not used (the packaged app loads only its own pages)'
    )
  })

  it('packaged: not even the dev server’s own address on this machine is trusted', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173'
    await startApp([laptop], true)
    expect(adminWindow().url).toBe('app://floorclock/index.html#/admin')
    expect(adminWindow().webContents.navigate('http://localhost:5173/#/admin')).toBe(false)
    expect(await adminFrameFrom('http://localhost:5173/#/admin')).toMatchObject({
      error: { code: 'error.foreignFrame' }
    })
  })

  it('in development: the dev server on this machine is loaded and trusted, and nothing else', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173'
    await startApp([laptop], false)
    expect(adminWindow().url).toBe('http://localhost:5173/#/admin')
    expect(clockWindow()!.url).toBe('http://localhost:5173/#/clock')
    expect(adminWindow().webContents.navigate('http://localhost:5173/#/clock')).toBe(true)
    expect(adminWindow().webContents.navigate('http://localhost:5174/')).toBe(false)
    expect(adminWindow().webContents.windowOpenHandler!({ url: 'http://localhost:5173/' })).toEqual({ action: 'deny' })
    expect(await adminFrameFrom('http://localhost:5173/#/admin')).toEqual({ ok: true, value: null })
    expect(await adminFrameFrom('https://evil.example/#/admin')).toMatchObject({
      error: { code: 'error.foreignFrame' }
    })
  })

  it('in development: an address that is not this machine is refused with its reason; the built pages load', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://192.168.1.20:5173'
    await startApp([laptop], false)
    expect(adminWindow().url).toBe('app://floorclock/index.html#/admin')
    expect(adminWindow().webContents.navigate('http://192.168.1.20:5173/')).toBe(false)
    expect(await adminFrameFrom('http://192.168.1.20:5173/#/admin')).toMatchObject({
      error: { code: 'error.foreignFrame' }
    })
    expect(shellLogText()).toContain('192.168.1.20 is not this machine')
  })
})

describe('a GPU-process crash, over a fake electron', () => {
  it('reloads every window’s page, like a renderer crash, and logs it; other child processes are only logged', async () => {
    await startApp()
    expect(windows()).toHaveLength(2)
    electron.app.emit(
      'child-process-gone',
      {},
      { type: 'Utility', reason: 'crashed', exitCode: 1, name: 'Audio Service' }
    )
    expect(windows().map((w) => w.webContents.reloads)).toEqual([0, 0])
    electron.app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 139 })
    expect(windows().map((w) => w.webContents.reloads)).toEqual([1, 1])
    const logged = fs.readFileSync(path.join(dataDir, LOG_FOLDER, SHELL_LOG), 'utf8')
    expect(logged).toContain('a child process (Audio Service) ended (crashed, exit code 1)')
    expect(logged).toContain(
      'the GPU process ended (crashed, exit code 139; 1 in the last minute): reloading every window'
    )
  })
})
