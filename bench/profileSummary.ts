import fs from 'node:fs'
import path from 'node:path'

/**
 * A diagnostic for the hall bench's CPU profiles (HALL_BENCH_PROFILE=<dir>, node --cpu-prof): the self time and the
 * total time (self + callees, each function counted once per stack) by function and the self time by file, largest
 * first. `npx tsx bench/profileSummary.ts <file.cpuprofile> [rows]`.
 */
interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const [file, rowsArg, under] = process.argv.slice(2)
/**
 * PROFILE_WINDOWS=<file>: only the samples inside these stretches count (JSON `[[fromUs, toUs], …]` on the machine's
 * monotonic clock, as V8 stamps its samples; the hall bench writes `measured.json` beside its profiles).
 */
const windows = process.env.PROFILE_WINDOWS
  ? (JSON.parse(fs.readFileSync(process.env.PROFILE_WINDOWS, 'utf8')) as Array<[number, number]>)
  : null
if (!file) throw new Error('usage: tsx bench/profileSummary.ts <file.cpuprofile> [rows] [function]')
const rows = Number(rowsArg ?? 30)
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const name = (n: Node): string => {
  const f = n.callFrame
  const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : ''
  return `${f.functionName || '(anonymous)'} ${where}`.trim()
}
const selfBy = new Map<string, number>()
const totalBy = new Map<string, number>()
const fileBy = new Map<string, number>()
/** With a function named: the time under it, by the function it called (its direct callee on each stack). */
const calleeBy = new Map<string, number>()
let busy = 0
let idle = 0
let at = profile.startTime
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0
  if (windows && !windows.some(([from, to]) => at >= from && at <= to)) return
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
  const node = byId.get(id)!
  const own = name(node)
  if (own === '(idle)' || own === '(program)') {
    idle += own === '(idle)' ? ms : 0
    if (own === '(idle)') return
  }
  busy += ms
  selfBy.set(own, (selfBy.get(own) ?? 0) + ms)
  const url = node.callFrame.url
  const fileKey = url ? url.replace(/^.*\/(node_modules|out|src)\//, '$1/') : own
  fileBy.set(fileKey, (fileBy.get(fileKey) ?? 0) + ms)
  const onStack = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(name(byId.get(at)!))
  for (const f of onStack) totalBy.set(f, (totalBy.get(f) ?? 0) + ms)
  if (under) {
    let child = own
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const here = name(byId.get(at)!)
      if (here.split(' ')[0] === under) {
        calleeBy.set(child, (calleeBy.get(child) ?? 0) + ms)
        break
      }
      child = here
    }
  }
})

const top = (m: Map<string, number>): string =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n')
process.stdout.write(
  `${file}\nbusy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms, span ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms\n\n` +
    (under ? `under ${under}, by callee (the first time it is on the stack):\n${top(calleeBy)}\n\n` : '') +
    `self time by function:\n${top(selfBy)}\n\ntotal time by function:\n${top(totalBy)}\n\nself time by file:\n${top(fileBy)}\n`
)
