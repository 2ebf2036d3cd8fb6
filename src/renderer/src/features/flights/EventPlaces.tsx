import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/I18n'
import type { EventPlaceRow } from './api'

/**
 * The places across the whole event (§5.5 г): the Day 2's own places, then the flight players who did not advance —
 * sharing the places after the Day 2 field or listed without a place, as announced — each naming its flight.
 */
export function EventPlaces({ rows }: { rows: readonly EventPlaceRow[] }): ReactNode {
  const { t } = useI18n()
  return (
    <>
      <h3>{t('multiDay.places.title')}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('multiDay.places.none')}</p>
      ) : (
        <table className="grid" data-testid="event-places">
          <thead>
            <tr>
              <th>{t('multiDay.places.place')}</th>
              <th>{t('multiDay.bag.player')}</th>
              <th>{t('multiDay.event.flight')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entryId}>
                <td className="num">
                  {row.place === null
                    ? t(row.day2 ? 'multiDay.places.inPlay' : 'multiDay.places.unplaced')
                    : row.placeTo && row.placeTo !== row.place
                      ? `${row.place}–${row.placeTo}`
                      : row.place}
                </td>
                <td>{row.name}</td>
                <td>{row.flightLabel ?? t('multiDay.places.day2')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
