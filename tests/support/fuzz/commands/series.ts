import type { CommandSpec, Gen, Situation } from './context'
import { entries, plain, tournamentId, withReason } from './context'

function formula(g: Gen): Record<string, unknown> {
  return g.rng.weighted([
    [
      3,
      { kind: 'table', points: [100, 60, 40, 25, 15, 10], beyond: 1, applyCoefficient: g.rng.chance(0.5), decimals: 2 }
    ],
    [
      3,
      {
        kind: 'preset',
        preset: g.rng.pick(['linear', 'sqrt', 'log']),
        base: 100,
        finalTableBonus: g.rng.pick([0, 5]),
        knockoutPoints: g.rng.pick([0, 2])
      }
    ],
    [
      2,
      {
        kind: 'custom',
        expression: g.rng.pick([
          '100 * sqrt(entrants) / sqrt(place)',
          'entrants - place + 1 + knockouts',
          '10 * coefficient / place'
        ])
      }
    ],
    // A formula the rules refuse: an unknown name, or one that divides by zero (§28.2).
    [1, { kind: 'custom', expression: g.rng.pick(['100 / (place - place)', 'prize * 2', '100 * (place']) }]
  ] as const)
}

const TIE_BREAKS = [
  'wins',
  'best-place',
  'final-tables',
  'events-played',
  'average-place',
  'latest-best-result',
  'lot',
  'shared'
]

/** The series of the focus tournament mostly (decisions about its event), any series, rarely none that exists. */
function seriesId(g: Gen, ofFocus = true): string {
  const own = g.s.series.filter((x) => x.events.some((e) => e.tournamentId === g.s.t))
  const r = g.rng.next()
  if (ofFocus && own.length > 0 && r < 0.85) return g.rng.pick(own).id
  if (g.s.series.length > 0 && r < 0.97) return g.rng.pick(g.s.series).id
  return 'no-such-series'
}

/** The tournament attached to the chosen series: mostly the focus one, now and then another event of it. */
function eventOf(g: Gen, series: string): string {
  const events = g.s.series.find((x) => x.id === series)?.events ?? []
  return events.length > 0 && g.rng.chance(0.3) ? g.rng.pick(events).tournamentId : tournamentId(g)
}

const inSeries = (s: Situation): boolean => s.series.some((x) => x.events.some((e) => e.tournamentId === s.t))

/** Entries of one person that both have a result in the event, after a merge of their records (§28.10). */
function conflicted(g: Gen): string | undefined {
  const out = entries(g).filter((e) => e.status === 'eliminated' || e.status === 'disqualified')
  const byPlayer = new Map<string, string[]>()
  for (const e of out) byPlayer.set(e.playerId, [...(byPlayer.get(e.playerId) ?? []), e.id])
  const groups = [...byPlayer.values()].filter((ids) => ids.length > 1)
  return groups.length > 0 ? g.rng.pick(g.rng.pick(groups)) : undefined
}

const fresh = (s: Situation): boolean =>
  s.views !== null && s.views.detail?.status === 'announced' && (s.views.results?.hands.length ?? 0) === 0

export const seriesCommands: Record<string, CommandSpec> = {
  'series.create': {
    weight: (s) => (s.series.length === 0 ? 3 : 0.4),
    generate: (g) =>
      plain(g, {
        type: 'series.create',
        name: `League ${g.rng.range(2025, 2027)}`,
        formula: formula(g),
        rules: {
          // A tie decided by lot first now and then (§28.7ж): equal points then wait for series.drawLots.
          tieBreaks: g.rng.chance(0.05) ? ['wins', 'wins'] : g.rng.chance(0.3) ? ['lot'] : g.rng.some(TIE_BREAKS, 1, 4),
          ...(g.rng.chance(0.3) ? { countBest: g.rng.range(1, 5) } : {})
        },
        ...(g.rng.chance(0.5) ? { finalTableSize: g.rng.pick([6, 8, 9, 10]) } : {})
      })
  },
  'series.announceFormula': {
    weight: () => 0.4,
    generate: (g) => plain(g, { type: 'series.announceFormula', seriesId: seriesId(g, false), formula: formula(g) })
  },
  'series.attach': {
    // §28.1: a new event joins a series before it starts.
    weight: (s) => (fresh(s) && s.series.length > 0 && !inSeries(s) ? 5 : 0.3),
    generate: (g) =>
      plain(g, {
        type: 'series.attach',
        seriesId: seriesId(g, false),
        tournamentId: tournamentId(g),
        ...(g.rng.chance(0.4) ? { coefficient: g.rng.pick([0.5, 1, 1.5, 2]) } : {})
      })
  },
  'series.drawLots': {
    weight: () => 0.4,
    generate: (g) => withReason(g, { type: 'series.drawLots', seriesId: seriesId(g) }, 0.5)
  },
  'series.excludeEvent': {
    weight: () => 0.3,
    generate: (g) =>
      withReason(g, { type: 'series.excludeEvent', seriesId: seriesId(g), tournamentId: tournamentId(g) }, 0.85)
  },
  'series.includeEvent': {
    weight: () => 0.3,
    generate: (g) =>
      withReason(g, { type: 'series.includeEvent', seriesId: seriesId(g), tournamentId: tournamentId(g) }, 0.85)
  },
  'series.annulPoints': {
    weight: (s) => (inSeries(s) && (s.views?.entries ?? []).some((e) => e.status === 'disqualified') ? 2 : 0.3),
    generate: (g) => {
      const dq = entries(g).filter((e) => e.status === 'disqualified')
      const partial = g.rng.chance(0.5)
      return withReason(
        g,
        {
          type: 'series.annulPoints',
          seriesId: seriesId(g),
          tournamentId: tournamentId(g),
          entryId: g.rng.maybe(dq)?.id ?? g.rng.maybe(entries(g))?.id ?? 'no-such-entry',
          mode: partial ? 'partial' : 'full',
          // Now and then a share that the mode contradicts: refused by the rules.
          ...(partial !== g.rng.chance(0.1) ? { keptShare: 0.5 } : {})
        },
        0.85
      )
    }
  },
  'series.restorePoints': {
    weight: (s) => (inSeries(s) ? 0.5 : 0.2),
    generate: (g) => {
      const annulled = g.rng.chance(0.85) ? g.rng.maybe(g.world.annulled) : undefined
      const dq = entries(g).filter((e) => e.status === 'disqualified' || e.status === 'eliminated')
      const id = annulled?.seriesId ?? seriesId(g)
      return withReason(
        g,
        {
          type: 'series.restorePoints',
          seriesId: id,
          tournamentId: annulled?.tournamentId ?? eventOf(g, id),
          entryId: annulled?.entryId ?? g.rng.maybe(dq)?.id ?? 'no-such-entry'
        },
        0.85
      )
    }
  },
  'series.resolveMergeConflict': {
    weight: (s) => (inSeries(s) ? 0.8 : 0.2),
    generate: (g) =>
      withReason(
        g,
        {
          type: 'series.resolveMergeConflict',
          seriesId: seriesId(g),
          tournamentId: tournamentId(g),
          keepEntryId: conflicted(g) ?? g.rng.maybe(entries(g))?.id ?? 'no-such-entry'
        },
        0.85
      )
  }
}
