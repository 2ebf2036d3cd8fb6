import fs from 'node:fs'
import type { CommandPhases, ViewCost } from '../src/main/app/commandTrace'
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
type Row = { type: string; total: number; views: Record<string, ViewCost> } & Record<Phase, number>

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
      views: server.views ?? {},
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
    lines.push(...viewCosts(of))
    lines.push('')
  }
  return lines.join('\n')
}

/**
 * The flush's views by topic (every channel of a topic summed: the 20 screens are one row), in µs of wall time on the
 * server's main thread, median per command: computed, compared with what was pushed (and kept), pushed (the frames
 * and the socket writes).
 */
function viewCosts(rows: readonly Row[]): string[] {
  const topics = [...new Set(rows.flatMap((r) => Object.keys(r.views)))]
  if (topics.length === 0) return []
  const parts = ['compute', 'diff', 'push'] as const
  const us = (n: number): string => Math.round(n * 1000).toString()
  const lines = [`views (µs per command, median)${parts.map((p) => p.padStart(10)).join('')}${'all'.padStart(10)}`]
  let sum = 0
  for (const topic of topics) {
    const cost = (r: Row): ViewCost => r.views[topic] ?? { compute: 0, diff: 0, push: 0 }
    const all = percentile(
      rows.map((r) => cost(r).compute + cost(r).diff + cost(r).push),
      50
    )
    sum += all
    const cells = parts.map((p) =>
      us(
        percentile(
          rows.map((r) => cost(r)[p]),
          50
        )
      ).padStart(10)
    )
    lines.push(`  ${topic.padEnd(29)}${cells.join('')}${us(all).padStart(10)}`)
  }
  lines.push(`  ${'every topic (sum of medians)'.padEnd(59)}${us(sum).padStart(10)}`)
  return lines
}
