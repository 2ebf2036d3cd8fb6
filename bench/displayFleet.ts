import { execFileSync, fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export type FleetRequest =
  /** No tournamentId: the displays show the tournament the director puts on the hall display, as DisplayApp does. */
  | { kind: 'open'; baseUrl: string; tournamentId?: string; count: number }
  | { kind: 'mark' }
  | { kind: 'wait'; after: number[]; timeoutMs: number }
  | { kind: 'lost' }
  | { kind: 'levels' }
  | { kind: 'close' }

export type FleetReply =
  | { kind: 'opened' }
  | { kind: 'marked'; pushes: number[]; bytes: number }
  | { kind: 'arrived'; all: boolean; lastAt: number; bytes: number }
  | { kind: 'lost'; lost: number }
  | { kind: 'levels'; seen: Array<Record<string, number[]>> }
  | { kind: 'error'; message: string }

/** What the displays had received before a command: pushes per display, and bytes to the first one. */
export interface FleetMark {
  pushes: number[]
  bytes: number
}

/**
 * The hall displays of the hall bench, run in a child process (bench/displayFleetChild.ts), as they run on the
 * hall's own screens. In the bench's process they parsed and rebuilt 20 pushes in the admin's event loop after every
 * command, often before the admin's own push: that time was counted as the admin's latency, which no director sees.
 * Arrival times are absolute (performance.timeOrigin + now) in both processes. The hall's screens are devices of
 * their own: here the fleet shares the server's two cores, so on Linux it runs at the idle scheduling class and takes
 * only the CPU the server and the admin leave (at the normal class the server waited up to 4 ms for a core behind it).
 */
export class DisplayFleet {
  private queue: Array<(reply: FleetReply) => void> = []

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: FleetReply) => this.queue.shift()?.(reply))
    child.once('exit', (code) => {
      for (const waiting of this.queue.splice(0))
        waiting({ kind: 'error', message: `the display fleet exited (${code})` })
    })
  }

  static async start(baseUrl: string, tournamentId: string | undefined, count: number): Promise<DisplayFleet> {
    // fork() runs the child with this process's execArgv: under tsx, the TypeScript child loads as this one does.
    const child = fork(path.join(__dirname, 'displayFleetChild.ts'), { stdio: 'inherit' })
    idleClass(child.pid)
    const fleet = new DisplayFleet(child)
    await fleet.ask({ kind: 'open', baseUrl, ...(tournamentId ? { tournamentId } : {}), count }, 'opened')
    return fleet
  }

  async mark(): Promise<FleetMark> {
    const reply = await this.ask({ kind: 'mark' }, 'marked')
    return { pushes: reply.pushes, bytes: reply.bytes }
  }

  /** Waits until every display received a push after `mark` (at most `timeoutMs`); when the last one arrived. */
  async arrived(mark: FleetMark, timeoutMs: number): Promise<{ all: boolean; lastAt: number; bytes: number }> {
    const reply = await this.ask({ kind: 'wait', after: mark.pushes, timeoutMs }, 'arrived')
    return { all: reply.all, lastAt: reply.lastAt, bytes: reply.bytes - mark.bytes }
  }

  async lost(): Promise<number> {
    return (await this.ask({ kind: 'lost' }, 'lost')).lost
  }

  /** Per display: the clock levels (structure index) each display showed, by tournament. */
  async levels(): Promise<Array<Record<string, number[]>>> {
    return (await this.ask({ kind: 'levels' }, 'levels')).seen
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve()
      this.child.once('exit', () => resolve())
      this.child.send({ kind: 'close' } satisfies FleetRequest)
    })
  }

  private ask<K extends FleetReply['kind']>(
    request: FleetRequest,
    expected: K
  ): Promise<Extract<FleetReply, { kind: K }>> {
    return new Promise((resolve, reject) => {
      this.queue.push((reply) => {
        if (reply.kind === expected) resolve(reply as Extract<FleetReply, { kind: K }>)
        else reject(new Error(reply.kind === 'error' ? reply.message : `display fleet answered ${reply.kind}`))
      })
      this.child.send(request)
    })
  }
}

/** Every thread of the process, and those it starts later, at SCHED_IDLE (Linux, util-linux's `chrt`). */
function idleClass(pid: number | undefined): void {
  if (process.platform !== 'linux' || pid === undefined) return
  try {
    execFileSync('chrt', ['--all-tasks', '--idle', '-p', '0', String(pid)], { stdio: 'ignore' })
  } catch (error) {
    process.stderr.write(`the display fleet runs at the normal scheduling class: ${(error as Error).message}\n`)
  }
}
