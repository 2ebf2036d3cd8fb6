import { useState, type ReactNode } from 'react'
import { categoryKey, PRESET_KINDS, type CategoryKind, type Membership } from '../../../../shared/core/league'
import { useI18n } from '../../i18n/I18n'
import { useSender } from '../results/useSender'

/**
 * §5.4е: what a player belongs to — women, juniors, seniors, a club or any named group — recorded on the player and
 * kept for every event that announces such a standing. Internal personal data (§27.11): only the
 * standings built from it are public. Each change is one journaled record with who and when (§4.7).
 */
export function PlayerMemberships({
  playerId,
  memberships,
  onSaved
}: {
  playerId: string
  memberships: readonly Membership[]
  onSaved: () => void
}): ReactNode {
  const { t } = useI18n()
  const { send, error } = useSender()
  const [list, setList] = useState<Membership[]>([...memberships])
  // The recorded memberships, read again after each save, replace the list; a club name being typed stays (the card
  // is not remade: remaking it erased what was typed while a tick box was being recorded).
  const [recorded, setRecorded] = useState(memberships)
  if (recorded !== memberships) {
    setRecorded(memberships)
    setList([...memberships])
  }
  const [kind, setKind] = useState<CategoryKind>('club')
  const [name, setName] = useState('')
  const save = (next: Membership[]): void => {
    const before = list
    setList(next)
    void send({ type: 'player.setMemberships', playerId, memberships: next }).then((ok) => {
      if (ok) onSaved()
      else setList(before)
    })
  }
  const named = list.filter((m) => !PRESET_KINDS.includes(m.kind))
  return (
    <section className="card" data-testid="player-memberships">
      <h2>{t('standings.player.title')}</h2>
      <p className="muted">{t('standings.player.explain')}</p>
      <div className="row">
        {PRESET_KINDS.map((k) => (
          <label key={k}>
            <input
              type="checkbox"
              checked={list.some((m) => m.kind === k)}
              onChange={(e) =>
                save(e.target.checked ? [...list, { kind: k }] : list.filter((m) => categoryKey(m) !== k))
              }
            />{' '}
            {t(`standings.kind.${k}`)}
          </label>
        ))}
      </div>
      {named.length > 0 && (
        <ul data-testid="player-memberships-named">
          {named.map((m) => (
            <li key={categoryKey(m)}>
              {t(`standings.kind.${m.kind}`)}: <b>{m.name}</b>{' '}
              <button
                className="link"
                onClick={() => save(list.filter((x) => categoryKey(x) !== categoryKey(m)))}
                aria-label={t('standings.player.remove', { name: m.name ?? '' })}
              >
                {t('standings.player.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault()
          const trimmed = name.trim()
          if (!trimmed) return
          save([...list, { kind, name: trimmed }])
          setName('')
        }}
      >
        <select
          aria-label={t('standings.player.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as CategoryKind)}
        >
          <option value="club">{t('standings.kind.club')}</option>
          <option value="group">{t('standings.kind.group')}</option>
        </select>
        <input
          aria-label={t('standings.player.name')}
          placeholder={t('standings.player.name')}
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" disabled={name.trim() === ''}>
          {t('standings.player.add')}
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
