import { describe, expect, it } from 'vitest'
import { BUTTONS } from '@shared/permissions'
import { candidateLabel } from '@/features/roles/assign'
import {
  MATRIX_COLS,
  PAGE_ROWS,
  allButtonsState,
  buttonCol,
  filterScreens,
  lowerFirst,
  moveCell,
  moveOption,
  toggleShown,
} from '@/features/roles/keyboard'
import { emptyGrid, setAllButtons, setButton } from '@/features/roles/permission-grid'
import { permissionButtons } from '../../commands'

describe('permission matrix keys', () => {
  const rows = 24
  it('moves by one cell and stops at the edges', () => {
    expect(moveCell({ row: 3, col: 4 }, 'ArrowDown', rows)).toEqual({ row: 4, col: 4 })
    expect(moveCell({ row: 3, col: 4 }, 'ArrowRight', rows)).toEqual({ row: 3, col: 5 })
    expect(moveCell({ row: 3, col: 0 }, 'ArrowLeft', rows)).toEqual({ row: 3, col: 0 })
    expect(moveCell({ row: 3, col: MATRIX_COLS - 1 }, 'ArrowRight', rows)).toEqual({ row: 3, col: MATRIX_COLS - 1 })
    expect(moveCell({ row: rows - 1, col: 2 }, 'ArrowDown', rows)).toEqual({ row: rows - 1, col: 2 })
  })
  it('leaves the grid upwards from the first row (to the filter box)', () => {
    expect(moveCell({ row: 0, col: 5 }, 'ArrowUp', rows)).toBe('above')
    expect(moveCell({ row: 1, col: 5 }, 'ArrowUp', rows)).toEqual({ row: 0, col: 5 })
  })
  it('jumps with Home, End and the page keys', () => {
    expect(moveCell({ row: 3, col: 7 }, 'Home', rows)).toEqual({ row: 3, col: 0 })
    expect(moveCell({ row: 3, col: 7 }, 'End', rows)).toEqual({ row: 3, col: MATRIX_COLS - 1 })
    expect(moveCell({ row: 3, col: 7 }, 'Home', rows, { ctrl: true })).toEqual({ row: 0, col: 0 })
    expect(moveCell({ row: 3, col: 7 }, 'End', rows, { ctrl: true })).toEqual({ row: rows - 1, col: MATRIX_COLS - 1 })
    expect(moveCell({ row: 3, col: 7 }, 'PageDown', rows)).toEqual({ row: 3 + PAGE_ROWS, col: 7 })
    expect(moveCell({ row: 3, col: 7 }, 'PageUp', rows)).toEqual({ row: 0, col: 7 })
  })
  it('ignores other keys, an empty grid, and clamps a stale cell after filtering', () => {
    expect(moveCell({ row: 0, col: 0 }, ' ', rows)).toBeNull()
    expect(moveCell({ row: 0, col: 0 }, 's', rows)).toBeNull()
    expect(moveCell({ row: 0, col: 0 }, 'ArrowDown', 0)).toBeNull()
    expect(moveCell({ row: 10, col: 3 }, 'ArrowLeft', 2)).toEqual({ row: 1, col: 2 })
  })
  it('has a column per button after enable and all', () => {
    expect(MATRIX_COLS).toBe(BUTTONS.length + 2)
    expect(buttonCol(BUTTONS.indexOf('query'))).toBe(2)
    expect(buttonCol(BUTTONS.indexOf('view'))).toBe(5)
  })
})

describe('function filter', () => {
  const items = [
    { screen: 'Users', title: 'Users' },
    { screen: 'Ticket', title: 'Tickets' },
    { screen: 'TestDriveConfig', title: 'Test Drive Slots' },
    { screen: 'TestDrive', title: 'Test Drive' },
  ] as const
  it('matches every word in the title or the permission name, in order, ignoring case', () => {
    expect(filterScreens(items, 'users').map((i) => i.screen)).toEqual(['Users'])
    expect(filterScreens(items, 'ticket').map((i) => i.screen)).toEqual(['Ticket'])
    expect(filterScreens(items, 'drive slots').map((i) => i.screen)).toEqual(['TestDriveConfig'])
    expect(filterScreens(items, 'config').map((i) => i.screen)).toEqual(['TestDriveConfig'])
    expect(filterScreens(items, '  ')).toHaveLength(4)
    expect(filterScreens(items, 'nothing')).toEqual([])
  })
})

describe('all buttons state', () => {
  it('is false, indeterminate or true', () => {
    const g = emptyGrid()
    expect(allButtonsState(g.Users)).toBe(false)
    expect(allButtonsState(setButton(g, 'Users', 'query', true).Users)).toBe('indeterminate')
    expect(allButtonsState(setAllButtons(g, 'Users', true).Users)).toBe(true)
    expect(allButtonsState(setAllButtons(setAllButtons(g, 'Users', true), 'Users', false).Users)).toBe(false)
  })

  it('counts and sets only the buttons the screen uses', () => {
    const used = permissionButtons('Users')
    const g = setAllButtons(emptyGrid(), 'Users', true, used)
    expect(allButtonsState(g.Users, used)).toBe(true)
    // A button Users does not use stays off, so over every button the row is only partly on.
    expect(g.Users.buttons.rtoSettlement).toBe(false)
    expect(allButtonsState(g.Users)).toBe('indeterminate')
  })
})

describe('the buttons the role editor offers per screen (issue 15)', () => {
  it('are those its catalog entry and API use', () => {
    expect(permissionButtons('Users')).toEqual(expect.arrayContaining(['query', 'add', 'edit', 'delete', 'notification', 'logs', 'export']))
    expect(permissionButtons('Users')).not.toContain('rtoSettlement')
    // The dashboards' calls need query (issue 22), and nothing else: no table, so no view or row buttons.
    expect(permissionButtons('Dashboard')).toEqual(['query'])
    // The enquiry screen offers no add, its API does (spec 001's enquiry create).
    expect(permissionButtons('Enquiry')).toContain('add')
    expect(permissionButtons('Notification')).not.toContain('delete')
  })
})

describe('accessible names', () => {
  it('lower-cases the first letter of a button name but not of an acronym', () => {
    expect(lowerFirst('Query')).toBe('query')
    expect(lowerFirst('Mandatory upload')).toBe('mandatory upload')
    expect(lowerFirst('Re-assign')).toBe('re-assign')
    expect(lowerFirst('RTO settlement')).toBe('RTO settlement')
    expect(lowerFirst('A')).toBe('a')
    expect(lowerFirst('')).toBe('')
  })
  it('names a candidate fname lname (mobileNo)', () => {
    expect(candidateLabel({ fname: 'Asha', lname: 'Rao', mobileNo: '9000000001' })).toBe('Asha Rao (9000000001)')
    expect(candidateLabel({ fname: 'Bo', lname: '', mobileNo: '9000000002' })).toBe('Bo (9000000002)')
    expect(candidateLabel({ fname: 'Bo', lname: '', mobileNo: '9000000002' }, 'current role Support')).toBe(
      'Bo (9000000002), current role Support',
    )
  })
})

describe('assign list keys', () => {
  it('moves within the options and back to the search box from the top', () => {
    expect(moveOption(-1, 'ArrowDown', 5)).toBe(0)
    expect(moveOption(0, 'ArrowDown', 5)).toBe(1)
    expect(moveOption(4, 'ArrowDown', 5)).toBe(4)
    expect(moveOption(0, 'ArrowUp', 5)).toBe(-1)
    expect(moveOption(3, 'ArrowUp', 5)).toBe(2)
    expect(moveOption(3, 'Home', 5)).toBe(0)
    expect(moveOption(1, 'End', 5)).toBe(4)
    expect(moveOption(1, 'PageDown', 30)).toBe(11)
    expect(moveOption(15, 'PageUp', 30)).toBe(5)
    expect(moveOption(2, ' ', 5)).toBeNull()
    expect(moveOption(-1, 'ArrowDown', 0)).toBeNull()
    expect(moveOption(-1, 'ArrowUp', 0)).toBe(-1)
  })
  it('Ctrl+A selects the shown options, or unselects them when all already are', () => {
    const selected = new Set(['x'])
    const once = toggleShown(selected, ['a', 'b'])
    expect([...once].sort()).toEqual(['a', 'b', 'x'])
    expect([...toggleShown(once, ['a', 'b'])]).toEqual(['x'])
    expect([...toggleShown(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b'])
    expect([...toggleShown(selected, [])]).toEqual(['x'])
  })
})
