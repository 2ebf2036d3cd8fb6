import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type os from 'node:os'
import path from 'node:path'
import QRCode from 'qrcode'
import { afterEach, describe, expect, it } from 'vitest'
import { operate } from '../../src/main/app/operations'
import { HallSharing, SHARING_SETTING } from '../../src/main/app/sharing'
import type { Floor } from '../../src/main/app/bootstrap'
import { admin, display, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'
import { mainEvent } from '../support/fixtures'

/**
 * The desktop app shares the clock on the hall network: HallSharing runs the real hall server in this
 * process over a real Floor, exactly as the Electron main process does (only the window around it is missing here).
 * A display connects over a real WebSocket; turning sharing off closes it.
 */
const tempDir = useTempDir()
const cleanup: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

function setUp(interfaces?: () => NodeJS.Dict<os.NetworkInterfaceInfo[]>): {
  floor: Floor
  sharing: HallSharing
  dataDir: string
} {
  const dataDir = tempDir()
  const staticDir = tempDir()
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Floorclock</title>')
  const floor = openTestFloor(dataDir)
  const lines: string[] = []
  const sharing = new HallSharing(floor, {
    operate: (input, session) => operate(floor, input, session),
    staticDir,
    log: (line) => lines.push(line),
    ...(interfaces ? { interfaces } : {})
  })
  cleanup.push(async () => {
    await sharing.close()
    floor.close()
  })
  return { floor, sharing, dataDir }
}

const closed = (socket: TestSocket): Promise<number> =>
  new Promise((resolve) => {
    if (socket.ws.readyState === socket.ws.CLOSED) resolve(-1)
    socket.ws.once('close', (code) => resolve(code))
  })

describe('sharing the clock on the hall network from the desktop app', () => {
  it('is off by default', async () => {
    const { sharing } = setUp()
    const status = await sharing.resume()
    expect(status).toMatchObject({ enabled: false, listening: false, addresses: [], problem: null })
    expect(status.pin).toMatch(/^[a-z2-9]{10}$/)
  })

  it('serves the clock, takes a display over WebSocket, and turning it off closes that connection', async () => {
    const { floor, sharing } = setUp()
    const on = await sharing.start('127.0.0.1', 0)
    expect(on).toMatchObject({ enabled: true, listening: true, host: '127.0.0.1', problem: null })
    const [address] = on.addresses
    expect(address).toMatchObject({ address: '127.0.0.1', loopback: true })
    expect(address!.clockUrl).toBe(`http://127.0.0.1:${on.port}/clock`)
    expect(address!.adminUrl).toBe(`http://127.0.0.1:${on.port}/#/admin?pin=${on.pin}`)
    // The QR code is the clock's URL (never the admin's with its PIN).
    expect(address!.clockQrSvg).toMatch(/^<svg [^>]*viewBox/)
    expect(address!.clockQrSvg).toBe(
      await QRCode.toString(address!.clockUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    )
    const base = `http://127.0.0.1:${on.port}`
    expect((await fetch(`${base}/`)).status).toBe(200)

    // A display sees the desktop app's own records: one service, one journal.
    floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
    const screen = await TestSocket.open(base)
    expect((await screen.hello('display')).kind).toBe('welcome')
    const shown = await screen.request({ kind: 'query', query: { type: 'display.get' } })
    expect(JSON.stringify(shown.result)).toContain(mainEvent.name)

    const gone = closed(screen)
    const off = await sharing.stop()
    expect(off).toMatchObject({ enabled: false, listening: false, addresses: [] })
    await expect(gone).resolves.toBeTypeOf('number')
    expect(screen.ws.readyState).toBe(screen.ws.CLOSED)
    await expect(TestSocket.open(base)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('remembers the choice: a restart of the app shares again on the same interface and PIN', async () => {
    const first = setUp()
    const on = await first.sharing.start('127.0.0.1', 0)
    expect(first.floor.settings.get(SHARING_SETTING)).toEqual({ enabled: true, host: '127.0.0.1', port: 0 })
    await first.sharing.close()
    first.floor.close()
    cleanup.length = 0

    const floor = openTestFloor(first.dataDir)
    const staticDir = tempDir()
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>')
    const again = new HallSharing(floor, { operate: (i, s) => operate(floor, i, s), staticDir, log: () => {} })
    cleanup.push(async () => {
      await again.close()
      floor.close()
    })
    const resumed = await again.resume()
    expect(resumed).toMatchObject({ enabled: true, listening: true, host: '127.0.0.1', pin: on.pin })
  })

  it('the admin over the LAN uses the PIN and may back up, but may not switch sharing from a screen', async () => {
    const { sharing } = setUp()
    const on = await sharing.start('127.0.0.1', 0)
    const base = `http://127.0.0.1:${on.port}`
    const wrong = await TestSocket.open(base)
    expect((await wrong.hello('admin', 'not-the-pin', 'Mallory')).kind).toBe('denied')
    wrong.close()
    const lan = await TestSocket.open(base)
    expect((await lan.hello('admin', on.pin, 'Anna (TD)')).kind).toBe('welcome')
    const backups = await lan.request({ kind: 'operation', operation: { type: 'backup.list' } })
    expect(backups.result.ok).toBe(true)
    const stop = await lan.request({ kind: 'operation', operation: { type: 'sharing.stop' } })
    expect(stop.result).toMatchObject({ ok: false, error: { code: 'error.sharing.fromLan' } })
    expect((await sharing.status()).listening).toBe(true)
    lan.close()
  })

  it('answers through the operations: in the desktop app, and "not available" where nothing shares', async () => {
    const { floor } = setUp()
    const status = await operate(floor, { type: 'sharing.status' }, admin())
    expect(status).toMatchObject({ ok: true, value: { enabled: false, listening: false } })
    const started = await operate(floor, { type: 'sharing.start', host: '127.0.0.1', port: 0 }, admin())
    expect(started).toMatchObject({ ok: true, value: { listening: true } })
    expect(await operate(floor, { type: 'sharing.stop' }, display())).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    expect(await operate(floor, { type: 'sharing.start', host: 'hall-pc', port: 4848 }, admin())).toMatchObject({
      ok: false,
      error: { field: 'host' }
    })
    expect(await operate(floor, { type: 'sharing.stop' }, admin())).toMatchObject({
      ok: true,
      value: { listening: false }
    })

    // The headless hall server (npm run serve) registers no sharing: it already is the share.
    const headless = openTestFloor(tempDir())
    cleanup.push(() => headless.close())
    expect(await operate(headless, { type: 'sharing.status' }, admin())).toMatchObject({
      ok: false,
      error: { code: 'error.sharing.unavailable' }
    })
  })

  it('says plainly when the port is taken or the address is gone, and does not listen', async () => {
    const { sharing } = setUp()
    const taken = http.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise<void>((resolve) => taken.close(() => resolve())))
    const port = (taken.address() as AddressInfo).port
    const busy = await sharing.start('127.0.0.1', port)
    expect(busy).toMatchObject({ listening: false, problem: { code: 'error.sharing.portInUse', params: { port } } })
    expect(busy.problem!.message).toContain(`Port ${port} is already in use`)
    const gone = await sharing.start('10.254.253.252', 0)
    expect(gone).toMatchObject({ listening: false, problem: { code: 'error.sharing.noSuchAddress', field: 'host' } })
  })

  it('on every interface, lists the LAN addresses first and this computer last', async () => {
    const info = (address: string, internal: boolean): os.NetworkInterfaceInfo => ({
      address,
      family: 'IPv4',
      internal,
      netmask: '255.255.255.0',
      mac: '00:00:00:00:00:00',
      cidr: `${address}/24`
    })
    const { sharing } = setUp(() => ({ lo: [info('127.0.0.1', true)], eth0: [info('192.168.1.20', false)] }))
    const on = await sharing.start('0.0.0.0', 0)
    expect(on.addresses.map((a) => [a.address, a.name, a.loopback])).toEqual([
      ['192.168.1.20', 'eth0', false],
      ['127.0.0.1', 'lo', true]
    ])
    expect(on.addresses[0]!.clockUrl).toBe(`http://192.168.1.20:${on.port}/clock`)
    expect(on.interfaces.map((i) => i.address)).toEqual(['192.168.1.20', '127.0.0.1'])
  })

  it('a new PIN drops the LAN admin that used the old one; the new one works', async () => {
    const { sharing } = setUp()
    const on = await sharing.start('127.0.0.1', 0)
    const base = `http://127.0.0.1:${on.port}`
    const lan = await TestSocket.open(base)
    await lan.hello('admin', on.pin, 'Anna (TD)')
    const dropped = closed(lan)
    const renewed = await sharing.newPin()
    await dropped
    expect(renewed.pin).not.toBe(on.pin)
    expect(renewed.listening).toBe(true)
    const again = await TestSocket.open(`http://127.0.0.1:${renewed.port}`)
    expect((await again.hello('admin', on.pin, 'Anna (TD)')).kind).toBe('denied')
    again.close()
    const fresh = await TestSocket.open(`http://127.0.0.1:${renewed.port}`)
    expect((await fresh.hello('admin', renewed.pin, 'Anna (TD)')).kind).toBe('welcome')
    fresh.close()
  })
})
