import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isInternalUrl, secureWebPreferences } from '../../src/main/electron/security'
import { CONTENT_SECURITY_POLICY } from '../../src/main/hall/static'
import { originAllowed } from '../../src/main/hall/server'
import { Lockout, tokensEqual } from '../../src/main/hall/auth'
import { parseServeArgs } from '../../src/main/cli'

// The Electron binary cannot run here: these read the window settings and the URL guard as plain data.
describe('Electron window security', () => {
  it('keeps every window isolated and sandboxed', () => {
    expect(secureWebPreferences('/app/preload.js')).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false
    })
  })

  it('treats only the app files and the dev server as internal', () => {
    const root = '/opt/Floorclock/resources/app.asar/out/renderer'
    expect(isInternalUrl(`file://${root}/index.html#/clock`, root)).toBe(true)
    expect(isInternalUrl('file:///etc/passwd', root)).toBe(false)
    expect(isInternalUrl(`file://${root}/../../secret.html`, root)).toBe(false)
    expect(isInternalUrl('https://evil.example/', root)).toBe(false)
    expect(isInternalUrl('http://localhost:5173/#/admin', root, 'http://localhost:5173')).toBe(true)
    expect(isInternalUrl('http://localhost:5174/', root, 'http://localhost:5173')).toBe(false)
    expect(isInternalUrl('not a url', root)).toBe(false)
  })

  it('has a CSP without unsafe-eval and without remote sources', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:/)
  })
})

describe('the Electron shell keeps its locks (tripwires on the source, since the binary cannot run here)', () => {
  const root = path.resolve(__dirname, '../..')
  const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8')

  it('every window uses the secure preferences, denies new windows and guards navigation', () => {
    const windows = read('src/main/electron/windows.ts')
    expect(windows).toContain('webPreferences: secureWebPreferences(PRELOAD)')
    expect(windows).toContain("setWindowOpenHandler(() => ({ action: 'deny' }))")
    expect(windows).toMatch(/will-navigate[\s\S]*isTrustedUrl\(url\)[\s\S]*preventDefault/)
    expect(windows).not.toMatch(/sandbox:\s*false|contextIsolation:\s*false|nodeIntegration:\s*true/)
  })

  it('the main process sets the CSP header, refuses permissions and checks the sender of every IPC call', () => {
    expect(read('src/main/electron/main.ts')).toContain("'Content-Security-Policy': [CONTENT_SECURITY_POLICY]")
    expect(read('src/main/electron/main.ts')).toContain('setPermissionRequestHandler((_contents, _permission, callback) => callback(false))')
    const ipc = read('src/main/electron/ipc.ts')
    const handlers = ipc.match(/ipcMain\.handle\(/g)?.length ?? 0
    const checked = ipc.match(/sessionOf\(event\)/g)?.length ?? 0
    // every handler but `now` (which reveals only the time) checks the sender frame
    expect(checked).toBeGreaterThanOrEqual(handlers - 1)
    expect(ipc).toContain('frame !== event.sender.mainFrame || !isTrusted(frame.url)')
  })

  it('the preload exposes named functions only, never ipcRenderer itself', () => {
    const preload = read('src/main/preload/index.ts')
    expect(preload).toContain("contextBridge.exposeInMainWorld('floorclock', bridge)")
    expect(preload).toContain('satisfies FloorBridge')
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*\)/)
  })

  it('the page CSP in index.html has no unsafe-eval and no remote sources', () => {
    const csp = /Content-Security-Policy"\s+content="([^"]+)"/.exec(read('src/renderer/index.html'))?.[1] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/https?:/)
  })
})

describe('hall server access', () => {
  it('accepts only same-origin browser pages', () => {
    expect(originAllowed('http://192.168.1.5:4848', '192.168.1.5:4848')).toBe(true)
    expect(originAllowed('http://evil.example', '192.168.1.5:4848')).toBe(false)
    expect(originAllowed('null', '127.0.0.1:4848')).toBe(false)
    expect(originAllowed(undefined, '127.0.0.1:4848')).toBe(true)
  })

  it('compares PINs exactly', () => {
    expect(tokensEqual('abcd1234', 'abcd1234')).toBe(true)
    expect(tokensEqual('abcd1235', 'abcd1234')).toBe(false)
    expect(tokensEqual('abc', 'abcd1234')).toBe(false)
  })

  it('locks an address out after five wrong PINs, and the lock expires', () => {
    let now = 0
    const lockout = new Lockout(() => now)
    for (let i = 0; i < 4; i += 1) lockout.fail('10.0.0.9')
    expect(lockout.lockedFor('10.0.0.9')).toBe(0)
    lockout.fail('10.0.0.9')
    expect(lockout.lockedFor('10.0.0.9')).toBe(60_000)
    expect(lockout.lockedFor('10.0.0.10')).toBe(0)
    now = 60_001
    expect(lockout.lockedFor('10.0.0.9')).toBe(0)
  })

  it('binds to 127.0.0.1 unless told otherwise', () => {
    expect(parseServeArgs([], {})).toEqual({ host: '127.0.0.1', port: 4848 })
    expect(parseServeArgs(['--host', '0.0.0.0', '--port=5000', '--data-dir', '/tmp/x'], {})).toEqual({
      host: '0.0.0.0',
      port: 5000,
      dataDir: '/tmp/x'
    })
    expect(() => parseServeArgs(['--port', 'abc'], {})).toThrow(/--port/)
    expect(() => parseServeArgs(['--bogus'], {})).toThrow(/Unknown option/)
  })
})
