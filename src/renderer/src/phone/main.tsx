import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseRoute } from '../route'
import { PhoneApp } from './PhoneApp'
import './phone.css'

/** The players' own page (phone.html): the display bundle's client and dictionaries, no admin, no zod. */
const route = parseRoute(location.hash || '#/p')
document.body.dataset.view = 'phone'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PhoneApp params={route.params} />
  </StrictMode>
)
