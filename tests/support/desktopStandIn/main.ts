/**
 * A stand-in for the desktop app, for end-to-end tests (the Electron binary cannot run here): the same composition as
 * src/main/electron/main.ts — one Floor, one HallSharing over it — but the admin "window" is a browser page on a
 * loopback-only hall server instead of an Electron window over IPC. Sharing then starts a second, real hall server in
 * this process, as the desktop app does. Run with `node --import tsx`; prints `Admin: <url>` when ready.
 */
import path from 'node:path'
import { openFloor } from '../../../src/main/app/bootstrap'
import { operate } from '../../../src/main/app/operations'
import { HallSharing } from '../../../src/main/app/sharing'
import { startHallServer } from '../../../src/main/hall/server'

async function main(): Promise<void> {
  const [dataDir, pin] = process.argv.slice(2)
  if (!dataDir || !pin) throw new Error('usage: main.ts DATA_DIR PIN')
  const floor = openFloor(dataDir)
  const staticDir = path.resolve(__dirname, '../../../out/renderer')
  const sharing = new HallSharing(floor, { operate: (input, session) => operate(floor, input, session), staticDir })
  await sharing.resume()
  const window = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir,
    host: '127.0.0.1',
    port: 0,
    adminToken: () => pin
  })
  process.stdout.write(`Admin: ${window.baseUrl}/#/admin?pin=${pin}\n`)
  const stop = (): void => {
    void Promise.all([sharing.close(), window.close()]).then(() => {
      floor.close()
      process.exit(0)
    })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
