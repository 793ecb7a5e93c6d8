import { useSyncExternalStore } from 'react'
import { storage } from './storage'

/** Spec 000 section 2 (Settings): stored under `theme`, values LIGHT or DARK, default LIGHT. */
export type Theme = 'LIGHT' | 'DARK'
const KEY = 'theme'

const listeners = new Set<() => void>()
let current: Theme = readStoredTheme()

function readStoredTheme(): Theme {
  return storage.get(KEY) === 'DARK' ? 'DARK' : 'LIGHT'
}

/** Puts the `dark` class on <html>; called once before the first render and on every change. */
export function applyTheme(theme: Theme = current): void {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'DARK')
  root.style.colorScheme = theme === 'DARK' ? 'dark' : 'light'
}

export function setTheme(theme: Theme): void {
  current = theme
  storage.set(KEY, theme)
  applyTheme(theme)
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentTheme(): Theme {
  return current
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => current)
}
