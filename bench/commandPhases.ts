import fs from 'node:fs'
import type { CommandPhases } from '../src/main/app/commandTrace'
import { percentile } from './harness'

/** What the admin saw of one measured command, in ms since the epoch. */
export interface AdminTimes {
  readonly type: string
  readonly sent: number
  readonly answered: number
  readonly lastPush: number
}

const PHASES = ['to server', 'decide', 'commit', 'answer', 'to flush', "admin's views", 'to admin'] as const
type Phase = (typeof PHASES)[number]
type Row = { type: string; total: number } & Record<Phase, number>

/** A stall: one phase of one command that took this long is a wait, not work (the work is well under 1 ms). */
const STALL_MS = 2

/**
 * Issue 15.5, a diagnostic (HALL_BENCH_TRACE=1): each measured command's time split by phase, the server's side
 * from its trace (src/main/app/commandTrace.ts) and the admin's side from the bench, joined by time on the one clock
 * of this machine. Prints the median, p90 and p99 of each phase, how many commands had a phase stalled for 2 ms or
 * more (and in which phase), and the slowest commands phase by phase.
 */
export function phaseReport(traceFile: string, seen: readonly AdminTimes[], adminKeys: readonly string[]): string {
  const traced = fs
    .readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CommandPhases)
  const rows: Row[] = []
  for (const admin of seen) {
    const server = traced.find(
      (t) => t.received !== undefined && t.received >= admin.sent && t.received <= admin.lastPush
    )
    if (!server) continue
    const { received, committing, committed, answered, flushing, pushed } = server
    if ([received, committing, committed, answered, flushing].some((t) => t === undefined) || !pushed) continue
    const adminPushed = Math.max(...adminKeys.map((key) => pushed[key] ?? flushing!))
    rows.push({
      type: admin.type,
      total: admin.lastPush - admin.sent,
      'to server': received! - admin.sent,
      decide: committing! - received!,
      commit: committed! - committing!,
      answer: answered! - committed!,
      'to flush': flushing! - answered!,
      "admin's views": adminPushed - flushing!,
      'to admin': admin.lastPush - adminPushed
    })
  }
  const lines: string[] = []
  const ms = (n: number): string => n.toFixed(2).padStart(6)
  const header = `${'phase (ms)'.padEnd(16)}${['total', ...PHASES].map((p) => p.padStart(14)).join('')}`
  for (const type of [...new Set(rows.map((r) => r.type))]) {
    const of = rows.filter((r) => r.type === type)
    lines.push(`${type}: ${of.length} commands traced`, header)
    for (const p of [50, 90, 99])
      lines.push(
        `${`p${p}`.padEnd(16)}${['total' as const, ...PHASES]
          .map((k) =>
            ms(
              percentile(
                of.map((r) => r[k]),
                p
              )
            ).padStart(14)
          )
          .join('')}`
      )
    const stalled = of.filter((r) => PHASES.some((p) => r[p] >= STALL_MS))
    const where = PHASES.map((p) => `${p} ${of.filter((r) => r[p] >= STALL_MS).length}`).join(', ')
    lines.push(`stalled (a phase ≥ ${STALL_MS} ms): ${stalled.length} of ${of.length} — ${where}`)
    lines.push('slowest:')
    for (const r of [...of].sort((a, b) => b.total - a.total).slice(0, 5))
      lines.push(`${''.padEnd(16)}${['total' as const, ...PHASES].map((k) => ms(r[k]).padStart(14)).join('')}`)
    lines.push('')
  }
  return lines.join('\n')
}
