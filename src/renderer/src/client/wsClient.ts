import type { FloorClient } from '../../../shared/contract/client'
import type { ServerFrame } from '../../../shared/contract/protocol'
import { MAX_FRAME_BYTES, WS_PATH } from '../../../shared/contract/wire'
import { connectClient, type ClientOptions, type FrameTransport } from './frameClient'

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
      const socket = new Socket(url)
      socket.onopen = () => onOpen()
      socket.onmessage = (message: MessageEvent) => {
        let frame: ServerFrame
        try {
          frame = JSON.parse(String(message.data)) as ServerFrame
        } catch {
          return
        }
        onFrame(frame)
      }
      socket.onclose = () => onClose()
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

/** This page's hall server. */
export function hallSocketUrl(): string {
  // (typed without the DOM library: Node tests import this file too)
  const here = (globalThis as unknown as { location: { protocol: string; host: string } }).location
  return `${here.protocol === 'https:' ? 'wss' : 'ws'}://${here.host}${WS_PATH}`
}

export function connectWs(
  options: WsClientOptions,
  url = hallSocketUrl(),
  Socket?: WebSocketConstructor
): Promise<FloorClient> {
  return connectClient(wsTransport(url, Socket), options)
}
