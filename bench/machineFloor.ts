import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import WebSocket from 'ws'
import { performance } from 'node:perf_hooks'
import { info, percentile, tempDataDir, type Figure } from './harness'
import { processCpuMs } from './processCpu'

const ROUND_TRIPS = 460
const WARM_UP = 20

/**
 * What this machine itself costs a command, before any Floorclock code (issue 15.5): a WebSocket frame to a server
 * in another process that commits one row to SQLite exactly as the journal does (fsynced before it answers), answers,
 * and pushes 4.4 KB (the admin's push per command). The hall rows' 5 ms target is measured against this floor: on
 * the 2-CPU virtual machine of the CI, its p99 alone is 2.5–3.5 ms (fsync and scheduling), where its median is 0.6.
 */
export async function machineFloor(displays: number): Promise<Figure[]> {
  const server = await floorServer([])
  try {
    const socket = await openSocket(server.port)
    const samples: number[] = []
    let cpuAtStart = NaN
    for (let i = 0; i < ROUND_TRIPS + WARM_UP; i += 1) {
      if (i === WARM_UP) cpuAtStart = processCpuMs(server.pid)
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
    const cpu = (processCpuMs(server.pid) - cpuAtStart) / ROUND_TRIPS
    socket.close()
    const label = 'machine floor, no Floorclock code: frame → fsynced commit → answer + 4.4 KB push'
    return [
      info(`${label} (median)`, percentile(samples, 50), 'ms'),
      info(`${label} (p99)`, percentile(samples, 99), 'ms'),
      // What the hall server's CPU row cannot go below on this machine: the floor's own server, all its threads.
      info(`${label}: server CPU per round trip`, cpu, 'ms'),
      info(
        `machine floor with ${displays} displays: frame → fsynced commit → answer + a 0.4 KB push to each: server CPU per round trip`,
        await fanoutCpu(displays),
        'ms'
      )
    ]
  } finally {
    await server.stop()
  }
}

/**
 * What the hall server's CPU row cannot go below with its displays connected: the floor's server pushing a display's
 * push (0.4 KB) to every one of them after each command, its CPU time per round trip (all its threads).
 */
async function fanoutCpu(displays: number): Promise<number> {
  const floor = await machineFloorFanout(displays)
  try {
    const before = floor.cpuMs()
    for (let i = 0; i < ROUND_TRIPS; i += 1) await floor.sample(400)
    return (floor.cpuMs() - before) / ROUND_TRIPS
  } finally {
    await floor.close()
  }
}

/** The floor server in another process, and its port; `args` after the data folder pick its mode. */
async function floorServer(args: string[]): Promise<{ port: number; pid: number | undefined; stop(): Promise<void> }> {
  const dir = tempDataDir('floor')
  const child = fork(path.join(__dirname, 'machineFloorServer.ts'), [dir, ...args], { stdio: 'inherit' })
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.send('stop')
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve(m.port))
      child.once('exit', (code) => reject(new Error(`the machine floor's server exited (${code})`)))
    })
    return { port, pid: child.pid, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function openSocket(port: number): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return socket
}

/**
 * The floor of a fan-out to `clients` phones: the same floor server, but its push goes to every connected socket,
 * built once and written to each as it is (the least a server can do). One more socket sends the frames, as the admin
 * does. Timed like the phones bench (bench/phones.ts): from the frame sent to the last client having received and
 * parsed the push, all the clients in this process as the phones are there. Each `sample` pushes the bytes it is
 * given, so the phones bench can take a floor sample of the same size right after each of its own fan-outs: both
 * see the same moment of this shared machine.
 */
export async function machineFloorFanout(clients: number): Promise<{
  sample(bytes: number): Promise<number>
  /** The floor server's CPU time so far (all its threads), in ms. */
  cpuMs(): number
  close(): Promise<void>
}> {
  const server = await floorServer(['fanout'])
  const sockets: WebSocket[] = []
  const close = async (): Promise<void> => {
    for (const socket of sockets) socket.close()
    await server.stop()
  }
  try {
    const driver = await openSocket(server.port)
    sockets.push(driver)
    const lastAt: number[] = []
    let waitingFor = 0
    let done: () => void = () => {}
    for (let i = 0; i < clients; i += 1) {
      const socket = await openSocket(server.port)
      sockets.push(socket)
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as { kind: string; value?: { v: number } }
        const at = performance.now()
        if (frame.kind !== 'push' || !frame.value) return
        lastAt[i] = at
        waitingFor -= 1
        if (waitingFor === 0) done()
      })
    }
    let n = 0
    const sample = async (bytes: number): Promise<number> => {
      waitingFor = clients
      const arrived = new Promise<void>((resolve) => (done = resolve))
      const answered = new Promise<void>((resolve) => driver.once('message', () => resolve()))
      const t0 = performance.now()
      n += 1
      driver.send(JSON.stringify({ type: 'entry.eliminate', n, bytes: Math.round(bytes), note: 'y'.repeat(120) }))
      await answered
      await arrived
      return Math.max(...lastAt) - t0
    }
    for (let i = 0; i < WARM_UP; i += 1) await sample(600)
    return { sample, cpuMs: () => processCpuMs(server.pid), close }
  } catch (error) {
    await close()
    throw error
  }
}
