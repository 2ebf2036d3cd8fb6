import { useState, type ReactNode } from 'react'
import type { SeatingView } from '../../../../shared/core/seating'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { ToleranceSelect } from './ToleranceSelect'

/** During play: more tables for late registration (they close first, §9.1), and the tolerance (BFSP §3.1) with a reason. */
export function PlayChanges({
  tournamentId,
  view,
  onMessage
}: {
  tournamentId: string
  view: SeatingView
  onMessage: (m: string) => void
}): ReactNode {
  const { t, explain } = useI18n()
  const command = useCommand()
  const [count, setCount] = useState('1')
  const [seats, setSeats] = useState(String(view.tables[0]?.seats.length ?? 10))
  const [tolerance, setTolerance] = useState<1 | 2>(view.rules?.tolerance ?? 1)
  const [reason, setReason] = useState('')
  const next = Math.max(0, ...view.tables.map((x) => x.number)) + 1
  const say = (r: { ok: true } | { ok: false; error: Parameters<typeof explain>[0] }): void =>
    onMessage(r.ok ? t('seating.recorded') : explain(r.error))
  return (
    <div className="toolbar no-print" data-testid="play-changes">
      <label>
        {t('seating.tables')}
        <input type="number" min={1} max={50} value={count} onChange={(e) => setCount(e.target.value)} />
      </label>
      <label>
        {t('seating.seatsPerTable')}
        <input type="number" min={2} max={12} value={seats} onChange={(e) => setSeats(e.target.value)} />
      </label>
      <button
        onClick={() =>
          void command({
            type: 'seating.addTables',
            tournamentId,
            tables: Array.from({ length: Number(count) }, (_, i) => ({
              number: next + i,
              seats: Number(seats),
              unavailable: [],
              reserved: []
            }))
          }).then(say)
        }
      >
        {t('seating.addTables')}
      </button>
      <ToleranceSelect value={tolerance} onChange={setTolerance} />
      <label>
        {t('seating.reason')}
        <input maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        disabled={!view.rules || tolerance === view.rules.tolerance}
        onClick={() => {
          if (!view.rules) return
          if (!reason.trim()) return onMessage(t('seating.reasonNeeded'))
          void command(
            { type: 'seating.setRules', tournamentId, rules: { ...view.rules, tolerance } },
            { reason }
          ).then(say)
        }}
      >
        {t('seating.saveRules')}
      </button>
    </div>
  )
}
