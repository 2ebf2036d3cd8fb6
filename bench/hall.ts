import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { DATABASE_FILE } from '../src/main/app/start/dataDir'
import { openDatabase } from '../src/main/store/database'
import { EventStore } from '../src/main/store/eventStore'
import { SNAPSHOT_EVERY } from '../src/main/app/journal/snapshotKeeper'
import { sameJson } from '../src/shared/contract/patch'
import { subscriptionKey, type Subscription } from '../src/shared/contract/subscriptions'
import { atMost, info, percentile, tempDataDir, type Bench, type Figure } from './harness'
import { BenchSocket, spawnHall } from './hallClient'
import { DisplayFleet } from './displayFleet'
import { machineFloor } from './machineFloor'
import { processCpuMs, threadCpuMs, threadsCpuMs } from './processCpu'
import { JournalWriter } from './journalWriter'
import { seatedField } from './scenarios'
import { phaseReport, type AdminTimes } from './commandPhases'
import { buttonsToRecord, proposalAfter } from './buttons'
import type { SeatingView } from '../src/shared/core/seating/views'

const PIN = 'bench-pin-4242'
const DISPLAYS = Number(process.env.HALL_BENCH_DISPLAYS ?? 20)
const MEASURED = 200
/** Registrations and eliminations (with their confirmations) before the measured ones, not measured. */
const WARM_UP = Number(process.env.HALL_BENCH_WARM_UP ?? 60)
/** Registrations after the eliminations (late registration still open while players bust), measured apart. */
const LATE = 50

// HALL_BENCH_TRACE=1 prints where each command's time went, phase by phase (bench/commandPhases.ts);
// HALL_BENCH_SIZE=10000 measures one field size only; HALL_BENCH_DISPLAYS=1 connects fewer displays (at least one);
// HALL_BENCH_NODE_ARGS="--trace-gc" passes flags to the server's node; HALL_BENCH_PROFILE=<dir> writes the hall server's CPU profile
// there (node --cpu-prof), with `measured-<entries>.json`, the measured stretches
// (`PROFILE_WINDOWS=<dir>/measured-300.json npx tsx bench/profileSummary.ts <file>` sums only those);
// HALL_BENCH_LOG=<file> appends the server's log to the file; HALL_BENCH_WARM_UP=60 sets how many registrations and
// eliminations go before the measured ones; HALL_BENCH_WINDOWS=<dir> writes only `measured-<entries>.json` (for
// `perf record -k CLOCK_MONOTONIC`: `perf report --time` takes the same clock); HALL_BENCH_THREADS=1 prints the server's CPU per command thread by thread;
// HALL_BENCH_VIEWS=seating,results opens only these admin views (the seating view is needed: it gives the buttons).

interface Sample {
  /** When the frame was sent (ms since the epoch), the key to its traced phases. */
  sent: number
  ms: number
  adminBytes: number
  displayBytes: number
  fanoutMs: number | null
}

/**
 * Issue 15.5, end to end: the real hall server (spawned, out/main/serve.js) with the admin's views open (tournament,
 * registration, seating, results) and 20 hall displays connected, every one a WebSocket client that rebuilds its
 * views from the patches, in a process of its own as on the hall's screens. A command is timed from the frame sent to
 * the last push it caused reaching the admin (a ping after the answer marks that every push of the command has
 * arrived); the fan-out from the frame sent to the last of the 20 displays receiving its push. At the end a fresh connection's whole views must equal the admin's
 * rebuilt ones.
 */
async function measure(entries: number, floorP99: number): Promise<Figure[]> {
  const dir = tempDataDir(`hall-${entries}`)
  const db = openDatabase(path.join(dir, DATABASE_FILE))
  const writer = new JournalWriter(db, new EventStore(db), { seed: entries, startAt: Date.UTC(2026, 10, 28, 17) })
  const field = seatedField(writer, entries, MEASURED + WARM_UP + LATE)
  writer.commit()
  const records = new EventStore(db).count()
  db.close()

  // Kept after the run (the data folder is removed): each command's phases inside the server, one JSON line each.
  const traceFile = process.env.HALL_BENCH_TRACE
    ? path.join(os.tmpdir(), `floorclock-hall-trace-${entries}.jsonl`)
    : null
  if (traceFile) fs.rmSync(traceFile, { force: true })
  const hall = await spawnHall(dir, PIN, traceFile ? { FLOORCLOCK_TRACE_COMMANDS: traceFile } : {})
  const adminTimes: AdminTimes[] = []
  // The bench's journal is written without the snapshots a floor writes every 5,000 records: this server's start
  // replays it whole and writes one, once, in the background (12 MB at 10,000 entries, about a second of disk). That is
  // a start's cost (`npm run bench startup`), not a command's: the commands are measured after it.
  if (records >= SNAPSHOT_EVERY && !(await hall.snapshotWritten(60_000)))
    throw new Error('the hall server wrote no snapshot after its start')
  const sockets: BenchSocket[] = []
  let fleet: DisplayFleet | null = null
  try {
    const admin = await BenchSocket.open(hall.baseUrl, { role: 'admin', token: PIN, operator: 'Bench (TD)' })
    sockets.push(admin)
    const { tournamentId } = field
    const views = (process.env.HALL_BENCH_VIEWS ?? 'tournament,registration,seating,results')
      .split(',')
      .filter(Boolean)
      .map((topic) => ({ topic, tournamentId }))
    for (const view of views) await admin.subscribe(view)
    // The hall displays run in their own process, as on the hall's own screens (bench/displayFleet.ts).
    const displays = (fleet = await DisplayFleet.start(hall.baseUrl, tournamentId, DISPLAYS))

    const run = async (command: Record<string, unknown>): Promise<{ sample: Sample; events: unknown[] }> => {
      admin.pushBytes = 0
      const seen = await displays.mark()
      const t0 = performance.now()
      const { events, at } = await admin.command(command)
      await admin.ping()
      const end = admin.lastPushAt > t0 ? admin.lastPushAt : at
      const epoch = (t: number): number => performance.timeOrigin + t
      adminTimes.push({ type: String(command.type), sent: epoch(t0), answered: epoch(at), lastPush: epoch(end) })
      // Each display's push for this command (every one of these commands changes what the hall shows).
      const arrived = await displays.arrived(seen, 2000)
      return {
        events,
        sample: {
          sent: performance.timeOrigin + t0,
          ms: end - t0,
          adminBytes: admin.pushBytes,
          displayBytes: arrived.bytes,
          fanoutMs: arrived.all ? arrived.lastAt - (performance.timeOrigin + t0) : null
        }
      }
    }

    const registers: Sample[] = []
    const eliminations: Sample[] = []
    const confirms: Sample[] = []
    let registered = 0
    const register = async (): Promise<Sample> =>
      (await run({ type: 'entry.register', tournamentId, playerId: field.spare[registered++]! })).sample
    const pool = [...field.entries]
    let random = entries
    /** One elimination (with balancing), and the confirmation of the move it proposed, if any. */
    const eliminate = async (): Promise<{ eliminated: Sample; confirmed: Sample | null }> => {
      random = (random * 1103515245 + 12345) % 2 ** 31
      const k = random % pool.length
      const out = pool[k]!
      pool[k] = pool[pool.length - 1]!
      pool.pop()
      const { sample, events } = await run({
        type: 'entry.eliminate',
        tournamentId,
        entryId: out,
        level: 3,
        confirmedBy: 'Floor'
      })
      const proposed = (events as Array<Record<string, unknown>>).find((e) => e.type === 'seating.proposed')
      if (!proposed) return { eliminated: sample, confirmed: null }
      let proposalId = proposed.proposalId
      // Read from the admin's own seating view, rebuilt from its pushes, as the admin window reads it (asking the
      // server for the whole 1.6 MB view at 10,000 entries after every proposal is not what the floor does).
      const view = admin.views.get(subscriptionKey({ topic: 'seating', tournamentId })) as SeatingView | undefined
      if (!view) throw new Error("the admin's seating view is missing")
      const buttons = buttonsToRecord(view)
      if (buttons) {
        // The buttons the proposal asks for, recorded first (issue 14.6) and not measured; their pushes settle.
        const recorded = await admin.command({ type: 'seating.buttons', tournamentId, buttons })
        proposalId = proposalAfter(recorded.events, proposalId)
        await admin.ping()
        await new Promise((r) => setTimeout(r, 20))
      }
      const confirmed = await run({ type: 'seating.confirm', tournamentId, proposalId })
      return { eliminated: sample, confirmed: confirmed.sample }
    }

    // The machine's own share: CPU the server process spent (all its threads), and how loaded the machine was (shared
    // CPUs make the wall-clock percentiles above mostly a measure of waiting for a core).
    const pid = hall.child.pid
    const cpuAtStart = processCpuMs(pid)
    const loadAtStart = os.loadavg()[0]!
    // Each kind's first commands warm up, not measured: they pay once for what a running floor has paid long
    // before — V8 compiling the code they run, the background thread's start at the first checkpoint. The CPU row
    // counts the measured commands' stretches only (the warm-up's is a row of its own).
    let warmUpCommands = 0
    let measuredCpu = 0
    let measuredMain = 0
    // With HALL_BENCH_LOG, where each stretch begins and ends goes into the server's log (its `--trace-opt` lines
    // then show what V8 compiled during the measured commands and what during the warm-up).
    const mark = (what: string): void => {
      if (process.env.HALL_BENCH_LOG) fs.appendFileSync(process.env.HALL_BENCH_LOG, `[bench] ${what}\n`)
    }
    const byThread = new Map<string, number>()
    const windows: Array<[number, number]> = []
    const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n)
    const measuredStretch = async (fn: () => Promise<void>): Promise<void> => {
      const [cpu, main, threads] = [processCpuMs(pid), threadCpuMs(pid, pid), threadsCpuMs(pid)]
      mark('measured stretch begins')
      const from = monotonicUs()
      await fn()
      windows.push([from, monotonicUs()])
      const windowsDir = process.env.HALL_BENCH_PROFILE ?? process.env.HALL_BENCH_WINDOWS
      if (windowsDir) fs.writeFileSync(path.join(windowsDir, `measured-${entries}.json`), JSON.stringify(windows))
      mark('measured stretch ends')
      measuredCpu += processCpuMs(pid) - cpu
      measuredMain += threadCpuMs(pid, pid) - main
      for (const [name, ms] of threadsCpuMs(pid))
        byThread.set(name, (byThread.get(name) ?? 0) + ms - (threads.get(name) ?? 0))
    }
    for (let i = 0; i < WARM_UP; i += 1, warmUpCommands += 1) await register()
    await measuredStretch(async () => {
      for (let i = 0; i < MEASURED; i += 1) registers.push(await register())
    })
    for (let i = 0; i < WARM_UP; i += 1) warmUpCommands += (await eliminate()).confirmed ? 2 : 1
    await measuredStretch(async () => {
      for (let i = 0; i < MEASURED; i += 1) {
        const { eliminated, confirmed } = await eliminate()
        eliminations.push(eliminated)
        if (confirmed) confirms.push(confirmed)
      }
    })
    // §9.3: every entry counts in the field's size, so a late entry moves every place given so far.
    const late: Sample[] = []
    const lateCpu = processCpuMs(pid)
    mark('late registrations begin')
    for (let i = 0; i < LATE; i += 1) late.push(await register())
    const latePerCommand = (processCpuMs(pid) - lateCpu) / LATE
    const measuredCommands = 2 * MEASURED + confirms.length
    const cpuPerCommand = measuredCpu / measuredCommands
    const mainPerCommand = measuredMain / measuredCommands
    const wholeRun = processCpuMs(pid) - cpuAtStart - LATE * latePerCommand
    const warmUpPerCommand = (wholeRun - measuredCpu) / warmUpCommands
    const wholeRunPerCommand = wholeRun / (warmUpCommands + measuredCommands)
    const load = (loadAtStart + os.loadavg()[0]!) / 2
    const label = `${entries.toLocaleString('en')} entries`
    if (process.env.HALL_BENCH_THREADS)
      process.stdout.write(
        `\n${label}, server CPU per measured command by thread (ms):\n${[...byThread]
          .filter(([, ms]) => ms > 0)
          .map(([name, ms]) => `  ${name}: ${(ms / measuredCommands).toFixed(3)}`)
          .join('\n')}\n`
      )

    // What the patches rebuilt is what a fresh connection is given whole.
    const check = await BenchSocket.open(hall.baseUrl, { role: 'admin', token: PIN })
    sockets.push(check)
    for (const view of views) await check.subscribe(view)
    for (const [key, value] of admin.views)
      if (!sameJson(value, check.views.get(key)))
        throw new Error(`the admin's rebuilt ${key} differs from the server's`)
    if (admin.lost + (await displays.lost()) > 0) throw new Error('a client missed a push')

    if (traceFile) {
      const measured = new Set([...registers, ...eliminations].map((s) => s.sent))
      const keys = views.map((view) => subscriptionKey(view as Subscription))
      process.stdout.write(
        `\n${label}, phases:\n${phaseReport(
          traceFile,
          adminTimes.filter((s) => measured.has(s.sent)),
          keys
        )}\n`
      )
    }
    const commands = [...registers, ...eliminations]
    const fanouts = [...registers, ...eliminations, ...confirms]
      .map((s) => s.fanoutMs)
      .filter((ms): ms is number => ms !== null)
    const bytes = commands.map((s) => s.adminBytes)
    return [
      atMost(`hall server, ${label}: register, command to its last push (p99)`, p99(registers), 'ms', 5),
      info(`hall server, ${label}: register (median)`, p50(registers), 'ms'),
      atMost(
        `hall server, ${label}: eliminate with balancing, command to its last push (p99)`,
        p99(eliminations),
        'ms',
        5
      ),
      info(`hall server, ${label}: eliminate (median)`, p50(eliminations), 'ms'),
      info(`hall server, ${label}: confirm the balancing move (p99)`, p99(confirms), 'ms'),
      atMost(`hall server, ${label}: pushed to the admin per command (p99)`, percentile(bytes, 99) / 1024, 'KB', 10),
      info(`hall server, ${label}: pushed to the admin per command (largest)`, Math.max(...bytes) / 1024, 'KB'),
      info(
        `hall server, ${label}: pushed to each display per command (p99)`,
        percentile(
          commands.map((s) => s.displayBytes),
          99
        ) / 1024,
        'KB'
      ),
      atMost(`hall server, ${label}: fan-out to ${DISPLAYS} displays (p99)`, percentile(fanouts, 99), 'ms', 10),
      info(`hall server, ${label}: commands whose display push was measured`, fanouts.length, 'commands'),
      info(`hall server, ${label}: server CPU per command, pushes included (mean)`, wholeRunPerCommand, 'ms'),
      atMost(
        `hall server, ${label}: server CPU per command (register, eliminate, confirm; all threads; after warm-up)`,
        cpuPerCommand,
        'ms',
        entries <= 300 ? 1 : 1.5
      ),
      info(`hall server, ${label}: server CPU per command, of which its main thread`, mainPerCommand, 'ms'),
      // The rest: V8's own threads, compiling the floor's code as it gets hot and collecting garbage.
      info(
        `hall server, ${label}: server CPU per command, of which V8's helper threads`,
        cpuPerCommand - mainPerCommand,
        'ms'
      ),
      info(
        `hall server, ${label}: server CPU per command during the warm-up (first ${WARM_UP} of each kind)`,
        warmUpPerCommand,
        'ms'
      ),
      info(
        `hall server, ${label}: register once ${MEASURED + WARM_UP} players are out, command to its last push (p99)`,
        p99(late),
        'ms'
      ),
      info(`hall server, ${label}: server CPU per command, those late registrations`, latePerCommand, 'ms'),
      atMost(`hall server, ${label}: register p99 ÷ the machine floor's p99`, p99(registers) / floorP99, '×', 2),
      atMost(`hall server, ${label}: eliminate p99 ÷ the machine floor's p99`, p99(eliminations) / floorP99, '×', 2),
      atMost(
        `hall server, ${label}: fan-out to ${DISPLAYS} displays p99 ÷ the machine floor's p99`,
        percentile(fanouts, 99) / floorP99,
        '×',
        3
      ),
      info(`hall server, ${label}: machine load during the run (1-min average, ${os.cpus().length} CPUs)`, load, 'load')
    ]
  } finally {
    for (const socket of sockets) socket.close()
    await fleet?.close()
    await hall.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const p99 = (samples: Sample[]): number =>
  percentile(
    samples.map((s) => s.ms),
    99
  )
const p50 = (samples: Sample[]): number =>
  percentile(
    samples.map((s) => s.ms),
    50
  )

export const hallBench: Bench = async () => {
  const floor = await machineFloor(DISPLAYS)
  const floorP99 = floor.find((f) => f.figure.endsWith('(p99)'))!.value
  const sizes = process.env.HALL_BENCH_SIZE ? [Number(process.env.HALL_BENCH_SIZE)] : [300, 10_000]
  const figures = [...floor]
  for (const entries of sizes) figures.push(...(await measure(entries, floorP99)))
  return figures
}
