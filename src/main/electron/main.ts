/**
 * Electron shell. Thin on purpose: everything it does beyond windows is in src/main/app (shared with the hall
 * server), which is tested for real; this file cannot run here (no Electron binary) and is type-checked only.
 */
import { app, dialog, powerMonitor, powerSaveBlocker, screen, session } from 'electron'
import path from 'node:path'
import { scheduleBackups } from '../app/backupSchedule'
import { openFloor, type Floor } from '../app/bootstrap'
import { DATA_DIR_ENV, DATABASE_FILE } from '../app/dataDir'
import { operate } from '../app/operations'
import { Backups, restoreFile } from '../store/backups'
import { MonotonicClock } from '../app/time'
import { CONTENT_SECURITY_POLICY } from '../hall/static'
import { DatabaseRefusedError } from '../store/database'
import { registerIpc } from './ipc'
import { chooseClockDisplay, createWindow, isTrustedUrl } from './windows'

const CLOCK_DISPLAY_SETTING = 'clock.displayId'

function start(): void {
  const dataDir = process.env[DATA_DIR_ENV] ?? app.getPath('userData')
  const clock = new MonotonicClock()
  let floor: Floor
  try {
    floor = openFloor(dataDir, { clock })
  } catch (error) {
    const restored = error instanceof DatabaseRefusedError && error.reason === 'damaged' && offerNewestBackup(dataDir, error)
    if (!restored) {
      const message = error instanceof DatabaseRefusedError ? `${error.message}\n\nThe file was left untouched.` : String(error)
      dialog.showErrorBox('Floorclock', message)
      app.exit(3)
      return
    }
    floor = openFloor(dataDir, { clock })
  }
  const backups = scheduleBackups(floor)

  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] }
    })
  })
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))

  const admin = createWindow('admin')
  const clockWindow = createWindow('clock', chooseClockDisplay(floor.settings.get<number>(CLOCK_DISPLAY_SETTING)))
  registerIpc(
    floor.service,
    isTrustedUrl,
    (contents) => (contents === admin.webContents ? 'admin' : 'display'),
    (input, s) => operate(floor, input, s)
  )

  // Remember which display the director put the clock on.
  clockWindow.on('moved', () => {
    const display = screen.getDisplayMatching(clockWindow.getBounds())
    floor.settings.set(CLOCK_DISPLAY_SETTING, display.id, floor.service.now())
  })

  // Keep the hall monitor awake while a tournament is under way.
  let blocker: number | null = null
  const updateBlocker = (): void => {
    const running = [...floor.service.current.tournaments.values()].some((t) => t.status === 'started')
    if (running && blocker === null) blocker = powerSaveBlocker.start('prevent-display-sleep')
    if (!running && blocker !== null) {
      powerSaveBlocker.stop(blocker)
      blocker = null
    }
  }
  updateBlocker()
  floor.service.onChange(updateBlocker)

  // After sleep the monotonic clock has not counted the time asleep; the tournament in the room has gone on.
  powerMonitor.on('resume', () => {
    clock.resync()
    floor.service.refreshViews()
  })

  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => {
    backups.stop()
    floor.close()
  })
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  })
}

/** A damaged database at start: offer the newest good backup; the damaged file is kept in the backup folder. */
function offerNewestBackup(dataDir: string, error: DatabaseRefusedError): boolean {
  const backups = new Backups(dataDir, () => Date.now())
  const good = backups.newestGood()
  if (!good) return false
  const choice = dialog.showMessageBoxSync({
    type: 'warning',
    title: 'Floorclock',
    message: `${error.message}\n\nRestore the newest good backup, ${good.file} (${new Date(good.takenAt).toLocaleString()})?`,
    detail: 'The damaged file is kept in the backups folder.',
    buttons: ['Restore the backup', 'Quit'],
    defaultId: 0,
    cancelId: 1
  })
  if (choice !== 0) return false
  restoreFile(path.join(dataDir, DATABASE_FILE), path.join(backups.dir, good.file), backups)
  return true
}

if (!app.requestSingleInstanceLock()) app.quit()
else void app.whenReady().then(start)
