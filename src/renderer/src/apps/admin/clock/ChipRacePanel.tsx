import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { PublicClock } from '../../../../../shared/core/clock'
import type { ChipRaceTableView, ChipRaceView, ColourUpView } from '../../../../../shared/core/chiprace'
import { forcedWinners, prepareRace } from '../../../../../shared/core/chiprace'
import { useClient } from '../../../common/ClientContext'
import { usePerOperator } from '../../../common/perOperator'
import { useI18n } from '../../../i18n/I18n'
import { useRecord } from './useRecord'

type Role = 'dealer' | 'floor' | 'director'
/** One player of the race as the command carries it. */
interface PlayerInput {
  entryId: string
  oddChips: { denomination: number; count: number }[]
  onlyOddChips: boolean
}
const ROLES: Role[] = ['dealer', 'floor', 'director']

/** One player's line as the dealer counts it: chips per leaving denomination, nothing else, won a chip. */
interface Row {
  counts: Record<number, string>
  only: boolean
  won: boolean
}

const count = (text: string | undefined): number => {
  const n = Number((text ?? '').trim())
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** A count as typed: a whole number, 0 included. A blank is no count at all (never read as 0 when recorded). */
const isCount = (text: string | undefined): boolean => /^\s*\d{1,5}\s*$/.test(text ?? '')

/**
 * Counts typed and not recorded yet, per tournament, break and table, kept in the page until recorded: a refused
 * Record, another table opened, or the tab left and come back never clears what the dealer read out. `correcting`:
 * the draft is a correction of a recorded race.
 */
interface Draft {
  rows: Record<string, Row>
  correcting: boolean
}
const drafts = new Map<string, Draft>()
const draftKey = (tournamentId: string, breakIndex: number, table: number): string =>
  `${tournamentId}:${breakIndex}:${table}`

/** The denominations a structure's colour-up note names ("Colour up: 25, 100 (chip race)"). */
const noteChips = (note: string | null, chips: number[]): number[] =>
  note ? [...note.matchAll(/\d+/g)].map((m) => Number(m[0])).filter((n) => chips.includes(n)) : []

/**
 * The colour-up and chip race of a break (§10.9–§10.13): the chip set, the denominations leaving, then
 * table by table each seated player's odd chips, the race computed as the rules say, and who won from the cards (the
 * app draws none). Every record names who decided it; a table's race is corrected or undone with a reason.
 */
export function ChipRacePanel({
  tournamentId,
  clock,
  version
}: {
  tournamentId: string
  clock: PublicClock
  /** Changes with every chip-race record, whoever made it (the public colour-ups): the panel reloads then. */
  version: string
}): ReactNode {
  const { t, num, dateTime } = useI18n()
  const client = useClient()
  const { record, message, setMessage } = useRecord()
  const [view, setView] = useState<ChipRaceView | null>(null)
  const [chipsText, setChipsText] = useState<string | null>(null)
  const [chosenBreak, setChosenBreak] = useState<number | null>(null)
  const [leaving, setLeaving] = useState<number[] | null>(null)
  // Remembered per operator on this screen, like "confirmed by".
  const [deciderName, setDeciderName] = usePerOperator('chipRaceDecider')
  const [deciderRole, setDeciderRole] = useState<Role>('director')
  const [table, setTable] = useState<number | null>(null)
  const [rows, setRowsState] = useState<Record<string, Row>>({})
  const [correcting, setCorrectingState] = useState(false)
  // The tables with a draft, for their buttons (the drafts themselves live in `drafts`).
  const [drafted, setDrafted] = useState<ReadonlySet<string>>(() => new Set(drafts.keys()))
  const [reason, setReason] = useState('')

  const load = useCallback(async () => {
    const r = await client.query({ type: 'chipRace.get', tournamentId })
    if (r.ok) setView(r.value)
  }, [client, tournamentId])
  useEffect(() => {
    void load()
  }, [load, version, clock.structure])

  const items = clock.structure?.items ?? []
  const currentIndex = clock.reading.index
  const breaks = view?.breaks ?? []
  const breakIndex =
    chosenBreak ??
    (items[currentIndex]?.kind === 'break'
      ? currentIndex
      : (breaks.find((b) => b.breakIndex > currentIndex)?.breakIndex ?? breaks[0]?.breakIndex ?? null))
  const brk = breaks.find((b) => b.breakIndex === breakIndex)
  const colourUp = view?.colourUps.find((c) => c.breakIndex === breakIndex) ?? null
  const tableView = colourUp?.tables.find((x) => x.table === table) ?? null
  const keyOf = (n: number): string | null => (colourUp ? draftKey(tournamentId, colourUp.breakIndex, n) : null)
  const keep = (key: string | null, draft: Draft | null): void => {
    if (!key) return
    if (draft) drafts.set(key, draft)
    else drafts.delete(key)
    setDrafted(new Set(drafts.keys()))
  }
  const setRows = (next: Record<string, Row>): void => {
    setRowsState(next)
    if (table !== null) keep(keyOf(table), { rows: next, correcting })
  }
  const setCorrecting = (on: boolean): void => {
    setCorrectingState(on)
    if (table !== null) keep(keyOf(table), on ? { rows, correcting: true } : null)
  }

  const after = async (ok: boolean): Promise<void> => {
    if (ok) await load()
  }
  // §27.8: every record names who decided it; said here before the command is sent.
  const needDecider = (): boolean => {
    if (deciderName.trim()) return false
    setMessage({ ok: false, text: t('chipRace.error.deciderRequired') })
    return true
  }

  if (!view) return null
  const chips = view.chips
  const breakNumber = (index: number): number => breaks.findIndex((b) => b.breakIndex === index) + 1
  const chosenLeaving = leaving ?? noteChips(brk?.note ?? null, brk?.chipsBefore ?? [])

  return (
    <section className="card" data-testid="chip-race">
      <h2>{t('chipRace.title')}</h2>
      <p className="muted">{t('chipRace.intro')}</p>
      <div className="row">
        <label>
          {t('chipRace.chips')}{' '}
          {view.colourUps.length > 0 ? (
            <strong data-testid="chiprace-chips">{chips.map(num).join(', ')}</strong>
          ) : (
            <input
              data-testid="chiprace-chips-input"
              maxLength={200}
              placeholder={t('chipRace.chipsHint')}
              value={chipsText ?? chips.join(', ')}
              onChange={(e) => setChipsText(e.target.value)}
            />
          )}
        </label>
        {view.colourUps.length === 0 && (
          <button
            data-testid="chiprace-chips-save"
            onClick={() => {
              const list = (chipsText ?? chips.join(','))
                .split(/[\s,;]+/)
                .filter(Boolean)
                .map(Number)
              void record({ type: 'chipRace.setChips', tournamentId, chips: list }).then(after)
            }}
          >
            {t('chipRace.saveChips')}
          </button>
        )}
      </div>
      {breaks.length === 0 ? (
        <p className="muted">{t('chipRace.noBreaks')}</p>
      ) : (
        <div className="row">
          <select
            aria-label={t('chipRace.breakChoice')}
            data-testid="chiprace-break"
            value={breakIndex ?? ''}
            onChange={(e) => {
              setChosenBreak(Number(e.target.value))
              setLeaving(null)
              setTable(null)
            }}
          >
            {breaks.map((b, i) => (
              <option key={b.breakIndex} value={b.breakIndex}>
                {t('chipRace.break', { number: i + 1 })}
                {b.label ? ` · ${b.label}` : ''}
              </option>
            ))}
          </select>
          {brk?.note && <span className="muted">{t('chipRace.breakNote', { note: brk.note })}</span>}
        </div>
      )}
      <div className="row">
        <label>
          {t('chipRace.decidedBy')}{' '}
          <input
            data-testid="chiprace-decider"
            maxLength={120}
            value={deciderName}
            onChange={(e) => setDeciderName(e.target.value)}
          />
        </label>
        <label>
          {t('chipRace.role')}{' '}
          <select value={deciderRole} onChange={(e) => setDeciderRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`chipRace.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {brk && !colourUp && chips.length > 0 && (
        <div className="row" data-testid="chiprace-announce-form">
          <span>{t('chipRace.leaving')}:</span>
          {brk.chipsBefore.slice(0, -1).map((d) => (
            <label key={d}>
              <input
                type="checkbox"
                data-testid={`chiprace-leaving-${d}`}
                checked={chosenLeaving.includes(d)}
                onChange={(e) =>
                  setLeaving(
                    e.target.checked
                      ? [...chosenLeaving, d].sort((a, b) => a - b)
                      : chosenLeaving.filter((x) => x !== d)
                  )
                }
              />{' '}
              {num(d)}
            </label>
          ))}
          <button
            data-testid="chiprace-announce"
            onClick={() =>
              !needDecider() &&
              void record({
                type: 'chipRace.announce',
                tournamentId,
                breakIndex: brk.breakIndex,
                leaving: chosenLeaving,
                decidedBy: { name: deciderName, role: deciderRole }
              }).then(after)
            }
          >
            {t('chipRace.announce')}
          </button>
        </div>
      )}
      {colourUp && (
        <ColourUpSection
          colourUp={colourUp}
          breakNumber={breakNumber(colourUp.breakIndex)}
          table={table}
          drafted={(n) => drafted.has(draftKey(tournamentId, colourUp.breakIndex, n))}
          onTable={(n) => {
            setTable(n)
            setReason('')
            setMessage(null)
            const x = colourUp.tables.find((y) => y.table === n)
            // The counts typed at this table and not recorded come back; a draft of a race someone else has recorded
            // since (or undone) is no longer one.
            const key = keyOf(n)
            const draft = key ? drafts.get(key) : undefined
            if (draft && draft.correcting === Boolean(x?.recorded)) {
              setRowsState(draft.rows)
              setCorrectingState(draft.correcting)
            } else {
              if (draft) keep(key, null)
              setRowsState(rowsOf(x))
              setCorrectingState(false)
            }
          }}
        />
      )}
      {colourUp && tableView && (
        <TableEditor
          colourUp={colourUp}
          table={tableView}
          rows={rows}
          setRows={setRows}
          correcting={correcting}
          reason={reason}
          setReason={setReason}
          onCorrect={() => setCorrecting(true)}
          onCancel={() => {
            setCorrecting(false)
            setRowsState(rowsOf(tableView))
          }}
          status={message}
          onBlank={(blank) => setMessage({ ok: false, text: t('chipRace.error.countsBlank', { count: blank }) })}
          onRecord={(players, winners) => {
            if (needDecider()) return
            const command = {
              tournamentId,
              breakIndex: colourUp.breakIndex,
              table: tableView.table,
              players,
              winners,
              decidedBy: { name: deciderName, role: deciderRole }
            }
            void (
              tableView.recorded
                ? record({ type: 'chipRace.correctTable', ...command }, reason ? { reason } : undefined)
                : record({ type: 'chipRace.recordTable', ...command })
            ).then(async (ok) => {
              if (ok) {
                setCorrecting(false)
                setReason('')
                keep(keyOf(tableView.table), null)
              }
              await after(ok)
            })
          }}
          onUndo={() =>
            void record(
              { type: 'chipRace.undoTable', tournamentId, breakIndex: colourUp.breakIndex, table: tableView.table },
              reason ? { reason } : undefined
            ).then(async (ok) => {
              if (ok) {
                setRowsState(rowsOf({ ...tableView, recorded: null }))
                keep(keyOf(tableView.table), null)
                setReason('')
              }
              await after(ok)
            })
          }
        />
      )}
      {colourUp && colourUp.history.length > 0 && (
        <div data-testid="chiprace-history">
          <h3>{t('chipRace.history')}</h3>
          <ul>
            {colourUp.history.map((h, i) => (
              <li key={i}>
                {t(h.kind === 'corrected' ? 'chipRace.history.corrected' : 'chipRace.history.undone', {
                  table: h.table,
                  by: h.by,
                  reason: h.reason,
                  winners: h.previousWinners.join(', ') || '—'
                })}{' '}
                <span className="muted">{dateTime(h.at)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && !(colourUp && tableView) && (
        <p className={message.ok ? 'muted' : 'error'} data-testid="chiprace-message" role="status">
          {message.text}
        </p>
      )}
    </section>
  )
}

/** A table's rows: the recorded race, or the players seated there with nothing counted yet. */
function rowsOf(table: ChipRaceTableView | null | undefined): Record<string, Row> {
  const out: Record<string, Row> = {}
  if (!table) return out
  if (table.recorded)
    for (const p of table.recorded.players)
      out[p.entryId] = {
        counts: Object.fromEntries(p.oddChips.map((o) => [o.denomination, String(o.count)])),
        only: p.onlyOddChips,
        won: p.won
      }
  else for (const s of table.seated) out[s.entryId] = { counts: {}, only: false, won: false }
  return out
}

/** The colour-up as announced, and its tables: done or still to race (the summary of the break). */
function ColourUpSection({
  colourUp,
  breakNumber,
  table,
  drafted,
  onTable
}: {
  colourUp: ColourUpView
  breakNumber: number
  table: number | null
  /** Whether a table has counts typed and not recorded. */
  drafted: (n: number) => boolean
  onTable: (n: number) => void
}): ReactNode {
  const { t, num } = useI18n()
  return (
    <div data-testid="chiprace-colourup">
      <p>
        <strong>{t('chipRace.break', { number: breakNumber })}:</strong>{' '}
        {t('chipRace.announced', {
          chips: colourUp.leaving.map(num).join(', '),
          chip: num(colourUp.newChip),
          name: colourUp.decidedBy.name
        })}
      </p>
      <p data-testid="chiprace-summary">{t('chipRace.summary', { done: colourUp.done, total: colourUp.total })}</p>
      {colourUp.tables.length === 0 && <p className="muted">{t('chipRace.noSeating')}</p>}
      <div className="row">
        {colourUp.tables.map((x) => (
          <button
            key={x.table}
            data-testid={`chiprace-table-${x.table}`}
            data-done={x.recorded ? 'true' : 'false'}
            className={x.table === table ? 'tab tab--on' : 'tab'}
            onClick={() => onTable(x.table)}
          >
            {t('chipRace.table', { table: x.table })} ·{' '}
            {x.recorded ? t('chipRace.tableDone') : t('chipRace.tablePending')}
            {drafted(x.table) && ` · ${t('chipRace.tableDraft')}`}
          </button>
        ))}
      </div>
    </div>
  )
}

function TableEditor({
  colourUp,
  table,
  rows,
  setRows,
  correcting,
  reason,
  setReason,
  onCorrect,
  onCancel,
  onRecord,
  onUndo,
  onBlank,
  status
}: {
  colourUp: ColourUpView
  table: ChipRaceTableView
  rows: Record<string, Row>
  setRows: (rows: Record<string, Row>) => void
  correcting: boolean
  reason: string
  setReason: (reason: string) => void
  onCorrect: () => void
  onCancel: () => void
  onRecord: (players: PlayerInput[], winners: string[]) => void
  onUndo: () => void
  /** Record was pressed with counts left blank (how many): said beside the button. */
  onBlank: (count: number) => void
  /** The outcome of the last record, shown beside the buttons that caused it. */
  status: { ok: boolean; text: string } | null
}): ReactNode {
  const { t, num, dateTime } = useI18n()
  // The fields Record found blank (or not a whole number), `entryId:denomination`; each clears as it is typed.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const grid = useRef<HTMLTableElement>(null)
  const recorded = table.recorded
  const editing = !recorded || correcting
  const people = recorded
    ? recorded.players.map((p) => ({ entryId: p.entryId, name: p.name, seat: p.seat }))
    : table.seated.map((s) => ({ entryId: s.entryId, name: s.name, seat: s.seat as number | null }))
  const players: PlayerInput[] = people.map((p) => {
    const row = rows[p.entryId]
    return {
      entryId: p.entryId,
      oddChips: colourUp.leaving.map((d) => ({ denomination: d, count: count(row?.counts[d]) })),
      onlyOddChips: row?.only ?? false
    }
  })
  const preview = prepareRace(colourUp.newChip, players)
  const forced = forcedWinners(preview)
  const winners = forced ?? people.filter((p) => rows[p.entryId]?.won).map((p) => p.entryId)
  const update = (entryId: string, change: Partial<Row>): void =>
    setRows({ ...rows, [entryId]: { counts: {}, only: false, won: false, ...rows[entryId], ...change } })
  const racing = new Set(preview.racing)
  const firstInvalid = people
    .flatMap((p) => colourUp.leaving.map((d) => `${p.entryId}:${d}`))
    .find((k) => invalid.has(k))
  // §10.10: every leftover count is read out and typed, 0 included; a blank is asked for, never recorded as 0.
  const record = (): void => {
    const blank = people.flatMap((p) =>
      colourUp.leaving.filter((d) => !isCount(rows[p.entryId]?.counts[d])).map((d) => `${p.entryId}:${d}`)
    )
    setInvalid(new Set(blank))
    if (blank.length === 0) return onRecord(players, winners)
    onBlank(blank.length)
    const field = grid.current?.querySelector<HTMLInputElement>(`[data-count="${blank[0]}"]`)
    field?.scrollIntoView({ block: 'center' })
    field?.focus({ preventScroll: true })
  }

  return (
    <div data-testid={`chiprace-editor-${table.table}`}>
      <h3>{t('chipRace.table', { table: table.table })}</h3>
      <table className="grid" ref={grid}>
        <thead>
          <tr>
            <th>{t('chipRace.col.seat')}</th>
            <th>{t('chipRace.col.player')}</th>
            {colourUp.leaving.map((d) => (
              <th key={d}>{t('chipRace.col.oddChips', { chip: num(d) })}</th>
            ))}
            <th>{t('chipRace.col.onlyOdd')}</th>
            <th>{t('chipRace.col.exchanged')}</th>
            <th>{t('chipRace.col.leftover')}</th>
            <th>{t('chipRace.col.won')}</th>
            <th>{t('chipRace.col.received', { chip: num(colourUp.newChip) })}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => {
            const row = rows[p.entryId]
            const line = preview.players[i]!
            const won = winners.includes(p.entryId)
            const kept = line.onlyOddChips && line.exchanged === 0 && !won
            return (
              <tr key={p.entryId} data-testid={`chiprace-row-${p.entryId}`}>
                <td>{p.seat ?? ''}</td>
                <td>{p.name}</td>
                {colourUp.leaving.map((d) => {
                  const k = `${p.entryId}:${d}`
                  const bad = editing && invalid.has(k)
                  return (
                    <td key={d}>
                      <input
                        className="narrow"
                        inputMode="numeric"
                        aria-label={`${p.name} ${t('chipRace.col.oddChips', { chip: num(d) })}`}
                        data-testid={`chiprace-odd-${p.entryId}-${d}`}
                        data-count={k}
                        maxLength={9}
                        disabled={!editing}
                        aria-invalid={bad}
                        {...(bad ? { 'aria-describedby': `chiprace-count-error-${k}` } : {})}
                        value={row?.counts[d] ?? ''}
                        onChange={(e) => {
                          if (invalid.has(k)) setInvalid(new Set([...invalid].filter((x) => x !== k)))
                          update(p.entryId, { counts: { ...row?.counts, [d]: e.target.value } })
                        }}
                      />
                      {bad && (
                        <span
                          className="field-error"
                          id={`chiprace-count-error-${k}`}
                          data-testid={`chiprace-count-error-${p.entryId}-${d}`}
                          {...(k === firstInvalid ? { role: 'alert' } : {})}
                        >
                          {k === firstInvalid ? t('chipRace.error.countRequired', { name: p.name, chip: num(d) }) : ''}
                        </span>
                      )}
                    </td>
                  )
                })}
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${p.name} ${t('chipRace.col.onlyOdd')}`}
                    data-testid={`chiprace-only-${p.entryId}`}
                    disabled={!editing}
                    checked={row?.only ?? false}
                    onChange={(e) => update(p.entryId, { only: e.target.checked })}
                  />
                </td>
                <td>{line.exchanged}</td>
                <td>{num(line.leftover)}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${p.name} ${t('chipRace.col.won')}`}
                    data-testid={`chiprace-won-${p.entryId}`}
                    disabled={!editing || forced !== null || !racing.has(p.entryId)}
                    checked={won}
                    onChange={(e) => update(p.entryId, { won: e.target.checked })}
                  />
                </td>
                <td data-testid={`chiprace-received-${p.entryId}`}>
                  {line.exchanged + (won ? 1 : 0) + (kept ? 1 : 0)}
                  {kept && <span className="muted"> · {t('chipRace.kept')}</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p data-testid="chiprace-to-race">
        {t('chipRace.toRace', {
          leftover: num(preview.leftoverTotal),
          count: preview.chipsRaced,
          chip: num(colourUp.newChip)
        })}{' '}
        {editing && forced === null && <span>{t('chipRace.pickWinners', { count: preview.chipsRaced })}</span>}
      </p>
      {recorded && (
        <p className="muted" data-testid="chiprace-recorded">
          {t('chipRace.recordedBy', {
            actor: recorded.recordedBy,
            time: dateTime(recorded.recordedAt),
            name: recorded.decidedBy.name,
            role: t(`chipRace.role.${recorded.decidedBy.role}`)
          })}{' '}
          {t('chipRace.change', {
            value: `${recorded.chipsInPlayChange > 0 ? '+' : ''}${num(recorded.chipsInPlayChange)}`
          })}
        </p>
      )}
      <div className="row">
        {recorded && (
          <label>
            {t('chipRace.reason')}{' '}
            <input
              data-testid="chiprace-reason"
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        )}
        {editing ? (
          <button data-testid="chiprace-record" onClick={record}>
            {recorded ? t('chipRace.saveCorrection') : t('chipRace.record')}
          </button>
        ) : (
          <button data-testid="chiprace-correct" onClick={onCorrect}>
            {t('chipRace.correct')}
          </button>
        )}
        {correcting && <button onClick={onCancel}>{t('chipRace.cancel')}</button>}
        {recorded && !correcting && (
          <button data-testid="chiprace-undo" onClick={onUndo}>
            {t('chipRace.undo')}
          </button>
        )}
      </div>
      {status && (
        <p className={status.ok ? 'muted' : 'error'} data-testid="chiprace-message" role="status">
          {status.text}
        </p>
      )}
    </div>
  )
}
