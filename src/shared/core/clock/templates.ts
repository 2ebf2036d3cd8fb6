import type { StructureInput } from './structure'

export type TemplateName =
  'nlhe-turbo' | 'nlhe-regular' | 'nlhe-deep' | 'plo' | 'fixed-limit' | 'stud' | 'horse' | 'ofc'

type Row = [sb: number, bb: number, ante?: number]

const to25 = (n: number): number => Math.max(25, Math.round(n / 25) * 25)

/**
 * How a template words the colour-up note it puts on a break: the note is recorded in the structure as the director's
 * own text and read out on the hall display, so it is written in the language of the admin that applies the template.
 */
export type ColourUpWords = (chip: number) => string

/** The English wording (the tests' and the core's default; the admin passes its own language's). */
export const ENGLISH_COLOUR_UP: ColourUpWords = (chip) => `Colour up the ${chip} chips (chip race)`

function blinds(
  rows: Row[],
  minutes: number,
  breakEvery: number,
  breakMinutes: number,
  colorUps: Record<number, string> = {}
): StructureInput['items'] {
  const items: StructureInput['items'] = []
  rows.forEach(([sb, bb, ante = 0], i) => {
    items.push({
      kind: 'level',
      seconds: minutes * 60,
      smallBlind: sb,
      bigBlind: bb,
      ante,
      anteKind: ante > 0 ? 'big-blind' : 'none'
    })
    const n = i + 1
    if (n % breakEvery === 0 && n < rows.length) {
      items.push({
        kind: 'break',
        seconds: breakMinutes * 60,
        label: '',
        ...(colorUps[n] ? { colorUp: colorUps[n] } : {})
      })
    }
  })
  return items
}

const NLHE_ROWS: Row[] = [
  [100, 200],
  [200, 300],
  [200, 400],
  [300, 600, 600],
  [400, 800, 800],
  [500, 1000, 1000],
  [600, 1200, 1200],
  [800, 1600, 1600],
  [1000, 2000, 2000],
  [1500, 3000, 3000],
  [2000, 4000, 4000],
  [2500, 5000, 5000],
  [3000, 6000, 6000],
  [4000, 8000, 8000],
  [5000, 10000, 10000],
  [6000, 12000, 12000],
  [8000, 16000, 16000],
  [10000, 20000, 20000],
  [15000, 30000, 30000],
  [20000, 40000, 40000]
]
const DEEP_ROWS: Row[] = [[50, 100], [75, 150], [100, 200], [125, 250], ...NLHE_ROWS.slice(2)]

/**
 * Starting points a director adjusts: the usual NLHE speeds, PLO, fixed-limit, stud and OFC points.
 * Blinds rise level by level; antes are big-blind antes (BFSP §13.6); colour-ups sit on breaks (§10.9–§10.13).
 */
export const TEMPLATES: Record<TemplateName, (colourUp?: ColourUpWords) => StructureInput> = {
  'nlhe-turbo': (colourUp = ENGLISH_COLOUR_UP) => ({
    items: blinds(NLHE_ROWS, 10, 6, 10, { 12: colourUp(100) })
  }),
  'nlhe-regular': (colourUp = ENGLISH_COLOUR_UP) => ({
    items: blinds(NLHE_ROWS, 20, 4, 15, { 8: colourUp(100) })
  }),
  'nlhe-deep': (colourUp = ENGLISH_COLOUR_UP) => ({
    items: blinds(DEEP_ROWS, 30, 4, 15, { 4: colourUp(25), 12: colourUp(100) })
  }),
  plo: () => ({
    items: blinds(
      NLHE_ROWS.map(([sb, bb]) => [sb, bb] as Row),
      20,
      4,
      15
    )
  }),
  'fixed-limit': () => ({
    items: [100, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000, 6000].flatMap((bet, i) => [
      { kind: 'level' as const, seconds: 1200, smallBlind: bet / 2, bigBlind: bet, smallBet: bet, bigBet: bet * 2 },
      ...(i % 4 === 3 && i < 11 ? [{ kind: 'break' as const, seconds: 900, label: '' }] : [])
    ])
  }),
  stud: () => ({
    items: [
      [25, 25, 100],
      [25, 50, 200],
      [50, 75, 300],
      [75, 100, 400],
      [100, 200, 600],
      [200, 300, 1000],
      [300, 500, 1500],
      [400, 600, 2000],
      [500, 1000, 3000],
      [1000, 1500, 4000]
    ].flatMap(([ante, bringIn, complete], i) => [
      {
        kind: 'level' as const,
        seconds: 1800,
        smallBlind: 0,
        bigBlind: 0,
        ante: ante!,
        anteKind: 'every-player' as const,
        bringIn: bringIn!,
        complete: complete!,
        smallBet: complete!,
        bigBet: complete! * 2,
        game: 'Stud'
      },
      ...(i % 3 === 2 && i < 9 ? [{ kind: 'break' as const, seconds: 900, label: '' }] : [])
    ])
  }),
  /** HORSE: Hold'em, Omaha Hi-Lo, Razz, Stud, Stud Hi-Lo (Eight or better), fixed limit, one game per level. */
  horse: () => {
    const games = ["Hold'em", 'Omaha Hi-Lo', 'Razz', 'Stud', 'Stud Hi-Lo']
    const bets = [200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000]
    const items: StructureInput['items'] = []
    bets.forEach((bet, round) => {
      games.forEach((game, g) => {
        const flop = g < 2
        items.push(
          flop
            ? { kind: 'level', seconds: 1200, smallBlind: bet / 2, bigBlind: bet, smallBet: bet, bigBet: bet * 2, game }
            : {
                kind: 'level',
                seconds: 1200,
                smallBlind: 0,
                bigBlind: 0,
                ante: to25(bet / 8),
                anteKind: 'every-player',
                bringIn: to25(bet / 4),
                complete: bet,
                smallBet: bet,
                bigBet: bet * 2,
                game
              }
        )
      })
      if (round < bets.length - 1) items.push({ kind: 'break', seconds: 600, label: '' })
    })
    return { items }
  },
  ofc: () => ({
    items: [1, 2, 3, 5, 8, 10, 15, 20, 30, 50].flatMap((points, i) => [
      {
        kind: 'level' as const,
        seconds: 1800,
        smallBlind: 0,
        bigBlind: 0,
        pointValue: points * 100,
        game: 'OFC Pineapple'
      },
      ...(i % 3 === 2 && i < 9 ? [{ kind: 'break' as const, seconds: 600, label: '' }] : [])
    ])
  })
}

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[]
