import { describe, expect, it } from 'vitest'
import { fullPermissions, grant, PermissionSet, permissionsBeyond } from '../../shared/permissions'

describe('permissionsBeyond (the privilege-escalation guard)', () => {
  const usersEditor = new PermissionSet(grant({ Users: ['query', 'view', 'edit'] }))

  it('is empty for a list within the holder’s own permissions (equal or narrower)', () => {
    expect(permissionsBeyond(grant({ Users: ['query', 'view', 'edit'] }), usersEditor)).toEqual([])
    expect(permissionsBeyond(grant({ Users: ['query'] }), usersEditor)).toEqual([])
    expect(permissionsBeyond(grant({}), usersEditor)).toEqual([])
    expect(permissionsBeyond(null, usersEditor)).toEqual([])
  })

  it('names every screen and button the holder lacks', () => {
    expect(permissionsBeyond(grant({ Users: ['query', 'delete'], Role: ['edit'] }), usersEditor)).toEqual([
      'Users.delete',
      'Role',
      'Role.edit',
    ])
    expect(permissionsBeyond(fullPermissions(), usersEditor).length).toBeGreaterThan(100)
  })

  it('ignores buttons under a disabled screen, as the permission set does', () => {
    const list = grant({ Users: ['query'] })
    list.find((e) => e.label === 'Role')!.buttons.find((b) => b.label === 'edit')!.enable = true
    expect(permissionsBeyond(list, usersEditor)).toEqual([])
  })

  it('lets the super admin hand out anything', () => {
    expect(permissionsBeyond(fullPermissions(), new PermissionSet(null, true))).toEqual([])
  })

  it('with `already`, counts only what is newly enabled', () => {
    const before = new PermissionSet(grant({ Ticket: ['query', 'view'] }))
    expect(permissionsBeyond(grant({ Ticket: ['query', 'view'], Users: ['query'] }), usersEditor, before)).toEqual([])
    expect(permissionsBeyond(grant({ Ticket: ['query', 'view', 'edit'] }), usersEditor, before)).toEqual(['Ticket.edit'])
    // A button already enabled under a then-disabled screen becomes effective when the screen is enabled.
    const hidden = grant({})
    hidden.find((e) => e.label === 'Role')!.buttons.find((b) => b.label === 'edit')!.enable = true
    expect(permissionsBeyond(grant({ Role: ['edit'] }), usersEditor, new PermissionSet(hidden))).toEqual(['Role', 'Role.edit'])
  })
})
