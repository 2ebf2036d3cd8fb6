import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { phoneLinkRequest, type PhoneLink } from '../../../shared/contract/phoneLink'

/** A link and its QR code as an image source. */
export interface PhoneLinkValue {
  url: string
  src: string
}

/** How a page that no hall server serves (the desktop app's own window) makes the link itself, or cannot (null). */
export type MakePhoneLink = (tournamentId: string) => Promise<PhoneLinkValue | null>

/** An SVG (a QR code made by `shared/qr.ts`) as an image source. */
export const svgSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * The address of the players' phone page for a tournament, and its QR code: on the hall screen, at the desk and on
 * the seat cards. A page served by a hall server asks it (`/phone-link`: the address it was started for, the code
 * made there, so none is made in the hall display's bundle). A page no hall server serves (the desktop app's own
 * window) uses `here` when it is given one (`useDesktopPhoneLink`, the admin's), else shows none.
 */
export function usePhoneLink(
  tournamentId: string | null,
  { wanted = true, here }: { wanted?: boolean; here?: MakePhoneLink | undefined } = {}
): PhoneLinkValue | null {
  const [link, setLink] = useState<(PhoneLinkValue & { id: string }) | null>(null)
  useEffect(() => {
    if (!wanted || !tournamentId) return
    let live = true
    const done = (value: PhoneLinkValue | null): void => {
      if (live && value) setLink({ ...value, id: tournamentId })
    }
    const asked =
      location.protocol === 'http:' || location.protocol === 'https:'
        ? fetch(phoneLinkRequest(tournamentId))
            .then((r) => (r.ok ? (r.json() as Promise<PhoneLink>) : null))
            .then((x) =>
              x && typeof x.url === 'string' && typeof x.svg === 'string' ? { url: x.url, src: svgSource(x.svg) } : null
            )
        : (here?.(tournamentId) ?? Promise.resolve(null))
    asked.then(done).catch(() => undefined) // no link: no code is shown
    return () => {
      live = false
    }
  }, [tournamentId, wanted, here])
  return wanted && link && link.id === tournamentId ? link : null
}

/** The one QR code image: the address on its data attribute (what a phone camera reads), white behind the code. */
export function QrCode({
  link,
  testId,
  alt,
  size,
  className,
  style
}: {
  link: PhoneLinkValue
  testId?: string
  alt?: string
  size?: number
  className?: string
  style?: CSSProperties
}): ReactNode {
  return (
    <img
      className={className}
      src={link.src}
      alt={alt ?? link.url}
      data-url={link.url}
      data-testid={testId}
      width={size}
      height={size}
      style={{ background: '#fff', ...style }}
    />
  )
}

/** The phone page's QR code with a caption, as the desk's confirmation and the seat cards show it. */
export function PhoneQr({
  link,
  size,
  caption,
  testId
}: {
  link: PhoneLinkValue
  size: number
  caption?: string
  testId: string
}): ReactNode {
  return (
    <figure className="phone-qr" data-testid={testId} data-url={link.url} style={{ margin: 0 }}>
      <QrCode link={link} size={size} />
      {caption && (
        <figcaption className="muted" style={{ fontSize: '0.85rem', fontWeight: 400 }}>
          {caption}
        </figcaption>
      )}
    </figure>
  )
}
