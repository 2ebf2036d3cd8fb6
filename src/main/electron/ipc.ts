import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { IPC } from '../../shared/contract/bridge'
import type { Role, SafeModeReport } from '../../shared/contract/protocol'
import { fail, ok, type Result } from '../../shared/contract/result'
import { Dispatcher, type Connection } from '../app/dispatch/dispatcher'
import type { ConnectionLimits } from '../app/dispatch/limits'
import { describeError, log as processLog, type Logger } from '../app/log'
import type { FloorService, Session } from '../app/service'

const FOREIGN = { code: 'error.foreignFrame', message: 'Requests are accepted only from Floorclock windows' } as const

export interface IpcOptions {
  readonly log?: Logger
  /** The floor opened in safe mode: the admin window is told in its welcome. */
  readonly safeMode?: SafeModeReport | null
  readonly limits?: Partial<Record<Role, Partial<ConnectionLimits>>>
}

/**
 * The Electron transport: frames in from each window over one ipcMain.handle channel, frames out with
 * webContents.send, and everything in between is the same dispatcher the hall server's WebSocket uses. Every frame
 * is checked to come from one of our windows' main frames at an internal URL; the window's role is the main
 * process's to say (the admin window needs no PIN, the clock window can never record).
 */
export function registerIpc(
  service: FloorService,
  isTrusted: (url: string) => boolean,
  roleOf: (contents: WebContents) => Session['role'],
  operate: (input: unknown, session: Session) => Promise<Result<unknown>>,
  options: IpcOptions = {}
): Dispatcher {
  const log = options.log ?? processLog
  const dispatcher = new Dispatcher({
    service,
    operate,
    // Windows are vouched for by the main process; no PIN is ever asked over IPC.
    adminToken: () => '',
    checkToken: () => false,
    log,
    safeMode: options.safeMode ?? null,
    ...(options.limits ? { limits: options.limits } : {})
  })
  const connections = new WeakMap<WebContents, Connection>()

  const connectionOf = (event: IpcMainInvokeEvent): Connection | null => {
    const frame = event.senderFrame
    if (!frame || frame !== event.sender.mainFrame || !isTrusted(frame.url)) return null
    const contents = event.sender
    let connection = connections.get(contents)
    if (!connection) {
      const opened = dispatcher.open(
        {
          send: (serverFrame) => {
            if (!contents.isDestroyed()) contents.send(IPC.serverFrame, serverFrame)
          },
          // A window that floods is cut off; its next frame (after a reload, a new hello) opens a new connection.
          close: () => connections.delete(contents)
        },
        `window:${contents.id}`,
        { trusted: roleOf(contents) }
      )
      connections.set(contents, opened)
      contents.once('destroyed', () => opened.closedByPeer())
      connection = opened
    }
    return connection
  }

  ipcMain.handle(IPC.frame, (event, frame: unknown) => {
    try {
      const connection = connectionOf(event)
      if (!connection) return fail(FOREIGN)
      // The renderer sends JSON text (the same text it would send over the WebSocket).
      connection.receive(typeof frame === 'string' ? parseFrame(frame) : frame)
      return ok(null)
    } catch (error) {
      log.error('ipc.fault', describeError(error))
      return fail({ code: 'error.internal', message: 'The frame could not be handled; it has been logged' })
    }
  })
  return dispatcher
}

function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
