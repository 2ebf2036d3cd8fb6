/**
 * Electron shell. Thin on purpose: the decisions are plain functions and small classes beside it (displays.ts,
 * clockWindow.ts, recovery.ts, menu.ts, appProtocol.ts, security.ts, quit.ts), and everything beyond windows is in
 * src/main/app, shared with the hall server. This file cannot run here (no Electron binary): it is type-checked, and
 * tests/unit/main/electron/main.unit.test.ts runs it in Node over a fake `electron` module.
 */
import path from 'node:path'
import { app, BrowserWindow, dialog, Menu, powerMonitor, powerSaveBlocker, protocol, screen, session } from 'electron'
import { anyUnderWay, scheduleBackups } from '../app/journal/backupSchedule'
import type { OpenedFloor } from '../app/bootstrap'
import { DATA_DIR_ENV, DATABASE_FILE } from '../app/start/dataDir'
import { HallSharing } from '../app/sharing'
import { MonotonicClock } from '../app/timer/time'
import { CONTENT_SECURITY_POLICY } from '../hall/static'
import { Backups, restoreFile } from '../store/backups'
import { DatabaseRefusedError } from '../store/database'
import { DataFolderBusyError, lockDataFolder } from '../store/lock'
import type { SafeModeReport } from '../../shared/contract/protocol'
import { translate, type MessageKey, type Params } from '../../shared/i18n'
import { PRIVILEGED_SCHEMES, registerAppProtocol } from './appProtocol'
import { ClockWindow } from './clockWindow'
import { registerIpc } from './ipc'
import { shellLog } from './log'
import { menuTemplate } from './menu'
import { backUpThenQuit, QUIT_BACKUP_TIMEOUT_MS } from './quit'
import { watchChildProcesses, watchRenderer } from './recovery'
import { desktopMode, openDesktopFloor } from './safeStart'
import { createWindow, guardContents, isTrustedUrl, RENDERER_DIR, RENDERER_SOURCE } from './windows'

type Translate = (key: MessageKey, params?: Params) => string

/** The windows of the running app, for a second instance to bring forward. */
let admin: BrowserWindow | null = null

// Before `ready`: the renderer's own scheme (app://floorclock), with a real origin.
protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES)

if (!app.requestSingleInstanceLock()) app.quit()
else {
  // A second start of the app (a double click on the icon) brings this one forward instead.
  app.on('second-instance', () => {
    if (!admin || admin.isDestroyed()) return
    if (admin.isMinimized()) admin.restore()
    admin.show()
    admin.focus()
  })
  void app.whenReady().then(start)
}

function start(): void {
  const language = app.getLocale().toLowerCase().startsWith('ru') ? 'ru' : 'en'
  const t: Translate = (key, params) => translate(language, key, params)
  const dataDir = process.env[DATA_DIR_ENV] ?? app.getPath('userData')
  const log = shellLog(dataDir)
  // A dev-server address the shell will not load (packaged, or not on this machine) is said once, with its reason.
  if (RENDERER_SOURCE.refused) log(RENDERER_SOURCE.refused)
  // The GPU process draws every window: its crash reloads them all, like a renderer crash (recovery.ts).
  watchChildProcesses(app, () => BrowserWindow.getAllWindows(), { log, now: Date.now })
  const clock = new MonotonicClock()
  const opened = openOrRefuse(dataDir, clock, t, log)
  if (!opened) return
  const { floor } = opened
  // A journal with a record that does not fold opens in safe mode: the admin window shows the
  // safe-mode screen (the record, the newest good backup), nothing is recorded, no backup is taken.
  const mode = desktopMode(opened)
  const backups = mode.backups ? scheduleBackups(floor) : null

  registerAppProtocol(protocol, RENDERER_DIR, CONTENT_SECURITY_POLICY)
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] }
    })
  })
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.defaultSession.setPermissionCheckHandler(() => false)
  app.on('web-contents-created', (_event, contents) => guardContents(contents, log))

  const adminWindow = createWindow('admin', undefined, log)
  admin = adminWindow
  watchRenderer(adminWindow, 'admin', { log, now: Date.now })
  // The menu shows the displays and where the clock is: redrawn after each change has settled (ClockWindow first).
  const refreshSoon = (): void => void setTimeout(refreshMenu, 0)
  const clockWindow = new ClockWindow({
    screen,
    create: (placement) => {
      const win = createWindow('clock', placement, log)
      win.on('enter-full-screen', refreshSoon)
      win.on('leave-full-screen', refreshSoon)
      win.on('closed', refreshSoon)
      return win
    },
    settings: {
      get: (key) => floor.settings.get(key),
      set: (key, value) => floor.settings.set(key, value, Date.now())
    },
    log,
    now: Date.now
  })
  clockWindow.open()
  registerIpc(
    floor.service,
    isTrustedUrl,
    (contents) => (contents === adminWindow.webContents ? 'admin' : 'display'),
    mode.operate,
    { safeMode: mode.safeMode }
  )

  // The hall server inside this process, when the director shares the clock on the hall network.
  const sharing = new HallSharing(floor, {
    operate: mode.operate,
    staticDir: RENDERER_DIR,
    log
  })
  if (mode.sharing) void sharing.resume()

  function refreshMenu(): void {
    const displays = screen.getAllDisplays()
    const win = clockWindow.window
    const state = {
      platform: process.platform,
      displays,
      primaryId: screen.getPrimaryDisplay().id,
      clockDisplayId: clockWindow.currentDisplayId(),
      clockOpen: win !== null,
      clockFullScreen: win?.isFullScreen() ?? false,
      dev: !app.isPackaged
    }
    const actions = {
      showClock: () => {
        clockWindow.open()
        refreshMenu()
      },
      toggleClockFullScreen: () => clockWindow.toggleFullScreen(),
      moveClockTo: (id: number) => {
        clockWindow.moveTo(id)
        refreshMenu()
      },
      showAdmin: () => {
        if (adminWindow.isDestroyed()) return
        if (adminWindow.isMinimized()) adminWindow.restore()
        adminWindow.show()
        adminWindow.focus()
      }
    }
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(state, actions, t)))
  }
  refreshMenu()
  screen.on('display-added', refreshSoon)
  screen.on('display-removed', refreshSoon)
  screen.on('display-metrics-changed', refreshSoon)

  // Keep the hall monitor awake while a tournament is under way, from its scheduled start's countdown on.
  let blocker: number | null = null
  const updateBlocker = (): void => {
    const awake = anyUnderWay(floor.service.current, floor.clock.now())
    if (awake && blocker === null) {
      blocker = powerSaveBlocker.start('prevent-display-sleep')
      log('keeping the display awake: a tournament is under way')
    }
    if (!awake && blocker !== null) {
      powerSaveBlocker.stop(blocker)
      blocker = null
      log('the display may sleep again: no tournament under way')
    }
  }
  updateBlocker()
  floor.service.onChange(updateBlocker)

  // After sleep the monotonic clock has not counted the time asleep; the tournament in the room has gone on.
  powerMonitor.on('resume', () => {
    clock.resync()
    floor.timer.resynced()
  })

  // Closing the admin window ends the app, clock included: ask first (the hall would lose its clock).
  let quitting = false
  adminWindow.on('close', (event) => {
    if (quitting) return
    event.preventDefault()
    void dialog
      .showMessageBox(adminWindow, {
        type: 'question',
        message: t('shell.quit.message'),
        detail: t('shell.quit.detail'),
        buttons: [t('shell.quit.confirm'), t('shell.quit.cancel')],
        defaultId: 1,
        cancelId: 1
      })
      .then(({ response }) => {
        if (response === 0) app.quit()
      })
  })
  // On every way out (the menu, the last window, the system): a backup first, the LAN screens closed, then quit.
  app.on('before-quit', (event) => {
    if (quitting) return
    quitting = true
    event.preventDefault()
    void backUpThenQuit({
      backup: mode.backups ? () => floor.backups.take(floor.db, 'quit') : null,
      closeSharing: () => sharing.close(),
      quit: () => app.quit(),
      log,
      timeoutMs: QUIT_BACKUP_TIMEOUT_MS
    })
  })
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => {
    clockWindow.dispose()
    backups?.stop()
    if (blocker !== null) powerSaveBlocker.stop(blocker)
    floor.close()
  })
}

/**
 * Open the data folder, or say why not and exit: held by another Floorclock, not ours, too new, or
 * damaged — then the newest good backup is offered. A journal with a record that does not fold offers the newest
 * backup that folds, else opens in safe mode.
 */
function openOrRefuse(
  dataDir: string,
  clock: MonotonicClock,
  t: Translate,
  log: (line: string) => void
): OpenedFloor | null {
  try {
    return openDesktopFloor(dataDir, { clock }, (report) => askRestore(report, t) === 0, log)
  } catch (error) {
    if (error instanceof DataFolderBusyError) {
      dialog.showErrorBox(t('shell.busy.title'), error.message)
      app.exit(4)
      return null
    }
    const restored =
      error instanceof DatabaseRefusedError && error.reason === 'damaged' && offerNewestBackup(dataDir, error, t)
    if (!restored) {
      const message =
        error instanceof DatabaseRefusedError ? `${error.message}\n\n${t('shell.start.untouched')}` : String(error)
      dialog.showErrorBox(t('shell.start.failed'), message)
      app.exit(3)
      return null
    }
    return openOrRefuse(dataDir, clock, t, log)
  }
}

/** Safe mode at start: restore the newest backup that folds (0), or open in safe mode (1). */
function askRestore(report: SafeModeReport & { backup: NonNullable<SafeModeReport['backup']> }, t: Translate): number {
  const r = report.record
  return dialog.showMessageBoxSync({
    type: 'warning',
    title: 'Floorclock',
    message: t('shell.safeMode.message', {
      seq: r.seq,
      type: r.type,
      actor: r.actor,
      when: r.recordedAt === null ? '—' : new Date(r.recordedAt).toLocaleString(),
      // What is wrong in the director's language, then what the parser or the fold said.
      problem: `${t(`safeMode.problem.${r.reason.code}`, r.reason.params)} (${r.problem})`,
      file: report.backup.file,
      takenAt: new Date(report.backup.takenAt).toLocaleString()
    }),
    detail: t('shell.restore.detail'),
    buttons: [t('shell.restore.confirm'), t('shell.safeMode.open')],
    defaultId: 0,
    cancelId: 1
  })
}

/** A damaged database at start: offer the newest good backup; the damaged file is kept in the backup folder. */
function offerNewestBackup(dataDir: string, error: DatabaseRefusedError, t: Translate): boolean {
  const backups = new Backups(dataDir, () => Date.now())
  const good = backups.newestGood()
  if (!good) return false
  const choice = dialog.showMessageBoxSync({
    type: 'warning',
    title: 'Floorclock',
    message: t('shell.restore.message', {
      problem: error.message,
      file: good.file,
      when: new Date(good.takenAt).toLocaleString()
    }),
    detail: t('shell.restore.detail'),
    buttons: [t('shell.restore.confirm'), t('shell.quit.confirm')],
    defaultId: 0,
    cancelId: 1
  })
  if (choice !== 0) return false
  // The restore writes the data folder: only while holding it.
  const lock = lockDataFolder(dataDir)
  try {
    restoreFile(path.join(dataDir, DATABASE_FILE), path.join(backups.dir, good.file), backups)
  } finally {
    lock.release()
  }
  return true
}
