import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startHall, type HallProcess } from '../hallProcess'
import { SocketSender } from './sender'

const ENTROPY = pathToFileURL(path.join(__dirname, 'seededEntropy.mjs')).href

/** Servers still running: killed when the test process ends (a timed-out test leaves none behind). */
const running = new Set<HallProcess>()
process.once('exit', () => {
  for (const hall of running) hall.child.kill('SIGKILL')
})

/** The real hall server (out/main/serve.js) as the fuzzer runs it, with what it printed and how it ended. */
export interface FuzzHall {
  readonly hall: HallProcess
  readonly sender: SocketSender
  /** Everything the process wrote to stdout and stderr since it started. */
  output(): string
  /** The exit code or signal once the process has ended; null while it runs. */
  exit(): string | null
  stop(): Promise<void>
}

/** A fresh data folder in memory where there is one (/dev/shm): the journal is a real SQLite file, synced cheaply. */
export function fuzzDataDir(): string {
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()
  return fs.mkdtempSync(path.join(base, 'floorclock-fuzz-'))
}

/**
 * Start the hall server on `dataDir` (a new one, or the same journal again for a restart) and sign in as admin on a
 * few connections. `entropy` seeds the server's ids and draws (seededEntropy.mjs), so a fuzz seed replays.
 */
export async function startFuzzHall(dataDir: string, entropy: number): Promise<FuzzHall> {
  const hall = await startHall({
    dataDir,
    // A restart on a busy CI machine (npm test runs suites side by side) may take longer than a test's usual 15 s.
    startTimeoutMs: 90_000,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${ENTROPY}`.trim(),
      FLOORCLOCK_FUZZ_ENTROPY: String(entropy >>> 0)
    }
  })
  running.add(hall)
  hall.child.once('exit', () => running.delete(hall))
  let output = ''
  let exit: string | null = null
  hall.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  hall.child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  hall.child.once('exit', (code, signal) => (exit = signal ?? String(code)))
  const sender = await SocketSender.open(hall.baseUrl, hall.pin)
  return {
    hall,
    sender,
    output: () => output,
    exit: () => exit,
    stop: async () => {
      sender.close()
      await hall.stop()
    }
  }
}
