import type { ProtocolClockEntry, ProtocolClockPosition } from '../document'
import type { LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { cell } from './spans'

/**
 * §27.8: the clock's log, oldest first — each start, pause, resume, jump and time change with where the clock stood
 * before and after, hand-for-hand on and off; who did it and why. Absent when the journal was not read.
 */
export function clockSection(c: LayoutContext): LayoutSection | null {
  const { doc, t, fmt, table } = c
  if (doc.clockLog.length === 0) return null
  return {
    id: 'clock',
    heading: t('protocol.section.clock'),
    table: table(
      ['protocol.col.time', 'protocol.col.clockAct', 'protocol.col.change', 'protocol.col.by', 'protocol.col.reason'],
      doc.clockLog.map((e) => [
        cell(fmt(e.at)),
        cell(t(`protocol.clock.${e.kind}`)),
        cell(change(c, e)),
        cell(e.by),
        cell(e.reason ?? '')
      ])
    )
  }
}

/** "Level 5, 12:00 left → Level 6, 20:00 left"; a pause or a start names where the clock stood. */
function change(c: LayoutContext, e: ProtocolClockEntry): string {
  if (e.startsAt !== undefined) return c.fmtZoned(e.startsAt)
  const from = e.from ? position(c, e.from) : null
  const to = e.to ? position(c, e.to) : null
  return from && to ? `${from} → ${to}` : (to ?? from ?? '')
}

export function position({ t }: LayoutContext, p: ProtocolClockPosition): string {
  const left = `${Math.floor(p.remainingSeconds / 60)}:${String(p.remainingSeconds % 60).padStart(2, '0')}`
  return p.level !== undefined
    ? t('protocol.clock.atLevel', { level: p.level, left })
    : t('protocol.clock.atBreak', { number: p.break ?? 1, left })
}
