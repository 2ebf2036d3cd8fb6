import { describe, expect, it } from 'vitest'
import { BackgroundThreads, threadsToYield } from '../../../../../src/main/app/start/backgroundThreads'
import { memoryLogger } from '../../../../../src/main/app/log'

/**
 * the hall server's threads other than the floor's main thread run at the idle scheduling class. The
 * decisions (which threads, when, what happens without `chrt`) with a fake thread list and a fake `setIdle`; the real
 * threads of the real hall server are checked in tests/int/backgroundThreads.int.test.ts.
 */
function fake(threads: number[], canYield = true) {
  const calls: number[][] = []
  const log = memoryLogger()
  const background = new BackgroundThreads({
    platform: 'linux',
    mainTid: 100,
    listThreads: () => threads,
    setIdle: (tids) => {
      calls.push([...tids])
      return Promise.resolve(canYield)
    },
    log,
    everyMs: 3_600_000
  })
  return { background, calls, log }
}

describe('threadsToYield', () => {
  it('never names the main thread, nor a thread already yielded', () => {
    expect(threadsToYield(100, [100, 101, 102, 103], new Set([102]))).toEqual([101, 103])
    expect(threadsToYield(100, [100], new Set())).toEqual([])
  })
})

describe('BackgroundThreads', () => {
  it('yields the threads there are, then only the ones started since', async () => {
    const threads = [100, 101, 102]
    const { background, calls, log } = fake(threads)
    expect(await background.sweep()).toBe(2)
    expect(await background.sweep()).toBe(0) // nothing new: no `chrt` run at all
    threads.push(107) // libuv's pool, a worker: started later by the main thread, at its normal class
    expect(await background.sweep()).toBe(1)
    expect(calls).toEqual([[101, 102], [107]])
    expect(log.lines.filter((l) => l.event === 'threads.yielded').map((l) => l.threads)).toEqual([2, 1])
  })

  it('without chrt: says so once and stops asking', async () => {
    const threads = [100, 101]
    const { background, calls, log } = fake(threads, false)
    expect(await background.sweep()).toBe(0)
    threads.push(102)
    expect(await background.sweep()).toBe(0)
    expect(calls).toHaveLength(1)
    expect(log.lines.filter((l) => l.event === 'threads.notYielded')).toHaveLength(1)
  })

  it('changes nothing elsewhere than Linux', async () => {
    const calls: number[][] = []
    const background = new BackgroundThreads({
      platform: 'win32',
      mainTid: 1,
      listThreads: () => [1, 2, 3],
      setIdle: (tids) => {
        calls.push([...tids])
        return Promise.resolve(true)
      },
      log: memoryLogger()
    })
    background.start()
    await new Promise((r) => setTimeout(r, 20))
    background.stop()
    expect(calls).toEqual([])
  })
})
