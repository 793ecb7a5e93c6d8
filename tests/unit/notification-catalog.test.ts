import { describe, expect, it } from 'vitest'
import { actionById, actionOn, actionsOf, decide, screenForPath, type CommandContext, type SelectedRow } from '../../commands'
import { grant, PermissionSet } from '../../shared/permissions'

const resend = actionById('action.resendNotification')!
const add = actionById('action.add')!

function ctx(perms: PermissionSet, selection: SelectedRow[]): CommandContext {
  return {
    perms,
    screen: screenForPath('/admin/notification'),
    table: { selection, handles: () => true },
    dialog: null,
    popupOpen: false,
  }
}

describe('the Notification screen in the catalog', () => {
  const sender = new PermissionSet(grant({ Notification: ['query', 'add', 'view'] }))

  it('is the screen of /admin/notification with the Notification permission and its toolbar', () => {
    const screen = screenForPath('/admin/notification')!
    expect(screen.need).toEqual({ screen: 'Notification' })
    expect(actionsOf(screen).map((a) => a.id)).toEqual(
      expect.arrayContaining(['action.add', 'action.view', 'action.resendNotification', 'action.export']),
    )
  })

  it('shows View only with a selection (the toolbar hides it otherwise)', () => {
    expect(actionOn(screenForPath('/admin/notification'), 'action.view')?.hiddenWhenBlocked).toBe(true)
    expect(actionOn(screenForPath('/admin/users'), 'action.view')?.hiddenWhenBlocked).toBeUndefined()
    const view = actionById('action.view')!
    expect(decide(view, ctx(sender, [])).status).toBe('blocked')
    expect(decide(view, ctx(sender, [{ id: 'a', notificationType: 'normal' }])).status).toBe('ready')
  })

  it('offers Resend only for one selected record whose type is not normal, and hides it in the toolbar otherwise', () => {
    expect(resend.hiddenWhenBlocked).toBe(true)
    expect(decide(resend, ctx(sender, [{ id: 'a', notificationType: 'alert' }])).status).toBe('ready')
    expect(decide(resend, ctx(sender, [{ id: 'a', notificationType: 'normal' }])).status).toBe('blocked')
    expect(decide(resend, ctx(sender, [])).status).toBe('blocked')
  })

  it('needs the add button to create or resend, and the screen to see any of it', () => {
    const viewer = new PermissionSet(grant({ Notification: ['query', 'view'] }))
    expect(decide(add, ctx(viewer, [])).status).toBe('denied')
    expect(decide(resend, ctx(viewer, [{ id: 'a', notificationType: 'alert' }])).status).toBe('denied')
    const none = new PermissionSet(grant({ Users: ['query'] }))
    expect(decide(add, ctx(none, [])).status).toBe('denied')
    expect(decide(add, ctx(sender, [])).status).toBe('ready')
  })
})
