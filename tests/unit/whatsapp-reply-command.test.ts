import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { decide, recordCommands, screenForPath, type CommandContext, type SelectedRow } from '../../commands'
import { createSearchIndex } from '../../commands/search'
import { grant, PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { commandEntries, recentEntries, recordEntries, type PaletteEntry } from '../../src/components/command-palette/palette-entries'
import { paletteRows } from '../../src/components/command-palette/palette-rows'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const superAdmin = new PermissionSet(null, true)
const support = new PermissionSet(DEMO_ROLES.Support)
const crmOnly = new PermissionSet(grant({ CRM: ['query', 'view'] }))

const lead: SelectedRow = { id: 'l1', fname: 'Asha', lname: 'Rao', mobileNo: '9876543210' }
const ctx = (path: string, perms: PermissionSet, selection: SelectedRow[] | null, more: Partial<CommandContext> = {}): CommandContext => ({
  perms,
  screen: screenForPath(path),
  table: selection ? { selection, handles: () => true } : null,
  dialog: null,
  popupOpen: false,
  ...more,
})
const replies = (c: CommandContext) => commandEntries(i18n, 'en', c).filter((e) => e.command?.kind === 'record')
const reply = (screen: string) => recordCommands.find((c) => c.id === `record.whatsapp-${screen}`)!

describe('"Reply on WhatsApp to …" in the palette', () => {
  it('is offered for the one selected lead with a mobile number, named after it, among the actions', () => {
    const [entry] = replies(ctx('/admin/crm', support, [lead]))
    expect(entry).toMatchObject({ title: 'Reply on WhatsApp to Asha Rao', argument: '9876543210', group: 'actions' })
    expect(entry!.command).toMatchObject({ route: '/admin/whatsapp', param: 'mobileNo' })
    // Typing "whatsapp" finds it.
    const rows = paletteRows(
      'whatsapp',
      createSearchIndex<PaletteEntry>(commandEntries(i18n, 'en', ctx('/admin/crm', support, [lead]))),
      [],
      [],
    )
    expect(rows.some((r) => r.kind === 'item' && r.entry.title === 'Reply on WhatsApp to Asha Rao')).toBe(true)
  })

  it('is offered for the selected user on the users screen, with the number when the row has no name', () => {
    const user: SelectedRow = { id: 'u1', fname: '', lname: null, mobileNo: '9123456789' }
    expect(replies(ctx('/admin/users', superAdmin, [user])).map((e) => e.title)).toEqual(['Reply on WhatsApp to 9123456789'])
    expect(decide(reply('users'), ctx('/admin/crm', superAdmin, [user])).status).toBe('elsewhere')
  })

  it('is not offered without the Whatsapp permission, a single selected row, a valid number, or with a popup open', () => {
    expect(decide(reply('crm'), ctx('/admin/crm', crmOnly, [lead])).status).toBe('denied')
    expect(replies(ctx('/admin/crm', crmOnly, [lead]))).toEqual([])
    expect(replies(ctx('/admin/crm', support, []))).toEqual([])
    expect(replies(ctx('/admin/crm', support, null))).toEqual([])
    expect(replies(ctx('/admin/crm', support, [lead, { ...lead, id: 'l2' }]))).toEqual([])
    for (const mobileNo of ['', '98765', '98765432100', null, 9876543210])
      expect(replies(ctx('/admin/crm', support, [{ ...lead, mobileNo }])), String(mobileNo)).toEqual([])
    expect(replies(ctx('/admin/crm', support, [lead], { popupOpen: true }))).toEqual([])
    expect(replies(ctx('/admin/whatsapp', support, [lead]))).toEqual([])
  })

  it('is not a typed-number command, and comes back as recent only while the same number is selected', () => {
    expect(recordEntries(i18n, ctx('/admin/crm', support, [lead]), '9876543210').map((e) => e.command?.id)).toEqual(['record.crm-lead'])
    const recent = [{ id: 'record.whatsapp-crm', argument: '9876543210' }]
    const same = ctx('/admin/crm', support, [lead])
    expect(recentEntries(i18n, same, recent, commandEntries(i18n, 'en', same)).map((e) => e.title)).toEqual([
      'Reply on WhatsApp to Asha Rao',
    ])
    const other = ctx('/admin/crm', support, [{ ...lead, mobileNo: '9000000000' }])
    expect(recentEntries(i18n, other, recent, commandEntries(i18n, 'en', other))).toEqual([])
  })
})
