import fs from 'node:fs'
import { Session as Inspector } from 'node:inspector'
import path from 'node:path'
import { DATABASE_FILE } from '../src/main/app/start/dataDir'
import { openDatabase } from '../src/main/store/database'
import { EventStore } from '../src/main/store/eventStore'
import { openFloor } from '../src/main/app/bootstrap'
import type { Session } from '../src/main/app/service'
import { pushFrame } from '../src/main/hall/frames'
import { tempDataDir } from './harness'
import { JournalWriter } from './journalWriter'
import { seatedField } from './scenarios'

/**
 * A diagnostic for the hall bench's CPU per command, without sockets: the same field (`bench/scenarios.ts`), the
 * admin's four views and 20 screens subscribed to the service in this process (each push framed as the hall server
 * frames it), the same registrations and eliminations with their confirmations. Prints the process's CPU per command
 * (all threads) after a warm-up, in the hall bench's order, and of late registrations once players are out;
 * PROFILE=<file> writes a CPU profile of the measured commands only (STRETCH=late: of the late registrations; sampled
 * every 100 µs; `npx tsx bench/profileSummary.ts <file> 30 flush` sums it), SHAPE=1 the size of each view's parts
 * and the bytes pushed per command. `ENTRIES=10000 npx tsx bench/hallInProcess.ts`.
 */
const entries = Number(process.env.ENTRIES ?? 300)
const WARM_UP = 60
const MEASURED = 200
const LATE = 50

async function main(): Promise<void> {
  const dir = tempDataDir('hall-in-process')
  const db = openDatabase(path.join(dir, DATABASE_FILE))
  const writer = new JournalWriter(db, new EventStore(db), { seed: entries, startAt: Date.UTC(2026, 10, 28, 17) })
  const field = seatedField(writer, entries, WARM_UP + MEASURED + LATE)
  writer.commit()
  db.close()
  const floor = openFloor(dir)
  const service = floor.service
  const admin: Session = { role: 'admin', operator: 'Bench (TD)' }
  const display = { role: 'display', operator: '' } as unknown as Session
  const { tournamentId } = field
  const last = new Map<string, unknown>()
  const pushed = new Map<string, number>()
  const listener = (key: string, value: unknown, push: { json(): string }): void => {
    pushFrame(push as never)
    last.set(key, value)
    pushed.set(key, (pushed.get(key) ?? 0) + push.json().length)
  }
  for (const topic of ['tournament', 'registration', 'seating', 'results'])
    service.subscribe({ topic, tournamentId }, admin, listener)
  for (let i = 0; i < 20; i += 1) {
    const screenId = `bench-screen-${String(i).padStart(2, '0')}`
    service.subscribe({ topic: 'screen', screenId, tournamentId, width: 1920, height: 1080 }, display, listener)
  }
  const run = (command: Record<string, unknown>): Array<Record<string, unknown>> => {
    const r = service.execute({ command }, admin)
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    service.flushViews()
    return r.value.events as Array<Record<string, unknown>>
  }
  let registered = 0
  const register = (): number => (
    run({ type: 'entry.register', tournamentId, playerId: field.spare[registered++]! }),
    1
  )
  const pool = [...field.entries]
  let random = entries
  const eliminate = (): number => {
    random = (random * 1103515245 + 12345) % 2 ** 31
    const k = random % pool.length
    const out = pool[k]!
    pool[k] = pool[pool.length - 1]!
    pool.pop()
    const events = run({ type: 'entry.eliminate', tournamentId, entryId: out, level: 3, confirmedBy: 'Floor' })
    const proposed = events.find((e) => e.type === 'seating.proposed')
    if (!proposed) return 1
    const confirmed = service.execute(
      { command: { type: 'seating.confirm', tournamentId, proposalId: proposed.proposalId } },
      admin
    )
    if (confirmed.ok) service.flushViews()
    return confirmed.ok ? 2 : 1
  }

  const inspector = new Inspector()
  inspector.connect()
  const post = (method: string, params: object = {}): Promise<unknown> =>
    new Promise((resolve, reject) => inspector.post(method, params, (e, r) => (e ? reject(e) : resolve(r))))
  const cpuMs = (from: NodeJS.CpuUsage): number => {
    const used = process.cpuUsage(from)
    return (used.user + used.system) / 1000
  }
  /** `count` commands of one kind, profiled when PROFILE names a file and STRETCH this stretch. */
  const stretch = async (name: string, count: number, fn: () => number): Promise<{ commands: number; cpu: number }> => {
    const profiled = process.env.PROFILE && (process.env.STRETCH ?? 'measured') === name
    if (profiled) {
      await post('Profiler.enable')
      await post('Profiler.setSamplingInterval', { interval: 100 })
      await post('Profiler.start')
    }
    const cpu = process.cpuUsage()
    let commands = 0
    for (let i = 0; i < count; i += 1) commands += fn()
    const used = cpuMs(cpu)
    if (profiled) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown }
      fs.writeFileSync(process.env.PROFILE!, JSON.stringify(profile))
    }
    return { commands, cpu: used }
  }
  // The hall bench's order: registrations, eliminations with their confirmations, then late registrations.
  await stretch('warm-up', WARM_UP, register)
  pushed.clear()
  const registers = await stretch('measured', MEASURED, register)
  await stretch('warm-up', WARM_UP, eliminate)
  const eliminations = await stretch('measured', MEASURED, eliminate)
  const late = await stretch('late', LATE, register)
  const per = (s: { commands: number; cpu: number }): string => (s.cpu / s.commands).toFixed(3)
  const all = (registers.cpu + eliminations.cpu) / (registers.commands + eliminations.commands)
  process.stdout.write(
    `${entries} entries: CPU per command ${all.toFixed(3)} ms (register ${per(registers)}, eliminate and confirm ${per(eliminations)}); ${LATE} late registrations once ${WARM_UP + MEASURED} players are out ${per(late)}\n`
  )
  if (process.env.SHAPE) {
    const commands = registers.commands + eliminations.commands
    for (const [key, value] of last) {
      if (key.startsWith('screen:') && !key.includes('bench-screen-00')) continue
      process.stdout.write(`${key}: ${((pushed.get(key) ?? 0) / commands) | 0} B pushed per command\n`)
      for (const [part, v] of Object.entries((value ?? {}) as Record<string, unknown>))
        process.stdout.write(`  ${part}: ${JSON.stringify(v ?? null).length} B\n`)
    }
  }
  floor.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
