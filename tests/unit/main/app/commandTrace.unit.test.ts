import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CommandTrace, type CommandPhases } from '../../../../src/main/app/commandTrace'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function traceFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-trace-'))
  dirs.push(dir)
  return path.join(dir, 'commands.jsonl')
}

const lines = (file: string): CommandPhases[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CommandPhases)

describe('the command trace (diagnostics)', () => {
  it('writes one line per command with its phases in order, the first mark of each moment kept', () => {
    const file = traceFile()
    const trace = new CommandTrace(file)
    trace.start()
    trace.mark('committing')
    trace.mark('committed')
    trace.mark('committing') // a second commit of the same command (the clock's own) does not move the first
    trace.mark('answered')
    trace.mark('flushing')
    trace.pushed('tournament:t1')
    trace.pushed('seating:t1')
    trace.end()
    const [phases] = lines(file)
    const order = [
      phases!.received,
      phases!.committing,
      phases!.committed,
      phases!.answered,
      phases!.flushing,
      phases!.pushed!['tournament:t1'],
      phases!.pushed!['seating:t1'],
      phases!.flushed
    ]
    expect(order.every((t) => typeof t === 'number' && t > 1.7e12)).toBe(true)
    expect([...order].sort((a, b) => a! - b!)).toEqual(order)
  })

  it('records nothing outside a command (a flush a subscription caused), and nothing at all when off', () => {
    const file = traceFile()
    const trace = new CommandTrace(file)
    trace.mark('flushing')
    trace.pushed('tournament:t1')
    trace.end()
    expect(fs.existsSync(file)).toBe(false)
    const off = new CommandTrace(null)
    off.start()
    off.mark('committing')
    off.end()
    expect(fs.readdirSync(path.dirname(file))).toEqual([])
  })

  it("sums each topic's views by part while a command is traced, and asks for no timing otherwise", () => {
    const file = traceFile()
    const trace = new CommandTrace(file)
    expect(trace.tracing).toBe(false) // the hub reads no clock
    trace.start()
    expect(trace.tracing).toBe(true)
    trace.view('screen', 'compute', 0.004)
    trace.view('screen', 'compute', 0.006) // a second screen of the same topic
    trace.view('screen', 'push', 0.008)
    trace.view('seating', 'diff', 0.05)
    trace.end()
    expect(trace.tracing).toBe(false)
    const [phases] = lines(file)
    expect(phases!.views!.screen!.compute).toBeCloseTo(0.01, 9)
    expect(phases!.views).toEqual({
      screen: { compute: phases!.views!.screen!.compute, diff: 0, push: 0.008 },
      seating: { compute: 0, diff: 0.05, push: 0 }
    })
    expect(new CommandTrace(null).tracing).toBe(false)
  })
})
