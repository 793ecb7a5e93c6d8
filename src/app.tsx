import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { i18n } from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { useTheme } from '@/lib/theme'
import { loadToasts } from '@/lib/toast'
import { router } from './router'

/** The toast library loads after the first page (src/lib/toast.ts); toasts shown before wait for it. */
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })))

/** Toasts auto-hide after 3 seconds (spec 000 section 9). */
const TOAST_MS = 3000

export function App() {
  const theme = useTheme()
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster
            duration={TOAST_MS}
            position="top-center"
            offset={{ top: 64 }}
            mobileOffset={{ top: 64 }}
            theme={theme === 'DARK' ? 'dark' : 'light'}
          />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  )
}
