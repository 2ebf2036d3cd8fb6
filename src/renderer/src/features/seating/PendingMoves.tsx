import { useState, type ReactNode } from 'react'
import type { ProposalView, TableView } from '../../../../shared/core/seating'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'

/** The proposal: each move with its reason and method; one click records them all (§27.2, App. C.9). */
export function PendingMoves({
  tournamentId,
  pending,
  tables,
  onMessage
}: {
  tournamentId: string
  pending: ProposalView | null
  tables: TableView[]
  onMessage: (m: string) => void
}): ReactNode {
  const { t, explain } = useI18n()
  const command = useCommand()
  const [reason, setReason] = useState('')
  // The operator's pick (§8.4 г) or any override: another player from the same table; recorded with a reason.
  const [picks, setPicks] = useState<Record<string, string>>({})
  if (!pending) {
    return (
      <section className="card" data-testid="pending-moves">
        <h2>{t('seating.pending')}</h2>
        <p className="muted">{t('seating.noPending')}</p>
      </section>
    )
  }
  const title =
    pending.kind === 'break'
      ? t('seating.kind.break', { table: pending.closes[0] ?? '' })
      : pending.kind === 'olympic'
        ? t('seating.kind.olympic', { stage: pending.stage ?? '' })
        : t(`seating.kind.${pending.kind}`)
  return (
    <section className="card card--pending" data-testid="pending-moves">
      <h2>
        {t('seating.pending')}: {title}
      </h2>
      {pending.askFirst && <p className="warn">{t('seating.askFirst')}</p>}
      {pending.operatorPick && <p className="warn">{t('seating.operatorPick')}</p>}
      {pending.deferred && <p className="warn">{t('seating.deferred')}</p>}
      {pending.buttonsAsked.length > 0 && (
        <ButtonsAsked tournamentId={tournamentId} pending={pending} tables={tables} onMessage={onMessage} />
      )}
      {pending.shortTables.length > 0 && (
        <p className="warn">
          {pending.shortTables.map((n) => t('seating.table', { table: n })).join(', ')}: {t('seating.threeShort')}
        </p>
      )}
      <ul className="moves">
        {pending.moves.map((m) => (
          <li key={m.entryId} data-testid="pending-move">
            {t('seating.moveLine', {
              name: m.name,
              number: m.number ?? '',
              fromTable: m.from.table,
              fromSeat: m.from.seat,
              toTable: m.to.table,
              toSeat: m.to.seat
            })}
            {pending.kind === 'balance' && (
              <select
                aria-label={t('seating.pickPlayer')}
                data-testid="pick-player"
                value={picks[m.entryId] ?? m.entryId}
                onChange={(e) => setPicks({ ...picks, [m.entryId]: e.target.value })}
              >
                {(tables.find((x) => x.number === m.from.table)?.seats ?? [])
                  .filter((s) => s.entryId !== null)
                  .map((s) => (
                    <option key={s.entryId} value={s.entryId!}>
                      {s.seat}: {s.name} {s.moves > 0 ? `(${t('seating.movedBefore', { count: s.moves })})` : ''}
                    </option>
                  ))}
              </select>
            )}
            <span className="muted">
              {' '}
              · {t(`seating.player.${m.playerChoice}`)} · {t(`seating.seat.${m.seatChoice}`)}
              {m.fallback && <strong data-testid="rule-fallback"> · {t(`seating.fallback.${m.fallback}`)}</strong>}
              {m.previousMoves > 0 && <> · {t('seating.movedBefore', { count: m.previousMoves })}</>}
              {m.waitsForButton && <> · {t('seating.waitsForButton')}</>}
            </span>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          className="primary"
          data-testid="confirm-moves"
          onClick={() => {
            const changed = pending.moves.some((m) => (picks[m.entryId] ?? m.entryId) !== m.entryId)
            if (changed && !reason.trim()) return onMessage(t('seating.reasonNeeded'))
            const moves = pending.moves.map((m) => ({ entryId: picks[m.entryId] ?? m.entryId, to: m.to }))
            void command(
              changed
                ? { type: 'seating.confirm', tournamentId, proposalId: pending.id, moves }
                : { type: 'seating.confirm', tournamentId, proposalId: pending.id },
              changed ? { reason } : undefined
            ).then((r) => {
              onMessage(r.ok ? t('seating.recorded') : explain(r.error))
              if (r.ok) setPicks({})
            })
          }}
        >
          {t('seating.confirm')}
        </button>
        <input
          placeholder={t('seating.reason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={t('seating.reason')}
        />
        <button
          onClick={() => {
            if (!reason.trim()) return onMessage(t('seating.reasonNeeded'))
            void command({ type: 'seating.dismiss', tournamentId, proposalId: pending.id }, { reason }).then((r) =>
              onMessage(r.ok ? t('seating.recorded') : explain(r.error))
            )
          }}
        >
          {t('seating.dismiss')}
        </button>
      </div>
    </section>
  )
}

/**
 * §8.4, BFSP §3.1: the move waits for the current dealer button at the tables it reads. One click on
 * the seat with the button records it (`seating.buttons`, with who recorded it); the proposal then names the player.
 */
function ButtonsAsked({
  tournamentId,
  pending,
  tables,
  onMessage
}: {
  tournamentId: string
  pending: ProposalView
  tables: TableView[]
  onMessage: (m: string) => void
}): ReactNode {
  const { t, explain } = useI18n()
  const command = useCommand()
  return (
    <div className="buttons-asked" data-testid="buttons-asked">
      <p className="warn">
        {t('seating.buttonsAsked', { tables: pending.buttonsAsked.join(', ') })}
        {pending.legs.length > 0 && (
          <> ({pending.legs.map((l) => t('seating.leg', { from: l.from, to: l.to })).join('; ')})</>
        )}
      </p>
      {pending.buttonsAsked.map((number) => {
        const table = tables.find((x) => x.number === number)
        if (!table) return null
        return (
          <div key={number} className="actions" role="group" aria-label={t('seating.askButtonAt', { table: number })}>
            <span>{t('seating.askButtonAt', { table: number })}:</span>
            {table.seats
              .filter((s) => !s.outOfPlay && !s.unavailable)
              .map((s) => (
                <button
                  key={s.seat}
                  className={table.button === s.seat ? 'small primary' : 'small'}
                  data-testid={`ask-button-${number}-${s.seat}`}
                  title={[
                    s.name ?? t('seating.free'),
                    table.button === s.seat ? t('seating.buttonLastAt', { seat: s.seat }) : ''
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  onClick={() =>
                    void command({
                      type: 'seating.buttons',
                      tournamentId,
                      buttons: [{ table: number, seat: s.seat }]
                    }).then((r) => onMessage(r.ok ? t('seating.recorded') : explain(r.error)))
                  }
                >
                  {s.seat}
                </button>
              ))}
          </div>
        )
      })}
    </div>
  )
}
