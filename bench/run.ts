/**
 * `npm run bench`: every performance figure of the product, measured on the real store and the real hall server,
 * printed as a table with its target and written to bench-results.json. Exits 1 if a figure misses its target.
 * Register each area's bench module in BENCHES.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Bench, Figure } from './harness'
import { seatingBench } from './seating'
import { resultsBench } from './results'
import { resultsStoreBench } from './resultsStore'
import { storeBench } from './store'
import { clockBench } from './clock'
import { registrationBench } from './registration'
import { displayPageBench } from './displayPage'
import { firstClockBench } from './firstClock'
import { hallBench } from './hall'
import { startupBench } from './startup'
import { phonesBench } from './phones'
import { soakBench } from './soak'
import { screenStormBench } from './screenStorm'
import { federationBench } from './federation'
import { festivalBench } from './festival'

const BENCHES: Array<[string, Bench]> = [
  ['store', storeBench],
  ['registration', registrationBench],
  ['hall', hallBench],
  ['seating', seatingBench],
  ['results', resultsBench],
  ['results-store', resultsStoreBench],
  ['clock', clockBench],
  ['display-page', displayPageBench],
  ['first-clock', firstClockBench],
  ['startup', startupBench],
  ['phones', phonesBench],
  ['soak', soakBench],
  ['storm', screenStormBench],
  ['festival', festivalBench],
  ['federation', federationBench]
]

/** Areas that measure no part of the built app: `npm run bench federation` runs on a fresh clone without a build. */
const WITHOUT_BUILD = new Set(['federation'])

/**
 * The benches need the built app (the renderer for the browser figures, out/main/serve.js for the figures through
 * the spawned hall server): build it when it is missing or older than the sources, as `npm run serve` does.
 */
function buildIfNeeded(): void {
  execFileSync(process.execPath, [path.resolve(__dirname, '../scripts/build-if-needed.mjs')], { stdio: 'inherit' })
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  if (only.length === 0 || only.some((area) => !WITHOUT_BUILD.has(area))) buildIfNeeded()
  const rows: Array<Figure & { area: string }> = []
  for (const [area, bench] of BENCHES) {
    if (only.length > 0 && !only.includes(area)) continue
    process.stdout.write(`measuring ${area}…\n`)
    for (const figure of await bench()) rows.push({ area, ...figure })
  }
  const table = rows.map((r) => [r.area, r.figure, String(r.value), r.unit, r.target, r.pass ? 'pass' : 'FAIL'])
  const header = ['area', 'figure', 'value', 'unit', 'target', 'result']
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)))
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`)
  for (const row of table) process.stdout.write(`${line(row)}\n`)
  fs.writeFileSync(
    'bench-results.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), figures: rows }, null, 2)
  )
  const failed = rows.filter((r) => !r.pass).length
  process.stdout.write(`\n${rows.length - failed} figures met their target, ${failed} missed\n`)
  process.exitCode = failed === 0 ? 0 : 1
}

void main()
