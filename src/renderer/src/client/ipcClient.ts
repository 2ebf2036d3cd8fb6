import type { CommandAck, FloorClient } from '../../../shared/contract/client'
import type { FloorBridge } from '../../../shared/contract/bridge'
import type { Role } from '../../../shared/contract/protocol'
import type { Operation, OperationResults } from '../../../shared/contract/operations'
import type { QueryInput, QueryResults } from '../../../shared/contract/queries'
import type { Result } from '../../../shared/contract/result'
import { subscriptionKey, type PushValue, type Subscription } from '../../../shared/contract/subscriptions'

/** The Electron transport: the preload bridge, same contract as the hall server. */
export async function connectIpc(bridge: FloorBridge, role: Role): Promise<FloorClient> {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  bridge.onPush((key, value) => {
    for (const listener of listeners.get(key) ?? []) listener(value)
  })
  const offset = (await bridge.now()) - Date.now()
  return {
    role,
    command: (envelope) => bridge.command(envelope) as Promise<Result<CommandAck>>,
    query: <Q extends QueryInput>(query: Q) => bridge.query(query) as Promise<Result<QueryResults[Q['type']]>>,
    operate: <O extends Operation>(operation: O) => bridge.operate(operation) as Promise<Result<OperationResults[O['type']]>>,
    subscribe: <S extends Subscription>(subscription: S, onValue: (value: PushValue<S>) => void) => {
      const key = subscriptionKey(subscription)
      let set = listeners.get(key)
      if (!set) {
        set = new Set()
        listeners.set(key, set)
      }
      const listener = onValue as (value: unknown) => void
      set.add(listener)
      void bridge.subscribe(subscription)
      return () => {
        set.delete(listener)
        if (set.size === 0) {
          listeners.delete(key)
          void bridge.unsubscribe(key)
        }
      }
    },
    setOperator: (name) => bridge.setOperator(name),
    serverOffsetMs: () => offset,
    onConnectionChange: () => () => undefined
  }
}
