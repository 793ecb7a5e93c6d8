import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { screenForPath, type CommandContext } from '../../commands'
import { createSearchIndex } from '../../commands/search'
import { PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { commandEntries, recentEntries, recordEntries, type PaletteEntry } from '../../src/components/command-palette/palette-entries'
import { firstItem, lastItem, moveBy, paletteRows, type PaletteRow } from '../../src/components/command-palette/palette-rows'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const ctx = (path: string, perms: PermissionSet): CommandContext => ({
  perms,
  screen: screenForPath(path),
  table: null,
  dialog: null,
  popupOpen: false,
})
const titles = (rows: PaletteRow[]) => rows.flatMap((r) => (r.kind === 'item' ? [r.entry.title] : [`[${r.group}]`]))

function rowsFor(path: string, perms: PermissionSet, query: string, recent: { id: string; argument?: string }[] = []) {
  const c = ctx(path, perms)
  const entries = commandEntries(i18n, 'en', c)
  const index = createSearchIndex<PaletteEntry>(entries)
  return paletteRows(query, index, recentEntries(i18n, c, recent, entries), recordEntries(i18n, c, query))
}

describe('the palette’s entries', () => {
  it('offers the support agent no Users, Role or Dashboard entry, and no add', () => {
    const all = titles(rowsFor('/admin/crm', new PermissionSet(DEMO_ROLES.Support), ''))
    expect(all).toEqual(
      expect.arrayContaining(['CRM', 'Tickets', 'Enquiry', 'Settings', 'Profile', 'Edit', 'View', 'Logout', 'Toggle dark theme']),
    )
    for (const name of ['Users', 'Role', 'Dashboard', 'Add', 'Delete']) expect(all).not.toContain(name)
  })

  it('lists the sections in order, the recently used first and only once', () => {
    const rows = rowsFor('/admin/crm', new PermissionSet(null, true), '', [
      { id: 'screen.role' },
      { id: 'record.crm-lead', argument: '9876543210' },
    ])
    const list = titles(rows)
    expect(list.slice(0, 3)).toEqual(['[recent]', 'Role', 'Open lead 9876543210 in CRM'])
    expect(list.filter((t) => t === 'Role')).toHaveLength(1)
    const headings = list.filter((t) => t.startsWith('['))
    expect(headings).toEqual(['[recent]', '[screens]', '[actions]', '[preferences]'])
  })

  it('ranks "rol" to the Role screen first', () => {
    const rows = rowsFor('/admin/users', new PermissionSet(null, true), 'rol')
    expect(rows[firstItem(rows)]!.kind === 'item' && rows[firstItem(rows)]!.key).toBe('screen.role')
  })

  it('offers the CRM lead and the user search for a 10-digit number, first', () => {
    const rows = rowsFor('/admin/users', new PermissionSet(null, true), '9876543210')
    expect(titles(rows).slice(0, 3)).toEqual(['[records]', 'Open lead 9876543210 in CRM', 'Find user 9876543210'])
    expect(titles(rowsFor('/admin/crm', new PermissionSet(DEMO_ROLES.Support), '9876543210'))).toEqual([
      '[records]',
      'Open lead 9876543210 in CRM',
    ])
    expect(titles(rowsFor('/admin/crm', new PermissionSet(DEMO_ROLES.Support), '98765'))).not.toContain('[records]')
  })

  it('keeps the English title as a keyword in another language', () => {
    const entries = commandEntries(i18n, 'de', ctx('/admin/crm', new PermissionSet(null, true)), () => 'English title')
    expect(entries.find((e) => e.id === 'screen.users')?.keywords).toContain('English title')
    expect(commandEntries(i18n, 'en', ctx('/admin/crm', new PermissionSet(null, true)), () => 'English title')[0]!.keywords).not.toContain(
      'English title',
    )
  })

  it('shows why an action cannot run now', () => {
    const rows = rowsFor('/admin/crm', new PermissionSet(DEMO_ROLES.Support), 'edit')
    const edit = rows.find((r) => r.kind === 'item' && r.key === 'action.edit')
    expect(edit?.kind === 'item' && edit.entry.blockedReason).toBe('Please select a row first')
  })
})

describe('keyboard movement over the flat list', () => {
  const rows: PaletteRow[] = [
    { kind: 'heading', key: 'h1', group: 'screens' },
    ...['a', 'b'].map((k) => ({ kind: 'item' as const, key: k, entry: {} as PaletteEntry })),
    { kind: 'heading', key: 'h2', group: 'actions' },
    ...['c', 'd'].map((k) => ({ kind: 'item' as const, key: k, entry: {} as PaletteEntry })),
  ]
  it('skips headings and stops at the ends', () => {
    expect(firstItem(rows)).toBe(1)
    expect(lastItem(rows)).toBe(5)
    expect(moveBy(rows, 2, 1)).toBe(4)
    expect(moveBy(rows, 4, -1)).toBe(2)
    expect(moveBy(rows, 1, -1)).toBe(1)
    expect(moveBy(rows, 5, 1)).toBe(5)
    expect(moveBy(rows, 1, 9)).toBe(5)
  })
})
