import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Rejection } from '../../../../shared/core/rejection'
import type { DomainEvent } from '../../../../shared/core/events'
import type { PlayerFields, PlayerHit } from '../../../../shared/core/players'
import type { EntryRow } from '../../../../shared/core/views'
import type { SeatingView } from '../../../../shared/core/seating'
import { useDesktopPhoneLink } from '../../common/desktopPhoneLink'
import { PhoneQr, usePhoneLink } from '../../common/PhoneQr'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { DeskNote } from './DeskNote'
import { emptyPlayer, PlayerForm } from './PlayerForm'
import { RegistrationStats } from './RegistrationStats'
import { TicketsPanel } from './TicketsPanel'
import { useCommand } from '../../common/useCommand'

/** Refusals the director may override with a recorded reason (§7.8, §6.10, §5.6). */
const OVERRIDABLE = new Set([
  'error.entry.lateRegistrationClosed',
  'error.entry.disqualified',
  'error.entry.reentryClosed',
  'error.entry.waitingListFirst',
  'error.entry.inPlayElsewhere' // §6.9: a second seat at the same time, named in the refusal
])

interface Outcome {
  ok: boolean
  text: string
  /** The player the refusal was about, for the follow-up buttons. */
  playerId?: string
  playerName?: string
  error?: Rejection
  /** Registered into a place: the seat line is shown (filled once seating assigns seats). */
  placed?: boolean
  /** The entry registered or confirmed, to read its seat from the seating. */
  entryId?: string
  /** §6.9: the seats the player holds in the hall's other tournaments in play, as the record names them. */
  alsoInPlay?: Extract<DomainEvent, { type: 'entry.registered' }>['alsoInPlay']
}

/**
 * The registration desk, built for speed: type, Enter registers the highlighted player, or records a new one inline.
 * The result line says the entry number (and the seat, once seating assigns one) to read out.
 */
export function RegistrationDesk({ tournamentId }: { tournamentId: string }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const run = useCommand()
  const summary = useSubscription({ topic: 'registration', tournamentId })
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const [text, setText] = useState('')
  const [hits, setHits] = useState<PlayerHit[]>([])
  const [selected, setSelected] = useState(0)
  const [preRegistered, setPreRegistered] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [creating, setCreating] = useState<PlayerFields | null>(null)
  const [duplicateOf, setDuplicateOf] = useState<{ fields: PlayerFields; error: Rejection } | null>(null)
  const [reason, setReason] = useState('')
  const [overriding, setOverriding] = useState(false)
  const [createRefusal, setCreateRefusal] = useState<Rejection | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const asked = useRef(0)
  // The text the listed hits answer; while it differs from what is typed, the search is still on its way.
  const [answered, setAnswered] = useState('')
  // Enter pressed before the search answered: acted on as soon as the answer for the typed text arrives, so a fast
  // desk never opens "new player" for someone who is in the database. It holds the text Enter was
  // pressed for.
  const enterQueued = useRef<string | null>(null)
  // The latest answer as it arrived, before React renders it: an Enter pressed between the answer and its render
  // (the key handler still holds the render before) acts on it instead of waiting for an answer already gone by.
  const latest = useRef<{ text: string; hits: PlayerHit[] }>({ text: '', hits: [] })
  const enterRef = useRef<(found: PlayerHit[], index: number, typed: string) => void>(() => undefined)

  useEffect(() => {
    const ticket = ++asked.current
    if (!text.trim()) {
      setHits([])
      setAnswered(text)
      latest.current = { text, hits: [] }
      enterQueued.current = null
      return
    }
    void client.query({ type: 'players.search', text, tournamentId, limit: 8 }).then((r) => {
      if (ticket !== asked.current) return
      const found = r.ok ? r.value : []
      latest.current = { text, hits: found }
      setHits(found)
      setSelected(0)
      setAnswered(text)
      if (enterQueued.current === text) {
        enterQueued.current = null
        enterRef.current(found, 0, text)
      }
    })
  }, [client, text, tournamentId, summary?.version])

  // The search text a registration was started for: when it is recorded the desk clears that text, but never what the
  // operator has typed since (the next player's name, typed while the command was on its way).
  const actedOn = useRef<string | null>(null)
  const reset = (): void => {
    setText('')
    setHits([])
    setCreating(null)
    setDuplicateOf(null)
    setCreateRefusal(null)
    setOverriding(false)
    setReason('')
    searchRef.current?.focus()
  }

  /** A registration recorded: back to an empty search, unless the next name is already being typed. */
  const done = (): void => {
    const typed = searchRef.current?.value ?? ''
    const startedFor = actedOn.current
    actedOn.current = null
    if (startedFor === null || typed.trim() === '' || typed === startedFor) reset()
    else {
      setCreating(null)
      setDuplicateOf(null)
      setCreateRefusal(null)
      setOverriding(false)
      setReason('')
    }
  }

  const register = async (
    playerId: string,
    name: string,
    extra: { waitingList?: boolean; override?: boolean } = {},
    why?: string
  ): Promise<void> => {
    const r = await run(
      {
        type: 'entry.register',
        tournamentId,
        playerId,
        preRegistered,
        waitingList: extra.waitingList ?? false,
        override: extra.override ?? false
      },
      why ? { reason: why } : undefined
    )
    if (!r.ok) {
      setOutcome({ ok: false, text: explain(r.error), playerId, playerName: name, error: r.error })
      return
    }
    const event = r.value.events[0] as Extract<DomainEvent, { type: 'entry.registered' }>
    const position = (summary?.waiting ?? 0) + 1
    const key =
      event.status === 'waiting'
        ? 'desk.waitlisted'
        : event.status === 'pre-registered'
          ? 'desk.preRegistered'
          : event.kind === 'reentry'
            ? 'desk.reentered'
            : 'desk.registered'
    setOutcome({
      ok: true,
      text: t(key, { name, number: event.number ?? '—', position }),
      placed: event.status !== 'waiting',
      entryId: event.entryId,
      alsoInPlay: event.alsoInPlay,
      playerId,
      playerName: name
    })
    done()
  }

  /** Enter on a player already holding a place: confirm a pre-registration on arrival (§6.5), or admit an alternate. */
  const choose = async (hit: PlayerHit): Promise<void> => {
    const entry = hit.entry
    if (entry?.status === 'pre-registered' || entry?.status === 'waiting') {
      const r = await run(
        entry.status === 'pre-registered'
          ? { type: 'entry.confirm', tournamentId, entryId: entry.id }
          : { type: 'entry.admit', tournamentId, entryId: entry.id, override: false }
      )
      if (!r.ok) {
        setOutcome({ ok: false, text: explain(r.error), playerId: hit.id, playerName: hit.displayName, error: r.error })
        return
      }
      const number = entry.status === 'waiting' ? (r.value.events[0] as { number: number }).number : entry.number
      setOutcome({
        ok: true,
        text: t('desk.confirmed', { name: hit.displayName, number: number ?? '—' }),
        placed: true,
        entryId: entry.id,
        playerId: hit.id,
        playerName: hit.displayName
      })
      done()
      return
    }
    await register(hit.id, hit.displayName)
  }

  const createAndRegister = async (fields: PlayerFields, allowDuplicate = false): Promise<void> => {
    const r = await run({ type: 'player.create', fields, allowDuplicate })
    if (!r.ok) {
      if (r.error.code === 'error.player.possibleDuplicate') setDuplicateOf({ fields, error: r.error })
      else setCreateRefusal(r.error)
      return
    }
    const playerId = (r.value.events[0] as { playerId: string }).playerId
    setDuplicateOf(null)
    setCreateRefusal(null)
    await register(playerId, fields.displayName)
  }

  /** The highlighted match, else the first: Enter never records a new player while a match is listed. */
  const enter = (found: PlayerHit[], index: number, typed: string): void => {
    const hit = found[index] ?? found[0]
    actedOn.current = typed
    if (hit) void choose(hit)
    else if (typed.trim()) setCreating(emptyPlayer(typed.trim()))
  }
  useEffect(() => {
    enterRef.current = enter
  })

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setSelected((s) => Math.min(s + 1, hits.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setSelected((s) => Math.max(s - 1, 0))
    } else if (e.key === 'Escape') reset()
    else if (e.key === 'Enter') {
      e.preventDefault()
      const typed = e.currentTarget.value
      if (answered === typed) enter(hits, selected, typed)
      else if (latest.current.text === typed) enter(latest.current.hits, 0, typed)
      else enterQueued.current = typed
    }
  }

  const failedPlayer = outcome && !outcome.ok ? outcome.playerId : undefined
  const failedName = outcome?.playerName ?? ''

  return (
    <section className="desk">
      {summary && <RegistrationStats summary={summary} />}
      <div className="desk__search">
        <input
          ref={searchRef}
          className="desk__input"
          data-testid="desk-search"
          placeholder={t('desk.search')}
          aria-label={t('desk.search')}
          maxLength={200}
          value={text}
          autoFocus
          onChange={(e) => {
            setText(e.target.value)
            setCreating(null)
            // The next player is being handled: the last refusal goes; a success line stays to be read out.
            if (outcome && !outcome.ok) {
              setOutcome(null)
              setOverriding(false)
              setReason('')
            }
          }}
          onKeyDown={onKeyDown}
        />
        <label className="check">
          <input type="checkbox" checked={preRegistered} onChange={(e) => setPreRegistered(e.target.checked)} />
          {t('desk.preRegistration')}
        </label>
        <p className="muted">{t('desk.searchHint')}</p>
      </div>

      {outcome && (
        <div
          className={`desk__outcome ${outcome.ok ? 'desk__outcome--ok' : 'desk__outcome--refused'}`}
          data-testid="desk-outcome"
          role="status"
        >
          <div>{outcome.text}</div>
          {outcome.alsoInPlay?.map((seat) => (
            <div key={seat.entryId} className="muted" data-testid="desk-also-in-play">
              {t('desk.alsoInPlay', {
                seated: seat.table === null ? 'no' : 'yes',
                table: seat.table ?? 0,
                seat: seat.seat ?? 0,
                allowed: seat.allowed ?? 'other'
              })}
            </div>
          ))}
          {outcome.ok && outcome.placed && <DeskSeat entryId={outcome.entryId} seating={seating} />}
          {outcome.ok && outcome.placed && <DeskPhoneQr tournamentId={tournamentId} />}
          {outcome.playerId && <DeskNote key={outcome.playerId} playerId={outcome.playerId} />}
          {!outcome.ok && failedPlayer && outcome.error?.code === 'error.entry.capReached' && (
            <button onClick={() => void register(failedPlayer, failedName, { waitingList: true })}>
              {t('desk.joinWaitingList')}
            </button>
          )}
          {!outcome.ok && failedPlayer && outcome.error && OVERRIDABLE.has(outcome.error.code) && !overriding && (
            <button onClick={() => setOverriding(true)}>{t('desk.override')}</button>
          )}
          {overriding && failedPlayer && (
            <form
              className="desk__override"
              onSubmit={(e) => {
                e.preventDefault()
                void register(failedPlayer, failedName, { override: true }, reason)
              }}
            >
              <input
                data-testid="override-reason"
                aria-label={t('desk.overrideReason')}
                placeholder={t('desk.overrideReason')}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <button className="primary" type="submit" disabled={!reason.trim()}>
                {t('desk.overrideConfirm')}
              </button>
            </form>
          )}
        </div>
      )}

      {creating ? (
        <PlayerForm
          key={creating.displayName}
          initial={creating}
          compact
          notes
          refusal={createRefusal}
          submitLabel={t('player.recordAndRegister')}
          onSubmit={(fields) => void createAndRegister(fields)}
          onCancel={reset}
        >
          {duplicateOf && (
            <div className="warning" data-testid="duplicate-warning">
              {explain(duplicateOf.error)}{' '}
              <button type="button" onClick={() => void createAndRegister(duplicateOf.fields, true)}>
                {t('desk.recordAnyway')}
              </button>
            </div>
          )}
        </PlayerForm>
      ) : (
        <ul className="desk__hits" data-testid="desk-hits">
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              className={i === selected ? 'selected' : ''}
              onMouseEnter={() => setSelected(i)}
              onClick={() => {
                actedOn.current = text
                void choose(hit)
              }}
            >
              <b>{hit.displayName}</b>
              {hit.fullName && hit.fullName !== hit.displayName && <span className="muted"> · {hit.fullName}</span>}
              {hit.clubId && <span className="muted"> · {hit.clubId}</span>}
              {hit.entry && <HitState entry={hit.entry} />}
            </li>
          ))}
          {text.trim() && answered !== text && hits.length === 0 && (
            <li className="muted" data-testid="desk-searching">
              {t('desk.searching')}
            </li>
          )}
          {text.trim() && answered === text && hits.length === 0 && (
            <li className="muted" data-testid="desk-no-match">
              {t('desk.noMatch', { text: text.trim() })}{' '}
              <button onClick={() => setCreating(emptyPlayer(text.trim()))}>
                {t('desk.createInline', { text: text.trim() })}
              </button>
            </li>
          )}
        </ul>
      )}

      {summary && summary.recent.length > 0 && (
        <>
          <h2>{t('desk.recent')}</h2>
          <RecentEntries rows={summary.recent} />
        </>
      )}
      <TicketsPanel tournamentId={tournamentId} />
    </section>
  )
}

/** The seat to read out: after the draw and for every re-entry, from the seating as it is now (§8.8). */
function DeskSeat({
  entryId,
  seating
}: {
  entryId: string | undefined
  seating: SeatingView | null | undefined
}): ReactNode {
  const { t } = useI18n()
  if (!seating?.drawn || !entryId) return <div className="desk__seat">{t('desk.seatPending')}</div>
  for (const table of seating.tables)
    for (const s of table.seats)
      if (s.entryId === entryId)
        return (
          <div className="desk__seat" data-testid="desk-seat">
            {t('desk.seatAt', { table: table.number, seat: s.seat })}
          </div>
        )
  return (
    <div className="desk__seat warn" data-testid="desk-seat">
      {t('desk.seatNotYet')}
    </div>
  )
}

function HitState({ entry }: { entry: NonNullable<PlayerHit['entry']> }): ReactNode {
  const { t } = useI18n()
  if (entry.status === 'pre-registered')
    return <span className="badge">{t('desk.awaitingConfirmation', { number: entry.number ?? '—' })}</span>
  if (entry.status === 'registered')
    return <span className="badge">{t('desk.alreadyIn', { number: entry.number ?? '—' })}</span>
  if (entry.status === 'waiting') return <span className="badge">{t('desk.onWaitingList')}</span>
  if (entry.status === 'eliminated' && entry.reentry === 'limit')
    return <span className="badge">{t('desk.reentryLimit')}</span>
  if (entry.status === 'eliminated' && entry.reentry === 'none')
    return <span className="badge">{t('desk.noReentry')}</span>
  if (entry.status === 'eliminated' && entry.reentry === 'closed')
    return <span className="badge">{t('desk.reentryClosed')}</span>
  if (entry.status === 'eliminated') return <span className="badge">{t('desk.canReenter')}</span>
  return <span className="badge">{t(`entry.status.${entry.status}`)}</span>
}

function RecentEntries({ rows }: { rows: EntryRow[] }): ReactNode {
  const { t, time } = useI18n()
  return (
    <table className="grid" data-testid="desk-recent">
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="num">{row.number ?? '—'}</td>
            <td>{row.displayName}</td>
            <td>
              {t(`entry.kind.${row.kind}`)}
              {row.ticket && (
                <>
                  {' '}
                  <span className="badge">{t('tickets.byTicket', { satellite: row.ticket })}</span>
                </>
              )}
            </td>
            <td>{t(`entry.status.${row.status}`)}</td>
            <td className="muted">{time(row.registeredAt, true)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The confirmation shows the phone page's QR code, so the player scans it at the desk. */
function DeskPhoneQr({ tournamentId }: { tournamentId: string }): ReactNode {
  const { t } = useI18n()
  const link = usePhoneLink(tournamentId, { here: useDesktopPhoneLink() })
  return link ? <PhoneQr link={link} size={120} caption={t('desk.phoneQr')} testId="desk-phone-qr" /> : null
}
