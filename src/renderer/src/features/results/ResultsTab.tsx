import type { ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import type { ResultsPage } from '../../route'
import { DisputePanel } from './DisputePanel'
import { EliminationPanel } from './EliminationPanel'
import { PenaltyPanel } from './PenaltyPanel'
import { PlacesTable } from './PlacesTable'
import { ProtocolSection } from './ProtocolSection'
import { RecordedHands } from './RecordedHands'
import { ResultsNav } from './ResultsNav'
import { RulesForm } from './RulesForm'
import { SeriesPanel } from './SeriesPanel'
import { CategoryStandings } from '../standings/CategoryStandings'
import { TeamStandings } from '../standings/TeamStandings'
import './results.css'

/**
 * The results tab in sub-pages, each at its own address: eliminations and places (§27.6, §27.7, §27.8,
 * with the rules that settle ties), discipline (penalties §25.13, disputed decisions §27.4), the series and its points
 * (§28), and the protocol with the approval (§28.12, Appendix C).
 */
export function ResultsTab({
  tournamentId,
  page,
  fileBase
}: {
  tournamentId: string
  page: ResultsPage
  fileBase: string
}): ReactNode {
  const { t } = useI18n()
  const view = useSubscription({ topic: 'results', tournamentId })
  if (!view) return <p className="muted">{t('app.connecting')}</p>
  return (
    <div className="results" data-results-page={page}>
      <ResultsNav tournamentId={tournamentId} page={page} view={view} />
      {page === 'places' && (
        <>
          <EliminationPanel tournamentId={tournamentId} view={view} />
          <PlacesTable view={view} />
          <CategoryStandings view={view} />
          <TeamStandings view={view} />
          <RecordedHands tournamentId={tournamentId} view={view} />
          <RulesForm tournamentId={tournamentId} view={view} />
        </>
      )}
      {page === 'discipline' && (
        <>
          <PenaltyPanel tournamentId={tournamentId} view={view} />
          <DisputePanel tournamentId={tournamentId} view={view} />
        </>
      )}
      {page === 'series' && <SeriesPanel tournamentId={tournamentId} view={view} />}
      {page === 'protocol' && <ProtocolSection tournamentId={tournamentId} fileBase={fileBase} view={view} />}
    </div>
  )
}
