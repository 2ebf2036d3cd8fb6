import type { FloorBridge } from '../../shared/contract/bridge'

declare global {
  interface Window {
    /** Present only inside the Electron shell; the hall server's pages talk over WebSocket instead. */
    floorclock?: FloorBridge
  }
}

export type { FloorBridge }
