/**
 * Hall server entry (plain Node, no Electron): `npm run serve` builds the renderer if needed and runs this.
 * It opens the same database the desktop app uses and serves the admin and clock views to browsers on the LAN.
 */
import os from 'node:os'
import path from 'node:path'
import { openFloor } from './app/bootstrap'
import { defaultDataDir } from './app/dataDir'
import { parseServeArgs } from './cli'
import { generateToken } from './hall/auth'
import { startHallServer } from './hall/server'
import { DatabaseRefusedError } from './store/database'

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2))
  const dataDir = path.resolve(args.dataDir ?? defaultDataDir())
  const floor = openFloor(dataDir)
  const token = args.token ?? floor.settings.get<string>('admin.pin') ?? generateToken()
  const server = await startHallServer({
    service: floor.service,
    staticDir: path.join(__dirname, '../renderer'),
    host: args.host,
    port: args.port,
    adminToken: () => token
  })
  const hosts = args.host === '0.0.0.0' || args.host === '::' ? lanAddresses() : [server.baseUrl]
  const bases = args.host === '0.0.0.0' || args.host === '::' ? hosts.map((h) => `http://${h}:${server.port}`) : hosts
  const lines = [
    'Floorclock hall server',
    `  Data:      ${floor.databaseFile}`,
    ...bases.flatMap((base) => [`  Clock:     ${base}/#/clock`, `  Admin:     ${base}/#/admin?pin=${token}`]),
    `  Admin PIN: ${token}`,
    'Press Ctrl+C to stop.'
  ]
  process.stdout.write(lines.join('\n') + '\n')

  const stop = (): void => {
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
    process.exit(3)
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
