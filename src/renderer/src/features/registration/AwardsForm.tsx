import { useState, type FormEvent, type ReactNode } from 'react'
import { patchBetween } from '../../../../shared/core/patch'
import { Awards } from '../../../../shared/core/registration'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { FieldError, FormErrors, useFieldErrors } from '../../common/fieldErrors'
import type { RegistrationSummary } from '../../../../shared/core/views'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'
import { useSubscription } from '../../common/ClientContext'

interface Bracket {
  minEntries: string
  percentages: string
}

/**
 * Award places described before the start (§5.12), the no-cash-prizes flag (§5.11) with its wording (§24.12), and
 * an optional informational prize table for events that declare a fund. The product never handles money (§4.3).
 */
export function AwardsForm({ summary, started }: { summary: RegistrationSummary; started: boolean }): ReactNode {
  const { t } = useI18n()
  const run = useCommand()
  const a = summary.awards
  const [noCash, setNoCash] = useState(a.noCashPrizes)
  const [places, setPlaces] = useState(
    a.places.map((p) => ({ place: String(p.place), description: p.description, ticketFor: p.ticketFor ?? '' }))
  )
  // §5.12: an award may be a seat in another event (a satellite's ticket).
  const others = (useSubscription({ topic: 'tournaments' }) ?? []).filter((x) => x.id !== summary.tournamentId)
  const [declared, setDeclared] = useState(a.prizeFund?.declared ?? '')
  const [brackets, setBrackets] = useState<Bracket[]>(
    a.prizeFund?.brackets.map((b) => ({ minEntries: String(b.minEntries), percentages: b.percentages.join(', ') })) ??
      []
  )
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const errors = useFieldErrors()
  const needsReason = started || summary.position !== null

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const awards = {
      noCashPrizes: noCash,
      places: places
        .filter((p) => p.description.trim())
        .map((p) => ({
          place: parseNumber(p.place) as number,
          description: p.description,
          ...(p.ticketFor ? { ticketFor: p.ticketFor } : {})
        })),
      prizeFund:
        !noCash && declared.trim() && brackets.length > 0
          ? {
              declared,
              brackets: brackets.map((b) => ({
                minEntries: parseNumber(b.minEntries) as number,
                percentages: b.percentages
                  .split(/[;\s]+|,\s+/)
                  .filter(Boolean)
                  .map((x) => parseNumber(x) as number)
              }))
            }
          : null
    }
    // Every problem at once, before anything is sent.
    const checked = Awards.safeParse(awards)
    if (!checked.success) {
      errors.fromZod(checked.error)
      setMessage(null)
      return
    }
    errors.clear()
    void run(
      {
        type: 'registration.setAwards',
        tournamentId: summary.tournamentId,
        awards: patchBetween(summary.awards, checked.data)
      },
      reason ? { reason } : undefined
    ).then((r) => {
      if (r.ok) setMessage({ ok: true, text: t('terms.recorded') })
      else {
        errors.fromRejection(r.error)
        setMessage(null)
      }
    })
  }

  return (
    <form className="card form" onSubmit={submit} data-testid="awards-form">
      <h2 className="wide">{t('awards.title')}</h2>
      <label className="check wide">
        <input type="checkbox" name="noCashPrizes" checked={noCash} onChange={(e) => setNoCash(e.target.checked)} />
        {t('awards.noCashPrizes')}
      </label>
      <h3 className="wide">{noCash ? t('awards.places') : t('awards.prizePlaces')}</h3>
      {places.map((p, i) => (
        <div className="wide row" key={i}>
          <input
            aria-label={t('awards.place')}
            className="narrow"
            inputMode="numeric"
            maxLength={6}
            value={p.place}
            {...errors.props(`places.${i}.place`)}
            onChange={(e) => setPlaces(places.map((q, j) => (j === i ? { ...q, place: e.target.value } : q)))}
          />
          <input
            aria-label={t('awards.description')}
            placeholder={t('awards.description')}
            maxLength={200}
            value={p.description}
            {...errors.props(`places.${i}.description`)}
            onChange={(e) => setPlaces(places.map((q, j) => (j === i ? { ...q, description: e.target.value } : q)))}
          />
          <select
            aria-label={t('tickets.awardTicketFor')}
            value={p.ticketFor}
            onChange={(e) => setPlaces(places.map((q, j) => (j === i ? { ...q, ticketFor: e.target.value } : q)))}
          >
            <option value="">{t('tickets.awardNoTicket')}</option>
            {others.map((x) => (
              <option key={x.id} value={x.id}>
                {t('tickets.awardTicketFor')}: {x.name}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => setPlaces(places.filter((_, j) => j !== i))}>
            {t('awards.remove')}
          </button>
          <FieldError errors={errors} name={`places.${i}`} />
        </div>
      ))}
      <FieldError errors={errors} name="places" />
      <div className="wide">
        <button
          type="button"
          onClick={() => setPlaces([...places, { place: String(places.length + 1), description: '', ticketFor: '' }])}
        >
          {t('awards.addPlace')}
        </button>
      </div>
      {!noCash && (
        <>
          <h3 className="wide">{t('awards.prizeFund')}</h3>
          <p className="muted wide">{t('awards.prizeFundHint')}</p>
          <label className="wide">
            {t('awards.declared')}
            <input
              value={declared}
              maxLength={100}
              onChange={(e) => setDeclared(e.target.value)}
              {...errors.props('prizeFund.declared')}
            />
            <FieldError errors={errors} name="prizeFund.declared" />
          </label>
          {brackets.map((b, i) => (
            <div className="wide row" key={i}>
              <input
                aria-label={t('awards.minEntries')}
                className="narrow"
                inputMode="numeric"
                maxLength={7}
                value={b.minEntries}
                {...errors.props(`prizeFund.brackets.${i}.minEntries`)}
                onChange={(e) =>
                  setBrackets(brackets.map((q, j) => (j === i ? { ...q, minEntries: e.target.value } : q)))
                }
              />
              <input
                aria-label={t('awards.percentages')}
                placeholder={t('awards.percentages')}
                maxLength={2000}
                value={b.percentages}
                {...errors.props(`prizeFund.brackets.${i}.percentages`)}
                onChange={(e) =>
                  setBrackets(brackets.map((q, j) => (j === i ? { ...q, percentages: e.target.value } : q)))
                }
              />
              <button type="button" onClick={() => setBrackets(brackets.filter((_, j) => j !== i))}>
                {t('awards.remove')}
              </button>
              <FieldError errors={errors} name={`prizeFund.brackets.${i}`} />
            </div>
          ))}
          <FieldError errors={errors} name="prizeFund.brackets" />
          <div className="wide">
            <button type="button" onClick={() => setBrackets([...brackets, { minEntries: '1', percentages: '100' }])}>
              {t('awards.addBracket')}
            </button>
          </div>
          {summary.prizeTable && summary.prizeTable.length > 0 && (
            <div className="wide">
              <h3>{t('awards.table')}</h3>
              <ol>
                {summary.prizeTable.map((row) => (
                  <li key={row.place}>{row.percent}%</li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
      {needsReason && (
        <label className="wide">
          {t('terms.reason')}
          <input
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            {...errors.props('reason')}
          />
          <FieldError errors={errors} name="reason" />
        </label>
      )}
      <FormErrors errors={errors} fields={['places', 'prizeFund', 'reason']} />
      <div className="actions wide">
        <button className="primary" type="submit">
          {t('awards.save')}
        </button>
        {message && (
          <span className={message.ok ? 'muted' : 'error'} role="status">
            {message.text}
          </span>
        )}
      </div>
    </form>
  )
}
