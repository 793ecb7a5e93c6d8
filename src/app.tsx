import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { i18n } from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { useTheme } from '@/lib/theme'
import { router } from './router'

/** Toasts auto-hide after 3 seconds (spec 000 section 9). */
const TOAST_MS = 3000

export function App() {
  const theme = useTheme()
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster duration={TOAST_MS} position="top-center" theme={theme === 'DARK' ? 'dark' : 'light'} />
      </QueryClientProvider>
    </I18nProvider>
  )
}
