/**
 * Hall server entry (plain Node, no Electron): `npm run serve` builds the renderer if needed and runs this.
 * It opens the same database the desktop app uses and serves the admin and clock views to browsers on the LAN.
 */
import os from 'node:os'
import path from 'node:path'
import { scheduleBackups } from './app/journal/backupSchedule'
import { openFloorOrSafeMode } from './app/bootstrap'
import { defaultDataDir } from './app/start/dataDir'
import { restoreBackupBeforeStart, safeModeLines, safeModeOperate } from './app/start/safeMode'
import { operate } from './app/operations'
import { HALL_ZONE_SETTING, hallTimeZone, validTimeZone } from './app/hallZone'
import { parseServeArgs } from './cli'
import { generateToken } from './hall/auth'
import { startHallServer } from './hall/server'
import { clockPageUrl } from '../shared/contract/phoneLink'
import { Backups } from './store/backups'
import { DatabaseRefusedError } from './store/database'
import { installFaultHandlers } from './app/start/faults'
import { log } from './app/log'
import { BackgroundThreads, ownThreads, setIdleWithChrt } from './app/start/backgroundThreads'
import { startSnapshotWorker } from './app/journal/snapshotKeeper'

async function main(): Promise<void> {
  // A fault nobody caught is logged and the floor keeps being served.
  installFaultHandlers(process, log, (code) => process.exit(code))
  const args = parseServeArgs(process.argv.slice(2))
  const dataDir = path.resolve(args.dataDir ?? defaultDataDir())
  if (args.restoreBackup) {
    const { restored, replaced } = restoreBackupBeforeStart(dataDir, args.restoreBackup)
    process.stdout.write(`Restored ${restored}; the replaced database is kept as backups/${replaced}\n`)
  }
  // A journal with a record that does not fold opens in safe mode: it records nothing and says how to restore.
  const opened = openFloorOrSafeMode(dataDir, {}, 'npm run serve --')
  const { floor } = opened
  const safe = opened.kind === 'safe' ? opened.report : null
  const token = args.token ?? floor.settings.get<string>('admin.pin') ?? generateToken()
  // §27.8: the hall's zone, when the server's computer keeps another (a rack or a container on UTC).
  if (args.timeZone) {
    const zone = validTimeZone(args.timeZone)
    if (!zone)
      throw new Error(`--time-zone: ${args.timeZone} is not a time zone this build knows (e.g. Europe/Stockholm)`)
    floor.settings.set(HALL_ZONE_SETTING, zone, Date.now())
  }
  // No backups of a journal that does not fold: they would rotate the good ones out.
  const backups = safe ? null : scheduleBackups(floor)
  const server = await startHallServer({
    service: floor.service,
    operate: safe
      ? safeModeOperate(safe.record, () => floor.backups.list())
      : (input, session) => operate(floor, input, session),
    staticDir: path.join(__dirname, '../renderer'),
    host: args.host,
    port: args.port,
    adminToken: () => token,
    ...(args.allowHosts ? { allowHosts: args.allowHosts } : {}),
    safeMode: safe
  })
  const everywhere = args.host === '0.0.0.0' || args.host === '::'
  const bases = everywhere ? lanAddresses().map((h) => `http://${h}:${server.port}`) : [server.baseUrl]
  const lines = [
    'Floorclock hall server',
    ...(safe ? safeModeLines(safe) : []),
    `  Data:      ${floor.databaseFile}`,
    `  Times:     ${hallTimeZone(floor.settings)} (the protocol's; --time-zone or the admin's Protocol section sets it)`,
    ...bases.flatMap((base) => [`  Clock:     ${clockPageUrl(base)}`, `  Admin:     ${base}/#/admin?pin=${token}`]),
    `  Admin PIN: ${token}`,
    'Press Ctrl+C to stop.'
  ]
  process.stdout.write(lines.join('\n') + '\n')

  // The snapshot worker (checkpoints, snapshots) starts now, while nobody waits for a command: started on first use,
  // its start came beside the command that asked for the first checkpoint. Its threads are yielded at the first sweep.
  if (!safe) startSnapshotWorker()
  // The floor's main thread takes a core first; the server's background threads use what it leaves (Linux).
  const threads = new BackgroundThreads({
    platform: process.platform,
    mainTid: process.pid,
    listThreads: ownThreads,
    setIdle: setIdleWithChrt,
    log
  })
  if (process.env.FLOORCLOCK_BACKGROUND_THREADS !== 'normal') threads.start()
  const stop = (): void => {
    threads.stop()
    backups?.stop()
    void server.close().then(() => {
      floor.close()
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

function lanAddresses(): string[] {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => !!i && i.family === 'IPv4')
    .map((i) => i.address)
  return found.length > 0 ? found : ['127.0.0.1']
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseRefusedError) {
    process.stderr.write(`${error.message}\nThe file was left untouched.\n`)
    if (error.reason === 'damaged') {
      const dataDir = path.dirname(error.file)
      const good = new Backups(dataDir, () => Date.now()).newestGood()
      process.stderr.write(
        good
          ? `The newest good backup is ${good.file} (${new Date(good.takenAt).toLocaleString()}).\n` +
              `Start again with --restore-backup ${good.file} to use it (the damaged file is kept).\n`
          : 'No good backup was found in the backups folder.\n'
      )
    }
    process.exit(3)
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
