import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { findFontDir, fontDirCandidates, PROTOCOL_FONTS } from '../../src/main/protocol/fonts'

const root = path.resolve(__dirname, '../..')

// Packaging needs the Electron binary download, which this machine cannot make; the configuration is still checked
// here with electron-builder's own validator so that a release machine can package it.
describe('packaging configuration', () => {
  const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>

  it('passes electron-builder’s schema validation', async () => {
    const { validateConfiguration } = (await import('app-builder-lib/out/util/config/config.js')) as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = (await import('builder-util/out/DebugLogger.js')) as {
      DebugLogger: new (enabled: boolean) => unknown
    }
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('the validator does reject a broken configuration (so the check above means something)', async () => {
    const { validateConfiguration } = (await import('app-builder-lib/out/util/config/config.js')) as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = (await import('builder-util/out/DebugLogger.js')) as {
      DebugLogger: new (enabled: boolean) => unknown
    }
    await expect(validateConfiguration({ ...config, asarUnpackk: true }, new DebugLogger(false))).rejects.toThrow()
  })

  it('flips the Electron fuses: no running as Node, no NODE_OPTIONS or --inspect, only its own checked app.asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false
    })
  })

  // docs/desktop-release.md: the app never updates itself, and is ready to be signed once a certificate exists.
  it('has no update feed and no updater: the app never fetches or installs a new version by itself', () => {
    expect(config).toHaveProperty('publish', null)
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, object>
    const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    expect(dependencies.filter((name) => /updater|update-electron-app/.test(name))).toEqual([])
  })

  it('is ready for a certificate: Windows and macOS builds refuse to come out unsigned, signed as a release', () => {
    expect(config.forceCodeSigning).toBe(true)
    expect(config.win).toMatchObject({
      signtoolOptions: { signingHashAlgorithms: ['sha256'], rfc3161TimeStampServer: 'http://timestamp.digicert.com' }
    })
    expect(config.mac).toMatchObject({ type: 'distribution', hardenedRuntime: true, notarize: true })
    // The certificate, its password and the signing identity come from the release machine (CSC_LINK,
    // CSC_KEY_PASSWORD, CSC_NAME, APPLE_API_KEY…), never from this file.
    const text = fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')
    expect(text).not.toMatch(
      /^\s*(certificateFile|certificatePassword|certificateSha1|cscLink|cscKeyPassword|identity):/m
    )
  })

  it('a trial build may opt out on the command line (-c.forceCodeSigning=false), as the release notes say', async () => {
    const { validateConfiguration } = (await import('app-builder-lib/out/util/config/config.js')) as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = (await import('builder-util/out/DebugLogger.js')) as {
      DebugLogger: new (enabled: boolean) => unknown
    }
    // What electron-builder's command line hands over for `-c.forceCodeSigning=false`: the text "false", which the
    // validator turns into the boolean before anything is built.
    const trial = { ...config, forceCodeSigning: 'false' }
    await validateConfiguration(trial, new DebugLogger(false))
    expect(trial.forceCodeSigning).toBe(false)
  })

  it('packs the built app and unpacks the native SQLite module', () => {
    expect(config.files).toContain('out/**/*')
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**/*')
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string }
    expect(pkg.main).toBe('./out/main/index.js')
  })

  it('ships the protocol PDF fonts with their licence beside app.asar, where the main process looks first', () => {
    expect(config.extraResources).toContainEqual({ from: 'resources/fonts', to: 'fonts', filter: ['*.ttf', 'LICENSE'] })
    for (const file of [...Object.values(PROTOCOL_FONTS), 'LICENSE'])
      expect(fs.existsSync(path.join(root, 'resources/fonts', file)), file).toBe(true)
    const packaged = process as { resourcesPath?: string }
    packaged.resourcesPath = '/opt/Floorclock/resources'
    try {
      expect(fontDirCandidates()[0]).toBe(path.join('/opt/Floorclock/resources', 'fonts'))
    } finally {
      delete packaged.resourcesPath
    }
    expect(findFontDir()).toBe(path.join(root, 'resources/fonts'))
  })

  it('pins every dependency to an exact version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})
