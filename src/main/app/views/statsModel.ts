import type { TournamentStats } from '../../../shared/core/stats'
import { hasEntered, type Entry } from '../../../shared/core/registration'
import type { Tournament } from '../../../shared/core/tournament'
import { PendingChanges, type Changes } from './changes'
import { chipRaceChange } from '../../../shared/core/chiprace'

/** One entry's share of the totals, as `tournamentStats` counts it. */
interface Share {
  playerId: string | null
  reentry: number
  rebuys: number
  addon: number
  chips: number
  left: number
  preRegistered: number
}

const NOTHING: Share = { playerId: null, reentry: 0, rebuys: 0, addon: 0, chips: 0, left: 0, preRegistered: 0 }

/**
 * The registration totals (`tournamentStats`) and the pre-registered count kept per entry: a command changes the
 * shares of the entries it names, not a pass over 10,000 entries. Equal to `tournamentStats` by construction and by
 * test (tests/int/liveViews.int.test.ts).
 */
export class StatsModel {
  private readonly shares = new Map<string, Share>()
  private readonly players = new Map<string, number>()
  private sums = { ...NOTHING }
  private posted = false
  private cached: TournamentStats | null = null
  /** The colour-ups' change to the chips in play the cached totals hold. */
  private cachedRaceChange = 0
  private readonly pending = new PendingChanges()

  /** Note what changed; applied when the totals are next read. */
  update(changes: Changes): void {
    this.pending.note(changes)
  }

  stats(t: Tournament): TournamentStats {
    const changes = this.pending.take()
    if (changes === 'full') this.rebuild(t)
    else if (changes !== 'current') for (const id of changes) this.replace(id, t.registration.entries.get(id))
    if (changes !== 'current') this.cached = null
    // §10.10, §10.13: a chip race changes the chips in play by its rounding and the chips it hands out.
    const raceChange = chipRaceChange(t.chipRace)
    if (raceChange !== this.cachedRaceChange) this.cached = null
    if (this.cached) return this.cached
    this.cachedRaceChange = raceChange
    const reg = t.registration
    const { reentry, rebuys, addon, left } = this.sums
    const chips = this.sums.chips + raceChange
    this.cached = {
      entries: reg.enteredCount,
      uniquePlayers: this.players.size,
      reentries: reentry,
      rebuys,
      addons: addon,
      playersLeft: reg.inCount,
      totalChips: chips,
      averageStack: left > 0 ? Math.round(chips / left) : null
    }
    return this.cached
  }

  preRegistered(t: Tournament): number {
    this.stats(t)
    return this.sums.preRegistered
  }

  private rebuild(t: Tournament): void {
    this.shares.clear()
    this.players.clear()
    this.sums = { ...NOTHING }
    this.posted = t.registration.terms.noShowStack === 'posted'
    for (const entry of t.registration.entries.values()) this.replace(entry.id, entry)
  }

  private replace(id: string, entry: Entry | undefined): void {
    const old = this.shares.get(id) ?? NOTHING
    const share = entry ? this.shareOf(entry) : NOTHING
    if (old.playerId !== null) {
      const n = this.players.get(old.playerId)! - 1
      if (n === 0) this.players.delete(old.playerId)
      else this.players.set(old.playerId, n)
    }
    if (share.playerId !== null) this.players.set(share.playerId, (this.players.get(share.playerId) ?? 0) + 1)
    const sums = this.sums
    sums.reentry += share.reentry - old.reentry
    sums.rebuys += share.rebuys - old.rebuys
    sums.addon += share.addon - old.addon
    sums.chips += share.chips - old.chips
    sums.left += share.left - old.left
    sums.preRegistered += share.preRegistered - old.preRegistered
    if (entry) this.shares.set(id, share)
    else this.shares.delete(id)
  }

  private shareOf(entry: Entry): Share {
    const preRegistered = entry.status === 'pre-registered' ? 1 : 0
    if (!hasEntered(entry)) return { ...NOTHING, preRegistered }
    const counted = !(entry.status === 'pre-registered' && !this.posted)
    return {
      playerId: entry.playerId,
      reentry: entry.kind === 'reentry' ? 1 : 0,
      rebuys: entry.rebuys,
      addon: entry.addon ? 1 : 0,
      chips: counted ? entry.chips + entry.rebuyChips + entry.addonChips : 0,
      left: counted && (entry.status === 'registered' || entry.status === 'pre-registered') ? 1 : 0,
      preRegistered
    }
  }
}
