import type { EntryResult } from '../../results'
import type { TeamScoring } from './schemas'

/** One member of a team, by the best of their entries (re-entries count once per player, §5.6). */
export interface TeamMemberResult {
  readonly playerId: string
  /** Null while in play, or without a place. */
  readonly place: number | null
  readonly placeTo: number | null
  /** By the event's formula (the overall points of the best entry); null without a formula or a place. */
  readonly points: number | null
  readonly inPlay: boolean
  /** Whether the team's score counts this member (one of the best `count`). */
  readonly counted: boolean
}

export interface TeamStandingRow {
  readonly name: string
  readonly rank: number
  /** > rank for a shared rank (equal score and as many counted members). */
  readonly rankTo: number
  /** Sum of the counted members' points (rule `points`) or of their places (rule `places`). */
  readonly score: number
  /** Members with a place that the score counts (at most `count`); fewer than `count`: the team is not complete. */
  readonly counted: number
  readonly complete: boolean
  readonly members: readonly TeamMemberResult[]
}

export interface TeamStandingOptions {
  readonly scoring: TeamScoring
  readonly teams: ReadonlyArray<{ readonly name: string; readonly playerIds: readonly string[] }>
  /** The one overall result list (results/places/placesTable.ts). */
  readonly results: readonly EntryResult[]
  readonly playerOf: (entryId: string) => string
  /** The overall points of an entry by the event's formula, if it has one. */
  readonly pointsOf?: (entryId: string) => number | null
}

const round = (n: number): number => Math.round(n * 10_000) / 10_000

/**
 * §5.4д, the announced team scoring, read from the ONE overall result list:
 * - `points`: the sum of the best `count` members' points (higher wins);
 * - `places`: the sum of the best `count` members' overall places (lower wins); a shared place (§24.9а) counts as
 *   the average of its range, as split points do.
 * Only members with a place count. A team with fewer than `count` placed members is not complete yet and stands
 * behind every complete team (more placed members first). Equal score and completeness share the rank.
 */
export function teamStandings({ scoring, teams, results, playerOf, pointsOf }: TeamStandingOptions): TeamStandingRow[] {
  const entriesOf = new Map<string, EntryResult[]>()
  for (const r of results) {
    const p = playerOf(r.entryId)
    const list = entriesOf.get(p)
    if (list) list.push(r)
    else entriesOf.set(p, [r])
  }
  const member = (playerId: string): Omit<TeamMemberResult, 'counted'> => {
    const entries = entriesOf.get(playerId) ?? []
    if (entries.some((e) => e.status === 'in'))
      return { playerId, place: null, placeTo: null, points: null, inPlay: true }
    let best: EntryResult | undefined
    for (const e of entries) if (e.place !== null && (!best || e.place < best.place!)) best = e
    if (!best) return { playerId, place: null, placeTo: null, points: null, inPlay: false }
    const points = pointsOf ? Math.max(...entries.map((e) => pointsOf(e.entryId) ?? 0)) : null
    return { playerId, place: best.place, placeTo: best.placeTo ?? best.place, points, inPlay: false }
  }
  const value = (m: Omit<TeamMemberResult, 'counted'>): number =>
    scoring.rule === 'points' ? (m.points ?? 0) : (m.place! + (m.placeTo ?? m.place!)) / 2
  const drafts = teams.map((team) => {
    const members = team.playerIds.map(member)
    const placed = members
      .filter((m) => m.place !== null)
      .sort((a, b) => (scoring.rule === 'points' ? value(b) - value(a) : value(a) - value(b)))
    const chosen = new Set(placed.slice(0, scoring.count).map((m) => m.playerId))
    const score = round(placed.slice(0, scoring.count).reduce((s, m) => s + value(m), 0))
    return {
      name: team.name,
      score,
      counted: chosen.size,
      complete: chosen.size >= scoring.count,
      members: members.map((m) => ({ ...m, counted: chosen.has(m.playerId) }))
    }
  })
  const better = (a: (typeof drafts)[number], b: (typeof drafts)[number]): number =>
    Number(b.complete) - Number(a.complete) ||
    b.counted - a.counted ||
    (scoring.rule === 'points' ? b.score - a.score : a.score - b.score)
  drafts.sort((a, b) => better(a, b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const rows: TeamStandingRow[] = []
  for (let i = 0; i < drafts.length;) {
    let j = i + 1
    while (j < drafts.length && better(drafts[i]!, drafts[j]!) === 0) j += 1
    for (let k = i; k < j; k += 1) rows.push({ ...drafts[k]!, rank: i + 1, rankTo: j })
    i = j
  }
  return rows
}
