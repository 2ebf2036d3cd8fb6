import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseRoute } from '../route'
import { DisplayApp } from './DisplayApp'

/** The hall display's own entry (display.html): no admin, no zod, the hall dictionaries only. */
const route = parseRoute(location.hash || '#/clock')
document.body.dataset.view = 'clock'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DisplayApp params={route.params} />
  </StrictMode>
)
