import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { MAX_FRAME_BYTES, WS_PATH, type Role, type SafeModeReport } from '../../shared/contract/protocol'
import type { Result } from '../../shared/contract/result'
import { Dispatcher } from '../app/dispatch/dispatcher'
import type { ConnectionLimits } from '../app/dispatch/limits'
import { describeError, log as processLog, type Logger } from '../app/log'
import type { FloorService, Session } from '../app/service'
import { tokensEqual } from './auth'
import { handleConnection, turnsOf } from './connection'
import { hostPolicy, singleHostHeader } from './hosts'
import { CLOCK_LINK_PATH, PHONE_LINK_PATH } from '../../shared/contract/phoneLink'
import { serveClockLink, servePhoneLink } from './phoneLink'
import { sendStatus, serveStatic } from './static'

export interface HallServerOptions {
  readonly service: FloorService
  /** Backups, restore, export, import (admin only). */
  readonly operate: (input: unknown, session: Session) => Promise<Result<unknown>>
  /** The built renderer (out/renderer). */
  readonly staticDir: string
  /** 127.0.0.1 unless the director chooses to expose the server on the LAN. */
  readonly host?: string
  readonly port?: number
  readonly adminToken: () => string
  /** Further names browsers may use for this server (`--allow-host`), beyond localhost and its own addresses. */
  readonly allowHosts?: readonly string[]
  readonly log?: Logger
  readonly limits?: Partial<Record<Role, Partial<ConnectionLimits>>>
  /** The floor opened in safe mode: admins are shown this report. */
  readonly safeMode?: SafeModeReport | null
}

export interface HallServer {
  readonly port: number
  readonly host: string
  readonly baseUrl: string
  readonly dispatcher: Dispatcher
  close(): Promise<void>
}

/**
 * The hall server: the built renderer over HTTP and the contract over one WebSocket path, so any browser on the LAN
 * can show the clock (read-only, public data) or, with the PIN, the admin view. Every request is answered on its
 * own: a bad one gets 400/403/404/500, the process keeps serving everyone else.
 */
export async function startHallServer(options: HallServerOptions): Promise<HallServer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? processLog
  const hosts = hostPolicy(host, options.allowHosts ?? [])
  const dispatcher = new Dispatcher({
    service: options.service,
    operate: options.operate,
    adminToken: options.adminToken,
    checkToken: tokensEqual,
    log,
    ...(options.limits ? { limits: options.limits } : {}),
    safeMode: options.safeMode ?? null
  })
  let port = 0
  const server = http.createServer((req, res) => {
    try {
      const hostHeader = singleHostHeader(req.rawHeaders)
      if (hostHeader === null) {
        sendStatus(res, 400)
        return
      }
      if (!hosts.allows(hostHeader)) {
        sendStatus(res, 403)
        return
      }
      // The phone page's address and its QR code, for the hall display, seat cards and the desk.
      const route = (req.url ?? '').split('?', 1)[0]
      if (route === PHONE_LINK_PATH) {
        servePhoneLink(req, res, host, port, log)
        return
      }
      // The clock's address on the hall network and its QR code, for the "Hall network" page.
      if (route === CLOCK_LINK_PATH) {
        serveClockLink(req, res, host, port, log)
        return
      }
      serveStatic(options.staticDir, req, res, log)
    } catch (error) {
      log.error('http.request', { method: req.method, ...describeError(error) })
      sendStatus(res, 500)
    }
  })
  server.on('clientError', (_error, socket) => refuse(socket, 400))
  // No per-message compression: pushes are written as prebuilt frames (connection.ts), and compressing the
  // same push 300 times for 300 phones would cost more CPU than the hall Wi-Fi saves on a few hundred bytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4, perMessageDeflate: false })
  wss.on('error', (error) => log.error('ws.server', describeError(error)))

  server.on('upgrade', (req, socket, head) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x')
      // Two Host headers: which one names the server is ambiguous, so neither is trusted (hosts.ts).
      const hostHeader = singleHostHeader(req.rawHeaders)
      if (hostHeader === null) {
        refuse(socket, 400)
        return
      }
      // A foreign Host (DNS rebinding) or Origin is refused before the PIN is even looked at: it cannot lock anyone out.
      if (
        url.pathname !== WS_PATH ||
        !hosts.allows(hostHeader) ||
        !hosts.allowsOrigin(req.headers.origin, hostHeader)
      ) {
        refuse(socket, 403)
        return
      }
      socket.on('error', () => socket.destroy())
      // The handshake waits its turn with the displays' frames (turns.ts): who connects is not known yet, and 300
      // screens connecting at once are some 60 ms of handshakes that must not stand before the director's command.
      // Counted as a kilobyte of waiting frames, so a flood of handshakes is bounded like a flood of frames.
      const accepted = turnsOf(dispatcher).defer(socket, 1024 + head.length, () => {
        if (socket.destroyed) return
        try {
          wss.handleUpgrade(req, socket, head, (ws) => {
            handleConnection(ws, socket, dispatcher, req.socket.remoteAddress ?? 'unknown')
          })
        } catch (error) {
          log.error('ws.upgrade', describeError(error))
          refuse(socket, 500)
        }
      })
      if (!accepted) refuse(socket, 503)
    } catch (error) {
      log.error('ws.upgrade', describeError(error))
      refuse(socket, 500)
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  server.on('error', (error) => log.error('http.server', describeError(error)))
  port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    port,
    host,
    baseUrl: `http://${shownHost}:${port}`,
    dispatcher,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

function refuse(socket: Duplex, status: number): void {
  try {
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n\r\n`)
  } catch {
    // the client is gone already
  }
  socket.destroy()
}

/**
 * A browser page may open the socket only if it was served by this server (Origin host equals Host). Non-browser
 * clients send no Origin and are judged by the PIN alone. (The server also checks the Host itself: see hosts.ts.)
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
