import { useState, type FormEvent, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18n'
import { useCommand } from '../registration/useCommand'
import { ToleranceSelect } from './ToleranceSelect'

/** "3/7, 5/2" → [{table: 3, seat: 7}, …]; "1/1 wheelchair access; 2/4 language help" → with reasons. */
function parseSeats(text: string): { table: number; seat: number; rest: string }[] {
  return text
    .split(/[,;\n]/)
    .map((part) => /^\s*(\d+)\s*\/\s*(\d+)\s*(.*)$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ table: Number(m[1]), seat: Number(m[2]), rest: m[3]!.trim() }))
}

/** The room: tables, seats, seat restrictions (§8.2), closing order (§9.2) and the balancing rules (§8.4, BFSP §3.1). */
export function SetupForm({ tournamentId }: { tournamentId: string }): ReactNode {
  const { t, explain } = useI18n()
  const command = useCommand()
  const [tables, setTables] = useState('3')
  const [first, setFirst] = useState('1')
  const [seats, setSeats] = useState('10')
  const [unavailable, setUnavailable] = useState('')
  const [reserved, setReserved] = useState('')
  const [closing, setClosing] = useState<'published' | 'random' | 'director'>('published')
  const [order, setOrder] = useState('')
  const [tolerance, setTolerance] = useState<1 | 2>(1)
  const [playerMethod, setPlayerMethod] = useState<'big-blind-next' | 'worst-position' | 'random' | 'operator'>('big-blind-next')
  const [seatMethod, setSeatMethod] = useState<'big-blind' | 'worst-position'>('big-blind')
  const [finalSize, setFinalSize] = useState('9')
  const [finalRedraw, setFinalRedraw] = useState(true)
  const [shortHanded, setShortHanded] = useState(false)
  const [format, setFormat] = useState<'standard' | 'olympic'>('standard')
  const [trackButtons, setTrackButtons] = useState(true)
  const [error, setError] = useState<string | null>(null)

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const count = Number(tables)
    const start = Number(first)
    const numbers = Array.from({ length: count }, (_, i) => start + i)
    const off = parseSeats(unavailable)
    const held = parseSeats(reserved)
    const specs = numbers.map((number) => ({
      number,
      seats: Number(seats),
      unavailable: off.filter((x) => x.table === number).map((x) => x.seat),
      reserved: held.filter((x) => x.table === number).map((x) => ({ seat: x.seat, reason: x.rest || '§8.2', entryId: null }))
    }))
    const closingOrder =
      closing === 'published'
        ? { kind: 'published' as const, order: order.trim() ? order.split(/[\s,]+/).filter(Boolean).map(Number) : numbers }
        : { kind: closing }
    void command({
      type: 'seating.configure',
      tournamentId,
      tables: specs,
      closingOrder,
      rules: { tolerance, playerMethod, seatMethod, finalTableSize: Number(finalSize), finalRedraw, shortHandedFinal: shortHanded, format },
      trackButtons
    }).then((r) => setError(r.ok ? null : explain(r.error)))
  }

  return (
    <form className="card form" onSubmit={submit} data-testid="seating-setup">
      <h2>{t('seating.setup')}</h2>
      <label>
        {t('seating.tables')}
        <input type="number" min={1} max={2000} value={tables} onChange={(e) => setTables(e.target.value)} />
      </label>
      <label>
        {t('seating.firstTable')}
        <input type="number" min={1} value={first} onChange={(e) => setFirst(e.target.value)} />
      </label>
      <label>
        {t('seating.seatsPerTable')}
        <input type="number" min={2} max={12} value={seats} onChange={(e) => setSeats(e.target.value)} />
      </label>
      <label>
        {t('seating.unavailableSeats')}
        <input value={unavailable} onChange={(e) => setUnavailable(e.target.value)} />
      </label>
      <label>
        {t('seating.reservedSeats')}
        <input value={reserved} onChange={(e) => setReserved(e.target.value)} />
      </label>
      <label>
        {t('seating.closingOrder')}
        <select value={closing} onChange={(e) => setClosing(e.target.value as typeof closing)}>
          {(['published', 'random', 'director'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`seating.closing.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {closing === 'published' && (
        <label>
          {t('seating.closingList')}
          <input value={order} placeholder="1 2 3" onChange={(e) => setOrder(e.target.value)} />
        </label>
      )}
      <ToleranceSelect value={tolerance} onChange={setTolerance} />
      <label>
        {t('seating.playerMethod')}
        <select value={playerMethod} onChange={(e) => setPlayerMethod(e.target.value as typeof playerMethod)}>
          {(['big-blind-next', 'worst-position', 'random', 'operator'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`seating.player.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('seating.seatMethod')}
        <select value={seatMethod} onChange={(e) => setSeatMethod(e.target.value as typeof seatMethod)}>
          <option value="big-blind">{t('seating.seat.big-blind')}</option>
          <option value="worst-position">{t('seating.seat.worst-position')}</option>
        </select>
      </label>
      <label>
        {t('seating.finalTableSize')}
        <input type="number" min={2} max={12} value={finalSize} onChange={(e) => setFinalSize(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" checked={finalRedraw} onChange={(e) => setFinalRedraw(e.target.checked)} />
        {t('seating.finalRedraw')}
      </label>
      <label className="check">
        <input type="checkbox" checked={shortHanded} onChange={(e) => setShortHanded(e.target.checked)} />
        {t('seating.shortHandedFinal')}
      </label>
      <label>
        {t('seating.format')}
        <select value={format} onChange={(e) => setFormat(e.target.value as typeof format)}>
          <option value="standard">{t('seating.format.standard')}</option>
          <option value="olympic">{t('seating.format.olympic')}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={trackButtons} onChange={(e) => setTrackButtons(e.target.checked)} />
        {t('seating.trackButtons')}
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button className="primary" type="submit">
        {t('seating.configure')}
      </button>
    </form>
  )
}
