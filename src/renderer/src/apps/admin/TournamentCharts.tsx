import { useMemo, type ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { DARK_LOOK, EveningCharts, type ChartTexts } from '../../features/charts/EveningCharts'

/** The charts of the evening in the tournament's overview: the same public view the room's screens get. */
export function TournamentCharts({ tournamentId }: { tournamentId: string }): ReactNode {
  const { t } = useI18n()
  const series = useSubscription({ topic: 'charts', tournamentId })
  const texts = useMemo<ChartTexts>(
    () => ({
      players: t('hall.charts.players'),
      entries: t('hall.charts.entries'),
      reentries: t('hall.charts.reentries'),
      average: t('hall.charts.average'),
      structure: t('hall.charts.structure'),
      zones: t('hall.charts.zones'),
      empty: t('hall.charts.empty'),
      minutes: t('hall.charts.minutes')
    }),
    [t]
  )
  if (!series) return null
  return (
    <section className="card tournament-charts">
      <h2>{t('hall.charts.title')}</h2>
      <EveningCharts series={series} texts={texts} font={13} look={DARK_LOOK} arrange="grid" testId="admin-charts" />
    </section>
  )
}
