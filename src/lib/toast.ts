import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'

type Sonner = typeof SonnerModule
type Message = Parameters<Sonner['toast']['success']>[0]
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading'

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null

const onLoaded = new Set<() => void>()

/** Loads the toast library (and with it the Toaster); the first page does not carry it. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((m) => {
    sonner = m
    for (const fn of onLoaded) fn()
    return m
  })
  return loading
}

/**
 * Whether a toast has loaded the library, for the app to mount the Toaster then, not before (issue 23: the first
 * page need not load it); as useSyncExternalStore's subscribe and snapshot.
 */
export const toastsLoaded = {
  subscribe: (fn: () => void) => {
    onLoaded.add(fn)
    return () => void onLoaded.delete(fn)
  },
  get: () => sonner !== null,
}

let sequence = 0
const run = (fn: (s: Sonner) => void) => (sonner ? fn(sonner) : void loadToasts().then(fn))

function show(kind: Kind, message: Message, options?: ExternalToast): string | number {
  const id = options?.id ?? `toast-${++sequence}`
  run((s) => s.toast[kind](message, { ...options, id }))
  return id
}

/**
 * The app's toasts, as sonner's `toast` (success, error, info, warning, loading and dismiss by id), without sonner in the
 * first page: a toast shown before the library has loaded waits for it (the Toaster replays what it missed).
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  loading: (message: Message, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: string | number) => run((s) => void s.toast.dismiss(id)),
}
