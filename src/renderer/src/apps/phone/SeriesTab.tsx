import type { ReactNode } from 'react'
import type { PhoneSeries } from '../../../../shared/core/phone'
import { placeLabel } from '../../../../shared/core/results'
import { asOfText } from '../hall/format'
import type { HallLanguage, HallT } from '../hall/i18n'
import type { Me } from './seat'

/**
 * The series tab of a player's phone (§12.13, §28.7): the standings, and the player's own rating and
 * results in each event of the series, found by the public name they chose on the clock tab.
 */
export function SeriesTab({
  series,
  me,
  t,
  language
}: {
  series: PhoneSeries | null | undefined
  me: Me | null
  t: HallT
  language: HallLanguage
}): ReactNode {
  if (series === undefined) return null
  if (series === null)
    return (
      <p className="phone__card" data-testid="phone-series-none">
        {t('phone.series.none')}
      </p>
    )
  const points = (n: number): string => n.toLocaleString(language, { maximumFractionDigits: 2 })
  // A message's plural is chosen by the number itself (1 point, 2 points), so it goes in as a number, to 2 places.
  const exact = (n: number): number => Math.round(n * 100) / 100
  const name = me?.name || null
  const mine = name ? series.standings.find((r) => r.name === name) : undefined
  const results = name ? series.results.filter((r) => r.name === name) : []
  // §28.9: the federation's points of the player the phone follows, as of the hall's last pull; no copy or no link,
  // no section.
  const federation = name ? series.federation?.rows.filter((r) => r.player === name) : undefined
  const federationCard = federation && federation.length > 0 && (
    <section className="phone__card" data-testid="phone-series-federation">
      <h2>{t('phone.federation.title')}</h2>
      <ol className="phone__list">
        {federation.map((r) => (
          <li key={r.series} className="phone__row-split" data-testid="phone-federation-row">
            <span>{r.series}</span>
            <span className="phone__points">
              {t('phone.federation.row', { place: placeLabel(r.rank, r.rankTo), points: exact(r.points) })}
            </span>
          </li>
        ))}
      </ol>
      <p className="phone__muted" data-testid="phone-federation-as-of">
        {t('phone.federation.asOf', {
          date: asOfText(series.federation!.pulledAt, language, series.federation!.timeZone)
        })}
      </p>
    </section>
  )
  // A tournament of no series of the hall: the tab is there for the federation's points alone (§28.9).
  if (!series.ownSeries)
    return (
      federationCard || (
        <p className="phone__card phone__muted" data-testid="phone-series-find-first">
          {name ? t('phone.federation.none', { name }) : t('phone.series.findFirst')}
        </p>
      )
    )
  return (
    <>
      <section className="phone__card" data-testid="phone-series-mine">
        <h2>{t('phone.series.mine')}</h2>
        {!name ? (
          <p className="phone__muted">{t('phone.series.findFirst')}</p>
        ) : (
          <>
            <p className="phone__name" data-testid="phone-series-my-rank">
              {mine
                ? t('phone.series.myRank', {
                    name,
                    rank: placeLabel(mine.rank, mine.rankTo),
                    points: exact(mine.points)
                  })
                : t('phone.series.notRanked', { name })}
            </p>
            {results.length > 0 && (
              <ol className="phone__list" data-testid="phone-series-my-results">
                {results.map((r) => {
                  const event = series.events[r.event]
                  return (
                    <li key={r.key} className="phone__row-split">
                      <span>
                        {event?.name ?? '?'} <span className="phone__muted phone__nowrap">{event?.date}</span>
                      </span>
                      <span className="phone__points">
                        {t('phone.series.result', { place: placeLabel(r.place, r.placeTo), points: exact(r.points) })}
                      </span>
                    </li>
                  )
                })}
              </ol>
            )}
          </>
        )}
      </section>
      {federationCard}
      <section className="phone__card" data-testid="phone-series-standings">
        <h2>{t('phone.series.standings', { name: series.name })}</h2>
        <p className="phone__muted">
          {t('phone.series.events', {
            count: series.events.length,
            counted: series.events.filter((e) => e.counted).length
          })}
        </p>
        {series.standings.length === 0 ? (
          <p className="phone__muted">{t('phone.series.empty')}</p>
        ) : (
          <ol className="phone__list">
            {series.standings.map((r) => (
              <li
                key={r.name}
                className={`phone__row-split ${r.name === name ? 'is-me' : ''}`}
                data-testid="phone-series-row"
                data-me={r.name === name ? 'yes' : 'no'}
              >
                <span>
                  <b>{placeLabel(r.rank, r.rankTo)}.</b> {r.name}
                  {r.lotPending && <span className="phone__muted"> · {t('phone.series.lot')}</span>}
                </span>
                <span className="phone__points">{points(r.points)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}
