import type { ReactNode } from 'react'
import { Connect } from '../common/Connect'
import { useSubscription } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'
import { HallSeating } from '../seating/HallSeating'

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
  return (
    <div className="clock" data-testid="clock">
      <header className="clock__head">
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
      </header>
      <main className="clock__body">
        <p className="clock__waiting">{t('clock.waiting')}</p>
      </main>
      {display?.seating && <HallSeating seating={display.seating} />}
    </div>
  )
}
