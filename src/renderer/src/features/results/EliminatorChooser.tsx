import { forwardRef, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { parseTableSeat } from '../../common/perOperator'
import { useI18n } from '../../i18n/I18n'

/** An entry a form may name as the eliminating player (the rule: `offeredEliminators`, §27.6, §26.14). */
export interface EliminatorOption {
  readonly entryId: string
  readonly number: number | null
  readonly displayName: string
  /** Where the entry sits now (the seating), so the seat typed at the bust's table names them. */
  readonly table: number | null
  readonly seat: number | null
  /** §26.14: out at this later level (a paper record of an earlier level may name them); null: in play. */
  readonly outLevel: number | null
}

/** How many options the list shows at once: a floor types more rather than scrolls. */
const SHOWN = 8

/**
 * The options that match what was typed, best first: "4" is seat 4 at the bust's table, then entry #4; "3.4" table 3
 * seat 4; "#4" the entry number only; letters a name (names that start with them first). Nothing typed: the players at
 * the bust's table by seat, then the others by number — the likeliest eliminators at the top.
 */
export function matchEliminators(
  options: readonly EliminatorOption[],
  text: string,
  bustTable: number | null
): EliminatorOption[] {
  const needle = text.trim().toLowerCase()
  const atTable = (o: EliminatorOption): number => (bustTable !== null && o.table === bustTable ? 0 : 1)
  const byPlace = (a: EliminatorOption, b: EliminatorOption): number =>
    atTable(a) - atTable(b) || (a.seat ?? 99) - (b.seat ?? 99) || (a.number ?? 1e9) - (b.number ?? 1e9)
  if (needle === '') return [...options].sort(byPlace)
  const place = parseTableSeat(needle)
  if (place && /[^\d]/.test(needle)) return options.filter((o) => o.table === place.table && o.seat === place.seat)
  const digits = /^#?(\d{1,6})$/.exec(needle)
  if (digits) {
    const n = Number(digits[1])
    const seat =
      !needle.startsWith('#') && bustTable !== null ? options.filter((o) => o.table === bustTable && o.seat === n) : []
    return [...seat, ...options.filter((o) => o.number === n && !seat.includes(o))]
  }
  const starts = (o: EliminatorOption): number => (o.displayName.toLowerCase().startsWith(needle) ? 0 : 1)
  return options
    .filter((o) => o.displayName.toLowerCase().includes(needle))
    .sort((a, b) => starts(a) - starts(b) || byPlace(a, b))
}

/**
 * §27.6, §5.10: who eliminated the player out — keyboard first. A search field with the options as one types (the
 * seat at the same table, table.seat, the entry number or a name), ↑ ↓ to move, Enter to choose; the chosen stay as
 * tokens (several for a split pot), Backspace in the empty field removes the last. Enter in the empty field is the
 * form's own (it records). Only what the form offers is listed: the core's rule decides that, not this field.
 */
export const EliminatorChooser = forwardRef<
  HTMLInputElement,
  {
    /** The accessible name of the search field ("Eliminated by: Darya"). */
    label: string
    options: readonly EliminatorOption[]
    /** Every option by id, to name the chosen (one may have stopped being offered since it was chosen). */
    named: (entryId: string) => EliminatorOption | undefined
    bustTable: number | null
    chosen: readonly string[]
    onChange: (chosen: string[]) => void
    testId: string
    invalid?: boolean
    describedBy?: string
  }
>(function EliminatorChooser(
  { label, options, named, bustTable, chosen, onChange, testId, invalid = false, describedBy },
  ref
): ReactNode {
  const { t } = useI18n()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // Arrows moved the highlight: Enter chooses even with nothing typed.
  const [navigated, setNavigated] = useState(false)
  const offered = options.filter((o) => !chosen.includes(o.entryId))
  const matches = matchEliminators(offered, text, bustTable).slice(0, SHOWN)
  const at = Math.min(active, Math.max(0, matches.length - 1))
  const nameOf = (o: EliminatorOption): string => {
    const base = `#${o.number ?? '—'} ${o.displayName}`
    const shown = o.outLevel !== null ? t('results.panel.outLater', { name: base, level: o.outLevel }) : base
    return o.seat !== null && bustTable !== null && o.table === bustTable
      ? `${t('results.panel.seatN', { seat: o.seat })} · ${shown}`
      : shown
  }
  const tokenOf = (id: string): string => {
    const o = named(id)
    return o ? `#${o.number ?? '—'} ${o.displayName}` : id
  }
  const choose = (o: EliminatorOption): void => {
    onChange([...chosen, o.entryId])
    setText('')
    setOpen(false)
    setActive(0)
    setNavigated(false)
  }
  const keyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) setOpen(true)
      else setActive(e.key === 'ArrowDown' ? Math.min(at + 1, matches.length - 1) : Math.max(at - 1, 0))
      setNavigated(true)
    } else if (e.key === 'Enter') {
      if (text.trim() === '' && !(open && navigated)) return // the form's Enter: record
      e.preventDefault()
      const o = matches[at]
      if (o) choose(o)
    } else if (e.key === 'Escape' && (open || text !== '')) {
      e.preventDefault()
      e.stopPropagation()
      setText('')
      setOpen(false)
    } else if (e.key === 'Backspace' && text === '' && chosen.length > 0) {
      onChange(chosen.slice(0, -1))
    }
  }
  const showList = open && matches.length > 0
  return (
    <div className="eliminator-chooser" data-testid={testId}>
      {chosen.map((id) => (
        <span key={id} className="token" data-testid={`${testId}-chosen`}>
          {tokenOf(id)}
          <button
            type="button"
            className="link"
            aria-label={t('results.panel.removeEliminatorNamed', { name: tokenOf(id) })}
            onClick={() => onChange(chosen.filter((x) => x !== id))}
          >
            ×
          </button>
        </span>
      ))}
      {chosen.length < 20 && (
        <span className="eliminator-chooser__field">
          <input
            ref={ref}
            role="combobox"
            aria-label={label}
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            {...(showList ? { 'aria-activedescendant': `${listId}-${at}` } : {})}
            aria-invalid={invalid}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            placeholder={t('results.panel.eliminatorSearch')}
            title={t('results.panel.eliminatorHint')}
            maxLength={80}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setOpen(true)
              setActive(0)
              setNavigated(false)
            }}
            onKeyDown={keyDown}
            onBlur={() => setOpen(false)}
            onClick={() => setOpen(true)}
            data-testid={`${testId}-search`}
          />
          {showList && (
            <ul className="eliminator-chooser__list" role="listbox" id={listId}>
              {matches.map((o, i) => (
                <li
                  key={o.entryId}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === at}
                  className={i === at ? 'active' : undefined}
                  // mousedown, not click: the field keeps the focus (its blur would close the list first).
                  onMouseDown={(e) => {
                    e.preventDefault()
                    choose(o)
                  }}
                  data-testid={`${testId}-option`}
                >
                  {nameOf(o)}
                </li>
              ))}
            </ul>
          )}
          {open && text.trim() !== '' && matches.length === 0 && (
            <span className="muted" role="status" data-testid={`${testId}-none`}>
              {t('results.panel.eliminatorNone', { text: text.trim() })}
            </span>
          )}
        </span>
      )}
    </div>
  )
})
