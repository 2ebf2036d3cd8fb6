import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { DataFolderBusyError, LOCK_NOTE_FILE, lockDataFolder, type LockHolder } from '../../src/main/store/lock'
import { SERVE_JS, startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'
import { mainEvent } from '../support/fixtures'

/**
 * One writer per data folder: real hall server processes (out/main/serve.js) on one folder. The second
 * refuses at start, names the holder and writes nothing; a holder killed with SIGKILL leaves a lock the kernel has
 * already dropped, which the next start takes over.
 */
const dirs: string[] = []
const halls: HallProcess[] = []
afterEach(async () => {
  await Promise.all(halls.splice(0).map((h) => h.stop()))
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
const freshDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-lock-'))
  dirs.push(dir)
  return dir
}

/** Run serve.js to its end (a refused start exits by itself) and collect what it printed. */
function runServe(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE_JS, '--port', '0', '--data-dir', dataDir, '--token', 'pin-12345'], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`serve.js did not exit; it printed:\n${stdout}${stderr}`))
    }, 15_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** Every file of the database (main file, WAL, shared memory), hashed: "nothing written" means these are equal. */
function databaseFingerprint(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {}
  // Not the -shm: it is the WAL index in shared memory, which the first server's own readers (its snapshot worker)
  // update while it runs. The database file and its WAL are what a second writer would change.
  const files = fs.readdirSync(dataDir).filter((n) => n.startsWith('floorclock.sqlite') && !n.endsWith('-shm'))
  for (const name of files)
    out[name] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(dataDir, name)))
      .digest('hex')
  return out
}

async function recordTournament(hall: HallProcess): Promise<TestSocket> {
  const socket = await TestSocket.open(hall.baseUrl)
  await socket.hello('admin', hall.pin, 'Anna (TD)')
  const created = await socket.request({
    kind: 'command',
    envelope: { command: { type: 'tournament.create', fields: mainEvent } }
  })
  expect(created.result.ok).toBe(true)
  return socket
}

function readNote(dataDir: string): LockHolder {
  return JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_NOTE_FILE), 'utf8')) as LockHolder
}

describe('one writer per data folder', () => {
  it('a second hall server on the same folder refuses at start, names the first, and writes nothing', async () => {
    const dataDir = freshDir()
    const first = await startHall({ dataDir })
    halls.push(first)
    const socket = await recordTournament(first)
    const before = databaseFingerprint(dataDir)
    expect(Object.keys(before)).toContain('floorclock.sqlite')

    const second = await runServe(dataDir)

    expect(second.code).not.toBe(0)
    expect(second.stdout).not.toContain('Clock:')
    expect(second.stderr).toContain(`Floorclock will not open the data folder ${dataDir}`)
    expect(second.stderr).toMatch(
      new RegExp(
        `the Floorclock hall server \\(process ${first.child.pid}\\) has held it since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d`
      )
    )
    expect(second.stderr).toContain('Nothing was written.')
    expect(databaseFingerprint(dataDir)).toEqual(before)
    expect(readNote(dataDir).pid).toBe(first.child.pid)

    // The first one still holds the folder and still records.
    const list = await socket.request({ kind: 'query', query: { type: 'tournaments.list' } })
    expect((list.result as { ok: true; value: unknown[] }).value).toHaveLength(1)
    socket.close()
  })

  it('a folder held by the desktop app sends the hall server to the desktop app’s own sharing', async () => {
    const dataDir = freshDir()
    const desktop = lockDataFolder(dataDir, { kind: 'desktop app' })
    try {
      const refused = await runServe(dataDir)
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toContain(`the Floorclock desktop app (process ${process.pid})`)
      expect(refused.stderr).toContain('Share the clock on the hall network')
      expect(fs.existsSync(path.join(dataDir, 'floorclock.sqlite'))).toBe(false)
    } finally {
      desktop.release()
    }
  })

  it('a holder killed with SIGKILL leaves a stale lock that the next start takes over, with the journal intact', async () => {
    const dataDir = freshDir()
    const killed = await startHall({ dataDir })
    ;(await recordTournament(killed)).close()
    const killedPid = killed.child.pid
    killed.child.kill('SIGKILL')
    await new Promise((resolve) => killed.child.once('exit', resolve))
    // The note still names the killed process: only the kernel lock went with it.
    expect(readNote(dataDir).pid).toBe(killedPid)

    const next = await startHall({ dataDir })
    halls.push(next)
    expect(readNote(dataDir).pid).toBe(next.child.pid)
    const socket = await TestSocket.open(next.baseUrl)
    await socket.hello('admin', next.pin, 'Anna (TD)')
    const list = await socket.request({ kind: 'query', query: { type: 'tournaments.list' } })
    expect((list.result as { ok: true; value: unknown[] }).value).toHaveLength(1)
    socket.close()
    // And it is the holder now: a third one is refused naming it, not the killed one.
    const third = await runServe(dataDir)
    expect(third.stderr).toContain(`(process ${next.child.pid})`)
  })

  it('prints the take-over of a killed holder’s folder', async () => {
    const dataDir = freshDir()
    const killed = await startHall({ dataDir })
    const killedPid = killed.child.pid
    killed.child.kill('SIGKILL')
    await new Promise((resolve) => killed.child.once('exit', resolve))
    const child = spawn(process.execPath, [SERVE_JS, '--port', '0', '--data-dir', dataDir, '--token', 'pin-12345'], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(output)), 15_000)
      const onData = (c: Buffer): void => {
        output += c.toString()
        if (output.includes('Clock:')) {
          clearTimeout(timer)
          resolve()
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
    })
    // Serving (its signal handlers are in place once it answers), then stopped the way Ctrl+C stops it.
    const baseUrl = /Clock:\s+(http:\/\/\S+)\/clock\b/.exec(output)![1]!
    const socket = await TestSocket.open(baseUrl)
    expect((await socket.hello('display')).kind).toBe('welcome')
    socket.close()
    const exit = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
    expect(exit).toBe(0)
    expect(output).toContain(`took over the data folder from the hall server (process ${killedPid}`)
    expect(output).toContain('which ended without closing it')
    // A clean stop leaves no note behind.
    expect(fs.existsSync(path.join(dataDir, LOCK_NOTE_FILE))).toBe(false)
  })
})

describe('the lock inside one process', () => {
  it('refuses a second Floor on the same folder until the first closes', () => {
    const dataDir = freshDir()
    const floor = openFloor(dataDir)
    expect(() => openFloor(dataDir)).toThrow(DataFolderBusyError)
    try {
      openFloor(dataDir)
    } catch (error) {
      expect((error as DataFolderBusyError).holder).toMatchObject({ pid: process.pid, kind: 'hall server' })
    }
    floor.close()
    const again = openFloor(dataDir)
    again.close()
  })

  it('releases the folder when opening the database fails, and the damaged file is left as it was', () => {
    const dataDir = freshDir()
    const file = path.join(dataDir, 'floorclock.sqlite')
    const other = new Database(file)
    other.exec('CREATE TABLE not_ours (x)')
    other.close()
    const before = fs.readFileSync(file)
    expect(() => openFloor(dataDir)).toThrow(/belongs to another application/)
    expect(fs.readFileSync(file).equals(before)).toBe(true)
    // Not held any more: the lock can be taken again.
    lockDataFolder(dataDir).release()
  })
})
