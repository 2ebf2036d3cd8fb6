import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { startHall, type HallProcess } from '../support/hallProcess'

/**
 * on the real hall server (out/main/serve.js) and its real threads: the floor's main thread keeps the
 * normal scheduling class, every other thread (V8's compiler and collector, workers, libuv's pool) is at SCHED_IDLE,
 * so the main thread takes a core the moment it wakes. Linux only (the feature is Linux's; elsewhere it does nothing).
 */
const SCHED_OTHER = 0
const SCHED_IDLE = 5

/** The scheduling policy of each thread of a process (field 41 of /proc/<pid>/task/<tid>/stat). */
function policies(pid: number): Map<number, number> {
  const found = new Map<number, number>()
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      found.set(Number(tid), Number(fields[38])) // fields[0] is field 3 (state)
    } catch {
      // the thread ended meanwhile
    }
  }
  return found
}

let hall: HallProcess | null = null
afterEach(async () => {
  await hall?.stop()
  if (hall) fs.rmSync(hall.dataDir, { recursive: true, force: true })
  hall = null
})

describe.runIf(process.platform === 'linux')("the hall server's background threads", () => {
  it('run at the idle class; the main thread at the normal one', async () => {
    hall = await startHall()
    const pid = hall.child.pid!
    let seen = policies(pid)
    for (let i = 0; i < 50 && [...seen].some(([tid, p]) => tid !== pid && p !== SCHED_IDLE); i += 1) {
      await new Promise((r) => setTimeout(r, 100))
      seen = policies(pid)
    }
    expect(seen.get(pid)).toBe(SCHED_OTHER)
    const others = [...seen].filter(([tid]) => tid !== pid)
    expect(others.length).toBeGreaterThanOrEqual(4) // V8's platform workers at least
    expect(others.filter(([, p]) => p !== SCHED_IDLE)).toEqual([])
    expect(hall.output()).toContain('"threads.yielded"')
  })
})
