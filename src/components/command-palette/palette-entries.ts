import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  actionCommands,
  actionsOf,
  decide,
  offeredInPalette,
  preferenceCommands,
  recordCommands,
  recordTarget,
  screenCommands,
  type Command,
  type CommandContext,
  type Hotkey,
  type RecordCommand,
} from '@commands/index'
import type { Searchable } from '@commands/search'
import { storage } from '@/lib/storage'
import type { RecentCommand } from './recent-commands'

export type PaletteGroup = 'recent' | 'records' | 'screens' | 'actions' | 'preferences' | 'synthetic'

/** One line of the palette: a catalog command (or a synthetic one), its title in the current language. */
export interface PaletteEntry extends Searchable {
  /** Unique in the palette; cmdk's item value. */
  id: string
  group: PaletteGroup
  /** Null for synthetic entries. */
  command: Command | null
  argument?: string
  /** Why it cannot run now (an action whose selection does not fit), translated. */
  blockedReason?: string
  hotkey?: Hotkey
}

/**
 * The palette's commands for this session and this moment: screens the user may open, the actions of the current
 * screen and of the focused dialog that the decision offers (ready, or blocked with a reason), and the preferences.
 * Titles are in the current language; the keywords are the catalog's (English search aliases) plus, in another
 * language, the English title, so "users" finds "Benutzer" too.
 */
export function commandEntries(
  i18n: I18n,
  locale: string,
  ctx: CommandContext,
  inEnglish?: (d: MessageDescriptor) => string,
): PaletteEntry[] {
  const entries: PaletteEntry[] = []
  const keywordsOf = (title: MessageDescriptor, keywords: readonly string[]) =>
    inEnglish && locale !== 'en' ? [...keywords, inEnglish(title)] : keywords
  for (const screen of screenCommands) {
    if (decide(screen, ctx).status !== 'ready') continue
    entries.push({
      id: screen.id,
      group: 'screens',
      command: screen,
      title: i18n._(screen.title),
      keywords: keywordsOf(screen.title, screen.keywords),
    })
  }
  const screenTitle = ctx.screen ? i18n._(ctx.screen.title) : ''
  const actions = [...actionsOf(ctx.screen), ...(ctx.screen?.screenActions ?? []), ...actionCommands.filter((a) => a.scope === 'dialog')]
  for (const action of actions) {
    const decision = decide(action, ctx)
    if (!offeredInPalette(decision)) continue
    entries.push({
      id: action.id,
      group: 'actions',
      command: action,
      title: i18n._(action.title),
      keywords: keywordsOf(action.title, action.scope === 'table' && screenTitle ? [...action.keywords, screenTitle] : action.keywords),
      hotkey: action.hotkey,
      ...(decision.status === 'blocked' && decision.reason ? { blockedReason: i18n._(decision.reason) } : {}),
    })
  }
  // Record commands on the selected row ("Reply on WhatsApp to …") sit with the actions.
  for (const command of recordCommands) {
    if (!command.fromRow) continue
    const entry = recordEntry(i18n, command, ctx)
    if (entry) entries.push({ ...entry, group: 'actions', keywords: keywordsOf(command.titleFor(''), command.keywords) })
  }
  for (const preference of preferenceCommands) {
    if (!preference.inPalette) continue
    if (preference.effect.type === 'language' && preference.effect.locale === locale) continue
    entries.push({
      id: preference.id,
      group: 'preferences',
      command: preference,
      title: i18n._(preference.title),
      keywords: preference.keywords,
      hotkey: preference.hotkey,
    })
  }
  return entries
}

/** A record command's entry when it applies here (its argument from the query or the selected row), else null. */
function recordEntry(i18n: I18n, command: RecordCommand, ctx: CommandContext): PaletteEntry | null {
  const target = recordTarget(command, ctx)
  if (!target || decide(command, ctx).status !== 'ready') return null
  return {
    id: `${command.id}:${target.argument}`,
    group: 'records',
    command,
    argument: target.argument,
    title: i18n._(command.titleFor(target.label)),
    keywords: command.keywords,
  }
}

/** Record commands for what was typed: a 10-digit number offers the CRM lead and the user search. */
export function recordEntries(i18n: I18n, ctx: CommandContext, query: string): PaletteEntry[] {
  const typed = { ...ctx, query: query.trim() }
  return recordCommands.flatMap((c) => (c.fromRow ? [] : (recordEntry(i18n, c, typed) ?? [])))
}

/** The recently run commands that still apply, newest first, as entries of the Recent group. */
export function recentEntries(
  i18n: I18n,
  ctx: CommandContext,
  recent: readonly RecentCommand[],
  entries: readonly PaletteEntry[],
): PaletteEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const out: PaletteEntry[] = []
  for (const r of recent) {
    if (r.argument !== undefined) {
      const record = recordCommands.find((c) => c.id === r.id)
      const entry = record && recordEntry(i18n, record, { ...ctx, query: r.argument })
      // A command on the selected row comes back only while that row (the same number) is selected.
      if (entry && entry.argument === r.argument) out.push({ ...entry, group: 'recent' })
      continue
    }
    const entry = byId.get(r.id)
    if (entry) out.push({ ...entry, group: 'recent' })
  }
  return out
}

/** localStorage key of the diagnostic below. */
export const SYNTHETIC_KEY = 'ev:palette-synthetic'
const SYNTHETIC_MAX = 100_000

/**
 * Diagnostic for measuring the palette at scale (the browser test mounts it with 2,000 entries): when this browser's
 * localStorage holds a number N under 'ev:palette-synthetic', the palette adds N generated entries in a 'Synthetic'
 * group. They do nothing when run. It only affects the browser where the key is set; remove the key to go back.
 */
export function syntheticEntries(): PaletteEntry[] {
  const n = Math.min(SYNTHETIC_MAX, Math.max(0, Math.floor(Number(storage.get(SYNTHETIC_KEY) ?? 0)) || 0))
  return Array.from({ length: n }, (_, i) => ({
    id: `synthetic.${i + 1}`,
    group: 'synthetic' as const,
    command: null,
    title: `Synthetic command ${i + 1}`,
    keywords: ['synthetic', `item ${i + 1}`],
  }))
}
