import type { FloorClient } from '../../../shared/contract/client'
import type { Role } from '../../../shared/contract/protocol'
import { connectIpc } from './ipcClient'
import { connectWs } from './wsClient'

/**
 * Inside Electron the preload bridge exists; in a browser on the LAN we talk to the hall server. Both send the
 * signed-in name with the hello, so the journal names the person the header shows.
 */
export function connect(role: Role, token?: string, operator?: string): Promise<FloorClient> {
  const options = { role, ...(token ? { token } : {}), ...(operator ? { operator } : {}) }
  if (window.floorclock) return connectIpc(window.floorclock, options)
  return connectWs(options)
}

export const isElectron = (): boolean => window.floorclock !== undefined
