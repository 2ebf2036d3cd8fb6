import { placeLabel } from '../../results'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { BREAK, cell, plain, SPACE } from './spans'

/** §5.4д: the team standings, with each member's place and whether the score counts it; none without teams. */
export function teamsSection({ doc, t, table }: LayoutContext): LayoutSection | null {
  if (!doc.teams) return null
  return {
    id: 'teams',
    heading: t('protocol.section.teams', {
      rule: t(`standings.teams.rule.${doc.teams.scoring.rule}`, { count: doc.teams.scoring.count })
    }),
    table: table(
      ['standings.col.place', 'standings.teams.col.team', 'standings.teams.col.score', 'standings.teams.col.members'],
      doc.teams.rows.map((r) => [
        cell(placeLabel(r.rank, r.rankTo)),
        cell(r.name),
        [
          plain(r.score),
          ...(r.complete ? [] : [SPACE, { text: `(${t('standings.teams.incomplete')})`, style: 'remark' as const }])
        ],
        r.members.flatMap((m, i) => [
          ...(i > 0 ? [BREAK] : []),
          plain(
            `${m.counted ? '✓ ' : ''}${m.name}: ${
              m.place !== null ? placeLabel(m.place, m.placeTo) : t(m.inPlay ? 'standings.inPlay' : 'standings.noPlace')
            }${m.points !== null ? ` · ${m.points}` : ''}`
          )
        ])
      ])
    )
  }
}
