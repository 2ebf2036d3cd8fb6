// Make sure better-sqlite3's native module matches the runtime about to use it.
//   node scripts/native.mjs node      — for tests, the hall server and benchmarks (plain Node)
//   node scripts/native.mjs electron  — for the desktop app (Electron's ABI; needs Electron's headers, so network)
// Switching between the two rebuilds the module; the desktop build does this for the packaged app itself.
import { execSync, spawnSync } from 'node:child_process'

const target = process.argv[2] ?? 'node'

function loadsInNode() {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    stdio: 'pipe'
  })
  return probe.status === 0
}

if (target === 'node') {
  if (!loadsInNode()) {
    console.log('better-sqlite3 was built for another runtime: rebuilding it for Node…')
    execSync('npm rebuild better-sqlite3', { stdio: 'inherit' })
  }
} else if (target === 'electron') {
  execSync('npx electron-builder install-app-deps', { stdio: 'inherit' })
} else {
  console.error(`unknown target ${target}: use node or electron`)
  process.exit(2)
}
