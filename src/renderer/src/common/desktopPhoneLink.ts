import { useMemo } from 'react'
import { phonePageUrl } from '../../../shared/contract/phoneLink'
import type { SharingStatus } from '../../../shared/contract/sharing'
import { qrSvg } from '../../../shared/qr'
import { useClient } from './ClientContext'
import { svgSource, type MakePhoneLink } from './PhoneQr'

/**
 * The admin's phone link in the desktop app's own window, which no hall server serves: the address is the hall
 * network sharing's first LAN address, and the code is made here by the one QR maker. With sharing off there is no
 * address a phone could open, and none is made. (Only the admin's pages import this, so no QR maker reaches the hall
 * display's or the phone's bundle.)
 */
export function useDesktopPhoneLink(): MakePhoneLink {
  const client = useClient()
  return useMemo<MakePhoneLink>(
    () => async (tournamentId) => {
      const asked = await client.operate({ type: 'sharing.status' })
      const status = asked.ok ? (asked.value as SharingStatus) : null
      const address = status?.listening ? status.addresses.find((a) => !a.loopback) : undefined
      if (!status || !address) return null
      const url = phonePageUrl(`http://${address.address}:${status.port}`, tournamentId)
      return { url, src: svgSource(await qrSvg(url)) }
    },
    [client]
  )
}
