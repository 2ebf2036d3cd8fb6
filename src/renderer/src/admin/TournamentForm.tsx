import { useState, type FormEvent, type ReactNode } from 'react'
import type { TournamentDetail } from '../../../shared/core/views'
import { BettingFormat, Discipline, type TournamentFields } from '../../../shared/core/tournament/schemas'
import { useClient } from '../common/ClientContext'
import { useI18n } from '../i18n/I18n'

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
    notes: t?.notes ?? ''
  }
}

function fieldsOf(d: Draft): TournamentFields {
  return {
    name: d.name,
    date: d.date,
    ...(d.time ? { time: d.time } : {}),
    venue: d.venue,
    discipline: d.discipline,
    bettingFormat: d.bettingFormat,
    startingStack: Number(d.startingStack),
    ...(d.notes ? { notes: d.notes } : {})
  }
}

/** Record a new tournament or change an announced one; after the start a change needs a reason (§5.2). */
export function TournamentForm({ existing, onDone }: Props): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<{ text: string; field?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const needsReason = existing?.status === 'started'

  const set = <K extends keyof Draft>(key: K, value: Draft[K]): void => setDraft((d) => ({ ...d, [key]: value }))

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    setBusy(true)
    const fields = fieldsOf(draft)
    const result = existing
      ? await client.command({
          command: { type: 'tournament.edit', tournamentId: existing.id, changes: fields },
          ...(reason.trim() ? { meta: { reason: reason.trim() } } : {})
        })
      : await client.command({ command: { type: 'tournament.create', fields } })
    setBusy(false)
    if (!result.ok) {
      setError({ text: explain(result.error), ...(result.error.field ? { field: result.error.field } : {}) })
      return
    }
    const created = result.value.events.find((ev) => ev.type === 'tournament.created')
    onDone(created ? created.tournamentId : (existing?.id ?? null))
  }

  const invalid = (name: string): boolean => !!error?.field?.endsWith(name)

  return (
    <form className="card form" onSubmit={(e) => void submit(e)} data-testid="tournament-form">
      <label className="wide">
        {t('tournament.name')}
        <input name="name" value={draft.name} onChange={(e) => set('name', e.target.value)} aria-invalid={invalid('name')} />
      </label>
      <label>
        {t('tournament.date')}
        <input type="date" name="date" value={draft.date} onChange={(e) => set('date', e.target.value)} aria-invalid={invalid('date')} />
      </label>
      <label>
        {t('tournament.time')}
        <input type="time" name="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />
      </label>
      <label className="wide">
        {t('tournament.venue')}
        <input name="venue" value={draft.venue} onChange={(e) => set('venue', e.target.value)} />
      </label>
      <label>
        {t('tournament.discipline')}
        <select name="discipline" value={draft.discipline} onChange={(e) => set('discipline', e.target.value as Draft['discipline'])}>
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
          onChange={(e) => set('startingStack', e.target.value)}
          aria-invalid={invalid('startingStack')}
        />
      </label>
      <label className="wide">
        {t('tournament.notes')}
        <textarea name="notes" rows={2} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
      </label>
      {needsReason && (
        <label className="wide">
          {t('tournament.reason')}
          <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={invalid('reason')} />
          <small className="muted">{t('tournament.reasonHint')}</small>
        </label>
      )}
      {error && (
        <p className="error wide" role="alert">
          {error.text}
        </p>
      )}
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
