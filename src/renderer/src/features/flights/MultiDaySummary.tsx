import type { ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useAdminPath } from '../../common/useAdminPath'
import { NO_ADMIN_PATH } from '../../route'
import { useI18n } from '../../i18n/I18n'
import type { MultiDay } from './api'
import { RulesLine } from './FlightsPanel'

/** The multi-day choice on the tournament page's summary (§5.5, §5.1): the event's rules, or whose flight this is. */
export function MultiDaySummary({ multiDay }: { multiDay: MultiDay }): ReactNode {
  const { t } = useI18n()
  const [, go] = useAdminPath()
  const list = useSubscription(multiDay.role === 'flight' ? { topic: 'tournaments' } : null)
  const eventName =
    multiDay.role === 'flight' ? (list?.find((x) => x.id === multiDay.eventId)?.name ?? multiDay.eventId) : ''
  return (
    <>
      <dt>{t('multiDay.form.legend')}</dt>
      <dd data-testid="tournament-multi-day">
        {multiDay.role === 'event' ? (
          <>
            {t('multiDay.summary.event')}
            <RulesLine rules={multiDay} />
          </>
        ) : (
          <>
            {t('multiDay.summary.flight', { label: multiDay.label, event: eventName })}{' '}
            <button
              className="link"
              data-testid="open-event"
              onClick={() => go({ ...NO_ADMIN_PATH, tournamentId: multiDay.eventId })}
            >
              {t('multiDay.summary.openEvent')}
            </button>
          </>
        )}
      </dd>
    </>
  )
}
