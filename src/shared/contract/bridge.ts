/**
 * The preload bridge (Electron only): two functions on `window.floorclock`. The renderer sends the same client frames
 * it sends the hall server over WebSocket and receives the same server frames (one contract, one dispatcher; IPC
 * only moves frames). Payloads are plain data and are validated in the main process.
 */
export interface FloorBridge {
  /** Hand one client frame to the main process. Answers arrive as frames through `onFrame`. */
  send(frame: unknown): Promise<unknown>
  onFrame(listener: (frame: unknown) => void): () => void
}

export const IPC = {
  /** Renderer → main: one client frame (ipcMain.handle). */
  frame: 'floorclock:frame',
  /** Main → renderer: one server frame (webContents.send). */
  serverFrame: 'floorclock:server-frame'
} as const
