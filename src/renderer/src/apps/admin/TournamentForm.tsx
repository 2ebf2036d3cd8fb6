import { useState, type FormEvent, type ReactNode } from 'react'
import type { TournamentDetail } from '../../../../shared/core/views'
import { BettingFormat, BountyKind, BountyUnit, Discipline, TournamentFields } from '../../../../shared/core/tournament'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { FieldError, FormErrors, useFieldErrors } from '../../common/fieldErrors'
import { maxLengths } from '../../common/limits'
import { patchBetween } from '../../../../shared/core/patch'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { MultiDayFields } from '../../features/flights/MultiDayFields'
import { multiDayDraftOf, multiDayOfDraft, type MultiDayDraft } from '../../features/flights/draft'
import { useEscape } from '../../common/escape'

interface Props {
  /** Editing an existing tournament; absent when recording a new one. */
  existing?: TournamentDetail
  onDone: (tournamentId: string | null) => void
}

interface Draft {
  name: string
  date: string
  time: string
  venue: string
  discipline: TournamentFields['discipline']
  bettingFormat: TournamentFields['bettingFormat']
  startingStack: string
  notes: string
  /** §5.10: the announced bounty format. */
  bountyKind: BountyKind
  bountyUnit: BountyUnit
  startingBounty: string
  collectedPercent: string
  /** §5.5: one day, the event (Day 2) with its announced rules, or a flight of an event. */
  multiDay: MultiDayDraft
}

function today(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

function draftOf(t?: TournamentDetail): Draft {
  return {
    name: t?.name ?? '',
    date: t?.date ?? today(),
    time: t?.time ?? '',
    venue: t?.venue ?? '',
    discipline: t?.discipline ?? 'holdem',
    bettingFormat: t?.bettingFormat ?? 'no-limit',
    startingStack: String(t?.startingStack ?? 20000),
    notes: t?.notes ?? '',
    bountyKind: t?.bounty?.kind ?? 'none',
    bountyUnit: t?.bounty?.unit ?? 'points',
    startingBounty: String(t?.bounty?.startingBounty ?? 100),
    collectedPercent: String(t?.bounty?.collectedPercent ?? 50),
    multiDay: multiDayDraftOf(t?.multiDay ?? null)
  }
}

function fieldsOf(d: Draft): TournamentFields {
  const multiDay = multiDayOfDraft(d.multiDay)
  return {
    name: d.name,
    date: d.date,
    ...(d.time ? { time: d.time } : {}),
    venue: d.venue,
    discipline: d.discipline,
    bettingFormat: d.bettingFormat,
    // "30 000", "30,000" and "30k" all mean thirty thousand.
    startingStack: parseNumber(d.startingStack) as number,
    ...(d.notes ? { notes: d.notes } : {}),
    // §5.10: "none" is not recorded on a new tournament; an announced format set back to none is recorded as none.
    ...(d.bountyKind !== 'none'
      ? {
          bounty: {
            kind: d.bountyKind,
            unit: d.bountyUnit,
            startingBounty: parseNumber(d.startingBounty) as number,
            // A plain bounty is collected whole.
            collectedPercent: d.bountyKind === 'bounty' ? 100 : (parseNumber(d.collectedPercent) as number)
          }
        }
      : {}),
    // §5.5: absent = an ordinary one-day tournament.
    ...(multiDay ? { multiDay } : {})
  }
}

const LIMITS = maxLengths(TournamentFields)
// A refusal of the multi-day choice as a whole (the event's role kept while flights point at it) shows below the form.
const FIELDS = [
  'name',
  'date',
  'time',
  'venue',
  'startingStack',
  'notes',
  'bounty',
  'multiDay.eventId',
  'multiDay.label',
  'reason'
] as const

/** Only what the director changed; a cleared start time or note is sent as null (removed). */
function changesOf(existing: TournamentDetail, fields: TournamentFields): Record<string, unknown> {
  const before = fieldsOf(draftOf(existing))
  const changes: Record<string, unknown> = patchBetween(before, fields)
  for (const key of ['time', 'notes'] as const)
    if (before[key] !== undefined && fields[key] === undefined) changes[key] = null
  // §5.10: a bounty format taken back is recorded as "none" (the record keeps old → new).
  if (before.bounty !== undefined && fields.bounty === undefined) changes.bounty = { ...before.bounty, kind: 'none' }
  // §5.5: a multi-day choice set back to one day is sent as null (removed).
  if (before.multiDay !== undefined && fields.multiDay === undefined) changes.multiDay = null
  return changes
}

/** Record a new tournament or change an announced one; after the start a change needs a reason (§5.2). */
export function TournamentForm({ existing, onDone }: Props): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing))
  const [reason, setReason] = useState('')
  const errors = useFieldErrors()
  const [busy, setBusy] = useState(false)
  const escape = useEscape<HTMLFormElement>(() => onDone(null)) // Escape = Cancel: nothing is recorded
  const needsReason = existing?.status === 'started'

  const set = <K extends keyof Draft>(key: K, value: Draft[K]): void => setDraft((d) => ({ ...d, [key]: value }))

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    const fields = fieldsOf(draft)
    // Every problem at once, before anything is sent.
    const checked = TournamentFields.safeParse(fields)
    if (!checked.success) {
      errors.fromZod(checked.error)
      return
    }
    errors.clear()
    setBusy(true)
    const result = existing
      ? await client.command({
          command: { type: 'tournament.edit', tournamentId: existing.id, changes: changesOf(existing, fields) },
          ...(reason.trim() ? { meta: { reason: reason.trim() } } : {})
        })
      : await client.command({ command: { type: 'tournament.create', fields } })
    setBusy(false)
    if (!result.ok) {
      errors.fromRejection(result.error)
      return
    }
    const created = result.value.events.find((ev) => ev.type === 'tournament.created')
    onDone(created ? created.tournamentId : (existing?.id ?? null))
  }

  return (
    <form ref={escape} className="card form" onSubmit={(e) => void submit(e)} data-testid="tournament-form">
      <label className="wide">
        {t('tournament.name')}
        <input
          name="name"
          value={draft.name}
          maxLength={LIMITS.name}
          onChange={(e) => set('name', e.target.value)}
          {...errors.props('name')}
        />
        <FieldError errors={errors} name="name" />
      </label>
      <label>
        {t('tournament.date')}
        <input
          type="date"
          name="date"
          value={draft.date}
          onChange={(e) => set('date', e.target.value)}
          {...errors.props('date')}
        />
        <FieldError errors={errors} name="date" />
      </label>
      <label>
        {t('tournament.time')}
        <input
          type="time"
          name="time"
          value={draft.time}
          onChange={(e) => set('time', e.target.value)}
          {...errors.props('time')}
        />
        <FieldError errors={errors} name="time" />
      </label>
      <label className="wide">
        {t('tournament.venue')}
        <input
          name="venue"
          value={draft.venue}
          maxLength={LIMITS.venue}
          onChange={(e) => set('venue', e.target.value)}
          {...errors.props('venue')}
        />
        <FieldError errors={errors} name="venue" />
      </label>
      <label>
        {t('tournament.discipline')}
        <select
          name="discipline"
          value={draft.discipline}
          onChange={(e) => set('discipline', e.target.value as Draft['discipline'])}
        >
          {Discipline.options.map((d) => (
            <option key={d} value={d}>
              {t(`discipline.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('tournament.bettingFormat')}
        <select
          name="bettingFormat"
          value={draft.bettingFormat}
          onChange={(e) => set('bettingFormat', e.target.value as Draft['bettingFormat'])}
        >
          {BettingFormat.options.map((b) => (
            <option key={b} value={b}>
              {t(`betting.${b}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('tournament.startingStack')}
        <input
          name="startingStack"
          inputMode="numeric"
          value={draft.startingStack}
          maxLength={20}
          onChange={(e) => set('startingStack', e.target.value)}
          {...errors.props('startingStack')}
        />
        <FieldError errors={errors} name="startingStack" />
      </label>
      <label className="wide">
        {t('tournament.notes')}
        <textarea
          name="notes"
          rows={2}
          value={draft.notes}
          maxLength={LIMITS.notes}
          onChange={(e) => set('notes', e.target.value)}
          {...errors.props('notes')}
        />
        <FieldError errors={errors} name="notes" />
      </label>
      <fieldset className="wide bounty-format" data-testid="bounty-format">
        <legend>{t('tournament.bounty')}</legend>
        <label>
          {t('tournament.bountyKind')}
          <select
            name="bountyKind"
            value={draft.bountyKind}
            onChange={(e) => set('bountyKind', e.target.value as BountyKind)}
          >
            {BountyKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`tournament.bountyKind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.bountyKind !== 'none' && (
          <>
            <label>
              {t('tournament.startingBounty')}
              <input
                name="startingBounty"
                inputMode="numeric"
                value={draft.startingBounty}
                maxLength={20}
                onChange={(e) => set('startingBounty', e.target.value)}
                {...errors.props('bounty.startingBounty')}
              />
              <FieldError errors={errors} name="bounty.startingBounty" />
            </label>
            <label>
              {t('tournament.bountyUnit')}
              <select
                name="bountyUnit"
                value={draft.bountyUnit}
                onChange={(e) => set('bountyUnit', e.target.value as BountyUnit)}
              >
                {BountyUnit.options.map((u) => (
                  <option key={u} value={u}>
                    {t(`tournament.bountyUnit.${u}`)}
                  </option>
                ))}
              </select>
            </label>
            {draft.bountyKind === 'progressive' && (
              <label>
                {t('tournament.collectedPercent')}
                <input
                  name="collectedPercent"
                  inputMode="numeric"
                  value={draft.collectedPercent}
                  maxLength={3}
                  onChange={(e) => set('collectedPercent', e.target.value)}
                  {...errors.props('bounty.collectedPercent')}
                />
                <FieldError errors={errors} name="bounty.collectedPercent" />
              </label>
            )}
          </>
        )}
        {/* §4.3, §27.3: the app never holds or pays money — the bounty is a record in points or chips. */}
        <small className="muted wide">{t('tournament.bountyNoMoney')}</small>
      </fieldset>
      <MultiDayFields
        draft={draft.multiDay}
        onChange={(next) => set('multiDay', next)}
        errors={errors}
        {...(existing ? { exceptId: existing.id } : {})}
      />
      {needsReason && (
        <label className="wide">
          {t('tournament.reason')}
          <input
            name="reason"
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            {...errors.props('reason')}
          />
          <FieldError errors={errors} name="reason" />
          <small className="muted">{t('tournament.reasonHint')}</small>
        </label>
      )}
      <FormErrors errors={errors} fields={FIELDS} />
      <div className="wide actions">
        <button type="submit" className="primary" disabled={busy}>
          {existing ? t('tournament.saveChanges') : t('tournament.save')}
        </button>
        <button type="button" onClick={() => onDone(null)}>
          {t('app.close')}
        </button>
      </div>
    </form>
  )
}
