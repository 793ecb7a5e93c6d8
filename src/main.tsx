import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initI18n } from '@/lib/i18n'
import { applyTheme } from '@/lib/theme'
import { App } from './app'

// The stored theme goes on <html> before anything renders. (An inline script in index.html would be
// earlier still, but the Content-Security-Policy allows only scripts from our own origin.)
applyTheme()

// English is loaded synchronously; a stored other language is fetched before the first render so the
// page does not flash in English.
void initI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
