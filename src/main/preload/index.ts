import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC, type FloorBridge } from '../../shared/contract/bridge'

/** The whole bridge: named functions, plain data in and out. The main process validates everything again. */
const bridge = {
  command: (envelope) => ipcRenderer.invoke(IPC.command, envelope),
  query: (query) => ipcRenderer.invoke(IPC.query, query),
  operate: (operation) => ipcRenderer.invoke(IPC.operate, operation),
  subscribe: (subscription) => ipcRenderer.invoke(IPC.subscribe, subscription),
  unsubscribe: (key) => ipcRenderer.invoke(IPC.unsubscribe, key),
  setOperator: (name) => ipcRenderer.invoke(IPC.operator, name),
  now: () => ipcRenderer.invoke(IPC.now),
  onPush: (listener) => {
    const handler = (_event: IpcRendererEvent, key: string, value: unknown): void => listener(key, value)
    ipcRenderer.on(IPC.push, handler)
    return () => ipcRenderer.removeListener(IPC.push, handler)
  }
} satisfies FloorBridge

contextBridge.exposeInMainWorld('floorclock', bridge)
