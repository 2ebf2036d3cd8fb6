/**
 * Hall server entry (plain Node, no Electron): `npm run serve` builds the renderer if needed and runs this.
 * It opens the same database the desktop app uses and serves the admin and clock views to browsers on the LAN.
 */
import os from 'node:os'
import path from 'node:path'
import { scheduleBackups } from './app/backupSchedule'
import { openFloor } from './app/bootstrap'
import { DATABASE_FILE, defaultDataDir } from './app/dataDir'
import { operate } from './app/operations'
import { parseServeArgs } from './cli'
import { generateToken } from './hall/auth'
import { startHallServer } from './hall/server'
import { Backups, restoreFile } from './store/backups'
import { DatabaseRefusedError } from './store/database'

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2))
  const dataDir = path.resolve(args.dataDir ?? defaultDataDir())
  if (args.restoreBackup) restoreBeforeStart(dataDir, args.restoreBackup)
  const floor = openFloor(dataDir)
  const token = args.token ?? floor.settings.get<string>('admin.pin') ?? generateToken()
  const backups = scheduleBackups(floor)
  const server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: path.join(__dirname, '../renderer'),
    host: args.host,
    port: args.port,
    adminToken: () => token
  })
  const everywhere = args.host === '0.0.0.0' || args.host === '::'
  const bases = everywhere ? lanAddresses().map((h) => `http://${h}:${server.port}`) : [server.baseUrl]
  const lines = [
    'Floorclock hall server',
    `  Data:      ${floor.databaseFile}`,
    ...bases.flatMap((base) => [`  Clock:     ${base}/#/clock`, `  Admin:     ${base}/#/admin?pin=${token}`]),
    `  Admin PIN: ${token}`,
    'Press Ctrl+C to stop.'
  ]
  process.stdout.write(lines.join('\n') + '\n')

  const stop = (): void => {
    backups.stop()
    void server.close().then(() => {
      floor.close()
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

function restoreBeforeStart(dataDir: string, name: string): void {
  const backups = new Backups(dataDir, () => Date.now())
  const file = backups.resolve(name)
  if (!file) throw new Error(`No backup named ${name} in ${backups.dir}`)
  const replaced = restoreFile(path.join(dataDir, DATABASE_FILE), file, backups)
  process.stdout.write(`Restored ${name}; the replaced database is kept as backups/${replaced}\n`)
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
