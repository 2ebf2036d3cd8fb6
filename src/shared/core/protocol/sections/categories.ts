import { explainPoints } from '../../league'
import { placeLabel } from '../../results'
import { categoryLabel } from '../labels'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell, plain } from './spans'

/**
 * §5.4е: a section per separate standing, right after the overall places it is read from — its own places, the
 * overall place of each, and its points (§28.4) when the event has a formula.
 */
export function categorySections({ doc, language, t, table, points }: LayoutContext): LayoutSection[] {
  return doc.categories.map((c) => ({
    id: 'category' as const,
    heading: `${t('protocol.section.category', { name: categoryLabel(c, language) })} · ${t(
      'protocol.category.entrants',
      { count: c.entrants }
    )}`,
    table: table(
      [
        'standings.col.place',
        'standings.col.overall',
        'protocol.col.number',
        'standings.col.name',
        ...(c.withPoints ? (['standings.col.points'] as const) : [])
      ],
      c.rows.map((r) => [
        r.place !== null
          ? cell(placeLabel(r.place, r.placeTo))
          : cell(t(r.status === 'in' ? 'standings.inPlay' : 'standings.noPlace')),
        cell(placeLabel(r.overallPlace, r.overallPlaceTo)),
        cell(r.number ?? ''),
        cell(r.publicName),
        ...(c.withPoints
          ? [
              r.points !== null
                ? [
                    plain(points(r.points)),
                    ...(r.pointsExplanation
                      ? [{ text: explainPoints(r.pointsExplanation, language), style: 'explanation' as const }]
                      : [])
                  ]
                : cell('')
            ]
          : [])
      ])
    )
  }))
}
