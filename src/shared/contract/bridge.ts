import type { Result } from './result'

/**
 * The preload bridge (Electron only): a handful of named functions on `window.floorclock`. Payloads are plain
 * data and are validated again in the main process; the renderer never sees ipcRenderer itself.
 */
export interface FloorBridge {
  command(envelope: unknown): Promise<Result<unknown>>
  query(query: unknown): Promise<Result<unknown>>
  operate(operation: unknown): Promise<Result<unknown>>
  subscribe(subscription: unknown): Promise<Result<string>>
  unsubscribe(key: string): Promise<Result<null>>
  setOperator(name: unknown): Promise<Result<null>>
  now(): Promise<number>
  onPush(listener: (key: string, value: unknown) => void): () => void
}

export const IPC = {
  command: 'floorclock:command',
  query: 'floorclock:query',
  operate: 'floorclock:operate',
  subscribe: 'floorclock:subscribe',
  unsubscribe: 'floorclock:unsubscribe',
  operator: 'floorclock:operator',
  now: 'floorclock:now',
  push: 'floorclock:push'
} as const
