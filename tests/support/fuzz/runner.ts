import type { CommandAck } from '../../../src/shared/contract/client'
import type { StateDigest } from '../../../src/shared/contract/queries'
import type { Result } from '../../../src/shared/contract/result'
import type { DomainEvent } from '../../../src/shared/core/events'
import { CommandGenerator } from './generator'
import { checkBalancingSeats, checkTolerance, checkTournament, type InvariantName } from './invariants'
import { classify, type Failure } from './knownBugs'
import { Rng } from './rng'
import { ask, sendQuery, ServerGone, ServiceSender, type FloorSender } from './sender'
import { removeDataDir, type FuzzTarget } from './target'
import { CHECKED_VIEWS, World } from './world'

/** Codes that mean the server failed, not that the rules refused: never an acceptable answer. */
export const INTERNAL_CODES = new Set(['error.internal', 'error.unknown'])
export const ZOD_CODE = 'error.invalid'

export interface SeedStats {
  seed: number
  target: FuzzTarget['kind']
  operations: number
  /** Commands the generator chose (settling commands are counted apart). */
  generated: number
  settling: number
  applied: number
  /** Accepted with nothing to record (the state already was so). */
  unchanged: number
  refusedByZod: number
  refusedByRules: number
  refusals: Record<string, number>
  malformedSent: number
  malformedAccepted: number
  internalErrors: number
  crashes: number
  rateLimited: number
  restartsCompared: number
  /**
   * The fast in-memory digest changed on a refused command, and a restart showed the content had not (V8 may store a
   * number or a property another way without any change visible to the program): not a violation, counted apart.
   */
  memoryDigestNoise: number
  violations: Failure[]
  knownBugs: Record<string, number>
  /** The first failure of each known bug in this seed (for the report). */
  knownFailures: Failure[]
  /** Commands sent per type, and how many were recorded. */
  byType: Record<string, { sent: number; applied: number; codes: Record<string, number> }>
  ms: number
  /** CPU time of the servers of this seed (hall: every process of the seed, restarts included), ms. */
  serverCpuMs: number
}

/** The figures of a seed before it runs (or of one whose server never started). */
export function blankStats(seed: number, target: FuzzTarget['kind']): SeedStats {
  return {
    seed,
    target,
    operations: 0,
    generated: 0,
    settling: 0,
    applied: 0,
    unchanged: 0,
    refusedByZod: 0,
    refusedByRules: 0,
    refusals: {},
    malformedSent: 0,
    malformedAccepted: 0,
    internalErrors: 0,
    crashes: 0,
    rateLimited: 0,
    restartsCompared: 0,
    memoryDigestNoise: 0,
    violations: [],
    knownBugs: {},
    knownFailures: [],
    byType: {},
    ms: 0,
    serverCpuMs: 0
  }
}

export interface RunOptions {
  readonly seed: number
  readonly ops: number
  /** Confirm the offered proposals and check the tolerance every so many operations (and at the end). */
  readonly settleEvery?: number
  /** Check the invariants after every step (randomHistory callers may only want the history). */
  readonly checks?: boolean
  /** Restart on the same journal at the end and compare. */
  readonly compareRestart?: boolean
  readonly log?: (line: string) => void
  /** Wall-clock time (epoch ms) after which no further command is generated; the seed still settles and restarts. */
  readonly deadline?: number
}

interface Logged {
  readonly op: number
  readonly type: string
  readonly input: unknown
  readonly outcome: string
}

/**
 * One fuzz seed against a target: `ops` operations chosen from the server's state, every outcome checked — the
 * server answers; a refusal changed nothing; a record grew the journal by its events; seats, players left and places
 * hold after every recorded command; tables are within the tolerance once the offered proposals are confirmed; and a
 * restart on the same journal rebuilds the same state (digest) and views.
 */
export class SeedRun {
  readonly stats: SeedStats
  private readonly rng: Rng
  private world: World
  private generator: CommandGenerator
  private target: FuzzTarget
  private last: StateDigest | null = null
  private readonly recent: Logged[] = []
  private readonly seen = new Set<string>()
  private riskyTables = false
  /** Tournaments whose last proposal the director dismissed (seating.dismiss) with none proposed since. */
  private readonly dismissed = new Set<string>()
  private inFlight: { type: string; input: unknown } | null = null
  private op = 0

  constructor(
    target: FuzzTarget,
    private readonly options: RunOptions
  ) {
    this.target = target
    this.rng = new Rng(options.seed)
    this.world = new World(target.sender)
    this.generator = new CommandGenerator(this.rng.fork('commands'), this.world)
    this.stats = blankStats(options.seed, target.kind)
  }

  get sender(): FloorSender {
    return this.target.sender
  }

  /** Run the seed; returns the target still running (the restarted one, when compared). */
  async run(): Promise<FuzzTarget> {
    const started = Date.now()
    const settleEvery = this.options.settleEvery ?? 40
    try {
      this.last = await this.world.digest()
      while (this.op < this.options.ops && Date.now() < (this.options.deadline ?? Infinity)) {
        const choice = await this.generator.next()
        this.stats.generated += 1
        if (choice.malformed) this.stats.malformedSent += 1
        const outcome = await this.step(choice.type, choice.input)
        if (choice.malformed && outcome === 'applied') this.stats.malformedAccepted += 1
        if (this.op % settleEvery === 0) await this.settle()
      }
      await this.settle()
      if (this.options.compareRestart !== false) await this.compareRestart()
    } catch (error) {
      if (!(error instanceof ServerGone)) throw error
      await this.crashed(error)
    } finally {
      this.stats.rateLimited += this.target.sender.rateLimited
      this.stats.ms = Date.now() - started
    }
    return this.target
  }

  /** Send one command and check everything about its outcome. */
  private async step(type: string, input: unknown, settling = false): Promise<'applied' | 'unchanged' | 'refused'> {
    this.op += 1
    this.stats.operations += 1
    if (settling) this.stats.settling += 1
    const count = (this.stats.byType[type] ??= { sent: 0, applied: 0, codes: {} })
    count.sent += 1
    const before = this.last!
    this.inFlight = { type, input }
    // The floor as it stood before the command (for judging the seats a move gives, §8.6).
    const target = (input as { command?: { tournamentId?: unknown } } | null)?.command?.tournamentId
    const seatingBefore = typeof target === 'string' ? this.world.peek(target, 'seating') : undefined
    const [answer, digestAnswer] = await this.sender.batch([
      { kind: 'command', envelope: input },
      { kind: 'query', query: { type: 'state.digest', form: 'memory' } }
    ])
    const result = answer as Result<CommandAck>
    this.inFlight = null
    if (!digestAnswer!.ok) throw new Error(`state.digest refused: ${digestAnswer!.error.message}`)
    const after = digestAnswer!.value as StateDigest
    this.last = after
    if (!result.ok) {
      const code = result.error.code
      this.note(type, input, `refused ${code}: ${result.error.message}`)
      if (INTERNAL_CODES.has(code)) {
        this.stats.internalErrors += 1
        this.fail({
          kind: 'internal',
          detail: `${code}: ${result.error.message}`,
          command: type,
          input,
          output: tail(this.target.output())
        })
      } else if (code === ZOD_CODE) this.stats.refusedByZod += 1
      else this.stats.refusedByRules += 1
      this.stats.refusals[code] = (this.stats.refusals[code] ?? 0) + 1
      count.codes[code] = (count.codes[code] ?? 0) + 1
      if (after.journalLength !== before.journalLength)
        this.violation(
          'refusedUnchanged',
          '',
          `${type} refused (${code}) but ${describeChange(before, after)}`,
          type,
          input
        )
      else if (after.digest !== before.digest)
        await this.verifyUnchanged(`${type} refused (${code})`, type, input, before, after)
      else this.world.remember('digest', after)
      return 'refused'
    }
    const events = result.value.events
    this.note(type, input, `recorded ${events.length}: ${events.map((e) => e.type).join(', ')}`)
    const grown = (after.journalLength ?? 0) - (before.journalLength ?? 0)
    if (grown !== events.length || result.value.lastSeq !== after.lastSeq) {
      this.violation(
        'appliedJournal',
        '',
        `${type} answered ${events.length} events (lastSeq ${result.value.lastSeq}), the journal grew by ${grown} (lastSeq ${after.lastSeq})`,
        type,
        input
      )
    }
    if (events.length === 0) {
      this.stats.unchanged += 1
      if (after.digest !== before.digest)
        await this.verifyUnchanged(`${type} recorded nothing`, type, input, before, after)
      else this.world.remember('digest', after)
      return 'unchanged'
    }
    this.stats.applied += 1
    count.applied += 1
    this.world.invalidateFor(events)
    this.world.remember('digest', after)
    this.world.observe(events)
    for (const e of events) if (e.type === 'tournament.created') await this.sender.follow?.(e.tournamentId)
    for (const e of events) {
      if (e.type === 'seating.proposalDismissed' && type === 'seating.dismiss') this.dismissed.add(e.tournamentId)
      if (e.type === 'seating.proposed') this.dismissed.delete(e.tournamentId)
    }
    if (type === 'seating.addTables' && hasSeatBeyondTable(input)) this.riskyTables = true
    for (const e of events)
      if (
        e.type === 'seating.moved' &&
        e.kind === 'balance' &&
        !e.overridden &&
        seatingBefore?.tournamentId === e.tournamentId
      )
        for (const v of checkBalancingSeats(e.tournamentId, seatingBefore, e.moves))
          this.fail({
            kind: 'violation',
            invariant: v.invariant as InvariantName,
            tournamentId: e.tournamentId,
            detail: v.detail,
            command: type,
            input,
            entryIds: v.entryIds ?? []
          })
    if (this.options.checks !== false) await this.check(touched(events), type, input)
    return 'applied'
  }

  /** The invariants of every tournament the command touched. */
  private async check(tournamentIds: readonly string[], type: string, input: unknown): Promise<void> {
    for (const id of tournamentIds) {
      await this.world.load(id, [...CHECKED_VIEWS, 'registration', 'penalties', 'tickets'])
      for (const r of this.world.refusedViews.filter((x) => x.tournamentId === id))
        this.violation('viewsAnswer', id, `the ${r.view} view is refused: ${r.code} ${r.message}`, type, input)
      const views = {
        tournamentId: id,
        entries: this.world.peek(id, 'entries') ?? [],
        seating: this.world.peek(id, 'seating') ?? null,
        results: this.world.peek(id, 'results') ?? null,
        display: this.world.peek(id, 'display') ?? { stats: null },
        registration: this.world.peek(id, 'registration') ?? null
      }
      for (const v of checkTournament(views))
        this.fail({
          kind: 'violation',
          invariant: v.invariant as InvariantName,
          tournamentId: id,
          detail: v.detail,
          command: type,
          input,
          ...(v.entryIds ? { entryIds: v.entryIds } : {}),
          ...(v.statuses ? { statuses: v.statuses } : {})
        })
    }
  }

  /**
   * Confirm what the floor is offered, as a director would: every pending proposal, buttons moved on where a move
   * waits for them, until nothing is pending; then the tables must be within the tolerance (BFSP §3.1, §8.3).
   */
  private async settle(): Promise<void> {
    for (const summary of await this.world.tournaments()) {
      const id = summary.id
      for (let round = 0; round < 12; round += 1) {
        const seating = await this.world.view(id, 'seating')
        if (!seating?.drawn) break
        const pending = seating.pending
        if (pending && pending.buttonsAsked.length > 0) {
          // the move waits for the current buttons; the floor records them where they are now.
          const buttons = pending.buttonsAsked.map((n) => {
            const table = seating.tables.find((t) => t.number === n)!
            const last = [...table.seats].reverse().find((x) => x.entryId !== null)?.seat ?? 1
            return { table: n, seat: table.button ?? last }
          })
          const outcome = await this.step(
            'seating.buttons',
            { command: { type: 'seating.buttons', tournamentId: id, buttons } },
            true
          )
          if (outcome === 'refused') {
            this.violation(
              'tolerance',
              id,
              `the buttons asked by the ${pending.kind} proposal could not be recorded: ${this.recent.at(-1)?.outcome}`,
              'seating.buttons',
              null
            )
            break
          }
          continue
        }
        if (pending && !(pending.deferred && pending.moves.length === 0)) {
          const outcome = await this.step(
            'seating.confirm',
            { command: { type: 'seating.confirm', tournamentId: id, proposalId: pending.id } },
            true
          )
          if (outcome === 'refused') {
            this.violation(
              'tolerance',
              id,
              `the offered ${pending.kind} proposal could not be confirmed: ${this.recent.at(-1)?.outcome}`,
              'seating.confirm',
              null
            )
            break
          }
          continue
        }
        if (!seating.unbalanced && !pending) break
        // §5.5: a closed flight's play is over and its stacks are bagged: nothing is balanced until it is reopened.
        if (this.world.closedFlights.has(id)) break
        // (Olympic tables are not balanced, BFSP §3.2: checkTolerance passes them.)
        if (!pending && !this.dismissed.has(id) && checkTolerance(id, seating).length > 0)
          this.violation(
            'tolerance',
            id,
            `tables hold ${seating.spread?.min}…${seating.spread?.max} players with tolerance ${seating.rules?.tolerance} and nothing is proposed, although no proposal was dismissed`,
            'settle',
            null
          )
        if (!pending || !seating.trackButtons) {
          // Nothing offered although the tables are unbalanced: the director dismissed the last proposal (a decision
          // on record, §8.3, BFSP §3.1 "two only by the chief judge's decision") and no elimination, entry or move has
          // made a new one since. A button alone does not bring it back (it would ask again after every hand); to
          // settle, the director asks for one (seating.propose) and confirms it. Without tracked buttons likewise.
          const outcome = await this.step(
            'seating.propose',
            { command: { type: 'seating.propose', tournamentId: id } },
            true
          )
          if (outcome !== 'applied') break
        } else {
          // The move waits for a button (§8.8): a hand is played at every table.
          for (const table of seating.tables.filter((t) => t.open && t.count > 1)) {
            await this.step(
              'seating.button',
              { command: { type: 'seating.button', tournamentId: id, table: table.number, seat: 'advance' } },
              true
            )
          }
        }
      }
      const seating = await this.world.view(id, 'seating')
      if (seating && !seating.pending && !this.world.closedFlights.has(id))
        for (const v of checkTolerance(id, seating)) this.violation('tolerance', id, v.detail, 'settle', null)
    }
  }

  /**
   * The in-memory digest moved although nothing was recorded. It is exact but not canonical, so the content decides:
   * the live state must be the one the journal rebuilds (canonical digest across a restart, Map order included). If
   * it is not, the refused command changed the state in memory (decide mutated what it read).
   */
  private async verifyUnchanged(
    what: string,
    type: string,
    input: unknown,
    before: StateDigest,
    after: StateDigest
  ): Promise<void> {
    if (this.options.checks === false) {
      // Only the history is wanted (randomHistory): no restart to tell noise from a change.
      this.world.remember('digest', after)
      return
    }
    const live = await ask<StateDigest>(this.sender, { type: 'state.digest' })
    const liveSorted = await ask<StateDigest>(this.sender, { type: 'state.digest', form: 'sorted' })
    await this.restartOn()
    const rebuilt = await ask<StateDigest>(this.sender, { type: 'state.digest' })
    if (rebuilt.digest === live.digest) {
      this.stats.memoryDigestNoise += 1
      return
    }
    const rebuiltSorted = await ask<StateDigest>(this.sender, { type: 'state.digest', form: 'sorted' })
    const orderOnly = rebuiltSorted.digest === liveSorted.digest
    this.violation(
      'refusedUnchanged',
      '',
      `${what} but the state in memory changed: the journal rebuilds another state${orderOnly ? ' (Map/Set order only)' : ''}, in ${differingParts(live, rebuilt).join(', ')}`,
      type,
      input,
      undefined,
      orderOnly ? 'order' : 'content'
    )
  }

  /** Stop and start on the same journal; the seed goes on against the restarted server. */
  private async restartOn(): Promise<void> {
    let next: FuzzTarget
    try {
      next = await this.target.restart()
    } catch (error) {
      this.fail({
        kind: 'restart',
        detail: `the journal did not open again: ${(error as Error).message}`,
        output: tail(this.target.output())
      })
      throw new ServerGone('restart failed')
    }
    this.target = next
    this.world.sender = next.sender
    this.world.invalidate()
    this.stats.restartsCompared += 1
    this.last = await this.world.digest()
  }

  /** Stop, start again on the same journal, and compare the rebuilt state and views with the live ones. */
  private async compareRestart(): Promise<void> {
    const live = await snapshot(this.sender)
    await this.restartOn()
    const rebuilt = await snapshot(this.sender)
    const order = live.digest.digest !== rebuilt.digest.digest
    if (order) {
      const parts = differingParts(live.digest, rebuilt.digest)
      const sortedSame = live.sorted.digest === rebuilt.sorted.digest
      this.violation(
        'restartSame',
        '',
        sortedSame
          ? `the rebuilt state differs only in the order of Map/Set entries (${parts.join(', ')}): decide changed the live state's order`
          : `the rebuilt state differs in ${differingParts(live.sorted, rebuilt.sorted).join(', ')}`,
        'restart',
        null,
        undefined,
        sortedSame ? 'order' : 'content'
      )
    }
    for (const [name, value] of Object.entries(live.views)) {
      const again = rebuilt.views[name]
      const a = JSON.stringify(value)
      const b = JSON.stringify(again)
      if (a !== b)
        this.violation(
          'restartSame',
          '',
          `view ${name} differs after the restart: ${firstDifference(value, again)}`,
          'restart',
          null
        )
    }
  }

  private async crashed(error: ServerGone): Promise<void> {
    this.stats.crashes += 1
    await new Promise((resolve) => setTimeout(resolve, 200))
    const last = this.inFlight
    this.fail({
      kind: 'crash',
      detail: `${error.message}${this.target.gone() ? ` (exit ${this.target.gone()})` : ''}`,
      command: last?.type,
      input: last?.input,
      output: tail(this.target.output())
    })
    // Does the journal still open? A crash must never leave a journal that cannot start.
    try {
      const again = await this.target.restart()
      this.target = again
    } catch (restartError) {
      this.fail({
        kind: 'restart',
        detail: `after the crash the journal did not open again: ${(restartError as Error).message}`,
        output: tail(this.target.output())
      })
    }
  }

  private violation(
    invariant: InvariantName,
    tournamentId: string,
    detail: string,
    command: string,
    input: unknown,
    entryIds?: readonly string[],
    flavour?: string
  ): void {
    this.fail({
      kind: 'violation',
      invariant,
      tournamentId,
      detail,
      command,
      input,
      ...(entryIds ? { entryIds } : {}),
      ...(flavour ? { flavour } : {})
    })
  }

  private fail(failure: Omit<Failure, 'seed' | 'op' | 'recent'>): void {
    const full: Failure = {
      ...failure,
      seed: this.options.seed,
      op: this.op,
      recent: this.recent.slice(-12).map((r) => `#${r.op} ${r.type} ${JSON.stringify(r.input)} → ${r.outcome}`)
    }
    const known = classify(full, { returned: this.world.returned, riskyTables: this.riskyTables })
    // A state that stays broken is reported once per seed, not at every step after.
    const key = `${known ?? ''}:${failure.kind}:${failure.invariant ?? ''}:${failure.tournamentId ?? ''}:${(failure.entryIds ?? []).join(',')}:${failure.entryIds ? '' : failure.detail}`
    if (this.seen.has(key)) return
    this.seen.add(key)
    if (known) {
      if (!this.stats.knownBugs[known]) this.stats.knownFailures.push({ ...full, known })
      this.stats.knownBugs[known] = (this.stats.knownBugs[known] ?? 0) + 1
      return
    }
    this.stats.violations.push(full)
    this.options.log?.(
      `seed ${this.options.seed} op ${this.op}: ${failure.kind} ${failure.invariant ?? ''} ${failure.detail}`
    )
  }

  private note(type: string, input: unknown, outcome: string): void {
    if (process.env.FUZZ_TRACE)
      this.options.log?.(
        `#${this.op} ${type} ${JSON.stringify(input).slice(0, Number(process.env.FUZZ_TRACE))} → ${outcome.slice(0, 200)}`
      )
    this.recent.push({ op: this.op, type, input, outcome })
    if (this.recent.length > 40) this.recent.shift()
  }
}

/** The tournaments named by recorded events. */
function touched(events: readonly DomainEvent[]): string[] {
  const ids = new Set<string>()
  for (const e of events) if ('tournamentId' in e && typeof e.tournamentId === 'string') ids.add(e.tournamentId)
  return [...ids]
}

function hasSeatBeyondTable(input: unknown): boolean {
  const tables = ((input as { command?: { tables?: unknown[] } }).command?.tables ?? []) as Array<{
    seats: number
    unavailable?: number[]
    reserved?: Array<{ seat: number }>
  }>
  return tables.some((t) =>
    [...(t.unavailable ?? []), ...(t.reserved ?? []).map((r) => r.seat)].some((s) => s > t.seats)
  )
}

function describeChange(before: StateDigest, after: StateDigest): string {
  return `the journal went from ${before.journalLength} to ${after.journalLength} records`
}

function differingParts(a: StateDigest, b: StateDigest): string[] {
  const names = new Set([...Object.keys(a.parts), ...Object.keys(b.parts)])
  return [...names].filter((n) => a.parts[n] !== b.parts[n]).sort()
}

function tail(text: string, lines = 25): string {
  return text.split('\n').slice(-lines).join('\n')
}

/** Where two JSON values first differ, as a path and both values (short). */
export function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return ''
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`)
      if (d) return d
    }
  }
  const short = (v: unknown): string => (JSON.stringify(v) ?? 'undefined').slice(0, 160)
  return `${path || '(root)'}: ${short(a)} ≠ ${short(b)}`
}

interface Snapshot {
  digest: StateDigest
  sorted: StateDigest
  views: Record<string, unknown>
}

/** Everything compared across a restart: the state digest (both orders) and the views of every tournament. */
async function snapshot(sender: FloorSender): Promise<Snapshot> {
  const digest = await ask<StateDigest>(sender, { type: 'state.digest' })
  const sorted = await ask<StateDigest>(sender, { type: 'state.digest', form: 'sorted' })
  const views: Record<string, unknown> = {}
  const tournaments = await ask<Array<{ id: string }>>(sender, { type: 'tournaments.list' })
  views.tournaments = tournaments
  const series = await ask<Array<{ id: string }>>(sender, { type: 'series.list' })
  views.series = series
  for (const s of series) {
    const standings = await sendQuery(sender, { type: 'series.standings', seriesId: s.id })
    views[`standings:${s.id}`] = standings.ok ? standings.value : { refused: standings.error.code }
  }
  for (const { id } of tournaments) {
    const queries: Record<string, Record<string, unknown>> = {
      tournament: { type: 'tournament.get', tournamentId: id },
      registration: { type: 'registration.get', tournamentId: id },
      entries: { type: 'entries.list', tournamentId: id, limit: 20_000 },
      seating: { type: 'seating.get', tournamentId: id },
      results: { type: 'results.get', tournamentId: id },
      penalties: { type: 'penalties.list', tournamentId: id },
      display: { type: 'display.get', tournamentId: id }
    }
    const answers = await sender.batch(Object.values(queries).map((query) => ({ kind: 'query' as const, query })))
    Object.keys(queries).forEach((name, i) => {
      const answer = answers[i]!
      views[`${name}:${id}`] = answer.ok ? answer.value : { refused: answer.error.code }
    })
  }
  return { digest, sorted, views }
}

/**
 * For other suites (the journal's export→import round trip): drive `sender` — the hall server's socket
 * (SocketSender) or an in-process FloorService (ServiceSender) — through a random but valid-shaped history of `ops`
 * commands from `seed`: every command type of the contract, chosen from the server's state. Returns the figures;
 * invariants are checked too when `checks` is set. Nothing is restarted.
 */
export async function randomHistory(
  seed: number,
  ops: number,
  sender: FloorSender,
  options: { checks?: boolean; log?: (line: string) => void } = {}
): Promise<SeedStats> {
  const target: FuzzTarget = {
    kind: sender instanceof ServiceSender ? 'service' : 'hall',
    sender,
    dataDir: '',
    output: () => '',
    gone: () => null,
    restart: () => Promise.reject(new Error('randomHistory does not restart')),
    stop: () => Promise.resolve()
  }
  const run = new SeedRun(target, {
    seed,
    ops,
    checks: options.checks ?? false,
    compareRestart: false,
    ...(options.log ? { log: options.log } : {})
  })
  await run.run()
  return run.stats
}

/** The seeds of a run: FUZZ_SEED alone, or a base from the CI run (or today's date) and the seeds after it. */
export function fuzzSeeds(env: NodeJS.ProcessEnv = process.env, now = new Date()): { base: number; fixed: boolean } {
  if (env.FUZZ_SEED) return { base: Number(env.FUZZ_SEED), fixed: true }
  const run = env.GITHUB_RUN_ID ?? env.CI_PIPELINE_ID ?? env.BUILD_NUMBER
  if (run && Number.isFinite(Number(run))) return { base: (Number(run) % 1_000_000) * 100, fixed: false }
  const day = now.getUTCFullYear() * 10_000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate()
  return { base: day * 100, fixed: false }
}

/**
 * Run seeds base, base+1, … (each on a fresh journal) until `operations` operations are done; one seed only when the
 * seed was given. `parallel` seeds run at once, each against its own server (a seed's outcome does not depend on it):
 * while one waits for its server, another's works. `makeTarget` starts the server for a seed.
 */
export async function runSeeds(options: {
  base: number
  fixed: boolean
  operations: number
  perSeed: number
  parallel?: number
  makeTarget: (seed: number) => Promise<FuzzTarget>
  log?: (line: string) => void
  settleEvery?: number
  /**
   * Wall-clock budget (epoch ms): past it no seed starts and running seeds stop generating, so a machine too slow
   * for the run ends it with the figures (and every server stopped) instead of a test timeout.
   */
  deadline?: number
}): Promise<SeedStats[]> {
  const runs: SeedStats[] = []
  let nextSeed = options.base
  let budget = options.operations
  const one = async (seed: number, ops: number): Promise<SeedStats> => {
    let target: FuzzTarget
    try {
      target = await options.makeTarget(seed)
    } catch (error) {
      // A server that does not start is a failure of the seed, not the end of the run (the other seeds go on).
      const stats = blankStats(seed, 'hall')
      stats.violations.push({ kind: 'restart', seed, op: 0, detail: `the server did not start: ${String(error)}` })
      options.log?.(`seed ${seed}: the server did not start: ${String(error)}`)
      return stats
    }
    let run: SeedRun
    try {
      run = new SeedRun(target, {
        seed,
        ops,
        ...(options.log ? { log: options.log } : {}),
        ...(options.settleEvery ? { settleEvery: options.settleEvery } : {}),
        ...(options.deadline ? { deadline: options.deadline } : {})
      })
    } catch (error) {
      // No generator for a new command type, say: the server is not left running behind the error.
      await target.stop().catch(() => undefined)
      removeDataDir(target.dataDir)
      throw error
    }
    let end = target
    try {
      end = await run.run()
    } finally {
      run.stats.serverCpuMs = end.cpuMs?.() ?? 0
      await end.stop().catch(() => undefined)
      const keep = process.env.FUZZ_KEEP && (run.stats.violations.length > 0 || run.stats.crashes > 0)
      if (keep) options.log?.(`seed ${seed}: journal kept in ${end.dataDir}`)
      else removeDataDir(end.dataDir)
    }
    const st = run.stats
    options.log?.(
      `seed ${seed}: ${st.operations} ops, ${st.applied} recorded, ${st.refusedByRules} rule / ${st.refusedByZod} zod refusals, ${st.crashes} crashes, ${st.violations.length} violations, known ${JSON.stringify(st.knownBugs)}, ${(st.ms / 1000).toFixed(1)} s${st.serverCpuMs ? ` (server CPU ${(st.serverCpuMs / 1000).toFixed(1)} s)` : ''}`
    )
    return st
  }
  if (options.fixed) return [await one(options.base, options.operations)]
  const worker = async (): Promise<void> => {
    while (budget > 0 && Date.now() < (options.deadline ?? Infinity)) {
      const ops = Math.min(options.perSeed, budget)
      budget -= ops
      const stats = await one(nextSeed++, ops)
      runs.push(stats)
      // A seed that ended early (a crash) leaves its operations to the next one; one that never started does not
      // (a server that cannot start would otherwise be started again and again).
      if (stats.operations > 0) budget += Math.max(0, ops - stats.operations)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, () => worker()))
  return runs.sort((a, b) => a.seed - b.seed)
}
