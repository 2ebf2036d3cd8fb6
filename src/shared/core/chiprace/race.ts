/**
 * Colour-up and chip race at one table (§10.9–§10.13). Pure arithmetic over what the dealer counted; the app never
 * draws cards (§4.3): who won the race is the director's entry, which this checks.
 *
 * The seeds say (004, §10.9–§10.13, quoted in RULES.md §5):
 * - §10.9: a colour-up takes small denominations out of play when the structure no longer needs them;
 * - §10.10: nobody loses chips by it — what makes whole chips of the new minimum is exchanged at face value; only the
 *   leftover below the new minimum denomination may be raced;
 * - §10.11: each player holding such leftover chips gets a random chance (cards) at a chip of the new denomination;
 * - §10.12: nobody receives more than one chip in the race (the tournament's rules set no other order);
 * - §10.13: nobody is eliminated by the race alone: a player left with nothing gets the minimum playing chip.
 * The seeds do not say how the table's leftover value becomes a number of chips to race. Floorclock rounds it to
 * the nearest whole chip, half up (the common TDA practice): 75 left over at a table racing 100s races one chip, 49
 * races none. So chips in play change by a colour-up only by that rounding (less than half a chip per table) and by
 * each chip §10.13 hands out — `chipsInPlayChange` states it per table.
 */

export interface OddChips {
  /** A denomination that leaves play at this colour-up. */
  readonly denomination: number
  readonly count: number
}

export interface RacePlayerInput {
  readonly entryId: string
  /** The player's chips of the leaving denominations, as the dealer counted them. */
  readonly oddChips: readonly OddChips[]
  /** §10.13: these chips are the player's whole stack (nothing else in front of them). */
  readonly onlyOddChips: boolean
}

export interface RaceInput {
  /** The smallest denomination still in play after the colour-up (§10.10: the new minimum). */
  readonly newChip: number
  readonly players: readonly RacePlayerInput[]
  /** Who won a chip, as the director entered it from the cards (§10.11). */
  readonly winners: readonly string[]
}

export interface PlayerRace extends RacePlayerInput {
  /** Value of the leaving chips. */
  readonly oddValue: number
  /** §10.10: chips of the new minimum given in exchange, at face value. */
  readonly exchanged: number
  /** §10.10: the leftover value below the new minimum, raced. */
  readonly leftover: number
  /** §10.11, §10.12: won one chip in the race. */
  readonly won: boolean
  /** §10.13: left with nothing after the race, so keeps one chip of the new minimum. */
  readonly keptChip: boolean
  /** Chips of the new minimum the player receives in all. */
  readonly received: number
}

export interface RaceOutcome {
  readonly newChip: number
  readonly players: readonly PlayerRace[]
  readonly winners: readonly string[]
  /** The table's leftover value (§10.10). */
  readonly leftoverTotal: number
  /** Chips of the new minimum raced: the leftover rounded to the nearest chip, half up (see above). */
  readonly chipsRaced: number
  /** Players who take part in the race (§10.11: those holding leftover chips). */
  readonly racing: readonly string[]
  /** Chips in play after minus before, in value: the race's rounding plus the chips §10.13 hands out. */
  readonly chipsInPlayChange: number
}

/** Why a race as entered does not hold; each is an i18n key under `chipRace.error.`. */
export type RaceProblem =
  | { code: 'duplicatePlayer'; entryId: string }
  | { code: 'duplicateWinner'; entryId: string }
  | { code: 'winnerNotRacing'; entryId: string }
  | { code: 'winnerCount'; expected: number; given: number }

export const valueOf = (odd: readonly OddChips[]): number => odd.reduce((n, c) => n + c.denomination * c.count, 0)

/** §10.10: the number of chips raced from a table's leftover value — nearest whole chip, half up (not in the seeds). */
export function chipsToRace(leftoverTotal: number, newChip: number): number {
  return Math.floor(leftoverTotal / newChip) + (2 * (leftoverTotal % newChip) >= newChip ? 1 : 0)
}

/** The table before the cards: each player's exchange and leftover, and how many chips are raced. */
export function prepareRace(newChip: number, players: readonly RacePlayerInput[]): Omit<RaceOutcome, 'winners'> {
  return raceTable({ newChip, players, winners: [] }, false)
}

/**
 * The race at one table (§10.10–§10.13). With `checked`, the winners must be exactly as many as the chips raced,
 * each a player holding leftover chips, none twice (§10.12); `problemsOf` names what does not hold.
 */
export function raceTable(input: RaceInput, checked = true): RaceOutcome {
  if (checked) {
    const problem = problemsOf(input)[0]
    if (problem) throw new Error(`chip race: ${problem.code}`)
  }
  const m = input.newChip
  const prepared = input.players.map((p) => {
    const oddValue = valueOf(p.oddChips)
    return { ...p, oddValue, exchanged: Math.floor(oddValue / m), leftover: oddValue % m }
  })
  const leftoverTotal = prepared.reduce((n, p) => n + p.leftover, 0)
  const chipsRaced = chipsToRace(leftoverTotal, m)
  const winners = new Set(input.winners)
  const players = prepared.map((p): PlayerRace => {
    const won = winners.has(p.entryId)
    // §10.13: a player whose whole stack was the leaving chips, who got nothing in exchange nor in the race.
    const keptChip = p.onlyOddChips && p.exchanged === 0 && !won
    return { ...p, won, keptChip, received: p.exchanged + (won ? 1 : 0) + (keptChip ? 1 : 0) }
  })
  const kept = players.filter((p) => p.keptChip).length
  return {
    newChip: m,
    players,
    winners: [...input.winners],
    leftoverTotal,
    chipsRaced,
    racing: prepared.filter((p) => p.leftover > 0).map((p) => p.entryId),
    chipsInPlayChange: chipsRaced * m - leftoverTotal + kept * m
  }
}

/** What does not hold in the race as entered (§10.11, §10.12); empty when it may be recorded. */
export function problemsOf(input: RaceInput): RaceProblem[] {
  const problems: RaceProblem[] = []
  const seen = new Set<string>()
  for (const p of input.players) {
    if (seen.has(p.entryId)) problems.push({ code: 'duplicatePlayer', entryId: p.entryId })
    seen.add(p.entryId)
  }
  const outcome = raceTable({ ...input, winners: [] }, false)
  const racing = new Set(outcome.racing)
  const won = new Set<string>()
  for (const w of input.winners) {
    // §10.12: one chip at most per player.
    if (won.has(w)) problems.push({ code: 'duplicateWinner', entryId: w })
    // §10.11: only a player holding leftover chips takes part.
    else if (!racing.has(w)) problems.push({ code: 'winnerNotRacing', entryId: w })
    won.add(w)
  }
  if (input.winners.length !== outcome.chipsRaced)
    problems.push({ code: 'winnerCount', expected: outcome.chipsRaced, given: input.winners.length })
  return problems
}

/**
 * The winners when the cards decide nothing: no chip raced, or as many chips as players racing (each gets one,
 * §10.12). Null when the director must enter who won.
 */
export function forcedWinners(outcome: Omit<RaceOutcome, 'winners'>): string[] | null {
  if (outcome.chipsRaced === 0) return []
  if (outcome.chipsRaced === outcome.racing.length) return [...outcome.racing]
  return null
}
