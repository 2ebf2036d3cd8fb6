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
} from '../../src/main/electron/appProtocol'
import { isInternalUrl } from '../../src/main/electron/security'
import { CONTENT_SECURITY_POLICY } from '../../src/main/hall/static'
import { useTempDir } from '../support/tempDir'

// The renderer over app://floorclock instead of file:// (issue 12.5): the handler Electron's protocol.handle calls,
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
