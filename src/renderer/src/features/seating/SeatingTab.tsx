import { useMemo, useState, type ReactNode } from 'react'
import { stageLabel } from '../../../../shared/core/protocol'
import { useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { FloorMap, type Picked } from './FloorMap'
import { PendingMoves } from './PendingMoves'
import { PlayChanges } from './PlayChanges'
import { SeatingPrint } from './SeatingPrint'
import { SetupForm } from './SetupForm'

/** A seat of the floor map, to give the keyboard focus back to after a move is recorded or cancelled. */
const seatOnMap = (at: { table: number; seat: number }): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-seat-key="${at.table}/${at.seat}"]`)

/** Tables and seats of one tournament: setup, the draw, the floor map, proposed moves, manual moves, printing. */
export function SeatingTab({
  tournamentId,
  tournamentName
}: {
  tournamentId: string
  tournamentName: string
}): ReactNode {
  const { t, explain, language } = useI18n()
  const command = useCommand()
  const view = useSubscription({ topic: 'seating', tournamentId })
  const [message, setMessage] = useState<string | null>(null)
  const [picked, setPicked] = useState<Picked | null>(null)
  const [target, setTarget] = useState<{ table: number; seat: number } | null>(null)
  const [reason, setReason] = useState('')
  const [search, setSearch] = useState('')
  const [printing, setPrinting] = useState(false)
  // A number called out in the hall after the commitment was shown, mixed into the draw.
  const [hallNumber, setHallNumber] = useState('')

  const found = useMemo(() => {
    const q = search.trim().toLowerCase()
    if (!q || !view) return null
    for (const table of view.tables)
      for (const s of table.seats)
        if (s.name?.toLowerCase().includes(q))
          return { table: table.number, seat: s.seat, name: s.name, entryId: s.entryId! }
    return null
  }, [search, view])

  if (view === undefined) return <p className="muted">{t('app.connecting')}</p>
  if (view === null) return <p className="error">{t('error.tournament.notFound')}</p>
  if (!view.configured) return <SetupForm tournamentId={tournamentId} buttonless={view.buttonless} />
  if (printing)
    return (
      <SeatingPrint tournamentId={tournamentId} tournamentName={tournamentName} onClose={() => setPrinting(false)} />
    )

  const say = (r: { ok: true } | { ok: false; error: Parameters<typeof explain>[0] }): void =>
    setMessage(r.ok ? t('seating.recorded') : explain(r.error))

  return (
    <section className="seating" data-testid="seating">
      <div className="section-head">
        <h2>{t('seating.title')}</h2>
        {view.drawn ? (
          <span data-testid="seating-status" className={view.unbalanced ? 'warn' : 'muted'}>
            {t('seating.players', { players: view.players, tables: view.openTables })} ·{' '}
            {view.stage
              ? t('seating.shootoutStage', { stage: stageLabel(view.stage.name, language) })
              : view.unbalanced
                ? t('seating.unbalanced', { tolerance: view.rules?.tolerance ?? 1 })
                : view.pending
                  ? t('seating.movesPending', { count: view.pending.moves.length }) // never "balanced" while moves wait
                  : t('seating.balanced')}
          </span>
        ) : (
          <>
            <button
              className="primary"
              data-testid="draw-seats"
              onClick={() =>
                void command(
                  hallNumber.trim()
                    ? { type: 'seating.draw', tournamentId, hallNumber: hallNumber.trim() }
                    : { type: 'seating.draw', tournamentId }
                ).then(say)
              }
            >
              {t('seating.draw')}
            </button>
            <input
              data-testid="draw-hall-number"
              aria-label={t('seating.hallNumber')}
              placeholder={t('seating.hallNumber')}
              value={hallNumber}
              maxLength={40}
              onChange={(e) => setHallNumber(e.target.value)}
            />
            <span className="muted">{t('seating.drawHint')}</span>
            {view.drawCheck && (
              <span className="muted" data-testid="draw-commitment">
                {t('seating.drawCommitment', { hash: view.drawCheck.commitment })}
              </span>
            )}
          </>
        )}
      </div>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
      {view.drawn && (
        <>
          <div className="toolbar no-print">
            <label>
              {t('seating.find')}
              <input
                data-testid="seating-find"
                maxLength={200}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
            {search.trim() && (
              <span data-testid="seating-found">
                {found
                  ? t('seating.findResult', { name: found.name, table: found.table, seat: found.seat })
                  : t('seating.notFound')}
              </span>
            )}
            <label className="check">
              <input
                type="checkbox"
                checked={view.handForHand}
                onChange={(e) =>
                  void command({ type: 'seating.handForHand', tournamentId, on: e.target.checked }).then(say)
                }
              />
              {t('seating.handForHand')}
            </label>
            <label className="check">
              <input
                type="checkbox"
                data-testid="show-list"
                checked={view.showList}
                onChange={(e) =>
                  void command({ type: 'seating.showList', tournamentId, on: e.target.checked }).then(say)
                }
              />
              {t('seating.showList')}
            </label>
            <button onClick={() => void command({ type: 'seating.propose', tournamentId }).then(say)}>
              {t('seating.proposeNow')}
            </button>
            <button onClick={() => setPrinting(true)}>{t('seating.print')}</button>
          </div>
          <PendingMoves
            tournamentId={tournamentId}
            pending={view.pending}
            tables={view.tables}
            onMessage={setMessage}
          />
          {view.unseated.length > 0 && (
            <section className="card" data-testid="unseated">
              <h3>{t('seating.unseated')}</h3>
              <ul className="moves">
                {view.unseated.map((u) => (
                  <li key={u.entryId}>
                    {u.name} {u.number !== null && <span className="muted">#{u.number}</span>}{' '}
                    <button
                      className="small"
                      onClick={() => void command({ type: 'seating.seat', tournamentId, entryId: u.entryId }).then(say)}
                    >
                      {t('seating.seatByDraw')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="card no-print" data-testid="manual-move" aria-live="polite">
            <h3>{t('seating.manualMove')}</h3>
            {!picked && <p className="muted">{t('seating.manualHint')}</p>}
            {picked && !target && <p>{t('seating.selected', { name: picked.name })}</p>}
            {picked && target && (
              // A form: Enter in the reason records the move (a seat dropped on by keyboard brings the focus here).
              <form
                className="actions"
                onSubmit={(e) => {
                  e.preventDefault()
                  if (!reason.trim()) return setMessage(t('seating.reasonNeeded'))
                  void command(
                    { type: 'seating.move', tournamentId, entryId: picked.entryId, to: target },
                    { reason }
                  ).then((r) => {
                    say(r)
                    if (r.ok) {
                      setPicked(null)
                      setTarget(null)
                      setReason('')
                      // The keyboard goes on from the seat the player now sits in.
                      seatOnMap(target)?.focus()
                    }
                  })
                }}
              >
                <span>
                  {picked.name}: {t('seating.moveTo', { table: target.table, seat: target.seat })}
                </span>
                <input
                  aria-label={t('seating.reason')}
                  placeholder={t('seating.reason')}
                  data-testid="manual-move-reason"
                  maxLength={1000}
                  value={reason}
                  autoFocus
                  onChange={(e) => setReason(e.target.value)}
                />
                <button className="primary" type="submit">
                  {t('seating.manualMove')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setPicked(null)
                    setTarget(null)
                    seatOnMap(picked)?.focus()
                  }}
                >
                  {t('seating.cancel')}
                </button>
              </form>
            )}
          </section>
          <FloorMap
            tables={view.tables}
            room={view}
            picked={picked}
            found={found?.entryId ?? null}
            moves={view.pending?.moves ?? []}
            trackButtons={view.trackButtons}
            buttonsAsked={view.pending?.buttonsAsked ?? []}
            onButtonSeat={(table, seat) =>
              void command({ type: 'seating.buttons', tournamentId, buttons: [{ table, seat }] }).then(say)
            }
            shootout={view.stage !== null}
            onPick={(p) => {
              setPicked(p)
              setTarget(null)
            }}
            onDrop={(table, seat) => picked && setTarget({ table, seat })}
            onAdvanceButton={(table) =>
              void command({ type: 'seating.button', tournamentId, table, seat: 'advance' }).then(say)
            }
            onBreak={(table) => void command({ type: 'seating.propose', tournamentId, breakTable: table }).then(say)}
          />
          <PlayChanges tournamentId={tournamentId} view={view} onMessage={setMessage} />
          <p className="muted" data-testid="draw-chain">
            {view.drawChainIntact ? t('seating.drawChain', { count: view.draws.length }) : t('seating.drawChainBroken')}
            {view.draws.length > 0 && <> · {view.draws.at(-1)!.hash.slice(0, 16)}…</>}
          </p>
          {view.drawCheck?.seed && (
            <p className="muted" data-testid="draw-proof">
              {t('seating.drawCommitment', { hash: view.drawCheck.commitment })} ·{' '}
              {t('seating.drawSeed', { seed: view.drawCheck.seed })}
            </p>
          )}
        </>
      )}
    </section>
  )
}
