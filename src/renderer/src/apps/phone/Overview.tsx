import { useEffect, useState, type ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { readTile, tileTexts } from '../hall/festivalTexts'
import type { HallLanguage, HallT } from '../hall/i18n'

/**
 * The phone page without a tournament (`phone.html#/p`): every tournament of the hall in play or scheduled today, as
 * on the hall's festival board (§12.13), each a link to its own phone page. Public data only (§27.11).
 */
export function PhoneOverview(props: { t: HallT; language: HallLanguage; serverNow: () => number }): ReactNode {
  const { t, language, serverNow } = props
  const view = useSubscription({ topic: 'festival' })
  const [now, setNow] = useState(serverNow)
  // The times count down once a second; nothing else changes between pushes.
  useEffect(() => {
    const id = setInterval(() => setNow(serverNow()), 1000)
    return () => clearInterval(id)
  }, [serverNow])
  useEffect(() => {
    document.title = t('phone.overview.title')
  }, [t])
  const tiles = view?.tiles ?? []
  return (
    <div className="phone" data-testid="phone-overview" data-ready={view ? 'yes' : 'no'}>
      <header className="phone__head">
        <h1>{t('phone.overview.title')}</h1>
      </header>
      <main className="phone__main">
        {view && tiles.length === 0 && <p className="phone__muted">{t('hall.board.empty')}</p>}
        <ul className="phone__events">
          {tiles.map((tile) => {
            const x = tileTexts(tile, readTile(tile, now), t, language, false)
            return (
              <li key={tile.id}>
                <a href={`#/p?t=${encodeURIComponent(tile.id)}`} data-testid="phone-event">
                  <strong>{x.name}</strong>
                  <span>
                    {x.status} · <b>{x.time}</b>
                  </span>
                  <span>{x.stakes}</span>
                  {x.lines.map((line, i) => (
                    <span key={i} className="phone__muted">
                      {line}
                    </span>
                  ))}
                </a>
              </li>
            )
          })}
        </ul>
      </main>
    </div>
  )
}
