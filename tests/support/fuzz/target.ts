import fs from 'node:fs'
import { openFloor, type Floor } from '../../../src/main/app/bootstrap'
import { memoryLogger, type Logger } from '../../../src/main/app/log'
import { fuzzDataDir, startFuzzHall, type FuzzHall } from './hall'
import { Rng } from './rng'
import { ServiceSender, type FloorSender } from './sender'

/** 2026-11-28 19:00 UTC, as the other tests' clock (tests/support/decider.ts), without importing vitest. */
const T0 = Date.UTC(2026, 10, 28, 19, 0, 0)

/** A settable clock for the in-process service. */
export class FuzzClock {
  constructor(public time = T0) {}
  now(): number {
    return this.time
  }
  advance(ms: number): void {
    this.time += ms
  }
}

/** Where a fuzz seed runs: the real hall server, or an in-process FloorService. Both restart on the same journal. */
export interface FuzzTarget {
  readonly kind: 'hall' | 'service'
  readonly sender: FloorSender
  readonly dataDir: string
  /** The server's process id (hall only): its CPU time can be read while it runs. */
  readonly pid?: number
  /** What the server printed (the hall server's stdout and stderr; the service's thrown error). */
  output(): string
  /** Why the target is gone, once it is (exit code or signal; the error thrown). */
  gone(): string | null
  /** CPU time the server has used (hall: every process of this journal, restarts included), ms; absent if unknown. */
  cpuMs?(): number
  /** Stop and start again on the same journal. Throws when the journal does not open again. */
  restart(): Promise<FuzzTarget>
  stop(): Promise<void>
}

/** The hall server (out/main/serve.js) on a fresh journal in memory; its ids and draws seeded by `entropy`. */
export async function hallTarget(
  entropy: number,
  dataDir = fuzzDataDir(),
  starts = 0,
  /** CPU of the processes before this one on the same journal (ms). */
  cpuBefore = 0
): Promise<FuzzTarget> {
  const hall: FuzzHall = await startFuzzHall(dataDir, entropy * 16 + starts)
  const pid = hall.hall.child.pid
  let last = 0
  const cpuMs = (): number => {
    if (pid !== undefined && hall.exit() === null) last = processCpuMs(pid) ?? last
    return cpuBefore + last
  }
  return {
    kind: 'hall',
    sender: hall.sender,
    dataDir,
    ...(hall.hall.child.pid !== undefined ? { pid: hall.hall.child.pid } : {}),
    output: () => hall.output(),
    gone: () => hall.exit(),
    cpuMs,
    restart: async () => {
      const used = cpuMs()
      await hall.stop()
      return hallTarget(entropy, dataDir, starts + 1, used)
    },
    stop: () => hall.stop()
  }
}

/** A running process's CPU time (user + system) in ms, from /proc (Linux); null where there is none. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces, in parentheses): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}

/** USER_HZ: 100 on every Linux Node runs on. */
const CLOCK_TICKS = 100

/**
 * The same service in-process (src/main/app/bootstrap.ts on a real SQLite file), with seeded ids and draws and a
 * test clock that moves a second per command: deterministic, so a seed replays exactly.
 */
export function serviceTarget(seed: number, dataDir = fuzzDataDir(), clock = new FuzzClock()): FuzzTarget {
  const logger = memoryLogger()
  const floor: Floor = openFuzzFloor(dataDir, seed, clock, logger)
  const sender = new ServiceSender(floor.service, clock)
  let closed = false
  return {
    kind: 'service',
    sender,
    dataDir,
    // What the service logged (a fault in decide or in a fold names its command and the error).
    output: () => logger.lines.map((line) => JSON.stringify(line)).join('\n'),
    gone: () => null,
    restart: () => {
      if (!closed) floor.close()
      closed = true
      return Promise.resolve(serviceTarget(seed + 7919, dataDir, clock))
    },
    stop: () => {
      if (!closed) floor.close()
      closed = true
      return Promise.resolve()
    }
  }
}

/** openFloor with ids and chance from a seed (ids are unique across restarts of one journal: the seed differs). */
export function openFuzzFloor(
  dataDir: string,
  seed: number,
  clock = new FuzzClock(),
  log: Logger = memoryLogger()
): Floor {
  const rng = new Rng(seed)
  let id = 0
  return openFloor(dataDir, {
    clock,
    log,
    newId: () => `f${(seed >>> 0).toString(36)}-${(++id).toString(36)}`,
    randomInt: (n) => rng.int(n)
  })
}

export function removeDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
}
