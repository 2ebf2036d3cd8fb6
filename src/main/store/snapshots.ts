import { createHash } from 'node:crypto'
import { deserialize, serialize } from 'node:v8'
import type Database from 'better-sqlite3'
import { EVENT_SPECS } from '../../shared/core/eventSchemas'
import { evolve } from '../../shared/core/evolve'
import type { EventRecord } from '../../shared/core/record'
import { checkedAgainst } from '../../shared/core/storedRecords'
import { initialState, type FloorState } from '../../shared/core/state'
import type { Tournament } from '../../shared/core/tournament'
import type { EventStore } from './eventStore'
import { summary, type TournamentSummary } from '../../shared/core/views'
import {
  foldRecord,
  livePlayersOf,
  mayStayParked,
  parkedFieldDigest,
  parkPlayers,
  PartedTournaments,
  withLivePlayers,
  type PartLoader
} from './snapshotsLazy'
import type { Player, PlayerDatabase } from '../../shared/core/players'

/**
 * Snapshots of the folded state, in parts: a start loads the newest valid one and replays only the
 * journal after it, and it reads only what the live floor needs, so starting costs the live floor's size, not the
 * journal's length nor the number of tournaments ever played.
 *
 * A snapshot is a manifest (the `snapshots` row) naming its parts by their hash (`snapshot_parts`, migration 5):
 * - the shared part: everything but the tournaments (players, series, accounts, displays…);
 * - one part per tournament, in the Map's order, each marked whether it may stay in its part at a start (a finished
 *   tournament, `mayStayParked`): those are loaded when something first reads them (`PartedTournaments`).
 * A part is V8's serialisation of its object graph: Map and Set order, key order and shared references within it are
 * kept exactly, so the state read back is the one the fold had — the same order for the same draws (a decision
 * iterates Maps); no references are shared between parts (tests/int/snapshotParts.int.test.ts checks it). Parts are
 * stored by their hash, so a snapshot writes only the parts that changed since the one before it; a finished
 * tournament still in its part is named again without being read.
 *
 * A snapshot is valid only for
 * - the same fold: `version` names the snapshot format, every event type's version and the build's code
 *   (snapshotVersion); a snapshot of another build is ignored, whatever it holds;
 * - the same journal: `event_check` is the hash of the record at its position; a journal restored, replaced or cut
 *   shorter does not match, and the snapshot is ignored;
 * - intact bytes: `digest` is the hash of the manifest, and each part is checked against its hash when it is read.
 * An ignored snapshot means a full replay, never a refusal: the journal is the truth, snapshots only a shortcut. A
 * finished tournament's part found damaged or missing when it is read on demand is rebuilt by a replay of the journal
 * (logged, never silent), and the next snapshot writes it again.
 */
export const SNAPSHOT_FORMAT = 3
/** Snapshots kept: the newest and the one before it (in case the newest is found bad). */
const KEEP = 2

export interface SnapshotInfo {
  seq: number
  version: string
  takenAt: number
  /** Bytes this snapshot wrote: its manifest and the parts that changed. */
  bytes: number
  /** Parts it names (the shared part and one per tournament), and how many of them it wrote. */
  parts?: number
  partsWritten?: number
}

export interface StartFrom {
  state: FloorState
  /** The snapshot the state was loaded from, or null for a full replay. */
  snapshot: SnapshotInfo | null
  /** Records replayed after the snapshot (all of them for a full replay). */
  replayed: number
  /**
   * Snapshots found but not used, and why (another build, a journal that does not match, a damaged manifest, a part
   * the start needs that is damaged or missing).
   */
  ignored: Array<{ seq: number; why: 'version' | 'position' | 'digest' | 'unreadable' | 'part' }>
  /** Tournaments left in their parts, loaded when first read. */
  parked?: number
}

/** A part that could not be read when it was first needed (it was rebuilt from the journal). */
export interface DamagedPart {
  /** `players` or `tournament:<id>`. */
  part: string
  digest: string
  why: string
}

interface SnapshotRow {
  seq: number
  version: string
  event_check: string
  digest: string
  taken_at: number
  state: Buffer
}

/** The `snapshots` row's state: the parts of the snapshot, by hash. */
interface Manifest {
  format: typeof SNAPSHOT_FORMAT
  shared: string
  /** The player database: the largest shared part, read when first needed. */
  players: string
  /**
   * The players the live tournaments name (by id, merges followed): what the hall displays and the phones show of
   * the database at a start, without reading it (`parkPlayers`).
   */
  livePlayers: string
  /** Every tournament in the Map's order: its part and, when a start may leave it there, its list line. */
  tournaments: Array<[tournamentId: string, digest: string, parked: TournamentSummary | null]>
}

/**
 * The version a snapshot must carry to be used by this build: the snapshot format, each event type with its version,
 * and a fingerprint of the running code (`build`, e.g. the hash of the built main bundle), since any change to the
 * fold may change the state it makes.
 */
export function snapshotVersion(build: string): string {
  const kinds = Object.entries(EVENT_SPECS)
    .map(([type, spec]) => `${type}@${spec.version}`)
    .sort()
    .join(',')
  const events = createHash('sha256').update(kinds).digest('hex').slice(0, 16)
  return `${SNAPSHOT_FORMAT}.${events}.${build}`
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Manifest | null
  return (
    typeof m === 'object' &&
    m !== null &&
    m.format === SNAPSHOT_FORMAT &&
    typeof m.shared === 'string' &&
    typeof m.players === 'string' &&
    typeof m.livePlayers === 'string' &&
    Array.isArray(m.tournaments)
  )
}

export class SnapshotStore {
  private readonly eventAt: Database.Statement
  private readonly insert: Database.Statement
  private readonly insertPart: Database.Statement
  private readonly hasPartStatement: Database.Statement
  private readonly partAt: Database.Statement
  private readonly prune: Database.Statement
  private readonly prunePartsExcept: Database.Statement
  private readonly manifests: Database.Statement
  private readonly newestFirst: Database.Statement
  private readonly list: Database.Statement

  constructor(
    private readonly db: Database.Database,
    /** Told when a finished tournament's part is damaged or missing (the log); the tournament is rebuilt anyway. */
    private readonly onDamagedPart: (part: DamagedPart) => void = (part) =>
      process.stderr.write(`Floorclock: snapshot part unreadable, rebuilt from the journal: ${JSON.stringify(part)}\n`)
  ) {
    this.eventAt = db.prepare(`SELECT type, version, data FROM events WHERE seq = ?`)
    this.insert = db.prepare(
      `INSERT OR REPLACE INTO snapshots (seq, version, event_check, digest, taken_at, state)
       VALUES (@seq, @version, @eventCheck, @digest, @takenAt, @state)`
    )
    this.insertPart = db.prepare(`INSERT OR IGNORE INTO snapshot_parts (digest, part, state) VALUES (?, ?, ?)`)
    this.hasPartStatement = db.prepare(`SELECT 1 FROM snapshot_parts WHERE digest = ?`).pluck()
    this.partAt = db.prepare(`SELECT state FROM snapshot_parts WHERE digest = ?`).pluck()
    this.prune = db.prepare(
      `DELETE FROM snapshots WHERE seq NOT IN (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT ${KEEP})`
    )
    this.prunePartsExcept = db.prepare(
      `DELETE FROM snapshot_parts WHERE digest NOT IN (SELECT value FROM json_each(?))`
    )
    this.manifests = db.prepare(`SELECT state FROM snapshots`).pluck()
    this.newestFirst = db.prepare(`SELECT * FROM snapshots ORDER BY seq DESC`)
    this.list = db.prepare(`SELECT seq, version, taken_at, length(state) AS bytes FROM snapshots ORDER BY seq DESC`)
  }

  /** The check of the record at `seq` a snapshot is bound to ('' before the first record). */
  private eventCheck(seq: number): string | null {
    if (seq === 0) return ''
    const row = this.eventAt.get(seq) as { type: string; version: number; data: string } | undefined
    return row ? sha256(`${row.type}\n${row.version}\n${row.data}`) : null
  }

  /**
   * Write a snapshot of `state` (at state.lastSeq) and keep only the newest ones. Only the parts that changed are
   * written: a tournament still in its part (a finished one nothing read) is named again by its hash, unread; every
   * other part is serialised and written only if no part with its hash is stored yet.
   */
  write(state: Readonly<FloorState>, version: string, takenAt: number): SnapshotInfo {
    const eventCheck = this.eventCheck(state.lastSeq)
    if (eventCheck === null) throw new Error(`no record ${state.lastSeq} in the journal to bind a snapshot to`)
    const parts = new Map<string, { part: string; bytes: Buffer }>()
    const known = (digest: string): boolean => parts.has(digest) || this.hasPartStatement.get(digest) !== undefined
    const add = (part: string, bytes: Buffer): string => {
      const digest = sha256(bytes)
      if (known(digest)) return digest
      // V8 writes some objects differently once read back (a packed array of doubles, say); one round trip makes the
      // bytes stable, so a part read at a start and not changed since keeps its hash and is not written again.
      const settled = serialize(deserialize(bytes))
      const settledDigest = sha256(settled)
      if (!known(settledDigest)) parts.set(settledDigest, { part, bytes: settled })
      return settledDigest
    }
    // The shared part keeps the state's key order; the tournaments' and the players' places are filled at a start.
    // Read by key, never spread: a spread would read the player database out of its part.
    const root: Record<string, unknown> = {}
    for (const key of Object.keys(state))
      root[key] = key === 'tournaments' || key === 'players' ? null : state[key as keyof FloorState]
    const parkedPlayers = parkedFieldDigest(state, 'players')
    const players =
      parkedPlayers !== undefined && this.hasPartStatement.get(parkedPlayers)
        ? parkedPlayers
        : add('players', serialize(state.players))
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      shared: add('shared', serialize(root)),
      players,
      livePlayers: '',
      tournaments: []
    }
    const map = state.tournaments
    const live: Tournament[] = []
    for (const id of [...map.keys()]) {
      const parked = map instanceof PartedTournaments ? map.parkedDigest(id) : undefined
      // A part deleted as damaged is written again from the tournament (rebuilt from the journal when read).
      if (parked !== undefined && this.hasPartStatement.get(parked)) {
        const line = (map as PartedTournaments).parkedSummary(id) ?? summary(map.get(id)!)
        manifest.tournaments.push([id, parked, line])
        continue
      }
      const t = map.get(id)!
      const stays = mayStayParked(state, t)
      if (!stays) live.push(t)
      manifest.tournaments.push([id, add(`tournament:${id}`, serialize(t)), stays ? summary(t) : null])
    }
    // Read as the live floor's views read it: a database still in its part is not read for its live players.
    const livePlayers = withLivePlayers(() => livePlayersOf(state.players, live))
    manifest.livePlayers = add('livePlayers', serialize(livePlayers))
    const bytes = serialize(manifest)
    let written = bytes.length
    this.db
      .transaction(() => {
        for (const [digest, { part, bytes: b }] of parts) {
          this.insertPart.run(digest, part, b)
          written += b.length
        }
        this.insert.run({ seq: state.lastSeq, version, eventCheck, digest: sha256(bytes), takenAt, state: bytes })
        this.prune.run()
        this.pruneParts()
      })
      .immediate() // the write lock first: never a read upgraded to a write while the server commits
    return {
      seq: state.lastSeq,
      version,
      takenAt,
      bytes: written,
      parts: manifest.tournaments.length + 3,
      partsWritten: parts.size
    }
  }

  /** Forget the parts no kept snapshot names. */
  private pruneParts(): void {
    const kept = new Set<string>()
    for (const bytes of this.manifests.all() as Buffer[]) {
      let manifest: unknown
      try {
        manifest = deserialize(bytes)
      } catch {
        continue
      }
      if (!isManifest(manifest)) continue
      kept.add(manifest.shared)
      kept.add(manifest.players)
      kept.add(manifest.livePlayers)
      for (const [, digest] of manifest.tournaments) kept.add(digest)
    }
    this.prunePartsExcept.run(JSON.stringify([...kept]))
  }

  snapshots(): SnapshotInfo[] {
    return (this.list.all() as Array<{ seq: number; version: string; taken_at: number; bytes: number }>).map((r) => ({
      seq: r.seq,
      version: r.version,
      takenAt: r.taken_at,
      bytes: r.bytes
    }))
  }

  /** Forget every snapshot (one was found to differ from a full replay). */
  clear(): void {
    this.db.prepare(`DELETE FROM snapshots`).run()
    this.db.prepare(`DELETE FROM snapshot_parts`).run()
  }

  /** A part's object graph, checked against its hash; throws with what is wrong. */
  private readPart(digest: string): unknown {
    const bytes = this.partAt.get(digest) as Buffer | undefined
    if (!bytes) throw new Error('missing')
    if (sha256(bytes) !== digest) throw new Error('digest')
    try {
      return deserialize(bytes)
    } catch {
      throw new Error('unreadable')
    }
  }

  /** The state a manifest names: the shared part and the live tournaments read now, the finished ones left parked. */
  private assemble(manifest: Manifest, store: EventStore): FloorState {
    const state = this.readPart(manifest.shared) as FloorState
    if (typeof state !== 'object' || state === null || !('tournaments' in state)) throw new Error('shared part')
    const tournaments = new PartedTournaments(this.tournamentLoader(store, state))
    for (const [id, digest, parked] of manifest.tournaments) {
      if (parked !== null && typeof parked !== 'object') throw new Error('manifest')
      if (parked) tournaments.park(id, digest, parked)
      else tournaments.residentFrom(id, this.readPart(digest) as Tournament, digest)
    }
    state.tournaments = tournaments
    // The live tournaments' players at hand for the hall displays and phones; the database stays in its part.
    const livePlayers = this.readPart(manifest.livePlayers)
    if (!(livePlayers instanceof Map)) throw new Error('live players')
    parkPlayers(state, manifest.players, livePlayers as Map<string, Player>, () =>
      this.loadParked<PlayerDatabase>('players', manifest.players, store, state, (scratch) => scratch.players)
    )
    return state
  }

  /** How a tournament of the live state `live` is read out of its part (also after a full replay). */
  private tournamentLoader(store: EventStore, live: FloorState): PartLoader {
    return (id, digest) =>
      this.loadParked(`tournament:${id}`, digest, store, live, (scratch) => scratch.tournaments.get(id))
  }

  /**
   * A full replay of the journal, its tournaments behind the accessors that let finished ones be parked while the
   * floor runs: after a restore, after a fault, and when no snapshot is valid.
   */
  replay(store: EventStore): FloorState {
    return this.replayCounting(store).state
  }

  private replayCounting(store: EventStore): { state: FloorState; replayed: number } {
    const state = initialState()
    const replayed = foldInto(state, checkedAgainst(state, store.readAll()))
    PartedTournaments.adopt(state, this.tournamentLoader(store, state))
    return { state, replayed }
  }

  /** Whether a part with this hash is stored (a tournament may be parked in it). */
  hasPart(digest: string): boolean {
    return this.hasPartStatement.get(digest) !== undefined
  }

  /**
   * The newest snapshot of this build that matches the journal: its position and each tournament's part,
   * by id, as a start would read them. Null when there is none.
   */
  newestParts(version: string): { seq: number; tournaments: Map<string, string> } | null {
    for (const row of this.newestFirst.all() as SnapshotRow[]) {
      if (row.version !== version || this.eventCheck(row.seq) !== row.event_check) continue
      if (sha256(row.state) !== row.digest) continue
      let manifest: unknown
      try {
        manifest = deserialize(row.state)
      } catch {
        continue
      }
      if (!isManifest(manifest)) continue
      return { seq: row.seq, tournaments: new Map(manifest.tournaments.map(([id, digest]) => [id, digest])) }
    }
    return null
  }

  /**
   * A finished tournament read for the first time. Its part as it was snapshotted is its state now: anything recorded
   * about it since would have read it. A part that cannot be read costs a replay of the journal (up to the record the
   * live state is at), is reported, and is deleted so that the next snapshot writes it again; never a refusal.
   */
  private loadParked<T>(
    part: string,
    digest: string,
    store: EventStore,
    live: FloorState,
    from: (scratch: FloorState) => T | undefined
  ): T {
    try {
      return this.readPart(digest) as T
    } catch (error) {
      this.onDamagedPart({ part, digest, why: (error as Error).message })
      // Not while the journal is being read (the connection is busy): in the next turn.
      setImmediate(() => {
        try {
          this.db.prepare(`DELETE FROM snapshot_parts WHERE digest = ?`).run(digest)
        } catch {
          // A closed or read-only connection: the next snapshot's write finds the part damaged again.
        }
      })
      const scratch = initialState()
      for (const record of store.readAll()) {
        if (record.seq > live.lastSeq) break
        evolve(scratch, record)
      }
      const rebuilt = from(scratch)
      if (rebuilt === undefined) throw new Error(`${part} is not in the journal up to record ${live.lastSeq}`)
      return rebuilt
    }
  }

  /**
   * The newest valid snapshot's state with the journal after it folded in, or a full replay when no snapshot is
   * valid.
   */
  load(store: EventStore, version: string): StartFrom {
    const ignored: StartFrom['ignored'] = []
    for (const row of this.newestFirst.all() as SnapshotRow[]) {
      if (row.version !== version) {
        ignored.push({ seq: row.seq, why: 'version' })
        continue
      }
      if (this.eventCheck(row.seq) !== row.event_check) {
        ignored.push({ seq: row.seq, why: 'position' })
        continue
      }
      if (sha256(row.state) !== row.digest) {
        ignored.push({ seq: row.seq, why: 'digest' })
        continue
      }
      let manifest: unknown
      try {
        manifest = deserialize(row.state)
      } catch {
        ignored.push({ seq: row.seq, why: 'unreadable' })
        continue
      }
      if (!isManifest(manifest)) {
        ignored.push({ seq: row.seq, why: 'unreadable' })
        continue
      }
      let state: FloorState
      try {
        state = this.assemble(manifest, store)
      } catch {
        ignored.push({ seq: row.seq, why: 'part' })
        continue
      }
      if (state.lastSeq !== row.seq) {
        ignored.push({ seq: row.seq, why: 'position' })
        continue
      }
      const replayed = foldInto(state, checkedAgainst(state, store.readAll(row.seq)))
      const snapshot = { seq: row.seq, version: row.version, takenAt: row.taken_at, bytes: row.state.length }
      const parked = (state.tournaments as PartedTournaments).parked
      return { state, snapshot, replayed, ignored, parked }
    }
    const { state, replayed } = this.replayCounting(store)
    return { state, snapshot: null, replayed, ignored }
  }
}

function foldInto(state: FloorState, records: Iterable<EventRecord>): number {
  let n = 0
  for (const record of records) {
    foldRecord(state, record)
    n += 1
  }
  return n
}
