import { useEffect, useState, type ReactNode } from 'react'
import type { FloorClient } from '../../../../shared/contract/client'
import { useClient, useSubscription } from '../../common/ClientContext'
import { FieldError, type FieldErrors } from '../../common/fieldErrors'
import { useI18n } from '../../i18n/I18n'
import type { CarryOver, Day2Seating, FlightBusts } from './api'
import { LABEL_MAX, type MultiDayDraft } from './draft'
import './flights.css'

/** The tournaments announced as a multi-day event (Day 2), to choose a flight's event from. */
function useEvents(client: FloorClient, exceptId: string | undefined, wanted: boolean): { id: string; name: string }[] {
  const list = useSubscription(wanted ? { topic: 'tournaments' } : null)
  const [events, setEvents] = useState<{ id: string; name: string }[]>([])
  const key = JSON.stringify((list ?? []).map((x) => x.id))
  useEffect(() => {
    if (!wanted || !list) return
    let current = true
    const candidates = list.filter((x) => x.id !== exceptId)
    void Promise.all(
      candidates.map((x) =>
        client
          .query({ type: 'flights.get', tournamentId: x.id })
          .then((r) => (r.ok && r.value?.role === 'event' ? [x] : []))
      )
    ).then((found) => {
      if (current) setEvents(found.flat().map((x) => ({ id: x.id, name: x.name })))
    })
    return () => {
      current = false
    }
    // The list's ids are the dependency: a renamed or restarted tournament does not change who is an event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, exceptId, wanted, key])
  return events
}

/**
 * The multi-day choice of the tournament form (§5.5 а–д, §5.1, §1.8): the rules of the event are
 * announced before the start, on the Day 2 tournament; a flight names its event and its label.
 */
export function MultiDayFields({
  draft,
  onChange,
  exceptId,
  errors
}: {
  draft: MultiDayDraft
  onChange: (next: MultiDayDraft) => void
  exceptId?: string
  errors: FieldErrors
}): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const events = useEvents(client, exceptId, draft.role === 'flight')
  const set = <K extends keyof MultiDayDraft>(key: K, value: MultiDayDraft[K]): void =>
    onChange({ ...draft, [key]: value })
  // A flight's first choice is the only event there is (or the newest one), never an empty select left unnoticed.
  useEffect(() => {
    if (draft.role === 'flight' && !draft.eventId && events.length > 0) onChange({ ...draft, eventId: events[0]!.id })
  }, [draft, events, onChange])

  return (
    <fieldset className="wide multi-day" data-testid="multi-day">
      <legend>{t('multiDay.form.legend')}</legend>
      <label>
        {t('multiDay.form.role')}
        <select
          name="multiDayRole"
          value={draft.role}
          onChange={(e) => set('role', e.target.value as MultiDayDraft['role'])}
        >
          {(['none', 'event', 'flight'] as const).map((r) => (
            <option key={r} value={r}>
              {t(`multiDay.form.role.${r}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.role === 'event' && (
        <>
          <RuleSelect
            label={t('multiDay.form.carryOver')}
            name="carryOver"
            value={draft.carryOver}
            choices={[
              ['best', t('multiDay.rules.carryOver.best')],
              ['all', t('multiDay.rules.carryOver.all')]
            ]}
            onChange={(v) => set('carryOver', v as CarryOver)}
          />
          <RuleSelect
            label={t('multiDay.form.reentryAfterAdvance')}
            name="reentryAfterAdvance"
            value={draft.reentryAfterAdvance ? 'yes' : 'no'}
            choices={[
              ['no', t('multiDay.rules.reentry.no')],
              ['yes', t('multiDay.rules.reentry.yes')]
            ]}
            onChange={(v) => set('reentryAfterAdvance', v === 'yes')}
          />
          <RuleSelect
            label={t('multiDay.form.day2Seating')}
            name="day2Seating"
            value={draft.day2Seating}
            choices={[
              ['draw', t('multiDay.rules.seating.draw')],
              ['byStack', t('multiDay.rules.seating.byStack')]
            ]}
            onChange={(v) => set('day2Seating', v as Day2Seating)}
          />
          <RuleSelect
            label={t('multiDay.form.flightBusts')}
            name="flightBusts"
            value={draft.flightBusts}
            choices={[
              ['shared', t('multiDay.rules.busts.shared')],
              ['unplaced', t('multiDay.rules.busts.unplaced')]
            ]}
            onChange={(v) => set('flightBusts', v as FlightBusts)}
          />
          <small className="muted wide">{t('multiDay.form.eventHint')}</small>
        </>
      )}
      {draft.role === 'flight' && (
        <>
          <label>
            {t('multiDay.form.event')}
            <select
              name="eventId"
              value={draft.eventId}
              onChange={(e) => set('eventId', e.target.value)}
              {...errors.props('multiDay.eventId')}
            >
              {events.length === 0 && <option value="">{t('multiDay.form.noEvent')}</option>}
              {events.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            <FieldError errors={errors} name="multiDay.eventId" />
          </label>
          <label>
            {t('multiDay.form.label')}
            <input
              name="flightLabel"
              value={draft.label}
              maxLength={LABEL_MAX}
              placeholder={t('multiDay.form.labelHint')}
              onChange={(e) => set('label', e.target.value)}
              {...errors.props('multiDay.label')}
            />
            <FieldError errors={errors} name="multiDay.label" />
          </label>
        </>
      )}
    </fieldset>
  )
}

/** One announced rule of the event (§5.5 а–д): its label and its choices. */
function RuleSelect({
  label,
  name,
  value,
  choices,
  onChange
}: {
  label: string
  name: string
  value: string
  choices: ReadonlyArray<readonly [string, string]>
  onChange: (value: string) => void
}): ReactNode {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}
