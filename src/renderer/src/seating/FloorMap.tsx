import type { ReactNode } from 'react'
import type { SeatView, TableView } from '../../../shared/core/seating/views'
import { useI18n } from '../i18n/I18n'

export interface Picked {
  entryId: string
  name: string
  table: number
  seat: number
}

/**
 * The floor map: every table and seat. Unbalanced tables are highlighted (fullest, shortest, 3+ short — TDA R11-D);
 * a player can be picked (or dragged) onto a free seat for a manual move.
 */
export function FloorMap(props: {
  tables: TableView[]
  picked: Picked | null
  found: string | null
  incoming: Set<string>
  onPick: (p: Picked | null) => void
  onDrop: (table: number, seat: number) => void
  onAdvanceButton: (table: number) => void
  onBreak: (table: number) => void
  trackButtons: boolean
}): ReactNode {
  const { t } = useI18n()
  return (
    <div className="floor" data-testid="floor-map">
      {props.tables
        .filter((table) => table.open)
        .map((table) => (
          <div
            key={table.number}
            data-testid={`table-${table.number}`}
            className={['floor__table', table.role ? `floor__table--${table.role}` : '', table.short ? 'floor__table--short' : ''].join(' ')}
          >
            <header>
              <strong>{t('seating.table', { table: table.number })}</strong> <span className="muted">{table.count}</span>
              {table.role && <span className={`tag tag--${table.role}`}>{t(`seating.${table.role}`)}</span>}
              {table.short && <span className="tag tag--short">{t('seating.threeShort')}</span>}
              {table.nextToClose && <span className="tag">{t('seating.nextToClose')}</span>}
            </header>
            <ol className="floor__seats">
              {table.seats.map((s) => (
                <Seat key={s.seat} table={table} s={s} {...props} />
              ))}
            </ol>
            <footer className="no-print">
              {props.trackButtons && (
                <button className="small" onClick={() => props.onAdvanceButton(table.number)}>
                  {t('seating.advanceButton')}
                </button>
              )}
              <button className="small" onClick={() => props.onBreak(table.number)}>
                {t('seating.breakTable')}
              </button>
            </footer>
          </div>
        ))}
    </div>
  )
}

function Seat({ table, s, picked, found, incoming, onPick, onDrop }: { table: TableView; s: SeatView } & Parameters<typeof FloorMap>[0]): ReactNode {
  const { t } = useI18n()
  const free = s.entryId === null && !s.unavailable && !s.reserved && !s.outOfPlay
  const isPicked = picked?.entryId === s.entryId && s.entryId !== null
  const marks = [
    table.button === s.seat ? t('seating.button') : null,
    table.smallBlind === s.seat ? t('seating.smallBlind') : null,
    table.bigBlind === s.seat ? t('seating.bigBlind') : null
  ].filter(Boolean)
  const classes = [
    'seat',
    free ? 'seat--free' : '',
    s.unavailable || s.outOfPlay ? 'seat--off' : '',
    s.reserved ? 'seat--reserved' : '',
    isPicked ? 'seat--picked' : '',
    found !== null && s.entryId === found ? 'seat--found' : '',
    incoming.has(`${table.number}/${s.seat}`) ? 'seat--incoming' : ''
  ].join(' ')
  return (
    <li
      className={classes}
      data-testid={`seat-${table.number}-${s.seat}`}
      draggable={s.entryId !== null}
      onDragStart={() => s.entryId && onPick({ entryId: s.entryId, name: s.name ?? '', table: table.number, seat: s.seat })}
      onDragOver={(e) => free && e.preventDefault()}
      onDrop={() => free && onDrop(table.number, s.seat)}
      onClick={() => {
        if (s.entryId) onPick(isPicked ? null : { entryId: s.entryId, name: s.name ?? '', table: table.number, seat: s.seat })
        else if (free && picked) onDrop(table.number, s.seat)
      }}
      title={s.reserved ? t('seating.reserved', { reason: s.reserved }) : undefined}
    >
      <span className="seat__no">{s.seat}</span>
      <span className="seat__name">
        {s.name ?? (s.unavailable ? t('seating.unavailable') : s.outOfPlay ? t('seating.outOfPlay') : s.reserved ? t('seating.reserved', { reason: s.reserved }) : t('seating.free'))}
      </span>
      {marks.length > 0 && <span className="seat__mark">{marks.join(' ')}</span>}
    </li>
  )
}
