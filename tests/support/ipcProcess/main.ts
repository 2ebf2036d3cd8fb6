/**
 * The desktop app's IPC path in a plain Node process, for the kill test: the Electron binary cannot
 * run here, so `electron` is the in-process fake of tests/support/fakeIpc.ts, and everything behind it is the app's
 * own — src/main/electron/ipc.ts (registerIpc), the one dispatcher, FloorService, the real SQLite journal
 * (openFloor, as src/main/electron/main.ts opens it). Only Electron's own transport is replaced: the admin window's
 * frames come in on stdin (one JSON text a line, as the renderer's preload hands them to ipcRenderer.invoke) and the
 * frames the main process sends to the window (webContents.send) go out on stdout, one a line. The parent may kill
 * this process at any moment. Run with `node --import tsx main.ts DATA_DIR`; prints `READY` when it takes frames.
 */
import Module from 'node:module'
import readline from 'node:readline'
import { electronModule, fakeIpc, FakeWebContents } from '../fakeIpc'

// `electron` resolves to the fake before any module of the app asks for it (this process runs as CommonJS).
const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown }
const load = loader._load
loader._load = function (request: string, ...rest: unknown[]) {
  return request === 'electron' ? electronModule() : load.call(this, request, ...rest)
}

async function main(): Promise<void> {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: main.ts DATA_DIR')
  const { openFloor } = await import('../../../src/main/app/bootstrap')
  const { operate } = await import('../../../src/main/app/operations')
  const { registerIpc } = await import('../../../src/main/electron/ipc')
  const { isTrustedUrl } = await import('../../../src/main/electron/windows')
  const { IPC } = await import('../../../src/shared/contract/bridge')
  const floor = openFloor(dataDir)
  const adminWindow = new FakeWebContents('app://floorclock/index.html#/admin')
  registerIpc(
    floor.service,
    isTrustedUrl,
    (contents) => (contents === (adminWindow as unknown) ? 'admin' : 'display'),
    (input, session) => operate(floor, input, session)
  )
  adminWindow.renderer.on(IPC.serverFrame, (_event: unknown, frame: unknown) => {
    process.stdout.write(`${JSON.stringify(frame)}\n`)
  })
  const lines = readline.createInterface({ input: process.stdin })
  // One frame at a time, in order, as one window's invokes are handled.
  let queue = Promise.resolve()
  lines.on('line', (line) => {
    queue = queue.then(async () => {
      const answer = (await fakeIpc.ipcMain.invoke(adminWindow, IPC.frame, line)) as { ok: boolean }
      if (!answer.ok) process.stdout.write(`${JSON.stringify({ kind: 'ipc-refused', answer })}\n`)
    })
  })
  lines.on('close', () => {
    void queue.then(() => {
      floor.close()
      process.exit(0)
    })
  })
  process.stdout.write('READY\n')
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
