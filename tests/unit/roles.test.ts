import { describe, expect, it } from 'vitest'
import { BUTTONS, SCREENS, fullPermissions, grant } from '@shared/permissions'
import { filterCandidates, mergeCandidates, toggleId } from '@/features/roles/assign'
import { emptyGrid, gridFromList, isDirty, listFromGrid, sameGrid, setButton, setScreen } from '@/features/roles/permission-grid'

describe('permission grid', () => {
  it('round-trips a full list and fills missing screens and buttons with off', () => {
    expect(listFromGrid(gridFromList(fullPermissions()))).toEqual(fullPermissions())
    const list = listFromGrid(gridFromList([{ label: 'Users', enable: true, buttons: [{ label: 'query', enable: true }] }]))
    expect(list).toHaveLength(SCREENS.length)
    expect(list.every((e) => e.buttons.length === BUTTONS.length)).toBe(true)
    expect(list).toEqual(grant({ Users: ['query'] }))
  })
  it('drops unknown labels', () => {
    expect(sameGrid(gridFromList([{ label: 'Nope', enable: true, buttons: [] }]), emptyGrid())).toBe(true)
  })
  it('turns the screen on with a button and tracks dirtiness', () => {
    const g = setButton(emptyGrid(), 'Role', 'edit', true)
    expect(g.Role.enable).toBe(true)
    const initial = { name: 'A', active: true, grid: emptyGrid() }
    expect(isDirty(initial, { ...initial, name: ' A ' })).toBe(false)
    expect(isDirty(initial, { ...initial, grid: g })).toBe(true)
    expect(isDirty(initial, { ...initial, grid: setScreen(setScreen(emptyGrid(), 'Role', true), 'Role', false) })).toBe(false)
  })
})

describe('assign candidates', () => {
  const list = mergeCandidates(
    [{ _id: 'a', fname: 'Asha', lname: 'Rao', mobileNo: '9000000001' }],
    [
      { _id: 'b', fname: 'Bo', lname: '', mobileNo: '9000000002' },
      { _id: 'a', fname: 'Asha', lname: 'Rao', mobileNo: '9000000001' },
    ],
  )
  it('merges without duplicates and filters by name or mobile', () => {
    expect(list.map((c) => c.kind)).toEqual(['admin', 'employee'])
    expect(filterCandidates(list, 'asha').map((c) => c._id)).toEqual(['a'])
    expect(filterCandidates(list, '0002').map((c) => c._id)).toEqual(['b'])
    expect(filterCandidates(list, '')).toHaveLength(2)
  })
  it('toggles ids', () => {
    expect([...toggleId(toggleId(new Set(), 'x'), 'x')]).toEqual([])
  })
})
