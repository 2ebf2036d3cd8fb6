import type { ReactNode } from 'react'
import type { ResultsView } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'
import { adminHash, RESULTS_PAGES, type ResultsPage } from '../../route'

/**
 * The results sub-navigation: plain links, so each page has its address (a reload, a new browser tab,
 * the back button), Tab and Enter reach them, and the page shown is marked for screen readers (`aria-current`).
 */
export function ResultsNav({
  tournamentId,
  page,
  view
}: {
  tournamentId: string
  page: ResultsPage
  view: ResultsView
}): ReactNode {
  const { t } = useI18n()
  // What waits on each page, at a glance: the places still open, whether the results are approved.
  const hint: Record<ResultsPage, string | null> = {
    places: view.remaining > 0 ? t('results.page.remaining', { count: view.remaining }) : null,
    discipline: null,
    series: null,
    protocol:
      view.approval && !view.reopened ? t('results.page.approved') : view.winner ? t('results.page.toApprove') : null
  }
  return (
    <nav className="subnav" aria-label={t('results.page.nav')} data-testid="results-nav">
      {RESULTS_PAGES.map((p) => (
        <a
          key={p}
          href={adminHash({ tournamentId, tab: 'results', results: p }, location.hash)}
          className={p === page ? 'subnav__link subnav__link--on' : 'subnav__link'}
          aria-current={p === page ? 'page' : undefined}
          data-testid={`results-page-${p}`}
        >
          {t(`results.page.${p}`)}
          {hint[p] && <span className="subnav__hint"> · {hint[p]}</span>}
        </a>
      ))}
    </nav>
  )
}
