import type { FloorClient } from '../../../shared/contract/client'
import type { ServerFrame } from '../../../shared/contract/protocol'
import { MAX_FRAME_BYTES } from '../../../shared/contract/wire'
import { connectClient, type ClientOptions, type FrameTransport } from './frameClient'
import { hallSocketUrl, takeEarlySocket } from './earlySocket'

export type WsClientOptions = ClientOptions

/** The constructor of a WebSocket (the browser's; Node tests pass the `ws` package's). */
export type WebSocketConstructor = new (url: string) => WebSocket

/**
 * The hall-server transport: one WebSocket per connection, frames as JSON text, a new socket after a drop. The
 * client logic (sessions, retries, parts, time) is frameClient's, the same as over IPC.
 */
export function wsTransport(url: string, Socket: WebSocketConstructor = WebSocket): FrameTransport {
  return {
    maxFrameBytes: MAX_FRAME_BYTES - 1024,
    connect: ({ onOpen, onFrame, onClose }) => {
      // The page's first script may have opened the socket already (earlySocket.ts): its handshake is then done or
      // under way, and the first frames are the same either way.
      const early = takeEarlySocket(url)
      const socket = early?.socket ?? new Socket(url)
      const receive = (data: unknown): void => {
        let frame: ServerFrame
        try {
          frame = JSON.parse(String(data)) as ServerFrame
        } catch {
          return
        }
        onFrame(frame)
      }
      socket.onopen = () => onOpen()
      socket.onmessage = (message: MessageEvent) => receive(message.data)
      socket.onclose = () => onClose()
      if (early && socket.readyState === 1)
        // Open already: the client hears so once it holds this link (a microtask runs before any further frame).
        queueMicrotask(() => {
          onOpen()
          for (const data of early.frames) receive(data)
        })
      return {
        send: (text) => {
          if (socket.readyState !== 1) return false
          socket.send(text)
          return true
        },
        close: () => socket.close()
      }
    }
  }
}

export { hallSocketUrl }

export function connectWs(
  options: WsClientOptions,
  url = hallSocketUrl(),
  Socket?: WebSocketConstructor
): Promise<FloorClient> {
  return connectClient(wsTransport(url, Socket), options)
}
