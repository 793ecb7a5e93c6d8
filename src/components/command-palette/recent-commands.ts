import { storage } from '@/lib/storage'

/** How many recently run commands the palette shows first. */
export const RECENT_LIMIT = 5

const keyFor = (userId: string) => `ev:recent-commands:${userId}`

/**
 * A command run recently: its catalog id, and for record commands the argument ('record.crm-lead' with
 * '9876543210'). Kept per user in this browser, newest first.
 */
export interface RecentCommand {
  id: string
  argument?: string
}

function isRecent(value: unknown): value is RecentCommand {
  if (!value || typeof value !== 'object') return false
  const { id, argument } = value as Record<string, unknown>
  return typeof id === 'string' && (argument === undefined || typeof argument === 'string')
}

export function readRecent(userId: string): RecentCommand[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(keyFor(userId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : []
  } catch {
    return []
  }
}

export function rememberRecent(userId: string, entry: RecentCommand): void {
  const rest = readRecent(userId).filter((r) => r.id !== entry.id || r.argument !== entry.argument)
  const next = [entry.argument === undefined ? { id: entry.id } : entry, ...rest].slice(0, RECENT_LIMIT)
  storage.set(keyFor(userId), JSON.stringify(next))
}
