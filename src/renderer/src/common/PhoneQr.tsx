import { useEffect, useState, type ReactNode } from 'react'
import type { SharingStatus } from '../../../shared/contract/sharing'
import { useClient } from './ClientContext'

export interface PhoneLinkValue {
  url: string
  src: string
}

const svgSrc = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * The address of the players' phone page for a tournament, and its QR code, for the seat cards and the
 * registration desk. Served by a hall server, the page asks it (`/phone-link`: the address it was started for). In the
 * desktop app's own window the address is the hall-network sharing's first LAN address, and the code is made here;
 * with sharing off there is no address a phone could open, and nothing is shown.
 */
export function usePhoneLink(tournamentId: string): PhoneLinkValue | null {
  const client = useClient()
  const [link, setLink] = useState<(PhoneLinkValue & { id: string }) | null>(null)
  useEffect(() => {
    let live = true
    const done = (value: PhoneLinkValue | null): void => {
      if (live && value) setLink({ ...value, id: tournamentId })
    }
    if (location.protocol === 'http:' || location.protocol === 'https:') {
      fetch(`/phone-link?t=${encodeURIComponent(tournamentId)}`)
        .then((r) => (r.ok ? (r.json() as Promise<{ url: string; svg: string }>) : null))
        .then((x) => done(x ? { url: x.url, src: svgSrc(x.svg) } : null))
        .catch(() => undefined)
    } else {
      void client.operate({ type: 'sharing.status' }).then(async (r) => {
        const status = r.ok ? (r.value as SharingStatus) : null
        const address = status?.listening ? status.addresses.find((a) => !a.loopback) : undefined
        if (!status || !address) return
        const url = `http://${address.address}:${status.port}/phone.html#/p?t=${encodeURIComponent(tournamentId)}`
        const { default: QRCode } = await import('qrcode')
        done({ url, src: svgSrc(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })) })
      })
    }
    return () => {
      live = false
    }
  }, [client, tournamentId])
  return link && link.id === tournamentId ? link : null
}

/** The QR code itself, with the address on its data attribute (what a phone camera reads). */
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
      <img src={link.src} alt={link.url} width={size} height={size} style={{ background: '#fff' }} />
      {caption && (
        <figcaption className="muted" style={{ fontSize: '0.85rem', fontWeight: 400 }}>
          {caption}
        </figcaption>
      )}
    </figure>
  )
}
