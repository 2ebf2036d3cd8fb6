/**
 * `npm run bench`: every performance figure of the product, measured on the real store and the real hall server,
 * printed as a table with its target and written to bench-results.json. Exits 1 if a figure misses its target.
 * Register each area's bench module in BENCHES.
 */
import fs from 'node:fs'
import type { Bench, Figure } from './harness'
import { seatingBench } from './seating'
import { resultsBench } from './results'
import { resultsStoreBench } from './resultsStore'
import { storeBench } from './store'
import { clockBench } from './clock'
import { registrationBench } from './registration'

const BENCHES: Array<[string, Bench]> = [
  ['store', storeBench],
  ['registration', registrationBench],
  ['seating', seatingBench],
  ['results', resultsBench],
  ['results-store', resultsStoreBench],
  ['clock', clockBench]
]

async function main(): Promise<void> {
  const only = process.argv.slice(2)
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
  fs.writeFileSync('bench-results.json', JSON.stringify({ measuredAt: new Date().toISOString(), figures: rows }, null, 2))
  const failed = rows.filter((r) => !r.pass).length
  process.stdout.write(`\n${rows.length - failed} figures met their target, ${failed} missed\n`)
  process.exitCode = failed === 0 ? 0 : 1
}

void main()
