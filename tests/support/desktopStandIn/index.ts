import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface DesktopStandIn {
  readonly adminUrl: string
  readonly pin: string
  readonly dataDir: string
  stop(): Promise<void>
}

const ROOT = path.resolve(__dirname, '../../..')

/** Start tests/support/desktopStandIn/main.ts (the desktop app's composition without its window) on a temp folder. */
export async function startDesktopStandIn(pin = 'desk-pin-1234'): Promise<DesktopStandIn> {
  if (!fs.existsSync(path.join(ROOT, 'out/renderer/index.html')))
    throw new Error('out/renderer is missing: run `npm run build` first')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-desktop-'))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts'), dataDir, pin], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const adminUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`desktop stand-in did not start:\n${output}`)), 30_000)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = /Admin: (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`desktop stand-in exited with ${code}:\n${output}`))
    })
  })
  return {
    adminUrl,
    pin,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      })
  }
}
