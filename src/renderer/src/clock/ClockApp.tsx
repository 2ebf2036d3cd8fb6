import { useCallback, useEffect, type ReactNode } from 'react'
import type { ClockReading } from '../../../shared/core/clock/reading'
import { levelNumbers } from '../../../shared/core/clock/structure'
import type { PublicClock } from '../../../shared/core/clock/views'
import type { PublicDisplay } from '../../../shared/core/views'
import { Connect } from '../common/Connect'
import { useSubscription } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { chips, displayedSeconds, formatDuration, itemTitle, stakes } from './format'
import { useClockReading, type ShotReading } from './useClockReading'
import { useClockSounds } from './useClockSounds'
import { useWakeLock } from './useWakeLock'
import { HallSeating } from '../seating/HallSeating'
import { HallResults } from '../results/HallResults'
import { useResolvedMedia } from './media'

/** The hall display: read-only, public data only. */
export function ClockApp({ params }: { params: URLSearchParams }): ReactNode {
  const tournamentId = params.get('t') ?? undefined
  return (
    <Connect role="display">
      <ClockScreen {...(tournamentId ? { tournamentId } : {})} />
    </Connect>
  )
}

function ClockScreen({ tournamentId }: { tournamentId?: string }): ReactNode {
  const { t } = useI18n()
  const display = useSubscription({ topic: 'display', ...(tournamentId ? { tournamentId } : {}) })
  const tournament = display?.tournament
  const clock = display?.clock ?? null
  const theme = clock?.display.theme ?? 'dark'
  const media = useResolvedMedia(clock?.display)
  useEffect(() => {
    document.body.dataset.theme = theme
  }, [theme])
  return (
    <div className={`clock clock--${theme}`} data-testid="clock" data-theme={theme}>
      <header className="clock__head">
        {media.logo && <img className="clock__logo" src={media.logo} alt="" />}
        <div>
          <h1 className="clock__name" data-testid="clock-tournament-name">
            {tournament ? tournament.name : t('clock.noTournament')}
          </h1>
          {tournament && (
            <p className="clock__sub">
              {[tournament.venue, tournament.date, t(`discipline.${tournament.discipline}`), t(`betting.${tournament.bettingFormat}`)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      </header>
      {display?.results?.finalStandings ? (
        <main className="clock__body">
          <p className="clock__finished" data-testid="clock-finished">{t('clock.finished')}</p>
        </main>
      ) : clock?.structure && display ? (
        <ClockFace clock={clock} display={display} />
      ) : (
        <main className="clock__body">
          <p className="clock__waiting">{t('clock.waiting')}</p>
        </main>
      )}
      {/* Seat changes and the last eliminations share a strip below the clock, in the flow, so nothing covers it. */}
      <footer className="clock__footer">
        {display?.results && <HallResults results={display.results} />}
        {display?.seating && <HallSeating seating={display.seating} />}
      </footer>
    </div>
  )
}

function ClockFace({ clock, display }: { clock: PublicClock; display: PublicDisplay }): ReactNode {
  const { t, language } = useI18n()
  const { reading, shot } = useClockReading(clock)
  const structure = clock.structure!
  const numbers = levelNumbers(structure)
  const announce = useCallback(
    (r: ClockReading): string => {
      const item = structure.items[r.index]
      return item?.kind === 'level' ? `${t('clock.level', { number: r.levelNumber ?? '' })}. ${stakes(item, t, language).join(', ')}` : ''
    },
    [structure, t, language]
  )
  useClockSounds(clock, reading, shot, announce, language)
  useWakeLock(reading?.status === 'running' || reading?.status === 'scheduled' || reading?.status === 'paused')
  if (!reading || !reading.item) return null
  const item = reading.item
  const isBreak = reading.inBreak
  const level = item.kind === 'level' ? item : null
  const timeMs = reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs
  const time = formatDuration(timeMs)
  const hfh = clock.handForHand
  const stats = display.stats
  const late = display.lateRegistration
  const awards = display.awards
  const bigBlind = level?.bigBlind ?? reading.nextLevel?.bigBlind ?? 0
  // §29.70: the new level is announced unmistakably on screen too — highlighted for its first 15 seconds (derived from
  // the reading, so no extra timer).
  const justChanged = reading.status === 'running' && reading.index > 0 && !reading.ended && item.seconds * 1000 - reading.remainingMs < 15_000
  const warning = clock.display.warningSeconds > 0 && reading.status === 'running' && !isBreak && !reading.ended && timeMs <= clock.display.warningSeconds * 1000

  return (
    <main className={`clock__face${isBreak ? ' clock__face--break' : ''}`} data-testid="clock-face" data-status={reading.status} data-index={reading.index}>
      {hfh.on && (
        <div className="clock__hfh" data-testid="clock-hfh" role="status">
          {t('clock.handForHand')} · {t('clock.handsPlayed', { count: hfh.hands })}
        </div>
      )}
      <div className="clock__level" data-testid="clock-level">
        {reading.status === 'scheduled' ? t('clock.startsIn') : isBreak ? itemTitle(item, null, t) : itemTitle(item, numbers[reading.index] ?? null, t)}
        {level?.game && <span className="clock__game"> · {level.game}</span>}
        {reading.status === 'paused' && <span className="clock__paused" data-testid="clock-paused"> · {t('clock.paused')}</span>}
        {reading.status === 'idle' && <span className="clock__paused"> · {t('clock.notStarted')}</span>}
        {justChanged && !isBreak && <span className="clock__paused" data-testid="clock-new-level"> · {t('clock.newLevel')}</span>}
      </div>
      {/* The digits take the height the rest of the screen leaves them (container units): never under the strip. */}
      <div className="clock__timebox">
        <div
          className={`clock__time${time.length > 5 ? ' clock__time--long' : ''}${warning ? ' clock__time--warning' : ''}${reading.status === 'paused' ? ' clock__time--paused' : ''}`}
          data-testid="clock-time"
          data-seconds={displayedSeconds(timeMs)}
        >
          {time}
        </div>
      </div>
      {isBreak ? (
        <div className="clock__stakes">
          {item.kind === 'break' && item.colorUp && <div className="clock__colorup" data-testid="clock-colorup">{item.colorUp}</div>}
          {reading.nextLevel && (
            <div className="clock__next">
              {t('clock.next')}: {t('clock.level', { number: reading.levelNumber ?? '' })} · {stakes(reading.nextLevel, t, language).join(' · ')}
            </div>
          )}
        </div>
      ) : (
        <div className={`clock__stakes${justChanged ? ' clock__stakes--new' : ''}`} data-testid="clock-stakes">
          {level ? stakes(level, t, language).join(' · ') : ''}
          {reading.ended && <div className="clock__next">{t('clock.structureEnded')}</div>}
        </div>
      )}
      <div className="clock__tiles">
        {!isBreak && <Tile label={t('clock.next')} value={reading.nextLevel ? stakes(reading.nextLevel, t, language).join(' · ') : '—'} testId="clock-next" />}
        {reading.nextBreakInMs !== null && <Tile label={t('clock.nextBreak')} value={formatDuration(reading.nextBreakInMs)} testId="clock-next-break" />}
        {stats && <Tile label={t('clock.players')} value={t('clock.playersOf', { left: stats.playersLeft, entries: stats.entries })} testId="clock-players" />}
        {stats && (stats.reentries > 0 || stats.rebuys > 0 || stats.addons > 0) && (
          <Tile label={t('clock.extras')} value={t('clock.extrasValue', { reentries: stats.reentries, rebuys: stats.rebuys, addons: stats.addons })} />
        )}
        {stats && <Tile label={t('clock.totalChips')} value={chips(stats.totalChips, language)} />}
        {stats && stats.averageStack !== null && (
          <Tile
            label={t('clock.average')}
            value={`${chips(Math.round(stats.averageStack), language)}${bigBlind > 0 ? ` · ${t('clock.bb', { count: Math.round(stats.averageStack / bigBlind) })}` : ''}`}
            testId="clock-average"
          />
        )}
        {late && <Tile label={t('clock.lateReg')} value={lateText(late, reading, clock, t)} testId="clock-late" />}
      </div>
      {awards && (
        <div className="clock__awards" data-testid="clock-awards">
          {awards.noCashPrizes && <strong>{t('clock.noCashPrizes')} </strong>}
          {awards.places.map((p) => `${p.place}. ${p.description}`).join(' · ')}
        </div>
      )}
      {shot && <ShotClock shot={shot} />}
      {clock.announcement && (
        <div className="clock__ticker" data-testid="clock-announcement" role="status">
          <span>{clock.announcement}</span>
        </div>
      )}
    </main>
  )
}

function lateText(
  late: NonNullable<PublicDisplay['lateRegistration']>,
  reading: ClockReading,
  clock: PublicClock,
  t: ReturnType<typeof useI18n>['t']
): string {
  if (late.status === 'closed') return t('clock.lateClosed')
  const closes = late.closesAt
  if (closes?.kind === 'level-end' && clock.structure) {
    // Count down to the end of level N where the clock can tell.
    const numbers = levelNumbers(clock.structure)
    const index = numbers.indexOf(closes.level)
    if (index >= 0 && index >= reading.index) {
      let ms = reading.remainingMs
      for (let i = reading.index + 1; i <= index; i += 1) ms += clock.structure.items[i]!.seconds * 1000
      return t('clock.lateClosesIn', { time: formatDuration(ms) })
    }
    return t('clock.lateUntilLevel', { level: closes.level })
  }
  return t('clock.lateOpen')
}

function Tile({ label, value, testId }: { label: string; value: string; testId?: string }): ReactNode {
  return (
    <div className="clock__tile" {...(testId ? { 'data-testid': testId } : {})}>
      <div className="clock__tile-label">{label}</div>
      <div className="clock__tile-value">{value}</div>
    </div>
  )
}

function ShotClock({ shot }: { shot: ShotReading }): ReactNode {
  const { t } = useI18n()
  return (
    <div className={`clock__shot clock__shot--${shot.phase}`} data-testid="clock-shot" role="alert">
      <div className="clock__shot-label">{t('clock.shotClock', { table: shot.table, seat: shot.seat })}</div>
      <div className="clock__shot-time">{shot.phase === 'expired' ? t('clock.shotExpired') : displayedSeconds(shot.remainingMs)}</div>
    </div>
  )
}

