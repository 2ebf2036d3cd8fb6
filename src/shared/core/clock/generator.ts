import type { Break, Level, Structure } from './structure'

export interface GeneratorInput {
  startingStack: number
  expectedEntries: number
  /** Target length of play, in minutes, breaks excluded. */
  targetMinutes: number
  levelMinutes: number
  /** Chip denominations in play at the start, any order. */
  chips: number[]
  breakEveryLevels: number
  breakMinutes: number
  /** Big-blind ante from this level on (0 = no ante). */
  anteFromLevel: number
}

/** A pleasant ladder of multipliers within each power of ten. */
const LADDER = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8]

/**
 * Propose a structure: blinds grow geometrically from about 1/100 of the starting stack to a final big
 * blind of about 1/40 of all chips in play, rounded to "nice" values that are multiples of the smallest chip still
 * in play; a chip leaves play only at a break (colour-up, §10.9–§10.13), when every later blind and ante is a
 * multiple of the next chip.
 */
export function generateStructure(input: GeneratorInput): Structure {
  const chips = [...new Set(input.chips)].filter((c) => c > 0).sort((a, b) => a - b)
  if (chips.length === 0) throw new Error('at least one chip denomination is needed')
  const levels = Math.max(1, Math.floor(input.targetMinutes / input.levelMinutes))
  const totalChips = input.startingStack * Math.max(1, input.expectedEntries)
  const startBig = Math.max(chips[0]! * 2, input.startingStack / 100)
  const endBig = Math.max(startBig * 2, totalChips / 40)
  const ratio = levels > 1 ? (endBig / startBig) ** (1 / (levels - 1)) : 1

  // Targets first, then rounding per segment between breaks.
  const targets = Array.from({ length: levels }, (_, i) => startBig * ratio ** i)
  const bigs: number[] = []
  let chipIndex = 0
  const segmentChip: number[] = []
  for (let i = 0; i < levels; i += 1) {
    const atBreak = i > 0 && i % input.breakEveryLevels === 0
    // Colour up at a break when the next chip is at most a quarter of this segment's smallest small blind.
    if (atBreak) {
      while (chipIndex + 1 < chips.length && chips[chipIndex + 1]! * 4 <= targets[i]! / 2) chipIndex += 1
    }
    const chip = chips[chipIndex]!
    segmentChip.push(chip)
    let big = roundNice(targets[i]!, chip * 2)
    const previous = bigs[i - 1] ?? 0
    if (big <= previous) big = (Math.floor(previous / (chip * 2)) + 1) * chip * 2
    bigs.push(big)
  }

  const items: (Level | Break)[] = []
  for (let i = 0; i < levels; i += 1) {
    const chip = segmentChip[i]!
    const big = bigs[i]!
    const small = Math.max(chip, Math.floor(big / 2 / chip) * chip)
    const ante = input.anteFromLevel > 0 && i + 1 >= input.anteFromLevel ? big : 0
    if (i > 0 && i % input.breakEveryLevels === 0) {
      const removed = chips.filter((c) => c >= segmentChip[i - 1]! && c < chip)
      items.push({
        kind: 'break',
        seconds: input.breakMinutes * 60,
        label: '',
        ...(removed.length > 0 ? { colorUp: `Colour up: ${removed.join(', ')} (chip race)` } : {})
      })
    }
    items.push({
      kind: 'level',
      seconds: input.levelMinutes * 60,
      smallBlind: small,
      bigBlind: big,
      ante,
      anteKind: ante > 0 ? 'big-blind' : 'none'
    })
  }
  return { items }
}

/** The nearest ladder value to `value`, then made a multiple of `unit` (never below one unit). */
export function roundNice(value: number, unit: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  let best = LADDER[0]! * power
  for (const step of [...LADDER, 10]) {
    const candidate = step * power
    if (Math.abs(candidate - value) < Math.abs(best - value)) best = candidate
  }
  return Math.max(unit, Math.round(best / unit) * unit)
}
