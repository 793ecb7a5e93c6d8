import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { findUnsafeInput, isSafeText, MAX_INPUT_DEPTH } from '../../shared/input-safety'
import { isPrivilegedField } from '../../shared/privileged-fields'
import { userForm } from '../../shared/api/users'
import { refusedPrivilegedFields } from '../../server/lib/privileged-fields'

describe('text a request may carry', () => {
  it('refuses control characters but tab, newline and carriage return, and lone surrogates', () => {
    for (const ok of ['', 'Asha', 'a\tb\nc\r', '💥', 'ąčę', '\u00a0', '\u2028']) expect(isSafeText(ok), JSON.stringify(ok)).toBe(true)
    for (const bad of ['\u0000', 'a\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00', '💥\ud83d']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('names the field, in values and keys at any depth, and refuses values nested too deeply', () => {
    expect(findUnsafeInput({ a: [{ b: 'ok' }, { b: 'x\u0000' }] }, 'body')).toEqual({
      path: 'a.1.b',
      message: 'a.1.b contains characters that are not allowed',
    })
    expect(findUnsafeInput({ a: { 'k\ud800': 1 } }, 'body')?.message).toBe(
      'The field name "k\\ud800" contains characters that are not allowed',
    )
    expect(findUnsafeInput('\u0000', 'payload')?.message).toBe('payload contains characters that are not allowed')
    let deep: unknown = 'x'
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i++) deep = [deep]
    expect(findUnsafeInput({ deep }, 'body')?.message).toMatch(/^deep(\.0)+ is nested too deeply$/)
    expect(findUnsafeInput({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull()
    // A query's object inherits from a prototype-less object; an own `constructor` key hides nothing.
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>
    query.q = 'a\u0000'
    expect(findUnsafeInput(query, 'query')?.path).toBe('q')
    expect(findUnsafeInput({ constructor: 'x', v: '\u0000' }, 'body')?.path).toBe('v')
  })
})

describe('privileged fields', () => {
  it('matches names ignoring case, underscores and dashes', () => {
    for (const name of ['isSuperAdmin', 'is_super_admin', 'ISSUPERADMIN', '_id', 'id', 'password-attempt'])
      expect(isPrivilegedField(name), name).toBe(true)
    for (const name of ['userId', 'recordId', 'fname', 'passwordAttempts ', 'identity']) expect(isPrivilegedField(name), name).toBe(false)
  })

  it('refuses those the schema does not name, where it does not name them', () => {
    const body = z.object({
      name: z.string(),
      nested: z.object({ label: z.string() }).optional(),
      list: z.array(z.object({ v: z.number() })),
    })
    expect(
      refusedPrivilegedFields(body, { name: 'x', isSuperAdmin: true, nested: { _id: 1 }, list: [{ v: 1, roleId: 'r' }], nickname: 'x' }),
    ).toEqual(['isSuperAdmin', 'nested._id', 'list.0.roleId'])
    expect(
      refusedPrivilegedFields(z.object({ roleId: z.string(), permission: z.array(z.unknown()) }), { roleId: 'r', permission: [] }),
    ).toEqual([])
    // A loose schema passes extra fields on, so they are checked just the same; a route may accept some.
    expect(refusedPrivilegedFields(z.looseObject({ userId: z.unknown() }), { userId: 'u', passwordAttempt: 0 })).toEqual([
      'passwordAttempt',
    ])
    expect(
      refusedPrivilegedFields(z.looseObject({ userId: z.unknown() }), { userId: 'u', passwordAttempt: 0 }, ['passwordAttempt']),
    ).toEqual([])
    // No schema: the top level is checked.
    expect(refusedPrivilegedFields(undefined, { id: 1, a: { id: 2 } })).toEqual(['id'])
  })

  it('reads a discriminated union by the option the body names', () => {
    const admin = { userType: 'admin', permission: 'role' }
    expect(refusedPrivilegedFields(userForm, admin)).toEqual([])
    expect(refusedPrivilegedFields(userForm, { ...admin, userType: 'user' })).toEqual(['permission'])
    expect(refusedPrivilegedFields(userForm, { ...admin, userType: 'scp' })).toEqual(['permission'])
    // An unknown type: every option is considered, and the field is refused only if all refuse it.
    expect(refusedPrivilegedFields(userForm, { ...admin, userType: 'pirate' })).toEqual([])
    expect(refusedPrivilegedFields(userForm, { userType: 'pirate', isSuperAdmin: true })).toEqual(['isSuperAdmin'])
  })
})
