import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type {
  AccountRole,
  GrantableRole,
  PermissionArea,
  AccountsView,
  AccountSummary
} from '../../../../shared/core/accounts'
import type { CommandEnvelope } from '../../../../shared/core/commands'
import { formatDateTime } from '../../../../shared/i18n/format'
import type { MessageKey } from '../../../../shared/i18n'
import { useClient, useSubscription } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

const ROLES: readonly AccountRole[] = ['director', 'floor', 'desk']
const GRANTABLE: readonly GrantableRole[] = ['floor', 'desk']
const AREAS: readonly PermissionArea[] = [
  'tournament',
  'clock',
  'players',
  'registration',
  'results',
  'seating',
  'series',
  'backups'
]

/** Who the header says records: the signed-in account's own name, or the name given with the installation PIN. */
export function SignedInName({ fallback }: { fallback: string }): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const signedIn = client.signedIn
  return (
    <>
      <b>{signedIn?.name ?? fallback}</b>
      {signedIn?.account && (
        <span className="muted" data-testid="signed-in-account">
          {' '}
          ({t(`accounts.role.${signedIn.role}` as MessageKey)}, {t('operator.account')})
        </span>
      )}
    </>
  )
}

/**
 * The header's "change" of who records: with the installation PIN (or at the desktop) a new name is enough; a
 * named account signs out, since another person needs their own PIN.
 */
export function ChangeOperatorButton({ onChange }: { onChange: (signOut: boolean) => void }): ReactNode {
  const { t } = useI18n()
  const account = useClient().signedIn?.account ?? false
  return (
    <button className="link" onClick={() => onChange(account)} data-testid="change-operator">
      {account ? t('accounts.signOut') : t('operator.change')}
    </button>
  )
}

/** Whether this connection may manage accounts (a director: an account of that role, or the installation PIN). */
export function useIsDirector(): boolean {
  const client = useClient()
  return client.signedIn === null || client.signedIn.role === 'director'
}

/** The admin's menu entry for the accounts: shown to directors only. */
export function AccountsNavButton({ active, onClick }: { active: boolean; onClick: () => void }): ReactNode {
  const { t } = useI18n()
  if (!useIsDirector()) return null
  return (
    <button className={active ? 'active' : ''} onClick={onClick} data-testid="nav-accounts">
      {t('nav.accounts')}
    </button>
  )
}

/** Named accounts of the floor staff: the director creates them and chooses what each role records. */
export function Accounts(): ReactNode {
  const { t, explain, language } = useI18n()
  const client = useClient()
  const director = useIsDirector()
  const [view, setView] = useState<AccountsView | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [name, setName] = useState('')
  const [role, setRole] = useState<AccountRole>('floor')
  const [pin, setPin] = useState('')
  const [pins, setPins] = useState<Record<string, string>>({})
  const [names, setNames] = useState<Record<string, string>>({})
  const [areas, setAreas] = useState<Record<GrantableRole, PermissionArea[]> | null>(null)

  const refresh = useCallback(() => {
    void client.query({ type: 'accounts.list' }).then((r) => {
      if (!r.ok) return
      setView(r.value)
      setAreas(r.value.permissions)
    })
  }, [client])
  useEffect(refresh, [refresh])

  const record = async (envelope: CommandEnvelope, done: string): Promise<boolean> => {
    const result = await client.command(envelope)
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: explain(result.error) })
    refresh()
    return result.ok
  }

  if (!director) return <p className="muted">{t('accounts.onlyDirector')}</p>

  return (
    <section data-testid="accounts">
      <div className="section-head">
        <h1>{t('accounts.title')}</h1>
      </div>
      <p className="muted">{t('accounts.explain')}</p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? '' : 'error'}>
          {message.text}
        </p>
      )}
      <form
        className="form"
        data-testid="account-form"
        onSubmit={(e) => {
          e.preventDefault()
          void record(
            { command: { type: 'account.create', name: name.trim(), role, pin } },
            t('accounts.created.done', { name: name.trim() })
          ).then((ok) => {
            if (ok) {
              setName('')
              setPin('')
            }
          })
        }}
      >
        <label>
          {t('accounts.name')}
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        </label>
        <label>
          {t('accounts.role')}
          <select name="role" value={role} onChange={(e) => setRole(e.target.value as AccountRole)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`accounts.role.${r}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('accounts.pin')}
          <input
            name="pin"
            type="password"
            autoComplete="new-password"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            required
          />
        </label>
        <button type="submit" className="primary">
          {t('accounts.create')}
        </button>
      </form>
      {view && view.accounts.length === 0 && <p className="muted">{t('accounts.none')}</p>}
      {view && view.accounts.length > 0 && (
        <table className="grid" data-testid="account-list">
          <thead>
            <tr>
              <th>{t('accounts.name')}</th>
              <th>{t('accounts.role')}</th>
              <th>{t('accounts.state')}</th>
              <th>{t('accounts.created')}</th>
              <th>{t('accounts.newPin')}</th>
              <th>{t('accounts.scope')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {view.accounts.map((a) => (
              <tr key={a.id} data-testid={`account-${a.name}`}>
                <td>
                  <input
                    aria-label={`${t('accounts.name')}: ${a.name}`}
                    value={names[a.id] ?? a.name}
                    maxLength={80}
                    onChange={(e) => setNames({ ...names, [a.id]: e.target.value })}
                  />{' '}
                  <button
                    disabled={(names[a.id] ?? a.name).trim() === a.name || !(names[a.id] ?? '').trim()}
                    onClick={() => {
                      const next = (names[a.id] ?? '').trim()
                      void record(
                        { command: { type: 'account.edit', accountId: a.id, name: next } },
                        t('accounts.changed', { name: next })
                      ).then((ok) => {
                        if (ok) setNames(({ [a.id]: _done, ...rest }) => rest)
                      })
                    }}
                  >
                    {t('accounts.rename')}
                  </button>
                  <br />
                  <small className="muted">id {a.id}</small>
                </td>
                <td>
                  <select
                    aria-label={`${t('accounts.role')}: ${a.name}`}
                    value={a.role}
                    onChange={(e) =>
                      void record(
                        { command: { type: 'account.edit', accountId: a.id, role: e.target.value as AccountRole } },
                        t('accounts.changed', { name: a.name })
                      )
                    }
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`accounts.role.${r}` as MessageKey)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{a.enabled ? t('accounts.enabled') : t('accounts.disabled')}</td>
                <td>
                  {formatDateTime(a.createdAt, language)} · {a.createdBy}
                </td>
                <td>
                  <input
                    type="password"
                    autoComplete="new-password"
                    aria-label={`${t('accounts.newPin')}: ${a.name}`}
                    value={pins[a.id] ?? ''}
                    onChange={(e) => setPins({ ...pins, [a.id]: e.target.value })}
                  />{' '}
                  <button
                    disabled={!pins[a.id]}
                    onClick={() =>
                      void record(
                        { command: { type: 'account.setPin', accountId: a.id, pin: pins[a.id] ?? '' } },
                        t('accounts.pinSet', { name: a.name })
                      ).then((ok) => ok && setPins({ ...pins, [a.id]: '' }))
                    }
                  >
                    {t('accounts.setPin')}
                  </button>
                </td>
                <td>
                  <ScopeEditor account={a} record={record} />
                </td>
                <td>
                  <button
                    onClick={() =>
                      void record(
                        { command: { type: 'account.setEnabled', accountId: a.id, enabled: !a.enabled } },
                        t('accounts.changed', { name: a.name })
                      )
                    }
                  >
                    {a.enabled ? t('accounts.disable') : t('accounts.enable')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('accounts.permissions')}</h2>
      <p className="muted">{t('accounts.permissions.explain')}</p>
      {areas &&
        GRANTABLE.map((grantable) => {
          const roleName = t(`accounts.role.${grantable}` as MessageKey)
          return (
            <fieldset key={grantable} data-testid={`permissions-${grantable}`}>
              <legend>{roleName}</legend>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
                  gap: '0.25rem'
                }}
              >
                {AREAS.map((area) => (
                  <label key={area} className="check">
                    <input
                      type="checkbox"
                      checked={areas[grantable].includes(area)}
                      onChange={(e) =>
                        setAreas({
                          ...areas,
                          [grantable]: e.target.checked
                            ? [...areas[grantable], area]
                            : areas[grantable].filter((x) => x !== area)
                        })
                      }
                    />{' '}
                    {t(`accounts.area.${area}` as MessageKey)}
                  </label>
                ))}
              </div>
              <button
                onClick={() =>
                  void record(
                    { command: { type: 'roles.setPermissions', role: grantable, areas: areas[grantable] } },
                    t('accounts.permissions.saved', { role: roleName })
                  )
                }
              >
                {t('accounts.permissions.save', { role: roleName })}
              </button>
            </fieldset>
          )
        })}
    </section>
  )
}

/**
 * The tournaments an account is limited to and its role there (§3): a multi-select of the hall's tournaments and a
 * role. None chosen gives it the whole hall again; the choice is a record of its own (account.setScope).
 */
function ScopeEditor({
  account,
  record
}: {
  account: AccountSummary
  record: (envelope: CommandEnvelope, done: string) => Promise<boolean>
}): ReactNode {
  const { t } = useI18n()
  const tournaments = useSubscription({ topic: 'tournaments' }) ?? []
  const [chosen, setChosen] = useState<string[]>(account.scope?.map((s) => s.tournamentId) ?? [])
  const [role, setRole] = useState<AccountRole>(account.scope?.[0]?.role ?? account.role)
  const named = new Map(tournaments.map((x) => [x.id, x.name]))
  return (
    <div data-testid={`account-scope-${account.name}`}>
      <div className="muted">
        {account.scope
          ? account.scope
              .map(
                (s) => `${named.get(s.tournamentId) ?? s.tournamentId} (${t(`accounts.role.${s.role}` as MessageKey)})`
              )
              .join(', ')
          : t('accounts.scope.hall')}
      </div>
      <select
        multiple
        aria-label={`${t('accounts.scope.edit')}: ${account.name}`}
        title={t('accounts.scope.explain')}
        value={chosen}
        onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
      >
        {tournaments.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </select>{' '}
      <select
        aria-label={`${t('accounts.scope.role')}: ${account.name}`}
        value={role}
        onChange={(e) => setRole(e.target.value as AccountRole)}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`accounts.role.${r}` as MessageKey)}
          </option>
        ))}
      </select>{' '}
      <button
        onClick={() =>
          void record(
            {
              command: {
                type: 'account.setScope',
                accountId: account.id,
                scope: chosen.length > 0 ? chosen.map((tournamentId) => ({ tournamentId, role })) : null
              }
            },
            t('accounts.scope.saved', { name: account.name })
          )
        }
      >
        {t('accounts.scope.save', { name: account.name })}
      </button>
    </div>
  )
}
