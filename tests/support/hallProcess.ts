import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface HallProcess {
  readonly baseUrl: string
  readonly clockUrl: string
  readonly adminUrl: string
  readonly pin: string
  readonly dataDir: string
  readonly child: ChildProcess
  /** Everything the server printed so far (stdout and stderr). */
  output(): string
  stop(): Promise<void>
}

const ROOT = path.resolve(__dirname, '../..')
export const SERVE_JS = path.join(ROOT, 'out/main/serve.js')

/**
 * Start the real hall server (`out/main/serve.js`, built by `npm test` before the suites run) on a free port with
 * a fresh temp data folder, and read the URLs it prints.
 */
export async function startHall(
  options: {
    dataDir?: string
    pin?: string
    args?: string[]
    env?: Record<string, string>
    /** How long the server may take to print its URLs (15 s; more where the machine is shared, as the fuzzer's). */
    startTimeoutMs?: number
  } = {}
): Promise<HallProcess> {
  if (!fs.existsSync(SERVE_JS)) throw new Error('out/main/serve.js is missing: run `npm run build` first')
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-e2e-'))
  const pin = options.pin ?? 'test-pin-1234'
  const child = spawn(
    process.execPath,
    [SERVE_JS, '--port', '0', '--data-dir', dataDir, '--token', pin, ...(options.args ?? [])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.env ? { env: { ...process.env, ...options.env } } : {})
    }
  )
  let output = ''
  const collect = (chunk: Buffer): void => {
    output += chunk.toString()
  }
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL')
      reject(new Error(`hall server did not start:\n${output}`))
    }, options.startTimeoutMs ?? 15_000)
    const onData = (): void => {
      const match = /Clock:\s+(http:\/\/\S+)\/clock\b/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`hall server exited with ${code}:\n${output}`))
    })
  })
  return {
    baseUrl,
    clockUrl: `${baseUrl}/#/clock`,
    adminUrl: `${baseUrl}/#/admin?pin=${pin}`,
    pin,
    dataDir,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
  }
}
