import type { ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { AwardsForm } from './AwardsForm'
import { EntryTermsForm } from './EntryTermsForm'

/** Entry terms and awards, announced with the tournament (§5.1, §5.6–§5.12). */
export function TermsTab({ tournamentId, started }: { tournamentId: string; started: boolean }): ReactNode {
  const { t } = useI18n()
  const summary = useSubscription({ topic: 'registration', tournamentId })
  // The structure, to show where late registration closes in it (§7.7): the same public clock the display gets.
  const display = useSubscription({ topic: 'display', tournamentId })
  if (!summary) return <p className="muted">{t('app.connecting')}</p>
  return (
    <>
      <EntryTermsForm summary={summary} started={started} structure={display?.clock?.structure ?? null} />
      <AwardsForm summary={summary} started={started} />
    </>
  )
}
