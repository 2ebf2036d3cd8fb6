import type { FloorBridge } from '../../../shared/contract/bridge'
import type { FloorClient } from '../../../shared/contract/client'
import type { ServerFrame } from '../../../shared/contract/protocol'
import { MAX_FRAME_BYTES } from '../../../shared/contract/wire'
import { connectClient, type ClientOptions, type FrameTransport } from './frameClient'

/**
 * The Electron transport: the preload bridge carries the same frames as the hall server's WebSocket to the same
 * dispatcher. The link never drops while the window lives. Large requests travel in parts here too, so
 * an import from the desktop window shows its progress as it does in a browser.
 */
export function ipcTransport(bridge: FloorBridge): FrameTransport {
  return {
    maxFrameBytes: MAX_FRAME_BYTES - 1024,
    connect: ({ onOpen, onFrame }) => {
      const stop = bridge.onFrame((frame) => onFrame(frame as ServerFrame))
      queueMicrotask(onOpen)
      return {
        send: (text) => {
          void bridge.send(text)
          return true
        },
        close: stop
      }
    }
  }
}

export function connectIpc(bridge: FloorBridge, options: ClientOptions): Promise<FloorClient> {
  return connectClient(ipcTransport(bridge), options)
}
