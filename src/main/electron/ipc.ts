import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { IPC } from '../../shared/contract/bridge'
import { fail, ok } from '../../shared/contract/result'
import type { Result } from '../../shared/contract/result'
import type { FloorService, Session } from '../app/service'

const FOREIGN = { code: 'error.foreignFrame', message: 'Requests are accepted only from Floorclock windows' } as const

/**
 * The Electron transport: the same contract as the hall server, over ipcMain.handle. Every handler checks that the
 * sender is one of our windows' main frames at an internal URL, then hands the untrusted payload to the service,
 * which parses it with zod.
 */
export function registerIpc(
  service: FloorService,
  isTrusted: (url: string) => boolean,
  roleOf: (contents: WebContents) => Session['role'],
  operate: (input: unknown, session: Session) => Promise<Result<unknown>>
): void {
  const sessions = new WeakMap<WebContents, Session>()
  const subscriptions = new WeakMap<WebContents, Map<string, () => void>>()

  const sessionOf = (event: IpcMainInvokeEvent): Session | null => {
    const frame = event.senderFrame
    if (!frame || frame !== event.sender.mainFrame || !isTrusted(frame.url)) return null
    let session = sessions.get(event.sender)
    if (!session) {
      session = { role: roleOf(event.sender), operator: 'operator' }
      sessions.set(event.sender, session)
      event.sender.once('destroyed', () => {
        for (const remove of subscriptions.get(event.sender)?.values() ?? []) remove()
      })
    }
    return session
  }

  ipcMain.handle(IPC.command, (event, envelope: unknown) => {
    const session = sessionOf(event)
    return session ? service.execute(envelope, session) : fail(FOREIGN)
  })
  ipcMain.handle(IPC.query, (event, query: unknown) => {
    const session = sessionOf(event)
    return session ? service.query(query, session) : fail(FOREIGN)
  })
  ipcMain.handle(IPC.operate, (event, operation: unknown) => {
    const session = sessionOf(event)
    return session ? operate(operation, session) : fail(FOREIGN)
  })
  ipcMain.handle(IPC.operator, (event, name: unknown) => {
    const session = sessionOf(event)
    return session ? service.setOperator(session, name) : fail(FOREIGN)
  })
  ipcMain.handle(IPC.now, () => service.now())
  ipcMain.handle(IPC.subscribe, (event, subscription: unknown) => {
    const session = sessionOf(event)
    if (!session) return fail(FOREIGN)
    const contents = event.sender
    const result = service.subscribe(subscription, session, (key, value) => {
      if (!contents.isDestroyed()) contents.send(IPC.push, key, value)
    })
    if (!result.ok) return result
    let owned = subscriptions.get(contents)
    if (!owned) {
      owned = new Map()
      subscriptions.set(contents, owned)
    }
    owned.get(result.value.key)?.()
    owned.set(result.value.key, result.value.remove)
    return ok(result.value.key)
  })
  ipcMain.handle(IPC.unsubscribe, (event, key: unknown) => {
    if (!sessionOf(event)) return fail(FOREIGN)
    if (typeof key !== 'string') return fail({ code: 'error.invalid', message: 'key: expected a string', field: 'key' })
    const owned = subscriptions.get(event.sender)
    owned?.get(key)?.()
    owned?.delete(key)
    return ok(null)
  })
}
