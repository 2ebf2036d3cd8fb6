import { z } from 'zod'
import type { Rejection } from '../core/rejection'

/**
 * Sharing the clock on the hall network from the desktop app: the same hall server `npm run serve`
 * runs, started inside the desktop app's main process on the interface and port the director chooses. Off by
 * default. Answered only over the desktop app's own window (IPC): a LAN browser cannot switch it, and the headless
 * hall server answers `error.sharing.unavailable` (it is already the share).
 */
export const SHARING_DEFAULT_PORT = 4848
/** "Every network of this computer". */
export const ALL_INTERFACES = '0.0.0.0'

export const SharingStart = z.strictObject({
  type: z.literal('sharing.start'),
  /** An IPv4 address of this computer, `0.0.0.0` for all of them, or `127.0.0.1` for this computer only. */
  host: z.ipv4(),
  /** 0 asks the system for a free port (tests). */
  port: z.int().min(0).max(65535)
})

export interface SharingAddress {
  /** The interface address the URLs use, e.g. 192.168.1.20. */
  readonly address: string
  /** The interface's name (eth0, Wi-Fi), to tell them apart. */
  readonly name: string
  readonly clockUrl: string
  readonly adminUrl: string
  /** Only this computer can open it (127.0.0.1). */
  readonly loopback: boolean
  /** The clock URL as a QR code (SVG), for a phone or a smart TV's camera. */
  readonly clockQrSvg: string
}

export interface SharingInterface {
  readonly address: string
  readonly name: string
}

export interface SharingStatus {
  /** The director's setting: share at start of the app. */
  readonly enabled: boolean
  /** The hall server is listening now. */
  readonly listening: boolean
  readonly host: string
  /** The port asked for, or the port listened on. */
  readonly port: number
  /** The addresses screens can use, first the one to show as a QR code. Empty when not listening. */
  readonly addresses: readonly SharingAddress[]
  /** The admin PIN of the hall server (also `npm run serve`'s, stored in the data folder). */
  readonly pin: string
  /** The interfaces of this computer one can choose from (IPv4), for the form. */
  readonly interfaces: readonly SharingInterface[]
  /** Why the last start failed (port in use, address gone), in the same shape as every refusal. */
  readonly problem: Rejection | null
}
