import { translateOr } from '../labels'
import type { Cell, LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell, lines, plain, SPACE } from './spans'

/**
 * §10.9–§10.13: each colour-up and the race at each table — who received a chip, who kept one; internally also each
 * player's odd chips, who decided, the chips in play it changed, and (§27.8) every race corrected or undone with who,
 * when and why. None without colour-ups.
 */
export function chipRaceSection({ doc, language, t, fmt, name, table }: LayoutContext): LayoutSection | null {
  if (doc.colourUps.length === 0) return null
  const internal = doc.audience === 'internal'
  const rows: Cell[][] = []
  for (const c of doc.colourUps) {
    const colourUp = cell(
      t('protocol.chipRace.colourUp', {
        number: c.breakNumber,
        chips: c.leaving.join(', '),
        chip: c.newChip
      })
    )
    const decided = (d: { name: string; role: string }): string =>
      t('protocol.chipRace.decided', { name: d.name, role: translateOr(language, `chipRace.role.${d.role}`, d.role) })
    if (c.tables.length === 0)
      rows.push([
        colourUp,
        cell(''),
        cell(t('protocol.chipRace.none')),
        cell(''),
        cell(''),
        ...(internal ? [cell(''), cell(decided(c.decidedBy))] : [])
      ])
    for (const r of c.tables) {
      const changes = c.history.filter((h) => h.table === r.table && h.kind === 'corrected')
      rows.push([
        colourUp,
        cell(r.table),
        [
          plain(t('protocol.chipRace.raced', { leftover: r.leftoverTotal, count: r.chipsRaced })),
          ...(internal
            ? [
                SPACE,
                {
                  text: t('protocol.chipRace.change', {
                    value: `${r.chipsInPlayChange > 0 ? '+' : ''}${r.chipsInPlayChange}`
                  }),
                  style: 'remark' as const
                }
              ]
            : []),
          ...changes.flatMap((h) => [
            SPACE,
            {
              text: t('protocol.chipRace.corrected', { by: h.by, at: fmt(h.at), reason: h.reason }),
              style: 'remark' as const
            }
          ])
        ],
        cell(
          r.players
            .filter((p) => p.won)
            .map((p) => name(p.entryId))
            .join(', ') || '—'
        ),
        cell(
          r.players
            .filter((p) => p.keptChip)
            .map((p) => name(p.entryId))
            .join(', ') || '—'
        ),
        ...(internal
          ? [
              lines(
                r.players.map((p) =>
                  t('protocol.chipRace.odd', {
                    name: name(p.entryId),
                    chips: (p.oddChips ?? []).map((o) => `${o.count}×${o.denomination}`).join(' + ') || '0',
                    received: `${p.received ?? 0}×${c.newChip}`
                  })
                )
              ),
              cell(decided(r.decidedBy))
            ]
          : [])
      ])
    }
    // §27.8: a race undone stays in the internal protocol with who undid it and why.
    for (const h of c.history.filter((x) => x.kind === 'undone'))
      rows.push([
        colourUp,
        cell(h.table),
        [
          {
            text: t('protocol.chipRace.undone', { table: h.table, by: h.by, at: fmt(h.at), reason: h.reason }),
            style: 'withdrawn'
          }
        ],
        cell(''),
        cell(''),
        cell(''),
        cell('')
      ])
  }
  return {
    id: 'chipRace',
    heading: t('protocol.section.chipRace'),
    table: table(
      [
        'protocol.col.colourUp',
        'protocol.col.table',
        'protocol.col.race',
        'protocol.col.receivedChip',
        'protocol.col.keptChip',
        ...(internal ? (['protocol.col.oddChips', 'protocol.col.decidedBy'] as const) : [])
      ],
      rows
    )
  }
}
