import fs from 'node:fs'
import path from 'node:path'
import type { Failure } from './knownBugs'
import type { SeedStats } from './runner'
import { INVARIANTS } from './invariants'

/** The figures of a fuzz run over several seeds, as printed and as kept in .ci-reports/statefulFuzz.json. */
export interface FuzzReport {
  target: string
  seeds: number[]
  operations: number
  generated: number
  settling: number
  applied: number
  unchanged: number
  refusals: { byZod: number; byRules: number; codes: Record<string, number> }
  malformed: { sent: number; accepted: number }
  internalErrors: number
  crashes: number
  /** Crashes classified as known bugs (also in knownBugs). */
  knownCrashes: number
  rateLimited: number
  restartsCompared: number
  memoryDigestNoise: number
  violations: Failure[]
  knownBugs: Record<string, number>
  knownFailures: Failure[]
  invariants: Record<string, string>
  byType: Record<string, { sent: number; applied: number; codes: Record<string, number> }>
  ms: number
  /** CPU time: the test process (generator, checks, client) and the servers, ms; per operation, ms. */
  cpu: { testMs: number; serversMs: number; perOperationMs: number }
}

export function combine(target: string, runs: readonly SeedStats[], ms: number, testCpuMs = 0): FuzzReport {
  const report: FuzzReport = {
    target,
    seeds: runs.map((r) => r.seed),
    operations: 0,
    generated: 0,
    settling: 0,
    applied: 0,
    unchanged: 0,
    refusals: { byZod: 0, byRules: 0, codes: {} },
    malformed: { sent: 0, accepted: 0 },
    internalErrors: 0,
    crashes: 0,
    knownCrashes: 0,
    rateLimited: 0,
    restartsCompared: 0,
    memoryDigestNoise: 0,
    violations: [],
    knownBugs: {},
    knownFailures: [],
    invariants: { ...INVARIANTS },
    byType: {},
    ms,
    cpu: { testMs: Math.round(testCpuMs), serversMs: 0, perOperationMs: 0 }
  }
  for (const r of runs) {
    report.operations += r.operations
    report.generated += r.generated
    report.settling += r.settling
    report.applied += r.applied
    report.unchanged += r.unchanged
    report.refusals.byZod += r.refusedByZod
    report.refusals.byRules += r.refusedByRules
    for (const [code, n] of Object.entries(r.refusals))
      report.refusals.codes[code] = (report.refusals.codes[code] ?? 0) + n
    report.malformed.sent += r.malformedSent
    report.malformed.accepted += r.malformedAccepted
    report.internalErrors += r.internalErrors
    report.crashes += r.crashes
    report.knownCrashes += r.knownFailures.filter((f) => f.kind === 'crash').length
    report.rateLimited += r.rateLimited
    report.restartsCompared += r.restartsCompared
    report.memoryDigestNoise += r.memoryDigestNoise
    report.violations.push(...r.violations)
    for (const [bug, n] of Object.entries(r.knownBugs)) report.knownBugs[bug] = (report.knownBugs[bug] ?? 0) + n
    report.knownFailures.push(...r.knownFailures)
    for (const [type, c] of Object.entries(r.byType)) {
      const t = (report.byType[type] ??= { sent: 0, applied: 0, codes: {} })
      t.sent += c.sent
      t.applied += c.applied
      for (const [code, n] of Object.entries(c.codes)) t.codes[code] = (t.codes[code] ?? 0) + n
    }
  }
  report.cpu.serversMs = Math.round(runs.reduce((sum, r) => sum + r.serverCpuMs, 0))
  report.cpu.perOperationMs =
    report.operations > 0 ? Math.round(((report.cpu.testMs + report.cpu.serversMs) / report.operations) * 100) / 100 : 0
  return report
}

/** The report as a few lines for the test output. */
export function summary(report: FuzzReport): string {
  const codes = Object.entries(report.refusals.codes).sort((a, b) => b[1] - a[1])
  const rules = codes.filter(([code]) => code !== 'error.invalid')
  const neverApplied = Object.entries(report.byType)
    .filter(([, c]) => c.applied === 0)
    .map(([t]) => t)
  const lines = [
    `stateful fuzz (${report.target}): seeds ${report.seeds.join(', ')}`,
    `  operations ${report.operations} (${report.generated} generated, ${report.settling} settling), ${report.applied} recorded, ${report.unchanged} accepted with nothing to record, ${(report.ms / 1000).toFixed(1)} s`,
    `  CPU: test process ${(report.cpu.testMs / 1000).toFixed(1)} s, servers ${(report.cpu.serversMs / 1000).toFixed(1)} s, ${report.cpu.perOperationMs} ms per operation (wall time depends on the machine's load; CPU does not)`,
    `  refusals: ${report.refusals.byRules} by the rules, ${report.refusals.byZod} by zod (error.invalid); malformed sent ${report.malformed.sent}, accepted ${report.malformed.accepted}`,
    `  rule refusals by code: ${rules.map(([c, n]) => `${c} ${n}`).join(', ')}`,
    `  crashes ${report.crashes} (known ${report.knownCrashes}), internal errors ${report.internalErrors}, violations ${report.violations.length}, restarts compared ${report.restartsCompared} (${report.memoryDigestNoise} to check an in-memory digest that moved with no change of content), rate-limited resends ${report.rateLimited}`,
    `  known bugs tolerated: ${
      Object.entries(report.knownBugs)
        .map(([b, n]) => `${b} ×${n}`)
        .join(', ') || 'none'
    }`,
    `  command types sent ${Object.keys(report.byType).length}; never recorded: ${
      neverApplied
        .map(
          (t) =>
            `${t} (${Object.entries(report.byType[t]!.codes)
              .map(([c, n]) => `${c} ${n}`)
              .join(', ')})`
        )
        .join('; ') || 'none'
    }`
  ]
  for (const f of report.violations.slice(0, 20)) lines.push(describeFailure(f))
  return lines.join('\n')
}

export function describeFailure(f: Failure): string {
  return [
    `  ✗ seed ${f.seed} op ${f.op}: ${f.kind}${f.invariant ? ` [${f.invariant}]` : ''}${f.known ? ` (known: ${f.known})` : ''} ${f.detail}`,
    f.command ? `      command ${f.command} ${JSON.stringify(f.input ?? null).slice(0, 600)}` : '',
    ...(f.recent ?? []).slice(-8).map((r) => `      ${r.slice(0, 300)}`),
    f.output ? `      server: ${f.output.split('\n').slice(-8).join('\n              ')}` : ''
  ]
    .filter(Boolean)
    .join('\n')
}

/** Keep the figures with the CI artifacts (npm test clears .ci-reports/ first). */
export function writeReport(
  report: FuzzReport,
  file = path.resolve(__dirname, '../../../.ci-reports/statefulFuzz.json')
): string {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(report, null, 2))
  return file
}
