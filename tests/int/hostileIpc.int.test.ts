import { afterEach, describe, expect, it, vi } from 'vitest'
import { openTestFloor, type TestClock } from '../support/floor'
import { FakeWebContents, fakeIpc as fakeElectron } from '../support/fakeIpc'
import { useTempDir } from '../support/tempDir'
import { IPC } from '../../src/shared/contract/bridge'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import type { ServerFrame } from '../../src/shared/contract/protocol'

/**
 * Faults at the Electron IPC boundary. The Electron binary cannot run here: `electron` is replaced by the
 * in-process fake of tests/support/fakeIpc.ts (ipcMain.handle and webContents only); the handler is the real
 * one of src/main/electron/ipc.ts over the real dispatcher and service.
 */
vi.mock('electron', async () => (await import('../support/fakeIpc')).electronModule())

const tempDir = useTempDir()
let floor: Floor & { testClock: TestClock }

afterEach(() => {
  fakeElectron.ipcMain.handlers.clear()
  floor?.close()
  vi.restoreAllMocks()
})

async function window(url: string): Promise<{ contents: FakeWebContents; frames: ServerFrame[] }> {
  const contents = new FakeWebContents(url)
  const frames: ServerFrame[] = []
  contents.renderer.on(IPC.serverFrame, (_event: unknown, frame: ServerFrame) => frames.push(frame))
  return { contents, frames }
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5))
}

describe('the IPC handler catches what it calls', () => {
  it('a request whose call throws gets error.internal with its id; the next request is served', async () => {
    const { registerIpc } = await import('../../src/main/electron/ipc')
    floor = openTestFloor(tempDir())
    const admin = await window('app://floorclock/index.html#/admin')
    registerIpc(
      floor.service,
      (url) => url.startsWith('app://floorclock/'),
      () => 'admin',
      (input, s) => operate(floor, input, s)
    )
    const send = (frame: object) => fakeElectron.ipcMain.invoke(admin.contents, IPC.frame, JSON.stringify(frame))
    await send({ kind: 'hello', role: 'admin', operator: 'Anna' })
    // Fault injection into the real service: its query throws once.
    vi.spyOn(floor.service, 'query').mockImplementationOnce(() => {
      throw new Error('query bug')
    })
    await send({ id: 1, kind: 'query', query: { type: 'tournaments.list' } })
    await send({ id: 2, kind: 'query', query: { type: 'tournaments.list' } })
    await until(() => admin.frames.length >= 3)
    expect(admin.frames[0]).toMatchObject({ kind: 'welcome', role: 'admin' })
    expect(admin.frames[1]).toMatchObject({ kind: 'error', id: 1, error: { code: 'error.internal' } })
    expect(admin.frames[2]).toEqual({ kind: 'result', id: 2, result: { ok: true, value: [] } })
  })

  it('refuses frames from a foreign page or a subframe, and a display window can never sign in as admin', async () => {
    const { registerIpc } = await import('../../src/main/electron/ipc')
    floor = openTestFloor(tempDir())
    registerIpc(
      floor.service,
      (url) => url.startsWith('app://floorclock/'),
      (contents) => (contents.mainFrame.url.endsWith('#/admin') ? 'admin' : 'display'),
      (input, s) => operate(floor, input, s)
    )
    const foreign = await window('https://evil.example/')
    expect(await fakeElectron.ipcMain.invoke(foreign.contents, IPC.frame, '{"kind":"ping","id":1}')).toMatchObject({
      ok: false,
      error: { code: 'error.foreignFrame' }
    })
    const sub = await window('app://floorclock/index.html#/admin')
    const result = await fakeElectron.ipcMain.handlers.get(IPC.frame)!(
      { sender: sub.contents, senderFrame: { url: 'app://floorclock/index.html#/admin' } },
      '{"kind":"ping","id":1}'
    )
    expect(result).toMatchObject({ ok: false, error: { code: 'error.foreignFrame' } })
    const clock = await window('app://floorclock/index.html#/clock')
    await fakeElectron.ipcMain.invoke(clock.contents, IPC.frame, JSON.stringify({ kind: 'hello', role: 'admin' }))
    await until(() => clock.frames.length >= 1)
    expect(clock.frames[0]).toMatchObject({ kind: 'denied', error: { code: 'error.readOnly' } })
    expect(floor.store.count()).toBe(0)
  })
})
