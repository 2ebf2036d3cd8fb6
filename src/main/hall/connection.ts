import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import { MAX_FRAME_BYTES } from '../../shared/contract/protocol'
import type { Connection, Dispatcher } from '../app/dispatch/dispatcher'
import { requestIdOf, requestIdOfText } from '../app/dispatch/dispatcher'
import { FRAME_TOO_LARGE, RATE_LIMITED } from '../app/dispatch/errors'
import { describeError } from '../app/log'
import { pushFrame, textFrame } from './frames'
import { commandTrace } from '../app/commandTrace'
import { FrameTurns } from './turns'

/** One queue of the displays' frames per hall server (its dispatcher): see turns.ts. */
const turns = new WeakMap<Dispatcher, FrameTurns>()

/** The queue of the hall server whose dispatcher this is (its displays' frames, and new connections' handshakes). */
export function turnsOf(dispatcher: Dispatcher): FrameTurns {
  let queue = turns.get(dispatcher)
  if (!queue) {
    queue = new FrameTurns(undefined, undefined, (error) => dispatcher.log.error('ws.message', describeError(error)))
    turns.set(dispatcher, queue)
  }
  return queue
}

/**
 * One WebSocket client: bytes in and out, nothing else. Each text frame is size-checked and parsed as JSON here
 * (larger requests arrive in parts, which the dispatcher joins); what it means is the dispatcher's (sessions,
 * limits, command ids, errors), the same one the Electron IPC uses.
 *
 * A push is written to the TCP socket (`raw`, the one the upgrade handed over) as the frame built once for every
 * connection that receives it, and an answer as a frame built here. This is sound because the server sends no compressed frames
 * (`perMessageDeflate: false` in server.ts): `ws` writes each of its own frames synchronously and whole, so a push
 * never lands inside one of them. Each push leaves as it is made: holding a connection's writes until the flush is
 * done (one system call for the admin's four views) was measured, and it cost more than it saved (the admin's views
 * waited for the 20 screens': register 2.2 ms median instead of 1.7, 2026-12-03).
 *
 * An admin's frames are handled as they arrive; every other connection's wait their turn (turns.ts), so a storm of
 * screens connecting and subscribing never stands between the director and the floor.
 */
export function handleConnection(socket: WebSocket, raw: Duplex, dispatcher: Dispatcher, address: string): Connection {
  const queue = turnsOf(dispatcher)
  const connection = dispatcher.open(
    {
      // Answers as the frame built here, for the same reason as pushes: `ws`'s own send cost some 90 µs an answer
      // (its options, a header and the text written as two buffers), most of a refused subscription's time.
      send: (frame) => {
        if (socket.readyState === socket.OPEN) raw.write(textFrame(JSON.stringify(frame)))
      },
      sendPush: (push) => {
        if (socket.readyState !== socket.OPEN) return
        // A whole view too: every screen that subscribes to a view before it changes gets the same push (hub.ts), so
        // 300 phones opening their page at once share one frame instead of 300 copies of it.
        raw.write(pushFrame(push))
      },
      close: (code, reason) => socket.close(code, reason)
    },
    address
  )
  socket.on('message', (data, isBinary) => {
    try {
      if (isBinary) {
        connection.refuse({ code: 'error.frame', message: 'Frames must be UTF-8 JSON text' }, undefined)
        return
      }
      const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[])
      if (bytes.byteLength > MAX_FRAME_BYTES) {
        // Too large to parse; the error still names the request when its id comes first (as our clients send it).
        connection.refuse(FRAME_TOO_LARGE, requestIdOfText(bytes.subarray(0, 200).toString('utf8')))
        return
      }
      const text = bytes.toString('utf8')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        connection.refuse({ code: 'error.frame', message: 'A frame must be valid JSON' }, requestIdOfText(text))
        return
      }
      const kind = (json as { kind?: unknown } | null)?.kind
      const handle = (): void => {
        // A frame that waited while its connection went: nobody to answer.
        if (socket.readyState !== socket.OPEN) return
        if (kind === 'command') commandTrace.start()
        connection.receive(json)
      }
      // The director's frames, and an admin's hello, at once — unless frames of this connection wait already: its
      // frames keep their order.
      const admin = connection.role === 'admin' || (kind === 'hello' && (json as { role?: unknown }).role === 'admin')
      if (admin && queue.waiting(connection) === 0) handle()
      else if (!queue.defer(connection, bytes.byteLength, handle)) connection.refuse(RATE_LIMITED, requestIdOf(json))
    } catch (error) {
      dispatcher.log.error('ws.message', describeError(error))
    }
  })
  socket.on('close', () => {
    // A display that leaves waits its turn as well: 300 dropped at once free their views in the displays' stretches.
    if (connection.role === 'admin' || !queue.defer(connection, 0, () => connection.closedByPeer()))
      connection.closedByPeer()
  })
  socket.on('error', () => socket.terminate())
  return connection
}
