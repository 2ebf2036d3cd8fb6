import { describe, expect, it } from 'vitest'
import { secureWebPreferences } from '../../../../src/main/electron/security'
import { CONTENT_SECURITY_POLICY } from '../../../../src/main/hall/static'
import { originAllowed } from '../../../../src/main/hall/server'
import { Lockout, tokensEqual } from '../../../../src/main/hall/auth'
import { parseServeArgs } from '../../../../src/main/cli'

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

  // What counts as the app (app://floorclock, the dev server) and how windows are locked down is tested by
  // behaviour in tests/unit/main/electron/protocol.unit.test.ts and tests/unit/main/electron/main.unit.test.ts (fake electron).

  it('has a CSP without unsafe-eval and without remote sources', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:/)
  })
})

// The preload bridge is tested by behaviour in tests/unit/contract/bridge.unit.test.ts (fake ipc), the pages' own CSP in
// real Chromium in tests/e2e/pagePolicy.spec.ts.

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
