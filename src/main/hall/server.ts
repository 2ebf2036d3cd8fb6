import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { MAX_FRAME_BYTES, WS_PATH } from '../../shared/contract/protocol'
import type { Result } from '../../shared/contract/result'
import type { FloorService, Session } from '../app/service'
import { Lockout } from './auth'
import { handleConnection } from './connection'
import { serveStatic } from './static'

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
}

export interface HallServer {
  readonly port: number
  readonly host: string
  readonly baseUrl: string
  close(): Promise<void>
}

/**
 * The hall server: the built renderer over HTTP and the contract over one WebSocket path, so any browser on the LAN
 * can show the clock (read-only, public data) or, with the PIN, the admin view.
 */
export async function startHallServer(options: HallServerOptions): Promise<HallServer> {
  const host = options.host ?? '127.0.0.1'
  const lockout = new Lockout(() => options.service.now())
  const server = http.createServer((req, res) => serveStatic(options.staticDir, req, res))
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4 })

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname !== WS_PATH || !originAllowed(req.headers.origin, req.headers.host)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      handleConnection(ws, {
        service: options.service,
        operate: options.operate,
        adminToken: options.adminToken,
        lockout,
        address: req.socket.remoteAddress ?? 'unknown'
      })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    port,
    host,
    baseUrl: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

/**
 * A browser page may open the socket only if it was served by this server (Origin host equals Host). Non-browser
 * clients send no Origin and are judged by the PIN alone.
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
