// `npm test`: build, type-check, lint, unit + integration tests (vitest), end-to-end tests (Playwright + Chromium).
// Ends with one line `N passed, M failed` and a non-zero exit code if anything failed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, '.ci-reports')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })
const env = { ...process.env, CI: process.env.CI ?? '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

let passed = 0
let failed = 0
const failures = []

function run(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  return result.status === 0
}

function check(name, ok) {
  if (ok) passed += 1
  else {
    failed += 1
    failures.push(name)
  }
}

run('native module', process.execPath, ['scripts/native.mjs', 'node'])
try {
  buildIfNeeded({ force: true })
  check('build', true)
} catch {
  check('build', false)
}
check('typecheck (node)', run('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']))
check('typecheck (web)', run('typecheck (web)', 'npx', ['tsc', '-p', 'tsconfig.web.json', '--noEmit']))
check('typecheck (e2e)', run('typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json', '--noEmit']))
check('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']))

const vitestJson = path.join(reports, 'vitest.json')
const vitestOk = run('unit and integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])
countJson('vitest', vitestJson, vitestOk, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }))

const pwJson = path.join(reports, 'playwright.json')
const pwOk = run('end-to-end', 'npx', ['playwright', 'test'])
countJson('playwright', pwJson, pwOk, (r) => ({ passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected }))

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

function countJson(name, file, ok, extract) {
  try {
    const counts = extract(JSON.parse(fs.readFileSync(file, 'utf8')))
    passed += counts.passed
    failed += counts.failed
    if (counts.failed > 0) failures.push(name)
    if (!ok && counts.failed === 0) check(`${name} (runner exited non-zero)`, false)
  } catch {
    check(`${name} (no report)`, false)
  }
}
