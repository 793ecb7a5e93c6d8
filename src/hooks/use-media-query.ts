import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** Tailwind's `lg` breakpoint: the shell keeps the side drawer open beside the page from here. */
export const LARGE_SCREEN = '(min-width: 1024px)'
