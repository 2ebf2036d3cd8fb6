import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  tableRole,
  type MoveView,
  type SeatingView,
  type SeatView,
  type TableView
} from '../../../../shared/core/seating'
import { useI18n } from '../../i18n/I18n'

export interface Picked {
  entryId: string
  name: string
  table: number
  seat: number
}

/** The map's text size, chosen by the operator and kept on this screen (its zoom). */
const ZOOMS = [0.85, 1, 1.25, 1.5] as const
const ZOOM_KEY = 'floorclock.floorZoom'

function storedZoom(): number {
  try {
    const value = Number(localStorage.getItem(ZOOM_KEY))
    return (ZOOMS as readonly number[]).includes(value) ? value : 1
  } catch {
    return 1
  }
}

/** Pending moves by seat: who leaves a seat (and where to) and who arrives at one (and from where). */
interface MoveMarks {
  leaving: Map<string, MoveView>
  arriving: Map<string, MoveView>
}

const key = (table: number, seat: number): string => `${table}/${seat}`

/**
 * The seat the arrow keys go to from `at`: up and down along the table's seats, left and right to the same seat
 * number (or the nearest there is) at the table before or after; Home and End to the table's first and last seat.
 */
function seatFrom(tables: readonly TableView[], at: { table: number; seat: number }, arrow: string): string | null {
  const ti = tables.findIndex((x) => x.number === at.table)
  const seats = tables[ti]?.seats
  if (!seats) return null
  const si = seats.findIndex((s) => s.seat === at.seat)
  const clampAt = (table: TableView, i: number): string =>
    key(table.number, table.seats[Math.max(0, Math.min(i, table.seats.length - 1))]!.seat)
  switch (arrow) {
    case 'ArrowUp':
      return clampAt(tables[ti]!, si - 1)
    case 'ArrowDown':
      return clampAt(tables[ti]!, si + 1)
    case 'Home':
      return clampAt(tables[ti]!, 0)
    case 'End':
      return clampAt(tables[ti]!, seats.length - 1)
    case 'ArrowLeft':
      return ti > 0 ? clampAt(tables[ti - 1]!, si) : null
    case 'ArrowRight':
      return ti < tables.length - 1 ? clampAt(tables[ti + 1]!, si) : null
    default:
      return null
  }
}

/**
 * The floor map: one card per table, as tall as its seats, one line per seat so nothing lies under
 * the next table; long names are cut with the full name on hover. Unbalanced tables are highlighted (fullest,
 * shortest, 3+ short — TDA R11-D); the proposal's moves show on both seats (§27.2); a player can be picked (or
 * dragged) onto a free seat for a manual move (§8.10).
 */
export function FloorMap(props: {
  tables: TableView[]
  /** The room's balance (TDA R11-D): which tables are the fullest and the shortest. */
  room: Pick<SeatingView, 'unbalanced' | 'spread'>
  picked: Picked | null
  found: string | null
  moves: MoveView[]
  onPick: (p: Picked | null) => void
  onDrop: (table: number, seat: number) => void
  onAdvanceButton: (table: number) => void
  onBreak: (table: number) => void
  trackButtons: boolean
  /** Tables whose current button a balancing move waits for; a click on a seat there records it. */
  buttonsAsked?: readonly number[]
  onButtonSeat?: (table: number, seat: number) => void
  /** BFSP §3.2: in an Olympic shootout no table is broken — each plays down to its winner. */
  shootout?: boolean
}): ReactNode {
  const { t } = useI18n()
  const [zoom, setZoom] = useState(storedZoom)
  // The keyboard's place on the map: one seat takes Tab (the one last moved to), the arrows move between seats.
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const floor = useRef<HTMLDivElement>(null)
  const open = props.tables.filter((table) => table.open)
  const seatKeys = new Set(open.flatMap((x) => x.seats.map((s) => key(x.number, s.seat))))
  const tabSeat =
    focusKey !== null && seatKeys.has(focusKey)
      ? focusKey
      : open[0]?.seats[0]
        ? key(open[0].number, open[0].seats[0].seat)
        : null
  const onArrow = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
    const at = (e.target as HTMLElement).closest<HTMLElement>('[data-seat-key]')?.dataset.seatKey
    if (!at) return
    const [table, seat] = at.split('/').map(Number) as [number, number]
    const next = seatFrom(open, { table, seat }, e.key)
    if (next === null) return
    e.preventDefault()
    setFocusKey(next)
    floor.current?.querySelector<HTMLElement>(`[data-seat-key="${next}"]`)?.focus()
  }
  const marks: MoveMarks = { leaving: new Map(), arriving: new Map() }
  for (const m of props.moves) {
    marks.leaving.set(key(m.from.table, m.from.seat), m)
    marks.arriving.set(key(m.to.table, m.to.seat), m)
  }
  const choose = (value: number): void => {
    setZoom(value)
    try {
      localStorage.setItem(ZOOM_KEY, String(value))
    } catch {
      // a browser without storage keeps the size for this page only
    }
  }
  return (
    <section className="floor-area" data-testid="floor-area">
      <div className="floor-zoom no-print" role="group" aria-label={t('seating.zoom')}>
        <span className="muted">{t('seating.zoom')}</span>
        {ZOOMS.map((z) => (
          <button
            key={z}
            className={z === zoom ? 'small primary' : 'small'}
            aria-pressed={z === zoom}
            data-testid={`floor-zoom-${Math.round(z * 100)}`}
            onClick={() => choose(z)}
          >
            {Math.round(z * 100)}%
          </button>
        ))}
      </div>
      <p className="muted floor-keys no-print" id="floor-keys">
        {t('floorMap.keys')}
      </p>
      <div
        ref={floor}
        className="floor"
        data-testid="floor-map"
        style={{ ['--floor-zoom' as string]: zoom }}
        onKeyDown={onArrow}
      >
        {open
          .map((table) => ({ table, role: tableRole(props.room, table) }))
          .map(({ table, role }) => (
            <div
              key={table.number}
              data-testid={`table-${table.number}`}
              className={[
                'floor__table',
                role ? `floor__table--${role}` : '',
                table.short ? 'floor__table--short' : ''
              ].join(' ')}
            >
              <header>
                <strong className="floor__title">{t('seating.table', { table: table.number })}</strong>
                <span className="floor__count" title={t('seating.seatedAt', { count: table.count })}>
                  {table.count}/{table.seats.length}
                </span>
                {role && <span className={`tag tag--${role}`}>{t(`seating.${role}`)}</span>}
                {table.short && <span className="tag tag--short">{t('seating.threeShort')}</span>}
                {props.buttonsAsked?.includes(table.number) && (
                  <span
                    className="tag tag--short"
                    data-testid={`button-asked-${table.number}`}
                    title={t('seating.clickButtonSeat')}
                  >
                    {t('seating.buttonAskedTag')} {t('seating.clickButtonSeat')}
                  </span>
                )}
                {table.nextToClose && <span className="tag">{t('seating.nextToClose')}</span>}
                {table.winner && (
                  <span className="tag tag--winner" data-testid={`table-winner-${table.number}`}>
                    {t('seating.tableWinner')}
                  </span>
                )}
              </header>
              <ol className="floor__seats">
                {table.seats.map((s) => (
                  <Seat
                    key={s.seat}
                    table={table}
                    s={s}
                    marks={marks}
                    tabbable={tabSeat === key(table.number, s.seat)}
                    onFocusSeat={setFocusKey}
                    {...props}
                  />
                ))}
              </ol>
              <footer className="no-print">
                {props.trackButtons && (
                  <button className="small" onClick={() => props.onAdvanceButton(table.number)}>
                    {t('seating.advanceButton')}
                  </button>
                )}
                {!props.shootout && (
                  <button className="small" onClick={() => props.onBreak(table.number)}>
                    {t('seating.breakTable')}
                  </button>
                )}
              </footer>
            </div>
          ))}
      </div>
    </section>
  )
}

function Seat({
  table,
  s,
  picked,
  found,
  marks,
  onPick,
  onDrop,
  buttonsAsked,
  onButtonSeat,
  tabbable,
  onFocusSeat
}: {
  table: TableView
  s: SeatView
  marks: MoveMarks
  tabbable: boolean
  onFocusSeat: (seatKey: string) => void
} & Parameters<typeof FloorMap>[0]): ReactNode {
  const { t } = useI18n()
  const free = s.entryId === null && !s.unavailable && !s.reserved && !s.outOfPlay
  const isPicked = picked?.entryId === s.entryId && s.entryId !== null
  const leaving = marks.leaving.get(key(table.number, s.seat))
  const arriving = marks.arriving.get(key(table.number, s.seat))
  // A button that is asked for is not current: only where it was last recorded is shown, with a question mark.
  const asked = buttonsAsked?.includes(table.number) === true
  const roles = asked
    ? [
        table.button === s.seat
          ? { short: `${t('seating.buttonShort')}?`, full: t('seating.buttonLastAt', { seat: s.seat }) }
          : null
      ].filter((r) => r !== null)
    : [
        table.button === s.seat ? { short: t('seating.buttonShort'), full: t('seating.button') } : null,
        table.smallBlind === s.seat ? { short: t('seating.smallBlind'), full: t('seating.smallBlind') } : null,
        table.bigBlind === s.seat ? { short: t('seating.bigBlind'), full: t('seating.bigBlind') } : null
      ].filter((r) => r !== null)
  const askingButton = asked && !s.outOfPlay && !s.unavailable
  const classes = [
    'seat',
    free ? 'seat--free' : '',
    s.unavailable || s.outOfPlay ? 'seat--off' : '',
    s.reserved ? 'seat--reserved' : '',
    isPicked ? 'seat--picked' : '',
    found !== null && s.entryId === found ? 'seat--found' : '',
    leaving ? 'seat--leaving' : '',
    arriving ? 'seat--incoming' : '',
    askingButton ? 'seat--ask-button' : ''
  ].join(' ')
  const label =
    s.name ??
    (s.unavailable
      ? t('seating.unavailable')
      : s.outOfPlay
        ? t('seating.outOfPlay')
        : s.reserved
          ? t('seating.reserved', { reason: s.reserved })
          : t('seating.free'))
  const hover = [
    t('seating.seatAt', { table: table.number, seat: s.seat }),
    s.name ? `${s.name}${s.number !== null ? ` #${s.number}` : ''}` : label,
    ...roles.map((r) => r.full),
    leaving ? t('seating.leavesFor', { table: leaving.to.table, seat: leaving.to.seat }) : null,
    arriving
      ? t('seating.arrivesFrom', { name: arriving.name, table: arriving.from.table, seat: arriving.from.seat })
      : null
  ]
    .filter(Boolean)
    .join(' · ')
  // A click, or Enter / Space on the focused seat (the keyboard's click): the same command either way.
  const activate = (): void => {
    // At a table whose button is asked, a click says "the button is here".
    if (askingButton && onButtonSeat) onButtonSeat(table.number, s.seat)
    else if (s.entryId)
      onPick(isPicked ? null : { entryId: s.entryId, name: s.name ?? '', table: table.number, seat: s.seat })
    else if (free && picked) onDrop(table.number, s.seat)
  }
  const onKey = (e: KeyboardEvent<HTMLLIElement>): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      activate()
    } else if ((e.key === 'b' || e.key === 'B') && onButtonSeat) {
      // §8.4: "the button is at this seat", the same record as a click on a seat of a table whose button is asked.
      e.preventDefault()
      onButtonSeat(table.number, s.seat)
    } else if (e.key === 'Escape' && picked) {
      e.preventDefault()
      onPick(null)
    }
  }
  return (
    <li
      className={classes}
      data-testid={`seat-${table.number}-${s.seat}`}
      data-seat-key={key(table.number, s.seat)}
      tabIndex={tabbable ? 0 : -1}
      aria-label={isPicked ? `${hover} · ${t('floorMap.picked')}` : hover}
      aria-describedby="floor-keys"
      onKeyDown={onKey}
      onFocus={() => onFocusSeat(key(table.number, s.seat))}
      draggable={s.entryId !== null}
      onDragStart={() =>
        s.entryId && onPick({ entryId: s.entryId, name: s.name ?? '', table: table.number, seat: s.seat })
      }
      onDragOver={(e) => free && e.preventDefault()}
      onDrop={() => free && onDrop(table.number, s.seat)}
      onClick={activate}
      title={hover}
    >
      <span className="seat__no">{s.seat}</span>
      <span className="seat__name" data-testid="seat-name">
        {arriving && !s.name ? <span className="seat__arriving">← {arriving.name}</span> : label}
      </span>
      {leaving && (
        <span className="seat__move" data-testid="seat-leaving">
          → {t('seating.tableSeatShort', { table: leaving.to.table, seat: leaving.to.seat })}
        </span>
      )}
      {roles.map((r) => (
        <span key={r.full} className="seat__mark">
          {r.short}
        </span>
      ))}
    </li>
  )
}
