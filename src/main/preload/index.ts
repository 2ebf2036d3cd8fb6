import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC, type FloorBridge } from '../../shared/contract/bridge'

/**
 * The whole bridge: frames in, frames out, plain data only. The main process validates everything again; the page
 * never sees ipcRenderer itself.
 */
export const bridge = {
  send: (frame) => ipcRenderer.invoke(IPC.frame, frame),
  onFrame: (listener) => {
    const handler = (_event: IpcRendererEvent, frame: unknown): void => listener(frame)
    ipcRenderer.on(IPC.serverFrame, handler)
    return () => ipcRenderer.removeListener(IPC.serverFrame, handler)
  }
} satisfies FloorBridge

contextBridge.exposeInMainWorld('floorclock', bridge)
