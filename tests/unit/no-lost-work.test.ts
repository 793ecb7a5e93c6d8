import { beforeEach, describe, expect, it } from 'vitest'
import { clearDraft, draftKey, draftValues, mergeDraft, readDraft, writeDraft } from '@/lib/draft-storage'
import { diffValues, flattenValues, valueText } from '@/lib/field-diff'

/** The unit tests run in Node: a localStorage of a Map. */
const store = new Map<string, string>()
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  },
})

describe('draft storage', () => {
  beforeEach(() => store.clear())

  it('keys drafts by user, form and record', () => {
    expect(draftKey('u1', 'user-dialog', 'r1')).toBe('draft:v1:u1:user-dialog:r1')
    expect(draftKey('u1', 'user-dialog', null)).toBe('draft:v1:u1:user-dialog:new')
  })

  it('never keeps secret fields, files or data: URLs', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' })
    const values = draftValues({
      fname: 'Ann',
      password: 'secret123',
      newPassword: 'x',
      confirmPasscode: '1234',
      otp: '123456',
      vehicleDetails: { vehicleType: 'own', userOtp: '1', photo: file },
      image: 'data:image/png;base64,AAAA',
      upload: new Blob(['y']),
      docs: ['https://x/y.png', 'data:image/png;base64,BB', file],
      active: true,
      count: 3,
    })
    expect(values).toEqual({
      fname: 'Ann',
      vehicleDetails: { vehicleType: 'own' },
      docs: ['https://x/y.png'],
      active: true,
      count: 3,
    })
  })

  it('writes, reads and clears a draft; a draft merges over the stored values field by field', () => {
    const key = draftKey('u1', 'f', null)
    writeDraft(key, { fname: 'Ann', password: 'p', nested: { a: 1 } }, 1000)
    const draft = readDraft(key)
    expect(draft).toEqual({ at: 1000, values: { fname: 'Ann', nested: { a: 1 } } })
    expect(mergeDraft({ fname: '', password: '', nested: { a: 0, b: 2 } }, draft!.values)).toEqual({
      fname: 'Ann',
      password: '',
      nested: { a: 1, b: 2 },
    })
    clearDraft(key)
    expect(readDraft(key)).toBeNull()
    store.set(key, 'not json')
    expect(readDraft(key)).toBeNull()
  })
})

describe('field diff', () => {
  it('flattens nested values by path, leaving out secrets and files', () => {
    expect([...flattenValues({ a: 1, b: { c: 'x', password: 'p' }, img: 'data:x', list: [1, 2] })]).toEqual([
      ['a', 1],
      ['b.c', 'x'],
      ['list', [1, 2]],
    ])
  })

  it('lists the fields that differ, blanks counting as the same', () => {
    const theirs = { fname: 'Bob', lname: null, v: { type: 'own' }, tags: ['a'], active: true }
    const mine = { fname: 'Ann', lname: '', v: { type: 'own' }, tags: ['a', 'b'], active: true, password: 'x' }
    expect(diffValues(theirs, mine)).toEqual([
      { path: 'fname', theirs: 'Bob', mine: 'Ann' },
      { path: 'tags', theirs: ['a'], mine: ['a', 'b'] },
    ])
    expect(diffValues(mine, mine)).toEqual([])
  })

  it('writes values as text', () => {
    const yesNo = (v: boolean) => (v ? 'Yes' : 'No')
    expect(valueText('', yesNo)).toBe('-')
    expect(valueText(true, yesNo)).toBe('Yes')
    expect(valueText(['a', 'b'], yesNo)).toBe('a, b')
    expect(valueText(4, yesNo)).toBe('4')
  })
})
