import type { EventRecord } from '../record'
import type { Structure } from '../clock'
import { itemStarts } from '../clock'

/**
 * Charts of the evening, from the tournament's journal: players left, entries and re-entries and the
 * average stack in big blinds over time, and the structure curve. Every time is a recorded event's `occurredAt` (a
 * record entered after the fact lands where it happened, §26.14), or a level boundary the clock's recorded anchors
 * put there; nothing here reads a clock of its own. Public data only (counts, chips, the structure: §27.11).
 */

/** A chart never carries more points than this per series (the phone page and the hall display draw them). */
export const MAX_CHART_POINTS = 240

/**
 * The zones a director reads off the average stack, in big blinds: under 10 BB the field plays push-or-fold, 10–20 BB
 * is short, 20–40 BB is the middle, above it the deep game. The same boundaries the charts shade.
 */
export const BB_ZONES = [10, 20, 40] as const

export interface FieldSeries {
  /** Seconds since the epoch (uPlot's time scale), ascending. */
  at: number[]
  playersLeft: number[]
  /** First entries taken so far (§5.6: a re-entry is an entry of its own, counted apart here). */
  entries: number[]
  reentries: number[]
  /** Average stack in big blinds; null where no level is being played yet or nobody is in. */
  averageBB: (number | null)[]
}

export interface StructureCurve {
  /** Minutes of play from the start of level 1 at which each item starts. */
  startMin: number[]
  minutes: number[]
  /** The level's number, null for a break. */
  level: (number | null)[]
  /** The level's big blind; a break shows the big blind of the level before it (null before level 1). */
  bigBlind: (number | null)[]
}

export interface ChartSeries {
  field: FieldSeries
  structure: StructureCurve | null
}

interface Delta {
  at: number
  order: number
  left: number
  entries: number
  reentries: number
  chips: number
}

interface EntryTrack {
  kind: 'entry' | 'reentry'
  chips: number
  /** Counted in the field (took its place). */
  entered: boolean
  in: boolean
  out: Delta | null
}

interface Anchor {
  at: number
  position: number
  running: boolean
}

/**
 * The journal folded for the charts: a list of changes at the times they happened. An elimination undone or a
 * disqualification lifted is taken out of the history (the corrected record is what happened, §27.7), a withdrawal
 * takes the entry's place and chips away when it was recorded.
 */
export class ChartJournal {
  private readonly deltas: Delta[] = []
  private readonly entries = new Map<string, EntryTrack>()
  private readonly anchors: Anchor[] = []
  private seq = 0

  /** The journal position folded in so far. */
  get lastSeq(): number {
    return this.seq
  }

  /** Fold one record of this tournament's stream (records already seen are ignored). */
  add(record: EventRecord): void {
    if (record.seq <= this.seq) return
    this.seq = record.seq
    const at = record.occurredAt
    const e = record.event
    switch (e.type) {
      case 'entry.registered': {
        const track: EntryTrack = { kind: e.kind, chips: e.chips, entered: false, in: false, out: null }
        this.entries.set(e.entryId, track)
        if (e.status === 'registered') this.enter(track, at)
        return
      }
      case 'entry.confirmed':
      case 'entry.admitted': {
        const track = this.entries.get(e.entryId)
        if (track && !track.entered) this.enter(track, at)
        return
      }
      case 'entry.withdrawn': {
        const track = this.entries.get(e.entryId)
        if (!track || !track.entered) return
        this.push(at, {
          left: track.in ? -1 : 0,
          entries: track.kind === 'entry' ? -1 : 0,
          reentries: track.kind === 'reentry' ? -1 : 0,
          chips: -track.chips
        })
        track.entered = false
        track.in = false
        track.chips = 0
        return
      }
      case 'entry.eliminated':
      case 'entry.disqualified': {
        const track = this.entries.get(e.entryId)
        if (!track || !track.in) return
        track.out = this.push(at, { left: -1 })
        track.in = false
        return
      }
      case 'entry.disqualificationLifted':
        this.backIn(e.entryId)
        return
      case 'results.handUndone':
        for (const id of e.entryIds) this.backIn(id)
        return
      case 'entry.rebought':
      case 'entry.addedOn': {
        const track = this.entries.get(e.entryId)
        if (!track || !track.entered) return
        track.chips += e.chips
        this.push(at, { chips: e.chips })
        return
      }
      case 'clock.scheduled':
        this.anchors.push({ at: e.startsAt, position: 0, running: true })
        return
      case 'clock.startCancelled':
        this.anchors.push({ at, position: 0, running: false })
        return
      case 'clock.started':
      case 'clock.resumed':
        this.anchors.push({ at: e.at, position: e.position, running: true })
        return
      case 'clock.paused':
        this.anchors.push({ at: e.at, position: e.position, running: false })
        return
      case 'clock.moved':
        this.anchors.push({ at: e.at, position: e.position, running: this.anchors.at(-1)?.running ?? false })
        return
      default:
        return
    }
  }

  private enter(track: EntryTrack, at: number): void {
    track.entered = true
    track.in = true
    this.push(at, {
      left: 1,
      entries: track.kind === 'entry' ? 1 : 0,
      reentries: track.kind === 'reentry' ? 1 : 0,
      chips: track.chips
    })
  }

  private backIn(entryId: string): void {
    const track = this.entries.get(entryId)
    if (!track || track.in || !track.out) return
    track.out.left = 0
    track.out = null
    track.in = true
  }

  private push(at: number, d: Partial<Omit<Delta, 'at' | 'order'>>): Delta {
    const delta: Delta = {
      at,
      order: this.deltas.length,
      left: d.left ?? 0,
      entries: d.entries ?? 0,
      reentries: d.reentries ?? 0,
      chips: d.chips ?? 0
    }
    this.deltas.push(delta)
    return delta
  }

  /**
   * The series, with `structure` the tournament's structure now (a corrected structure redraws the curve) and `now`
   * the clock's time: level boundaries the clock has passed by then are points of their own (the average in big
   * blinds drops at each), so the view changes only at a level boundary or a record.
   */
  series(structure: Structure | null, now: number): ChartSeries {
    const deltas = [...this.deltas].sort((a, b) => a.at - b.at || a.order - b.order)
    const bigBlinds = structure ? blindOfItems(structure) : []
    const starts = structure ? itemStarts(structure) : []
    const boundaries = structure ? this.boundaries(starts, now) : []
    const times: number[] = []
    if (deltas.length > 0) {
      const first = deltas[0]!.at
      const last = Math.max(deltas.at(-1)!.at, ...boundaries.filter((b) => b <= now))
      const all = [...deltas.map((d) => d.at), ...boundaries.filter((b) => b >= first && b <= last)].sort(
        (a, b) => a - b
      )
      for (const t of all) if (times.at(-1) !== t) times.push(t)
    }
    const field: FieldSeries = { at: [], playersLeft: [], entries: [], reentries: [], averageBB: [] }
    let i = 0
    const sum = { left: 0, entries: 0, reentries: 0, chips: 0 }
    for (const t of times) {
      while (i < deltas.length && deltas[i]!.at <= t) {
        const d = deltas[i++]!
        sum.left += d.left
        sum.entries += d.entries
        sum.reentries += d.reentries
        sum.chips += d.chips
      }
      const bb = structure ? this.bigBlindAt(t, starts, bigBlinds) : null
      field.at.push(Math.floor(t / 1000))
      field.playersLeft.push(sum.left)
      field.entries.push(sum.entries)
      field.reentries.push(sum.reentries)
      field.averageBB.push(bb && sum.left > 0 ? Math.round((sum.chips / sum.left / bb) * 10) / 10 : null)
    }
    return { field: downsample(field, MAX_CHART_POINTS), structure: structure ? curveOf(structure, starts) : null }
  }

  /** The anchor in force at `t`: the last recorded one whose moment had come. */
  private anchorAt(t: number): Anchor | null {
    let found: Anchor | null = null
    for (const a of this.anchors) if (a.at <= t) found = a
    return found
  }

  private bigBlindAt(t: number, starts: number[], bigBlinds: (number | null)[]): number | null {
    const a = this.anchorAt(t)
    if (!a) return null
    const position = a.running ? a.position + (t - a.at) : a.position
    if (position < 0) return null
    let index = 0
    while (index + 1 < starts.length && starts[index + 1]! <= position) index += 1
    return bigBlinds[index] ?? null
  }

  /** The moments the running clock crossed into a new item, up to `now`. */
  private boundaries(starts: number[], now: number): number[] {
    const out: number[] = []
    this.anchors.forEach((a, k) => {
      if (!a.running) return
      const end = Math.min(now, this.anchors[k + 1]?.at ?? now)
      for (const s of starts) {
        if (s <= a.position && !(s === 0 && a.position === 0)) continue
        const t = a.at + (s - a.position)
        if (t >= a.at && t <= end && t <= now) out.push(t)
      }
    })
    return out
  }
}

/** The series of a tournament from its journal records (any order of streams; other streams are ignored). */
export function chartSeries(
  tournamentId: string,
  records: Iterable<EventRecord>,
  structure: Structure | null,
  now: number
): ChartSeries {
  const journal = new ChartJournal()
  for (const record of records) if (record.stream === tournamentId) journal.add(record)
  return journal.series(structure, now)
}

/** A break plays on at the big blind of the level before it (what the stacks face when play resumes next is shown apart). */
function blindOfItems(structure: Structure): (number | null)[] {
  let last: number | null = null
  return structure.items.map((item) => {
    if (item.kind === 'level') last = item.bigBlind > 0 ? item.bigBlind : null
    return last
  })
}

function curveOf(structure: Structure, starts: number[]): StructureCurve {
  const bigBlinds = blindOfItems(structure)
  let n = 0
  return {
    startMin: starts.map((s) => Math.round((s / 60_000) * 100) / 100),
    minutes: structure.items.map((item) => Math.round((item.seconds / 60) * 100) / 100),
    level: structure.items.map((item) => (item.kind === 'level' ? ++n : null)),
    bigBlind: bigBlinds
  }
}

/**
 * At most `max` points: the series are steps, so each kept point is the last of its run of points (the values after
 * every change in it), the first point stays, and the last one is always kept.
 */
export function downsample(field: FieldSeries, max: number): FieldSeries {
  const n = field.at.length
  if (n <= max) return field
  const keep: number[] = [0]
  const buckets = max - 1
  for (let b = 1; b <= buckets; b++) {
    const index = Math.floor((b * (n - 1)) / buckets)
    if (index > keep.at(-1)!) keep.push(index)
  }
  const pick = <T>(xs: T[]): T[] => keep.map((k) => xs[k]!)
  return {
    at: pick(field.at),
    playersLeft: pick(field.playersLeft),
    entries: pick(field.entries),
    reentries: pick(field.reentries),
    averageBB: pick(field.averageBB)
  }
}
