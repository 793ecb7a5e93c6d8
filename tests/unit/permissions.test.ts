import { describe, expect, it } from 'vitest'
import { fullPermissions, grant, PermissionSet } from '../../shared/permissions'

describe('PermissionSet', () => {
  it('grants enabled screens and enabled buttons only', () => {
    const list = grant({ Users: ['query', 'view'], CRM: [] })
    list.push({ label: 'Role', enable: false, buttons: [{ label: 'query', enable: true }] })
    const p = new PermissionSet(list)
    expect(p.hasScreen('Users')).toBe(true)
    expect(p.hasScreen('CRM')).toBe(true)
    expect(p.hasScreen('Role')).toBe(false)
    expect(p.hasScreen('Booking')).toBe(false)
    expect(p.hasButton('Users', 'query')).toBe(true)
    expect(p.hasButton('Users', 'delete')).toBe(false)
    expect(p.hasButton('Role', 'query')).toBe(false)
    expect(p.allows({ screen: 'Users', button: 'view' })).toBe(true)
    expect(p.allows({ screen: 'Users', button: 'add' })).toBe(false)
    expect(p.allows(null)).toBe(true)
    // Any one of several buttons.
    expect(p.allows({ screen: 'Users', button: ['edit', 'view'] })).toBe(true)
    expect(p.allows({ screen: 'Users', button: ['edit', 'delete'] })).toBe(false)
    expect(p.allows({ screen: 'Role', button: ['view'] })).toBe(false)
  })

  it('gives the super admin everything and treats a missing list as empty', () => {
    expect(new PermissionSet(null, true).hasButton('Role', 'delete')).toBe(true)
    expect(new PermissionSet(null).isEmpty).toBe(true)
    expect(new PermissionSet(undefined).hasScreen('Users')).toBe(false)
    const full = new PermissionSet(fullPermissions())
    expect(full.hasButton('Whatsapp', 'export')).toBe(true)
  })
})
