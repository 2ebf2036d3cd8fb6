import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseRoute } from '../../route'
import { DisplayApp } from './DisplayApp'

/**
 * The hall display's page itself, loaded by its small first script (main.ts). Its address may carry the page's
 * parameters in the hash (`#/clock?t=…`) or, at the printed address `/clock`, in the query (`/clock?t=…`).
 */
const route = parseRoute(location.hash || `#/clock${location.search}`)
document.body.dataset.view = 'clock'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DisplayApp params={route.params} />
  </StrictMode>
)
