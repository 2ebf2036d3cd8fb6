import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject
} from 'react'
import type { Command } from '../../../../shared/core/commands'
import { offeredEliminators } from '../../../../shared/core/results'
import type { ResultRow, ResultsView } from '../../../../shared/core/results'
import { useSubscription } from '../../common/ClientContext'
import { isTypingTarget } from '../../common/keyboard'
import { parseTableSeat, usePerOperator } from '../../common/perOperator'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { useI18n } from '../../i18n/I18n'
import { AfterTheFact, notAfterTheFact, occurredAtOf, useAfterTheFact, useServerNow } from './AfterTheFact'
import { EliminatorChooser, type EliminatorOption } from './EliminatorChooser'
import { SeatPicker, seatIndex } from './SeatPicker'
import { useSender } from './useSender'

interface Picked {
  entryId: string
  startStack: string
  tableId: string
  /** From the seating when the entry is seated (Appendix C.8); the table can still be typed by hand. */
  seat: number | null
  /** §5.10: who eliminated them — several when they split the pot (a split knockout). */
  eliminatedBy: string[]
}

/** The eliminators chosen, as the command takes them: one id, or a list for a split knockout (§5.10). */
export function eliminatorsField(chosen: readonly string[]): { eliminatedBy?: string | string[] } {
  const ids = [...new Set(chosen.filter(Boolean))]
  if (ids.length === 0) return {}
  return { eliminatedBy: ids.length === 1 ? ids[0]! : ids }
}

export const entryLabel = (r: Pick<ResultRow, 'number' | 'displayName'>): string =>
  `#${r.number ?? '—'} ${r.displayName}`

/** The results table's entries as the eliminator chooser lists them, with where each sits now. */
export function eliminatorOptions(
  rows: readonly ResultRow[],
  seats: ReadonlyMap<string, { table: number; seat: number }>
): Map<string, EliminatorOption> {
  return new Map(
    rows.map((r) => [
      r.entryId,
      {
        entryId: r.entryId,
        number: r.number,
        displayName: r.displayName,
        table: seats.get(r.entryId)?.table ?? null,
        seat: seats.get(r.entryId)?.seat ?? null,
        outLevel: r.status === 'in' ? null : r.level
      }
    ])
  )
}

/**
 * "3.5" typed anywhere on the page (not in another field): the digits go to `field`, which takes the focus — the
 * bust by table and seat from wherever the operator is (§27.6). Modified keys and keys typed in fields stay theirs.
 */
function useTypeToField(field: RefObject<HTMLInputElement | null>, type: (key: string) => void): void {
  const typed = useRef(type)
  typed.current = type
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent): void => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !/^[0-9]$/.test(e.key)) return
      if (isTypingTarget(e.target) || !field.current) return
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return
      e.preventDefault()
      typed.current(e.key)
      field.current.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [field])
}

/**
 * The floor's elimination panel (§27.6): pick the table and the seats of the players out (or type numbers or names),
 * enter start-of-hand stacks when there are several (§24.7–§24.10), confirm. A record entered after the fact says
 * when it happened (§26.14).
 */
export function EliminationPanel({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t } = useI18n()
  const { send, error, setError } = useSender()
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<Picked[]>([])
  const [level, setLevel] = useState('')
  // Remembered per operator: a tab change or a reload does not empty it.
  const [confirmedBy, setConfirmedBy] = usePerOperator('confirmedBy')
  const [tieReason, setTieReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [later, setLater] = useAfterTheFact()
  // §26.14, §27.7: the director's explicit position of a late record ('' = by level and time, 'last', or a hand id).
  const [position, setPosition] = useState('')
  const [positionReason, setPositionReason] = useState('')
  const serverNow = useServerNow()
  const inPlay = useMemo(() => view.rows.filter((r) => r.status === 'in'), [view])
  const byId = useMemo(() => new Map(view.rows.map((r) => [r.entryId, r])), [view])
  const seats = useMemo(() => seatIndex(seating), [seating])
  const inPlayIds = useMemo(() => new Set(inPlay.map((r) => r.entryId)), [inPlay])
  const label = entryLabel
  const searchRef = useRef<HTMLInputElement>(null)
  // The eliminator field of each picked bust, to take the focus once the bust is picked.
  const chooserRefs = useRef(new Map<string, HTMLInputElement>())
  const [focusChooser, setFocusChooser] = useState<string | null>(null)
  useEffect(() => {
    if (focusChooser === null) return
    chooserRefs.current.get(focusChooser)?.focus()
    setFocusChooser(null)
  }, [focusChooser, picked])
  useTypeToField(searchRef, (key) => {
    setSearch(key)
    setError(null)
  })

  const pickedIds = new Set(picked.map((p) => p.entryId))
  const needle = search.trim().toLowerCase()
  // "3.5": the player at table 3 seat 5 — the fastest way to name a bust on a busy floor.
  const place = parseTableSeat(needle)
  const atSeat = place
    ? inPlay.find((r) => seats.get(r.entryId)?.table === place.table && seats.get(r.entryId)?.seat === place.seat)
    : undefined
  const candidates = place
    ? atSeat && !pickedIds.has(atSeat.entryId)
      ? [atSeat]
      : []
    : inPlay.filter(
        (r) =>
          !pickedIds.has(r.entryId) &&
          (needle === '' || String(r.number) === needle || r.displayName.toLowerCase().includes(needle))
      )
  /** Enter in the search: pick the one match (a seat, a number, a single name); with nothing typed, record. */
  const enter = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter' || needle === '') return
    e.preventDefault()
    const exact = inPlay.find((r) => String(r.number) === needle && !pickedIds.has(r.entryId))
    const one = exact ?? (candidates.length === 1 ? candidates[0] : undefined)
    if (!one) return setError(place ? t('results.panel.noOneAt', place) : t('results.panel.pickOne'))
    setError(null)
    pick(one.entryId)
    setSearch('')
    // Next: who knocked them out, typed at once (their seat, number or name).
    setFocusChooser(one.entryId)
  }
  const levelValue = level !== '' ? level : String(registration?.position?.level ?? view.hands[0]?.level ?? 1)
  const several = picked.length > 1
  const needsOrder = several && (view.rules.tieRule === 'director' || view.rules.tieRule === 'other')
  const laterAt = occurredAtOf(later, serverNow())
  // §27.6, §26.14: the eliminators the core accepts for this hand, placed where the core will place it — players in
  // play, and for a paper record of an earlier level those who went out after it; never a player already out.
  const options = eliminatorOptions(view.rows, seats)
  const offered = offeredEliminators(
    view.hands,
    {
      handId: '(new)',
      level: Number(levelValue),
      ...(typeof laterAt === 'number' ? { occurredAt: laterAt } : {}),
      ...(later.open && position !== '' ? { position: { before: position === 'last' ? null : position } } : {}),
      busts: picked.map((p) => ({ entryId: p.entryId, eliminatedBy: p.eliminatedBy }))
    },
    view.rows.filter((r) => r.status === 'in' || r.status === 'eliminated').map((r) => r.entryId)
  )

  const record = (e: FormEvent): void => {
    e.preventDefault()
    if (picked.length === 0) return
    const occurredAt = occurredAtOf(later, serverNow())
    const names = picked.map((p) => byId.get(p.entryId)?.displayName ?? '?').join(', ')
    const command: Command = {
      type: 'results.recordHand',
      tournamentId,
      level: Number(levelValue),
      confirmedBy,
      busts: picked.map((p) => ({
        entryId: p.entryId,
        startStack: (parseNumber(p.startStack) ?? 0) as number,
        ...(p.tableId.trim() ? { tableId: p.tableId.trim() } : {}),
        ...(p.seat !== null && p.tableId.trim() === String(seats.get(p.entryId)?.table) ? { seat: p.seat } : {}),
        ...eliminatorsField(p.eliminatedBy)
      })),
      ...(needsOrder
        ? { tieOrder: { order: picked.map((p) => p.entryId), reason: tieReason, decidedBy: confirmedBy } }
        : {}),
      ...(later.open && position !== ''
        ? {
            position: {
              before: position === 'last' ? null : position,
              reason: positionReason,
              decidedBy: confirmedBy
            }
          }
        : {})
    }
    void send(command, view.approval ? tieReason || undefined : undefined, occurredAt).then((ok) => {
      if (!ok) return
      setPicked([])
      setSearch('')
      setTieReason('')
      setPosition('')
      setPositionReason('')
      // The next record is one made now unless the operator gives another time.
      setLater(later.open ? { open: true, time: '' } : notAfterTheFact)
      setMessage(t('results.panel.recorded', { names }))
      searchRef.current?.focus() // ready for the next bust
    })
  }

  // An entry picked by number or name gets its table and seat from the seating, when it is seated.
  const pick = (entryId: string, at = seats.get(entryId)): void =>
    setPicked((list) =>
      list.some((p) => p.entryId === entryId)
        ? list
        : [
            ...list,
            { entryId, startStack: '', tableId: at ? String(at.table) : '', seat: at?.seat ?? null, eliminatedBy: [] }
          ]
    )
  const update = (entryId: string, patch: Partial<Picked>): void =>
    setPicked((list) => list.map((p) => (p.entryId === entryId ? { ...p, ...patch } : p)))

  return (
    <form className="card results-panel" onSubmit={record} data-testid="elimination-panel">
      <h2>{t('results.panel.title')}</h2>
      <p className="muted">{t('results.panel.hint')}</p>
      <p className="muted">
        {t('results.remaining', { remaining: view.remaining, entrants: view.entrants })} ·{' '}
        {t('results.panel.tieRule', { rule: t(`results.tieRule.${view.rules.tieRule}`) })}
      </p>
      {view.winner && (
        <p className="badge" data-testid="results-winner">
          {t('results.winner', { name: view.winner.displayName })}
        </p>
      )}
      <div className="row">
        <label>
          {t('results.panel.level')}
          <input
            type="number"
            min={1}
            // §26.14: no level the clock has not reached (the core refuses it too, naming the level it is at).
            {...(registration?.position ? { max: registration.position.level } : {})}
            value={levelValue}
            onChange={(e) => setLevel(e.target.value)}
            data-testid="elim-level"
          />
        </label>
        <label>
          {t('results.panel.confirmedBy')}
          <input
            maxLength={80}
            value={confirmedBy}
            onChange={(e) => setConfirmedBy(e.target.value)}
            data-testid="elim-confirmed-by"
            required
          />
        </label>
      </div>
      {seating?.drawn && (
        <SeatPicker
          seating={seating}
          inPlay={inPlayIds}
          picked={pickedIds}
          onPick={(p) => {
            pick(p.entryId, { table: p.table, seat: p.seat })
            setFocusChooser(p.entryId)
          }}
        />
      )}
      <input
        ref={searchRef}
        placeholder={t('results.panel.search')}
        maxLength={200}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={enter}
        aria-label={t('results.panel.search')}
        data-testid="elim-search"
      />
      {place && (
        <p className="muted" data-testid="elim-seat-hit">
          {atSeat ? t('results.panel.atSeat', { ...place, name: label(atSeat) }) : t('results.panel.noOneAt', place)}
        </p>
      )}
      {/* For the mouse: the keyboard's way is the search field above (its Enter picks the one match), so Tab goes
          from it straight to the players picked, not through a button per entry. */}
      <div className="pick-list">
        {candidates.slice(0, 40).map((r) => (
          <button
            type="button"
            key={r.entryId}
            tabIndex={-1}
            className="pick"
            data-testid={`pick-${r.number ?? r.entryId}`}
            onClick={() => pick(r.entryId)}
          >
            {label(r)}
          </button>
        ))}
      </div>
      {picked.length > 0 && (
        <table className="picked">
          <thead>
            <tr>
              <th>{t('results.col.name')}</th>
              {several && <th>{t('results.panel.startStack')}</th>}
              <th>{t('results.panel.table')}</th>
              <th>{t('results.panel.eliminatedBy')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {picked.map((p) => {
              const r = byId.get(p.entryId)
              return (
                <tr key={p.entryId} data-testid={`picked-${r?.number ?? p.entryId}`}>
                  <td>{r ? label(r) : p.entryId}</td>
                  {several && (
                    <td>
                      <input
                        type="number"
                        min={0}
                        required
                        value={p.startStack}
                        onChange={(e) => update(p.entryId, { startStack: e.target.value })}
                        data-testid={`stack-${r?.number ?? p.entryId}`}
                      />
                    </td>
                  )}
                  <td>
                    <input
                      className="narrow"
                      maxLength={64}
                      value={p.tableId}
                      onChange={(e) => update(p.entryId, { tableId: e.target.value })}
                      aria-label={t('results.panel.table')}
                    />
                    {p.seat !== null && p.tableId.trim() === String(seats.get(p.entryId)?.table) && (
                      <span className="muted"> {t('results.panel.seatN', { seat: p.seat })}</span>
                    )}
                  </td>
                  <td className="eliminators">
                    {/* §5.10: a split pot knocks the player out by two or more: each is chosen in turn. */}
                    <EliminatorChooser
                      ref={(el) => {
                        if (el) chooserRefs.current.set(p.entryId, el)
                        else chooserRefs.current.delete(p.entryId)
                      }}
                      label={`${t('results.panel.eliminatedBy')}: ${r?.displayName ?? p.entryId}`}
                      options={(offered.get(p.entryId) ?? []).flatMap((id) => options.get(id) ?? [])}
                      named={(id) => options.get(id)}
                      bustTable={seats.get(p.entryId)?.table ?? null}
                      chosen={p.eliminatedBy}
                      onChange={(eliminatedBy) => update(p.entryId, { eliminatedBy })}
                      testId={`eliminator-${r?.number ?? p.entryId}`}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      onClick={() => setPicked((list) => list.filter((x) => x.entryId !== p.entryId))}
                    >
                      {t('results.panel.remove')}
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <AfterTheFact
        value={later}
        onChange={setLater}
        testId="elim-after-the-fact"
        hint={
          <>
            <p className="muted">{t('afterTheFact.levelHint')}</p>
            {/* §26.14: a late record is placed by its level and time; later busts move (the journal shows each). */}
            {typeof laterAt === 'number' && view.hands.some((h) => h.occurredAt > laterAt) && (
              <p className="muted" data-testid="elim-later-hands">
                {t('afterTheFact.laterHands')}
              </p>
            )}
            {view.hands.length > 0 && (
              <div className="row">
                <label>
                  {t('results.panel.position')}
                  <select value={position} onChange={(e) => setPosition(e.target.value)} data-testid="elim-position">
                    <option value="">{t('results.panel.positionAuto')}</option>
                    {view.hands.map((h) => (
                      <option key={h.handId} value={h.handId}>
                        {t('results.panel.positionBefore', {
                          names: h.entries.map((x) => x.displayName).join(', '),
                          level: h.level
                        })}
                      </option>
                    ))}
                    <option value="last">{t('results.panel.positionLast')}</option>
                  </select>
                </label>
                {position !== '' && (
                  <label>
                    {t('results.panel.positionReason')}
                    <input
                      maxLength={1000}
                      value={positionReason}
                      onChange={(e) => setPositionReason(e.target.value)}
                      data-testid="elim-position-reason"
                      required
                    />
                  </label>
                )}
              </div>
            )}
          </>
        }
      />
      {(needsOrder || (view.approval && picked.length > 0)) && (
        <label>
          {t('results.panel.tieReason')}
          <input maxLength={1000} value={tieReason} onChange={(e) => setTieReason(e.target.value)} required />
        </label>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={picked.length === 0} data-testid="record-elimination">
          {t('results.panel.confirm', { count: picked.length })}
        </button>
      </div>
      {message && (
        <p className="muted" data-testid="elim-message">
          {message}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
