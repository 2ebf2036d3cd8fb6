import { useState, type ReactNode } from 'react'
import type { PhoneStanding, PhoneCard, PhoneView } from '../../../../shared/core/phone'
import { placeLabel } from '../../../../shared/core/results'
import type { HallT } from '../hall/i18n'
import { currentSeat, currentStanding, find, seatMarks, tableLabel, type FindResult, type Me } from './seat'

/**
 * "My seat": found by public name or the card's number, remembered; the seat, or where the player stands
 * without one — registered before the draw, on the waiting list, out with the place (and re-entry when the desk
 * would take it, §5.6).
 */
export function MySeat({
  me,
  setMe,
  view,
  card,
  t
}: {
  me: Me | null
  setMe: (me: Me | null) => void
  view: PhoneView
  card: PhoneCard | null | undefined
  t: HallT
}): ReactNode {
  const [input, setInput] = useState('')
  const [result, setResult] = useState<FindResult | null>(null)
  if (me) {
    const seen = { seats: view.seats, entrants: view.entrants, card }
    const seat = currentSeat(me, seen)
    const standing = seat ? null : currentStanding(me, seen)
    const name = me.name || standing?.name
    // At the final table, the button and the blinds as the hall display marks them (heads-up: D · SB, §21.6).
    const marks = seatMarks(view.display.seating?.finalTable, seat)
    const out = [
      ...(view.display.results?.finalStandings ?? []),
      ...(view.display.results?.lastEliminations ?? [])
    ].find((p) => p.name === me.name)
    return (
      <section className="phone__card phone__seat" data-testid="phone-my-seat">
        <h2>{t('phone.mySeat')}</h2>
        {name && (
          <p className="phone__name" data-testid="phone-my-name">
            {name}
          </p>
        )}
        {seat ? (
          <div className="phone__where" data-testid="phone-seat" data-table={seat.table} data-seat={seat.seat}>
            <div>
              <span className="phone__muted">{t('phone.table')}</span>
              <b>{seat.table}</b>
              {view.tableNames?.[seat.table] && (
                // The hall's name of the table under its number (§8.1): the number stays what the floor calls out.
                <span className="phone__table-name" data-testid="phone-table-name">
                  {view.tableNames[seat.table]}
                </span>
              )}
            </div>
            <div>
              <span className="phone__muted">{t('phone.seatWord')}</span>
              <b>{seat.seat}</b>
            </div>
            {marks && (
              <div data-testid="phone-seat-marks">
                <span className="phone__muted">{t('phone.nextHand')}</span>
                <b>{marks.map((m) => t(`hall.mark.${m}`)).join(' · ')}</b>
              </div>
            )}
          </div>
        ) : standing ? (
          <Standing standing={standing} drawn={view.seats.length > 0} entries={view.display.stats?.entries} t={t} />
        ) : out ? (
          <p data-testid="phone-my-place">
            {t('phone.myPlace', { name: out.name, place: placeLabel(out.place, out.placeTo) })}
          </p>
        ) : me.kind === 'card' && card === undefined ? null : me.kind === 'card' && !me.name ? (
          <p className="phone__error" role="alert">
            {t('phone.find.noCard', { number: me.card ?? '' })}
          </p>
        ) : (
          <p>{t('phone.notSeated', { name: me.name })}</p>
        )}
        <button type="button" data-testid="phone-not-me" onClick={() => setMe(null)}>
          {t('phone.notMe')}
        </button>
      </section>
    )
  }
  const submit = (): void => {
    const found = find(input, view.seats, view.seats.length > 0, view.entrants)
    setResult(found)
    if (found.kind === 'found') setMe(found.me)
    if (found.kind === 'card') setMe({ kind: 'card', name: '', card: found.number, last: null, moved: null })
  }
  return (
    <section className="phone__card phone__seat" data-testid="phone-find">
      <h2>{t('phone.mySeat')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor="phone-find-input">{t('phone.find.label')}</label>
        <div className="phone__row">
          <input
            id="phone-find-input"
            data-testid="phone-find-input"
            autoComplete="off"
            maxLength={80}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" data-testid="phone-find-button">
            {t('phone.find.button')}
          </button>
        </div>
      </form>
      {result && result.kind !== 'found' && result.kind !== 'card' && (
        <div className="phone__error" role="alert" data-testid="phone-find-message">
          {result.kind === 'empty' && t('phone.find.empty')}
          {result.kind === 'notDrawn' && t('phone.find.notRegistered', { name: result.name })}
          {result.kind === 'none' && t('phone.find.none', { name: result.name })}
          {result.kind === 'noCard' && t('phone.find.noCard', { number: result.number })}
          {result.kind === 'pick' && (
            <>
              <p>{t('phone.find.pick')}</p>
              {result.seats.map((s) => (
                <button
                  type="button"
                  key={`${s.table}/${s.seat}`}
                  onClick={() =>
                    setMe({ kind: 'name', name: s.name, last: { table: s.table, seat: s.seat }, moved: null })
                  }
                >
                  {t('phone.seat', { table: tableLabel(s.table, view.tableNames), seat: s.seat })}
                </button>
              ))}
            </>
          )}
          {result.kind === 'choose' && (
            <>
              <p>{t('phone.find.choose', { name: result.name })}</p>
              {result.options.map((o) => (
                <button
                  type="button"
                  key={o.seat ? `${o.seat.table}/${o.seat.seat}` : o.name}
                  data-testid="phone-find-choice"
                  onClick={() =>
                    setMe({
                      kind: 'name',
                      name: o.name,
                      last: o.seat && { table: o.seat.table, seat: o.seat.seat },
                      moved: null
                    })
                  }
                >
                  {o.seat
                    ? `${o.name} — ${t('phone.seat', { table: tableLabel(o.seat.table, view.tableNames), seat: o.seat.seat })}`
                    : o.name}
                </button>
              ))}
            </>
          )}
          {result.kind === 'many' && t('phone.find.many', { name: result.name, count: result.count })}
        </div>
      )}
    </section>
  )
}

/** Where a player stands without a seat, in the page's language; the place as the results show it ("5–6"). */
function Standing({
  standing,
  drawn,
  entries,
  t
}: {
  standing: PhoneStanding
  drawn: boolean
  entries: number | undefined
  t: HallT
}): ReactNode {
  const place = standing.place !== undefined ? placeLabel(standing.place, standing.placeTo ?? standing.place) : null
  const text =
    standing.status === 'registered'
      ? t(drawn ? 'phone.status.noSeat' : 'phone.status.notDrawn')
      : standing.status === 'waiting'
        ? t('phone.status.waiting', { position: standing.waiting ?? '' })
        : standing.status === 'winner'
          ? t('phone.status.winner')
          : place === null
            ? t('phone.status.outNoPlace')
            : entries
              ? t('phone.status.out', { place, entries })
              : t('phone.status.outPlace', { place })
  return (
    <div className="phone__standing" data-testid="phone-status" data-status={standing.status}>
      <p className="phone__status-text" data-testid="phone-status-text">
        {text}
      </p>
      {standing.reentry && (
        <p className="phone__hint" data-testid="phone-reentry">
          {t('phone.status.reentry')}
        </p>
      )}
    </div>
  )
}
