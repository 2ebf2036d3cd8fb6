import type { FloorBridge } from '../../../shared/contract/bridge'
import type { FloorClient } from '../../../shared/contract/client'
import type { Role } from '../../../shared/contract/protocol'
import { openClient } from './frameClient'
import { connectIpc, ipcTransport } from './ipcClient'
import { connectWs, hallSocketUrl, wsTransport } from './wsClient'

/** The preload bridge, in the desktop app's windows (typed without the DOM library: Node tests import this file). */
const bridge = (): FloorBridge | undefined =>
  (globalThis as { window?: { floorclock?: FloorBridge } }).window?.floorclock

/**
 * Inside Electron the preload bridge exists; in a browser on the LAN we talk to the hall server. Both send the
 * signed-in name with the hello, so the journal names the person the header shows.
 */
export function connect(role: Role, token?: string, operator?: string): Promise<FloorClient> {
  const options = { role, ...(token ? { token } : {}), ...(operator ? { operator } : {}) }
  const inApp = bridge()
  return inApp ? connectIpc(inApp, options) : connectWs(options)
}

/**
 * A hall screen's or a player's phone's connection: the same client as the admin's over the same transports, as a
 * display — public data only, read-only, no PIN. It is returned at once and connects (and reconnects) by itself; the
 * page shows what it has meanwhile.
 */
export function connectDisplay(): FloorClient {
  const inApp = bridge()
  return openClient(inApp ? ipcTransport(inApp) : wsTransport(hallSocketUrl()), { role: 'display' })
}

export const isElectron = (): boolean => bridge() !== undefined
