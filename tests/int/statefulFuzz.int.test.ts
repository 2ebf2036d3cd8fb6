import { describe, expect, it } from 'vitest'
import { contractCommandTypes, generatorsWithoutType, typesWithoutGenerator } from '../support/fuzz/generator'
import { FIXED_BUGS, KNOWN_BUGS } from '../support/fuzz/knownBugs'
import { combine, summary, writeReport } from '../support/fuzz/report'
import { REPRODUCTIONS } from '../support/fuzz/reproductions'
import { fuzzSeeds, randomHistory, runSeeds } from '../support/fuzz/runner'
import { ServiceSender } from '../support/fuzz/sender'
import { hallTarget, serviceTarget } from '../support/fuzz/target'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/**
 * a stateful fuzzer through the real hall server (out/main/serve.js, admin WebSocket). Random but
 * valid-shaped commands of every type of the contract, chosen from the state the server reports, a few deliberately
 * malformed; after every step the invariants of tests/support/fuzz/invariants.ts; after every seed a restart on the
 * same journal, compared with the live state (digest) and views.
 *
 * FUZZ_SEED=n reproduces one seed (the hall server's ids and draws are seeded too), FUZZ_OPS=n sets the operations
 * (default 12,500 over 10 rotating seeds, which keeps `npm test` inside CI's 20 minutes; FUZZ_OPS=20000 or more for
 * a longer run), FUZZ_SEED_OPS the operations per seed, FUZZ_TARGET=service runs the same in-process
 * (deterministic), FUZZ_PARALLEL the seeds run at once (2), FUZZ_KEEP=1 keeps the journals of failing seeds.
 */
const OPERATIONS = Number(process.env.FUZZ_OPS ?? 12_500)
const PER_SEED = Number(process.env.FUZZ_SEED_OPS ?? 1_250)
const TARGET = process.env.FUZZ_TARGET === 'service' ? 'service' : 'hall'
/** Seeds run at once (each against its own hall server): one waits for its server while another's works. */
const PARALLEL = Number(process.env.FUZZ_PARALLEL ?? 2)
/** The run's test timeout; seeds stop generating 2 minutes before it, so a slow machine fails with the figures. */
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 900_000)

describe('stateful fuzzer through the real hall server', () => {
  it('has a generator for every command type of the contract (a new command needs one)', () => {
    expect(contractCommandTypes().length).toBeGreaterThan(60)
    expect(typesWithoutGenerator()).toEqual([])
    expect(generatorsWithoutType()).toEqual([])
  })

  it('tolerates only known bugs that still reproduce, and the bugs it found stay fixed (knownBugs.ts)', async () => {
    const fixedSince: string[] = []
    const back: string[] = []
    for (const bug of [...KNOWN_BUGS, ...FIXED_BUGS]) {
      const reproduce = REPRODUCTIONS[bug.id]
      expect(reproduce, `no reproduction for ${bug.id}`).toBeTypeOf('function')
      const result = await reproduce!()
      const known = KNOWN_BUGS.includes(bug)
      console.log(
        `${known ? 'known' : 'fixed'} bug ${bug.id} (${bug.owner}, ${bug.issue}): ${result.stillBroken ? 'reproduces' : 'does not reproduce'} — ${result.evidence}`
      )
      if (known && !result.stillBroken) fixedSince.push(bug.id)
      if (!known && result.stillBroken) back.push(bug.id)
    }
    expect(
      fixedSince,
      `fixed: move ${fixedSince.join(', ')} from KNOWN_BUGS to FIXED_BUGS in tests/support/fuzz/knownBugs.ts`
    ).toEqual([])
    expect(back, 'a fixed bug is back').toEqual([])
  }, 120_000)

  it('gives other suites randomHistory(seed, ops, sender): a history of every area against an in-process FloorService', async () => {
    // As the journal's export→import round trip uses it: the floor of tests/support/floor.ts, driven like a client.
    const floor = openTestFloor(tempDir())
    try {
      const stats = await randomHistory(7, 400, new ServiceSender(floor.service, floor.testClock, admin()))
      // 400 commands, and the settling ones (confirming what is offered) on top.
      expect(stats.operations).toBeGreaterThanOrEqual(400)
      expect(stats.generated).toBe(stats.operations - stats.settling)
      expect(stats.applied).toBeGreaterThan(150)
      expect(floor.store.count()).toBeGreaterThan(stats.applied)
      const areas = new Set(
        Object.keys(stats.byType)
          .filter((t) => stats.byType[t]!.applied > 0)
          .map((t) => t.split('.')[0])
      )
      expect([...areas].sort()).toEqual(
        expect.arrayContaining(['clock', 'entry', 'player', 'results', 'seating', 'tournament'])
      )
    } finally {
      floor.close()
    }
  }, 120_000)

  it(
    `runs ${OPERATIONS} operations over rotating seeds with 0 crashes and 0 invariant violations; most refusals are the rules'`,
    async () => {
      const { base, fixed } = fuzzSeeds()
      console.log(
        `stateful fuzz: target ${TARGET}, ${fixed ? `seed ${base}` : `seeds from ${base}`} (FUZZ_SEED=${base} reproduces the first)`
      )
      const started = Date.now()
      const cpuStarted = process.cpuUsage()
      const runs = await runSeeds({
        base,
        fixed,
        operations: OPERATIONS,
        perSeed: PER_SEED,
        parallel: PARALLEL,
        makeTarget: (seed) => (TARGET === 'hall' ? hallTarget(seed) : Promise.resolve(serviceTarget(seed))),
        log: (line) => console.log(line),
        deadline: started + TIMEOUT_MS - 120_000
      })
      const cpu = process.cpuUsage(cpuStarted)
      const report = combine(TARGET, runs, Date.now() - started, (cpu.user + cpu.system) / 1000)
      const file = writeReport(report)
      console.log(`${summary(report)}\n  figures kept in ${file}`)

      expect(
        report.operations,
        `stopped at the time budget after ${report.operations} operations in ${(report.ms / 1000).toFixed(0)} s (${report.cpu.perOperationMs} ms CPU per operation): the machine is too busy for the run`
      ).toBeGreaterThanOrEqual(OPERATIONS)
      expect(report.crashes - report.knownCrashes, 'crashes (see the output above)').toBe(0)
      // Crashes, internal errors and journals that do not open again are failures too, unless a known bug.
      expect(report.violations, 'failures (see the output above)').toEqual([])
      expect(report.restartsCompared).toBeGreaterThan(0)
      // Most refusals come from the rules, not from zod: the commands are plausible.
      expect(report.refusals.byRules).toBeGreaterThan(3 * report.refusals.byZod)
      expect(report.applied).toBeGreaterThan(report.operations / 3)
      // Every command type of the contract was sent.
      if (OPERATIONS >= 10_000) expect(contractCommandTypes().filter((t) => !report.byType[t])).toEqual([])
    },
    TIMEOUT_MS
  )
})
