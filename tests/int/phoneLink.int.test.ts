import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { phoneBase } from '../../src/main/hall/phoneLink'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

/** the hall server names the phone page's address (the one it was started for) and makes its QR code. */
const tempDir = useTempDir()
let floor: Floor
let server: HallServer

afterEach(async () => {
  await server?.close()
  floor?.close()
})

describe('the phone page’s address and QR code', () => {
  it('bound to one address, phones are sent there; on loopback, to the name the page used', () => {
    expect(phoneBase('192.168.1.20', 4848, '127.0.0.1:4848')).toBe('http://192.168.1.20:4848')
    expect(phoneBase('127.0.0.1', 4848, 'localhost:4848')).toBe('http://localhost:4848')
    // On every interface: a LAN address of this computer, never "localhost" (a phone cannot reach it).
    expect(phoneBase('0.0.0.0', 4848, 'localhost:4848')).toMatch(/^http:\/\/(?!localhost)[^/]+:4848$/)
  })

  it('GET /phone-link answers the URL and an SVG QR code; a bad id or a foreign Host is refused', async () => {
    floor = openTestFloor(tempDir())
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => 'pin'
    })
    const res = await fetch(`${server.baseUrl}/phone-link?t=t-123`)
    expect(res.status).toBe(200)
    const link = (await res.json()) as { url: string; svg: string }
    expect(link.url).toBe(`${server.baseUrl}/phone.html#/p?t=t-123`)
    expect(link.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await fetch(`${server.baseUrl}/phone-link?t=..%2Fetc`)).status).toBe(400)
    expect((await fetch(`${server.baseUrl}/phone-link`)).status).toBe(400)
    expect((await fetch(`${server.baseUrl}/phone-link?t=x`, { method: 'POST' })).status).toBe(405)
    // DNS rebinding: a page on another name gets nothing (fetch cannot set Host; plain http can).
    const foreign = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port: server.port, path: '/phone-link?t=t-123', headers: { Host: 'evil.example' } },
        (r) => {
          r.resume()
          resolve(r.statusCode ?? 0)
        }
      )
      req.on('error', reject)
    })
    expect(foreign).toBe(403)
  })

  it('GET /clock-link answers the clock’s address on the hall network and its QR code (the "Hall network" page)', async () => {
    floor = openTestFloor(tempDir())
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => 'pin'
    })
    const res = await fetch(`${server.baseUrl}/clock-link`)
    expect(res.status).toBe(200)
    const link = (await res.json()) as { url: string; svg: string }
    expect(link.url).toBe(`${server.baseUrl}/clock`)
    expect(link.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await fetch(`${server.baseUrl}/clock-link`, { method: 'POST' })).status).toBe(405)
  })

  it('the printed clock address answers the hall display’s own page itself: no admin entry, no redirect', async () => {
    floor = openTestFloor(tempDir())
    const staticDir = path.resolve(__dirname, '../../out/renderer')
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir,
      port: 0,
      adminToken: () => 'pin'
    })
    const { url } = (await (await fetch(`${server.baseUrl}/clock-link`)).json()) as { url: string }
    // A smart TV on slow hall Wi-Fi: the page it is given is display.html, not index.html and its boot redirect.
    const page = await fetch(url, { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toBe(fs.readFileSync(path.join(staticDir, 'display.html'), 'utf8'))
    // Its scripts, named `./assets/…`, are found from there.
    expect(new URL('./assets/x.js', url).pathname).toBe('/assets/x.js')
    // Old printed addresses still open the admin entry, whose boot script sends `#/clock` on to the display page.
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toBe(
      fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8')
    )
  })
})
