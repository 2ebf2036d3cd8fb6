import { useState, type ReactNode } from 'react'
import type { SeatingView } from '../../../../shared/core/seating'
import { useI18n } from '../../i18n/I18n'

export interface SeatPick {
  entryId: string
  table: number
  seat: number
}

/** Where each seated entry sits now, for filling the table and seat of an elimination (Appendix C.8). */
export function seatIndex(seating: SeatingView | null | undefined): Map<string, { table: number; seat: number }> {
  const index = new Map<string, { table: number; seat: number }>()
  for (const table of seating?.tables ?? []) {
    for (const s of table.seats) if (s.entryId) index.set(s.entryId, { table: table.number, seat: s.seat })
  }
  return index
}

/**
 * The floor's way to record a bust (§27.6): pick the table, then the seats of the players out, then confirm. Only
 * entries still in play are offered; the ones already picked are marked.
 */
export function SeatPicker({
  seating,
  inPlay,
  picked,
  onPick
}: {
  seating: SeatingView
  inPlay: ReadonlySet<string>
  picked: ReadonlySet<string>
  onPick: (pick: SeatPick) => void
}): ReactNode {
  const { t } = useI18n()
  const tables = seating.tables.filter(
    (table) => table.open && table.seats.some((s) => s.entryId && inPlay.has(s.entryId))
  )
  const [chosen, setChosen] = useState<number | null>(null)
  const table = tables.find((x) => x.number === chosen) ?? (tables.length === 1 ? tables[0] : undefined)
  if (tables.length === 0) return null
  return (
    <div className="seat-picker" data-testid="seat-picker">
      <div className="row seat-picker__tables" role="group" aria-label={t('results.panel.pickTable')}>
        <span className="muted">{t('results.panel.pickTable')}</span>
        {tables.map((x) => (
          <button
            type="button"
            key={x.number}
            className={table?.number === x.number ? 'pick active' : 'pick'}
            aria-pressed={table?.number === x.number}
            onClick={() => setChosen(x.number)}
            data-testid={`pick-table-${x.number}`}
          >
            {t('results.panel.tableN', { table: x.number })}
          </button>
        ))}
      </div>
      {table && (
        <div className="row seat-picker__seats" role="group" aria-label={t('results.panel.pickSeats')}>
          {table.seats
            .filter((s) => s.entryId && inPlay.has(s.entryId))
            .map((s) => (
              <button
                type="button"
                key={s.seat}
                className={picked.has(s.entryId!) ? 'pick active' : 'pick'}
                disabled={picked.has(s.entryId!)}
                onClick={() => onPick({ entryId: s.entryId!, table: table.number, seat: s.seat })}
                data-testid={`pick-seat-${table.number}-${s.seat}`}
              >
                <b>{s.seat}</b> · #{s.number ?? '—'} {s.name}
              </button>
            ))}
        </div>
      )}
    </div>
  )
}
