import { useState, type FormEvent, type ReactNode } from 'react'
import type { Command } from '../../../../shared/core/commands'
import type { EntryRow, RegistrationSummary } from '../../../../shared/core/views'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { useEscape } from '../../common/escape'

type Form = 'eliminate' | 'disqualify' | 'lift' | 'rebuy' | 'withdraw' | null

/** The actions an entry's status allows; each records one command and shows the refusal if there is one. */
export function EntryActions({
  tournamentId,
  row,
  summary
}: {
  tournamentId: string
  row: EntryRow
  summary: RegistrationSummary | null
}): ReactNode {
  const { t, explain } = useI18n()
  const run = useCommand()
  const [form, setForm] = useState<Form>(null)
  const [level, setLevel] = useState(String(summary?.position?.level ?? 1))
  const [confirmedBy, setConfirmedBy] = useState('')
  const [stack, setStack] = useState('0')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const escape = useEscape<HTMLFormElement>(() => setForm(null), { active: form !== null }) // Escape = Cancel: nothing is recorded
  const terms = summary?.terms
  const entryId = row.id
  const isIn = row.status === 'registered' || row.status === 'pre-registered'

  const send = (command: Command, why?: string): void => {
    void run(command, why ? { reason: why } : undefined).then((r) => {
      if (r.ok) {
        setForm(null)
        setError(null)
      } else setError(explain(r.error))
    })
  }

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    if (form === 'eliminate')
      send({ type: 'entry.eliminate', tournamentId, entryId, level: Number(level), confirmedBy })
    if (form === 'disqualify') send({ type: 'entry.disqualify', tournamentId, entryId, level: Number(level) }, reason)
    if (form === 'lift') send({ type: 'entry.liftDisqualification', tournamentId, entryId }, reason)
    if (form === 'rebuy') send({ type: 'entry.rebuy', tournamentId, entryId, stack: parseNumber(stack) as number })
    if (form === 'withdraw')
      send({ type: 'entry.withdraw', tournamentId, entryId, override: reason.trim() !== '' }, reason || undefined)
  }

  return (
    <div className="entry-actions">
      {row.status === 'pre-registered' && (
        <button onClick={() => send({ type: 'entry.confirm', tournamentId, entryId })}>{t('entries.confirm')}</button>
      )}
      {row.status === 'waiting' && (
        <button onClick={() => send({ type: 'entry.admit', tournamentId, entryId, override: false })}>
          {t('entries.admit')}
        </button>
      )}
      {isIn && <button onClick={() => setForm('eliminate')}>{t('entries.eliminate')}</button>}
      {isIn && terms?.rebuy && <button onClick={() => setForm('rebuy')}>{t('entries.rebuy')}</button>}
      {isIn && terms?.addon && !row.addon && (
        <button onClick={() => send({ type: 'entry.addon', tournamentId, entryId })}>{t('entries.addonAction')}</button>
      )}
      {isIn && <button onClick={() => setForm('disqualify')}>{t('entries.disqualify')}</button>}
      {row.status === 'disqualified' && (
        <button onClick={() => setForm('lift')} data-testid="lift-disqualification">
          {t('entries.liftDisqualification')}
        </button>
      )}
      {(isIn || row.status === 'waiting') && (
        <button onClick={() => setForm('withdraw')}>{t('entries.withdraw')}</button>
      )}
      {form && (
        <form ref={escape} className="entry-actions__form" onSubmit={submit}>
          {(form === 'eliminate' || form === 'disqualify') && (
            <label>
              {t('entries.level')}
              <input type="number" min={1} value={level} onChange={(e) => setLevel(e.target.value)} />
            </label>
          )}
          {form === 'eliminate' && (
            <label>
              {t('entries.confirmedBy')}
              <input maxLength={80} value={confirmedBy} onChange={(e) => setConfirmedBy(e.target.value)} required />
            </label>
          )}
          {form === 'rebuy' && (
            <label>
              {t('entries.stack')}
              <input type="number" min={0} value={stack} onChange={(e) => setStack(e.target.value)} />
            </label>
          )}
          {(form === 'disqualify' || form === 'lift' || form === 'withdraw') && (
            <label>
              {t('entries.reason')}
              <input
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required={form !== 'withdraw'}
              />
            </label>
          )}
          <div className="actions">
            <button className="primary" type="submit">
              {t('entries.recordIt')}
            </button>
            <button type="button" onClick={() => setForm(null)}>
              {t('desk.cancel')}
            </button>
          </div>
        </form>
      )}
      {error && <div className="error">{error}</div>}
    </div>
  )
}
