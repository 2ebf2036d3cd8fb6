import type { CommandSpec, Gen, Situation } from './context'
import { plain, tournamentId, withReason } from './context'

/** Levels long enough that no level ends by itself while a seed runs: the clock moves only by commands. */
function structure(g: Gen): Record<string, unknown> {
  const items: Record<string, unknown>[] = []
  let big = g.rng.pick([100, 200])
  const levels = g.rng.range(6, 14)
  const breakEvery = g.rng.range(2, 4)
  let breaks = 0
  for (let n = 1; n <= levels; n += 1) {
    const ante = g.rng.chance(0.3) ? big : 0
    items.push({
      kind: 'level',
      seconds: g.rng.pick([900, 1200, 1800]),
      smallBlind: big / 2,
      bigBlind: big,
      ...(ante ? { ante, anteKind: 'big-blind' } : {}),
      ...(n === 4 && g.rng.chance(0.3) ? { lateRegistrationEnds: true } : {})
    })
    if (n % breakEvery === 0 && n < levels) {
      breaks += 1
      items.push({
        kind: 'break',
        seconds: 600,
        label: `Break ${breaks}`,
        ...(breaks === 1 && g.rng.chance(0.5) ? { addOn: true, colorUp: 'Colour up the 25s' } : {})
      })
    }
    big = Math.round((big * g.rng.pick([1.5, 2])) / 100) * 100 || 100
  }
  // A structure the rules refuse now and then: blinds that fall (§5.2), or a small blind above the big one.
  if (g.rng.chance(0.08) && items.length > 2) {
    const last = items.findLast((i) => i.kind === 'level')!
    last.bigBlind = 50
    last.smallBlind = g.rng.chance(0.5) ? 25 : 100
  }
  return { items }
}

function clockStatus(s: Situation): string {
  return s.views?.display?.clock?.reading.status ?? 'idle'
}

function itemCount(s: Situation): number {
  return s.views?.display?.clock?.structure?.items.length ?? 0
}

const running = (s: Situation): boolean => ['running', 'paused'].includes(clockStatus(s))

export const clockCommands: Record<string, CommandSpec> = {
  'clock.structure.set': {
    weight: (s) => (s.t && itemCount(s) === 0 ? 12 : 0.4),
    generate: (g) =>
      withReason(g, { type: 'clock.structure.set', tournamentId: tournamentId(g), structure: structure(g) }, 0.7)
  },
  'clock.start': {
    weight: (s) => {
      const drawn = s.views?.seating?.drawn ?? false
      return itemCount(s) > 0 && clockStatus(s) === 'idle' ? (drawn ? 8 : 1.5) : 0.3
    },
    generate: (g) =>
      plain(g, {
        type: 'clock.start',
        tournamentId: tournamentId(g),
        // A scheduled start hours ahead: shown as a countdown, never reached while the seed runs.
        ...(g.rng.chance(0.15) ? { at: g.now + g.rng.range(2, 6) * 3_600_000 } : {})
      })
  },
  'clock.pause': {
    weight: (s) => (running(s) ? 1 : 0.2),
    generate: (g) => plain(g, { type: 'clock.pause', tournamentId: tournamentId(g) })
  },
  'clock.resume': {
    weight: (s) => (clockStatus(s) === 'paused' ? 3 : 0.2),
    generate: (g) => plain(g, { type: 'clock.resume', tournamentId: tournamentId(g) })
  },
  'clock.adjust': {
    weight: (s) => (running(s) ? 1 : 0.2),
    generate: (g) =>
      plain(g, {
        type: 'clock.adjust',
        tournamentId: tournamentId(g),
        seconds: g.rng.pick([60, -60, 300, -300, -3600])
      })
  },
  'clock.setRemaining': {
    weight: (s) => (running(s) ? 1 : 0.2),
    generate: (g) =>
      plain(g, {
        type: 'clock.setRemaining',
        tournamentId: tournamentId(g),
        seconds: g.rng.pick([120, 300, 600, 7200])
      })
  },
  'clock.jump': {
    // Jumps move play on through levels and breaks: late registration, re-entry, rebuys and the add-on follow.
    weight: (s) => (running(s) ? 2.5 : 0.2),
    generate: (g) => {
      const n = itemCount(g.s)
      let index = n > 0 && g.rng.chance(0.92) ? g.rng.int(Math.min(n, 8)) : g.rng.range(n, n + 5)
      // Now and then straight to the break of the add-on (§5.8), so add-ons have their moment.
      const atBreak = g.s.views?.registration?.terms.addon?.atBreak
      const items = g.s.views?.display?.clock?.structure?.items ?? []
      if (atBreak && g.rng.chance(0.3)) {
        const breaks = items.flatMap((item, i) => (item.kind === 'break' ? [i] : []))
        if (breaks[atBreak - 1] !== undefined) index = breaks[atBreak - 1]!
      }
      return withReason(g, { type: 'clock.jump', tournamentId: tournamentId(g), index }, 0.5)
    }
  },
  'clock.handForHand': {
    weight: () => 0.6,
    generate: (g) =>
      plain(g, {
        type: 'clock.handForHand',
        tournamentId: tournamentId(g),
        on: g.rng.chance(0.5),
        ...(g.rng.chance(0.5) ? { mode: g.rng.pick(['pause', 'deduct']), deductSeconds: g.rng.pick([0, 60, 120]) } : {})
      })
  },
  'clock.handComplete': {
    weight: () => 0.6,
    generate: (g) => plain(g, { type: 'clock.handComplete', tournamentId: tournamentId(g) })
  },
  'clock.shotClock.start': {
    weight: () => 0.5,
    generate: (g) =>
      plain(g, {
        type: 'clock.shotClock.start',
        tournamentId: tournamentId(g),
        table: String(g.rng.range(1, 6)),
        seat: g.rng.range(1, 10),
        ...(g.rng.chance(0.5) ? { seconds: 30, countdownSeconds: 10 } : {})
      })
  },
  'clock.shotClock.clear': {
    weight: () => 0.4,
    generate: (g) => plain(g, { type: 'clock.shotClock.clear', tournamentId: tournamentId(g) })
  },
  'clock.announce': {
    weight: () => 0.5,
    generate: (g) =>
      plain(g, {
        type: 'clock.announce',
        tournamentId: tournamentId(g),
        text: g.rng.pick([
          '',
          'Dinner break at level 6',
          'Last hand before the break',
          'Late registration closes soon'
        ]),
        ...(g.rng.chance(0.3) ? { chime: g.rng.chance(0.5), speak: g.rng.chance(0.5) } : {})
      })
  },
  'clock.cancelStart': {
    // A scheduled start called off before it is reached; refused when none is scheduled.
    weight: (s) => (clockStatus(s) === 'scheduled' ? 2 : 0.3),
    generate: (g) => withReason(g, { type: 'clock.cancelStart', tournamentId: tournamentId(g) }, 0.8)
  },
  'clock.display': {
    weight: () => 0.4,
    generate: (g) =>
      plain(g, {
        type: 'clock.display',
        tournamentId: tournamentId(g),
        settings: g.rng.weighted([
          [2, { theme: g.rng.pick(['dark', 'light']) }],
          [1, { warningSeconds: g.rng.pick([0, 30, 60]), muted: g.rng.chance(0.5) }],
          [1, { volume: 0.5, speak: true }],
          [1, { logo: 'data:image/png;base64,iVBORw0KGgo=' }],
          [1, { sounds: { level: 'data:audio/ogg;base64,T2dnUw==', start: null } }]
        ] as const)
      })
  }
}
