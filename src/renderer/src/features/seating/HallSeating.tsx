import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { PublicSeating } from '../../../../shared/core/seating'
import { useI18n } from '../../i18n/I18n'

/** How long a seat change stays on the hall display: long enough to read from across the room. */
export const MOVE_SHOWN_MS = 45_000

type Announcement = PublicSeating['announcements'][number]
const keyOf = (a: Announcement): string => `${a.at}|${a.name}|${a.table}|${a.seat}`

/**
 * Seat changes as they are recorded, newest first; each stays for MOVE_SHOWN_MS from when this screen received it
 * (timed locally, so a hall PC with a wrong clock still shows them). Public names only (§27.11).
 */
function useFreshMoves(announcements: readonly Announcement[]): Announcement[] {
  const arrived = useRef(new Map<string, number>())
  const [, setTick] = useState(0)
  const now = Date.now()
  for (const a of announcements) {
    const key = keyOf(a)
    // First sight: recent records count from their own time, older ones are not news.
    if (!arrived.current.has(key)) arrived.current.set(key, Math.abs(now - a.at) < MOVE_SHOWN_MS ? now : 0)
  }
  const fresh = announcements.filter((a) => now - (arrived.current.get(keyOf(a)) ?? 0) < MOVE_SHOWN_MS)
  useEffect(() => {
    if (fresh.length === 0) return
    const timer = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [fresh.length])
  // Newest record first; within one record (a break, the final-table redraw) by table and seat.
  return [...fresh].sort((x, y) => y.at - x.at || x.table - y.table || x.seat - y.seat).slice(0, 12)
}

export function HallSeating({ seating }: { seating: PublicSeating }): ReactNode {
  const { t } = useI18n()
  const moves = useFreshMoves(seating.announcements)
  return (
    <>
      {seating.list && (
        <section className="hall-list" data-testid="hall-seating-list">
          <h2>{t('display.seatingList')}</h2>
          <ol>
            {seating.list.map((r) => (
              <li key={`${r.table}/${r.seat}`}>
                <span className="hall-list__name">{r.name}</span>
                <span className="hall-list__seat">
                  {r.table} / {r.seat}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {seating.finalTable && !seating.list && (
        <section className="hall-final" data-testid="hall-final-table">
          <h2>
            {t('display.finalTable')} · {t('seating.table', { table: seating.finalTable.table })}
          </h2>
          <ol>
            {seating.finalTable.seats.map((s) => (
              <li key={s.seat}>
                <span className="hall-final__seat">{s.seat}</span> {s.name}
              </li>
            ))}
          </ol>
        </section>
      )}
      {moves.length > 0 && (
        <aside
          className={moves.length > 6 ? 'hall-moves hall-moves--many' : 'hall-moves'}
          data-testid="hall-moves"
          aria-live="polite"
        >
          <h2>{t('display.moves')}</h2>
          <ul>
            {moves.map((m) => (
              <li key={keyOf(m)}>{t('display.moveTo', { name: m.name, table: m.table, seat: m.seat })}</li>
            ))}
          </ul>
        </aside>
      )}
    </>
  )
}
