import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseRoute } from '../../route'
import './texts'
import { PhoneApp } from './PhoneApp'
import './phone.css'

/** The players' own page itself, loaded by its small first script (main.ts). */
const route = parseRoute(location.hash || '#/p')
document.body.dataset.view = 'phone'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PhoneApp params={route.params} />
  </StrictMode>
)
