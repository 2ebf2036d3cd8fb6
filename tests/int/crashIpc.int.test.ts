import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../src/shared/core/events'
import type { ServerFrame } from '../../src/shared/contract/protocol'
import { mainEvent } from '../support/fixtures'
import { startIpcProcess, type IpcProcess } from '../support/ipcProcess/index'
import { checkAfterKill, foldAll, planCrashRun, readJournalFile, type MarkedCommand } from '../support/journalCheck'

/**
 * The kill test through the desktop app's IPC path. The Electron binary cannot run here, so the
 * desktop main process is tests/support/ipcProcess/main.ts: a Node process in which `electron` is the fake of
 * tests/support/fakeIpc.ts and everything behind ipcMain is the app's own — registerIpc (src/main/electron/ipc.ts),
 * the one dispatcher, FloorService and the real SQLite journal. The admin window's frames reach it on stdin (the
 * only part that is not Electron's: its IPC between processes), its answers come back on stdout. It is killed with
 * SIGKILL at seeded points while commands that write several events (an elimination with its freed seat and the
 * proposal it triggers, a late entry with its seat, a seat draw) are in flight, and restarted on the same folder.
 *
 * After each kill the journal is read straight from the file (tests/support/journalCheck.ts): every acknowledged
 * command is there whole, nothing is half-applied, no holes, nothing foreign; the restarted process answers with
 * the same last seq. FLOORCLOCK_CRASH_SEED reproduces the schedule; the microsecond the kill lands is the system's.
 */
const RUNS = Number(process.env.FLOORCLOCK_CRASH_IPC_RUNS ?? 8)
const SEED = Number(process.env.FLOORCLOCK_CRASH_SEED ?? Date.now() % 100_000)
const MAIN_PLAYERS = 40
const SPARE_PLAYERS = 30
const SIDE_EVENTS = 6

function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-crash-ipc-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

type Result = Extract<ServerFrame, { kind: 'result' }>['result']

async function signIn(app: IpcProcess): Promise<void> {
  const welcome = await app.request({ kind: 'hello', role: 'admin', operator: 'kill-test' })
  if (welcome.kind !== 'welcome') throw new Error(`no welcome over IPC: ${JSON.stringify(welcome)}`)
}

describe('crash safety under SIGKILL through the desktop app’s IPC path', () => {
  it(`keeps every acknowledged command and none half-applied across ${RUNS} seeded kills`, async () => {
    const random = prng(SEED)
    const sent = new Map<string, MarkedCommand>()
    const problems: string[] = []
    const kinds = new Map<string, { sent: number; acked: number; multi: number }>()
    let unackedPresent = 0
    let kills = 0
    let app = await startIpcProcess(dataDir)
    try {
      await signIn(app)
      let setupN = 0
      const setup = async (command: Record<string, unknown>): Promise<DomainEvent[]> => {
        const marker = `setup-${setupN++}`
        const envelope = { command, meta: { reason: marker } }
        sent.set(marker, { marker, kind: 'setup', envelope })
        const reply = await app.request({ kind: 'command', envelope })
        const result = (reply as { result: Result }).result
        if (!result.ok) throw new Error(`setup ${String(command.type)}: ${result.error.message}`)
        const value = result.value as { lastSeq: number; events: DomainEvent[] }
        sent.get(marker)!.ack = { lastSeq: value.lastSeq, events: value.events.length }
        return value.events
      }
      const created = async (name: string): Promise<string> =>
        ((await setup({ type: 'tournament.create', fields: { ...mainEvent, name } }))[0] as { tournamentId: string })
          .tournamentId
      const player = async (i: number): Promise<string> => {
        const fields = {
          displayName: `Player ${i}`,
          fullName: `Full Name ${i}`,
          ageConfirmed: true,
          rulesConsent: true,
          dataConsent: true
        }
        return ((await setup({ type: 'player.create', fields, allowDuplicate: true }))[0] as { playerId: string })
          .playerId
      }
      const mainId = await created(mainEvent.name)
      await setup({
        type: 'registration.setTerms',
        tournamentId: mainId,
        terms: { lateRegistration: { kind: 'level-end', level: 4 } }
      })
      for (let i = 0; i < MAIN_PLAYERS; i += 1)
        await setup({ type: 'entry.register', tournamentId: mainId, playerId: await player(i) })
      const spares: string[] = []
      for (let i = 0; i < SPARE_PLAYERS; i += 1) spares.push(await player(1000 + i))
      await setup({
        type: 'seating.configure',
        tournamentId: mainId,
        tables: [1, 2, 3, 4, 5].map((number) => ({ number, seats: 10 })),
        closingOrder: { kind: 'published', order: [1, 2, 3, 4, 5] },
        rules: {}
      })
      await setup({ type: 'seating.draw', tournamentId: mainId })
      const sides: string[] = []
      for (let k = 0; k < SIDE_EVENTS; k += 1) {
        const id = await created(`Side event ${k}`)
        for (let i = 0; i < 8; i += 1)
          await setup({ type: 'entry.register', tournamentId: id, playerId: await player(2000 + k * 10 + i) })
        await setup({
          type: 'seating.configure',
          tournamentId: id,
          // Tables of their own: the hall's tables are one room (§8.1), and the main event plays at 1–6.
          tables: [21 + 2 * k, 22 + 2 * k].map((number) => ({ number, seats: 6 })),
          closingOrder: { kind: 'published', order: [21 + 2 * k, 22 + 2 * k] },
          rules: { finalTableSize: 6 }
        })
        sides.push(id)
      }

      for (let run = 0; run < RUNS; run += 1) {
        const before = foldAll(readJournalFile(dataDir))
        const plan: MarkedCommand[] = planCrashRun(random, run, before, { mainId, sides, spares })
        const n = plan.length
        // The kill point: after the k-th answer (0: right after sending), then a pause of 0–3 ms.
        const killAfter = Math.floor(random() * n)
        const pauseMs = Math.floor(random() * 4)
        let answered = 0
        let reachedKillPoint: () => void = () => undefined
        const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve))
        if (killAfter === 0) reachedKillPoint()
        const replies: Promise<void>[] = []
        for (const item of plan) {
          sent.set(item.marker, item)
          const stats = kinds.get(item.kind) ?? { sent: 0, acked: 0, multi: 0 }
          stats.sent += 1
          kinds.set(item.kind, stats)
          replies.push(
            app.request({ kind: 'command', envelope: item.envelope }).then(
              (reply) => {
                const result = (reply as { result: Result }).result
                if (result.ok) {
                  const value = result.value as { lastSeq: number; events: unknown[] }
                  item.ack = { lastSeq: value.lastSeq, events: value.events.length }
                  stats.acked += 1
                  if (value.events.length > 1) stats.multi += 1
                } else item.refused = result.error.code
                answered += 1
                if (answered === killAfter) reachedKillPoint()
              },
              () => undefined
            )
          )
        }
        await Promise.race([killPoint, new Promise((resolve) => setTimeout(resolve, 5000))])
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
        await app.kill()
        kills += 1
        await Promise.allSettled(replies)

        const records = readJournalFile(dataDir)
        const where = `run ${run} (seed ${SEED}, kill after answer ${killAfter}, pause ${pauseMs} ms)`
        const checked = checkAfterKill(records, sent, plan, where)
        problems.push(...checked.problems)
        unackedPresent += checked.unackedPresent

        // The restart on the same folder: the journal opens, the same last record.
        app = await startIpcProcess(dataDir)
        await signIn(app)
        const journal = (await app.request({ kind: 'query', query: { type: 'journal.list', limit: 1 } })) as {
          result: Result
        }
        const last = journal.result.ok ? (journal.result.value as Array<{ seq: number }>)[0] : undefined
        if ((last?.seq ?? 0) !== records.length)
          problems.push(`restart sees seq ${last?.seq}, the file has ${records.length}, ${where}`)
      }
      const acked = [...sent.values()].filter((s) => s.ack && !s.marker.startsWith('setup')).length
      console.log(
        `kill test over IPC (seed ${SEED}): ${kills} kills; commands sent ${sent.size - setupN} (+${setupN} set-up), ` +
          `acknowledged ${acked}, not acknowledged but recorded whole ${unackedPresent}; by kind ` +
          [...kinds].map(([k, s]) => `${k} ${s.acked}/${s.sent} acked (${s.multi} with several events)`).join(', ') +
          `; problems ${problems.length}`
      )
      expect(problems, `seed ${SEED}`).toEqual([])
      expect(kills).toBe(RUNS)
      // Honest only if it exercised what it claims: commands of several events acknowledged over IPC.
      expect(kinds.get('eliminate')?.multi ?? 0).toBeGreaterThan(0)
      expect((kinds.get('late entry')?.multi ?? 0) + (kinds.get('draw')?.acked ?? 0)).toBeGreaterThan(0)
    } finally {
      await app.stop()
    }
  }, 600_000)
})
