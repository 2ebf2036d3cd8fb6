import { beforeAll, describe, expect, it, vi } from 'vitest'
import { IPC } from '../../../src/shared/contract/bridge'
import { FakeWebContents, electronModule, fakeIpc } from '../../support/fakeIpc'

// The Electron binary cannot run here: `electron` is the fake pair of IPC channels in tests/support/fakeIpc.ts; the
// preload under test is the real src/main/preload/index.ts.
vi.mock('electron', async () => (await import('../../support/fakeIpc')).electronModule())

describe('the preload bridge: what a page of the app can reach', () => {
  beforeAll(async () => {
    await import('../../../src/main/preload/index')
  })

  it('exposes one object, `floorclock`, with two functions and never ipcRenderer itself', () => {
    expect([...fakeIpc.exposed.keys()]).toEqual(['floorclock'])
    const bridge = fakeIpc.exposed.get('floorclock') as Record<string, unknown>
    expect(Object.keys(bridge).sort()).toEqual(['onFrame', 'send'])
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function')
    const { ipcRenderer } = electronModule()
    expect(Object.values(bridge)).not.toContain(ipcRenderer)
    expect(Object.values(bridge)).not.toContain(ipcRenderer.invoke)
  })

  it('sends frames on the one frame channel only, whatever the page passes', async () => {
    const contents = new FakeWebContents('app://floorclock/index.html')
    const seen: Array<{ channel: string; payload: unknown }> = []
    for (const channel of Object.values(IPC)) {
      fakeIpc.ipcMain.handle(channel, (_event: unknown, payload: unknown) => {
        seen.push({ channel, payload })
        return 'ok'
      })
    }
    const bridge = fakeIpc.exposed.get('floorclock') as { send: (...args: unknown[]) => Promise<unknown> }
    fakeIpc.window = contents
    expect(await bridge.send('{"t":"hello"}', 'floorclock:other-channel')).toBe('ok')
    expect(seen).toEqual([{ channel: IPC.frame, payload: '{"t":"hello"}' }])
  })

  it('hands the page its server frames, and stops when the page unsubscribes', async () => {
    const delivered = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
    const contents = new FakeWebContents('app://floorclock/index.html')
    fakeIpc.window = contents
    const bridge = fakeIpc.exposed.get('floorclock') as { onFrame: (listener: (f: unknown) => void) => () => void }
    const got: unknown[] = []
    const stop = bridge.onFrame((frame) => got.push(frame))
    contents.send(IPC.serverFrame, { t: 'push', n: 1 })
    await delivered()
    stop()
    contents.send(IPC.serverFrame, { t: 'push', n: 2 })
    await delivered()
    expect(got).toEqual([{ t: 'push', n: 1 }])
  })
})
