// `npm test`: build, type-check, lint, unit + integration tests (vitest), end-to-end tests (Playwright + Chromium).
// Ends with one line `N passed, M failed` and a non-zero exit code if anything failed.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'}, ${((Date.now() - started) / 1000).toFixed(0)} s`)
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

// The build and the static checks, two at a time (the machine has two cores): each one's output is printed whole
// when it ends, with its time.
const statics = [
  ['build', 'npx', ['electron-vite', 'build']],
  ['typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']],
  ['typecheck (web)', 'npx', ['tsc', '-p', 'tsconfig.web.json', '--noEmit']],
  ['typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (prettier)', 'npx', ['prettier', '--check', '.']]
]
for (const [name, ok] of await inParallel(statics, 2)) check(name, ok)

const vitestJson = path.join(reports, 'vitest.json')
const vitestOk = run('unit and integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`
])
countJson('vitest', vitestJson, vitestOk, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)
}))

const pwJson = path.join(reports, 'playwright.json')
const pwOk = run('end-to-end', 'npx', ['playwright', 'test'])
countJson('playwright', pwJson, pwOk, (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected
}))
// An end-to-end test that failed once and passed on its one retry (playwright.config.ts) counts as passed, and is
// named here so that nobody mistakes it for a steady one.
for (const title of flakyTitles(pwJson)) console.log(`flaky (failed once, passed on retry): ${title}`)

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

/** The titles of the end-to-end tests Playwright reports as flaky. */
function flakyTitles(file) {
  const titles = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) if (test.status === 'flaky') titles.push(`${path} › ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child, path || child.title)
  }
  try {
    for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(suite, suite.title)
  } catch {
    // no report: counted as a failure above
  }
  return titles
}

/** Run the commands `width` at a time; each one's output is printed when it ends. Resolves to [name, ok] in order. */
async function inParallel(commands, width) {
  const results = new Array(commands.length)
  let next = 0
  const lane = async () => {
    while (next < commands.length) {
      const index = next++
      const [name, command, args] = commands[index]
      const started = Date.now()
      const { ok, output } = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
        const chunks = []
        child.stdout.on('data', (c) => chunks.push(c))
        child.stderr.on('data', (c) => chunks.push(c))
        child.on('error', (error) => resolve({ ok: false, output: String(error) }))
        child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }))
      })
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`\n=== ${name}: ${command} ${args.join(' ')} (${ok ? 'ok' : 'FAILED'}, ${seconds} s)`)
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
      results[index] = [name, ok]
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return results
}
