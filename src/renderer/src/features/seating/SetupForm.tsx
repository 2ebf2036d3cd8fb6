import { useState, type FormEvent, type ReactNode } from 'react'
import { issuesOf } from '../../../../shared/core/issues'
import type { FieldIssue } from '../../../../shared/core/rejection'
import { ConfigureSeating, type PLAYER_METHODS, completeClosingOrder } from '../../../../shared/core/seating'
import { parseNumber } from '../../../../shared/i18n/numbers'
import type { MessageKey } from '../../../../shared/i18n'
import { FieldError, FormErrors, useFieldErrors } from '../../common/fieldErrors'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { ToleranceSelect } from './ToleranceSelect'
import { RejectedError } from '../../../../shared/core/rejection'

const issue = (field: string, code: MessageKey, params: Record<string, number>): FieldIssue => ({ field, code, params })

/** "3/7, 5/2" → [{table: 3, seat: 7}, …]; "1/1 wheelchair access; 2/4 language help" → with reasons. */
function parseSeats(text: string): { table: number; seat: number; rest: string }[] {
  return text
    .split(/[,;\n]/)
    .map((part) => /^\s*(\d+)\s*\/\s*(\d+)\s*(.*)$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ table: Number(m[1]), seat: Number(m[2]), rest: m[3]!.trim() }))
}

/** "5, 4 3;2" → [5, 4, 3, 2]; what is not a number stays NaN, for the check to name. */
function parseOrder(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((n) => parseNumber(n) ?? Number.NaN)
}

/**
 * The published closing order as it will be recorded (§9.2 а): the tables not named added after the named ones.
 * Null while the tables or the order cannot be read yet, or the order names a table twice or one not in the room
 * (recording then shows that refusal at the field).
 */
function closingPreview(order: string, count: string, first: string): { order: number[]; added: number[] } | null {
  const n = parseNumber(count)
  const start = parseNumber(first)
  const typed = parseOrder(order)
  if (n === null || start === null || !Number.isInteger(n) || n < 1 || n > 2000 || !Number.isInteger(start)) return null
  if (typed.length === 0 || typed.some((x) => !Number.isInteger(x))) return null
  try {
    return completeClosingOrder(
      typed,
      Array.from({ length: n }, (_, i) => start + i)
    )
  } catch (error) {
    if (error instanceof RejectedError) return null
    throw error
  }
}

/** The room: tables, seats, seat restrictions (§8.2), closing order (§9.2) and the balancing rules (§8.4, BFSP §3.1). */
export function SetupForm({
  tournamentId,
  buttonless = false
}: {
  tournamentId: string
  /** A game with no button or blinds (stud): only random, by seat or the director's pick; no buttons. */
  buttonless?: boolean
}): ReactNode {
  const { t } = useI18n()
  const run = useCommand()
  const [tables, setTables] = useState('3')
  const [first, setFirst] = useState('1')
  const [seats, setSeats] = useState('10')
  const [unavailable, setUnavailable] = useState('')
  const [reserved, setReserved] = useState('')
  const [closing, setClosing] = useState<'published' | 'random' | 'director'>('published')
  const [order, setOrder] = useState('')
  const [tolerance, setTolerance] = useState<1 | 2>(1)
  const [playerMethod, setPlayerMethod] = useState<(typeof PLAYER_METHODS)[number]>(
    buttonless ? 'random' : 'big-blind-next'
  )
  const methods = buttonless
    ? (['random', 'by-seat', 'operator'] as const)
    : (['big-blind-next', 'worst-position', 'random', 'operator'] as const)
  const [seatMethod, setSeatMethod] = useState<'big-blind' | 'worst-position'>('big-blind')
  const [finalSize, setFinalSize] = useState('9')
  // The final-table size fits the room (at most the seats of a table) until the director sets it.
  const [finalTouched, setFinalTouched] = useState(false)
  const changeSeats = (value: string): void => {
    setSeats(value)
    const n = Number(value)
    if (!finalTouched && Number.isInteger(n) && n >= 2) setFinalSize(String(Math.min(9, n)))
  }
  const [finalRedraw, setFinalRedraw] = useState(true)
  const [shortHanded, setShortHanded] = useState(false)
  const [format, setFormat] = useState<'standard' | 'olympic'>('standard')
  const [trackButtons, setTrackButtons] = useState(true)
  const errors = useFieldErrors()
  const preview = closing === 'published' ? closingPreview(order, tables, first) : null

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const count = parseNumber(tables)
    const start = parseNumber(first)
    // Every problem at once, each next to its field, before anything is sent.
    const local: FieldIssue[] = [
      ...(count === null || !Number.isInteger(count) || count < 1 || count > 2000
        ? [issue('count', count === null ? 'invalid.required' : 'invalid.max', { max: 2000 })]
        : []),
      ...(start === null || !Number.isInteger(start) || start < 1
        ? [issue('first', start === null ? 'invalid.required' : 'invalid.min', { min: 1 })]
        : [])
    ]
    const numbers = local.length ? [] : Array.from({ length: count! }, (_, i) => start! + i)
    const off = parseSeats(unavailable)
    const held = parseSeats(reserved)
    const specs = numbers.map((number) => ({
      number,
      seats: parseNumber(seats) as number,
      unavailable: off.filter((x) => x.table === number).map((x) => x.seat),
      reserved: held
        .filter((x) => x.table === number)
        .map((x) => ({ seat: x.seat, reason: x.rest || '§8.2', entryId: null }))
    }))
    const closingOrder =
      closing === 'published'
        ? {
            kind: 'published' as const,
            order: order.trim() ? parseOrder(order) : numbers
          }
        : { kind: closing }
    const command = {
      type: 'seating.configure' as const,
      tournamentId,
      tables: specs,
      closingOrder,
      rules: {
        tolerance,
        playerMethod,
        seatMethod,
        finalTableSize: parseNumber(finalSize) as number,
        finalRedraw,
        shortHandedFinal: shortHanded,
        format
      },
      trackButtons: trackButtons && !buttonless
    }
    const checked = ConfigureSeating.safeParse(command)
    const issues = [...local, ...(checked.success || local.length ? [] : issuesOf(checked.error))]
    if (issues.length > 0) {
      errors.set(issues)
      return
    }
    errors.clear()
    void run(command).then((r) => (r.ok ? errors.clear() : errors.fromRejection(r.error)))
  }

  return (
    <form className="card form" onSubmit={submit} data-testid="seating-setup">
      <h2>{t('seating.setup')}</h2>
      <label>
        {t('seating.tables')}
        <input
          inputMode="numeric"
          maxLength={4}
          name="count"
          value={tables}
          onChange={(e) => setTables(e.target.value)}
          {...errors.props('count')}
        />
        <FieldError errors={errors} name="count" />
      </label>
      <label>
        {t('seating.firstTable')}
        <input
          inputMode="numeric"
          maxLength={4}
          name="first"
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          {...errors.props('first')}
        />
        <FieldError errors={errors} name="first" />
      </label>
      <label>
        {t('seating.seatsPerTable')}
        <input
          inputMode="numeric"
          maxLength={2}
          name="seats"
          value={seats}
          onChange={(e) => changeSeats(e.target.value)}
          {...errors.props('seats')}
        />
        <FieldError errors={errors} name="seats" />
      </label>
      <label>
        {t('seating.unavailableSeats')}
        <input
          name="unavailable"
          value={unavailable}
          maxLength={2000}
          onChange={(e) => setUnavailable(e.target.value)}
          {...errors.props('unavailable')}
        />
        <FieldError errors={errors} name="unavailable" />
      </label>
      <label>
        {t('seating.reservedSeats')}
        <input
          name="reserved"
          value={reserved}
          maxLength={4000}
          onChange={(e) => setReserved(e.target.value)}
          {...errors.props('reserved')}
        />
        <FieldError errors={errors} name="reserved" />
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
          <input
            name="closingOrder"
            value={order}
            placeholder="1 2 3"
            maxLength={10_000}
            onChange={(e) => setOrder(e.target.value)}
            {...errors.props('closingOrder')}
          />
          <FieldError errors={errors} name="closingOrder" />
          {preview && (
            <span className="muted" data-testid="closing-preview">
              {t('seating.closingPreview', { order: preview.order.join(', ') })}
              {preview.added.length > 0 &&
                ` ${t('seating.closingAdded', { count: preview.added.length, tables: preview.added.join(', ') })}`}
            </span>
          )}
        </label>
      )}
      <ToleranceSelect value={tolerance} onChange={setTolerance} />
      <label>
        {t('seating.playerMethod')}
        <select value={playerMethod} onChange={(e) => setPlayerMethod(e.target.value as typeof playerMethod)}>
          {methods.map((k) => (
            <option key={k} value={k}>
              {t(`seating.player.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {buttonless ? (
        <p className="muted" data-testid="no-button-game">
          {t('seating.noButtonGame')}
        </p>
      ) : (
        <label>
          {t('seating.seatMethod')}
          <select value={seatMethod} onChange={(e) => setSeatMethod(e.target.value as typeof seatMethod)}>
            <option value="big-blind">{t('seating.seat.big-blind')}</option>
            <option value="worst-position">{t('seating.seat.worst-position')}</option>
          </select>
        </label>
      )}
      <label>
        {t('seating.finalTableSize')}
        <input
          inputMode="numeric"
          maxLength={2}
          name="finalTableSize"
          value={finalSize}
          onChange={(e) => {
            setFinalTouched(true)
            setFinalSize(e.target.value)
          }}
          {...errors.props('finalTableSize')}
        />
        <FieldError errors={errors} name="finalTableSize" />
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
      {!buttonless && (
        <label className="check">
          <input type="checkbox" checked={trackButtons} onChange={(e) => setTrackButtons(e.target.checked)} />
          {t('seating.trackButtons')}
        </label>
      )}
      <FormErrors
        errors={errors}
        fields={['count', 'first', 'seats', 'unavailable', 'reserved', 'closingOrder', 'finalTableSize']}
      />
      <button className="primary" type="submit">
        {t('seating.configure')}
      </button>
    </form>
  )
}
