import { placeLabel } from '../../results'
import type { Cell, LayoutSection, LayoutTable } from '../layout'
import type { LayoutContext } from './context'
import { cell, plain, SPACE } from './spans'

/**
 * §5.5, §27.5: a multi-day event's flights with their bags (who counted, who witnessed, who advanced; recounts
 * internal only) and, on the Day 2, the places across the event. None for a one-day tournament.
 */
export function flightSections({ doc, t, fmt, chips, table }: LayoutContext): LayoutSection[] {
  const f = doc.flights
  if (!f) return []
  const rows: Cell[][] = []
  for (const x of f.flights) {
    rows.push([
      [{ text: t('protocol.flights.flight', { label: x.label, name: x.name, date: x.date }), style: 'remark' }],
      cell(t('protocol.flights.entries', { count: x.entries })),
      ...Array.from({ length: 6 }, () => cell(''))
    ])
    if (x.bags.length === 0)
      rows.push([cell(x.label), cell(t('protocol.flights.noBags')), ...Array.from({ length: 6 }, () => cell(''))])
    for (const b of x.bags)
      rows.push([
        cell(x.label),
        cell(b.number != null ? `#${b.number}` : '—'),
        cell(b.publicName),
        [
          plain(chips(b.chips)),
          ...(b.recounts
            ? [
                SPACE,
                { text: `(${t('protocol.flights.recounts', { count: b.recounts })})`, style: 'internal' as const }
              ]
            : [])
        ],
        cell(b.countedBy),
        cell(b.witnessedBy),
        cell(fmt(b.at)),
        cell(t(b.advanced ? 'protocol.flights.advanced' : 'protocol.flights.notAdvanced'))
      ])
  }
  const bags: LayoutTable = {
    ...table(
      [
        'protocol.flights.col.flight',
        'protocol.flights.col.entry',
        'protocol.flights.col.name',
        'protocol.flights.col.chips',
        'protocol.flights.col.countedBy',
        'protocol.flights.col.witnessedBy',
        'protocol.flights.col.at',
        'protocol.flights.col.advanced'
      ],
      rows
    ),
    ...(f.rules
      ? {
          note: t('protocol.flights.rules', {
            carryOver: f.rules.carryOver,
            reentry: String(f.rules.reentryAfterAdvance),
            seating: f.rules.day2Seating,
            busts: f.rules.flightBusts
          })
        }
      : {})
  }
  const heading =
    f.role === 'flight'
      ? `${t('protocol.flights.title')}: ${t('protocol.flights.ofEvent', { label: f.label ?? '', event: f.eventName })}`
      : t('protocol.flights.title')
  const sections: LayoutSection[] = [{ id: 'flights', heading, table: bags }]
  if (f.role === 'event')
    sections.push({
      id: 'eventPlaces',
      heading: t('protocol.flights.places'),
      table: table(
        ['protocol.flights.col.place', 'protocol.flights.col.name', 'protocol.flights.col.played'],
        f.places.map((r) => [
          // A Day 2 row without a place is still in play; a flight row without one is unplaced (§5.5 г).
          cell(
            r.place != null
              ? placeLabel(r.place, r.placeTo)
              : t(r.flightLabel === null ? 'protocol.flights.inPlay' : 'protocol.flights.unplaced')
          ),
          cell(r.publicName),
          cell(r.flightLabel ?? t('protocol.flights.day2'))
        ])
      )
    })
  return sections
}
