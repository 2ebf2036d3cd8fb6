import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { pathToFileURL } from 'node:url'
import type { ServerFrame } from '../../../src/shared/contract/protocol'

const HERE = path.dirname(__filename)
const ROOT = path.resolve(HERE, '../../..')
/** tsx's loader by its path: `--import tsx` would resolve from the working folder. */
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href

/** tests/support/ipcProcess/main.ts running: the desktop app's IPC path over a data folder, in its own process. */
export interface IpcProcess {
  readonly child: ChildProcess
  /** Every server frame the admin window got. */
  readonly frames: ServerFrame[]
  /** One client frame, as the admin window's preload sends it; resolves with the answer to its id (or the welcome). */
  request(frame: Record<string, unknown>): Promise<ServerFrame>
  output(): string
  kill(): Promise<void>
  stop(): Promise<void>
}

export async function startIpcProcess(dataDir: string, timeoutMs = 60_000): Promise<IpcProcess> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(HERE, 'main.ts'), dataDir], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const frames: ServerFrame[] = []
  const waiters = new Map<number | 'welcome', (frame: ServerFrame) => void>()
  let nextId = 1
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the IPC process did not start:\n${errors}`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the IPC process exited with ${code}:\n${errors}`))
    })
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'READY') {
        clearTimeout(timer)
        resolve()
        return
      }
      const frame = JSON.parse(line) as ServerFrame
      frames.push(frame)
      const key = frame.kind === 'welcome' || frame.kind === 'denied' ? 'welcome' : 'id' in frame ? frame.id : null
      if (key === null || key === undefined) return
      const waiter = waiters.get(key)
      waiters.delete(key)
      waiter?.(frame)
    })
  })
  return {
    child,
    frames,
    request: (frame) => {
      const isHello = frame.kind === 'hello'
      const id = isHello ? 'welcome' : nextId++
      const answer = new Promise<ServerFrame>((resolve, reject) => {
        waiters.set(id, resolve)
        void exited.then(() => reject(new Error('the IPC process is gone')))
      })
      child.stdin!.write(`${JSON.stringify(isHello ? frame : { ...frame, id })}\n`)
      return answer
    },
    output: () => errors,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.stdin!.end()
      await exited
    }
  }
}
