import type { stakes as words } from '../../i18n/en/stakes'
import type { Level, Structure, StructureItem } from './structure'

/**
 * The one formatter of a structure item: every surface — the hall display (current level, NEXT tile,
 * break screen, structure table), the admin clock line and its "Jump to…" list, the speech, the structure CSV and the
 * protocol — asks it what a level holds and renders the same parts in its own language. Pure: the parts name amounts,
 * the words come from the `stakes.*` keys (RU/EN/SV) through the caller's translator.
 *
 * What a level states, by its game (BFSP §4.7, §5.4, §13.6):
 * - hold'em/omaha: the blinds, then the big-blind ante (§13.6) or an ante every player posts;
 * - fixed limit: the small bet (first two betting rounds) and the big bet (later rounds) — §4.7;
 * - stud: the ante, the bring-in and the complete (§5.4), and its fixed limits: the small bet on the first two of the
 *   five rounds, the big bet after (§4.7);
 * - OFC: the value of a point;
 * - a mixed event (HORSE and the like): the game of each level, and the next game on the NEXT tile and the break
 *   screen; the limit (no-limit, pot-limit, fixed limit) where the tournament's own format does not say it already.
 */
export type LevelTextKey = keyof typeof words
export type LevelTextT = (key: LevelTextKey, params?: Readonly<Record<string, string | number>>) => string
/** A surface's way of writing an amount of chips (grouping by language; the hall's never wraps). */
export type Chips = (n: number) => string

export type Betting = 'no-limit' | 'pot-limit' | 'fixed-limit'

export type StakePart =
  | { readonly kind: 'blinds'; readonly small: number; readonly big: number }
  | { readonly kind: 'ante'; readonly value: number; readonly bigBlind: boolean }
  | { readonly kind: 'bringIn'; readonly value: number }
  | { readonly kind: 'complete'; readonly value: number }
  | { readonly kind: 'bets'; readonly small: number; readonly big: number }
  | { readonly kind: 'points'; readonly value: number }

export interface LevelText {
  /** The level's game (a mixed event names one per level), or null. */
  readonly game: string | null
  /** The level's limit: as the level names it, else its own fixed limits, else the tournament's format; null for OFC. */
  readonly betting: Betting | null
  readonly stakes: readonly StakePart[]
}

export interface LevelContext {
  /** The tournament's betting format (a `BettingFormat`: no-limit, pot-limit, fixed-limit or mixed). */
  readonly bettingFormat?: string
}

const BETTINGS: readonly string[] = ['no-limit', 'pot-limit', 'fixed-limit']

/** What a level holds, in the order it is read out: never drops an amount the level carries. */
export function levelText(level: Level, context: LevelContext = {}): LevelText {
  const stakes: StakePart[] = []
  const bets: StakePart | null =
    level.smallBet !== undefined && level.bigBet !== undefined
      ? { kind: 'bets', small: level.smallBet, big: level.bigBet }
      : null
  const stud = level.bringIn !== undefined || level.complete !== undefined
  if (level.pointValue !== undefined) stakes.push({ kind: 'points', value: level.pointValue })
  if (stud) {
    // §5.4: stud posts an ante from every player, then the bring-in; §4.7: its fixed limits follow.
    if (level.ante > 0) stakes.push({ kind: 'ante', value: level.ante, bigBlind: false })
    if (level.bringIn !== undefined) stakes.push({ kind: 'bringIn', value: level.bringIn })
    if (level.complete !== undefined) stakes.push({ kind: 'complete', value: level.complete })
    if (bets) stakes.push(bets)
  } else {
    if (level.bigBlind > 0) stakes.push({ kind: 'blinds', small: level.smallBlind, big: level.bigBlind })
    if (bets) stakes.push(bets)
    if (level.ante > 0) stakes.push({ kind: 'ante', value: level.ante, bigBlind: level.anteKind === 'big-blind' })
  }
  const pointsOnly = level.pointValue !== undefined && !bets && level.bigBlind === 0 && !stud
  const betting: Betting | null = level.betting
    ? level.betting
    : pointsOnly
      ? null
      : bets
        ? 'fixed-limit'
        : BETTINGS.includes(context.bettingFormat ?? '')
          ? (context.bettingFormat as Betting)
          : null
  const game = level.game?.trim() || null
  return { game, betting, stakes }
}

/** Each part in words: "100 / 200", "BB ante 200", "Small bet 200 / Big bet 400", "Bring-in 25". */
export function stakeWords(parts: readonly StakePart[], t: LevelTextT, chips: Chips): string[] {
  return parts.map((p) => {
    switch (p.kind) {
      case 'blinds':
        return t('stakes.blinds', { small: chips(p.small), big: chips(p.big) })
      case 'ante':
        return t(p.bigBlind ? 'stakes.bbAnte' : 'stakes.ante', { value: chips(p.value) })
      case 'bringIn':
        return t('stakes.bringIn', { value: chips(p.value) })
      case 'complete':
        return t('stakes.complete', { value: chips(p.value) })
      case 'bets':
        return t('stakes.bets', { small: chips(p.small), big: chips(p.big) })
      case 'points':
        return t('stakes.points', { value: chips(p.value) })
    }
  })
}

export function bettingWord(betting: Betting, t: LevelTextT): string {
  return t(`stakes.betting.${betting}`)
}

/**
 * The words that head a level: its game, and its limit where the tournament's format does not already say it (a
 * mixed event, a fixed-limit level in a no-limit event, or a surface that does not know the tournament's format).
 */
export function gameWords(text: LevelText, t: LevelTextT, context: LevelContext = {}): string[] {
  const out: string[] = []
  if (text.game) out.push(text.game)
  if (text.betting && text.betting !== context.bettingFormat) out.push(bettingWord(text.betting, t))
  return out
}

/** "Level 3" or the break's own label. */
export function itemTitle(item: StructureItem, number: number | null, t: LevelTextT): string {
  if (item.kind === 'break') return item.label || t('stakes.break')
  return t('stakes.level', { number: number ?? '' })
}

/** One line for a list or a sentence: "Level 3 · Razz · Ante 25 · Bring-in 50 · Complete 200 · Small bet …". */
export function itemLine(
  item: StructureItem,
  number: number | null,
  t: LevelTextT,
  chips: Chips,
  context: LevelContext = {},
  separator = ' · '
): string {
  const title = itemTitle(item, number, t)
  if (item.kind === 'break') return title
  const text = levelText(item, context)
  return [title, ...gameWords(text, t, context), ...stakeWords(text.stakes, t, chips)].join(separator)
}

/** Does the structure play more than one game (HORSE, 8-game)? Only then is the next game worth saying. */
export function isMixed(structure: Structure): boolean {
  const games = new Set<string>()
  for (const item of structure.items) if (item.kind === 'level' && item.game?.trim()) games.add(item.game.trim())
  return games.size > 1
}

/** In a mixed event, the game of the first level after `index` (the NEXT tile, the break screen); else null. */
export function nextGame(structure: Structure, index: number): string | null {
  if (!isMixed(structure)) return null
  for (let i = index + 1; i < structure.items.length; i += 1) {
    const item = structure.items[i]!
    if (item.kind === 'level') return item.game?.trim() || null
  }
  return null
}

/**
 * A structure table's cell beside its own Ante column (the hall's structure table, the protocol, C.5): the game where
 * asked, then every stake but the ante.
 */
export function stakesCell(text: LevelText, t: LevelTextT, chips: Chips, withGame: boolean): string {
  const stakes = stakeWords(
    text.stakes.filter((p) => p.kind !== 'ante'),
    t,
    chips
  )
  return [...(withGame && text.game ? [text.game] : []), ...stakes].join(' · ')
}
