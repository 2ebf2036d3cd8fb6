// `npm start`: make sure the desktop app can start on this machine, then start it (issue 12.6).
//   1. Node is one package.json's `engines` accepts.
//   2. The Electron binary is there (node_modules/electron/dist and path.txt); if not, it is downloaded now, with
//      progress, by Electron's own @electron/get, checked against Electron's checksums, and unpacked by Electron's own
//      install.js. electron 45 no longer downloads at `npm install`, and electron-vite stops with "Electron uninstall"
//      without it.
//   3. better-sqlite3 is built for Electron (scripts/native.mjs electron), then `electron-vite dev` starts the app.
// Where the binary cannot be downloaded, it says so and how to run the hall server instead, and exits with 1.
//
//   node scripts/start.mjs --check   steps 1 and 2 only (tests; "is this machine ready?")
//   FLOORCLOCK_ELECTRON_DIR=DIR      look for (and put) the binary in another copy of the electron package (tests)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import semver from 'semver'

const root = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const say = (line = '') => process.stdout.write(line + '\n')
const complain = (line = '') => process.stderr.write(line + '\n')

const HALL_SERVER_HINT = [
  'Without the desktop app, run the hall server instead: the same admin and clock, in a browser.',
  '    npm run serve',
  'It prints the admin address (with its PIN) and the clock address; add `-- --host 0.0.0.0` to show the clock on',
  'other screens of the hall network (README, "The hall server").'
]

/** 1. The Node this project declares, checked with the same semver ranges npm uses. */
export function checkNode(version = process.versions.node) {
  const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node
  return { ok: semver.satisfies(version, wanted), wanted, version }
}

function platformPath(platform) {
  switch (platform) {
    case 'darwin':
    case 'mas':
      return 'Electron.app/Contents/MacOS/Electron'
    case 'win32':
      return 'electron.exe'
    default:
      return 'electron'
  }
}

/** 2. Is the binary of this electron package there? The same test Electron's install.js makes. */
export function electronStatus(electronDir, env = process.env) {
  const { version } = JSON.parse(fs.readFileSync(path.join(electronDir, 'package.json'), 'utf8'))
  const platform = env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || process.platform
  const arch = env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || process.arch
  const expected = platformPath(platform)
  const read = (file) => {
    try {
      return fs.readFileSync(path.join(electronDir, file), 'utf8').trim()
    } catch {
      return null
    }
  }
  const executable = env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, expected)
    : path.join(electronDir, 'dist', expected)
  const installed =
    (env.ELECTRON_OVERRIDE_DIST_PATH ||
      (read('dist/version')?.replace(/^v/, '') === version && read('path.txt') === expected)) &&
    fs.existsSync(executable)
  return { installed: Boolean(installed), version, platform, arch, executable }
}

function describeError(error) {
  const cause = error?.cause
  const detail = cause ? ` (${cause.code ?? ''}${cause.code && cause.message ? ': ' : ''}${cause.message ?? ''})` : ''
  return `${error?.message ?? String(error)}${detail}`
}

function mirrorOf(env) {
  return (
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.ELECTRON_MIRROR ||
    'https://github.com/electron/electron/releases/download/'
  )
}

/** Download with progress through the electron package's own @electron/get (same cache, same checksums as install.js). */
async function download(electronDir, status, env = process.env) {
  const fromElectron = createRequire(path.join(electronDir, 'package.json'))
  const get = await import(pathToFileURL(fromElectron.resolve('@electron/get')).href)
  if (env.ELECTRON_GET_USE_PROXY) get.initializeProxy()
  const tty = process.stdout.isTTY
  let shown = -1
  const progress = ({ transferred, total, percent }) => {
    const step = Math.floor(percent * 100)
    if (step === shown || (!tty && step % 10 !== 0 && step !== 100)) return
    shown = step
    const mb = (n) => (n / 1_048_576).toFixed(1)
    const line = `  ${String(step).padStart(3)}%  ${mb(transferred)}${total ? ` of ${mb(total)}` : ''} MB`
    if (tty) process.stdout.write(`\r${line}`)
    else say(line)
  }
  const useRemoteChecksums = env.electron_use_remote_checksums || env.npm_config_electron_use_remote_checksums
  await get.downloadArtifact({
    version: status.version,
    artifactName: 'electron',
    platform: status.platform,
    arch: status.arch,
    cacheRoot: env.electron_config_cache,
    checksums: useRemoteChecksums
      ? undefined
      : JSON.parse(fs.readFileSync(path.join(electronDir, 'checksums.json'), 'utf8')),
    downloadOptions: { quiet: true, getProgressCallback: progress }
  })
  if (tty) process.stdout.write('\n')
}

/** Steps 1 and 2. Returns an exit code: 0 ready, 1 not (and says why, and what to do). */
export async function preflight({ electronDir, env = process.env } = {}) {
  const node = checkNode()
  if (!node.ok) {
    complain(`Floorclock needs Node ${node.wanted} (package.json "engines"); this is Node ${node.version}.`)
    complain('Install Node 22 LTS or newer from https://nodejs.org/ and run `npm install` and `npm start` again.')
    return 1
  }
  const dir = electronDir ?? env.FLOORCLOCK_ELECTRON_DIR ?? path.dirname(require.resolve('electron/package.json'))
  const before = electronStatus(dir, env)
  if (before.installed) return 0
  say(`Floorclock: the Electron ${before.version} binary is not installed yet; downloading it once…`)
  say(`  from ${mirrorOf(env)} for ${before.platform}-${before.arch}`)
  try {
    await download(dir, before, env)
    // Electron's own installer unpacks the archive just downloaded (now in the cache) and writes path.txt.
    const unpack = spawnSync(process.execPath, [path.join(dir, 'install.js')], { stdio: 'inherit', env })
    if (unpack.status !== 0) throw new Error(`Electron's installer stopped with exit code ${unpack.status}`)
    if (!electronStatus(dir, env).installed) throw new Error('the archive did not contain the Electron binary')
  } catch (error) {
    complain('')
    complain(`Floorclock: the Electron binary could not be downloaded, so the desktop app cannot start.`)
    complain(`  Electron ${before.version} for ${before.platform}-${before.arch}: ${describeError(error)}`)
    complain('  Check the internet connection and run `npm start` again. Behind a proxy: set HTTPS_PROXY and')
    complain('  ELECTRON_GET_USE_PROXY=true; from a mirror: set ELECTRON_MIRROR.')
    complain('')
    for (const line of HALL_SERVER_HINT) complain(line)
    return 1
  }
  say(`Floorclock: Electron ${before.version} is installed.`)
  return 0
}

async function main() {
  const code = await preflight()
  if (code !== 0 || process.argv.includes('--check')) process.exit(code)
  const native = spawnSync(process.execPath, [path.join(root, 'scripts/native.mjs'), 'electron'], { stdio: 'inherit' })
  if (native.status !== 0) {
    complain('Floorclock: better-sqlite3 could not be built for Electron (it needs Electron’s headers, so network).')
    for (const line of HALL_SERVER_HINT) complain(line)
    process.exit(1)
  }
  const child = spawn(
    process.execPath,
    [path.join(path.dirname(require.resolve('electron-vite/package.json')), 'bin/electron-vite.js'), 'dev'],
    {
      cwd: root,
      stdio: 'inherit'
    }
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
