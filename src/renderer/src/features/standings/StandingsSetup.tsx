import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { categoryLabel } from '../../../../shared/core/protocol'
import {
  CategoryKind,
  categoryKey,
  isPresetKind,
  type Category,
  type Membership,
  type Team,
  type TeamScoring
} from '../../../../shared/core/league'
import type { StandingsSetupView } from '../../../../shared/core/league'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useSender } from '../results/useSender'

/**
 * §5.4: the separate standings announced with the tournament (women, juniors, seniors, a club, any named group), and
 * who belongs to each — recorded on the player, internal (§27.11). After the start a change needs a reason (§5.2).
 */
export function StandingsSetup({ tournamentId }: { tournamentId: string }): ReactNode {
  const { explain } = useI18n()
  const client = useClient()
  // New registrations change the list of players below.
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const [view, setView] = useState<StandingsSetupView | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  // Kept here: the form below starts afresh from each announced list (its key), the confirmation stays.
  const [saved, setSaved] = useState(false)
  const reload = useCallback(() => {
    void client.query({ type: 'standings.get', tournamentId }).then((r) => {
      if (r.ok) setView(r.value)
      else setLoadError(explain(r.error))
    })
  }, [client, tournamentId, explain])
  useEffect(reload, [reload, registration])

  if (loadError) return <p className="error">{loadError}</p>
  if (!view) return null
  return (
    <>
      <CategoriesForm
        key={JSON.stringify(view.categories)}
        view={view}
        saved={saved}
        onSaved={(ok) => {
          setSaved(ok)
          if (ok) reload()
        }}
      />
      <TeamsForm key={`teams:${JSON.stringify(view.teams)}`} view={view} onSaved={reload} />
      {view.categories.length > 0 && <Members key={JSON.stringify(view.players)} view={view} onSaved={reload} />}
    </>
  )
}

function CategoriesForm({
  view,
  saved,
  onSaved
}: {
  view: StandingsSetupView
  saved: boolean
  onSaved: (ok: boolean) => void
}): ReactNode {
  const { t, language } = useI18n()
  const { send, error } = useSender()
  const [draft, setDraft] = useState<Category[]>(view.categories)
  const [kind, setKind] = useState<CategoryKind>('women')
  const [name, setName] = useState('')
  const [reason, setReason] = useState('')
  const candidate: Category = name.trim() ? { kind, name: name.trim() } : { kind }
  const canAdd =
    (isPresetKind(kind) || name.trim().length > 0) && !draft.some((c) => categoryKey(c) === categoryKey(candidate))
  const changed = JSON.stringify(draft) !== JSON.stringify(view.categories)
  return (
    <form
      className="card"
      data-testid="standings-setup"
      onSubmit={(e) => {
        e.preventDefault()
        void send({ type: 'standings.setCategories', tournamentId: view.tournamentId, categories: draft }, reason).then(
          onSaved
        )
      }}
    >
      <h2>{t('standings.setup.title')}</h2>
      <p className="muted">{t('standings.setup.explain')}</p>
      {draft.length === 0 ? (
        <p className="muted">{t('standings.setup.none')}</p>
      ) : (
        <ul data-testid="standings-list">
          {draft.map((c) => (
            <li key={categoryKey(c)}>
              {categoryLabel({ kind: c.kind, name: c.name ?? null }, language)}{' '}
              {c.name && <span className="muted">({t(`standings.kind.${c.kind}`)})</span>}{' '}
              <button
                type="button"
                className="link"
                onClick={() => setDraft(draft.filter((x) => categoryKey(x) !== categoryKey(c)))}
              >
                {t('standings.setup.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <label>
          {t('standings.setup.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as CategoryKind)} data-testid="standings-kind">
            {CategoryKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`standings.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('standings.setup.name')}
          <input
            value={name}
            maxLength={80}
            placeholder={t('standings.setup.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="standings-name"
          />
        </label>
        <button
          type="button"
          disabled={!canAdd}
          onClick={() => {
            setDraft([...draft, candidate])
            setName('')
          }}
          data-testid="standings-add"
        >
          {t('standings.setup.add')}
        </button>
      </div>
      <div className="row">
        {view.started && (
          <input
            aria-label={t('standings.setup.reason')}
            placeholder={t('standings.setup.reason')}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="standings-reason"
          />
        )}
        <button type="submit" disabled={!changed} data-testid="standings-save">
          {t('standings.setup.save')}
        </button>
        {saved && !changed && <span className="muted">{t('standings.setup.saved')}</span>}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/** §5.4е: who belongs to each announced standing, recorded on the player (internal, never public). */
function Members({ view, onSaved }: { view: StandingsSetupView; onSaved: () => void }): ReactNode {
  const { t, language } = useI18n()
  const { send, error } = useSender()
  // What was just ticked, shown at once; the next view (this component's key) replaces it with the record.
  const [local, setLocal] = useState<Record<string, Membership[]>>({})
  const toggle = (memberships: Membership[], category: Category, on: boolean): Membership[] => {
    const key = categoryKey(category)
    const rest = memberships.filter((m) => categoryKey(m) !== key)
    return on ? [...rest, category] : rest
  }
  return (
    <section className="card" data-testid="standings-members">
      <h2>{t('standings.members.title')}</h2>
      <p className="muted">{t('standings.members.explain')}</p>
      {view.players.length === 0 ? (
        <p className="muted">{t('standings.members.none')}</p>
      ) : (
        <table className="places">
          <thead>
            <tr>
              <th>{t('standings.members.player')}</th>
              {view.categories.map((c) => (
                <th key={categoryKey(c)}>{categoryLabel({ kind: c.kind, name: c.name ?? null }, language)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => {
              const memberships = local[p.playerId] ?? p.memberships
              return (
                <tr key={p.playerId} data-player={p.name}>
                  <td>
                    {p.number !== null ? `#${p.number} ` : ''}
                    {p.name}
                  </td>
                  {view.categories.map((c) => {
                    const label = categoryLabel({ kind: c.kind, name: c.name ?? null }, language)
                    const key = categoryKey(c)
                    return (
                      <td key={key}>
                        <input
                          type="checkbox"
                          aria-label={`${p.name}: ${label}`}
                          data-testid={`member-${key}`}
                          checked={memberships.some((m) => categoryKey(m) === key)}
                          onChange={(e) => {
                            const next = toggle(memberships, c, e.target.checked)
                            setLocal({ ...local, [p.playerId]: next })
                            void send({ type: 'player.setMemberships', playerId: p.playerId, memberships: next }).then(
                              (ok) => {
                                if (ok) onSaved()
                                else setLocal(({ [p.playerId]: _refused, ...rest }) => rest)
                              }
                            )
                          }}
                        />
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

/** §5.4д: the teams of a team event and the announced team scoring; a player plays for one team. */
function TeamsForm({ view, onSaved }: { view: StandingsSetupView; onSaved: () => void }): ReactNode {
  const { t } = useI18n()
  const { send, error } = useSender()
  const [scoring, setScoring] = useState<TeamScoring>(view.teams?.scoring ?? { rule: 'points', count: 3 })
  const [teams, setTeams] = useState<Team[]>(view.teams?.teams ?? [])
  const [name, setName] = useState('')
  const [reason, setReason] = useState('')
  const teamOf = (playerId: string): string | undefined => teams.find((x) => x.playerIds.includes(playerId))?.name
  const setMember = (team: string, playerId: string, on: boolean): void =>
    setTeams(
      teams.map((x) =>
        x.name !== team
          ? x
          : { ...x, playerIds: on ? [...x.playerIds, playerId] : x.playerIds.filter((id) => id !== playerId) }
      )
    )
  return (
    <form
      className="card"
      data-testid="teams-setup"
      onSubmit={(e) => {
        e.preventDefault()
        void send(
          { type: 'standings.setTeams', tournamentId: view.tournamentId, scoring, teams },
          reason || undefined
        ).then((ok) => ok && onSaved())
      }}
    >
      <h2>{t('standings.teams.setup')}</h2>
      <p className="muted">{t('standings.teams.explain')}</p>
      <div className="row">
        <label>
          {t('standings.teams.rule')}
          <select
            value={scoring.rule}
            onChange={(e) => setScoring({ ...scoring, rule: e.target.value as TeamScoring['rule'] })}
            data-testid="teams-rule"
          >
            {(['points', 'places'] as const).map((rule) => (
              <option key={rule} value={rule}>
                {t(`standings.teams.rule.${rule}`, { count: scoring.count })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('standings.teams.count')}
          <input
            type="number"
            min={1}
            max={50}
            value={scoring.count}
            onChange={(e) => setScoring({ ...scoring, count: Math.max(1, Math.min(50, Number(e.target.value) || 1)) })}
            data-testid="teams-count"
          />
        </label>
      </div>
      {teams.length === 0 && <p className="muted">{t('standings.teams.none')}</p>}
      {teams.map((team) => (
        <fieldset key={team.name} data-testid="team">
          <legend>
            {team.name}{' '}
            <button type="button" className="link" onClick={() => setTeams(teams.filter((x) => x.name !== team.name))}>
              {t('standings.setup.remove')}
            </button>
          </legend>
          {view.players.map((p) => {
            const other = teamOf(p.playerId)
            return (
              <label key={p.playerId} className={other && other !== team.name ? 'muted' : undefined}>
                <input
                  type="checkbox"
                  aria-label={`${team.name}: ${p.name}`}
                  checked={team.playerIds.includes(p.playerId)}
                  disabled={other !== undefined && other !== team.name}
                  onChange={(e) => setMember(team.name, p.playerId, e.target.checked)}
                />{' '}
                {p.name}{' '}
              </label>
            )
          })}
        </fieldset>
      ))}
      <div className="row">
        <input
          value={name}
          maxLength={80}
          aria-label={t('standings.teams.name')}
          placeholder={t('standings.teams.name')}
          onChange={(e) => setName(e.target.value)}
          data-testid="teams-name"
        />
        <button
          type="button"
          disabled={!name.trim() || teams.some((x) => x.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase())}
          onClick={() => {
            setTeams([...teams, { name: name.trim(), playerIds: [] }])
            setName('')
          }}
          data-testid="teams-add"
        >
          {t('standings.teams.add')}
        </button>
      </div>
      <div className="row">
        {view.started && (
          <input
            aria-label={t('standings.setup.reason')}
            placeholder={t('standings.setup.reason')}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        <button type="submit" data-testid="teams-save">
          {t('standings.teams.save')}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
