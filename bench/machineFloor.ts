import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import WebSocket from 'ws'
import { info, percentile, tempDataDir, type Figure } from './harness'

const ROUND_TRIPS = 460
const WARM_UP = 20

/**
 * What this machine itself costs a command, before any Floorclock code (issue 15.5): a WebSocket frame to a server
 * in another process that commits one row to SQLite exactly as the journal does (fsynced before it answers), answers,
 * and pushes 4.4 KB (the admin's push per command). The hall rows' 5 ms target is measured against this floor: on
 * the 2-CPU virtual machine of the CI, its p99 alone is 2.5–3.5 ms (fsync and scheduling), where its median is 0.6.
 */
export async function machineFloor(): Promise<Figure[]> {
  const dir = tempDataDir('floor')
  const child = fork(path.join(__dirname, 'machineFloorServer.ts'), [dir], { stdio: 'inherit' })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve(m.port))
      child.once('exit', (code) => reject(new Error(`the machine floor's server exited (${code})`)))
    })
    const socket = new WebSocket(`ws://127.0.0.1:${port}`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const samples: number[] = []
    for (let i = 0; i < ROUND_TRIPS + WARM_UP; i += 1) {
      const t0 = performance.now()
      await new Promise<void>((resolve) => {
        let frames = 0
        const onFrame = (): void => {
          frames += 1
          if (frames < 2) return
          socket.off('message', onFrame)
          resolve()
        }
        socket.on('message', onFrame)
        socket.send(JSON.stringify({ type: 'entry.register', n: i, note: 'y'.repeat(300) }))
      })
      if (i >= WARM_UP) samples.push(performance.now() - t0)
    }
    socket.close()
    const label = 'machine floor, no Floorclock code: frame → fsynced commit → answer + 4.4 KB push'
    return [
      info(`${label} (median)`, percentile(samples, 50), 'ms'),
      info(`${label} (p99)`, percentile(samples, 99), 'ms')
    ]
  } finally {
    child.send('stop')
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
