import { WS_PATH } from '../../../shared/contract/wire'

/**
 * A page's socket opened by its first, small script, before the page's own code has arrived: on a smart TV on slow
 * hall Wi-Fi the socket's handshake (a round trip or two) then overlaps the download of the code instead of following
 * it. The client's first connection takes it over (`takeEarlySocket`); the frames that came meanwhile are kept in
 * order and handed over with it. Nothing is sent on it before the client's own hello.
 */
interface Early {
  url: string
  socket: WebSocket
  frames: string[]
}

let early: Early | null = null

/** This page's hall server's socket address. */
export function hallSocketUrl(): string {
  // (typed without the DOM library: Node tests import this file too)
  const here = (globalThis as unknown as { location: { protocol: string; host: string } }).location
  return `${here.protocol === 'https:' ? 'wss' : 'ws'}://${here.host}${WS_PATH}`
}

/** Open the page's socket now (a hall display's or a phone page's first script; never inside the desktop app). */
export function openEarlySocket(url = hallSocketUrl()): void {
  if (early || typeof WebSocket === 'undefined') return
  try {
    const socket = new WebSocket(url)
    const frames: string[] = []
    socket.onmessage = (message: MessageEvent) => frames.push(String(message.data))
    early = { url, socket, frames }
  } catch {
    early = null // the client opens its own
  }
}

/** The socket opened early for `url`, once, with the frames it has received; null if none, or it closed meanwhile. */
export function takeEarlySocket(url: string): { socket: WebSocket; frames: string[] } | null {
  const taken = early
  early = null
  if (!taken) return null
  if (taken.url !== url || taken.socket.readyState > 1) {
    taken.socket.close()
    return null
  }
  taken.socket.onmessage = null
  return { socket: taken.socket, frames: taken.frames }
}
