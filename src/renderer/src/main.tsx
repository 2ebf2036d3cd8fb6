import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './apps/admin/AdminApp'
import { DisplayApp } from './apps/hall/DisplayApp'
import { I18nProvider } from './i18n/I18n'
import { parseRoute } from './route'
import './styles.css'

const route = parseRoute(location.hash)
document.body.dataset.view = route.view

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {route.view === 'clock' ? (
      <DisplayApp params={route.params} />
    ) : (
      <I18nProvider>
        <AdminApp params={route.params} />
      </I18nProvider>
    )}
  </StrictMode>
)
