import { createContext, useContext, useEffect, useState } from 'react'
import type { FloorClient } from '../../../shared/contract/client'
import type { PushValue, Subscription } from '../../../shared/contract/subscriptions'

export const ClientContext = createContext<FloorClient | null>(null)

export function useClient(): FloorClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('useClient outside ClientContext')
  return client
}

/** The latest pushed value of a view, or undefined until the first push. */
export function useSubscription<S extends Subscription>(subscription: S | null): PushValue<S> | undefined {
  const client = useClient()
  const [value, setValue] = useState<PushValue<S> | undefined>(undefined)
  const json = JSON.stringify(subscription)
  useEffect(() => {
    setValue(undefined)
    if (!subscription) return
    return client.subscribe(subscription, (next) => setValue(() => next))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the subscription is compared by value
  }, [client, json])
  return value
}

export function useConnected(): boolean {
  const client = useClient()
  const [connected, setConnected] = useState(true)
  useEffect(() => client.onConnectionChange(setConnected), [client])
  return connected
}
