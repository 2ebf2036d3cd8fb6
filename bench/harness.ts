import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

/** One measured figure with its target. */
export interface Figure {
  figure: string
  value: number
  unit: string
  target: string
  pass: boolean
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? NaN
}

/** Time `fn` `n` times (after `warmup` untimed runs); milliseconds per call. */
export function sample(n: number, fn: (i: number) => void, warmup = Math.min(50, n)): number[] {
  for (let i = 0; i < warmup; i += 1) fn(-1 - i)
  const samples: number[] = []
  for (let i = 0; i < n; i += 1) {
    const start = performance.now()
    fn(i)
    samples.push(performance.now() - start)
  }
  return samples
}

export function atMost(figure: string, value: number, unit: string, limit: number): Figure {
  return { figure, value: round(value), unit, target: `≤ ${limit} ${unit}`, pass: value <= limit }
}

export function info(figure: string, value: number, unit: string): Figure {
  return { figure, value: round(value), unit, target: '(information)', pass: true }
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `floorclock-bench-${label}-`))
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

/** A bench module: measures on the real store / real hall server and returns its figures. */
export type Bench = () => Promise<Figure[]>
