import { describe, expect, it } from 'vitest'
import {
  actionAllowedOn,
  actionsOf,
  actionForHotkey,
  actionById,
  allActions,
  allCommands,
  decide,
  hotkeyCommands,
  offeredInPalette,
  preferenceCommands,
  recordCommands,
  scopeOf,
  screenCommands,
  screenForPath,
  shownInToolbar,
  TABLE_TOOLS,
  type ActionCommand,
  type ActionId,
  type CommandContext,
  type SelectedRow,
} from '../../commands'
import { BUTTONS, grant, PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'

const action = (id: ActionId): ActionCommand => actionById(id)!
const titleOf = (a: ActionCommand) => a.title.message

/**
 * The toolbar actions the specification names, each with the catalog entry that carries it: spec 000 section 6 (the
 * buttons that exist), spec 000 section 2 (the users toolbar), spec 001 section 2 and spec 002 section 2 (the shared
 * data table's toolbar items), the dialog footer, and the list.
 */
const SPEC_ACTIONS: Record<string, ActionId> = {
  // spec 000 section 6
  add: 'action.add',
  edit: 'action.edit',
  assign: 'action.assign',
  view: 'action.view',
  visibility: 'action.view',
  delete: 'action.delete',
  onboarding: 'action.onboarding',
  'reset assign': 'action.resetAssign',
  call: 'action.call',
  upload: 'action.upload',
  'mandatory upload': 'action.mandatoryUpload',
  approve: 'action.approve',
  reject: 'action.reject',
  'change status': 'action.changeStatus',
  notification: 'action.sendNotification',
  logs: 'action.logs',
  reassign: 'action.reassign',
  refetch: 'action.refetch',
  'RTO settlement': 'action.rtoSettlement',
  contacts: 'action.contacts',
  query: 'action.search',
  export: 'action.export',
  filter: 'action.filter',
  // spec 000 section 2 (users toolbar) and section 5
  'reset password attempts': 'action.resetPasswordAttempts',
  // spec 001 section 2 / spec 002 section 2 (table toolbar items). "table menu" is the container of the others.
  'filter list': 'action.filter',
  'clear all': 'action.clearFilters',
  'view columns': 'action.columns',
  'download CSV': 'action.export',
  search: 'action.search',
  're-assign': 'action.reassign',
  'contact details': 'action.contacts',
  're-fetch': 'action.refetch',
  'reset password attempt': 'action.resetPasswordAttempts',
  'send notification': 'action.sendNotification',
  // the dialog footer and the keyboard shortcuts of spec 000 section 9
  save: 'action.save',
  reset: 'action.reset',
  close: 'action.close',
}

const superAdmin = new PermissionSet(null, true)
const support = new PermissionSet(DEMO_ROLES.Support)
const franchise = new PermissionSet(DEMO_ROLES.Franchise)

function ctx(
  path: string,
  perms: PermissionSet,
  selection: SelectedRow[] | null = [],
  handles: string[] | 'all' = 'all',
  more: Partial<CommandContext> = {},
): CommandContext {
  return {
    perms,
    screen: screenForPath(path),
    table: selection ? { selection, handles: (id) => handles === 'all' || handles.includes(id) } : null,
    dialog: null,
    popupOpen: false,
    ...more,
  }
}

const admin = (passwordAttempt: number): SelectedRow => ({ id: 'a', userType: 'admin', passwordAttempt })

describe('the catalog', () => {
  it('has an action entry for every toolbar action the spec names', () => {
    for (const [name, id] of Object.entries(SPEC_ACTIONS)) expect(actionById(id), name).toBeDefined()
  })

  it('has, for every button of spec 000 section 6, an action that needs it', () => {
    const needed = new Set(allActions.flatMap((a) => a.buttons))
    expect(BUTTONS.filter((b) => !needed.has(b))).toEqual([])
  })

  it('uses unique ids across screens, actions, records and preferences', () => {
    const ids = allCommands.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('binds the spec’s shortcuts plus the palette’s, each hotkey once per scope', () => {
    const seen = new Set<string>()
    for (const c of hotkeyCommands) {
      const key = `${scopeOf(c)} ${c.hotkey}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
    const hotkeys = Object.fromEntries(hotkeyCommands.map((c) => [c.id, c.hotkey]))
    expect(hotkeys).toEqual({
      'action.add': 'mod+a',
      'action.edit': 'mod+e',
      'action.view': 'mod+m',
      'action.delete': 'mod+d',
      'action.search': '/',
      'action.contacts': 'mod+i',
      'action.save': 'mod+s',
      'action.reset': 'mod+r',
      'action.close': 'escape',
      'preference.palette': 'mod+k',
      'preference.undo': 'mod+z',
      'preference.shortcuts': '?',
    })
    expect(action('action.save').scope).toBe('dialog')
    expect(action('action.add').scope).toBe('table')
  })

  it('gives every screen a toolbar of known actions; every table screen has the shared table tools', () => {
    const ids = (path: string) => actionsOf(screenForPath(path)).map((a) => a.id)
    for (const screen of screenCommands) {
      for (const a of actionsOf(screen)) expect(actionById(a.id), `${screen.id} ${a.id}`).toBeDefined()
      if (actionsOf(screen).length > 0)
        expect(actionsOf(screen).map((a) => a.id)).toEqual(expect.arrayContaining(TABLE_TOOLS.map((t) => `action.${t}`)))
      expect(actionsOf(screen).every((a) => a.scope === 'table')).toBe(true)
      expect(new Set(actionsOf(screen).map((a) => a.id)).size, screen.id).toBe(actionsOf(screen).length)
    }
    expect(ids('/admin/users')).toEqual(
      expect.arrayContaining([
        'action.add',
        'action.edit',
        'action.view',
        'action.delete',
        'action.resetPasswordAttempts',
        'action.logs',
        'action.contacts',
      ]),
    )
    // Spec 001 section 2: add and delete do nothing on the enquiry screen.
    expect(ids('/admin/enquiry')).not.toContain('action.add')
    expect(ids('/admin/enquiry')).not.toContain('action.delete')
    expect(ids('/admin/security/role')).toEqual(expect.arrayContaining(['action.add', 'action.edit', 'action.view', 'action.assign']))
    expect(actionsOf(screenForPath('/admin/dashboard'))).toEqual([])
    expect(actionsOf(screenForPath('/admin/setting'))).toEqual([])
  })

  it('offers the four languages, theme, change password and logout as preferences', () => {
    const effects = preferenceCommands.map((p) => p.effect)
    expect(effects).toEqual(
      expect.arrayContaining([
        { type: 'toggleTheme' },
        { type: 'language', locale: 'en' },
        { type: 'language', locale: 'es' },
        { type: 'language', locale: 'de' },
        { type: 'language', locale: 'zh' },
        { type: 'changePassword' },
        { type: 'logout' },
      ]),
    )
  })
})

describe('the decision', () => {
  it('refuses add with a selected row, with the spec’s message', () => {
    const d = decide(action('action.add'), ctx('/admin/users', superAdmin, [{ id: '1' }]))
    expect(d).toMatchObject({ status: 'blocked', allowed: true, applicable: false })
    expect(d.reason?.message).toBe('Unselect the selected row before adding')
    expect(decide(action('action.add'), ctx('/admin/users', superAdmin, [])).status).toBe('ready')
  })

  it('asks for a row for edit, view, delete and logs; for one row when several are selected', () => {
    for (const id of ['action.edit', 'action.view', 'action.delete', 'action.logs'] as const) {
      const d = decide(action(id), ctx('/admin/users', superAdmin, []))
      expect(d.status, id).toBe('blocked')
      expect(d.reason?.message).toBe('Please select a row first')
      expect(decide(action(id), ctx('/admin/users', superAdmin, [{ id: '1' }])).status, id).toBe('ready')
    }
    expect(decide(action('action.edit'), ctx('/admin/users', superAdmin, [{ id: '1' }, { id: '2' }])).reason?.message).toBe(
      'Please select only one row',
    )
    expect(decide(action('action.reassign'), ctx('/admin/crm', superAdmin, [])).reason?.message).toBe(
      'Please select atleast one record from table',
    )
    expect(decide(action('action.reassign'), ctx('/admin/crm', superAdmin, [{ id: '1' }, { id: '2' }])).status).toBe('ready')
    // A screen may take a one-row action to every selected row: the test drives' assign, not the roles'.
    const assignOn = (path: string) => actionsOf(screenForPath(path)).find((a) => a.id === 'action.assign')!
    const two = [{ id: '1' }, { id: '2' }]
    expect(decide(assignOn('/admin/testdrive'), ctx('/admin/testdrive', superAdmin, two)).status).toBe('ready')
    expect(decide(assignOn('/admin/testdrive'), ctx('/admin/testdrive', superAdmin, [])).reason?.message).toBe(
      'Please select atleast one record from table',
    )
    expect(decide(assignOn('/admin/security/role'), ctx('/admin/security/role', superAdmin, two)).reason?.message).toBe(
      'Please select only one row',
    )
  })

  it('opens contacts only for a worker or scc row', () => {
    const contacts = action('action.contacts')
    expect(decide(contacts, ctx('/admin/users', superAdmin, [{ id: '1', userType: 'worker' }])).status).toBe('ready')
    expect(decide(contacts, ctx('/admin/users', superAdmin, [{ id: '1', userType: 'scc' }])).status).toBe('ready')
    const customer = decide(contacts, ctx('/admin/users', superAdmin, [{ id: '1', userType: 'user' }]))
    expect(customer.status).toBe('blocked')
    expect(customer.reason?.message).toBe('Please select a worker or scc user')
    expect(decide(contacts, ctx('/admin/users', superAdmin, [])).reason?.message).toBe('Please select a row first')
  })

  it('resets password attempts only for an admin row with attempts above zero, with the edit button', () => {
    const reset = action('action.resetPasswordAttempts')
    expect(reset.buttons).toEqual(['edit'])
    expect(decide(reset, ctx('/admin/users', superAdmin, [admin(3)])).status).toBe('ready')
    expect(decide(reset, ctx('/admin/users', superAdmin, [admin(0)])).reason?.message).toBe('Password attempts are already zero')
    expect(decide(reset, ctx('/admin/users', superAdmin, [{ id: 'w', userType: 'worker', passwordAttempt: 4 }])).reason?.message).toBe(
      'Only admin passwords can be reset',
    )
    const noEdit = new PermissionSet(grant({ Users: ['query', 'view'] }))
    expect(decide(reset, ctx('/admin/users', noEdit, [admin(3)])).status).toBe('denied')
  })

  it('refuses to delete a soft-deleted row with the spec’s message', () => {
    const d = decide(action('action.delete'), ctx('/admin/users', superAdmin, [{ id: '1', active: false }]))
    expect(d.reason?.message).toBe('Record Already Deleted')
  })

  it('sends a notification only to a customer', () => {
    const send = action('action.sendNotification')
    expect(decide(send, ctx('/admin/users', superAdmin, [{ id: '1', userType: 'user' }])).status).toBe('ready')
    expect(decide(send, ctx('/admin/users', superAdmin, [{ id: '1', userType: 'admin' }])).status).toBe('blocked')
  })

  it('checks the button of the current screen’s permission entry', () => {
    // The support agent has Ticket with query, view and edit (no add), CRM with add, and no Users screen at all.
    expect(decide(action('action.add'), ctx('/admin/users', support)).status).toBe('denied')
    expect(decide(action('action.add'), ctx('/admin/tickets', support)).status).toBe('denied')
    expect(decide(action('action.add'), ctx('/admin/crm', support)).status).not.toBe('denied')
    expect(decide(action('action.edit'), ctx('/admin/crm', support, [{ id: '1' }])).status).toBe('ready')
    expect(decide(action('action.view'), ctx('/admin/enquiry', support, [{ id: '1' }])).status).toBe('ready')
    // 'view' or 'visibility' is enough for view.
    const visibilityOnly = new PermissionSet(grant({ Booking: ['query', 'visibility'] }))
    expect(actionAllowedOn(action('action.view'), screenForPath('/admin/booking'), visibilityOnly)).toBe(true)
    expect(actionAllowedOn(action('action.edit'), screenForPath('/admin/booking'), visibilityOnly)).toBe(false)
    // Export and filter need their buttons (spec 001 section 6); view columns only the screen.
    expect(actionAllowedOn(action('action.export'), screenForPath('/admin/booking'), franchise)).toBe(true)
    expect(actionAllowedOn(action('action.export'), screenForPath('/admin/crm'), support)).toBe(false)
    expect(actionAllowedOn(action('action.columns'), screenForPath('/admin/crm'), support)).toBe(true)
  })

  it('words a missing selection as the screen’s spec does (advertisement delete: select banner ads)', () => {
    const del = action('action.delete')
    expect(decide(del, ctx('/admin/advertisement', superAdmin, [])).reason?.message).toBe('select banner ads')
    expect(decide(del, ctx('/admin/users', superAdmin, [])).reason?.message).toBe('Please select a row first')
    expect(decide(del, ctx('/admin/advertisement', superAdmin, [{ id: '1' }, { id: '2' }])).reason?.message).toBe(
      'Please select only one row',
    )
  })

  it('keeps table actions to the screens that offer them, and out of the way while a popup is open', () => {
    expect(decide(action('action.add'), ctx('/admin/setting', superAdmin)).status).toBe('elsewhere')
    expect(decide(action('action.add'), ctx('/admin/enquiry', superAdmin)).status).toBe('elsewhere')
    expect(decide(action('action.add'), ctx('/admin/users', superAdmin, [], 'all', { popupOpen: true })).status).toBe('elsewhere')
  })

  it('lets a view dialog that carries out Edit take Ctrl+E while it is open, for a role with the edit button only', () => {
    const viewDialog = { dialog: { handles: (id: string) => id === 'action.edit' }, popupOpen: true }
    expect(decide(action('action.edit'), ctx('/admin/crm', support, [], 'all', viewDialog)).status).toBe('ready')
    expect(decide(action('action.edit'), ctx('/admin/users', franchise, [], 'all', viewDialog)).status).toBe('denied')
  })

  it('says an action is not available yet when the screen carries nothing out, and hides it from the palette', () => {
    const d = decide(action('action.add'), ctx('/admin/users', superAdmin, null))
    expect(d.status).toBe('unavailable')
    expect(d.reason?.message).toBe('Not available on this screen yet')
    expect(offeredInPalette(d)).toBe(false)
    expect(shownInToolbar(d)).toBe(true)
    // Without a table nothing is selected: actions that need a row say so.
    const edit = decide(action('action.edit'), ctx('/admin/users', superAdmin, null))
    expect(edit.status).toBe('blocked')
    expect(offeredInPalette(edit)).toBe(true)
  })

  it('needs rows for the download', () => {
    const table = { selection: [], rowCount: 0, handles: () => true }
    const d = decide(action('action.export'), { ...ctx('/admin/users', superAdmin), table })
    expect(d.reason?.message).toBe('No Record Found')
  })

  it('runs save, reset and close only in a dialog that registered them', () => {
    const save = action('action.save')
    expect(decide(save, ctx('/admin/users', superAdmin)).status).toBe('elsewhere')
    const dialog = { handles: (id: string) => id === 'action.save' }
    expect(decide(save, { ...ctx('/admin/profile', support), dialog }).status).toBe('ready')
    expect(decide(action('action.reset'), { ...ctx('/admin/profile', support), dialog }).status).toBe('elsewhere')
  })

  it('decides screens and records by permission; records only for a 10-digit query', () => {
    const users = screenForPath('/admin/users')!
    expect(decide(users, ctx('/admin/crm', support)).status).toBe('denied')
    expect(decide(users, ctx('/admin/crm', superAdmin)).status).toBe('ready')
    const [lead, findUser] = recordCommands
    expect(decide(lead!, ctx('/admin/crm', support, [], 'all', { query: '9876543210' })).status).toBe('ready')
    expect(decide(lead!, ctx('/admin/crm', support, [], 'all', { query: '987654321' })).status).toBe('elsewhere')
    expect(decide(lead!, ctx('/admin/crm', support, [], 'all', { query: '98765432100' })).status).toBe('elsewhere')
    expect(decide(findUser!, ctx('/admin/crm', support, [], 'all', { query: '9876543210' })).status).toBe('denied')
    expect(decide(findUser!, ctx('/admin/crm', superAdmin, [], 'all', { query: '9876543210' })).status).toBe('ready')
    expect(lead!.route).toBe('/admin/crm')
    expect(lead!.param).toBe('mobileNo')
  })

  it('lets the franchise partner add bookings but not delete them', () => {
    expect(decide(action('action.add'), ctx('/admin/booking', franchise)).status).toBe('ready')
    expect(decide(action('action.delete'), ctx('/admin/booking', franchise, [{ id: '1' }])).status).toBe('denied')
    expect(titleOf(action('action.delete'))).toBe('Delete')
  })
})

describe('the hotkeys', () => {
  const outside = { inTextField: false }
  it('fire table actions on a table screen that registered its table, outside text fields', () => {
    expect(actionForHotkey('mod+a', ctx('/admin/users', superAdmin, []), outside)?.id).toBe('action.add')
    expect(actionForHotkey('mod+a', ctx('/admin/users', superAdmin, []), { inTextField: true })).toBeUndefined()
    expect(actionForHotkey('mod+a', ctx('/admin/users', superAdmin, null), outside)).toBeUndefined()
    expect(actionForHotkey('mod+a', ctx('/admin/users', superAdmin, [], 'all', { popupOpen: true }), outside)).toBeUndefined()
    // Blocked still takes the key: the reason is shown instead of the browser's bookmark dialog.
    expect(actionForHotkey('mod+d', ctx('/admin/users', superAdmin, []), outside)?.id).toBe('action.delete')
    expect(actionForHotkey('mod+m', ctx('/admin/users', superAdmin, [{ id: '1' }]), outside)?.id).toBe('action.view')
  })

  it('leave the browser its keys where they do not apply', () => {
    expect(actionForHotkey('mod+d', ctx('/admin/setting', superAdmin, []), outside)).toBeUndefined()
    expect(actionForHotkey('mod+r', ctx('/admin/crm', support, []), outside)).toBeUndefined()
    expect(actionForHotkey('mod+s', ctx('/admin/crm', support, []), outside)).toBeUndefined()
    // The support agent may not add tickets: Ctrl+A is not taken there (it is on the CRM, where they may add leads).
    expect(actionForHotkey('mod+a', ctx('/admin/tickets', support, []), outside)).toBeUndefined()
    expect(actionForHotkey('mod+a', ctx('/admin/crm', support, []), outside)?.id).toBe('action.add')
  })

  it('fire save and reset in a registered dialog, also from its fields', () => {
    const dialog = { handles: (id: string) => id === 'action.save' || id === 'action.reset' }
    const c = { ...ctx('/admin/profile', support, null), dialog }
    expect(actionForHotkey('mod+s', c, { inTextField: true })?.id).toBe('action.save')
    expect(actionForHotkey('mod+r', c, { inTextField: true })?.id).toBe('action.reset')
    expect(actionForHotkey('mod+a', c, { inTextField: true })).toBeUndefined()
  })
})
