import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { generateHallKeys } from '../../src/federation/publication'
import { hallFloor, playTournament, publish } from './support/hallTournament'

/**
 * `npm run federation` on a fresh machine: the real process on PGlite in its own data folder, no server to install. A
 * hall's publication pushed to it survives a restart, and the restart migrates nothing again.
 */
const root = path.resolve(__dirname, '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-federation-cli-'))
const running = new Set<ChildProcess>()

afterAll(() => {
  for (const child of running) stop(child)
  rmSync(dataDir, { recursive: true, force: true })
})

/** Its own process group, so stopping it stops npm, tsx and the service together (and nothing else). */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

async function start(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const args = ['run', 'federation', '--', '--data', dataDir, '--port', '0', '--admin-token', 'cli-token']
  const child = spawn('npm', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /federation listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (found) {
        clearInterval(timer)
        resolve(found[1]!)
      } else if (child.exitCode !== null) {
        clearInterval(timer)
        reject(new Error(`the federation exited: ${output}`))
      }
    }, 100)
  })
  return { child, base, output: () => output }
}

it('starts on PGlite in its data folder, accepts a publication, and keeps it across a restart', async () => {
  const keys = generateHallKeys()
  const played = playTournament(hallFloor('cli'), ['Anna', 'Boris', 'Vera', 'Gleb'], { name: 'Friday Deepstack' })
  const first = await start()
  expect(first.output()).toContain('migrations applied: 1')
  const admin = { 'content-type': 'application/json', authorization: 'Bearer cli-token' }
  const hall = await fetch(`${first.base}/api/halls`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ name: 'Hall CLI', publicKey: keys.publicKey })
  })
  expect(hall.status).toBe(201)
  const pushed = await fetch(`${first.base}/api/publications`, {
    method: 'POST',
    body: JSON.stringify(publish(played, keys))
  })
  expect(await pushed.json()).toMatchObject({ state: 'accepted' })
  await stop(first.child)

  const second = await start()
  expect(second.output()).not.toContain('migrations applied')
  expect(await (await fetch(`${second.base}/health`)).json()).toMatchObject({ accepted: 1, refused: 0 })
  expect(await (await fetch(`${second.base}/?lang=en`)).text()).toContain('Friday Deepstack')
  await stop(second.child)
}, 300_000)
