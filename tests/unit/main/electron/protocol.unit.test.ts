import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  answerAppRequest,
  APP_ORIGIN,
  appUrl,
  PRIVILEGED_SCHEMES,
  registerAppProtocol,
  resolveAppRequest
} from '../../../../src/main/electron/appProtocol'
import { isInternalUrl, rendererSource } from '../../../../src/main/electron/security'
import { CONTENT_SECURITY_POLICY } from '../../../../src/main/hall/static'
import { useTempDir } from '../../../support/tempDir'

// The renderer over app://floorclock instead of file://: the handler Electron's protocol.handle calls,
// run here in Node with real files (a fake `protocol` object records the registration; no Electron binary here).
const tempDir = useTempDir()

function renderer(): string {
  const root = tempDir()
  fs.mkdirSync(path.join(root, 'assets'))
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Floorclock</title>')
  fs.writeFileSync(path.join(root, 'assets/app.js'), 'console.log(1)')
  fs.writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'not for the page')
  return root
}

describe('app://floorclock', () => {
  it('is a standard, secure scheme with fetch and media streaming', () => {
    expect(PRIVILEGED_SCHEMES).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true, stream: true })
      })
    ])
    expect(appUrl('clock')).toBe('app://floorclock/index.html#/clock')
  })

  it('serves the built renderer with the app’s CSP', async () => {
    const root = renderer()
    const registered = new Map<string, (r: Request) => Promise<Response>>()
    registerAppProtocol(
      { handle: (scheme, handler) => void registered.set(scheme, handler as never) },
      root,
      CONTENT_SECURITY_POLICY
    )
    const handler = registered.get('app')!
    const page = await handler(new Request(appUrl('admin')))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await page.text()).toContain('<title>Floorclock</title>')
    const script = await handler(new Request(`${APP_ORIGIN}/assets/app.js`))
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await handler(new Request(`${APP_ORIGIN}/`))).status).toBe(200)
  })

  it('serves nothing outside the renderer folder, nothing for another host, and no writes', async () => {
    const root = renderer()
    expect(resolveAppRequest(`${APP_ORIGIN}/..%2Fsecret.txt`, root)).toEqual({ status: 403 })
    // The URL parser folds an encoded `..` away: what is left is looked up inside the folder, where it is not.
    expect(resolveAppRequest(`${APP_ORIGIN}/%2e%2e/secret.txt`, root)).toMatchObject({
      file: path.join(root, 'secret.txt')
    })
    expect((await answerAppRequest(new Request(`${APP_ORIGIN}/%2e%2e/secret.txt`), root, 'x')).status).toBe(404)
    expect(resolveAppRequest('app://elsewhere/index.html', root)).toEqual({ status: 403 })
    expect(resolveAppRequest(`${APP_ORIGIN}/%E0%A4%A`, root)).toEqual({ status: 400 })
    expect((await answerAppRequest(new Request(`${APP_ORIGIN}/missing.js`), root, 'x')).status).toBe(404)
    expect(
      (await answerAppRequest(new Request(`${APP_ORIGIN}/index.html`, { method: 'POST' }), root, 'x')).status
    ).toBe(405)
  })
})

describe('what counts as the app', () => {
  it('app://floorclock and, in development, the dev server; nothing else', () => {
    expect(isInternalUrl('app://floorclock/index.html#/clock')).toBe(true)
    expect(isInternalUrl('app://other/index.html')).toBe(false)
    expect(isInternalUrl('file:///opt/Floorclock/resources/app.asar/out/renderer/index.html')).toBe(false)
    expect(isInternalUrl('https://evil.example/')).toBe(false)
    expect(isInternalUrl('http://localhost:5173/#/admin', 'http://localhost:5173')).toBe(true)
    expect(isInternalUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false)
    expect(isInternalUrl('not a url')).toBe(false)
  })

  it('the CSP lets pages connect only to their own origin (the app, or the hall server that served them)', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/connect-src[^;]*(ws:|wss:|\*|https?:)/)
    // The desktop pages' own <meta> policy is tried by behaviour in tests/e2e/pagePolicy.spec.ts.
  })
})

// The address electron-vite's dev command puts in ELECTRON_RENDERER_URL, as windows.ts decides it at start (the
// whole shell with it: tests/unit/main/electron/main.unit.test.ts).
describe('where the pages come from', () => {
  it('no address given: the built pages, nothing to say', () => {
    expect(rendererSource(undefined, false)).toEqual({ devServer: null, refused: null })
    expect(rendererSource('', true)).toEqual({ devServer: null, refused: null })
  })

  it('packaged: never the environment’s address, not even one on this machine', () => {
    for (const value of ['http://localhost:5173', 'https://evil.example/'])
      expect(rendererSource(value, true)).toEqual({
        devServer: null,
        refused: expect.stringContaining('is not used (the packaged app loads only its own pages)')
      })
  })

  it('in development: an http(s) address on a loopback host', () => {
    const dev = (value: string): string | null => rendererSource(value, false).devServer
    expect(dev('http://localhost:5173')).toBe('http://localhost:5173/')
    expect(dev('https://LOCALHOST:5173/base/?q=1#/x')).toBe('https://localhost:5173/base/')
    expect(dev('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/')
    expect(dev('http://127.1.2.3:5173')).toBe('http://127.1.2.3:5173/')
    expect(dev('http://[::1]:5173')).toBe('http://[::1]:5173/')
    // The URL parser's own spellings of 127.0.0.1 are still this machine.
    expect(dev('http://0x7f000001:5173')).toBe('http://127.0.0.1:5173/')
  })

  it('in development: anything else is refused, with the reason', () => {
    const refused = (value: string): string | null => rendererSource(value, false).refused
    expect(refused('http://192.168.1.20:5173')).toContain('192.168.1.20 is not this machine')
    expect(refused('http://localhost.evil.example:5173')).toContain('localhost.evil.example is not this machine')
    expect(refused('http://128.0.0.1/')).toContain('is not this machine')
    expect(refused('http://[::2]/')).toContain('is not this machine')
    expect(refused('https://evil.example/')).toContain('evil.example is not this machine')
    expect(refused('file:///etc/passwd')).toContain('file: is not http or https')
    expect(refused('javascript:alert(1)')).toContain('javascript: is not http or https')
    expect(refused('app://floorclock/')).toContain('app: is not http or https')
    expect(refused('http://user:secret@localhost:5173')).toContain('carries a user name or password')
    expect(refused('localhost:5173')).toContain('is not http or https')
    expect(refused('not a url')).toContain('not a web address')
    for (const value of ['https://evil.example/', 'not a url'])
      expect(rendererSource(value, false).devServer).toBeNull()
  })

  it('says what it refused in one line of the log, quoted and cut short', () => {
    const line = rendererSource(`https://evil.example/\n2026-12-01T00:00:00Z forged line${'x'.repeat(500)}`, true)
    expect(line.refused).not.toContain('\n')
    expect(line.refused).toContain('ELECTRON_RENDERER_URL="https://evil.example/\\n2026')
    expect(line.refused!.length).toBeLessThan(400)
  })
})
