// Build the renderer and the main-process bundles when any source is newer than the build.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const outputs = ['out/main/serve.js', 'out/renderer/index.html'].map((p) => path.join(root, p))
const inputs = ['src', 'resources', 'electron.vite.config.ts', 'package.json'].map((p) => path.join(root, p))

function newest(p) {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))))
}

export function buildIfNeeded({ force = false } = {}) {
  const built = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)))
  if (force || built === 0 || Math.max(...inputs.map(newest)) > built) {
    console.log('Building Floorclock (electron-vite build)…')
    execSync('npx electron-vite build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') })
