import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { zipStored } from '../support/zip'

/**
 * `npm start` on a fresh machine: scripts/start.mjs, run for real, against a copy of the electron package
 * that has no binary. This machine cannot reach the Electron release servers, so the failing download is a closed
 * local port, and the succeeding one a local mirror serving a stand-in archive with its checksum file, through
 * Electron's own @electron/get and install.js. The copy sits under the project's test-results/ so that its install.js
 * finds @electron/get in the project's node_modules, as the real one does.
 */
const ROOT = path.resolve(__dirname, '../..')
const START = path.join(ROOT, 'scripts/start.mjs')
const ELECTRON = path.join(ROOT, 'node_modules/electron')
const VERSION = (JSON.parse(fs.readFileSync(path.join(ELECTRON, 'package.json'), 'utf8')) as { version: string })
  .version
const BINARY =
  process.platform === 'win32'
    ? 'electron.exe'
    : process.platform === 'darwin'
      ? 'Electron.app/Contents/MacOS/Electron'
      : 'electron'

const cleanup: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

/** A copy of the electron package without its binary (as `npm install` leaves electron 45), and an empty cache. */
function electronWithoutBinary(): { electronDir: string; cache: string } {
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
  const base = fs.mkdtempSync(path.join(ROOT, 'test-results', 'start-preflight-'))
  cleanup.push(() => fs.rmSync(base, { recursive: true, force: true }))
  const electronDir = path.join(base, 'node_modules/electron')
  fs.mkdirSync(electronDir, { recursive: true })
  for (const file of ['package.json', 'install.js', 'checksums.json', 'index.js'])
    fs.copyFileSync(path.join(ELECTRON, file), path.join(electronDir, file))
  const cache = path.join(base, 'cache')
  fs.mkdirSync(cache)
  return { electronDir, cache }
}

function runStart(
  args: string[],
  env: Record<string, string>
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(npm_config_electron|ELECTRON_|electron_)/i.test(k))
    )
    const child = spawn(process.execPath, [START, ...args], {
      cwd: ROOT,
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`start.mjs did not finish:\n${stdout}\n${stderr}`))
    }, 30_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

/** A port nobody listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('npm start: the preflight', () => {
  it('with the binary absent and no way to download it, says so, names the hall server, exits non-zero', async () => {
    const { electronDir, cache } = electronWithoutBinary()
    const port = await closedPort()
    // The same command `npm start` runs, not only the check.
    const run = await runStart([], {
      FLOORCLOCK_ELECTRON_DIR: electronDir,
      ELECTRON_MIRROR: `http://127.0.0.1:${port}/`,
      electron_config_cache: cache
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`the Electron ${VERSION} binary is not installed yet; downloading it once`)
    expect(run.stderr).toContain('the Electron binary could not be downloaded, so the desktop app cannot start')
    expect(run.stderr).toContain('ECONNREFUSED')
    expect(run.stderr).toContain('run the hall server instead')
    expect(run.stderr).toMatch(/^ {4}npm run serve$/m)
    // Nothing half-installed, and electron-vite never started ("Electron uninstall" is its error).
    expect(fs.existsSync(path.join(electronDir, 'path.txt'))).toBe(false)
    expect(run.stdout + run.stderr).not.toContain('Electron uninstall')
  })

  it('with the binary absent and a reachable mirror, downloads it with progress, checks it, unpacks it', async () => {
    const { electronDir, cache } = electronWithoutBinary()
    const archiveName = `electron-v${VERSION}-${process.platform}-${process.arch}.zip`
    const archive = zipStored({ [BINARY]: '#!/bin/sh\necho stand-in\n', version: `v${VERSION}` })
    const sha = crypto.createHash('sha256').update(archive).digest('hex')
    const asked: string[] = []
    const mirror = await listen((req, res) => {
      asked.push(req.url ?? '')
      if (req.url === `/v${VERSION}/${archiveName}`)
        res.writeHead(200, { 'Content-Length': archive.length }).end(archive)
      else if (req.url === `/v${VERSION}/SHASUMS256.txt`) res.end(`${sha} *${archiveName}\n`)
      else res.writeHead(404).end()
    })
    const env = {
      FLOORCLOCK_ELECTRON_DIR: electronDir,
      ELECTRON_MIRROR: mirror,
      // The stand-in is not Electron's real archive, so its checksum comes from the mirror, not checksums.json.
      electron_use_remote_checksums: '1',
      electron_config_cache: cache
    }
    const run = await runStart(['--check'], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`from ${mirror} for ${process.platform}-${process.arch}`)
    expect(run.stdout).toMatch(/100% {2}0\.0 of 0\.0 MB/)
    expect(run.stdout).toContain(`Floorclock: Electron ${VERSION} is installed.`)
    expect(fs.readFileSync(path.join(electronDir, 'path.txt'), 'utf8')).toBe(BINARY)
    expect(fs.existsSync(path.join(electronDir, 'dist', BINARY))).toBe(true)
    expect(asked).toContain(`/v${VERSION}/${archiveName}`)

    // Ready now: the next start downloads nothing.
    asked.length = 0
    const again = await runStart(['--check'], env)
    expect(again.code).toBe(0)
    expect(again.stdout).toBe('')
    expect(asked).toEqual([])
  })

  it('refuses an archive whose checksum does not match, and installs nothing', async () => {
    const { electronDir, cache } = electronWithoutBinary()
    const archiveName = `electron-v${VERSION}-${process.platform}-${process.arch}.zip`
    const archive = zipStored({ [BINARY]: 'tampered', version: `v${VERSION}` })
    const mirror = await listen((req, res) => {
      if (req.url === `/v${VERSION}/${archiveName}`) res.end(archive)
      else if (req.url === `/v${VERSION}/SHASUMS256.txt`) res.end(`${'0'.repeat(64)} *${archiveName}\n`)
      else res.writeHead(404).end()
    })
    const run = await runStart(['--check'], {
      FLOORCLOCK_ELECTRON_DIR: electronDir,
      ELECTRON_MIRROR: mirror,
      electron_use_remote_checksums: '1',
      electron_config_cache: cache
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('the Electron binary could not be downloaded')
    expect(run.stderr).toMatch(/checksum|sha/i)
    expect(fs.existsSync(path.join(electronDir, 'path.txt'))).toBe(false)
  })

  it('declares one Node range: package.json engines is what the preflight checks, and it covers this Node', async () => {
    const { checkNode } = (await import(START)) as {
      checkNode: (v?: string) => { ok: boolean; wanted: string }
    }
    const engines = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node
    expect(checkNode().wanted).toBe(engines)
    expect(checkNode().ok).toBe(true)
    expect(checkNode('20.19.0').ok).toBe(true)
    expect(checkNode('20.18.3').ok).toBe(false) // no require() of ES modules: Electron's installer cannot load
    expect(checkNode('22.11.0').ok).toBe(false)
    expect(checkNode('22.12.0').ok).toBe(true)
    expect(checkNode('24.1.0').ok).toBe(true)
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    expect(readme).toContain('Node 20.19 or newer (20.19+, 22.12+')
  })
})
