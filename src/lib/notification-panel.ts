import { useSyncExternalStore } from 'react'

/**
 * Whether the top bar's notification panel is open: the bell (components/layout/notification-badge.tsx) reads and sets
 * it, and the palette's "Notifications" command (commands/preferences.ts) opens it from anywhere in the signed-in app.
 */
let open = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => open

export function setNotificationPanelOpen(next: boolean): void {
  if (open === next) return
  open = next
  listeners.forEach((l) => l())
}

export function openNotificationPanel(): void {
  setNotificationPanelOpen(true)
}

export function useNotificationPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
