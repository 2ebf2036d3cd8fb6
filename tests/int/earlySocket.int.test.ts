import path from 'node:path'
import WebSocket from 'ws'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import type { FloorClient } from '../../src/shared/contract/client'
import { connectDisplay } from '../../src/renderer/src/client'
import { openEarlySocket } from '../../src/renderer/src/client/earlySocket'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

/**
 * The hall display's and the phone page's first script opens the socket before the page's code has arrived (a smart
 * TV on slow Wi-Fi: the handshake overlaps the download); the page's client then takes that socket over. The real
 * hall server in this process; the browser's globals the pages read are stood in for (`window` without the Electron
 * bridge, `location` at the server, the `ws` package as the WebSocket, counted).
 */
const tempDir = useTempDir()
let floor: Floor
let server: HallServer
let client: FloorClient | undefined

afterEach(async () => {
  client?.close()
  vi.unstubAllGlobals()
  await server?.close()
  floor?.close()
})

describe('the socket opened by the page’s first script', () => {
  it('is the one the page’s client uses: one socket, not two, and the client is welcomed and answered on it', async () => {
    floor = openTestFloor(tempDir())
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => 'pin'
    })
    const sockets: WebSocket[] = []
    class Counted extends WebSocket {
      constructor(url: string) {
        super(url)
        sockets.push(this)
      }
    }
    vi.stubGlobal('window', {})
    vi.stubGlobal('location', { protocol: 'http:', host: new URL(server.baseUrl).host })
    vi.stubGlobal('WebSocket', Counted)

    openEarlySocket()
    expect(sockets).toHaveLength(1)
    // Open before the page's code runs, as on a TV whose code is still arriving.
    await new Promise((resolve) => sockets[0]!.once('open', resolve))

    client = connectDisplay()
    const welcomed = new Promise<void>((resolve) => client!.onConnectionChange((up) => up && resolve()))
    await welcomed
    expect(sockets).toHaveLength(1)
    const shown = await client.query({ type: 'display.get' })
    expect(shown.ok).toBe(true)
    expect(sockets).toHaveLength(1)
  })
})
