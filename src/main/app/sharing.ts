import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Operation } from '../../shared/contract/operations'
import { fail, ok, type Result } from '../../shared/contract/result'
import {
  ALL_INTERFACES,
  SHARING_DEFAULT_PORT,
  type SharingAddress,
  type SharingInterface,
  type SharingStatus
} from '../../shared/contract/sharing'
import type { Rejection } from '../../shared/core/rejection'
import { clockPageUrl } from '../../shared/contract/phoneLink'
import { qrSvg } from '../../shared/qr'
import { generateToken } from '../hall/auth'
import { startHallServer, type HallServer } from '../hall/server'
import type { Floor } from './bootstrap'
import type { Session } from './service'

/** The director's choice, kept in the data folder's settings: off until turned on. */
export const SHARING_SETTING = 'sharing.hall'
/** The hall server's admin PIN; `npm run serve` reads the same one. */
export const ADMIN_PIN_SETTING = 'admin.pin'

interface SharingSetting {
  enabled: boolean
  host: string
  port: number
}

const DEFAULT_SETTING: SharingSetting = { enabled: false, host: ALL_INTERFACES, port: SHARING_DEFAULT_PORT }

export const SHARING_UNAVAILABLE: Rejection = {
  code: 'error.sharing.unavailable',
  message:
    'Sharing on the hall network is switched in the desktop app. This is the hall server, which already serves the screens of its network.'
}

export const SHARING_FROM_LAN: Rejection = {
  code: 'error.sharing.fromLan',
  message: 'Sharing on the hall network is switched only from the desktop app itself, not from a screen on the network.'
}

type SharingOperation = Extract<Operation, { type: `sharing.${string}` }>

export interface HallSharingOptions {
  /** Backups, exports and the rest, as over IPC; sharing itself is refused over the LAN. */
  readonly operate: (input: unknown, session: Session) => Promise<Result<unknown>>
  /** The built renderer (out/renderer). */
  readonly staticDir: string
  /** This computer's network interfaces (os.networkInterfaces by default; tests may give others). */
  readonly interfaces?: () => NodeJS.Dict<os.NetworkInterfaceInfo[]>
  readonly log?: (line: string) => void
}

const controllers = new WeakMap<Floor, HallSharing>()

/**
 * The desktop app's hall server, in the main process: the same `startHallServer` as `npm run serve`, over the same
 * FloorService, so LAN screens and the desktop windows see one journal and one clock. Start, stop, status; stopping
 * closes every LAN connection at once.
 */
export class HallSharing {
  private server: HallServer | null = null
  private problem: Rejection | null = null
  /** One change at a time: a start and a stop never interleave. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly floor: Floor,
    private readonly options: HallSharingOptions
  ) {
    controllers.set(floor, this)
  }

  /** At the app's start: share again if the director left it on. */
  resume(): Promise<SharingStatus> {
    const setting = this.setting()
    return setting.enabled ? this.start(setting.host, setting.port) : this.status()
  }

  start(host: string, port: number): Promise<SharingStatus> {
    return this.serially(async () => {
      await this.closeServer()
      this.save({ enabled: true, host, port })
      this.problem = this.checkStart(host)
      if (this.problem) return this.status()
      try {
        this.server = await startHallServer({
          service: this.floor.service,
          operate: (input, session) =>
            isSharingOperation(input) ? Promise.resolve(fail(SHARING_FROM_LAN)) : this.options.operate(input, session),
          staticDir: this.options.staticDir,
          host,
          port,
          adminToken: () => this.pin()
        })
        this.log(`sharing the clock on ${this.server.baseUrl}`)
      } catch (error) {
        this.problem = listenProblem(error, host, port)
        this.log(`could not share the clock on ${host}:${port}: ${this.problem.message}`)
      }
      return this.status()
    })
  }

  /** Turn sharing off: the server stops listening and every LAN display and admin is disconnected. */
  stop(): Promise<SharingStatus> {
    return this.serially(async () => {
      this.save({ ...this.setting(), enabled: false })
      this.problem = null
      await this.closeServer()
      return this.status()
    })
  }

  /** A new admin PIN (say, after it was seen by someone it should not have been): every LAN connection is dropped. */
  async newPin(): Promise<SharingStatus> {
    this.floor.settings.set(ADMIN_PIN_SETTING, generateToken(), this.floor.clock.now())
    const setting = this.setting()
    return this.server ? this.start(setting.host, setting.port) : this.status()
  }

  /** At quit: close the server, keep the director's setting for the next start. */
  close(): Promise<void> {
    return this.serially(() => this.closeServer())
  }

  async status(): Promise<SharingStatus> {
    const setting = this.setting()
    const listening = this.server !== null
    const port = this.server?.port ?? setting.port
    return {
      enabled: setting.enabled,
      listening,
      host: setting.host,
      port,
      addresses: listening ? await this.addresses(setting.host, port) : [],
      pin: this.pin(),
      interfaces: this.interfaces(),
      problem: this.problem
    }
  }

  async handle(operation: SharingOperation): Promise<Result<SharingStatus>> {
    switch (operation.type) {
      case 'sharing.status':
        return ok(await this.status())
      case 'sharing.start': {
        const status = await this.start(operation.host, operation.port)
        return status.problem ? fail(status.problem) : ok(status)
      }
      case 'sharing.stop':
        return ok(await this.stop())
      case 'sharing.newPin':
        return ok(await this.newPin())
    }
  }

  private pin(): string {
    let pin = this.floor.settings.get<string>(ADMIN_PIN_SETTING)
    if (!pin) {
      pin = generateToken()
      this.floor.settings.set(ADMIN_PIN_SETTING, pin, this.floor.clock.now())
    }
    return pin
  }

  private setting(): SharingSetting {
    return { ...DEFAULT_SETTING, ...this.floor.settings.get<Partial<SharingSetting>>(SHARING_SETTING) }
  }

  private save(setting: SharingSetting): void {
    this.floor.settings.set(SHARING_SETTING, setting, this.floor.clock.now())
  }

  private checkStart(host: string): Rejection | null {
    if (!fs.existsSync(path.join(this.options.staticDir, 'index.html')))
      return {
        code: 'error.sharing.notBuilt',
        message: `The pages for the hall screens are not built (${this.options.staticDir}); run npm run build.`
      }
    const known = host === ALL_INTERFACES || this.interfaces().some((i) => i.address === host)
    if (!known)
      return {
        code: 'error.sharing.noSuchAddress',
        message: `This computer has no network address ${host} (any more); choose another.`,
        field: 'host',
        params: { host }
      }
    return null
  }

  private async closeServer(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) {
      await server.close()
      this.log('stopped sharing the clock')
    }
  }

  /** IPv4 addresses of this computer: the LAN ones first, this computer only (127.0.0.1) last. */
  private interfaces(): SharingInterface[] {
    const found: Array<SharingInterface & { internal: boolean }> = []
    for (const [name, infos] of Object.entries((this.options.interfaces ?? os.networkInterfaces)()))
      for (const info of infos ?? [])
        if (info.family === 'IPv4') found.push({ address: info.address, name, internal: info.internal })
    if (!found.some((i) => i.address === '127.0.0.1')) found.push({ address: '127.0.0.1', name: 'lo', internal: true })
    return found.sort((a, b) => Number(a.internal) - Number(b.internal)).map(({ address, name }) => ({ address, name }))
  }

  private async addresses(host: string, port: number): Promise<SharingAddress[]> {
    const pin = this.pin()
    const chosen = host === ALL_INTERFACES ? this.interfaces() : this.interfaces().filter((i) => i.address === host)
    return Promise.all(
      chosen.map(async ({ address, name }) => {
        const base = `http://${address}:${port}`
        const clockUrl = clockPageUrl(base)
        return {
          address,
          name,
          clockUrl,
          adminUrl: `${base}/#/admin?pin=${encodeURIComponent(pin)}`,
          loopback: address.startsWith('127.'),
          clockQrSvg: await qrSvg(clockUrl, 2)
        }
      })
    )
  }

  private serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step)
    this.queue = next.catch(() => undefined)
    return next
  }

  private log(line: string): void {
    ;(this.options.log ?? ((l: string) => process.stdout.write(`Floorclock: ${l}\n`)))(line)
  }
}

/** The operations' hook (src/main/app/operations.ts): the desktop app's sharing, or "not available" elsewhere. */
export function shareOperation(floor: Floor, operation: SharingOperation): Promise<Result<SharingStatus>> {
  const controller = controllers.get(floor)
  return controller ? controller.handle(operation) : Promise.resolve(fail(SHARING_UNAVAILABLE))
}

function isSharingOperation(input: unknown): boolean {
  const type = (input as { type?: unknown } | null)?.type
  return typeof type === 'string' && type.startsWith('sharing.')
}

function listenProblem(error: unknown, host: string, port: number): Rejection {
  const code = (error as { code?: string }).code
  if (code === 'EADDRINUSE')
    return {
      code: 'error.sharing.portInUse',
      message: `Port ${port} is already in use on this computer (another program, or a hall server); choose another port.`,
      field: 'port',
      params: { port }
    }
  if (code === 'EADDRNOTAVAIL')
    return {
      code: 'error.sharing.noSuchAddress',
      message: `This computer has no network address ${host} (any more); choose another.`,
      field: 'host',
      params: { host }
    }
  if (code === 'EACCES')
    return {
      code: 'error.sharing.portRefused',
      message: `The system does not let Floorclock listen on port ${port}; choose a port above 1024.`,
      field: 'port',
      params: { port }
    }
  return { code: 'error.sharing.failed', message: `The hall server could not start: ${String(error)}` }
}
