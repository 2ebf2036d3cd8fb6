import type { FloorClient } from '../../../shared/contract/client'
import type { Role } from '../../../shared/contract/protocol'
import { connectIpc } from './ipcClient'
import { connectWs } from './wsClient'

/** Inside Electron the preload bridge exists; in a browser on the LAN we talk to the hall server. */
export function connect(role: Role, token?: string, operator?: string): Promise<FloorClient> {
  if (window.floorclock) return connectIpc(window.floorclock, role)
  return connectWs({ role, ...(token ? { token } : {}), ...(operator ? { operator } : {}) })
}

export const isElectron = (): boolean => window.floorclock !== undefined
