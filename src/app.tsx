import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { i18n } from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { useTheme } from '@/lib/theme'
import { loadToasts, toastsLoaded } from '@/lib/toast'
import { router } from './router'

/**
 * The toast library loads with the first toast (src/lib/toast.ts), and the Toaster mounts then: it shows the toasts
 * it missed while loading.
 */
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })))

/** Toasts auto-hide after 3 seconds (spec 000 section 9). */
const TOAST_MS = 3000

export function App() {
  const theme = useTheme()
  const toasts = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get)
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {toasts && (
          <Suspense fallback={null}>
            <Toaster
              duration={TOAST_MS}
              position="top-center"
              offset={{ top: 64 }}
              mobileOffset={{ top: 64 }}
              theme={theme === 'DARK' ? 'dark' : 'light'}
            />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nProvider>
  )
}
